"""Short, eased, skippable motion for scene items (ART.md: 120-250 ms, never blocking input)."""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QTimer
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


class Timeline:
    """Actions due a number of ms from now, all cancelled at once when a reveal is skipped or replaced."""

    def __init__(self, owner: QObject) -> None:
        self.owner = owner  # the timers die with it
        self._timers: list[QTimer] = []

    def at(self, ms: int, action) -> None:
        if ms <= 0:
            action()
            return
        timer = QTimer(self.owner)
        timer.setSingleShot(True)
        timer.timeout.connect(action)
        timer.timeout.connect(lambda: self._forget(timer))
        timer.start(ms)
        self._timers.append(timer)

    def remaining(self) -> int:
        """ms until the last pending action runs (0 when none is left)."""
        return max((timer.remainingTime() for timer in self._timers if timer.isActive()), default=0)

    def cancel(self) -> None:
        for timer in self._timers:
            timer.stop()
            timer.deleteLater()
        self._timers = []

    def _forget(self, timer: QTimer) -> None:
        if timer in self._timers:
            self._timers.remove(timer)
            timer.deleteLater()
