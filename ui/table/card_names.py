"""The name in a card's name plate. Our card art leaves the plate blank (one art, three languages);
the app writes the name into it, shrunk to fit, wherever the card is drawn large enough to read.

Plate rectangles are in the art's 126 x 176 card units, as resources/art/build_art.py draws them.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from ..art import ArtItem
from ..fonts import font

CARD_W, CARD_H = 126, 176
DECK_PLATE = (14, 126, 98, 22)  # Bodyguard hit and action cards
ROLE_PLATE = (12, 136, 102, 26)  # Resistance and Bodyguard role cards
AVALON_PLATE = (18, 136, 90, 22)
SMALLEST_READABLE = 60  # px: below this card width, a name would be a smear


def plate(art_name: str) -> tuple[tuple[float, float, float, float], str] | None:
    """The plate of a card art and the ink to write in it, or None for art without one."""
    folder, _, name = art_name.partition("/")
    if folder == "bodyguard":
        if name.startswith(("hit_", "action_")):
            return DECK_PLATE, "#1b1b1e" if name.startswith("hit_") else "#f4f1ea"
        if name.endswith("_card") and name != "card_back":
            return ROLE_PLATE, "#1b1b1e"
        return None
    if folder == "resistance" and "_card" in name and not name.startswith("plot_"):
        return ROLE_PLATE, "#f4f1ea"
    if folder == "avalon" and not name.startswith(("quest_", "lady", "excalibur", "sire", "ref_", "lancelot_no",
                                                   "lancelot_switch", "loyalty", "table")):
        return AVALON_PLATE, "#efe3c2"
    return None


def paint_name(painter: QPainter, card: QRectF, art_name: str, text: str) -> None:
    """Write `text` in the plate of the card drawn in `card` (nothing if too small or plate-less)."""
    found = plate(art_name)
    if found is None or not text or card.width() < SMALLEST_READABLE:
        return
    (x, y, w, h), ink = found
    sx, sy = card.width() / CARD_W, card.height() / CARD_H
    box = QRectF(card.left() + (x + 3) * sx, card.top() + y * sy, (w - 6) * sx, h * sy)
    size = box.height() * 0.62
    while size > 6 and QFontMetricsF(font(size, bold=True)).horizontalAdvance(text) > box.width():
        size -= 0.5  # "Martini mortal", "Ubicación": shrink to fit rather than spill over
    painter.save()
    painter.setFont(font(size, bold=True))
    painter.setPen(QColor(ink))
    metrics = QFontMetricsF(painter.font())
    painter.drawText(box, Qt.AlignCenter, metrics.elidedText(text, Qt.ElideRight, box.width()))
    painter.restore()


class NamedCard(ArtItem):
    """A card in a scene with its name written in its plate."""

    def __init__(self, art, name: str, size, label: str = "", shadow: str | None = "card", parent=None) -> None:
        super().__init__(art, name, size, shadow=shadow, parent=parent)
        self.label = label

    def set_label(self, label: str) -> None:
        if label != self.label:
            self.label = label
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        paint_name(painter, QRectF(0, 0, self.size.width(), self.size.height()), self.name, self.label)
