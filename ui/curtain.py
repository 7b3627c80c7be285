"""The hot-seat privacy curtain: "pass the screen to Ana" before any private view is shown."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout

from .text import tr


class CurtainPanel(QFrame):
    revealed = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.seat: int | None = None
        self.heading = QLabel()
        self.heading.setObjectName("title")
        self.heading.setTextFormat(Qt.PlainText)
        self.heading.setAlignment(Qt.AlignCenter)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setTextFormat(Qt.PlainText)
        self.hint.setAlignment(Qt.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.revealed.emit(self.seat))
        column = QVBoxLayout(self)
        column.addWidget(self.heading)
        column.addWidget(self.hint)
        column.addWidget(self.button, 0, Qt.AlignCenter)

    def ask_for(self, seat: int, name: str, first_look: bool) -> None:
        self.seat = seat
        self.heading.setText(tr("curtain", "Pass the screen to %1", name))
        if first_look:
            self.hint.setText(tr("curtain", "Everyone else, look away. %1 will see their secret role.", name))
        else:
            self.hint.setText(tr("curtain", "Everyone else, look away. %1 has a secret choice to make.", name))
        self.button.setText(tr("curtain", "I am %1 — show my screen", name))
        self.button.setAccessibleName(self.button.text())
        self.button.setFocus()
