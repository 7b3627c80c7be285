"""Where seats and their tokens go around an oval table (scene units: the table art is 1600 x 1000)."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF

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


def inward(position: QPointF, half_plate: tuple[float, float], half_row: tuple[float, float], gap: float = 10) -> QPointF:
    """The centre of a token row placed toward the table's centre, just clear of the seat's plate."""
    dx, dy = CENTRE.x() - position.x(), CENTRE.y() - position.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    limits = []
    if abs(ux) > 1e-6:
        limits.append((half_plate[0] + half_row[0] + gap) / abs(ux))
    if abs(uy) > 1e-6:
        limits.append((half_plate[1] + half_row[1] + gap) / abs(uy))
    distance = min(limits)
    return QPointF(position.x() + ux * distance, position.y() + uy * distance)
