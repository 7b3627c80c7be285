"""Journals: a game as config + seed + ordered commands, one JSON object per line. The one module that
writes and reads them (the host's table store, `sim --save`, `replay`, export/import, resume).

Format (version 1), UTF-8 JSON Lines:

    {"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {...}, "seed": 7}
    {"seat": 3, "command": {"kind": "propose_team", "team": [1, 3]}}
    {"seat": 0, "command": {"kind": "vote", "approve": true}}
    ...

The first line is the header (an exported game adds "names", one per seat); every further line is one
command in the order the host applied it. Blank lines are ignored. Replaying the commands on
`new_game(config, seed)` rebuilds the exact state, chance outcomes included. A journal holds every secret
of its game: it is written only for the owner's eyes (mode 600) and never sent to a seat during play.

Reading trusts nothing, because game files travel between people: only a regular file, at most
MAX_FILE_BYTES with at most MAX_LINES lines and MAX_CONTAINERS lists and objects, UTF-8, each line at most MAX_LINE_BYTES and
nested at most MAX_DEPTH deep, and every line checked against its typed shape (header, command entry) as
it is read, before a game is built. Every failure is one JournalError that names the file, the line and
the reason.
"""
from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from .errors import ConfigError, Rejected
from .game import Game, GameState

FORMAT = "safehouse-journal"
VERSION = 1
MAX_FILE_BYTES = 16 * 1024 * 1024  # a long game's journal is a few KB; a seat record a few MB
MAX_DEPTH = 20  # the deepest honest line (a seat record's frame) nests 7 deep
MAX_LINE_BYTES = 1024 * 1024  # the longest honest line (an Avalon frame at 10 players) is ~26 KB
MAX_CONTAINERS = 1_000_000  # lists and objects in a file; an honest 10-player seat record has ~115,000
MAX_LINES = 100_000  # an honest seat record has a few thousand
MAX_TEXT = 200  # characters in a seed, a name or a command's string value


class JournalError(ValueError):
    """A file that cannot be read or replayed: where (file, line; 0 for the whole file), and why (a code)."""

    def __init__(self, line: int, code: str, message: str, path: str | os.PathLike | None = None) -> None:
        self.line = line
        self.code = code
        self.message = " ".join(str(message).split())  # always one line, whatever the file held
        self.path = path
        super().__init__(self.message)

    def __str__(self) -> str:
        where = [str(self.path)] if self.path is not None else []
        where += [f"line {self.line}"] if self.line else []
        return ": ".join([*where, f"{self.code}: {self.message}"])


class JournalWriteError(OSError):
    """A journal line that could not be written (disk full, I/O error). The journal still holds exactly the
    lines written before it; the writer refuses any further line."""

    def __init__(self, message: str, errno: int | None = None) -> None:
        super().__init__(errno, message)

    def __str__(self) -> str:
        return self.strerror


# ---- the typed shapes -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Header:
    game: str
    config: dict
    seed: int | str
    names: tuple[str, ...] | None = None  # an exported game's seat names
    raw: dict = field(default_factory=dict, compare=False)  # the line as read (export keeps its extra keys)

    @property
    def players(self) -> int:
        return self.config["players"]


@dataclass
class Journal:
    header: Header
    commands: list[tuple[int, dict]]
    lines: list[int]  # the line number of each command, for error messages
    path: Path | None = None
    torn_line: int | None = None  # a last line cut short by a crash mid-write, left out
    intact_bytes: int = 0  # the file's length without that torn line

    def replay(self, games: dict[str, Game] | None = None) -> tuple[Game, GameState]:
        """Rebuild the game, or raise JournalError naming the first command the rules refuse."""
        game = (games or _all_games())[self.header.game]
        try:
            state = game.new_game(self.header.config, self.header.seed)
        except ConfigError as error:
            raise JournalError(1, error.code, error.message, self.path) from None
        except _SHAPE_ERRORS:  # a value of a shape the config checks did not expect (a list for a role)
            raise JournalError(1, "bad_config", "the config holds values this game does not accept", self.path) from None
        for (seat, command), number in zip(self.commands, self.lines):
            try:
                game.apply(state, seat, command)
            except (Rejected, *_SHAPE_ERRORS) as error:
                code = error.code.value if isinstance(error, Rejected) else "bad_command"
                raise JournalError(number, code, f"seat {seat} sent {_short(json.dumps(command))}: rejected",
                                   self.path) from None
        return game, state


# A file is input from anyone: a rules check that trips over a value's shape is still a refusal, not a crash.
_SHAPE_ERRORS = (TypeError, ValueError, KeyError, IndexError, AttributeError)


