"""The mission engine's inlined hot paths (branch avalonspeed) against the plain computations they replace.

Each shortcut is checked over random games of The Resistance and Avalon: the vote's group read from a
flag instead of its method, the mission tally without a comprehension, the legal cache made with the
version's first list, the journaled one-choice command made once per value, and the events the base
steps append inline, which must be the events `emit` would make.
"""
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import Event, random_command
from desktop.engine.resistance.steps import count_results

SETUPS = [("resistance", {"players": 5}), ("resistance", {"players": 8}),
          ("avalon", GAMES["avalon"].presets()["recommended-5"]), ("avalon", GAMES["avalon"].presets()["recommended-7"])]


def random_states(name, config, seed):
    """Every state of one random game, the view of the deciding seat asked first (as the runner does)."""
    game = GAMES[name]
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    while game.outcome(state) is None:
        yield state
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.view(state, seat)["legal"], rng))
    yield state


@pytest.mark.parametrize("name, config", SETUPS)
def test_a_step_that_says_everyone_answers_groups_every_seat(name, config):
    game = GAMES[name]
    flagged = [step for step in game.steps.values() if step.everyone_answers]
    assert flagged  # the vote at least
    seen = 0
    for seed in range(6):
        for state in random_states(name, config, f"group:{seed}"):
            step = game.current_step(state)
            if step is not None and step.everyone_answers:
                assert step.group(state) == list(range(state.players))
                assert game.view(state, None)["waiting_for"] == step.group(state)
                seen += 1
    assert seen


@pytest.mark.parametrize("name, config", SETUPS)
def test_the_mission_tally_counts_what_the_records_say(name, config):
    for seed in range(6):
        for state in random_states(name, config, f"tally:{seed}"):
            results = [record["result"] for record in state.missions if record]
            assert count_results(state) == (results.count("success"), results.count("fail"))


@pytest.mark.parametrize("name, config", SETUPS)
def test_the_cached_legal_lists_are_the_plain_ones_in_any_asking_order(name, config):
    game = GAMES[name]
    for seed in range(4):
        for state in random_states(name, config, f"legal:{seed}"):
            for order in (range(state.players), reversed(range(state.players))):
                twin = game.copy(state)
                for seat in order:
                    assert game.legal(twin, seat) == game._legal(state, seat)
                    assert twin.legal_cache[seat] is game.legal(twin, seat)  # asked once a version


def test_a_journaled_one_choice_command_is_the_plain_clean_command():
    game = GAMES["resistance"]
    for seed in range(4):
        state = game.new_game({"players": 5}, f"clean:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            seat = min(game.pending(state))
            command = random_command(game.view(state, seat)["legal"], rng)
            game.apply(state, seat, dict(reversed(command.items())))  # the caller's key order is not kept
            journaled = state.commands[-1][1]
            assert journaled == command and list(journaled) == list(command)  # "kind" first, the spec's order
            assert journaled is not command


@pytest.mark.parametrize("name, config", SETUPS)
def test_the_inlined_events_are_those_emit_makes(name, config):
    """Every event is an Event whose data is a plain dict of its own; the base steps' events carry the
    keys `emit` was given, in that order (the wire's bytes)."""
    keys = {"round_started": ["round", "leader"], "team_proposed": ["leader", "team", "mission", "round", "proposal"],
            "votes_revealed": ["votes", "approved", "team", "leader"], "mission_started": ["mission", "team"],
            "proposal_rejected": ["reason", "vote_track"], "role_dealt": ["seat", "role", "knowledge"],
            "mission_result": ["slot", "round", "leader", "team", "fails", "successes", "result", "face_up"]}
    for seed in range(4):
        *_, state = random_states(name, config, f"events:{seed}")
        for event in state.events:
            assert type(event) is Event and type(event.data) is dict
            if event.kind in keys:
                assert list(event.data)[:len(keys[event.kind])] == keys[event.kind]
            if event.kind == "role_dealt":
                assert event.audience == (event.data["seat"],)
            else:
                assert event.audience is None or event.kind not in keys
        results = [event.data for event in state.events if event.kind == "mission_result"]
        assert results == [state.missions[slot] for slot in state.mission_order]
        assert all(data is not state.missions[data["slot"]] for data in results)  # a copy, as emit(**record) made
