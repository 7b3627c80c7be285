"""A vote's parts kept by the plan (plan.py, steps.vote_reveal, MissionGame.legal) equal what they stand for.

The opening pending dict is shared read-only by every state of a config, the opening legal cache is a copy
of the plan's table (each state patches its own), and a reveal is made once per outcome: whether it passed,
the votes by seat key in seat order and the public records. Each is checked against the plain computation.
"""
import itertools
import random

from desktop.engine import GAMES
from desktop.engine.resistance.steps import VOTE_SPECS, vote_reveal

from helpers import random_step


def test_every_outcome_reveals_as_the_rules_count():
    for players in (5, 7, 10):
        plan = GAMES["resistance"].new_game({"players": players}, "reveals").plan
        for ordered in itertools.product((True, False), repeat=players):
            approved, shown, records = vote_reveal(plan, ordered)
            assert approved is (list(ordered).count(True) > players / 2)  # a tie rejects
            assert list(shown.items()) == [(str(seat), vote) for seat, vote in enumerate(ordered)]
            assert list(records) == [{"seat": seat, "command": {"kind": "vote", "approve": vote}}
                                     for seat, vote in enumerate(ordered)]
            assert plan.vote_reveals[ordered] == (approved, shown, records)


def test_a_votes_opening_caches_are_the_plans_shared_pending_and_a_copy_of_its_table():
    game = GAMES["avalon"]
    config = game.presets()["recommended-5"]
    states = [game.new_game(config, f"tables:{seed}") for seed in range(2)]
    rng = random.Random(4)
    for state in states:
        while state.phase != "vote":
            random_step(game, state, rng)
        assert game.pending(state) is state.plan.everyone_votes
        assert state.plan.everyone_votes == dict.fromkeys(range(5), "vote")
        assert game.legal(state, 0) is VOTE_SPECS
        assert state.legal_cache == dict.fromkeys(range(5), VOTE_SPECS)
        assert state.legal_cache is not states[0].plan.legal_tables[id(VOTE_SPECS)][1]
    first, second = states
    game.apply(first, 0, {"kind": "vote", "approve": True})  # one state's answer patches its own caches only
    assert 0 not in game.pending(first) and 0 in game.pending(second)
    assert 0 not in first.legal_cache and second.legal_cache[0] is VOTE_SPECS
    assert first.plan.everyone_votes == dict.fromkeys(range(5), "vote")
