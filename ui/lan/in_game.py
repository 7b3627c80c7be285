"""What a LAN game adds to the table screen: chat beside the table, every seat's connection state (on
the table's name plates and in a list), and a banner that says where this window's link to the host is."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton

from ..chat import ChatPanel
from ..text import tr
from .chat_binding import bind_chat
from .refusals import refusal_text
from .seat_states import seat_state


def link_text(state: str, connection) -> str:
    """Where this window's link to the host is, in words ("" when all is well)."""
    if state == "reconnecting":
        return tr("lan", "◌ Connection lost — reconnecting to the table…")
    if state == "host_gone":
        closed = getattr(connection, "refusal", "") == "table_closed"
        first = tr("lan", "The host closed the table.") if closed else tr("lan", "The host is not answering.")
        return "✕ " + first + " " + tr("lan", "Your seat is kept: you will be back at the table by yourself as soon "
                                              "as the host reopens it.")
    if state == "kicked":
        return "✕ " + refusal_text(getattr(connection, "refusal", "") or "kicked")
    return ""


class LinkBanner(QFrame):
    """A strip above the table, shown only while the link to the host is not well."""

    def __init__(self, connection, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.connection = connection
        self.text = QLabel()
        self.text.setTextFormat(Qt.PlainText)
        self.text.setWordWrap(True)
        self.text.setObjectName("warning")
        self.leave = QPushButton(tr("lan", "Leave the table"))
        row = QHBoxLayout(self)
        row.addWidget(self.text, 1)
        row.addWidget(self.leave)
        connection.link_changed.connect(self.show_state)
        self.show_state(getattr(connection, "link", "connected"))

    def show_state(self, state: str) -> None:
        text = link_text(state, self.connection)
        self.text.setText(text)
        self.setVisible(bool(text))


class SeatBadges(QFrame):
    """Every seat: a shape, the name (plain text) and its connection state in words."""

    def __init__(self, connection, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.connection = connection
        self.grid = QGridLayout(self)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        self.heading = QLabel(tr("lan", "At the table"))
        self.heading.setObjectName("heading")
        self.grid.addWidget(self.heading, 0, 0, 1, 3)
        self.watchers = QLabel()
        self.watchers.setObjectName("hint")
        connection.lobby_received.connect(self.show_lobby)
        self.show_lobby(connection.lobby)

    def set_known(self, known: bool) -> None:
        """While the host cannot be reached, the states shown are only the last ones heard."""
        self.heading.setText(tr("lan", "At the table") if known else tr("lan", "At the table — last known"))

    def show_lobby(self, lobby: dict) -> None:
        seats = (lobby or {}).get("seats") or []
        while len(self.rows) < len(seats):
            row = len(self.rows) + 1
            labels = (QLabel(), QLabel(), QLabel())
            labels[1].setTextFormat(Qt.PlainText)
            labels[2].setObjectName("hint")
            for column, label in enumerate(labels):
                self.grid.addWidget(label, row, column)
            self.rows.append(labels)
        mine = self.connection.seat
        for seat, (mark, name, state) in zip(seats, self.rows):
            symbol, words = seat_state(seat)
            mark.setText(symbol)
            name.setText(self.connection.seat_names[seat["seat"]] if seat["seat"] < len(self.connection.seat_names) else "")
            state.setText(tr("lan", "You") if seat["seat"] == mine else words)
        watching = (lobby or {}).get("spectators", 0)
        self.watchers.setText(tr("lan", "%1 watching", watching) if watching else "")
        self.grid.addWidget(self.watchers, len(self.rows) + 1, 0, 1, 3)
        self.watchers.setVisible(bool(watching))


class LanExtras(QObject):
    """The LAN parts of one game screen (a child of it: its connections end with the screen)."""

    def __init__(self, screen, side) -> None:
        super().__init__(screen)
        connection = screen.connection
        self.screen = screen
        self.connection = connection
        self.banner = LinkBanner(connection)
        self.banner.leave.clicked.connect(screen.home_requested)
        self.badges = SeatBadges(connection)
        self.chat = ChatPanel()
        bind_chat(self.chat, connection)
        side.addWidget(self.badges)
        side.addWidget(self.chat)
        screen.layout().insertWidget(1, self.banner)
        screen.end_panel.rematch.setVisible(connection.is_host)
        screen.faster_button.setVisible(connection.is_host and bool(connection.bot_levels))
        connection.lobby_received.connect(self._on_lobby)
        connection.link_changed.connect(self._on_link)
        self._on_lobby(connection.lobby, refresh=False)

    def subtitles(self) -> list[str]:
        """The line under each name on the table: you, a bot, or the seat's connection state."""
        lobby_seats = {seat["seat"]: seat for seat in (self.connection.lobby or {}).get("seats") or []}
        mine = self.connection.seat
        result = []
        for number in range(self.connection.players):
            seat = lobby_seats.get(number, {})
            symbol, words = seat_state(seat)
            result.append(tr("lan", "You") if number == mine else f"{symbol} {words}")
        return result

    def _on_lobby(self, _lobby: dict, refresh: bool = True) -> None:
        self.screen.subtitles[:] = self.subtitles()
        if refresh:
            self.screen.refresh()

    def _on_link(self, state: str) -> None:
        if state == "closed":  # this window left the table: the screen is going away
            return
        connected = state == "connected"
        # Choices made while the host cannot hear them would be lost: the prompt waits for the link.
        self.screen.prompt.setEnabled(connected)
        self.badges.set_known(connected)
        if connected:
            self.chat.add_notice(tr("lan", "Back at the table."))
            self.screen.refresh()
        elif state == "host_gone":
            self.chat.add_notice(link_text(state, self.connection))


def attach_lan(screen, side) -> LanExtras:
    return LanExtras(screen, side)


__all__ = ["LanExtras", "attach_lan", "link_text"]
