"""Saved games: pick a table to resume, or a finished game to replay; game files to export and import.

A game file (`.safehouse`, the one extension for it everywhere) is JSON Lines, one of two kinds:
- a journal (`"format": "safehouse-journal"`): the engine's header with the seat names added, then every
  command. It holds every secret, so it replays from any seat or with everything revealed. The host of
  a game (hot-seat, solo, or a LAN table) writes one; `safehouse replay FILE` reads it too.
- a seat record (`"format": "safehouse-seat-record"`): what one LAN seat was sent, view by view. A player
  who joined someone else's table keeps this: it replays from that seat only, as it was seen.
"""
from __future__ import annotations

import json
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout,
)

from . import names
from .paths import data_dir, saved_games_dir
from .text import tr

GAME_FILE_SUFFIX = ".safehouse"
JOURNAL = "safehouse-journal"
SEAT_RECORD = "safehouse-seat-record"
MAX_GAME_FILE = 32 * 1024 * 1024  # bytes; a long game's journal is a few KB, a seat record a few MB


class GameFileError(ValueError):
    """A file that is not a game we can replay, with the reason in the player's words."""


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
    """Read and check a journal or a seat record (raises GameFileError)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_GAME_FILE:
            raise GameFileError(tr("saved", "This file is too large to be a Safehouse game."))
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        entries = [json.loads(line) for line in lines]
    except (OSError, UnicodeDecodeError) as error:
        raise GameFileError(tr("saved", "The file could not be read: %1", getattr(error, "strerror", None) or error)) from None
    except ValueError:
        raise GameFileError(tr("saved", "This is not a Safehouse game file (it is not JSON lines).")) from None
    if not entries or not isinstance(entries[0], dict):
        raise GameFileError(tr("saved", "This file is empty."))
    head = entries[0]
    game = head.get("game")
    if head.get("format") not in (JOURNAL, SEAT_RECORD):
        raise GameFileError(tr("saved", "This is not a Safehouse game file."))
    if head.get("version") != 1:
        raise GameFileError(tr("saved", "This game file was written by a newer version of Safehouse."))
    if game not in games:
        raise GameFileError(tr("saved", "This game file is for a game this version does not know (%1).", game))
    if head["format"] == JOURNAL:
        from desktop.engine.core.journal import JournalError, replay_lines

        try:
            _game, state = replay_lines(lines, games)
        except JournalError as error:
            raise GameFileError(tr("saved", "This game file is damaged at line %1.", error.line)) from None
        players = state.config["players"]
        commands = [(int(entry["seat"]), entry["command"]) for entry in entries[1:]]
        found = GameFile(JOURNAL, game, players, _names(head.get("names"), path, players), head, commands=commands)
        return found
    players = head.get("players")
    frames = entries[1:]
    if not isinstance(players, int) or not all(isinstance(f, dict) and isinstance(f.get("view"), dict) for f in frames):
        raise GameFileError(tr("saved", "This game file is damaged."))
    seat = head.get("seat")
    return GameFile(SEAT_RECORD, game, players, _names(head.get("names"), path, players), head, frames=frames,
                    seat=seat if isinstance(seat, int) else None)


def _names(given, path: Path, players: int) -> list[str]:
    found = [str(n) for n in given] if isinstance(given, list) else []
    if not found:  # a host's journal: the names are in its table file
        try:
            table = json.loads((path.parent / "table.json").read_text(encoding="utf-8"))["table"]
            found = [seat.get("name") or "" for seat in table["seats"]]
        except (OSError, ValueError, KeyError, TypeError):
            found = []
    return [found[s] if s < len(found) and found[s] else tr("replay", "Seat %1", s + 1) for s in range(players)]


def export_game(game_file: GameFile, destination: Path) -> Path:
    """Write the game as a `.safehouse` file (the seat names go into its header)."""
    from desktop.engine.core.journal import dumps_line

    destination = Path(destination)
    if destination.suffix != GAME_FILE_SUFFIX:
        destination = destination.with_name(destination.name + GAME_FILE_SUFFIX)
    head = dict(game_file.header)
    head["names"] = list(game_file.names)
    if game_file.kind == JOURNAL:
        body = [{"seat": seat, "command": command} for seat, command in game_file.commands]
    else:
        body = game_file.frames
    text = "".join(dumps_line(entry) + "\n" for entry in [head, *body])
    temporary = destination.with_name(destination.name + ".tmp")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(destination)
    return destination


def import_game(source: Path, games: dict) -> Path:
    """Check a game file and keep a copy among the saved games; the copy's path."""
    read_game_file(source, games)  # refuse anything we could not replay
    folder = saved_games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / (Path(source).stem + GAME_FILE_SUFFIX)
    if target.resolve() != Path(source).resolve():
        number = 1
        while target.exists():
            number += 1
            target = folder / f"{Path(source).stem}-{number}{GAME_FILE_SUFFIX}"
        shutil.copyfile(source, target)
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
        from desktop.engine.core.journal import dumps_line

        head = {"format": SEAT_RECORD, "version": 1, "game": self.game, "players": self.players, "seat": self.seat,
                "names": list(seat_names), "table": self.table}
        folder = saved_games_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{self.game}-seat{GAME_FILE_SUFFIX}"
        path.write_text("".join(dumps_line(entry) + "\n" for entry in [head, *self.frames]), encoding="utf-8")
        self.saved = path
        return path


