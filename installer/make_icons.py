"""Render resources/art/common/app_icon.svg into every icon the installers need, with Qt offscreen.

    python installer/make_icons.py [OUT_DIR]        (default: build/icons)

Writes:
  OUT_DIR/hicolor/<N>x<N>/apps/safehouse.png   N in SIZES, for /usr/share/icons/hicolor (Linux)
  OUT_DIR/hicolor/scalable/apps/safehouse.svg  the source SVG itself
  OUT_DIR/safehouse.png                        512 px, the window icon / AppStream icon
  OUT_DIR/safehouse.ico                        16…256 px, PNG-compressed entries (Windows)
  OUT_DIR/safehouse.iconset/                   the layout `iconutil -c icns` turns into .icns (macOS)
"""
from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "art" / "common" / "app_icon.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICONSET = {  # iconutil's file names -> pixel size
    "icon_16x16.png": 16, "icon_16x16@2x.png": 32,
    "icon_32x32.png": 32, "icon_32x32@2x.png": 64,
    "icon_128x128.png": 128, "icon_128x128@2x.png": 256,
    "icon_256x256.png": 256, "icon_256x256@2x.png": 512,
    "icon_512x512.png": 512, "icon_512x512@2x.png": 1024,
}


def _app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([])


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The icon at size × size pixels, transparent outside the artwork, as PNG bytes."""
    _app()
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise RuntimeError(f"cannot render {source}")
    image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    painter.setRenderHint(QPainter.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (supported since Vista; 256 is written as 0)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        edge = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
        blobs += blob
    return header + entries + blobs


def make_icons(out: Path) -> Path:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(size)
        return cache[size]

    for size in SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / "safehouse.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(png(size))
    scalable = out / "hicolor" / "scalable" / "apps" / "safehouse.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    (out / "safehouse.png").write_bytes(png(512))
    (out / "safehouse.ico").write_bytes(ico_bytes({size: png(size) for size in ICO_SIZES}))
    iconset = out / "safehouse.iconset"
    iconset.mkdir(exist_ok=True)
    for name, size in ICONSET.items():
        (iconset / name).write_bytes(png(size))
    return out


if __name__ == "__main__":
    target = make_icons(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons")
    print(f"icons written to {target}")
