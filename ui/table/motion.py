"""Short, eased, skippable motion for scene items (ART.md: 120-250 ms, never blocking input)."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsObject


class Motion:
    """Starts animations scaled by the player's animation-speed setting (0 = none, jump at once)."""

    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor

    def _animate(self, item: QGraphicsObject, prop: bytes, start, end, ms: int) -> None:
        duration = round(ms * self.factor)
        if duration <= 0:
            item.setProperty(prop.decode(), end)
            return
        animation = QPropertyAnimation(item, prop, item)  # owned by the item: dies with it
        animation.setDuration(duration)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(QEasingCurve.OutCubic)
        animation.start(QPropertyAnimation.DeleteWhenStopped)

    def move(self, item: QGraphicsObject, target: QPointF, ms: int = 220) -> None:
        if item.pos() != target:
            self._animate(item, b"pos", item.pos(), target, ms)

    def appear(self, item: QGraphicsObject, ms: int = 180) -> None:
        """Fade and grow in from the item's centre (a reveal)."""
        item.setTransformOriginPoint(item.boundingRect().center())
        self._animate(item, b"opacity", 0.0, 1.0, ms)
        self._animate(item, b"scale", 0.55, 1.0, ms + 40)

    def flip_in(self, items: list[QGraphicsObject], ms: int = 240) -> None:
        """Reveal several items at the same instant (votes are revealed all at once)."""
        for item in items:
            self.appear(item, ms)
