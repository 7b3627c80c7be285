"""The table's background art shows at every size, up to 4K and device pixel ratio 2."""
import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor, QImage, QPainter

VIEW_BACKGROUND = QColor("#0d1216")


@pytest.mark.parametrize("game", ["resistance", "avalon", "bodyguard"])
@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_table_art_is_drawn(app, art, qtbot, game, size):
    import gc

    from ui.table.motion import Motion
    from ui.table.scenes import make_scene
    from ui.table.table_view import TableView

    view = TableView(make_scene(game, art, Motion(0)))
    qtbot.addWidget(view)
    gc.collect()  # a background held only by C++ would stop painting here
    view.resize(*size)
    view.show()
    app.processEvents()
    image = view.grab().toImage()
    # A point of the table's rim, clear of every seat and token.
    point = view.mapFromScene(800, 90)
    assert image.pixelColor(point.x(), point.y()) != VIEW_BACKGROUND


def test_backdrop_renders_at_device_pixel_ratio_two(app, art):
    from ui.art import Backdrop

    item = Backdrop(art, "avalon/table", QSizeF(1600, 1000))
    image = QImage(3840 * 2, 2160 * 2, QImage.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(2.16, 2.16)
    item.paint(painter, None)
    size = item.pixel_size(painter)
    painter.end()
    assert max(size.width(), size.height()) <= Backdrop.MAX_EDGE
    assert image.pixelColor(image.width() // 2, image.height() // 5).alpha() == 255
