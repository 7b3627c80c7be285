"""Game files (`.safehouse`, the one extension for them everywhere): reading, checking, export and import.

A game file is JSON Lines, one of two kinds:
- a journal (`"format": "safehouse-journal"`): the engine's header with the seat names added, then every
  command. It holds every secret, so it replays from any seat or with everything revealed. The host of
  a game (hot-seat, solo, or a LAN table) writes one; `safehouse replay FILE` reads it too.
- a seat record (`"format": "safehouse-seat-record"`): what one LAN seat was sent, view by view. A player
  who joined someone else's table keeps this: it replays from that seat only, as it was seen.

Both are read under the journal module's limits (a regular file, 16 MB, UTF-8, nesting depth) and checked
line by line before anything is built; both are written whole, mode 600 (they hold a game's secrets).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from desktop.engine.core.journal import (
    FORMAT as JOURNAL, JournalError, JsonLines, dumps_line, journal_lines, parse_journal, read_file_bytes,
    write_private_file,
)
from desktop.engine.core.seat_record import MAX_NAME, SEAT_RECORD, seat_record_frames, seat_record_header

from .paths import data_dir, saved_games_dir
from .text import tr

GAME_FILE_SUFFIX = ".safehouse"


class GameFileError(ValueError):
    """A file that is not a game we can replay, with the reason in the player's words (one line)."""


# ---- game files -------------------------------------------------------------------------------------
@dataclass
class GameFile:
    kind: str  # JOURNAL or SEAT_RECORD
    game: str
    players: int
    names: list[str]
    header: dict
    commands: list[tuple[int, dict]] = field(default_factory=list)  # a journal's
    frames: list[dict] = field(default_factory=list)  # a seat record's {"view", "events"}
    seat: int | None = None  # a seat record's viewer (None: it was watched as a spectator)

    @property
    def revealable(self) -> bool:
        """Only a journal knows every secret; a seat record knows what its seat saw."""
        return self.kind == JOURNAL


def read_game_file(path: Path, games: dict) -> GameFile:
    """THE way to open a game file (the replay list, import, and the app's `.safehouse` file opener): a
    journal or a seat record, read under the journal module's limits and fully checked before anything is
    built. Raises GameFileError with one line in the player's words."""
    path = Path(path)
    try:
        return parse_game_file(read_file_bytes(path), path, games)
    except JournalError as error:
        raise GameFileError(_problem(error)) from None


def parse_game_file(data: bytes, path: Path, games: dict) -> GameFile:
    entries = iter(JsonLines(data))  # raises JournalError; each line is checked as it is read
    first = next(entries, None)
    if first is None:
        raise JournalError(1, "empty", "no header line")
    number, head = first
    if not isinstance(head, dict):
        raise JournalError(number, "bad_entry", "the header is not an object")
    if head.get("format") == JOURNAL:
        journal = parse_journal(data, games)
        _game, _state = journal.replay(games)  # every command legal, or the line that is not
        return GameFile(JOURNAL, journal.header.game, journal.header.players,
                        _names(journal.header.names, path, journal.header.players), dict(journal.header.raw),
                        commands=list(journal.commands))
    if head.get("format") != SEAT_RECORD:
        raise JournalError(1, "not_a_journal", "not a game file")
    game, players, seat, seat_names = seat_record_header(head, games)
    frames = seat_record_frames(entries, games, game, players, seat)
    return GameFile(SEAT_RECORD, game, players, _names(seat_names, path, players), head, frames=frames, seat=seat)


def _problem(error: JournalError) -> str:
    """A JournalError in the player's words."""
    code = error.code
    if code == "unreadable":
        return tr("saved", "The file could not be read: %1", error.message)
    if code == "not_a_file":
        return tr("saved", "This is not a file (a folder, a pipe or a device), so it is not a Safehouse game.")
    if code == "too_large":
        return tr("saved", "This file is too large to be a Safehouse game.")
    if code == "empty":
        return tr("saved", "This file is empty.")
    if code == "not_a_journal" and error.line <= 1:
        return tr("saved", "This is not a Safehouse game file.")
    if code == "unsupported_version":
        return tr("saved", "This game file was written by a newer version of Safehouse.")
    if code == "unknown_game":
        return tr("saved", "This game file is for a game this version does not know.")
    if code == "not_utf8":
        return tr("saved", "This is not a Safehouse game file: line %1 is not text (UTF-8).", error.line)
    if code in ("bad_json", "too_deep") and error.line <= 1:
        return tr("saved", "This is not a Safehouse game file (it is not JSON lines).")
    return tr("saved", "This game file is damaged at line %1.", error.line)


