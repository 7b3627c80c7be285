"""The one step every command takes once it passed the guards (guards.py): apply, journal, send.

    submit(seat, checked)      the minimum decision window (decision_window.py) may hold it back
      -> commit(answers)       for each: journal it, then apply it (write-ahead: the journal never
                               lags the game); then one round of updates to every viewer
      -> after_change          windows and clocks note what opened; a finished game is recorded

A journal that cannot be written (OSError: a full disk, a vanished folder) stops the table: the
command is not applied, every connection is told `table_stopped`, and the guards refuse every later
command with that code. What was accepted before is on disk, so the table resumes from its journal.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from ..engine.core import Rejected
from . import protocol as p

if TYPE_CHECKING:  # pragma: no cover
    from .decision_window import MinimumWindow
    from .parts import TableHost

log = logging.getLogger(__name__)


class Playing:
    def __init__(self, host: "TableHost", window: "MinimumWindow") -> None:
        self.host = host
        self.window = window
        window.release = self.commit

    def submit(self, seat: int, checked: Any) -> None:
        """A command that passed every guard: applied now, or held while its window's minimum runs."""
        answer = (seat, checked, self._stamp())
        if not self.window.hold(seat, answer):
            self.commit([answer])

    def act(self, seat: int, command: dict) -> None:
        """The host decides for a seat (its clock ran out): checked like any command, then the same step."""
        session = self.host.session
        if self.host.stopped is not None or session is None or session.outcome is not None:
            return
        try:
            checked = session.check(seat, command)
        except Rejected:
            return
        self.submit(seat, checked)

    def commit(self, answers: list[tuple[int, Any, tuple]]) -> None:
        """Apply answers in arrival order, each journaled first, then send one round of updates.

        An answer checked before an earlier one moved the game on is checked again; one the earlier
        ones made moot (a rescue closed the window before a pass) is dropped: its seat sees the window closed.
        """
        session = self.host.session
        if session is None:
            return
        answered = set()
        for seat, checked, stamp in answers:
            if self.host.stopped is not None:
                break
            if stamp != self._stamp():
                try:
                    checked = session.check(seat, checked.command())
                except Rejected:
                    continue
            if not self._journal(seat, checked.command()):
                break
            session.apply(checked)
            answered.add(seat)
        if answered:
            self.after_change(answered)

    def after_change(self, answered: set[int]) -> None:
        """Send every viewer what changed; then the windows and clocks; then a finished game's record."""
        host = self.host
        session = host.session
        for viewer in session.advance_all():
            body = session.feeds[viewer].body
            if viewer is None:
                host.seating.send_bytes_to_spectators(body)
            else:
                host.seating.send_bytes_to_seat(viewer, body)
        self.window.after_change(session, answered)
        host.clocks.after_change()
        if session.outcome is not None:
            host.game_finished()

    # ---- the journal: the one call site ------------------------------------------------------------
    def _journal(self, seat: int, clean: dict) -> bool:
        store = self.host.store
        if store is None:
            return True
        try:
            store.append_command(seat, clean)
        except OSError as error:
            self.stop(error)
            return False
        return True

    def stop(self, error: OSError) -> None:
        """The table takes no more commands, and every connection hears why."""
        host = self.host
        log.error("table %s stopped: its journal could not be written (%s)", host.table.name, error)
        host.stopped = {"reason": "journal_write_failed", "detail": (error.strerror or str(error))[:200]}
        self.window.cancel()
        host.clocks.cancel_all()
        host.seating.send_to_all(p.Error(code="table_stopped", params=dict(host.stopped)))

    def _stamp(self) -> tuple:
        session = self.host.session
        return (session, session.changes if session is not None else 0)


__all__ = ["Playing"]