def header(game: str, config: dict, seed: int | str) -> dict:
    return {"format": FORMAT, "version": VERSION, "game": game, "config": config, "seed": seed}


def parse_header(entry: Any, games: dict[str, Game], number: int = 1) -> Header:
    def bad(code: str, message: str) -> JournalError:
        return JournalError(number, code, message)

    if not isinstance(entry, dict):
        raise bad("bad_entry", "each line must be a JSON object")
    if entry.get("format") != FORMAT:
        raise bad("not_a_journal", f"the first line must have \"format\": \"{FORMAT}\"")
    version = entry.get("version")
    if version != VERSION or type(version) is not int:
        raise bad("unsupported_version", f"version {_short(version)}; this build reads {VERSION}")
    name = entry.get("game")
    if not isinstance(name, str) or name not in games:
        raise bad("unknown_game", f"unknown game {_short(name)}")
    game = games[name]
    config = entry.get("config")
    if not isinstance(config, dict):
        raise bad("bad_config", "the config must be an object")
    players = config.get("players")
    if type(players) is not int or not game.min_players <= players <= game.max_players:
        # checked here, before the engine allocates anything for that many seats
        raise bad("bad_player_count", f"{name} is for {game.min_players}-{game.max_players} players, not {_short(players)}")
    if not isinstance(config.get("options", {}), dict):
        raise bad("bad_config", "the config's options must be an object")
    seed = entry.get("seed")
    if not (type(seed) is int or (isinstance(seed, str) and len(seed) <= MAX_TEXT)):
        raise bad("bad_seed", "the seed must be an integer or a short string")
    names = entry.get("names")
    if names is not None:
        if not (isinstance(names, list) and len(names) == players
                and all(isinstance(n, str) and len(n) <= MAX_TEXT for n in names)):
            raise bad("bad_names", f"\"names\" must be {players} short strings, one per seat")
        names = tuple(names)
    return Header(name, config, seed, names, entry)


def parse_entry(entry: Any, players: int, number: int) -> tuple[int, dict]:
    if not isinstance(entry, dict) or set(entry) != {"seat", "command"}:
        raise JournalError(number, "bad_entry", "a command line is an object with exactly the keys \"seat\" and \"command\"")
    seat, command = entry["seat"], entry["command"]
    if type(seat) is not int or not 0 <= seat < players:
        raise JournalError(number, "not_a_seat", f"seat {_short(seat)} is not one of the {players} seats")
    if not (isinstance(command, dict) and isinstance(command.get("kind"), str)
            and all(_is_value(v) or (isinstance(v, list) and all(_is_value(x) for x in v)) for v in command.values())):
        raise JournalError(number, "bad_command", "a command is an object with a \"kind\" and plain values")
    return seat, command


def _is_value(value: Any) -> bool:
    return value is None or type(value) in (bool, int, float) or (isinstance(value, str) and len(value) <= MAX_TEXT)


# ---- reading ------------------------------------------------------------------------------------------
def read_journal_file(path: str | os.PathLike, games: dict[str, Game] | None = None,
                      torn_tail_ok: bool = False) -> Journal:
    """THE way to open a journal from disk: checked, not yet replayed (`.replay()` does that).

    `torn_tail_ok` (resume): a last line without its newline that does not parse is what a crash mid-write
    leaves; it is left out and reported in `torn_line`. Anywhere else a bad line is an error."""
    data = read_file_bytes(path)
    try:
        journal = parse_journal(data, games, torn_tail_ok)
    except JournalError as error:
        error.path = path
        raise
    journal.path = Path(path)
    return journal


def parse_journal(data: bytes | str, games: dict[str, Game] | None = None, torn_tail_ok: bool = False) -> Journal:
    games = games or _all_games()
    head: Header | None = None
    commands: list[tuple[int, dict]] = []
    numbers: list[int] = []
    lines = JsonLines(data, torn_tail_ok)
    for number, entry in lines:  # each line is checked as it is read: a bad one stops the reading there
        if head is None:
            head = parse_header(entry, games, number)
        else:
            commands.append(parse_entry(entry, head.players, number))
            numbers.append(number)
    if head is None:
        raise JournalError(1, "empty", "the journal has no header line")
    return Journal(head, commands, numbers, torn_line=lines.torn_line, intact_bytes=lines.intact_bytes)


def replay_lines(lines: Iterable[str], games: dict[str, Game]) -> tuple[Game, GameState]:
    """Rebuild a game from journal lines (a file's, or a list), or raise JournalError naming the first bad one."""
    text = "".join(line if line.endswith("\n") else line + "\n" for line in lines)
    return parse_journal(text, games).replay(games)


_BOM = b"\xef\xbb\xbf"


