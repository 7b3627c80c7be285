"""The one door to our SVG art: a renderer cache, scene items and icons, with a fallback shape.

A missing or broken file never crashes the app: it draws a clear placeholder (a dashed box with the
file's name) and logs once, so a half-finished art set still gives a playable table.
"""
from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPen, QPixmap, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsObject

from .paths import resources_dir

log = logging.getLogger(__name__)


class Art:
    """Caches one QSvgRenderer per file under resources/art; names look like "common/approve"."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root or resources_dir() / "art"
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self.missing: set[str] = set()  # names asked for but missing or invalid (the self-test fails on any)

    def renderer(self, name: str) -> QSvgRenderer | None:
        if name not in self._renderers:
            path = self.root / f"{name}.svg"
            renderer = QSvgRenderer(str(path)) if path.is_file() else None
            if renderer is None or not renderer.isValid():
                log.warning("art %s is missing or invalid; drawing a placeholder", name)
                self.missing.add(name)
                renderer = None
            self._renderers[name] = renderer
        return self._renderers[name]

    def exists(self, name: str) -> bool:
        return self.renderer(name) is not None

    def paint(self, painter: QPainter, name: str, rect: QRectF) -> None:
        renderer = self.renderer(name)
        if renderer is None:
            paint_placeholder(painter, rect, name)
        else:
            renderer.render(painter, rect)

    def pixmap(self, name: str, size: QSize, ratio: float | None = None) -> QPixmap:
        """A crisp pixmap for widgets (buttons, labels), drawn at `ratio` device pixels per pixel: by
        default the highest device pixel ratio of the screens, so it is sharp on any of them."""
        ratio = ratio or screen_ratio()
        pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        pixmap.fill(Qt.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.Antialiasing)
        self.paint(painter, name, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def icon(self, name: str, edge: int = 32) -> QIcon:
        return QIcon(self.pixmap(name, QSize(edge, edge)))

    def icon_card(self, name: str, width: int = 44) -> QIcon:
        """An icon in card proportions (63:88)."""
        return QIcon(self.pixmap(name, QSize(width, round(width * 88 / 63))))


def screen_ratio() -> float:
    app = QGuiApplication.instance()
    return max(1.0, app.devicePixelRatio()) if app is not None else 1.0


def paint_placeholder(painter: QPainter, rect: QRectF, name: str) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#E69F00"), 2, Qt.DashLine))
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
    painter.setPen(QColor("#f4f1ea"))
    painter.drawText(rect, Qt.AlignCenter | Qt.TextWordWrap, name.rsplit("/", 1)[-1])
    painter.restore()


class ArtItem(QGraphicsObject):
    """An SVG drawn at a given size in a scene, with the soft shadow ART.md asks the scene to draw.

    `shadow` is "card" (rounded rectangle), "round" (tokens) or None.
    """

    def __init__(self, art: Art, name: str, size: QSizeF, shadow: str | None = "card", parent=None) -> None:
        super().__init__(parent)
        self.art = art
        self.name = name
        self.size = QSizeF(size)
        self.shadow = shadow
        self.setCacheMode(QGraphicsObject.DeviceCoordinateCache)

    def set_art(self, name: str) -> None:
        if name != self.name:
            self.name = name
            self.update()

    def boundingRect(self) -> QRectF:
        pad = 6 if self.shadow else 0
        return QRectF(-pad, -pad, self.size.width() + 2 * pad, self.size.height() + 2 * pad)

    def centre(self) -> QPointF:
        return QPointF(self.size.width() / 2, self.size.height() / 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(QPointF(0, 0), self.size)
        if self.shadow:
            painter.setPen(Qt.NoPen)
            radius = min(rect.width(), rect.height()) * 0.12
            for step, alpha in ((4, 28), (2.5, 36), (1.2, 44)):
                painter.setBrush(QColor(0, 0, 0, alpha))
                blur = rect.translated(0, step).adjusted(-step / 2, 0, step / 2, step / 2)
                if self.shadow == "round":
                    painter.drawEllipse(blur)
                else:
                    painter.drawRoundedRect(blur, radius, radius)
        self.art.paint(painter, self.name, rect)


class Backdrop(ArtItem):
    """A table-sized SVG (the felt under everything), kept in its own pixmap at the screen's resolution.

    Qt's item cache lives in QPixmapCache (10 MB by default): a 4K table (and twice that at device pixel
    ratio 2) does not fit, so the item would be re-rendered from its 100 KB SVG on every repaint. This
    item renders once per on-screen size, caps the pixmap at MAX_EDGE pixels, and blits it.
    """

    MAX_EDGE = 8192

    def __init__(self, art: Art, name: str, size: QSizeF, parent=None) -> None:
        super().__init__(art, name, size, shadow=None, parent=parent)
        self.setCacheMode(QGraphicsObject.NoCache)
        self._pixmap: QPixmap | None = None
        self._key: tuple | None = None

    def set_art(self, name: str) -> None:
        if name != self.name:
            self._pixmap = None
        super().set_art(name)

    def pixel_size(self, painter: QPainter) -> QSize:
        """How many device pixels the item covers under this painter (scale and device pixel ratio)."""
        transform: QTransform = painter.deviceTransform()
        rect = transform.mapRect(QRectF(QPointF(0, 0), self.size))
        width, height = max(1.0, rect.width()), max(1.0, rect.height())
        shrink = min(1.0, self.MAX_EDGE / max(width, height))
        return QSize(max(1, round(width * shrink)), max(1, round(height * shrink)))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        target = QRectF(QPointF(0, 0), self.size)
        size = self.pixel_size(painter)
        key = (self.name, size.width(), size.height())
        if self._pixmap is None or key != self._key:
            pixmap = QPixmap(size)
            pixmap.fill(Qt.transparent)
            inner = QPainter(pixmap)
            inner.setRenderHint(QPainter.Antialiasing)
            self.art.paint(inner, self.name, QRectF(0, 0, size.width(), size.height()))
            inner.end()
            self._pixmap, self._key = pixmap, key
        painter.save()
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        painter.drawPixmap(target, self._pixmap, QRectF(self._pixmap.rect()))
        painter.restore()
