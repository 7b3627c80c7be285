"""Your record: a local history of the games you finished, and your win rates. No Qt, no network.

    <data>/history.jsonl   JSON Lines, mode 600, rewritten whole and atomically (write_private_file)
    {"format": "safehouse-history", "version": 1}
    {"game": "avalon", "mode": "solo", "played_at": "2026-12-01T11:20:00+00:00", "players": [...],
     "bots": "normal", "you": [{"seat": 0, "role": "merlin", "side": "good", "won": true, "score": null}],
     "winner": "good", "reason": "three_successes", "journal": "/…/tables/…/game-0001.jsonl"}

One line per game, so a damaged line loses that game only: reading keeps every game it can and says what
was wrong as a code (History.problem; the UI words it in one line), and the next write first moves the
damaged file aside (history.damaged-….jsonl), never overwriting it. At most MAX_GAMES games are kept (the oldest go first).

A hot-seat game is one entry with every human seat in `you`: each seat won or lost on its own, so the
win rates count each human seat of each game as one play (a solo game is one play).
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from .engine.core.journal import JournalError, read_file_bytes, write_private_file

FORMAT = "safehouse-history"
VERSION = 1
HISTORY_FILE = "history.jsonl"
MAX_GAMES = 500  # about 200 KB: a list a player can scroll, a file read in a blink
MAX_FILE_BYTES = 2 * 1024 * 1024
MODES = ("solo", "hotseat", "lan")
PROBLEMS = ("unreadable", "damaged", "newer", "damaged_lines")  # the UI words each one
MIXED = "mixed"  # the bots' level when the bots at the table were of different levels


def history_path(root: Path | None = None) -> Path:
    from .net.storage import data_dir

    return (root or data_dir()) / HISTORY_FILE


# ---- one finished game ------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatResult:
    """One of your seats in a game: your role and side at the end, whether you won, your Bodyguard score."""

    seat: int
    role: str | None
    side: str | None
    won: bool
    score: int | None = None


@dataclass(frozen=True)
class GameRecord:
    game: str
    mode: str  # "solo", "hotseat" or "lan"
    played_at: str  # ISO 8601, UTC
    players: tuple[str, ...]  # every seat's name
    you: tuple[SeatResult, ...]  # the seats played at this screen
    bots: str | None = None  # the bots' level, MIXED, or None with no bots at the table
    winner: str | None = None  # the winning side (Bodyguard: the winning role)
    reason: str = ""
    journal: str | None = None  # the game's journal (or a joined seat's record): replay and review

    def to_data(self) -> dict:
        data = asdict(self)
        data["players"], data["you"] = list(self.players), [asdict(seat) for seat in self.you]
        return data

    @classmethod
    def from_data(cls, data) -> "GameRecord":
        """Raises ValueError for anything not shaped like an entry we wrote."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        players, you = data.get("players"), data.get("you")
        if not (isinstance(players, list) and all(isinstance(name, str) for name in players)):
            raise ValueError("bad players")
        if not (isinstance(you, list) and you and all(isinstance(seat, dict) for seat in you)):
            raise ValueError("bad seats")
        seats = tuple(SeatResult(seat=_int(s.get("seat")), role=_text(s.get("role")), side=_text(s.get("side")),
                                 won=_bool(s.get("won")), score=_int(s.get("score"), optional=True)) for s in you)
        if any(not 0 <= seat.seat < len(players) for seat in seats):
            raise ValueError("seat out of range")
        record = cls(game=_text(data.get("game"), optional=False), mode=_text(data.get("mode"), optional=False),
                     played_at=_text(data.get("played_at"), optional=False), players=tuple(players), you=seats,
                     bots=_text(data.get("bots")), winner=_text(data.get("winner")),
                     reason=_text(data.get("reason")) or "", journal=_text(data.get("journal")))
        if record.mode not in MODES:
            raise ValueError("bad mode")
        return record

    @property
    def won(self) -> int:
        return sum(seat.won for seat in self.you)


def _text(value, optional: bool = True) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise ValueError("not a string")
    return value


