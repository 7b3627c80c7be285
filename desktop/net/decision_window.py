"""The minimum decision window (REFERENCE.md §4.7): no window's result comes out sooner than a fixed time after it opened.

A window is a decision asked of several seats at once (a vote, mission cards, the Bodyguard rescue
window) or a "play or pass" reaction (a Hardcore counter, a plot card), which is asked whether or
not the seat can play. The engine applies each answer at once and the answer that completes the
window reveals its result, so a window that closed early would tell the table that its answers
were easy — nobody could rescue, nobody held a Hardcore. Here the host holds, unapplied, every
answer that arrives before `seconds` have passed since its window opened, and applies the held
answers together, in the order they came, once that time is up. So:
- the reveal never comes sooner than `seconds` after the window opened, however fast the answers;
- a seat that answered hears back at max(its answer, the minimum), whatever the others did, and
  nobody hears of any answer before then (the answering seat's later commands get `not_pending`,
  as they would once its answer was applied);
- a window whose answers come after the minimum is not slowed at all.

`seconds=None` follows the table's pace: the longest pause a bot of this table may take, at most
LIVE_SECONDS. A window then lasts at least as long as a bot might think, so an instant human answer
looks like a bot's; a table of instant bots (tests, benchmarks, "instant" pace) is not slowed.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

LIVE_SECONDS = 1.5


class MinimumWindow:
    """The policy on the play step (playing.py): `hold` keeps an answer back, `release` applies held ones."""

    def __init__(self, seconds: float | None, pace: Callable[[], float]) -> None:
        """`pace`: the longest pause a bot of this table may take now (followed when `seconds` is None)."""
        self.setting = seconds  # as given: None follows the bots' pace
        self._pace = pace
        self.release: Callable[[list], None] = lambda answers: None  # set by the play step
        self._opened: dict[int, float] = {}  # seat -> when its current window opened (loop time)
        self._kinds: dict[int, str] = {}  # the pending decisions after the last change
        self._held: list[tuple[float, int, Any]] = []  # (due, seat, answer), in arrival order
        self._release: asyncio.TimerHandle | None = None

    @property
    def seconds(self) -> float:
        if self.setting is not None:
            return max(0.0, self.setting)
        return min(LIVE_SECONDS, max(0.0, self._pace()))

    def opened(self, seat: int) -> float | None:
        """When the window this seat is answering opened (loop time), or None if its decision is not a window."""
        return self._opened.get(seat)

    def holds(self, seat: int) -> bool:
        """The seat has answered and its answer waits for the minimum: it owes nothing now."""
        return any(held_seat == seat for _, held_seat, _ in self._held)

    # ---- answers -------------------------------------------------------------------------------
    def hold(self, seat: int, answer: Any) -> bool:
        """Keep an answer that came too soon (True), or let it be applied now (False).

        Once anything is held, later answers queue behind it, so answers are applied in arrival order.
        """
        loop = asyncio.get_running_loop()
        opened = self._opened.get(seat)
        due = loop.time() if opened is None else opened + self.seconds
        if not self._held and due <= loop.time():
            return False
        self._held.append((due, seat, answer))
        self._schedule()
        return True

    def _schedule(self) -> None:
        if self._release is None and self._held:
            self._release = asyncio.get_running_loop().call_at(self._held[0][0], self._release_due)

    def _release_due(self) -> None:
        self._release = None
        now = asyncio.get_running_loop().time()
        due = []
        while self._held and self._held[0][0] <= now:
            _, seat, answer = self._held.pop(0)
            due.append(answer)
        if due:
            self.release(due)
        self._schedule()  # what is not due yet (all of it, if the timer fired a hair early)

    # ---- windows opening -----------------------------------------------------------------------
    def after_change(self, session, answered: set[int]) -> None:
        """Note the windows that opened with this change. `answered`: the seats whose commands were applied."""
        pending = session.pending() if session is not None and session.outcome is None else {}
        if self.seconds <= 0:
            self._opened.clear()
            self._kinds = pending
            return
        # A seat's decision is new when it was not pending, changed kind, or its own command moved it on;
        # seats still answering a vote keep the time their window opened.
        fresh = [seat for seat, kind in pending.items() if self._kinds.get(seat) != kind or seat in answered]
        for seat in list(self._opened):
            if seat not in pending or seat in fresh:
                del self._opened[seat]
        now = asyncio.get_running_loop().time()
        for seat in fresh:
            if len(fresh) > 1 or _may_pass(session, seat):
                self._opened[seat] = now
        self._kinds = pending

    def cancel(self) -> None:
        """Drop what is held (the host is closing)."""
        if self._release is not None:
            self._release.cancel()
            self._release = None
        self._held.clear()


def _may_pass(session, seat: int) -> bool:
    """A "play or pass" reaction window (DESIGN.md, the engine contract): "pass" is among its commands."""
    return any(spec["kind"] == "pass" for spec in session.game.legal(session.state, seat))


__all__ = ["LIVE_SECONDS", "MinimumWindow"]
