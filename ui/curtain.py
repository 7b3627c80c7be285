"""The hot-seat privacy curtain: "pass the screen to Ana" before any private view is shown."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from .text import tr


class CurtainPanel(QFrame):
    revealed = Signal(int)
    cancelled = Signal()

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
        self.cancel = QPushButton(tr("curtain", "Not now"))
        self.cancel.clicked.connect(self.cancelled)
        self.cancel.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.button)
        buttons.addWidget(self.cancel)
        buttons.addStretch(1)
        column = QVBoxLayout(self)
        column.addWidget(self.heading)
        column.addWidget(self.hint)
        column.addLayout(buttons)

    def ask_for(self, seat: int, name: str, first_look: bool, peek: bool = False) -> None:
        self.seat = seat
        self.cancel.setVisible(peek)
        self.heading.setText(tr("curtain", "Pass the screen to %1", name))
        if peek:
            self.hint.setText(tr("curtain", "Everyone else, look away. %1 wants to check their secret role.", name))
        elif first_look:
            self.hint.setText(tr("curtain", "Everyone else, look away. %1 will see their secret role.", name))
        else:
            self.hint.setText(tr("curtain", "Everyone else, look away. %1 has a secret choice to make.", name))
        self.button.setText(tr("curtain", "I am %1 — show my screen", name))
        self.button.setAccessibleName(self.button.text())
        self.button.setFocus()
