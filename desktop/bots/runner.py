"""Play one game headless: an engine and a bot in every seat, no host. For sim, arena and tests.

Each bot sees only its seat's view and events, exactly as it would at a live table: the host's work,
a view for the deciding seat and every new event routed to the seats that may see it.
"""
from __future__ import annotations

import random
from typing import Callable

from ..engine.core import Game, GameState, hand_out, seeded
from . import make_bot
from .base import Bot


def seat_rng(seed: int | str, seat: int) -> random.Random:
    return seeded(f"{seed}:bot:{seat}")  # random.Random(that string), made faster


SEAT_TAGS = tuple(str(seat) for seat in range(16))  # a seat's number as text, made once


def make_bots(game: Game, levels: list[str], seed: int | str) -> list[Bot]:
    # seat_rng inlined, its f"{seed}:bot:{seat}" as one prefix a game and a seat's tag (an f-string a seat
    # costs ~1,900 instructions; a concatenation a few hundred)
    prefix = f"{seed}:bot:"
    return [make_bot(game.name, level, seat, seeded(prefix + (SEAT_TAGS[seat] if seat < 16 else str(seat))))
            for seat, level in enumerate(levels)]


def play(game: Game, config: dict, seed: int | str, bots: list[Bot], max_commands: int = 100_000,
         on_command: Callable[[GameState, int, dict], None] | None = None) -> GameState:
    """Play to the end. Pending seats act in seat order; each decides from its own view."""
    state = game.new_game(config, seed)
    outcome, owed, view, apply = game.outcome, game.pending, game.view, game.apply  # looked up once a game
    kind = type(game)
    if kind.apply is Game.apply or kind.apply_quietly is not Game.apply_quietly:  # not a game's own apply bypassed
        apply = game.apply_quietly  # the same step; the events it caused are read from the state, not returned
    deciders = [bot.decide for bot in bots]
    observers = [bot.observe for bot in bots]
    seen = 0
    ordered = game.pending_in_seat_order  # its first pending seat is the smallest
    for _ in range(max_commands):
        pending = state.pending_cache  # Game.pending's cache, read inline
        if pending is None:
            pending = owed(state)
        if not pending:  # a finished game owes nothing; a running one always owes something
            if outcome(state) is not None:
                break
            raise RuntimeError(f"{game.name}: no seat is pending but the game is not over")
        events = state.events
        if len(events) > seen:  # most votes add none
            hand_out(events, seen, observers)  # every new event to every seat that may see it
            seen = len(events)
        if ordered:
            for seat in pending:  # the first: no min() call
                break
        else:
            seat = min(pending)
        command = deciders[seat](view(state, seat))
        apply(state, seat, command)  # checked there, by the same guards as Game.check
        if on_command is not None:
            on_command(state, seat, command)
    else:
        raise RuntimeError(f"{game.name}: no end after {max_commands} commands")
    return state
