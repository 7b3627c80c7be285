"""Coalesced announcements: however many changes come, at most one send per tick once busy.

The lobby uses it. A change is announced at the end of the current turn of the event loop, so
changes made together go out as one; a small burst of such sends is allowed (a game starting, a
few players sitting down), after which sends are held to one per `tick`. So 1,000 connections
closing cost each peer about one lobby message per tick, not 1,000. News that can wait (how many
watch) is announced within `within` seconds, with whatever else changes meanwhile.
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
        self._due_at = 0.0  # loop time the pending announcement is due

    def changed(self, within: float | None = None) -> None:
        """Something changed: it is announced soon, together with whatever else changes meanwhile
        (or within `within` seconds: news that can wait)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no loop (a host built outside one): nothing to coalesce with
            self._send()
            return
        now = loop.time()
        if within is not None:
            due_at = now + within
        elif self._due is not None and self._due_at <= now + self.tick:
            return  # due soon anyway (the budget was spent on it, or a tick is running)
        else:
            due_at = now if self._budget.allow() else now + self.tick
        if self._due is not None:
            if self._due_at <= due_at:
                return
            self._due.cancel()
        self._due_at = due_at
        self._due = loop.call_soon(self._announce) if due_at <= now else loop.call_at(due_at, self._announce)

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