class JsonLines:
    """The (line number, value) of each non-blank line, parsed one at a time as they are asked for.

    Shared by every JSON Lines file we read (a seat record and table.json too), so each gets the same limits.
    `torn_tail_ok`: a last line with no newline that does not parse is skipped; after the reading,
    `torn_line` is its number and `intact_bytes` the length of the data before it."""

    def __init__(self, data: bytes | str, torn_tail_ok: bool = False) -> None:
        self.raw = data.encode("utf-8") if isinstance(data, str) else data
        if len(self.raw) > MAX_FILE_BYTES:
            raise JournalError(0, "too_large", f"more than {MAX_FILE_BYTES // (1024 * 1024)} MB: not a Safehouse game file")
        if self.raw.count(b"\n") > MAX_LINES:
            raise JournalError(0, "too_large", f"more than {MAX_LINES:,} lines: not a Safehouse game file")
        if self.raw.count(b"[") + self.raw.count(b"{") > MAX_CONTAINERS:  # what parsing would allocate, bounded
            raise JournalError(0, "too_large", f"more than {MAX_CONTAINERS:,} lists and objects: not a Safehouse game file")
        self.torn_tail_ok = torn_tail_ok
        self.torn_line: int | None = None
        self.intact_bytes = len(self.raw)

    def __iter__(self):
        offset = len(_BOM) if self.raw.startswith(_BOM) else 0
        pieces = self.raw[offset:].split(b"\n")
        for index, piece in enumerate(pieces):
            number = index + 1
            try:
                value = _parse_line(piece, number)
            except JournalError:
                if self.torn_tail_ok and index == len(pieces) - 1 and piece.strip():  # the write never finished
                    self.torn_line, self.intact_bytes = number, offset
                    return
                raise
            if value is not _BLANK:
                yield number, value
            offset += len(piece) + 1


_BLANK = object()
_STRINGS = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKETS_ONLY = bytes.maketrans(b"{}", b"[]"), bytes(c for c in range(256) if c not in b"[]{}")
_TOO_DEEP = b"[" * (MAX_DEPTH + 1)


def _parse_line(piece: bytes, number: int) -> Any:
    if len(piece) > MAX_LINE_BYTES:
        raise JournalError(number, "too_large", f"a line longer than {MAX_LINE_BYTES // 1024} KB")
    try:
        text = piece.decode("utf-8")
    except UnicodeDecodeError as error:
        raise JournalError(number, "not_utf8", f"byte {error.start + 1} is not UTF-8 text") from None
    if not text.strip():
        return _BLANK
    _check_depth(piece, number)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:  # RecursionError: only a bug in the depth check lets one through
        detail = f"{error.msg} (column {error.colno})" if isinstance(error, json.JSONDecodeError) else "not JSON"
        raise JournalError(number, "bad_json", detail) from None


def _check_depth(piece: bytes, number: int) -> None:
    """Refuse nesting deeper than MAX_DEPTH before a parser recurses into it, in C-speed passes only: strings
    out, every bracket made "[" or "]", then each pass strips the innermost pairs; MAX_DEPTH + 1 openers in a
    row are too deep at once."""
    if piece.count(b"[") + piece.count(b"{") <= MAX_DEPTH:
        return  # cannot be deeper than the brackets it has
    brackets = _STRINGS.sub(b"", piece).translate(*_BRACKETS_ONLY)
    for _ in range(MAX_DEPTH):
        if _TOO_DEEP in brackets:
            break
        before = len(brackets)
        brackets = brackets.replace(b"[]", b"")
        if not brackets or len(brackets) == before:
            return  # flat enough, or unbalanced (the JSON parser names that)
    raise JournalError(number, "too_deep", f"nested more than {MAX_DEPTH} levels deep")


def read_file_bytes(path: str | os.PathLike, limit: int = MAX_FILE_BYTES, head_only: bool = False) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (`head_only`: its first `limit` bytes, for a
    listing). Never waits on a FIFO, never reads a device (a link to /dev/zero), a directory or a socket;
    checked on the opened file, so a swap cannot fool it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        try:  # a socket cannot even be opened: say what it is
            mode = os.stat(path).st_mode
        except OSError:
            mode = stat.S_IFREG
        if not stat.S_ISREG(mode):
            raise JournalError(0, "not_a_file", f"{_kind(mode)}, not a game file", path) from None
        raise JournalError(0, "unreadable", f"cannot read it: {error.strerror or error}", path) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise JournalError(0, "not_a_file", f"{_kind(mode)}, not a game file", path)
        chunks, total = [], 0
        while total <= limit:  # read to the cap, not to st_size: the file may grow, or lie
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if head_only:
            return b"".join(chunks)[:limit]
        if total > limit:
            raise JournalError(0, "too_large", f"more than {limit // (1024 * 1024)} MB: not a Safehouse game file", path)
        return b"".join(chunks)
    except OSError as error:
        raise JournalError(0, "unreadable", f"cannot read it: {error.strerror or error}", path) from None
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    return "a socket" if stat.S_ISSOCK(mode) else "a device"


