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


def stylesheet(p: Palette = HOME) -> str:
    return f"""
QWidget {{ color: {p.ink}; }}
QMainWindow, QDialog, #screen {{ background: #141b21; }}
QLabel#title {{ font-size: 30px; font-weight: bold; color: {p.light}; }}
QLabel#subtitle {{ font-size: 14px; color: #9fb0ba; }}
QLabel#heading {{ font-size: 17px; font-weight: bold; color: {p.light}; }}
QLabel#hint {{ color: #9fb0ba; }}
QLabel#error {{ color: #ffb08a; font-weight: bold; }}
QLabel#warning {{ color: {p.light}; }}
QFrame#panel {{ background: #1b252d; border: 1px solid #2c3b47; border-radius: 10px; }}
QPushButton {{
    background: #24323c; border: 1px solid #3a4d5a; border-radius: 8px; padding: 8px 16px; font-size: 14px;
}}
QPushButton:hover {{ background: #2c3d49; border-color: {p.accent}; }}
QPushButton:focus {{ border: 2px solid {p.light}; }}
QPushButton:checked {{ background: {p.accent}; color: #0d1418; border-color: {p.light}; }}
QPushButton:disabled {{ color: #66757f; background: #1c262e; border-color: #2a3741; }}
QPushButton#primary {{ background: {p.accent}; color: #0b1216; font-weight: bold; border-color: {p.accent}; }}
QPushButton#primary:hover {{ background: {p.light}; }}
QPushButton#primary:disabled {{ background: #2b3a44; color: #6b7b86; border-color: #2b3a44; }}
QPushButton#homeCard {{ text-align: left; padding: 14px 18px; font-size: 16px; }}
QLineEdit, QSpinBox, QComboBox {{
    background: #0f161b; border: 1px solid #3a4d5a; border-radius: 6px; padding: 5px 8px; min-height: 22px;
}}
QLineEdit:focus, QSpinBox:focus, QComboBox:focus {{ border-color: {p.accent}; }}
QComboBox QAbstractItemView {{ background: #0f161b; selection-background-color: {p.accent}; }}
QCheckBox::indicator {{ width: 18px; height: 18px; }}
QTabWidget::pane {{ border: 1px solid #2c3b47; border-radius: 8px; }}
QTabBar::tab {{ background: #1b252d; padding: 8px 14px; border-top-left-radius: 6px; border-top-right-radius: 6px; }}
QTabBar::tab:selected {{ background: #24323c; color: {p.light}; }}
QTableWidget, QListWidget, QTextBrowser, QPlainTextEdit {{
    background: #10171c; border: 1px solid #2c3b47; border-radius: 8px; gridline-color: #24323c;
}}
QHeaderView::section {{ background: #1b252d; color: #9fb0ba; border: none; padding: 4px; }}
QScrollArea {{ border: none; background: transparent; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QWidget#options {{ background: #141b21; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 18px; background: #24323c; border: none; }}
QToolTip {{ background: #0f161b; color: {p.ink}; border: 1px solid {p.accent}; }}
"""