def _int(value, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError("not an integer")
    return value


def _bool(value) -> bool:
    if not isinstance(value, bool):
        raise ValueError("not true or false")
    return value


def bots_level(bot_levels: dict[int, str]) -> str | None:
    """The one level of the bots at a table, MIXED when they differ, None without bots."""
    levels = set(bot_levels.values())
    if not levels:
        return None
    return levels.pop() if len(levels) == 1 else MIXED


def record_from_views(game: str, views: dict, names: list[str], human_seats: list[int], bot_levels: dict[int, str],
                      mode: str, journal: str | os.PathLike | None, played_at: str | None = None) -> GameRecord:
    """The entry for a game that just ended, from its final views: each of your seats' own view (its role),
    and the public one (every role revealed); either may be missing (a LAN seat has only its own)."""
    public = views.get(None) or {}
    seats = []
    for seat in human_seats:
        own = views.get(seat) or {}
        final = own or public
        outcome = final.get("outcome") or public.get("outcome") or {}
        you = own.get("you") or {}
        roles, sides = final.get("roles") or [], final.get("sides_by_seat") or []
        role = you.get("role") or (roles[seat] if seat < len(roles) else None)
        side = None if "scores" in outcome else (you.get("side") or (sides[seat] if seat < len(sides) else None))
        scores = outcome.get("scores")
        seats.append(SeatResult(seat=seat, role=role, side=side, won=seat in (outcome.get("winning_seats") or []),
                                score=scores[seat] if isinstance(scores, list) and seat < len(scores) else None))
    outcome = next((v.get("outcome") for v in [public, *views.values()] if v and v.get("outcome")), {})
    return GameRecord(game=game, mode=mode, played_at=played_at or datetime.now(timezone.utc).isoformat(timespec="seconds"),
                      players=tuple(names), you=tuple(seats), bots=bots_level(bot_levels),
                      winner=outcome.get("winner"), reason=outcome.get("reason") or "",
                      journal=str(journal) if journal is not None else None)


# ---- the history file --------------------------------------------------------------------------------
@dataclass
class History:
    """The games read from the file, oldest first, and what (if anything) was wrong with it."""

    path: Path
    games: list[GameRecord] = field(default_factory=list)
    problem: str = ""  # what was wrong, a code (PROBLEMS); empty when the file was fine (or absent)
    skipped: int = 0  # "damaged_lines": the games that could not be read
    damaged: bool = False  # the file on disk is not what we would write: move it aside before writing

    @classmethod
    def load(cls, path: Path | None = None) -> "History":
        path = Path(path) if path is not None else history_path()
        if not path.exists():
            return cls(path)
        try:
            raw = read_file_bytes(path, MAX_FILE_BYTES)
        except JournalError:  # not a regular file, too large, no permission
            return cls(path, problem="unreadable", damaged=path.is_file())
        lines = [line for line in raw.split(b"\n") if line.strip()]
        if not lines:  # nothing to lose
            return cls(path)
        head = _parse(lines[0])
        if not (isinstance(head, dict) and head.get("format") == FORMAT):
            return cls(path, problem="damaged", damaged=True)
        if head.get("version") != VERSION:
            return cls(path, problem="newer", damaged=True)
        games, skipped = [], 0
        for line in lines[1:]:
            try:
                games.append(GameRecord.from_data(_parse(line)))
            except ValueError:
                skipped += 1
        history = cls(path, games[-MAX_GAMES:])
        if skipped:
            history.problem, history.skipped, history.damaged = "damaged_lines", skipped, True
        return history

    def add(self, record: GameRecord) -> bool:
        """Add a finished game and save; False (nothing written) when its journal is already recorded.
        Raises OSError when the file cannot be written."""
        if record.journal is not None and any(game.journal == record.journal for game in self.games):
            return False
        self.games = [*self.games, record][-MAX_GAMES:]
        self.save()
        return True

    def clear(self) -> None:
        self.games = []
        self.save()

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.damaged and self.path.exists():
            kept = self.path.with_name(f"history.damaged-{time.strftime('%Y%m%d-%H%M%S')}.jsonl")
            os.replace(self.path, kept)
            self.damaged = False
        lines = [json.dumps({"format": FORMAT, "version": VERSION})]
        lines += [json.dumps(game.to_data(), ensure_ascii=False, sort_keys=True) for game in self.games]
        write_private_file(self.path, "\n".join(lines) + "\n")

    def newest_first(self) -> list[GameRecord]:
        return list(reversed(self.games))


def _parse(line: bytes):
    try:
        return json.loads(line)
    except (ValueError, RecursionError):  # ValueError covers bad UTF-8 and bad JSON
        return None


def record_game(record: GameRecord, path: Path | None = None) -> bool:
    """Add one finished game to the history on disk (read fresh, so two screens never undo each other)."""
    return History.load(path).add(record)


# ---- win rates ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tally:
    won: int = 0
    played: int = 0

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class WinRates:
    by_game: dict[str, Tally]
    by_side: dict[str, Tally]  # Bodyguard has no sides: its games count by game only
    by_level: dict[str, Tally]  # games with bots at the table, by the bots' level


def win_rates(games: list[GameRecord]) -> WinRates:
    """Each of your seats in each game is one play, won or lost (hot-seat: every human seat counts)."""
    by_game: dict[str, list[int]] = {}
    by_side: dict[str, list[int]] = {}
    by_level: dict[str, list[int]] = {}
    for game in games:
        for seat in game.you:
            keys = [(by_game, game.game), (by_side, seat.side), (by_level, game.bots)]
            for table, key in keys:
                if key is not None:
                    tally = table.setdefault(key, [0, 0])
                    tally[0] += seat.won
                    tally[1] += 1
    return WinRates(*({key: Tally(*tally) for key, tally in table.items()} for table in (by_game, by_side, by_level)))
