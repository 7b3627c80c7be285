"""Small icons drawn in code for the LAN screens (a padlock for a password-protected table)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap


def lock_icon(size: int = 18, colour: str = "#f2b134") -> QIcon:
    """A padlock: a shackle arc over a rounded body with a keyhole (shape first, colour second)."""
    scale = 4  # drawn large and scaled down: crisp at any device pixel ratio
    pixmap = QPixmap(size * scale, size * scale)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    s = size * scale
    pen = QPen(QColor(colour), s * 0.11)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    shackle = QPainterPath()
    shackle.moveTo(s * 0.3, s * 0.48)
    shackle.lineTo(s * 0.3, s * 0.3)
    shackle.arcTo(QRectF(s * 0.3, s * 0.1, s * 0.4, s * 0.4), 180, -180)
    shackle.lineTo(s * 0.7, s * 0.48)
    painter.drawPath(shackle)
    painter.setPen(Qt.NoPen)
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(QRectF(s * 0.16, s * 0.44, s * 0.68, s * 0.5), s * 0.08, s * 0.08)
    painter.setBrush(QColor("#141b21"))
    painter.drawEllipse(QRectF(s * 0.44, s * 0.56, s * 0.12, s * 0.12))
    painter.drawRect(QRectF(s * 0.475, s * 0.64, s * 0.05, s * 0.16))
    painter.end()
    return QIcon(pixmap.scaled(size * 2, size * 2, Qt.KeepAspectRatio, Qt.SmoothTransformation))
