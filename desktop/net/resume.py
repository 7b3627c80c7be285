"""Bring a table back after its host stopped: the seats and tokens from table.json, the game from its journal.

Sequence numbers are rebuilt by replaying the journal through the same feeds, so a seat that
reconnects with its token and last sequence number gets exactly what it missed.
"""
from __future__ import annotations

from ..engine import GAMES
from .host import Host
from .lobby import BOT, Table
from .session import GameSession
from .storage import TableStore


def resume_host(store: TableStore, **overrides) -> Host:
    """A Host for the stored table, its game replayed. Call `async_start()` (and listen) as usual."""
    private, settings = store.load_table()
    table = Table.from_private(private)
    for seat in table.seats:  # nobody is connected to a host that just started
        seat.connected = seat.kind == BOT
        seat.stand_in = False
    table.spectators = 0
    table.paused = False
    options = {
        "bot_delay": tuple(settings.get("bot_delay") or (0.8, 2.5)),
        "decision_seconds": settings.get("decision_seconds"),
        "min_decision_seconds": settings.get("min_decision_seconds"),
        "seat_grace": settings.get("seat_grace"),
        "stand_in_level": settings.get("stand_in_level") or "random",
    }
    options.update(overrides)
    host = Host(table.game, table.config, table=table, store=store, **options)
    host.previous_port = settings.get("port")
    host.app_settings = dict(settings.get("app") or {})
    last = store.last_game()
    if last is not None and table.status in ("playing", "finished"):
        number, head, commands = last
        host.session = GameSession.replayed(GAMES[head["game"]], head["config"], head["seed"], commands, number)
        store.reopen_game(number)
        if host.session.outcome is not None:
            table.status = "finished"
            host.game_over.set()
    return host


__all__ = ["resume_host"]
