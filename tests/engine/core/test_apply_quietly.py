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
