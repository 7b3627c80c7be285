"""Your win rates as a small bar chart, drawn with QPainter in the app's colours: a column per grouping
(by game, by side, against bots), a row per group: its name, then a bar and "60% · 3 of 5 games"."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from . import theme
from .text import tr, tr_n

Row = tuple[str, int, int]  # (label, won, played)


class WinChart(QWidget):
    BAR = 10  # px: a bar's thickness (it grows with the text)
    GAP = 24  # px between columns
    MIN_BAR = 48  # px: the shortest bar, when the rate's words need the room

    def __init__(self, high_contrast: bool = False, parent=None) -> None:
        super().__init__(parent)
        self.colours = theme.HIGH_CONTRAST if high_contrast else theme.DARK
        self.palette_ = theme.HIGH_CONTRAST_PALETTE if high_contrast else theme.HOME
        self.columns: list[tuple[str, list[Row]]] = []
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setAccessibleName(tr("record", "Win rates"))

    def set_columns(self, columns: list[tuple[str, list[Row]]]) -> None:
        """[(title, [(label, won, played), ...]), ...]; a column without rows is left out."""
        self.columns = [(title, rows) for title, rows in columns if rows]
        described = []
        for title, rows in self.columns:
            described.append(f"{title}: " + "; ".join(f"{label} {self.rate_text(won, played)}" for label, won, played in rows))
        self.setAccessibleDescription(". ".join(described) or tr("record", "No finished games yet"))
        self.updateGeometry()
        self.update()

    @staticmethod
    def rate_text(won: int, played: int) -> str:
        percent = round(100 * won / played) if played else 0
        return tr_n("record", "%1% · %2 of %n game", "%1% · %2 of %n games", played, percent, won)

    # ---- size ---------------------------------------------------------------------------------------
    def _row_height(self) -> int:
        line = self.fontMetrics().height()
        return 2 * line + max(6, line // 3)  # the name; the bar and its rate; a gap

    def _bar(self) -> int:
        return max(self.BAR, self.fontMetrics().height() // 2)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        rows = max([len(rows) for _title, rows in self.columns] or [0])
        height = line + 8 + max(1, rows) * self._row_height() + 4
        return QSize(600, height)

    def minimumSizeHint(self) -> QSize:
        return QSize(300, self.sizeHint().height())

    # ---- drawing ------------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        metrics = self.fontMetrics()
        line = metrics.height()
        ink, hint = QColor(self.palette_.ink), QColor(self.colours.hint)
        if not self.columns:
            painter.setPen(hint)
            painter.drawText(self.rect(), Qt.AlignCenter, tr("record", "No finished games yet"))
            return
        count = len(self.columns)
        width = (self.width() - self.GAP * (count - 1)) / count
        bold = self.font()
        bold.setBold(True)
        for index, (title, rows) in enumerate(self.columns):
            left = index * (width + self.GAP)
            painter.setFont(bold)
            painter.setPen(QColor(self.palette_.light))
            painter.drawText(QRectF(left, 0, width, line), Qt.AlignLeft | Qt.AlignVCenter,
                             painter.fontMetrics().elidedText(title, Qt.ElideRight, int(width)))
            painter.setFont(self.font())
            top = line + 8
            for label, won, played in rows:
                self._draw_row(painter, QRectF(left, top, width, self._row_height()), label, won, played, ink, hint)
                top += self._row_height()
        painter.end()

    def _draw_row(self, painter: QPainter, box: QRectF, label: str, won: int, played: int, ink: QColor, hint: QColor) -> None:
        """The group's name on its own line (the column's whole width), then the bar with its rate beside it."""
        metrics = painter.fontMetrics()
        line = metrics.height()
        painter.setPen(ink)
        painter.drawText(QRectF(box.left(), box.top(), box.width(), line), Qt.AlignLeft | Qt.AlignVCenter,
                         metrics.elidedText(label, Qt.ElideRight, int(box.width())))
        rate = self.rate_text(won, played)
        rate_width = min(metrics.horizontalAdvance(rate) + 8, box.width() - self.MIN_BAR)  # the bar gives way first
        painter.setPen(hint)
        painter.drawText(QRectF(box.right() - rate_width, box.top() + line, rate_width, line), Qt.AlignRight | Qt.AlignVCenter,
                         metrics.elidedText(rate, Qt.ElideRight, int(rate_width)))
        bar = self._bar()
        track = QRectF(box.left(), box.top() + line + (line - bar) / 2, box.width() - rate_width - 4, bar)
        painter.setPen(QPen(QColor(self.colours.panel_border), 1))
        painter.setBrush(QColor(self.colours.field))
        painter.drawRoundedRect(track, bar / 2, bar / 2)
        if played and won:
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor(self.palette_.accent))
            painter.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * won / played, bar), bar / 2, bar / 2)
