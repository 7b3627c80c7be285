"""The game log: a running, plain-text account of public events (and the viewer's own private ones)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit

from .log_text import event_line
from .text import tr


class GameLog(QPlainTextEdit):
    """QPlainTextEdit never interprets HTML: names and chat always show exactly as typed."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setAccessibleName(tr("log", "Game log"))
        self.setFocusPolicy(Qt.ClickFocus)

    def add_events(self, events: list[dict], seat_names: list[str]) -> None:
        for event in events:
            line = event_line(event, seat_names)
            if line:
                self.appendPlainText(line)
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())

    def add_chat(self, name: str, text: str) -> None:
        self.appendPlainText(f"{name}: {text}")
