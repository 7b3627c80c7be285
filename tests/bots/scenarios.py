"""Helpers for bot tests: play mixed-level tables, and drive the engine to a chosen situation."""
from __future__ import annotations

from desktop.bots import LEVELS
from desktop.bots.runner import make_bots, play
from desktop.engine import GAMES

MIXED = ["easy", "normal", "hard", "expert", "random"]


def play_mixed(game_name: str, players: int, options: dict, seed: str, rotate: int = 0):
    """One game with every level at the table (rotated by `rotate`); returns (state, bots)."""
    game = GAMES[game_name]
    levels = [MIXED[(seat + rotate) % len(MIXED)] for seat in range(players)]
    bots = make_bots(game, levels, seed)
    state = play(game, {"players": players, "options": options}, seed, bots)
    return state, bots


def drive(game, state, commands):
    """Apply (seat, command) pairs in order."""
    for seat, command in commands:
        game.apply(state, seat, command)
    return state


def all_vote(players: int, approve: bool = True):
    return [(seat, {"kind": "vote", "approve": approve}) for seat in range(players)]


assert set(MIXED) <= set(LEVELS)
