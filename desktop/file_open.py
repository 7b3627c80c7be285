"""macOS opens a document by sending QFileOpenEvent to the application, not on the command line."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal


class FileOpenEvents(QObject):
    """Catches QFileOpenEvent from the moment the app exists; they may come before the window does.

    Until `deliver()` the files wait in `pending`; from then on each one is emitted as `opened`."""

    opened = Signal(str)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pending: list[str] = []
        self.ready = False
        app.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.FileOpen and event.file():
            if self.ready:
                self.opened.emit(event.file())
            else:
                self.pending.append(event.file())
            return True
        return False

    def deliver(self) -> None:
        self.ready = True
        pending, self.pending = self.pending, []
        for path in pending:
            self.opened.emit(path)
