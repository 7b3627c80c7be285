"""The app's small control icons, drawn with QPainter (never font symbols, which a font may lack).

One family: flat, rounded, 2-px strokes at 1x (ART.md), in the text colour of the theme. Each icon is
drawn at the device pixel ratio asked for, so it stays crisp at 150% and on HiDPI screens.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

INK = "#eef2f4"
DISABLED = "#66757f"


def _triangle(painter: QPainter, box: QRectF, pointing_right: bool) -> None:
    left, right, top, bottom = box.left(), box.right(), box.top(), box.bottom()
    if pointing_right:
        points = [QPointF(left, top), QPointF(right, box.center().y()), QPointF(left, bottom)]
    else:
        points = [QPointF(right, top), QPointF(left, box.center().y()), QPointF(right, bottom)]
    painter.drawPolygon(QPolygonF(points))


def _draw_step(painter: QPainter, size: float, kind: str) -> None:
    """start |◀  back ◀  next ▶  end ▶| — the replay's four steps."""
    unit = size / 16
    body = QRectF(4 * unit, 3 * unit, 8 * unit, 10 * unit)
    if kind in ("start", "end"):
        bar = QRectF(3 * unit if kind == "start" else 11.5 * unit, 3 * unit, 1.8 * unit, 10 * unit)
        painter.drawRoundedRect(bar, 0.6 * unit, 0.6 * unit)
        body = QRectF(5.5 * unit, 3 * unit, 7 * unit, 10 * unit) if kind == "start" else QRectF(3.5 * unit, 3 * unit, 7 * unit, 10 * unit)
    _triangle(painter, body, pointing_right=kind in ("next", "end"))


def _draw_speaker(painter: QPainter, size: float, kind: str) -> None:
    unit = size / 16
    path = QPainterPath()
    path.moveTo(2 * unit, 6 * unit)
    path.lineTo(5 * unit, 6 * unit)
    path.lineTo(9 * unit, 2.5 * unit)
    path.lineTo(9 * unit, 13.5 * unit)
    path.lineTo(5 * unit, 10 * unit)
    path.lineTo(2 * unit, 10 * unit)
    path.closeSubpath()
    painter.drawPath(path)
    pen = QPen(painter.brush().color(), 1.6 * unit, Qt.SolidLine, Qt.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    if kind == "sound_on":
        painter.drawArc(QRectF(8 * unit, 5 * unit, 5 * unit, 6 * unit), -50 * 16, 100 * 16)
        painter.drawArc(QRectF(8 * unit, 2.5 * unit, 7 * unit, 11 * unit), -50 * 16, 100 * 16)
    else:  # muted: a cross
        painter.drawLine(QPointF(11 * unit, 6 * unit), QPointF(15 * unit, 10 * unit))
        painter.drawLine(QPointF(15 * unit, 6 * unit), QPointF(11 * unit, 10 * unit))


DRAWERS = {
    "start": _draw_step, "back": _draw_step, "next": _draw_step, "end": _draw_step,
    "sound_on": _draw_speaker, "sound_off": _draw_speaker,
}


def pixmap(name: str, size: int = 16, ratio: float = 1.0, colour: str = INK) -> QPixmap:
    image = QPixmap(round(size * ratio), round(size * ratio))
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(colour))
    DRAWERS[name](painter, float(size), name)
    painter.end()
    return image


def icon(name: str, size: int = 16) -> QIcon:
    """An icon with its normal and disabled looks, at 1x and 2x."""
    if name not in DRAWERS:
        raise KeyError(f"no icon named {name!r}")
    result = QIcon()
    for ratio in (1.0, 2.0):
        result.addPixmap(pixmap(name, size, ratio), QIcon.Normal)
        result.addPixmap(pixmap(name, size, ratio, DISABLED), QIcon.Disabled)
    return result
