"""Coalesced announcements: however many changes come, at most one send per tick once busy.

The lobby uses it. A change is announced at the end of the current turn of the event loop, so
changes made together go out as one; a small burst of such sends is allowed (a game starting, a
few players sitting down), after which sends are held to one per `tick`. So 1,000 connections
closing cost each peer about one lobby message per tick, not 1,000.
"""
from __future__ import annotations

import asyncio
from typing import Callable

from .lobby import RateLimit


class Announcer:
    def __init__(self, send: Callable[[], None], tick: float = 0.1, burst: int = 10) -> None:
        self._send = send
        self.tick = tick
        self._budget = RateLimit(burst=burst, per_second=1 / tick)
        self._due: asyncio.Handle | None = None

    def changed(self) -> None:
        """Something changed: it is announced soon, together with whatever else changes meanwhile."""
        if self._due is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a host built outside one): nothing to coalesce with
            self._send()
            return
        if self._budget.allow():
            self._due = loop.call_soon(self._announce)
        else:
            self._due = loop.call_later(self.tick, self._announce)

    def now(self) -> None:
        """Announce at once (a game starting or ending: its players hear it before its first update)."""
        self.cancel()
        self._budget.allow()
        self._send()

    def _announce(self) -> None:
        self._due = None
        self._send()

    def cancel(self) -> None:
        if self._due is not None:
            self._due.cancel()
            self._due = None


__all__ = ["Announcer"]
