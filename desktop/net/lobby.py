"""The lobby of a table: its name, game and options, seats, password, chat limits.

A seat is "open" (a human may take it), "human" (claimed with a private token) or "bot" (a level).
Tokens are random, 128 bits, and never leave this module except to the seat that claimed them and
the host's private table file. `public()` is what everyone may see.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import time
import unicodedata
from dataclasses import dataclass, field

OPEN, HUMAN, BOT = "open", "human", "bot"


@dataclass
class Seat:
    kind: str = OPEN
    name: str = ""
    level: str | None = None  # the bot's level; for a human seat, the level of a stand-in bot
    token: str = ""
    connected: bool = False
    stand_in: bool = False  # a bot plays this human seat while its player is away

    def public(self, number: int) -> dict:
        return {"seat": number, "kind": self.kind, "name": self.name, "level": self.level if self.kind == BOT else None,
                "connected": self.connected, "stand_in": self.stand_in}


NAME_LENGTH = 40
MARKS_PER_CHARACTER = 2  # combining marks kept on one character: enough for any script (after NFC), not for Zalgo


def clean_text(text: str, limit: int) -> str:
    """Plain text only: no control or format characters (newlines and tabs become spaces), and at most
    MARKS_PER_CHARACTER combining marks on a character (none on nothing)."""
    kept = []
    marks = MARKS_PER_CHARACTER  # a mark before any character has nothing to sit on
    for char in unicodedata.normalize("NFC", text[:limit * 4])[:limit]:
        category = unicodedata.category(char)
        if char in "\n\t":
            kept.append(" ")
            marks = MARKS_PER_CHARACTER
        elif category[0] == "M":
            if marks < MARKS_PER_CHARACTER:
                kept.append(char)
                marks += 1
        elif category[0] != "C":
            kept.append(char)
            marks = 0
    return "".join(kept).strip()


def distinct(name: str, taken: set[str], limit: int = NAME_LENGTH) -> str:
    """`name`, or "name (2)", "name (3)"... : the first that no one in `taken` has (compared casefolded)."""
    folded = {other.casefold() for other in taken}
    if name.casefold() not in folded:
        return name
    number = 2
    while True:
        suffix = f" ({number})"
        candidate = name[:limit - len(suffix)].rstrip() + suffix
        if candidate.casefold() not in folded:
            return candidate
        number += 1


def password_digest(password: str, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{password}".encode()).hexdigest()


@dataclass
class Table:
    name: str
    game: str
    config: dict
    public_options: dict
    seats: list[Seat]
    password_salt: str = ""
    password_hash: str = ""  # empty: no password
    status: str = "lobby"  # lobby | playing | finished
    paused: bool = False
    spectators: int = 0
    games_played: int = 0

    @classmethod
    def create(cls, name: str, game: str, config: dict, public_options: dict, seat_plan: list[str],
               password: str = "") -> "Table":
        """`seat_plan`: one entry per seat, "open" or a bot level."""
        seats = [Seat() if plan == OPEN else Seat(kind=BOT, level=plan, name=f"{plan} bot {n + 1}", connected=True)
                 for n, plan in enumerate(seat_plan)]
        table = cls(name=clean_text(name, 60) or "Safehouse", game=game, config=config, public_options=public_options, seats=seats)
        if password:
            table.password_salt = secrets.token_hex(8)
            table.password_hash = password_digest(password, table.password_salt)
        return table

    # ---- seats -------------------------------------------------------------------------------
    def password_ok(self, password: str) -> bool:
        if not self.password_hash:
            return True
        return hmac.compare_digest(password_digest(password, self.password_salt), self.password_hash)

    def free_seats(self) -> list[int]:
        return [n for n, seat in enumerate(self.seats) if seat.kind == OPEN]

    def claim(self, number: int | None, name: str) -> int:
        """Claim an open seat (the first one if `number` is None); returns its number."""
        free = self.free_seats()
        if number is None:
            if not free:
                raise LookupError("table_full")
            number = free[0]
        if not 0 <= number < len(self.seats):
            raise LookupError("no_such_seat")
        if number not in free:
            raise LookupError("seat_taken")
        self.seats[number] = Seat(kind=HUMAN, name=clean_text(name, NAME_LENGTH) or f"Player {number + 1}",
                                  token=secrets.token_urlsafe(16), connected=True)
        return number

    def release(self, number: int) -> None:
        """Give a seat back before the game starts (a player left the lobby)."""
        self.seats[number] = Seat()

    def seat_of_token(self, token: str) -> int | None:
        for number, seat in enumerate(self.seats):
            if seat.token and hmac.compare_digest(seat.token, token):
                return number
        return None

    def ready(self) -> bool:
        return not self.free_seats()

    # ---- what everyone sees ------------------------------------------------------------------
    def public(self) -> dict:
        return {"name": self.name, "game": self.game, "players": self.config["players"], "options": self.public_options,
                "seats": [seat.public(n) for n, seat in enumerate(self.seats)], "free_seats": len(self.free_seats()),
                "password": bool(self.password_hash), "status": self.status, "paused": self.paused,
                "spectators": self.spectators, "games_played": self.games_played}

    # ---- the host's private file -------------------------------------------------------------
    def private(self) -> dict:
        data = {k: v for k, v in self.__dict__.items() if k != "seats"}
        data["seats"] = [dict(seat.__dict__) for seat in self.seats]
        return data

    @classmethod
    def from_private(cls, data: dict) -> "Table":
        data = dict(data)
        seats = [Seat(**seat) for seat in data.pop("seats")]
        return cls(seats=seats, **data)


@dataclass
class RateLimit:
    """A token bucket: `burst` messages at once, refilled at `per_second`."""

    burst: float
    per_second: float
    tokens: float = -1.0
    stamp: float = field(default_factory=time.monotonic)

    def allow(self) -> bool:
        now = time.monotonic()
        if self.tokens < 0:
            self.tokens = self.burst
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.per_second)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


__all__ = ["BOT", "HUMAN", "NAME_LENGTH", "OPEN", "RateLimit", "Seat", "Table", "clean_text", "distinct"]
