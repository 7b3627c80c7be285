"""Views assembled from the plan's templates and a version's parts (resistance/views.py) equal views
built key by key from the state, in the same key order.

The engine copies a template per first leader (the empty parts, the running game's outcome and a seat's
"not answered" already in place), reads each step's view, silence and group from the plan and shares one
empty dict and the everyone list between views. The plain view here asks the step itself and builds every
dict afresh. Every viewer's view is compared after every command of random games of every golden setup.
"""
import json
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import OMNISCIENT
from desktop.engine.resistance.features import Step

from golden import golden_setups
from helpers import random_step

SETUPS = [(label, (name, config)) for label, name, config in golden_setups("resistance", "avalon")]

PUBLIC = ("phase", "round", "leader", "first_leader", "vote_track", "proposal", "mission", "team", "face_up",
          "missions", "mission_order", "vote_history", "waiting_for", "public_history", "outcome")


def plain_view(game, state, viewer) -> dict:
    """The view as the engine's contract describes it, every part built now from the state."""
    step = game.steps.get(state.phase) if state.finished is None else None
    if step is not None and hasattr(step, "group"):
        waiting = step.group(state)
    else:
        waiting = sorted(game.pending(state))
    values = {
        "phase": state.phase, "round": state.round, "leader": state.leader, "first_leader": state.first_leader,
        "vote_track": state.vote_track, "proposal": state.proposals, "mission": state.slot, "team": state.team,
        "face_up": {str(s): c for s, c in sorted(state.face_up.items())}, "missions": list(state.missions),
        "mission_order": list(state.mission_order), "vote_history": list(state.vote_history), "waiting_for": waiting,
        "public_history": list(state.public_history), "outcome": state.finished,
    }
    head = {**state.plan.table_head, **{key: values[key] for key in PUBLIC}}
    scratch = dict(head)
    for feature in game.features_with(state, "view"):
        feature.view(game, state, None, scratch)
    tail = {key: value for key, value in scratch.items() if key not in head}
    head["missions"] = scratch["missions"]
    over = state.finished is not None
    data = dict(head)
    data["viewer"] = viewer
    step_view = {} if step is None else step.view(game, state, viewer)
    if type(viewer) is int:
        owed = game.pending(state).get(viewer)
        data["you"] = {"seat": viewer, "role": state.roles[viewer], "side": state.sides[viewer]}
        data["knowledge"] = list(state.knowledge[viewer])
        data["answered"] = owed is None and viewer in waiting
        data["pending"] = owed
        data["legal"] = game.legal(state, viewer)
        if over:
            data["roles"], data["sides_by_seat"] = list(state.roles), list(state.sides)
        data["step"] = step_view
    else:
        if viewer == OMNISCIENT or over:
            data["roles"], data["sides_by_seat"] = list(state.roles), list(state.sides)
        if viewer == OMNISCIENT:
            data["knowledge_by_seat"] = [list(facts) for facts in state.knowledge]
            data["cards"] = {str(s): c for s, c in sorted(state.cards.items())}
            data["votes"] = {str(s): v for s, v in sorted(state.votes.items())}
        data["step"] = step_view
    data.update(tail)
    return data


def same(view: dict, expected: dict) -> bool:
    """The same JSON text, byte for byte: the same keys in the same order, False never 0."""
    return json.dumps(view) == json.dumps(expected)


@pytest.mark.parametrize("name,config", [setup for _, setup in SETUPS], ids=[label for label, _ in SETUPS])
def test_assembled_views_are_the_plain_views(name, config):
    game = GAMES[name]
    for seed in range(2):
        state = game.new_game(config, f"views:{seed}")
        rng = random.Random(seed)
        viewers = [*range(state.players), None, OMNISCIENT]
        while True:
            for viewer in viewers:
                assert same(game.view(state, viewer), plain_view(game, state, viewer)), (seed, viewer, state.phase)
            if game.outcome(state) is not None:
                break
            random_step(game, state, rng)


def test_the_plan_reads_each_step_as_the_step_says():
    for name, config in [("resistance", {"players": 5}), ("avalon", GAMES["avalon"].presets()["recommended-7"])]:
        state = GAMES[name].new_game(config, "step-views")
        plan = state.plan
        assert plan.everyone == list(range(state.players))
        for phase, step in plan.steps.items():
            shown, silent, group, shares_legal = plan.step_views[phase]
            assert shares_legal is step.same_legal
            assert shown is (step if type(step).view is not Step.view else None)
            assert silent is step.silent_while_owed
            if step.everyone_answers:
                assert group is True and step.group(state) == list(range(state.players))
            elif step.team_answers:  # the team, sorted when proposed: its group is the team itself
                assert group == "team" and step.group(state) == state.team
            else:
                assert group == getattr(step, "group", None)
        for leader, template in enumerate(plan.seat_templates):
            assert same(template, {**plan.seat_template, "first_leader": leader, "face_up": {}, "answered": False, "step": {}})
