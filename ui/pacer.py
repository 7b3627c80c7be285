"""The display's pace: the host's updates shown one action at a time, with a beat a person can follow.

The host still decides when things happen (bots keep their minimum decision window); this only
delays what the screen draws. Updates that the host sent for one command (the public view and each
local seat's) arrive together and form a batch; after showing a batch the screen waits as long as
`show_batch` says (a beat, plus any reveal it started) before showing the next.
"""
from __future__ import annotations

import asyncio
from collections import deque
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

Update = tuple  # (seat or None, view, events)


class Pacer(QObject):
    released = Signal(object, dict, list)

    def __init__(self, show_batch: Callable[[list[Update]], int], parent=None) -> None:
        super().__init__(parent)
        self.show_batch = show_batch  # draws a released batch; returns the ms to wait before the next
        self.incoming: list[Update] = []
        self.batches: deque[list[Update]] = deque()
        self.paced = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)

    def push(self, seat, view: dict, events: list) -> None:
        self.incoming.append((seat, view, events))
        if len(self.incoming) > 1:
            return
        loop = _running_loop()
        if loop is None or not self.paced:
            self._seal()
        else:  # the rest of this command's updates are already queued on the loop: seal after them
            loop.call_soon(self._seal)

    def _seal(self) -> None:
        batch, self.incoming = self.incoming, []
        if batch:
            self.batches.append(batch)
        if not self.timer.isActive():
            self._next()

    def _next(self) -> None:
        while self.batches:
            batch = self.batches.popleft()
            for update in batch:
                self.released.emit(*update)
            wait = self.show_batch(batch) if self.paced else 0
            if wait > 0:
                self.timer.start(wait)
                return

    @property
    def behind(self) -> int:
        """Batches waiting to be shown."""
        return len(self.batches) + bool(self.incoming)

    def hold_at_least(self, ms: int) -> None:
        """Something on screen (the role card) needs `ms` more before the next batch shows."""
        if self.paced and ms > 0 and (not self.timer.isActive() or self.timer.remainingTime() < ms):
            self.timer.start(ms)

    def skip_wait(self) -> None:
        """The player dismissed a reveal: the next batch may show now."""
        if self.timer.isActive():
            self.timer.stop()
            self._next()

    def catch_up(self) -> None:
        """Show everything waiting now (the player skipped ahead)."""
        self.timer.stop()
        paced, self.paced = self.paced, False
        self._seal()
        self.paced = paced


def _running_loop():
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
