"""Join a LAN table: the tables found on this network, live (name, game, free seats, a lock for a
password, and a version this copy cannot join, refused with its reason), or an address typed in."""
from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QFormLayout, QFrame, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QPushButton,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from .. import names
from ..text import tr
from . import LanOptions
from .icons import lock_icon
from .refusals import refusal_text

log = logging.getLogger(__name__)
JOIN_TIMEOUT = 10.0
COLUMNS = 5  # table, game, seats, status, access


def parse_address(text: str) -> tuple[str, int] | None:
    address, sep, port = text.strip().rpartition(":")
    if not sep or not address or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return address.strip("[]"), int(port)


class JoinScreen(QWidget):
    joined = Signal(object)  # a ui.lan.remote.RemoteTableConnection, seated or watching
    home_requested = Signal()

    def __init__(self, settings, options: LanOptions, run_task, parent=None) -> None:
        super().__init__(parent)
        from desktop.net.protocol import PROTOCOL_VERSION

        self.setObjectName("screen")
        self.settings = settings
        self.options = options
        self.run_task = run_task
        self.version = PROTOCOL_VERSION
        self.tables: list[dict] = []
        self.browser = None
        self.busy = False
        self._lock = lock_icon()

        title = QLabel(tr("join", "Join a LAN table"))
        title.setObjectName("title")
        self.name = QLineEdit(settings.player_name or "")
        self.name.setMaxLength(24)
        self.name.setPlaceholderText(tr("join", "Your name at the table"))
        self.name.setAccessibleName(tr("join", "Your name"))
        self.password = QLineEdit()
        self.password.setMaxLength(100)
        self.password.setEchoMode(QLineEdit.Password)
        self.password.setPlaceholderText(tr("join", "Only for a table that asks for one"))
        self.password.setAccessibleName(tr("join", "Table password"))
        form = QFormLayout()
        form.addRow(tr("join", "Your name"), self.name)
        form.addRow(tr("join", "Password"), self.password)

        found = QLabel(tr("join", "Tables on this network"))
        found.setObjectName("heading")
        self.list = QTableWidget(0, COLUMNS)
        self.list.setHorizontalHeaderLabels([tr("join", "Table"), tr("join", "Game"), tr("join", "Seats"),
                                             tr("join", "Status"), tr("join", "Access")])
        self.list.verticalHeader().hide()
        self.list.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.list.setSelectionBehavior(QAbstractItemView.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.list.setAccessibleName(tr("join", "Tables found on this network"))
        self.list.verticalHeader().setDefaultSectionSize(40)
        header = self.list.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.Stretch)
        for column in range(1, COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeToContents)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemDoubleClicked.connect(lambda _item: self.join_selected(spectate=False))
        self.searching = QLabel(tr("join", "Looking for tables on this network…"))
        self.searching.setObjectName("hint")
        self.searching.setWordWrap(True)
        self.reason = QLabel()
        self.reason.setObjectName("hint")
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.PlainText)
        self.sit_button = QPushButton(tr("join", "Take a seat"))
        self.sit_button.setObjectName("primary")
        self.sit_button.clicked.connect(lambda: self.join_selected(spectate=False))
        self.watch_button = QPushButton(tr("join", "Watch"))
        self.watch_button.clicked.connect(lambda: self.join_selected(spectate=True))
        list_buttons = QHBoxLayout()
        list_buttons.addWidget(self.reason, 1)
        list_buttons.addWidget(self.watch_button)
        list_buttons.addWidget(self.sit_button)

        by_address = QLabel(tr("join", "Or join by address"))
        by_address.setObjectName("heading")
        self.address = QLineEdit()
        self.address.setPlaceholderText(tr("join", "The address the host shows, e.g. 192.168.1.20:52000"))
        self.address.setAccessibleName(tr("join", "Table address"))
        self.address.returnPressed.connect(lambda: self.join_address(spectate=False))
        self.address_sit = QPushButton(tr("join", "Take a seat"))
        self.address_sit.clicked.connect(lambda: self.join_address(spectate=False))
        self.address_watch = QPushButton(tr("join", "Watch"))
        self.address_watch.clicked.connect(lambda: self.join_address(spectate=True))
        address_row = QHBoxLayout()
        address_row.addWidget(self.address, 1)
        address_row.addWidget(self.address_watch)
        address_row.addWidget(self.address_sit)

        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        back = QPushButton(tr("join", "Back to the home screen"))
        back.clicked.connect(self.home_requested)

        panel = QFrame()
        panel.setObjectName("panel")
        inner = QVBoxLayout(panel)
        inner.addWidget(found)
        inner.addWidget(self.list, 1)
        inner.addWidget(self.searching)
        inner.addLayout(list_buttons)
        inner.addSpacing(10)
        inner.addWidget(by_address)
        inner.addLayout(address_row)
        column = QVBoxLayout()
        column.addWidget(title)
        column.addLayout(form)
        column.addWidget(panel, 1)
        column.addWidget(self.problem)
        column.addWidget(back, 0, Qt.AlignLeft)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 6)
        outer.addStretch(1)
        self.password.textChanged.connect(self._selection_changed)
        self.show_tables([])

    # ---- discovery -------------------------------------------------------------------------------------
    async def async_start(self) -> None:
        from desktop.net.discovery import TableBrowser

        self.browser = TableBrowser(self.show_tables, self.options.interfaces)
        try:
            await self.browser.async_start()
        except OSError as error:  # no network for multicast: joining by address still works
            log.warning("cannot browse for tables: %s", error)
            self.browser = None
            self.searching.setText(tr("join", "This computer cannot look for tables on the network right now. "
                                              "Join by address instead."))

    async def async_close(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            await browser.async_close()

    def show_tables(self, tables: list[dict]) -> None:
        """Redraw the list, keeping the selected table selected."""
        chosen = self.selected_table()
        self.tables = list(tables)
        self.list.setRowCount(len(self.tables))
        for row, table in enumerate(self.tables):
            cells = (table.get("name") or tr("join", "(no name)"), names.game(table.get("game", "")),
                     tr("join", "%1 of %2 free", table.get("free_seats", 0), table.get("players", 0)),
                     self._status(table), self._access(table))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)  # plain text: a table's name shows exactly as typed
                if column == 0:
                    item.setToolTip(f"{table.get('address')}:{table.get('port')}")
                if column == COLUMNS - 1 and table.get("password") and table.get("version") == self.version:
                    item.setIcon(self._lock)
                self.list.setItem(row, column, item)
            if chosen is not None and table.get("instance") == chosen.get("instance"):
                self.list.selectRow(row)
        self.searching.setText(tr("join", "Looking for tables on this network…") if not self.tables else
                               tr("join", "Tables appear and update here as they open and fill."))
        self._selection_changed()

    def _status(self, table: dict) -> str:
        status = table.get("status")
        if status == "playing":
            return tr("join", "Playing")
        if status == "finished":
            return tr("join", "Between games")
        return tr("join", "Waiting for players")

    def _access(self, table: dict) -> str:
        if table.get("version") != self.version:
            return tr("join", "✕ Other version")
        return tr("join", "Password") if table.get("password") else tr("join", "Open")

    def selected_table(self) -> dict | None:
        rows = self.list.selectionModel().selectedRows() if self.list.selectionModel() else []
        if not rows or rows[0].row() >= len(self.tables):
            return None
        return self.tables[rows[0].row()]

    def refusal_for(self, table: dict, spectate: bool) -> str:
        """Why this copy cannot join the table ("" if it can try)."""
        if table.get("version") != self.version:
            return tr("join", "This table runs a different version of Safehouse (protocol %1; this copy speaks %2). "
                              "Install the same version as the host to join it.", table.get("version"), self.version)
        if not spectate and table.get("free_seats", 0) <= 0:
            return tr("join", "Every seat is taken: you can watch.")
        return ""

    def _selection_changed(self) -> None:
        table = self.selected_table()
        if table is None:
            self.sit_button.setEnabled(False)
            self.watch_button.setEnabled(False)
            self.reason.setText("")
            return
        self.sit_button.setEnabled(not self.refusal_for(table, spectate=False) and not self.busy)
        self.watch_button.setEnabled(not self.refusal_for(table, spectate=True) and not self.busy)
        reason = self.refusal_for(table, spectate=False)
        if not reason and table.get("password") and not self.password.text():
            reason = tr("join", "This table has a password: type it above.")
        self.reason.setText(reason)

    # ---- joining ----------------------------------------------------------------------------------------
    def join_selected(self, spectate: bool) -> None:
        table = self.selected_table()
        if table is None:
            return
        reason = self.refusal_for(table, spectate)
        if reason:
            self.problem.setText(reason)
            return
        self.run_task(self.async_join(table["address"], table["port"], spectate))

    def join_address(self, spectate: bool) -> None:
        target = parse_address(self.address.text())
        if target is None:
            self.problem.setText(refusal_text("bad_address"))
            return
        self.run_task(self.async_join(target[0], target[1], spectate))

    async def async_join(self, address: str, port: int, spectate: bool):
        """Join the table; on success emits `joined` with the connection, else shows why not."""
        from desktop.net.client import JoinRefused

        from .remote import RemoteTableConnection

        name = self.name.text().strip()
        if not name:
            self.problem.setText(tr("join", "Type your name first: the table shows it to everyone."))
            self.name.setFocus()
            return None
        if self.busy:
            return None
        self.busy = True
        self.problem.setText(tr("join", "Joining…"))
        try:
            connection = await asyncio.wait_for(
                RemoteTableConnection.async_join(address, port, name, self.password.text(), spectate=spectate,
                                                 options=self.options), JOIN_TIMEOUT)
        except JoinRefused as error:
            self.problem.setText(refusal_text(error.code))
            return None
        except (OSError, TimeoutError, asyncio.IncompleteReadError, ValueError):
            self.problem.setText(refusal_text("unreachable"))
            return None
        finally:
            self.busy = False
            self._selection_changed()
        self.problem.setText("")
        self.joined.emit(connection)
        return connection
