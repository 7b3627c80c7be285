"""The indistinguishability test (DESIGN.md): worlds that differ only in what a seat cannot know
look byte-identical to that seat — views, events and rejections — for every kind of seat."""
import random

import pytest

from desktop.engine.core import random_command

from helpers import assert_indistinguishable, canonical

from .scenario import GAME

PLAYERS = 7


def game_with(spies, leader=0, **options):
    roles = ["spy" if s in spies else "resistance" for s in range(PLAYERS)]
    return GAME.new_game({"players": PLAYERS, "options": {"roles": roles, "first_leader": leader, **options}}, seed="x")


def script(state_a, state_b, rng, steps=60):
    """Commands legal in both games: each pending seat plays Success unless it is a spy in both."""
    commands = []
    probe_a, probe_b = state_a.clone(), state_b.clone()
    for _ in range(steps):
        if GAME.outcome(probe_a) is not None or GAME.outcome(probe_b) is not None:
            break
        pending = sorted(set(GAME.pending(probe_a)) & set(GAME.pending(probe_b)))
        if not pending:
            break
        seat = pending[0]
        specs_a, specs_b = GAME.legal(probe_a, seat), GAME.legal(probe_b, seat)
        command = random_command(specs_a, rng)
        if command["kind"] == "mission_card" and specs_a != specs_b:
            command = {"kind": "mission_card", "card": "success"}
        GAME.apply(probe_a, seat, command)
        GAME.apply(probe_b, seat, command)
        if GAME.outcome(probe_a) is not None or GAME.outcome(probe_b) is not None:
            break  # the end reveals every role: by design the worlds differ from then on
        commands.append((seat, command))
    return commands


@pytest.mark.parametrize("trial", range(8))
def test_a_resistance_member_cannot_tell_who_the_spies_are(trial):
    rng = random.Random(trial)
    others = [s for s in range(PLAYERS) if s != 0]
    spies_a, spies_b = rng.sample(others, 3), rng.sample(others, 3)
    a, b = game_with(spies_a), game_with(spies_b)
    assert_indistinguishable(GAME, a, b, 0, script(a, b, rng))


@pytest.mark.parametrize("trial", range(8))
def test_a_blind_spy_cannot_tell_where_the_other_spies_sit(trial):
    rng = random.Random(trial)
    # With Blind Spies a spy knows only itself: the other spies may sit anywhere.
    a, b = game_with({0, 3, 5}, blind_spies=True), game_with({0, 4, 6}, blind_spies=True)
    commands = script(a, b, rng)
    assert_indistinguishable(GAME, game_with({0, 3, 5}, blind_spies=True), game_with({0, 4, 6}, blind_spies=True), 0, commands)


@pytest.mark.parametrize("trial", range(6))
def test_spectators_see_nothing_secret(trial):
    rng = random.Random(100 + trial)
    spies_a, spies_b = rng.sample(range(PLAYERS), 3), rng.sample(range(PLAYERS), 3)
    a, b = game_with(spies_a), game_with(spies_b)
    commands = script(a, b, rng)
    a, b = game_with(spies_a), game_with(spies_b)
    for seat, command in commands:
        GAME.apply(a, seat, command)
        GAME.apply(b, seat, command)
        if GAME.outcome(a) is None:
            assert canonical(GAME.view(a, None)) == canonical(GAME.view(b, None))
            assert GAME.events_for(a, None) == GAME.events_for(b, None)


def test_the_seed_does_not_leak():
    """Two different seeds with the same pinned deal look the same to every seat."""
    roles = ["spy", "resistance", "spy", "resistance", "resistance"]
    a = GAME.new_game({"players": 5, "options": {"roles": roles, "first_leader": 1}}, seed=1)
    b = GAME.new_game({"players": 5, "options": {"roles": roles, "first_leader": 1}}, seed=999)
    for viewer in [None, *range(5)]:
        assert canonical(GAME.view(a, viewer)) == canonical(GAME.view(b, viewer))


def test_which_spy_failed_is_secret_even_from_the_other_spy():
    """Two spies on a team, one fails: nobody else can tell which one it was (§1.4)."""
    a, b = game_with({1, 2, 3}), game_with({1, 2, 3})
    for state, failing in ((a, 1), (b, 2)):
        GAME.apply(state, 0, {"kind": "propose_team", "team": [1, 2]})
        for seat in range(PLAYERS):
            GAME.apply(state, seat, {"kind": "vote", "approve": True})
        for seat in (1, 2):
            GAME.apply(state, seat, {"kind": "mission_card", "card": "fail" if seat == failing else "success"})
    for viewer in (3, 0, None):
        assert canonical(GAME.view(a, viewer)) == canonical(GAME.view(b, viewer))
        assert GAME.events_for(a, viewer) == GAME.events_for(b, viewer)
