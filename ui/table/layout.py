"""Where seats and their tokens go around an oval table (scene units: the table art is 1600 x 1000)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

WIDTH, HEIGHT = 1600, 1000
CENTRE = QPointF(WIDTH / 2, HEIGHT / 2)
RADII = (640, 392)
TOKEN = 56
ROW = 3 * TOKEN + 2 * 8  # leader, team, vote side by side


def seat_positions(players: int, bottom_seat: int) -> list[QPointF]:
    """Seats clockwise around the oval, `bottom_seat` at the bottom centre (the viewer's own seat)."""
    positions = [QPointF()] * players
    for seat in range(players):
        step = (seat - bottom_seat) % players
        angle = math.pi / 2 + 2 * math.pi * step / players  # y grows downward: clockwise on screen
        positions[seat] = QPointF(CENTRE.x() + RADII[0] * math.cos(angle), CENTRE.y() + RADII[1] * math.sin(angle))
    return positions


def faces_up_or_down(position: QPointF) -> bool:
    """True for seats at the top or bottom of the oval (the centre is above or below them), False for
    seats at the sides: measured in the oval's own proportions."""
    return abs((CENTRE.y() - position.y()) / RADII[1]) >= abs((CENTRE.x() - position.x()) / RADII[0])


# The middle of a mission table: caption, mission slots and their labels, the vote track and its line.
TRACK_BOX = QRectF(468, 318, 664, 352)
TABLE_BOX = QRectF(12, 12, WIDTH - 24, HEIGHT - 24)


def token_row(position: QPointF, half_plate: tuple[float, float], half_row: tuple[float, float],
              others: list[QRectF] = (), gap: float = 6) -> tuple[QPointF, int]:
    """Where a seat's token row goes, touching its plate: (centre, direction). Direction is +1 / -1 for
    a row beside the plate running right / left from it (the leader token nearest the plate), 0 for a
    row above or below it. Tried in order: the side facing the centre (below a top seat, above a bottom
    one, beside a seat at the sides), then the other axis; the first clear of the mission track, the
    table's edge and the other plates wins. Never on a diagonal: a token never floats between seats."""
    vertical_sign = 1 if CENTRE.y() > position.y() else -1
    horizontal_sign = 1 if CENTRE.x() > position.x() else -1
    up_down = QPointF(position.x(), position.y() + vertical_sign * (half_plate[1] + half_row[1] + gap))
    away = QPointF(position.x(), position.y() - vertical_sign * (half_plate[1] + half_row[1] + gap))
    beside = QPointF(position.x() + horizontal_sign * (half_plate[0] + half_row[0] + gap), position.y())
    candidates = [(up_down, 0), (beside, horizontal_sign)] if faces_up_or_down(position) else \
        [(beside, horizontal_sign), (up_down, 0)]
    candidates.append((away, 0))
    for centre, direction in candidates:
        box = QRectF(centre.x() - half_row[0], centre.y() - half_row[1], 2 * half_row[0], 2 * half_row[1])
        if TABLE_BOX.contains(box) and not box.intersects(TRACK_BOX) and not any(box.intersects(o) for o in others):
            return centre, direction
    return candidates[0]
