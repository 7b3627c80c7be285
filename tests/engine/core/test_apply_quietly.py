"""Game.apply_quietly (the runner's apply) is Game.apply without the returned list: the same state after
every command, and None returned. Twin games, one applied each way, compared command by command."""
from __future__ import annotations

import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import random_command


@pytest.mark.parametrize("name, config", [
    ("resistance", {"players": 5, "options": {}}),
    ("avalon", "recommended-5"),
    ("bodyguard", {"players": 6, "options": {}}),
])
def test_apply_quietly_leaves_the_state_apply_leaves(name, config):
    game = GAMES[name]
    if isinstance(config, str):
        config = game.presets()[config]
    for seed in range(3):
        loud, quiet = game.new_game(config, seed), game.new_game(config, seed)
        rng = random.Random(seed)
        while game.outcome(loud) is None:
            seat = min(game.pending(loud))
            command = random_command(game.legal(loud, seat), rng)
            before = len(loud.events)
            caused = game.apply(loud, seat, dict(command))
            assert game.apply_quietly(quiet, seat, dict(command)) is None
            assert caused == loud.events[before:]  # what apply returns, apply_quietly leaves in the state
            assert quiet.commands == loud.commands and quiet.events == loud.events
            assert all(game.view(quiet, viewer) == game.view(loud, viewer) for viewer in (None, *range(config["players"])))
        assert game.outcome(quiet) == game.outcome(loud)


def test_apply_patches_an_answer_as_edited_by_answer_does():
    """`apply` runs GameState.edited_by_answer's text inline: the caches after a vote equal those of the
    method called by hand on a twin; a state type overriding the method has its own called instead."""
    game = GAMES["resistance"]
    state = game.new_game({"players": 5, "options": {}}, 7)
    while "vote" not in game.pending(state).values():
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), random.Random(seat)))
    for seat in range(5):
        game.legal(state, seat)  # the caches filled, as views fill them
    by_hand = game.copy(state)
    by_hand.pending_cache, by_hand.legal_cache = dict(state.pending_cache), dict(state.legal_cache)
    assert type(state).answer_patched_inline
    assert game.apply(state, 0, {"kind": "vote", "approve": True}) == []
    by_hand.commands.append((0, {"kind": "vote", "approve": True}))
    game._perform(by_hand, 0, {"kind": "vote", "approve": True})
    by_hand.edited_by_answer(0)
    assert state.pending_cache == by_hand.pending_cache == {seat: "vote" for seat in range(1, 5)}
    assert state.legal_cache.keys() == by_hand.legal_cache.keys() == set(range(1, 5))
    assert state.version != by_hand.version  # each a new version

    calls = []

    class Watched(type(state)):
        def edited_by_answer(self, seat):
            calls.append(seat)
            super().edited_by_answer(seat)

    assert not Watched.answer_patched_inline
    watched = game.copy(by_hand)
    watched.__class__ = Watched
    game.apply(watched, 1, {"kind": "vote", "approve": False})
    assert calls == [1]