def _names(given, path: Path, players: int) -> list[str]:
    found = list(given) if given else []
    if not found:  # a host's journal: the names are in its table file
        from desktop.net.storage import TableFileError, TableStore

        try:
            table, _settings = TableStore(path.parent).load_table()
            seats = table.get("seats")
            found = [str(seat.get("name") or "")[:MAX_NAME] for seat in seats[:players]] if isinstance(seats, list) else []
        except (TableFileError, AttributeError):
            found = []
    return [found[s] if s < len(found) and found[s] else tr("replay", "Seat %1", s + 1) for s in range(players)]


def export_game(game_file: GameFile, destination: Path) -> Path:
    """Write the game as a `.safehouse` file (the seat names go into its header), mode 600, whole."""
    destination = Path(destination)
    if destination.suffix != GAME_FILE_SUFFIX:
        destination = destination.with_name(destination.name + GAME_FILE_SUFFIX)
    head = dict(game_file.header)
    head["names"] = list(game_file.names)
    if game_file.kind == JOURNAL:
        text = journal_lines(head, game_file.commands)
    else:
        text = "".join(dumps_line(entry) + "\n" for entry in [head, *game_file.frames])
    return write_private_file(destination, text)


def import_game(source: Path, games: dict) -> Path:
    """Check a game file and keep a copy among the saved games; the copy's path."""
    source = Path(source)
    try:
        data = read_file_bytes(source)  # read once: what is checked is what is kept
        parse_game_file(data, source, games)  # refuse anything we could not replay
    except JournalError as error:
        raise GameFileError(_problem(error)) from None
    folder = saved_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / (source.stem + GAME_FILE_SUFFIX)
    if target.resolve() != source.resolve():
        number = 1
        while target.exists():
            number += 1
            target = folder / f"{source.stem}-{number}{GAME_FILE_SUFFIX}"
        write_private_file(target, data.decode("utf-8"))
    return target


class SeatRecord:
    """What one LAN seat is sent during a game, kept so the player can replay it from their seat."""

    def __init__(self, game: str, players: int, seat: int | None, seat_names: list[str], table: str, game_number: int) -> None:
        self.game = game
        self.players = players
        self.seat = seat
        self.table = table
        self.game_number = game_number
        self.names = seat_names
        self.frames: list[dict] = []
        self.saved: Path | None = None

    def add(self, view: dict, events: list[dict]) -> None:
        self.frames.append({"view": view, "events": events})

    def save(self, seat_names: list[str]) -> Path:
        head = {"format": SEAT_RECORD, "version": 1, "game": self.game, "players": self.players, "seat": self.seat,
                "names": [name[:MAX_NAME] for name in seat_names], "table": self.table}
        folder = saved_games_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{self.game}-seat{GAME_FILE_SUFFIX}"
        self.saved = write_private_file(path, "".join(dumps_line(entry) + "\n" for entry in [head, *self.frames]))
        return path


def replay_files() -> list[Path]:
    """Every game there is to replay, newest first: the host's journals and the saved game files."""
    found = list((data_dir() / "tables").glob("*/game-*.jsonl")) + list(saved_games_dir().glob(f"*{GAME_FILE_SUFFIX}"))
    dated = []
    for path in found:
        try:
            dated.append((path.stat().st_mtime, path))
        except OSError:  # gone meanwhile, or a dangling link
            continue
    return [path for _when, path in sorted(dated, reverse=True)]


def file_header(path: Path) -> dict:
    """A game file's first line, for the list (read under the same limits: never a pipe or a device)."""
    try:
        first = read_file_bytes(path, 64 * 1024, head_only=True).split(b"\n", 1)[0]
        _number, head = next(iter(JsonLines(first)), (1, None))
    except JournalError:
        return {}
    return head if isinstance(head, dict) else {}


def file_game(path: Path) -> str | None:
    game = file_header(path).get("game")
    return game if isinstance(game, str) else None


def file_format(path: Path) -> str | None:
    return file_header(path).get("format")
