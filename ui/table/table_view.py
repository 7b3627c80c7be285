"""A QGraphicsView that always shows the whole table, scaled to the widget (any size, any DPI)."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmapCache
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView


class TableView(QGraphicsView):
    def __init__(self, scene: QGraphicsScene | None = None, parent=None) -> None:
        super().__init__(parent)
        # Every card and token keeps a device-resolution cache in QPixmapCache; 10 MB (Qt's default)
        # is too little for a full table at 4K, so items would re-render their SVGs on every repaint.
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform | QPainter.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.NoFrame)
        self.setBackgroundBrush(QColor("#0d1216"))
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        # Reachable with Tab so a screen reader can read the table's summary; the prompt area owns the
        # keys that play (the view itself takes no key presses).
        self.setFocusPolicy(Qt.TabFocus)
        self.setAccessibleName(self.tr("Game table"))
        self._summary_timer = QTimer(self)
        self._summary_timer.setSingleShot(True)
        self._summary_timer.setInterval(120)
        self._summary_timer.timeout.connect(self.update_summary)
        if scene is not None:
            self.setScene(scene)

    def setScene(self, scene: QGraphicsScene) -> None:
        super().setScene(scene)
        scene.changed.connect(self._scene_changed)  # a bound slot: disconnected when this view goes
        self.fit()
        self.update_summary()

    def _scene_changed(self, _regions=None) -> None:
        self._summary_timer.start()

    def summary(self) -> str:
        """The table in words, top to bottom: every visible text on it and each seat's plate."""
        scene = self.scene()
        if scene is None:
            return ""
        parts = []
        for item in scene.items():
            if not item.isVisible() or (item.parentItem() is not None and not item.parentItem().isVisible()):
                continue
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
                text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            elif getattr(item, "name", None) and isinstance(getattr(item, "name"), str):
                text = " · ".join(t for t in (item.name, getattr(item, "subtitle", "")) if t)
            else:
                continue
            text = " ".join(text.split())
            if text:
                point = item.scenePos()
                parts.append((round(point.y() / 20), point.x(), text))
        seen, lines = set(), []
        for _row, _x, text in sorted(parts):
            if text not in seen:
                seen.add(text)
                lines.append(text)
        return ". ".join(lines)

    def update_summary(self) -> None:
        self.setAccessibleDescription(self.summary())
        self.setToolTip("")

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
