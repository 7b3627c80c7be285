"""Optional per-decision time limits, enforced by the host, with a pause vote.

When a human seat owes a decision, its clock starts; the seat is sent a Clock message. When the time
runs out, the host plays a random legal command for it through the same path as any command. The
seated humans may vote to pause: more than half of them pauses every clock (and a later vote of
fewer than half resumes them, each with the time it had left).
"""
from __future__ import annotations

import asyncio
import random
from typing import TYPE_CHECKING

from ..engine.core import random_command
from . import protocol as p
from .lobby import HUMAN

if TYPE_CHECKING:  # pragma: no cover
    from .parts import TableHost


class DecisionClocks:
    def __init__(self, host: "TableHost", seconds: float | None) -> None:
        self.host = host
        self.seconds = seconds
        self.votes: set[int] = set()
        self.paused = False
        self._handles: dict[int, asyncio.TimerHandle] = {}
        self._deadline: dict[int, float] = {}
        self._left: dict[int, float] = {}  # while paused: the time each running clock had left
        self._decision: dict[int, tuple[int, int]] = {}  # seat -> (game, seq) of the decision timed
        self._rng = random.Random()

    def after_change(self) -> None:
        """Start a clock for each human seat with a new decision; stop those no longer pending."""
        session = self.host.session
        if self.seconds is None or session is None:
            return
        pending = session.pending() if session.outcome is None else {}
        for seat in list(self._decision):
            if seat not in pending:
                self._stop(seat)
        for seat in pending:
            if self.host.table.seats[seat].kind != HUMAN:
                continue
            key = (session.number, session.feeds[seat].seq)
            if self._decision.get(seat) != key:
                self._stop(seat)
                self._decision[seat] = key
                self._run(seat, self.seconds)

    def _run(self, seat: int, seconds: float) -> None:
        if self.paused:
            self._left[seat] = seconds
        else:
            loop = asyncio.get_running_loop()
            self._deadline[seat] = loop.time() + seconds
            self._handles[seat] = loop.call_later(seconds, self._expire, seat)
        self.resend(seat)

    def _stop(self, seat: int) -> None:
        handle = self._handles.pop(seat, None)
        if handle is not None:
            handle.cancel()
        self._deadline.pop(seat, None)
        self._left.pop(seat, None)
        self._decision.pop(seat, None)

    def seconds_left(self, seat: int) -> float | None:
        if seat in self._left:
            return round(self._left[seat], 3)
        if seat in self._deadline:
            return round(max(0.0, self._deadline[seat] - asyncio.get_running_loop().time()), 3)
        return None

    def resend(self, seat: int) -> None:
        """Tell the seat its clock (after a start, a pause, or a reconnect)."""
        if self.seconds is None or seat not in self._decision:
            return
        self.host.seating.send_to_seat(seat, p.Clock(seconds_left=self.seconds_left(seat), paused=self.paused))

    def _expire(self, seat: int) -> None:
        self._handles.pop(seat, None)
        session = self.host.session
        if session is None or session.outcome is not None or seat not in session.pending() or self.host.window.holds(seat):
            return
        self._decision.pop(seat, None)
        self._deadline.pop(seat, None)
        view = session.view(seat)
        self.host.act(seat, random_command(view["legal"], self._rng))

    def vote(self, seat: int, pause: bool) -> None:
        (self.votes.add if pause else self.votes.discard)(seat)
        humans = sum(1 for s in self.host.table.seats if s.kind == HUMAN)
        wanted = 2 * len(self.votes) > humans
        if wanted == self.paused:
            return
        loop = asyncio.get_running_loop()
        if wanted:
            for seat_timed in list(self._handles):
                self._left[seat_timed] = max(0.0, self._deadline.pop(seat_timed) - loop.time())
                self._handles.pop(seat_timed).cancel()
            self.paused = True
        else:
            self.paused = False
            for seat_timed, left in list(self._left.items()):
                del self._left[seat_timed]
                self._deadline[seat_timed] = loop.time() + left
                self._handles[seat_timed] = loop.call_later(left, self._expire, seat_timed)
        self.host.table.paused = self.paused
        self.host.lobby_changed()
        for seat_timed in list(self._decision):
            self.resend(seat_timed)

    def cancel_all(self) -> None:
        for seat in list(self._decision):
            self._stop(seat)


__all__ = ["DecisionClocks"]
