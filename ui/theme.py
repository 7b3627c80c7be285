"""The app's look: one dark stylesheet, and each game's palette (ART.md, "One family, three moods")."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Palette:
    base: str
    accent: str
    light: str
    ink: str = "#eef2f4"
    table_ink: str = ""  # headline text drawn on the table's centre
    table_hint: str = "#cfd8dd"  # smaller text on the table's centre


PALETTES = {
    "resistance": Palette("#1f2a33", "#2bb3a3", "#f2b134"),
    "avalon": Palette("#1d2b53", "#d4a72c", "#efe3c2", table_ink="#1d2b53", table_hint="#5b4a25"),
    "bodyguard": Palette("#1b1b1e", "#c8102e", "#f4f1ea", table_hint="#b9b3a6"),
}
HOME = PALETTES["resistance"]
# Okabe-Ito, for sides and outcomes (always paired with a shape).
GOOD = "#0072B2"
EVIL = "#D55E00"
APPROVE = "#009E73"
REJECT = "#D55E00"


def palette(game: str) -> Palette:
    return PALETTES.get(game, HOME)


@dataclass(frozen=True)
class Colours:
    """The widget colours of one theme (the table's art keeps its own palette)."""
    window: str = "#141b21"
    panel: str = "#1b252d"
    panel_border: str = "#2c3b47"
    field: str = "#0f161b"
    button: str = "#24323c"
    button_hover: str = "#2c3d49"
    button_border: str = "#3a4d5a"
    hint: str = "#9fb0ba"
    disabled: str = "#66757f"
    error: str = "#ffb08a"
    focus_width: int = 2
    border_width: int = 1


DARK = Colours()
HIGH_CONTRAST = Colours(window="#000000", panel="#000000", panel_border="#ffffff", field="#000000",
                        button="#000000", button_hover="#1a1a1a", button_border="#ffffff", hint="#ffffff",
                        disabled="#a0a0a0", error="#ffd400", focus_width=4, border_width=2)
HIGH_CONTRAST_PALETTE = Palette("#000000", "#ffd400", "#ffd400", ink="#ffffff")


def icon(name: str) -> str:
    """A widget icon's path for the stylesheet (resources/icons; forward slashes on every system)."""
    from .paths import resources_dir

    return (resources_dir() / "icons" / f"{name}.svg").as_posix()


def stylesheet(p: Palette = HOME, scale: float = 1.0, high_contrast: bool = False) -> str:
    """The app's stylesheet; `scale` (1.0-2.0) enlarges text, padding and controls together."""
    c = HIGH_CONTRAST if high_contrast else DARK
    if high_contrast:
        p = HIGH_CONTRAST_PALETTE

    def px(value: float) -> int:
        return max(1, round(value * scale))

    bw, fw = c.border_width, c.focus_width
    return f"""
QWidget {{ color: {p.ink}; }}
QMainWindow, QDialog, #screen {{ background: {c.window}; }}
QLabel#title {{ font-size: {px(30)}px; font-weight: bold; color: {p.light}; }}
QLabel#subtitle {{ font-size: {px(14)}px; color: {c.hint}; }}
QLabel#heading {{ font-size: {px(17)}px; font-weight: bold; color: {p.light}; }}
QLabel#hint {{ color: {c.hint}; }}
QLabel#error {{ color: {c.error}; font-weight: bold; }}
QLabel#warning {{ color: {p.light}; }}
QFrame#panel {{ background: {c.panel}; border: {bw}px solid {c.panel_border}; border-radius: {px(10)}px; }}
QPushButton {{
    background: {c.button}; border: {bw}px solid {c.button_border}; border-radius: {px(8)}px;
    padding: {px(8)}px {px(16)}px; font-size: {px(14)}px;
}}
QPushButton:hover {{ background: {c.button_hover}; border-color: {p.accent}; }}
QPushButton:focus {{ border: {fw}px solid {p.light}; }}
QPushButton:checked {{ background: {p.accent}; color: #0d1418; border-color: {p.light}; }}
QPushButton:disabled {{ color: {c.disabled}; background: {c.window}; border-color: {c.panel_border}; }}
QPushButton#primary {{ background: {p.accent}; color: #0b1216; font-weight: bold; border-color: {p.accent}; }}
QPushButton#primary:hover {{ background: {p.light}; }}
QPushButton#primary:focus {{ border: {fw}px solid {"#ffffff" if high_contrast else p.light}; }}
QPushButton#primary:disabled {{ background: {c.button}; color: {c.disabled}; border-color: {c.button}; }}
QPushButton#homeCard {{ text-align: left; padding: {px(14)}px {px(18)}px; font-size: {px(16)}px; }}
QLineEdit, QSpinBox, QComboBox {{
    background: {c.field}; border: {bw}px solid {c.button_border}; border-radius: {px(6)}px;
    padding: {px(5)}px {px(8)}px; min-height: {px(22)}px;
}}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ border: {fw}px solid {p.accent}; }}
QComboBox {{ padding-right: {px(28)}px; }}
QComboBox::drop-down {{
    subcontrol-origin: padding; subcontrol-position: center right; width: {px(24)}px;
    border: none; border-left: {bw}px solid {c.button_border}; background: transparent;
}}
QComboBox::down-arrow {{ image: url("{icon('arrow_down')}"); width: {px(10)}px; height: {px(6)}px; }}
QComboBox QAbstractItemView {{
    background: {c.field}; color: {p.ink}; border: {bw}px solid {p.accent}; outline: none; padding: {px(2)}px;
    selection-background-color: {p.accent}; selection-color: #000000;
}}
QComboBox QAbstractItemView::item {{ min-height: {px(26)}px; padding: 0 {px(6)}px; background: {c.field}; }}
QComboBox QAbstractItemView::item:selected {{ background: {p.accent}; color: #000000; }}
QComboBox QFrame {{ background: {c.field}; border: none; }}
QMenu {{ background: {c.panel}; color: {p.ink}; border: {bw}px solid {p.accent}; padding: {px(4)}px; }}
QMenu::item {{ padding: {px(6)}px {px(22)}px; background: transparent; color: {p.ink}; }}
QMenu::item:selected {{ background: {p.accent}; color: #000000; }}
QMenu::item:disabled {{ color: {c.disabled}; }}
QMenu::separator {{ height: 1px; background: {c.panel_border}; margin: {px(4)}px {px(8)}px; }}
QPushButton::menu-indicator {{ image: url("{icon('arrow_down')}"); subcontrol-position: right center;
    subcontrol-origin: padding; width: {px(10)}px; height: {px(6)}px; right: {px(6)}px; }}
QDialog {{ border: {max(bw, 2)}px solid {p.accent}; }}
QLabel#dialogTitle {{ font-size: {px(18)}px; font-weight: bold; color: {p.light}; padding-bottom: {px(4)}px; }}
QCheckBox, QRadioButton {{ spacing: {px(8)}px; }}
QCheckBox::indicator, QRadioButton::indicator {{
    width: {px(18)}px; height: {px(18)}px; background: {c.field}; border: {max(bw, 2)}px solid {c.button_border};
}}
QCheckBox::indicator {{ border-radius: {px(4)}px; }}
QRadioButton::indicator {{ border-radius: {px(10)}px; }}
QCheckBox::indicator:hover, QRadioButton::indicator:hover {{ border-color: {p.accent}; }}
QCheckBox::indicator:checked {{ background: {p.accent}; border-color: {p.accent}; image: url("{icon('check')}"); }}
QRadioButton::indicator:checked {{ background: {p.accent}; border-color: {p.accent}; image: url("{icon('radio')}"); }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ background: {c.window}; border-color: {c.panel_border}; }}
QCheckBox::indicator:checked:disabled {{ background: {c.disabled}; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {c.disabled}; }}
QCheckBox:focus, QRadioButton:focus {{ color: {p.light}; text-decoration: underline; }}
QTabWidget::pane {{ border: {bw}px solid {c.panel_border}; border-radius: {px(8)}px; }}
QTabBar::tab {{ background: {c.panel}; padding: {px(8)}px {px(14)}px; border-top-left-radius: {px(6)}px; border-top-right-radius: {px(6)}px; }}
QTabBar::tab:selected {{ background: {c.button}; color: {p.light}; }}
QTableWidget, QListWidget, QTreeWidget, QTextBrowser, QPlainTextEdit {{
    background: {c.field}; border: {bw}px solid {c.panel_border}; border-radius: {px(8)}px; gridline-color: {c.button};
}}
QTreeWidget:focus, QTextBrowser:focus, QPlainTextEdit:focus, QListWidget:focus {{ border: {fw}px solid {p.accent}; }}
QTreeWidget::item {{ padding: {px(4)}px; }}
QTreeWidget::item:selected {{ background: {p.accent}; color: #000000; }}
QHeaderView {{ background: {c.panel}; border: none; }}
QHeaderView::section {{ background: {c.panel}; color: {c.hint}; border: none; padding: {px(4)}px; }}
QScrollArea {{ border: none; background: transparent; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QWidget#options {{ background: {c.window}; }}
QSpinBox {{ padding-right: {px(24)}px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: border; width: {px(22)}px; background: {c.button}; border: none;
    border-left: {bw}px solid {c.button_border};
}}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: {px(6)}px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: {px(6)}px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {c.button_hover}; }}
QSpinBox::up-arrow {{ image: url("{icon('arrow_up')}"); width: {px(10)}px; height: {px(6)}px; }}
QSpinBox::down-arrow {{ image: url("{icon('arrow_down')}"); width: {px(10)}px; height: {px(6)}px; }}
QSpinBox::up-arrow:disabled, QSpinBox::up-arrow:off, QSpinBox::down-arrow:disabled, QSpinBox::down-arrow:off {{ image: none; }}
QScrollBar:vertical {{ background: {c.window}; width: {px(12)}px; margin: 0; border: none; }}
QScrollBar:horizontal {{ background: {c.window}; height: {px(12)}px; margin: 0; border: none; }}
QScrollBar::handle:vertical {{ background: {c.button_border}; min-height: {px(28)}px; border-radius: {px(5)}px; margin: {px(2)}px; }}
QScrollBar::handle:horizontal {{ background: {c.button_border}; min-width: {px(28)}px; border-radius: {px(5)}px; margin: {px(2)}px; }}
QScrollBar::handle:hover, QScrollBar::handle:pressed {{ background: {p.accent}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::up-arrow, QScrollBar::down-arrow, QScrollBar::left-arrow, QScrollBar::right-arrow {{ width: 0; height: 0; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QAbstractScrollArea::corner {{ background: {c.window}; border: none; }}
QTableCornerButton::section {{ background: {c.panel}; border: none; }}
QToolTip {{ background: {c.field}; color: {p.ink}; border: 1px solid {p.accent}; }}
"""


def apply(app, settings=None) -> None:
    """Apply the stylesheet and the UI scale from the settings (or the defaults) to the whole app."""
    from .fonts import BASE_POINT_SIZE

    scale = (getattr(settings, "ui_scale", 100) or 100) / 100
    high_contrast = bool(getattr(settings, "high_contrast", False))
    font = app.font()
    font.setPointSizeF(BASE_POINT_SIZE * scale)
    app.setFont(font)
    app.setStyleSheet(stylesheet(scale=scale, high_contrast=high_contrast))
