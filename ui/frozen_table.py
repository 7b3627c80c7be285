"""A table frozen at one moment: engine views played into a GameScreen without a host.

For screenshots and widget tests that need an exact situation (a rescue window, a vote reveal). It
only carries views; commands sent to it are recorded, never applied.
"""
from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from .connection import PUBLIC


class FrozenTable(QObject):
    update_received = Signal(object, dict, list)
    error_received = Signal(object, str, dict)
    chat_received = Signal(str, str)

    def __init__(self, game_name: str, seat_names: list[str], human_seats: list[int], bot_levels: dict[int, str]) -> None:
        super().__init__()
        self.game_name = game_name
        self.seat_names = seat_names
        self.players = len(seat_names)
        self.human_seats = human_seats
        self.bot_levels = bot_levels
        self.views: dict = {}
        self.sent: list[tuple[int, dict]] = []
        self.live = False  # its events are a whole game's history: the screen plays no reveals for them

    def show(self, views: dict, events: dict | None = None) -> None:
        """Deliver views (by seat, PUBLIC for the spectators) as the host would."""
        for seat, view in views.items():
            self.views[seat] = view
            self.update_received.emit(seat, view, (events or {}).get(seat, []))

    def command(self, seat: int, command: dict) -> None:
        self.sent.append((seat, command))

    def set_bot_delay(self, seconds: float) -> None:
        pass

    @property
    def finished(self) -> bool:
        view = self.views.get(PUBLIC)
        return bool(view and view.get("outcome"))


def play_until(game, config: dict, seed: int, wanted, limit: int = 5000):
    """Play random legal commands from a seeded deal until `wanted(game, state)` holds; the state, or None."""
    from desktop.engine.core import random_command

    state = game.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(game, state):
            return state
        if game.outcome(state) is not None:
            return None
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    return None
