"""Bring a table back after its host stopped: the seats and tokens from table.json, the game from its journal.

Resuming tells the truth. `inspect_table` reads and checks everything first and changes nothing: a damaged
table.json, a missing or empty journal, a garbage line, an illegal command, a wrong format or version each
refuse with one ResumeError line naming the file (and the line). The one thing forgiven is a torn last
line, what a crash mid-write leaves: the game resumes without it, and the plan says so in `notes`.
Never a new deal under an old table's name.

Sequence numbers are rebuilt by replaying the journal through the same feeds, so a seat that
reconnects with its token and last sequence number gets exactly what it missed.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import GAMES
from ..engine.core.journal import Journal, JournalError
from .host import Host
from .lobby import BOT, Table
from .session import GameSession
from .storage import TableFileError, TableStore


class ResumeError(Exception):
    """Why a stored table cannot be resumed, in one line naming the file (and the line)."""


@dataclass
class ResumePlan:
    """A stored table, checked: what `resume_host` will bring back."""

    store: TableStore
    table: Table
    settings: dict
    number: int | None = None  # the game being resumed (None: the table never started one)
    journal: Journal | None = None
    state: object = None  # the replayed GameState
    notes: list[str] = field(default_factory=list)  # what was forgiven (a torn last line), for the user


def inspect_table(store: TableStore) -> ResumePlan:
    """Check a stored table without touching its files; raises ResumeError."""
    try:
        private, settings = store.load_table()
    except TableFileError as error:
        raise ResumeError(f"cannot resume: {error}") from None
    table = _table(private, store)
    _check_settings(settings, store)
    plan = ResumePlan(store, table, settings)
    if table.status not in ("playing", "finished"):
        if store.newest_journal() is not None:  # a new deal would write over a played game
            raise ResumeError(f"cannot resume: {store.table_path}: damaged: it says no game started, yet it has journals")
        return plan  # still in its lobby: no game to bring back
    try:
        newest = store.read_newest_journal()
    except JournalError as error:
        raise ResumeError(f"cannot resume: {error}") from None
    if newest is None:
        raise ResumeError(f"cannot resume: {store.directory}: no game journal (game-0001.jsonl) for a table that was {table.status}")
    plan.number, plan.journal = newest
    journal = plan.journal
    if journal.header.game != table.game:
        raise ResumeError(f"cannot resume: {journal.path}: line 1: it is a {journal.header.game} game, the table plays {table.game}")
    if journal.header.players != len(table.seats):
        raise ResumeError(f"cannot resume: {journal.path}: line 1: a game for {journal.header.players} players, "
                          f"the table has {len(table.seats)} seats")
    try:
        _game, plan.state = journal.replay(GAMES)
    except JournalError as error:
        raise ResumeError(f"cannot resume: {error}") from None
    if journal.torn_line is not None:
        plan.notes.append(f"{journal.path}: line {journal.torn_line} was cut short when the host stopped; "
                          f"the game resumes without it")
    return plan


def _table(private: dict, store: TableStore) -> Table:
    where = f"cannot resume: {store.table_path}: damaged"
    try:
        table = Table.from_private(private)
    except (TypeError, ValueError, KeyError, AttributeError):
        raise ResumeError(f"{where}: its table is not in this version's shape") from None
    if not isinstance(table.game, str) or table.game not in GAMES:
        raise ResumeError(f"{where}: unknown game {table.game!r}"[:200])
    game = GAMES[table.game]
    players = table.config.get("players") if isinstance(table.config, dict) else None
    if type(players) is not int or not game.min_players <= players <= game.max_players or len(table.seats) != players:
        raise ResumeError(f"{where}: {len(table.seats)} seats for {players!r} players"[:200])
    if not all(isinstance(seat.kind, str) and isinstance(seat.name, str) and isinstance(seat.token, str) for seat in table.seats):
        raise ResumeError(f"{where}: a seat is not in this version's shape")
    from ..bots import LEVELS

    if any(seat.kind == BOT and seat.level not in LEVELS for seat in table.seats):
        raise ResumeError(f"{where}: a bot seat has an unknown level")
    if table.status not in ("lobby", "playing", "finished"):
        raise ResumeError(f"{where}: unknown status {table.status!r}"[:200])
    return table


def _check_settings(settings: dict, store: TableStore) -> None:
    def number(value) -> bool:
        return value is None or (type(value) in (int, float) and value >= 0)

    delay = settings.get("bot_delay")
    fine = (delay is None or (isinstance(delay, list) and len(delay) == 2 and all(number(d) for d in delay))) \
        and all(number(settings.get(key)) for key in ("decision_seconds", "min_decision_seconds", "seat_grace")) \
        and isinstance(settings.get("stand_in_level") or "", str) and isinstance(settings.get("app") or {}, dict) \
        and (settings.get("port") is None or (type(settings["port"]) is int and 0 <= settings["port"] <= 65535))
    if not fine:
        raise ResumeError(f"cannot resume: {store.table_path}: damaged: its settings are not in this version's shape")


def resume_host(store: TableStore, **overrides) -> Host:
    """A Host for the stored table, its game replayed. Call `async_start()` (and listen) as usual.

    Raises ResumeError (files untouched) when the table cannot be brought back as it was. The host's
    `resume_notes` lists what was forgiven (a torn last line, now cut off the journal)."""
    return host_from_plan(inspect_table(store), **overrides)


def host_from_plan(plan: ResumePlan, **overrides) -> Host:
    store, table, settings = plan.store, plan.table, plan.settings
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
    host.resume_notes = list(plan.notes)
    journal = plan.journal
    if journal is not None:
        head = journal.header
        host.session = GameSession.replayed(GAMES[head.game], head.config, head.seed, journal.commands, plan.number)
        try:
            store.cut_torn_tail(journal)
            store.reopen_game(plan.number)
        except OSError as error:  # JournalWriteError too: a journal we may read but not write
            raise ResumeError(f"cannot resume: {journal.path}: {error.strerror or error}") from None
        if host.session.outcome is not None:
            table.status = "finished"
            host.game_over.set()
    return host


__all__ = ["ResumeError", "ResumePlan", "host_from_plan", "inspect_table", "resume_host"]
