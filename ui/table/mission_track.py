"""The centre of a mission table: five mission slots with team sizes, results and the vote track."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsItem, QGraphicsSimpleTextItem

from .. import names
from ..art import Art, ArtItem
from ..fonts import font
from ..text import tr
from .art_names import mission_art
from .motion import Motion

SLOT = 108
SLOT_GAP = 134
VOTE_DOT = 46
VOTE_GAP = 62


def centred_text(text: str, size: float, colour: str, bold: bool = False, parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
    """Plain text (never rich text) whose origin is its centre."""
    item = QGraphicsSimpleTextItem(parent)
    item.setFont(font(size, bold))
    item.setBrush(QColor(colour))
    set_centred(item, text)
    return item


def set_centred(item: QGraphicsSimpleTextItem, text: str) -> None:
    item.setText(text)
    rect = item.boundingRect()
    item.setTransform(item.transform().fromTranslate(-rect.width() / 2, -rect.height() / 2))


class MissionTrack:
    """Owns the centre items; `show` updates them from a view."""

    def __init__(self, scene, art: Art, game: str, motion: Motion, centre: QPointF, light: str, hint: str) -> None:
        self.game = game
        self.motion = motion
        self.art = art
        self.slots: list[ArtItem] = []
        self.sizes: list[QGraphicsSimpleTextItem] = []
        self.counts: list[QGraphicsSimpleTextItem] = []
        self.two_fail: list[ArtItem] = []
        self.results: list[str | None] = [None] * 5
        for index in range(5):
            x = centre.x() + (index - 2) * SLOT_GAP
            slot = ArtItem(art, mission_art(game, None), QSizeF(SLOT, SLOT), shadow="round")
            slot.setPos(x - SLOT / 2, centre.y() - SLOT / 2)
            scene.addItem(slot)
            size = centred_text("", 50, light, bold=True)
            size.setPos(x, centre.y())
            size.setZValue(2)
            scene.addItem(size)
            count = centred_text("", 19, hint)
            count.setPos(x, centre.y() + SLOT / 2 + 20)
            scene.addItem(count)
            mark = ArtItem(art, "resistance/two_fail_mark", QSizeF(56, 35), shadow=None)
            mark.setPos(x + SLOT / 2 - 44, centre.y() - SLOT / 2 - 14)
            mark.setZValue(3)
            mark.setToolTip(tr("table", "This mission fails only with two Fail cards."))
            scene.addItem(mark)
            self.slots.append(slot)
            self.sizes.append(size)
            self.counts.append(count)
            self.two_fail.append(mark)
        self.current = QGraphicsEllipseItem(QRectF(-SLOT / 2 - 9, -SLOT / 2 - 9, SLOT + 18, SLOT + 18))
        self.current.setPen(QPen(QColor(light), 5))
        self.current.setZValue(1)
        scene.addItem(self.current)
        self.title = centred_text(tr("table", "Missions"), 20, hint)
        self.title.setPos(centre.x(), centre.y() - SLOT / 2 - 30)
        scene.addItem(self.title)

        vote_y = centre.y() + SLOT / 2 + 96
        self.vote_dots: list[QGraphicsEllipseItem] = []
        self.vote_numbers = []
        for index in range(5):
            x = centre.x() + (index - 2) * VOTE_GAP
            dot = QGraphicsEllipseItem(QRectF(-VOTE_DOT / 2, -VOTE_DOT / 2, VOTE_DOT, VOTE_DOT))
            dot.setPos(x, vote_y)
            dot.setBrush(QColor(0, 0, 0, 90))
            # The fifth space ends the game: drawn as a thicker vermillion ring, not by colour alone.
            dot.setPen(QPen(QColor("#D55E00") if index == 4 else QColor("#4a5d6a"), 4 if index == 4 else 2))
            scene.addItem(dot)
            number = centred_text(str(index + 1), 20, "#9fb0ba", bold=True)
            number.setPos(x, vote_y)
            scene.addItem(number)
            self.vote_dots.append(dot)
        self.vote_marker = ArtItem(art, "common/vote_marker", QSizeF(VOTE_DOT, VOTE_DOT), shadow="round")
        self.vote_marker.setZValue(4)
        scene.addItem(self.vote_marker)
        self.vote_y = vote_y
        self.centre = centre
        self.vote_label = centred_text("", 18, hint)
        self.vote_label.setPos(centre.x(), vote_y + VOTE_DOT / 2 + 18)
        scene.addItem(self.vote_label)

    def show(self, view: dict) -> None:
        sizes = view["team_sizes"]
        for index in range(5):
            record = view["missions"][index]
            result = record["result"] if record else None
            if result != self.results[index]:
                self.slots[index].set_art(mission_art(self.game, result))
                if result:
                    self.motion.appear(self.slots[index], 240)
                self.results[index] = result
            set_centred(self.sizes[index], "" if record else str(sizes[index]))
            if record:
                text = tr("table", "%1 ✓   %2 ✗", record["successes"], record["fails"])
            else:
                text = tr("table", "%1 players", sizes[index])
            set_centred(self.counts[index], text)
            self.two_fail[index].setVisible(view["fails_needed"][index] >= 2)
            self.two_fail[index].setToolTip(tr("table", "Mission %1 needs two Fail cards to fail.", index + 1))
        current = view.get("mission")
        if current is None and not view["options"].get("targeting") and not view.get("outcome"):
            current = view.get("round")
        if current is not None and 0 <= current < 5 and view["missions"][current] is None:
            self.current.setPos(self.slots[current].pos() + QPointF(SLOT / 2, SLOT / 2))
            self.current.show()
        else:
            self.current.hide()
        track = min(view.get("vote_track", 0), 4)
        target = QPointF(self.centre.x() + (track - 2) * VOTE_GAP - VOTE_DOT / 2, self.vote_y - VOTE_DOT / 2)
        if self.vote_marker.pos() == QPointF(0, 0):
            self.vote_marker.setPos(target)
        self.motion.move(self.vote_marker, target)
        set_centred(self.vote_label, tr("table", "Team %1 of 5 this round · five rejections and %2 win",
                                        view.get("vote_track", 0) + 1, names.side(view["sides"][1])))
