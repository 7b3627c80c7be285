"""What the host's parts may ask of the table they serve: small interfaces, so no part imports host.py.

The host (host.py) builds its parts and is the one object that satisfies these interfaces; a part
sees only the surface it is typed against here. Each interface names what its users call, nothing more.
This module imports nothing of the package at run time, so it can sit under every part.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # pragma: no cover - types only; none of these import a part
    from ..engine.core import Game
    from . import protocol as p
    from .lobby import Table
    from .peer import Peer
    from .session import GameSession
    from .storage import TableStore


class Endpoint(Protocol):
    """Where a transport (local.py, tcp.py) hands its connections and frames."""

    def _connect(self, link) -> "Peer": ...

    def _receive(self, peer: "Peer", body: bytes) -> None: ...

    def _disconnect(self, peer: "Peer") -> None: ...


class Seats(Protocol):
    """Seating as the other parts see it."""

    def holder(self, seat: int) -> "Peer | None": ...

    def send_to_seat(self, seat: int, message: "p.Message") -> None: ...

    def send_bytes_to_seat(self, seat: int, body: bytes) -> None: ...

    def send_bytes_to_spectators(self, body: bytes) -> None: ...

    def send_to_all(self, message: "p.Message") -> None: ...

    def drop_link(self, peer: "Peer") -> None: ...


class StandIns(Protocol):
    """The host's bots as seating sees them."""

    def start(self, seat: int, level: str) -> None: ...

    def stop(self, seat: int) -> bool: ...

    def swap(self, source: int, target: int) -> None: ...

    def schedule_stand_in(self, seat: int) -> None: ...

    def stop_stand_in(self, seat: int) -> None: ...

    def cancel_grace(self, seat: int) -> None: ...


class Clocks(Protocol):
    def resend(self, seat: int) -> None: ...

    def after_change(self) -> None: ...

    def cancel_all(self) -> None: ...

    def vote(self, seat: int, pause: bool) -> None: ...


class Window(Protocol):
    def holds(self, seat: int) -> bool: ...


class TableHost(Endpoint, Protocol):
    """The table the parts serve: its lobby, its game, and the few things a part may ask it to do."""

    game: "Game"
    table: "Table"
    session: "GameSession | None"
    bot_delay: tuple[float, float]
    store: "TableStore | None"
    max_connections: int
    max_spectators: int
    seating: Seats
    bots: StandIns
    clocks: Clocks
    window: Window
    stopped: dict | None  # why the table takes no command (its journal failed), else None

    def save_table(self) -> None: ...

    def lobby_changed(self, watchers_only: bool = False) -> None:
        """Something public about the table changed: every joined peer hears of it within a tick."""

    def maybe_autostart(self) -> None: ...

    def game_finished(self) -> None:
        """The game just ended: record it and tell the lobby."""

    def start_game(self) -> None: ...

    def rematch(self) -> None: ...

    def play(self, seat: int, checked) -> None:
        """A command that passed every guard (guards.py): the play step (playing.py) takes it."""

    def act(self, seat: int, command: dict) -> None:
        """Play a command for a seat the host itself decides for (a decision that timed out)."""


__all__ = ["Clocks", "Endpoint", "Seats", "StandIns", "TableHost", "Window"]
