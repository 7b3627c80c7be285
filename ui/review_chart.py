"""The review's belief chart: who looked like a spy when, one line per seat, round by round.

Drawn with QPainter in the app's theme. Each seat has its own colour and its own marker shape, so the
lines can be told apart without colour; the legend names them (names are drawn as plain text).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from .text import tr
from .theme import DARK, palette

# Okabe-Ito and friends: distinct for most colour vision, on the dark panel.
LINE_COLOURS = ["#56B4E9", "#E69F00", "#009E73", "#F0E442", "#CC79A7", "#D55E00", "#0072B2", "#FFFFFF", "#999999", "#A6D854"]
MARKERS = ["circle", "square", "triangle", "diamond", "cross", "circle", "square", "triangle", "diamond", "cross"]


class BeliefChart(QWidget):
    def __init__(self, game: str, parent=None) -> None:
        super().__init__(parent)
        self.game = game
        self.points: list[dict] = []  # {"round": n, "odds": {seat: p}}
        self.seat_names: list[str] = []
        self.hidden: set[int] = set()  # seats not drawn (the reviewed seat: its own odds say nothing)
        self.marked_round: int | None = None  # the selected moment's round, shaded
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)
        self.setMinimumHeight(180)
        self.setAccessibleName(tr("review", "Belief chart"))

    def sizeHint(self) -> QSize:
        return QSize(640, 280)

    def set_belief(self, points: list[dict], seat_names: list[str], hidden: set[int]) -> None:
        self.points, self.seat_names, self.hidden = points, seat_names, hidden
        self.setAccessibleDescription(self.describe())
        self.update()

    def mark_round(self, round_number: int | None) -> None:
        self.marked_round = round_number
        self.update()

    def seats(self) -> list[int]:
        return [s for s in range(len(self.seat_names)) if s not in self.hidden]

    def describe(self) -> str:
        """The chart in words, for a screen reader: each seat's odds at the end."""
        if not self.points:
            return ""
        last = self.points[-1]["odds"]
        return "; ".join(f"{self.seat_names[s]} {round(100 * last.get(s, 0.0))}%" for s in self.seats())

    # ---- drawing --------------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.Antialiasing)
        colours = palette(self.game)
        painter.fillRect(self.rect(), QColor(DARK.panel))
        font = QFont(self.font())
        metrics = painter.fontMetrics()
        legend_width = min(self.width() // 3, max((metrics.horizontalAdvance(n) for n in self.seat_names), default=0) + 44)
        line = metrics.height()
        plot = QRectF(metrics.horizontalAdvance("100%") + 14, line + 8, self.width() - legend_width - metrics.horizontalAdvance("100%") - 30,
                      self.height() - 2 * line - 20)
        if plot.width() < 40 or plot.height() < 40:
            return
        painter.setFont(font)
        # the frame: 0, 50 and 100%
        grid = QPen(QColor(DARK.panel_border), 1)
        for fraction in (0.0, 0.5, 1.0):
            y = plot.bottom() - fraction * plot.height()
            painter.setPen(grid)
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(DARK.hint))
            painter.drawText(QRectF(0, y - line / 2, plot.left() - 6, line), Qt.AlignRight | Qt.AlignVCenter, f"{round(fraction * 100)}%")
        count = len(self.points)
        if count == 0:
            return
        step = plot.width() / max(1, count - 1)

        def x_of(index: int) -> float:
            return plot.left() + (index * step if count > 1 else plot.width() / 2)

        for index, point in enumerate(self.points):
            label = tr("review", "Start") if point["round"] == 0 else tr("review", "After %1", point["round"])
            if self.marked_round is not None and point["round"] == self.marked_round - 1 and index + 1 < count:
                painter.fillRect(QRectF(x_of(index), plot.top(), step, plot.height()), QColor(colours.accent).darker(300))
            painter.setPen(QColor(DARK.hint))
            painter.drawText(QRectF(x_of(index) - step / 2, plot.bottom() + 4, step, line), Qt.AlignHCenter | Qt.AlignTop, label)
        painter.setPen(QColor(colours.light))
        title = tr("review", "Chance of being a spy, as the coach saw it from your seat") if self.game != "bodyguard" else \
            tr("review", "Chance of being the assassin, as the coach saw it from your seat")
        painter.drawText(QRectF(plot.left(), 0, plot.width() + legend_width, line + 4), Qt.AlignLeft | Qt.AlignVCenter,
                         metrics.elidedText(title, Qt.ElideRight, int(plot.width() + legend_width)))
        for order, seat in enumerate(self.seats()):
            colour = QColor(LINE_COLOURS[seat % len(LINE_COLOURS)])
            path = QPainterPath()
            dots = []
            joined = False  # a seat with no odds at a point (Bodyguard's President) breaks its line there
            for index, point in enumerate(self.points):
                if seat not in point["odds"]:
                    joined = False
                    continue
                p = QPointF(x_of(index), plot.bottom() - point["odds"][seat] * plot.height())
                path.lineTo(p) if joined else path.moveTo(p)
                joined = True
                dots.append(p)
            painter.setPen(QPen(colour, 2.2))
            painter.setBrush(Qt.NoBrush)
            painter.drawPath(path)
            for dot in dots:
                _marker(painter, MARKERS[seat % len(MARKERS)], dot, 4.5, colour)
            # the legend
            y = plot.top() + order * (line + 6)
            _marker(painter, MARKERS[seat % len(MARKERS)], QPointF(plot.right() + 22, y + line / 2), 5, colour)
            painter.setPen(QColor(colours.ink))
            painter.drawText(QRectF(plot.right() + 34, y, legend_width - 36, line), Qt.AlignLeft | Qt.AlignVCenter,
                             metrics.elidedText(self.seat_names[seat], Qt.ElideRight, int(legend_width - 36)))
        painter.end()


def _marker(painter: QPainter, shape: str, at: QPointF, size: float, colour: QColor) -> None:
    painter.setPen(QPen(colour, 1.5))
    painter.setBrush(colour)
    x, y = at.x(), at.y()
    if shape == "square":
        painter.drawRect(QRectF(x - size, y - size, 2 * size, 2 * size))
    elif shape == "triangle":
        painter.drawPolygon(QPolygonF([QPointF(x, y - size * 1.2), QPointF(x + size * 1.1, y + size), QPointF(x - size * 1.1, y + size)]))
    elif shape == "diamond":
        painter.drawPolygon(QPolygonF([QPointF(x, y - size * 1.3), QPointF(x + size * 1.1, y), QPointF(x, y + size * 1.3), QPointF(x - size * 1.1, y)]))
    elif shape == "cross":
        painter.setPen(QPen(colour, 2.5))
        painter.drawLine(QPointF(x - size, y - size), QPointF(x + size, y + size))
        painter.drawLine(QPointF(x - size, y + size), QPointF(x + size, y - size))
    else:
        painter.drawEllipse(at, size, size)