# ---- writing ------------------------------------------------------------------------------------------
def dumps_line(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def journal_lines(head: dict, commands: Iterable[tuple[int, dict]]) -> str:
    return "".join(dumps_line(entry) + "\n" for entry in [head, *({"seat": s, "command": c} for s, c in commands)])


def journal_text(state: GameState) -> str:
    return journal_lines(header(state.game_name, state.config, state.seed), state.commands)


def write_private_file(path: str | os.PathLike, text: str, durable: bool = True) -> Path:
    """Write a whole file atomically, readable by its owner only (mode 600): it holds a game's secrets.

    A temporary file beside it is written, flushed to disk and renamed over it, so a reader (or a crash)
    sees the old file or the new one, never half of one."""
    path = Path(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            if durable:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return path


class JournalWriter:
    """An append-only journal: each line is written and flushed before the caller goes on.

    A failed write (disk full) cuts the file back to its last whole line and raises JournalWriteError; the
    writer then refuses every further line, so the file holds exactly what was accepted, in order."""

    def __init__(self, path: str | os.PathLike, durable: bool = False) -> None:
        self.path = Path(path)
        self.durable = durable  # fsync each line too (power loss), not only write it (process death)
        self.failed: JournalWriteError | None = None
        self._fd: int | None = None
        self._size = 0

    @classmethod
    def create(cls, path: str | os.PathLike, head: dict, durable: bool = False) -> "JournalWriter":
        """A new journal holding its header (written whole, atomically), open for appending."""
        try:
            write_private_file(path, dumps_line(head) + "\n", durable)
        except OSError as error:
            raise JournalWriteError(f"cannot write the journal {path}: {error.strerror or error}", error.errno) from None
        return cls.reopen(path, durable)

    @classmethod
    def reopen(cls, path: str | os.PathLike, durable: bool = False) -> "JournalWriter":
        """An existing journal, to go on appending (a resumed table)."""
        writer = cls(path, durable)
        try:
            writer._fd = os.open(path, os.O_RDWR | os.O_APPEND | getattr(os, "O_BINARY", 0))
            os.chmod(path, 0o600)  # a journal copied in with wider rights is narrowed
            writer._size = os.fstat(writer._fd).st_size
            if writer._size and os.lseek(writer._fd, -1, os.SEEK_END) >= 0 and os.read(writer._fd, 1) != b"\n":
                _write_all(writer._fd, b"\n")  # the last line's newline never made it: end the line first
                writer._size += 1
        except OSError as error:
            writer.close()
            raise JournalWriteError(f"cannot open the journal {path}: {error.strerror or error}", error.errno) from None
        return writer

    def append(self, seat: int, command: dict) -> None:
        self.write_line({"seat": seat, "command": command})

    def write_line(self, entry: dict) -> None:
        if self.failed is not None:
            raise self.failed
        if self._fd is None:
            raise JournalWriteError(f"the journal {self.path} is closed")
        data = (dumps_line(entry) + "\n").encode("utf-8")
        try:
            _write_all(self._fd, data)
            if self.durable:
                os.fsync(self._fd)
        except OSError as error:
            try:
                os.ftruncate(self._fd, self._size)  # no torn line stays behind a good one
            except OSError:
                pass  # still torn at the end at worst, which a resume drops
            self.failed = JournalWriteError(f"cannot write the journal {self.path}: {error.strerror or error}", error.errno)
            raise self.failed from None
        self._size += len(data)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


# ---- helpers ------------------------------------------------------------------------------------------
def _short(value: Any, limit: int = 60) -> str:
    text = repr(value) if not isinstance(value, str) or len(value) < limit else repr(value[:limit]) + "…"
    return text if len(text) <= limit + 5 else text[:limit] + "…"


def _all_games() -> dict[str, Game]:
    from .. import GAMES  # the engine's registry; imported late, as it imports this package

    return GAMES


__all__ = [
    "FORMAT", "VERSION", "MAX_CONTAINERS", "MAX_DEPTH", "MAX_FILE_BYTES", "MAX_LINE_BYTES", "MAX_LINES", "Header", "Journal", "JournalError", "JournalWriteError",
    "JournalWriter", "JsonLines", "dumps_line", "header", "journal_lines", "journal_text", "parse_entry",
    "parse_header", "parse_journal", "read_file_bytes", "read_journal_file", "replay_lines", "write_private_file",
]
