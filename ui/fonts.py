"""Noto Sans, shipped under resources/fonts, used app-wide (it covers Vietnamese diacritics)."""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from .paths import resources_dir

FAMILY = "Noto Sans"
FONT_FILES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")  # the self-test fails without either
BASE_POINT_SIZE = 10.5  # at 100 %; ui/theme.apply scales it


def load_fonts(app: QApplication) -> str:
    """Register the bundled fonts and make them the app's default; return the family in use."""
    family = None
    for path in sorted(fonts_dir().glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0 and family is None:
            families = QFontDatabase.applicationFontFamilies(font_id)
            family = families[0] if families else None
    family = family or FAMILY
    font = QFont(family)
    font.setPointSizeF(BASE_POINT_SIZE)
    app.setFont(font)
    return family


def fonts_dir():
    return resources_dir() / "fonts"


def font(size: float, bold: bool = False) -> QFont:
    """A font of the app's family at a pixel size (scene text scales with the view)."""
    result = QFont(QApplication.font().family())
    result.setPixelSize(max(1, round(size)))
    result.setBold(bold)
    return result
