"""A config's plan (resistance/plan.py) and the records shared through it equal a fresh computation.

The plan is worked out once per config and shared by every game of it; the rule steps and views read
it instead of the config. Over random games of every golden setup: the plan equals what the config
says when asked afresh, views taken with a state's plan replaced by a fresh one are the same, and
the records a vote's reveal takes from the plan (public history, vote history) equal records built
from the commands themselves.
"""
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import OMNISCIENT
from desktop.engine.resistance.features import Feature
from desktop.engine.resistance.plan import Plan
from desktop.engine.resistance.rules import MISSIONS, SPIES, TEAM_SIZES, fails_needed

from golden import golden_setups
from helpers import canonical, random_step

SETUPS = [(name, config) for _, name, config in golden_setups("resistance", "avalon")] + [("avalon", GAMES["avalon"].presets()["recommended-5"]), ("resistance", {"players": 5})]


@pytest.mark.parametrize("name,config", SETUPS)
def test_the_plan_is_what_the_config_says(name, config):
    game = GAMES[name]
    state = game.new_game(config, "plan")
    plan, normalised = state.plan, state.config
    options, players = normalised["options"], normalised["players"]
    enabled = [feature for feature in game.features if feature.enabled(normalised)]
    assert plan.features == enabled
    assert list(plan.steps) == [name for name, step in game.steps.items() if step.feature is None or step.feature.enabled(normalised)]
    for hook in ("view", "card_played", "mission_cards", "hidden_command"):
        assert plan.with_hook(hook) == [f for f in enabled if getattr(type(f), hook) is not getattr(Feature, hook)]
    assert plan.targeting is bool(options.get("targeting"))
    assert plan.leader_approves is bool(options.get("leader_approves"))
    assert plan.auto_hammer == (4 if options.get("auto_approve_hammer") else None)
    assert plan.team_sizes == TEAM_SIZES[players]
    assert plan.fails_needed == tuple(fails_needed(players, slot) for slot in range(MISSIONS))
    assert plan.seat_keys == tuple(str(seat) for seat in range(players))
    assert plan.role_deck == game.role_deck(normalised)
    assert plan.table_head["evil_count"] == SPIES[players]
    assert all(plan.side_of[role] == game.side_of(role) for role in plan.role_deck)
    for seat, records in enumerate(plan.public_votes):
        for vote in (True, False):
            assert records[vote] == {"seat": seat, "command": {"kind": "vote", "approve": vote}}
    for queue in ("round", "proposal", "mission", "after_mission"):
        assert all(step in plan.steps for step in getattr(plan, queue))


@pytest.mark.parametrize("name,config", SETUPS)
def test_views_with_a_fresh_plan_are_the_same(name, config):
    game = GAMES[name]
    for seed in range(2):
        state = game.new_game(config, f"fresh-plan:{seed}")
        rng = random.Random(seed)
        viewers = [None, OMNISCIENT, *range(state.players)]
        while True:
            twin = game.copy(state)
            twin.drop_caches()
            twin.you = {}
            twin.plan = Plan(game, state.config)
            for viewer in viewers:
                assert canonical(game.view(state, viewer)) == canonical(game.view(twin, viewer)), (seed, viewer)
            if game.outcome(state) is not None:
                break
            random_step(game, state, rng)


@pytest.mark.parametrize("name,config", SETUPS)
def test_revealed_votes_are_the_votes_cast(name, config):
    game = GAMES[name]
    for seed in range(3):
        state = game.new_game(config, f"votes:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            random_step(game, state, rng)
        votes = [(seat, command) for seat, command in state.commands if command["kind"] == "vote"]
        public_votes = [record for record in state.public_history if record["command"]["kind"] == "vote"]
        # Every vote command is public once revealed, in seat order per reveal; a game may end mid-vote never.
        assert sorted(map(canonical, public_votes)) == sorted(canonical({"seat": s, "command": c}) for s, c in votes)
        cast = iter(votes)
        for record in state.vote_history:
            if record["votes"] is None:  # the hammer went without a vote
                continue
            assert list(record["votes"]) == [str(seat) for seat in range(state.players)]
            asked = {seat: command["approve"] for seat, command in
                     (next(cast) for _ in range(len(record["votes"]) - len(_fixed(state, record))))}
            for seat, vote in asked.items():
                assert record["votes"][str(seat)] is vote
            assert record["approved"] == (sum(record["votes"].values()) * 2 > state.players)


def _fixed(state, record) -> list[int]:
    """Votes of a reveal that were not commands of the vote step: the leader's fixed vote (leader_approves)."""
    return [record["leader"]] if state.config["options"].get("leader_approves") else []
