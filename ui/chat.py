"""The chat beside a LAN table (and in its lobby): plain text only, as typed, never rich text."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from .text import tr

MAX_CHAT = 500  # the protocol's limit (desktop.net.protocol.ChatText)


class ChatPanel(QWidget):
    """A read-only transcript (QPlainTextEdit never interprets HTML) and a line to type in."""

    send_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        heading = QLabel(tr("chat", "Table chat"))
        heading.setObjectName("heading")
        self.transcript = QPlainTextEdit()
        self.transcript.setReadOnly(True)
        self.transcript.setAccessibleName(tr("chat", "Chat messages"))
        self.transcript.setFocusPolicy(Qt.ClickFocus)
        self.transcript.setMaximumBlockCount(2000)
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT)
        self.entry.setPlaceholderText(tr("chat", "Say something to the table…"))
        self.entry.setAccessibleName(tr("chat", "Chat message"))
        self.entry.returnPressed.connect(self.send)
        self.send_button = QPushButton(tr("chat", "Send"))
        self.send_button.clicked.connect(self.send)
        self.notice = QLabel()
        self.notice.setObjectName("hint")
        self.notice.setTextFormat(Qt.PlainText)
        self.notice.setWordWrap(True)
        self.notice.hide()
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.send_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(heading)
        column.addWidget(self.transcript, 1)
        column.addWidget(self.notice)
        column.addLayout(row)

    def send(self) -> None:
        text = self.entry.text().strip()
        if not text:
            return
        self.entry.clear()
        self.notice.hide()
        self.send_requested.emit(text)

    def add_line(self, name: str, text: str) -> None:
        """One message, shown exactly as typed (names and text are user input: plain text)."""
        # No tr() placeholders here: a message containing "%1" must not be filled in.
        self.transcript.appendPlainText(f"{name}: {text}" if name else text)
        self.transcript.verticalScrollBar().setValue(self.transcript.verticalScrollBar().maximum())

    def add_notice(self, text: str) -> None:
        """A line from the app itself (someone joined, the connection came back), marked with a bullet."""
        self.transcript.appendPlainText("• " + text)

    def on_host_error(self, _seat, code: str, _params: dict) -> None:
        """The host's error replies: only a refused chat message concerns this panel."""
        if code == "rate_limited":
            self.show_problem(tr("chat", "Slow down a little: wait a moment before the next message."))

    def show_problem(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_enabled(self, enabled: bool) -> None:
        self.entry.setEnabled(enabled)
        self.send_button.setEnabled(enabled)
