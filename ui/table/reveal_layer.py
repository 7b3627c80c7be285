"""Plays a reveal timetable (reveals.py) over the table: a panel in the centre of the scene.

Votes turn over at the seats (the scene does that); here go the mission cards (shuffled, then turned
one at a time), the result banner, Bodyguard's round summary, the game-end banner and the role card.
A click anywhere on the panel skips to the end. With reduced motion nothing moves: the result shows
at once and holds.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTextOption
from PySide6.QtWidgets import QGraphicsObject, QGraphicsTextItem

from ..art import Art, ArtItem
from ..fonts import font
from .layout import CENTRE
from .card_names import NamedCard
from .mission_track import centred_text, set_centred
from .motion import Motion, Timeline
from .reveals import Reveal

CARD = QSizeF(100, 140)
DIM = QRectF(-CENTRE.x(), -CENTRE.y(), 2 * CENTRE.x(), 2 * CENTRE.y())  # the whole table, around the centre
SMALL = QSizeF(44, 62)


class RevealLayer(QGraphicsObject):
    finished = Signal()
    skipped = Signal()  # the player clicked the reveal away

    def __init__(self, art: Art, motion: Motion, accent: str, light: str) -> None:
        super().__init__()
        self.art = art
        self.motion = motion
        self.accent = QColor(accent)
        self.rect = QRectF(-420, -190, 840, 380)
        self.setPos(CENTRE)
        self.setZValue(50)
        self.title = centred_text("", 40, light, bold=True, parent=self)
        self.lines: list = []
        self.items: list[ArtItem] = []
        self.timeline = Timeline(self)
        self.reveal: Reveal | None = None
        self.light = light
        self.hide()

    def boundingRect(self) -> QRectF:
        return DIM

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.Antialiasing)
        painter.fillRect(DIM, QColor(0, 0, 0, 110))  # the table dims behind the moment
        path = QPainterPath()
        path.addRoundedRect(self.rect, 22, 22)
        painter.fillPath(path.translated(0, 5), QColor(0, 0, 0, 90))
        painter.fillPath(path, QColor(12, 16, 20, 250))
        painter.setPen(QPen(self.accent, 3))
        painter.drawPath(path)

    def mousePressEvent(self, event) -> None:  # skippable (ART.md): a click ends the reveal
        self.skip()
        self.skipped.emit()
        event.accept()

    # ---- playing -------------------------------------------------------------------------------------
    def _reset(self, height: float, width: float = 840) -> None:
        self.title.setFont(font(40, True))
        self.timeline.cancel()
        for item in self.items + self.lines:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items, self.lines = [], []
        self.prepareGeometryChange()
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        set_centred(self.title, "")
        self.title.setPos(0, self.rect.top() + 42)

    def _text(self, text: str, y: float, size: float = 22, colour: str | None = None, bold: bool = False, x: float = 0):
        item = centred_text(text, size, colour or self.light, bold=bold, parent=self)
        item.setPos(x, y)
        self.lines.append(item)
        return item

    def _card(self, name: str, size: QSizeF, top_left: QPointF, label: str = "") -> ArtItem:
        item = NamedCard(self.art, name, size, label, parent=self)
        item.setPos(top_left)
        self.items.append(item)
        return item

    def _finish_after(self, reveal: Reveal) -> None:
        self.timeline.at(reveal.length, self.skip)

    def skip(self) -> None:
        self.timeline.cancel()
        if self.isVisible():
            self.hide()
            self.reveal = None
            self.finished.emit()

    def play_mission(self, reveal: Reveal, faces: list[str], banner: str, failed: bool) -> None:
        """Cards face down, shuffled, then turned one at a time; then the result banner."""
        self._reset(330)
        self.reveal = reveal
        set_centred(self.title, "")
        count = len(faces)
        step = CARD.width() + 18
        left = -(count * step - 18) / 2
        homes = [QPointF(left + index * step, -CARD.height() / 2 - 20) for index in range(count)]
        cards = [self._card("common/card_back", CARD, home) for home in homes]
        banner_item = self._text(banner, self.rect.bottom() - 50, 28, "#D55E00" if failed else "#56B4E9", bold=True)
        banner_item.hide()
        for step_ in reveal.steps:
            if step_.kind == "shuffle" and step_.length > 0:
                half = step_.length // 2
                for index, card in enumerate(cards):  # a quick shuffle: every card slides to the middle and back
                    self.timeline.at(step_.at, lambda c=card, ms=half: self.motion.move(c, QPointF(-CARD.width() / 2, c.pos().y()), ms))
                    self.timeline.at(step_.at + half, lambda c=card, h=homes[index], ms=half: self.motion.move(c, h, ms))
            elif step_.kind == "turn" and step_.index < count:
                card, face = cards[step_.index], faces[step_.index]
                self.timeline.at(step_.at, lambda c=card, f=face, ms=max(1, step_.length): (c.set_art(f"common/{f}"), self.motion.appear(c, ms)))
            elif step_.kind == "banner":
                self.timeline.at(step_.at, banner_item.show)
        if all(s.length == 0 for s in reveal.steps if s.kind != "banner"):  # reduced motion: all at once
            for card, face in zip(cards, faces):
                card.set_art(f"common/{face}")
        self.show()
        self._finish_after(reveal)

    def play_summary(self, reveal: Reveal, title: str, rows: list[tuple[str, str, str, list[str], str]]) -> None:
        """Bodyguard's round summary: per seat its role (art and name), the hits it took, its points."""
        row_height = 70
        self._reset(120 + row_height * len(rows), 1140)
        self.reveal = reveal
        set_centred(self.title, title)
        top = self.rect.top() + 88
        left = self.rect.left()
        for index, (name, art_name, role, hits, points) in enumerate(rows):
            y = top + index * row_height
            middle = y + SMALL.height() / 2
            self._card(art_name, SMALL, QPointF(left + 40, y))
            self._text(name, middle, 26, bold=True, x=left + 220)
            self._text(role, middle, 24, "#b9b3a6", x=left + 450)
            for slot, hit in enumerate(hits):
                self._card(hit, SMALL, QPointF(left + 590 + slot * (SMALL.width() + 8), y))
            self._text(points, middle, 26, bold=True, x=left + 1010)
        self.show()
        self.motion.appear(self, 200)
        self._finish_after(reveal)

    def play_banner(self, reveal: Reveal, title: str, lines: list[str], art_name: str | None = None,
                    card_label: str = "") -> None:
        """The game's end, or the viewer's role card: a big line, a few wrapped ones, maybe a card."""
        self._reset(340 if art_name else 210)
        self.reveal = reveal
        body = QGraphicsTextItem(self)
        body.setDefaultTextColor(QColor(self.light))
        body.setFont(font(27))
        body.setPlainText("\n".join(lines))  # plain text: names are never rich text
        option = QTextOption(Qt.AlignLeft if art_name else Qt.AlignHCenter)
        option.setWrapMode(QTextOption.WordWrap)
        body.document().setDefaultTextOption(option)
        if art_name:
            self._card(art_name, QSizeF(160, 224), QPointF(self.rect.left() + 34, self.rect.top() + 60), card_label)
            left = self.rect.left() + 230
            self.title.setPos(left + (self.rect.right() - 30 - left) / 2, self.rect.top() + 84)
        else:
            left = self.rect.left() + 40
        room = self.rect.right() - 30 - left
        size = 40.0
        while size > 22 and QFontMetricsF(font(size, True)).horizontalAdvance(title) > room:
            size -= 1  # a long role name ("Loyal Servant of Arthur") shrinks rather than spill over
        self.title.setFont(font(size, True))
        set_centred(self.title, title)
        body.setTextWidth(room)
        body.setPos(left, self.title.pos().y() + 38)
        self.lines.append(body)
        self.show()
        self.motion.appear(self, 200)
        self._finish_after(reveal)
