"""The vote history grid: one row per vote (round, leader, team, every seat's vote, the result).

Approve and reject differ by symbol as well as colour (✓ in a circle, ✗ in a square).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from .text import plain_tooltip, tr
from .theme import APPROVE, REJECT

APPROVE_MARK, REJECT_MARK = "✔", "✘"


class VoteGrid(QTableWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.NoSelection)
        self.verticalHeader().hide()
        self.setAccessibleName(tr("votes", "Vote history"))
        self.setFocusPolicy(Qt.NoFocus)
        self._shown: tuple | None = None

    def show_history(self, history: list[dict], seat_names: list[str]) -> None:
        key = (len(history), tuple(seat_names))
        if key == self._shown:
            return
        self._shown = key
        players = len(seat_names)
        # Team members are the shaded, bold cells; the leader's vote carries a star.
        headers = [tr("votes", "#")] + [_short(n) for n in seat_names] + [tr("votes", "OK")]
        self.clear()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        for column, name in enumerate(seat_names, start=1):
            self.horizontalHeaderItem(column).setToolTip(plain_tooltip(name))
        self.setRowCount(len(history))
        for row, record in enumerate(history):
            mission = record["mission"] + 1 if record.get("mission") is not None else record["round"] + 1
            team = ", ".join(seat_names[s] for s in record["team"])
            self.setItem(row, 0, _cell(tr("votes", "%1·%2", mission, record["proposal"]), tooltip=plain_tooltip(
                tr("votes", "Mission %1, team %2. Leader: %3. Team: %4", mission, record["proposal"],
                   seat_names[record["leader"]], team))))
            votes = record.get("votes") or {}
            for seat in range(players):
                vote = votes.get(str(seat))
                text = "" if vote is None else (APPROVE_MARK if vote else REJECT_MARK)
                item = _cell(text + ("★" if seat == record["leader"] else ""), centre=True)
                if vote is not None:
                    item.setForeground(QBrush(QColor(APPROVE if vote else REJECT)))
                    item.setToolTip(tr("votes", "Approve") if vote else tr("votes", "Reject"))
                if seat in record["team"]:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    item.setBackground(QBrush(QColor(43, 179, 163, 45)))
                self.setItem(row, seat + 1, item)
            result = tr("votes", "Yes") if record["approved"] else tr("votes", "No")
            if record.get("votes") is None:
                result = tr("votes", "Auto")
            self.setItem(row, players + 1, _cell(result, centre=True))
        self.fit_columns()
        self.scrollToBottom()

    def fit_columns(self) -> None:
        """Every column as wide as its widest cell ("✘★" never elides); spare width is shared out
        between the seat columns, and a table too wide for the panel scrolls sideways instead."""
        header = self.horizontalHeader()
        header.setMinimumSectionSize(8)
        header.setSectionResizeMode(QHeaderView.Fixed)
        columns = self.columnCount()
        if not columns:
            return
        widths = self.content_widths()
        spare = self.viewport().width() - sum(widths)
        seats = max(1, columns - 2)
        for column, width in enumerate(widths):
            if 0 < column < columns - 1 and spare > 0:
                width += spare // seats
            header.resizeSection(column, width)

    def content_widths(self) -> list[int]:
        header = self.horizontalHeader()
        return [max(self.sizeHintForColumn(column), header.sectionSizeHint(column)) + 4
                for column in range(self.columnCount())]

    def natural_width(self) -> int:
        """The width that shows every column whole, without a sideways scroll bar."""
        scroll = self.verticalScrollBar().sizeHint().width()
        return sum(self.content_widths()) + scroll + 2 * self.frameWidth() + 2

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_columns()


def _short(name: str) -> str:
    return name if len(name) <= 3 else name[:3]


def _cell(text: str, tooltip: str = "", centre: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)  # QTableWidgetItem text is plain: names never render as HTML
    if tooltip:
        item.setToolTip(tooltip)
    if centre:
        item.setTextAlignment(Qt.AlignCenter)
    return item
