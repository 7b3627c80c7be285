"""The lobby of a LAN table: seats filling live, chat, and — for the host — moving, sending away, or
seating bots, then starting. A player who joined sees the same seats and may sit or watch."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QMenu, QPushButton, QTableWidget,
    QTableWidgetItem, QVBoxLayout, QWidget,
)

from .. import names
from ..chat import ChatPanel
from ..text import tr, tr_n
from .chat_binding import bind_chat
from .refusals import refusal_text
from .seat_states import seat_display_name, seat_line, status_text

COLUMNS = 4  # seat number, who, state, action


class LobbyScreen(QWidget):
    game_started = Signal()
    leave_requested = Signal()

    def __init__(self, connection, levels, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.connection = connection
        self.is_host = bool(getattr(connection, "is_host", False))
        self.levels = list(levels)
        self.started = False

        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setTextFormat(Qt.PlainText)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setTextFormat(Qt.PlainText)
        self.subtitle.setWordWrap(True)
        self.address = QLabel()
        self.address.setObjectName("hint")
        self.address.setTextFormat(Qt.PlainText)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextSelectableByMouse)

        self.seats = QTableWidget(0, COLUMNS)
        self.seats.setHorizontalHeaderLabels([tr("lobby", "Seat"), tr("lobby", "Player"), tr("lobby", "State"), ""])
        self.seats.verticalHeader().hide()
        self.seats.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.seats.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.seats.setSelectionMode(QAbstractItemView.SingleSelection)
        self.seats.setAccessibleName(tr("lobby", "Seats at the table"))
        header = self.seats.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.Stretch)
        header.setSectionResizeMode(2, QHeaderView.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeToContents)
        self.seats.verticalHeader().setDefaultSectionSize(44)
        self.spectators = QLabel()
        self.spectators.setObjectName("hint")
        self.you = QLabel()
        self.you.setTextFormat(Qt.PlainText)
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setTextFormat(Qt.PlainText)
        self.problem.setWordWrap(True)

        self.chat = ChatPanel()
        bind_chat(self.chat, connection)

        self.start_button = QPushButton(tr("lobby", "Start the game"))
        self.start_button.setObjectName("primary")
        self.start_button.clicked.connect(self.start)
        self.fill_button = QPushButton(tr("lobby", "Fill open seats with bots"))
        self.fill_button.clicked.connect(self.fill_with_bots)
        self.watch_button = QPushButton(tr("lobby", "Stand up and watch"))
        self.watch_button.clicked.connect(self._spectate)
        self.leave_button = QPushButton(tr("lobby", "Close the table") if self.is_host else tr("lobby", "Leave the table"))
        self.leave_button.clicked.connect(self.leave_requested)
        for button in (self.start_button, self.fill_button):
            button.setVisible(self.is_host)
        self.watch_button.setVisible(not self.is_host)

        left = QVBoxLayout()
        left.addWidget(self.title)
        left.addWidget(self.subtitle)
        left.addWidget(self.address)
        left.addSpacing(8)
        left.addWidget(self.seats, 1)
        left.addWidget(self.spectators)
        left.addWidget(self.you)
        left.addWidget(self.problem)
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.watch_button)
        buttons.addStretch(1)
        buttons.addWidget(self.fill_button)
        buttons.addWidget(self.start_button)
        left.addLayout(buttons)
        chat_frame = QFrame()
        chat_frame.setObjectName("panel")
        chat_column = QVBoxLayout(chat_frame)
        chat_column.addWidget(self.chat)
        chat_frame.setMinimumWidth(300)
        body = QHBoxLayout(self)
        body.addLayout(left, 3)
        body.addWidget(chat_frame, 2)

        connection.lobby_received.connect(self.show_lobby)
        connection.seat_changed.connect(self._on_seat_changed)
        connection.error_received.connect(self._on_error)
        if hasattr(connection, "link_changed"):
            connection.link_changed.connect(self._on_link)
        self.show_lobby(connection.lobby)

    # ---- drawing ---------------------------------------------------------------------------------------
    def _on_seat_changed(self, _seat) -> None:
        self.show_lobby(self.connection.lobby)

    def show_lobby(self, lobby: dict) -> None:
        if not lobby:
            return
        self.title.setText(lobby.get("name", ""))
        lock = tr("lobby", "Password needed") if lobby.get("password") else tr("lobby", "Open to everyone on this network")
        self.subtitle.setText(tr("lobby", "%1 · %2 players · %3", names.game(lobby.get("game", "")),
                                 lobby.get("players", 0), status_text(lobby)) + " · " + lock)
        self._show_address()
        seats = lobby.get("seats") or []
        mine = self.connection.seat
        self.seats.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            number = QTableWidgetItem(str(seat.get("seat", row) + 1))
            number.setTextAlignment(Qt.AlignCenter)
            who = QTableWidgetItem(seat_display_name(seat) + (tr("lobby", " (you)") if row == mine else ""))
            state = QTableWidgetItem(seat_line(seat))
            for column, item in enumerate((number, who, state)):
                self.seats.setItem(row, column, item)  # QTableWidgetItem text is plain: names show as typed
            self.seats.setCellWidget(row, 3, self._action(row, seat, mine))
        spectators = lobby.get("spectators", 0)
        self.spectators.setText(tr("lobby", "%1 watching", spectators) if spectators else "")
        self.spectators.setVisible(bool(spectators))
        if mine is None:
            self.you.setText(tr("lobby", "You are watching. Pick a free seat to play."))
        else:
            self.you.setText(tr("lobby", "You sit in seat %1.", mine + 1))
        free = lobby.get("free_seats", 0)
        if self.is_host:
            self.start_button.setEnabled(free == 0 and lobby.get("status") != "playing")
            self.start_button.setToolTip("" if free == 0 else tr_n("lobby", "Waiting for %n more player (or fill the seat with a bot).", "Waiting for %n more players (or fill the seats with bots).", free))
            self.fill_button.setEnabled(free > 0)
        self.watch_button.setVisible(not self.is_host and mine is not None and lobby.get("status") != "playing")
        if lobby.get("status") == "playing" and not self.started:
            self.started = True
            self.game_started.emit()

    def _show_address(self) -> None:
        address = getattr(self.connection, "address", None)
        if not address:
            self.address.setText(tr("lobby", "Opening the table…"))
            return
        where = f"{address[0]}:{address[1]}"
        if self.is_host:
            shown = self._shown_host_address(address)
            announced = getattr(self.connection, "announced", False)
            state = tr("lobby", "Listed on this network.") if announced else tr("lobby", "Announcing the table on this network…")
            self.address.setText(state + " " + tr("lobby", "Players can also join by address: %1", shown))
        else:
            self.address.setText(tr("lobby", "Table at %1", where))

    def _shown_host_address(self, address) -> str:
        if address[0] not in ("0.0.0.0", ""):
            return f"{address[0]}:{address[1]}"
        try:
            first = self.connection.options.advertised_addresses()[0]
        except Exception:  # noqa: BLE001 — the address is a convenience; the list works without it
            first = address[0]
        return f"{first}:{address[1]}"

    def _action(self, row: int, seat: dict, mine) -> QWidget:
        status = (self.connection.lobby or {}).get("status")
        kind = seat.get("kind")
        if not self.is_host:
            if kind == "open" and mine is None:
                button = QPushButton(tr("lobby", "Sit here"))
                button.clicked.connect(lambda _c=False, n=row: self._take(n))
                return button
            return QWidget()
        button = QPushButton(tr("lobby", "Change…"))
        button.setAccessibleName(tr("lobby", "Change seat %1", row + 1))
        menu = QMenu(button)
        others = [n for n in range(len((self.connection.lobby or {}).get("seats") or [])) if n != row]
        if kind != "open" or row == mine:
            move = menu.addMenu(tr("lobby", "Move to seat"))
            for target in others:
                move.addAction(tr("lobby", "Seat %1", target + 1), lambda s=row, t=target: self.move(s, t))
        if kind == "human" and row != mine:
            menu.addAction(tr("lobby", "Send away (the seat opens)"), lambda s=row: self.kick(s))
        if row != mine:
            bots = menu.addMenu(tr("lobby", "Replace with a bot") if kind != "bot" else tr("lobby", "Change the bot"))
            for level in self.levels:
                bots.addAction(names.level(level), lambda s=row, lv=level: self.seat_bot(s, lv))
        if kind == "bot":
            menu.addAction(tr("lobby", "Open the seat for a player"), lambda s=row: self.open_seat(s))
        button.setMenu(menu)
        button.setEnabled(status != "playing")
        return button

    # ---- the host's actions ----------------------------------------------------------------------------
    def _act(self, action, *args) -> bool:
        from desktop.net import HostRejected

        try:
            action(*args)
        except HostRejected as error:
            self.problem.setText(refusal_text(error.code))
            return False
        self.problem.setText("")
        return True

    def move(self, source: int, target: int) -> bool:
        return self._act(self.connection.move_seat, source, target)

    def kick(self, seat: int) -> bool:
        return self._act(self.connection.kick, seat)

    def seat_bot(self, seat: int, level: str) -> bool:
        return self._act(self.connection.seat_bot, seat, level)

    def open_seat(self, seat: int) -> bool:
        return self._act(self.connection.open_seat, seat)

    def fill_with_bots(self) -> None:
        from ..table_setup import default_bot_level

        level = default_bot_level(self.levels)
        for seat in list((self.connection.lobby or {}).get("seats") or []):
            if seat.get("kind") == "open":
                self.seat_bot(seat["seat"], level)

    def start(self) -> bool:
        return self._act(self.connection.start)

    # ---- a joined player's actions -----------------------------------------------------------------------
    def _take(self, seat: int) -> None:
        self.problem.setText("")
        self.connection.take_seat(seat)

    def _spectate(self) -> None:
        self.connection.spectate()

    def _on_error(self, _seat, code: str, params: dict) -> None:
        if code != "rate_limited":
            self.problem.setText(refusal_text(code))

    def _on_link(self, state: str) -> None:
        from .in_game import link_text

        text = link_text(state, self.connection)
        self.problem.setText(text)
