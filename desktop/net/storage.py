"""Where a host keeps its tables: the user's data directory (SAFEHOUSE_DATA_DIR overrides it).

    <data>/tables/<table id>/table.json        private: seats, tokens, settings (rewritten atomically, mode 600)
    <data>/tables/<table id>/game-0001.jsonl   the game's journal, append-only (mode 600), the engine's journal format

Each command is written before any seat hears of it, so a host killed at any moment loses nothing that
was played; restarting replays the journal and the seats reconnect with their tokens. A journal holds
every secret of its game: it never leaves the host's disk during play. Reading and writing both go
through `engine.core.journal` (the format, the limits, the 600 files); this module knows the folder.
"""
from __future__ import annotations

import json
import os
import secrets
import shutil
import time
from pathlib import Path

from ..engine.core.journal import (
    Journal, JournalError, JournalWriteError, JournalWriter, JsonLines, header, read_file_bytes, read_journal_file,
    write_private_file,
)

TABLE_FILE = "table.json"
JOURNAL_GLOB = "game-*.jsonl"


class TableFileError(ValueError):
    """A table.json that is missing or damaged: one line naming the file."""


def data_dir() -> Path:
    override = os.environ.get("SAFEHOUSE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("safehouse", appauthor=False))


def tables_dir(root: Path | None = None) -> Path:
    return (root or data_dir()) / "tables"


class TableStore:
    def __init__(self, directory: Path, durable: bool = False) -> None:
        self.directory = Path(directory)
        self.durable = durable  # fsync each line too (power loss), not only write it (process death)
        self._journal: JournalWriter | None = None

    @classmethod
    def create(cls, root: Path | None = None, durable: bool = False) -> "TableStore":
        name = time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)
        directory = tables_dir(root) / name
        directory.mkdir(parents=True, mode=0o700)
        return cls(directory, durable)

    @property
    def table_id(self) -> str:
        return self.directory.name

    @property
    def table_path(self) -> Path:
        return self.directory / TABLE_FILE

    # ---- the private table file -----------------------------------------------------------------
    def save_table(self, table: dict, settings: dict) -> None:
        """Rewrite table.json whole (the old one stays if this fails). Raises JournalWriteError, like a journal."""
        data = json.dumps({"table": table, "settings": settings}, ensure_ascii=False, sort_keys=True)
        try:
            write_private_file(self.table_path, data, durable=self.durable)
        except OSError as error:
            raise JournalWriteError(f"cannot write {self.table_path}: {error.strerror or error}", error.errno) from None

    def load_table(self) -> tuple[dict, dict]:
        """(table, settings), or TableFileError naming the file and what is wrong with it."""
        path = self.table_path
        try:
            entries = list(JsonLines(read_file_bytes(path)))
        except JournalError as error:
            error.path = path
            raise TableFileError(str(error)) from None
        data = entries[0][1] if len(entries) == 1 else None
        if not (isinstance(data, dict) and isinstance(data.get("table"), dict) and isinstance(data.get("settings"), dict)):
            raise TableFileError(f"{path}: damaged: it must be one object with \"table\" and \"settings\"")
        return data["table"], data["settings"]

    def status(self) -> str | None:
        """The table's status ("lobby", "playing", "finished"), or None when its table file is damaged."""
        try:
            table, _settings = self.load_table()
        except TableFileError:
            return None
        status = table.get("status")
        return status if isinstance(status, str) else None

    # ---- journals ----------------------------------------------------------------------------
    def journal_path(self, number: int) -> Path:
        return self.directory / f"game-{number:04d}.jsonl"

    def start_game(self, number: int, game: str, config: dict, seed: int | str) -> None:
        """A new journal holding its header. Raises JournalWriteError."""
        self.close()
        self._journal = JournalWriter.create(self.journal_path(number), header(game, config, seed), self.durable)

    def reopen_game(self, number: int) -> None:
        """Go on appending to a resumed game's journal. Raises JournalWriteError."""
        self.close()
        self._journal = JournalWriter.reopen(self.journal_path(number), self.durable)

    def append_command(self, seat: int, command: dict) -> None:
        """Write one applied command before anyone hears of it. Raises JournalWriteError (disk full, ...):
        the journal then still holds every command before this one, and takes no more."""
        if self._journal is None:
            raise JournalWriteError(f"{self.directory}: no game journal open")
        self._journal.append(seat, command)

    def finish_game(self, outcome: dict) -> None:
        """Nothing to flush: every line is written as it comes (kept for the host's call)."""

    def newest_journal(self) -> tuple[int, Path] | None:
        """(game number, path) of the newest journal, if any."""
        found = []
        for path in self.directory.glob(JOURNAL_GLOB):
            number = path.stem.split("-", 1)[1]
            if number.isdigit():
                found.append((int(number), path))
        return max(found) if found else None

    def read_newest_journal(self) -> tuple[int, Journal] | None:
        """The newest journal, checked (raises JournalError); a torn last line is left out, not yet cut."""
        newest = self.newest_journal()
        if newest is None:
            return None
        number, path = newest
        return number, read_journal_file(path, torn_tail_ok=True)

    @staticmethod
    def cut_torn_tail(journal: Journal) -> None:
        """Cut the torn last line off the file, so appending starts on a clean line."""
        if journal.torn_line is not None and journal.path is not None:
            os.truncate(journal.path, journal.intact_bytes)

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    # ---- the folder ----------------------------------------------------------------------------
    def last_played(self) -> float:
        """When the table last changed (seconds since the epoch): its newest file's time."""
        times = [path.stat().st_mtime for path in [self.table_path, *self.directory.glob(JOURNAL_GLOB)] if path.is_file()]
        return max(times, default=self.directory.stat().st_mtime)

    def discard(self) -> None:
        """Delete the table's folder, journals and all (the user asked, and confirmed)."""
        self.close()
        if self.directory.is_symlink():
            raise OSError(f"{self.directory} is a link, not a table folder")
        shutil.rmtree(self.directory)


def unfinished_tables(root: Path | None = None) -> list[TableStore]:
    """Tables to offer for resuming, newest first: the ones still playing when their host stopped, and the
    ones whose table file is damaged (so resuming says what is wrong, and the user may discard them)."""
    directory = tables_dir(root)
    if not directory.is_dir():
        return []
    found = []
    for path in sorted(directory.iterdir(), reverse=True):
        if not path.is_dir() or path.is_symlink():
            continue
        store = TableStore(path)
        if not store.table_path.exists() and store.newest_journal() is None:
            continue  # a folder made for a table that never started: nothing to resume
        if store.status() in ("playing", None):
            found.append(store)
    return found


__all__ = ["JournalWriteError", "TableFileError", "TableStore", "data_dir", "tables_dir", "unfinished_tables"]
