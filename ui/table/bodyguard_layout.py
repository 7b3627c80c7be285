"""Where things go on the Bodyguard table (scene units, 1600 x 1000): pure geometry, no items.

The viewer's seat sits at the bottom left, their hand fanned along the bottom edge beside it; the
draw and discard piles and the caption hold the centre. Every seat's hit cards lie in a block of
slots (weapon, location, weather, time, and a Deadly Martini waiting) next to its plate, on the
first side that collides with nothing already placed: toward the centre vertically, then
horizontally, then in either remaining direction; a wide block (3 x 2) first, then a tall one (2 x 3).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF

from .layout import CENTRE, HEIGHT, WIDTH, seat_positions
from .seat_item import PLATE

HIT = QSizeF(50, 70)  # large enough to read the type pictogram in the card's corner
GAP = 6
SLOTS = ["weapon", "location", "martini", "weather", "time"]  # reading order in a wide block
HAND = QSizeF(96, 134)
HAND_LEFT = 690
HAND_WIDTH = 600
HAND_BOTTOM = 968
VIEWER_SEAT = QPointF(150 + PLATE.width() / 2 - 20, 894)
VIEWER_BLOCK_LEFT = VIEWER_SEAT.x() + PLATE.width() / 2 + 14
PILE = QSizeF(100, 140)
PILE_Y = 445
CAPTION_Y = 372
# The centre stays clear for the caption, the round line, the piles and their counts.
CENTRE_BOX = QRectF(CENTRE.x() - 230, CAPTION_Y - 24, 460, PILE_Y + PILE.height() + 36 - (CAPTION_Y - 24))
MARGIN = 8
# The desk drawn by the table art (resources/art/build_art.py: a rounded rect inset 30):
# every card lies on it, none over its edge.
DESK = QRectF(0, 0, WIDTH, HEIGHT).adjusted(30, 30, -30, -30)


def _block(shape: str) -> QSizeF:
    columns, rows = (3, 2) if shape == "wide" else (2, 3)
    return QSizeF(columns * HIT.width() + (columns - 1) * GAP, rows * HIT.height() + (rows - 1) * GAP)


def slot_offset(shape: str, kind: str) -> QPointF:
    """Top-left of a hit kind's slot inside its block."""
    index = SLOTS.index(kind) if kind in SLOTS else SLOTS.index("martini")
    if shape == "tall":  # weapon location / weather time / martini
        index = ["weapon", "location", "weather", "time", "martini"].index(SLOTS[index])
        column, row = index % 2, index // 2
    else:
        column, row = index % 3, index // 3
    return QPointF(column * (HIT.width() + GAP), row * (HIT.height() + GAP))


def plate_rect(position: QPointF) -> QRectF:
    return QRectF(position.x() - PLATE.width() / 2, position.y() - PLATE.height() / 2, PLATE.width(), PLATE.height())


def hand_rect() -> QRectF:
    return QRectF(HAND_LEFT, HAND_BOTTOM - HAND.height() - 12, HAND_WIDTH, HAND.height() + 12)


def _candidates(position: QPointF, size: QSizeF) -> list[QRectF]:
    plate = plate_rect(position)
    below = QRectF(position.x() - size.width() / 2, plate.bottom() + MARGIN, size.width(), size.height())
    above = QRectF(position.x() - size.width() / 2, plate.top() - MARGIN - size.height(), size.width(), size.height())
    right = QRectF(plate.right() + MARGIN, position.y() - size.height() / 2, size.width(), size.height())
    left = QRectF(plate.left() - MARGIN - size.width(), position.y() - size.height() / 2, size.width(), size.height())
    vertical = [below, above] if position.y() < CENTRE.y() else [above, below]
    horizontal = [right, left] if position.x() < CENTRE.x() else [left, right]
    return vertical[:1] + horizontal[:1] + vertical[1:] + horizontal[1:]


def layout(players: int, bottom_seat: int) -> tuple[list[QPointF], list[tuple[str, QRectF]]]:
    """Every seat's plate centre, and its hit block (shape, rect)."""
    positions = seat_positions(players, bottom_seat)
    positions[bottom_seat] = QPointF(VIEWER_SEAT)
    table = DESK
    taken = [plate_rect(p) for p in positions] + [CENTRE_BOX, hand_rect()]
    blocks: list[tuple[str, QRectF] | None] = [None] * players
    wide = _block("wide")
    blocks[bottom_seat] = ("wide", QRectF(VIEWER_BLOCK_LEFT, VIEWER_SEAT.y() - wide.height() / 2, wide.width(), wide.height()))
    taken.append(blocks[bottom_seat][1])
    # Seats nearest the centre line first: they have the least room.
    order = sorted((s for s in range(players) if s != bottom_seat), key=lambda s: abs(positions[s].y() - CENTRE.y()))
    for seat in order:
        choice = None
        for shape in ("wide", "tall"):
            for rect in _candidates(positions[seat], _block(shape)):
                if table.contains(rect) and not any(rect.intersects(other) for other in taken):
                    choice = (shape, rect)
                    break
            if choice:
                break
        if choice is None:  # nothing is free: toward the centre anyway (never expected at 4-8 players)
            choice = ("wide", _candidates(positions[seat], wide)[0])
        blocks[seat] = choice
        taken.append(choice[1])
    return positions, blocks
