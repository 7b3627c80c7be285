"""A seat at the table: a name plate with the seat's role card (face down unless known)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from ..art import Art, ArtItem
from ..fonts import font
from ..text import plain_tooltip

PLATE = QSizeF(236, 80)
CARD = QSizeF(46, 64)


class SeatItem(QGraphicsObject):
    """Draws a plate centred on its position. Clickable when the prompt lets the seat be chosen."""

    clicked = Signal(int)

    def __init__(self, art: Art, seat: int, accent: str, parent=None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.accent = QColor(accent)
        self.name = ""
        self.subtitle = ""
        self.active = False  # owes a decision now
        self.selectable = False
        self.selected = False
        self.is_you = False
        self.acted = False  # the seat whose action the table just showed
        self.on_team = False  # on the proposed team (during the vote and the mission)
        self.role_card = ArtItem(art, "common/hidden_role", CARD, parent=self)
        self.role_card.setPos(-PLATE.width() / 2 + 10, -CARD.height() / 2)
        self.side_badge = ArtItem(art, "common/good_token", QSizeF(26, 26), shadow="round", parent=self)
        self.side_badge.setPos(-PLATE.width() / 2 + 36, CARD.height() / 2 - 22)
        self.side_badge.hide()
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.ItemIsFocusable, False)

    def boundingRect(self) -> QRectF:
        return QRectF(-PLATE.width() / 2 - 4, -PLATE.height() / 2 - 4, PLATE.width() + 8, PLATE.height() + 8)

    def plate_rect(self) -> QRectF:
        return QRectF(-PLATE.width() / 2, -PLATE.height() / 2, PLATE.width(), PLATE.height())

    def set_state(self, name: str, subtitle: str, role_art: str, side_evil: bool | None,
                  active: bool, is_you: bool) -> None:
        self.name, self.subtitle, self.active, self.is_you = name, subtitle, active, is_you
        self.role_card.set_art(role_art)
        if side_evil is None:
            self.side_badge.hide()
        else:
            self.side_badge.set_art("common/evil_token" if side_evil else "common/good_token")
            self.side_badge.show()
        # Whatever a plate cuts short, its tooltip says in full.
        self.setToolTip(plain_tooltip(" · ".join(t for t in (name, subtitle) if t)) if self.elided_texts() else "")
        self.update()

    def elided_texts(self) -> list[str]:
        """The texts this plate draws cut short (even at its smallest font size)."""
        width = PLATE.width() - 66 - 12
        return [text for text, size, smallest, bold in ((self.name, 25, 18, True), (self.subtitle, 17, 12.5, False))
                if text and _fit(text, width, size, smallest, bold)[2]]

    def set_choice(self, selectable: bool, selected: bool) -> None:
        self.selectable, self.selected = selectable, selected
        self.setCursor(Qt.PointingHandCursor if selectable else Qt.ArrowCursor)
        self.update()

    def set_team(self, on_team: bool) -> None:
        if on_team != self.on_team:
            self.on_team = on_team
            self.update()

    def set_acted(self, acted: bool) -> None:
        if acted != self.acted:
            self.acted = acted
            self.update()

    def mousePressEvent(self, event) -> None:
        if self.selectable and event.button() == Qt.LeftButton:
            self.clicked.emit(self.seat)
            event.accept()
        else:
            super().mousePressEvent(event)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = self.plate_rect()
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setPen(Qt.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(0, 4), 16, 16)
        fill = QColor("#0e151a")
        fill.setAlpha(230)
        if self.selected:
            fill = QColor(self.accent).darker(190)
        painter.setBrush(fill)
        pen = QPen(QColor("#3a4d5a"), 2)
        if self.is_you:
            pen = QPen(QColor("#9fb0ba"), 2)
        if self.selectable:
            pen = QPen(self.accent, 3, Qt.DashLine)
        if self.selected:
            pen = QPen(self.accent.lighter(130), 4)
        if self.acted and not self.selectable:
            pen = QPen(QColor("#56B4E9"), 4)  # sky blue: "just acted" (amber: "owes a decision")
        if self.active and not self.selectable:
            pen = QPen(QColor("#f2b134"), 3)
        painter.setPen(pen)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 16, 16)
        if self.on_team:  # a team band along the plate's top edge: who is on the team, at a glance
            painter.setPen(Qt.NoPen)
            painter.setBrush(self.accent)
            painter.drawRoundedRect(QRectF(rect.left() + 18, rect.top() - 5, rect.width() - 36, 9), 4, 4)

        text_left = rect.left() + 66
        width = rect.right() - 12 - text_left
        painter.setPen(QColor("#f4f1ea"))
        name_font, name, _cut = _fit(self.name, width, 25, 18, bold=True)
        painter.setFont(name_font)
        painter.drawText(QRectF(text_left, rect.top() + 6, width, 38), Qt.AlignLeft | Qt.AlignVCenter, name)
        painter.setPen(QColor("#f2b134") if self.active else QColor("#9fb0ba"))
        sub_font, sub, _cut = _fit(self.subtitle, width, 17, 12.5)
        painter.setFont(sub_font)
        painter.drawText(QRectF(text_left, rect.top() + 42, width, 30), Qt.AlignLeft | Qt.AlignVCenter, sub)
        if self.active:  # an hourglass-like dot: "this seat owes a decision" (also said in words)
            painter.setPen(Qt.NoPen)
            painter.setBrush(QColor("#f2b134"))
            painter.drawEllipse(QPointF(rect.right() - 16, rect.top() + 16), 6, 6)


def _fit(text: str, width: float, size: float, smallest: float, bold: bool = False):
    """The largest font from `size` down to `smallest` that fits the text, and the text to draw with
    it (elided only when even the smallest is too wide); and whether it had to be cut."""
    while size > smallest and QFontMetricsF(font(size, bold=bold)).horizontalAdvance(text) > width:
        size -= 0.5
    chosen = font(size, bold=bold)
    metrics = QFontMetricsF(chosen)
    if metrics.horizontalAdvance(text) <= width:
        return chosen, text, False
    return chosen, metrics.elidedText(text, Qt.ElideRight, width), True
