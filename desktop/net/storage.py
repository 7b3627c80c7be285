"""Where a host keeps its tables: the user's data directory (SAFEHOUSE_DATA_DIR overrides it).

    <data>/tables/<table id>/table.json        private: seats, tokens, settings (rewritten atomically, mode 600)
    <data>/tables/<table id>/game-0001.jsonl   the game's journal, append-only, in the engine's journal format

Each command is written and flushed before any seat hears of it, so a host killed at any moment
loses nothing that was played; restarting replays the journal and the seats reconnect with their
tokens. A journal holds every secret of its game: it never leaves the host's disk during play.
"""
from __future__ import annotations

import json
import os
import secrets
import time
from pathlib import Path

from ..engine.core.journal import dumps_line, header

TABLE_FILE = "table.json"


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
        self.durable = durable  # fsync each line too (power loss), not only flush (process death)
        self._journal = None

    @classmethod
    def create(cls, root: Path | None = None, durable: bool = False) -> "TableStore":
        name = time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(3)
        directory = tables_dir(root) / name
        directory.mkdir(parents=True, mode=0o700)
        return cls(directory, durable)

    @property
    def table_id(self) -> str:
        return self.directory.name

    # ---- the private table file -----------------------------------------------------------------
    def save_table(self, table: dict, settings: dict) -> None:
        path = self.directory / TABLE_FILE
        temporary = path.with_suffix(".tmp")
        data = json.dumps({"table": table, "settings": settings}, ensure_ascii=False, sort_keys=True)
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(data)
            if self.durable:
                out.flush()
                os.fsync(out.fileno())
        os.replace(temporary, path)

    def load_table(self) -> tuple[dict, dict]:
        data = json.loads((self.directory / TABLE_FILE).read_text(encoding="utf-8"))
        return data["table"], data["settings"]

    # ---- journals ----------------------------------------------------------------------------
    def journal_path(self, number: int) -> Path:
        return self.directory / f"game-{number:04d}.jsonl"

    def start_game(self, number: int, game: str, config: dict, seed: int | str) -> None:
        self.close()
        self._journal = _private_open(self.journal_path(number), os.O_TRUNC)
        self._write(header(game, config, seed))

    def reopen_game(self, number: int) -> None:
        self.close()
        self._journal = _private_open(self.journal_path(number), os.O_APPEND)

    def append_command(self, seat: int, command: dict) -> None:
        self._write({"seat": seat, "command": command})

    def finish_game(self, outcome: dict) -> None:
        if self._journal is not None:
            self._journal.flush()

    def _write(self, entry: dict) -> None:
        assert self._journal is not None, "no game journal open"
        self._journal.write(dumps_line(entry) + "\n")
        self._journal.flush()
        if self.durable:
            os.fsync(self._journal.fileno())

    def last_game(self) -> tuple[int, dict, list[tuple[int, dict]]] | None:
        """(number, header, commands) of the newest journal; a torn last line (a crash mid-write) is dropped."""
        journals = sorted(self.directory.glob("game-*.jsonl"))
        if not journals:
            return None
        path = journals[-1]
        lines = path.read_text(encoding="utf-8").split("\n")
        entries = []
        for number, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                entries.append(json.loads(line))
            except ValueError:
                if any(rest.strip() for rest in lines[number + 1:]):
                    raise
                self._trim(path, lines[:number])  # the torn tail goes, so appending starts on a clean line
        if not entries:
            return None
        commands = [(entry["seat"], entry["command"]) for entry in entries[1:]]
        return int(path.stem.split("-")[1]), entries[0], commands

    @staticmethod
    def _trim(path: Path, lines: list[str]) -> None:
        path.write_text("".join(line + "\n" for line in lines if line.strip()), encoding="utf-8")

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None


def _private_open(path: Path, mode_flag: int):
    """A journal only the host's user can read: it holds every secret of the game."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | mode_flag, 0o600)
    return os.fdopen(fd, "a" if mode_flag == os.O_APPEND else "w", encoding="utf-8")


def unfinished_tables(root: Path | None = None) -> list[TableStore]:
    """Tables whose game was still being played when their host stopped, newest first."""
    found = []
    directory = tables_dir(root)
    if not directory.is_dir():
        return []
    for path in sorted(directory.iterdir(), reverse=True):
        store = TableStore(path)
        try:
            table, _settings = store.load_table()
        except (OSError, ValueError, KeyError):
            continue
        if table.get("status") == "playing":
            found.append(store)
    return found


__all__ = ["TableStore", "data_dir", "unfinished_tables"]
