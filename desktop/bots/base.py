"""The one interface every bot has (DESIGN.md, "Bots").

A bot is built from a level, a seat and an injected `random.Random`. It is fed only what its seat may
see — the seat's view and the seat's events, as plain data — and answers a pending request with a
command. It never reads engine state, keeps no module-level randomness, and does no I/O, so any level
can sit in any seat: in the app, in `safehouse sim`, in the arena, or as a LAN client.
"""
from __future__ import annotations

import random


class Bot:
    level = "base"

    def __init__(self, game_name: str, seat: int, rng: random.Random) -> None:
        self.game_name = game_name
        self.seat = seat
        self.rng = rng

    def observe(self, events: list[dict]) -> None:
        """Events this seat may see, in order, as they happen. Bots may keep beliefs from them."""

    def decide(self, view: dict) -> dict:
        """A legal command for the decision `view` says this seat owes (`view["legal"]`)."""
        raise NotImplementedError