def replay_files() -> list[Path]:
    """Every game there is to replay, newest first: the host's journals and the saved game files."""
    found = list((data_dir() / "tables").glob("*/game-*.jsonl")) + list(saved_games_dir().glob(f"*{GAME_FILE_SUFFIX}"))
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


# ---- pickers ------------------------------------------------------------------------------------------
class _Picker(QDialog):
    def __init__(self, title: str, empty: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.list = QListWidget()
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.empty = QLabel(empty)
        self.empty.setObjectName("hint")
        self.buttons = QDialogButtonBox(QDialogButtonBox.Open | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.list)
        self.column.addWidget(self.empty)
        self.column.addWidget(self.buttons)
        self.resize(560, 420)

    def add(self, text: str, data) -> None:
        item = QListWidgetItem(text)  # list items are plain text: table and player names stay as typed
        item.setData(Qt.UserRole, data)
        self.list.addItem(item)
        self.list.setCurrentRow(0)

    def finish(self) -> None:
        self.empty.setVisible(self.list.count() == 0)

    def selected(self):
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None


def is_lan_table(store) -> bool:
    try:
        _table, settings = store.load_table()
    except (OSError, ValueError, KeyError):
        return False
    return bool((settings.get("app") or {}).get("lan"))


class ResumeDialog(_Picker):
    chosen = Signal(object)  # a TableStore

    def __init__(self, parent=None) -> None:
        super().__init__(tr("saved", "Resume a saved game"), tr("saved", "No unfinished games were found."), parent)
        from desktop.net.storage import unfinished_tables

        self.stores = unfinished_tables(data_dir())
        for index, store in enumerate(self.stores):
            table, _settings = store.load_table()
            people = ", ".join(seat["name"] for seat in table["seats"] if seat.get("kind") == "human")
            if is_lan_table(store):  # the players reconnect by themselves once the table is back
                self.add(tr("saved", "LAN table “%1” — %2 — %3", table.get("name", ""), names.game(table["game"]), people), index)
            else:
                self.add(tr("saved", "%1 — %2 — %3", names.game(table["game"]), store.table_id, people), index)
        self.finish()
        self.accepted.connect(self._emit)

    def _emit(self) -> None:
        index = self.selected()
        if index is not None:
            self.chosen.emit(self.stores[index])


class ReplayPicker(_Picker):
    chosen = Signal(object)  # a game file's Path

    def __init__(self, parent=None, games: dict | None = None) -> None:
        super().__init__(tr("saved", "Watch a replay"), tr("saved", "No saved games yet: play one first."), parent)
        self.games = games
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.import_button = QPushButton(tr("saved", "Import a game file…"))
        self.import_button.clicked.connect(self.choose_import)
        self.column.insertWidget(2, self.problem)
        self.column.insertWidget(3, self.import_button)
        for path in replay_files():
            game = _file_game(path)
            if game:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
                seat_only = path.suffix == GAME_FILE_SUFFIX and _file_format(path) == SEAT_RECORD
                label = tr("saved", "%1 — %2 — from your seat", names.game(game), when) if seat_only else \
                    tr("saved", "%1 — %2", names.game(game), when)
                self.add(label, str(path))
        self.finish()
        self.accepted.connect(self._emit)

    def _emit(self) -> None:
        path = self.selected()
        if path:
            self.chosen.emit(Path(path))

    def choose_import(self) -> None:
        dialog = QFileDialog(self, tr("saved", "Import a game file"))
        dialog.setFileMode(QFileDialog.ExistingFile)
        dialog.setNameFilter(tr("saved", "Safehouse games (*%1)", GAME_FILE_SUFFIX))
        dialog.fileSelected.connect(self.import_file)
        dialog.open()

    def import_file(self, source: str) -> Path | None:
        """Check and keep the file, then open its replay; a refusal is shown in the dialog."""
        from desktop.engine import GAMES

        try:
            copied = import_game(Path(source), self.games or GAMES)
        except GameFileError as error:
            self.problem.setText(str(error))
            return None
        except OSError as error:
            self.problem.setText(tr("saved", "The file could not be read: %1", error.strerror or error))
            return None
        self.chosen.emit(copied)
        self.done(QDialog.Rejected)  # the replay opens from `chosen`; do not emit it twice
        return copied


def _file_header(path: Path) -> dict:
    try:
        with open(path, encoding="utf-8") as journal:
            head = json.loads(journal.readline())
        return head if isinstance(head, dict) else {}
    except (OSError, ValueError):
        return {}


def _file_game(path: Path) -> str | None:
    return _file_header(path).get("game")


def _file_format(path: Path) -> str | None:
    return _file_header(path).get("format")


def _journal_game(path: Path) -> str | None:  # kept for callers of the old name
    return _file_game(path)
