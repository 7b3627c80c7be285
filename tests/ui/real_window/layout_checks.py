"""What a player would see go wrong in a real window, as checks: each returns a list of problems (empty = fine).

- a visible widget squeezed below its minimum size (its text or controls cut);
- two visible interactive widgets on top of each other (one can't be clicked);
- a label whose text does not fit and has no tooltip to read it in full;
- a table item outside the table (drawn off its edge, or cut off by the view);
- the main window changing its own size.
Every rectangle is in the main window's coordinates, clipped by the widget's ancestors, so a widget
scrolled out of a scroll area is not "visible" and a widget half-scrolled is judged by what shows.
"""
from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as _GuiQt  # mightBeRichText lives in QtGui
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSlider, QAbstractSpinBox, QComboBox, QLabel, QLayout, QLineEdit,
    QScrollBar, QSizePolicy, QSplitter, QSplitterHandle, QTextEdit, QWidget,
)

INTERACTIVE = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QAbstractSlider, QAbstractItemView, QTextEdit)
SLACK = 1  # px: rounding at fractional UI scales


def describe(widget: QWidget) -> str:
    text = ""
    for getter in ("text", "currentText", "accessibleName"):
        value = getattr(widget, getter, None)
        if callable(value):
            value = value()
        if value:
            text = " ".join(str(value).split())[:50]
            break
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}{' ' + repr(text) if text else ''}"


def shown_widgets(window: QWidget) -> list[QWidget]:
    """The widgets of this window a player can see now (not in popups or other windows)."""
    return [w for w in window.findChildren(QWidget) if w.window() is window and w.isVisible()]


def visible_rect(widget: QWidget, window: QWidget) -> QRect:
    """The part of the widget that shows, in window coordinates: its rect clipped by every ancestor."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), QWidget.size(widget))
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), QWidget.size(parent)))
        parent = parent.parentWidget()
    return rect.intersected(window.rect())


def _effective_minimum(widget: QWidget) -> tuple[int, int]:
    """What a layout promises the widget at least (Qt's qSmartMinSize, without the max clamp)."""
    explicit, hint, policy = widget.minimumSize(), widget.minimumSizeHint(), widget.sizePolicy()
    width = explicit.width() or (0 if policy.horizontalPolicy() == QSizePolicy.Ignored else max(0, hint.width()))
    if widget.hasHeightForWidth():
        height = explicit.height() or widget.heightForWidth(QWidget.width(widget))
    else:
        height = explicit.height() or (0 if policy.verticalPolicy() == QSizePolicy.Ignored else max(0, hint.height()))
    return width, height


def _laid_out(widget: QWidget) -> bool:
    """Placed by a layout or a splitter (which promise the minimum), not by hand (a table's header)."""
    parent = widget.parentWidget()
    if parent is None:
        return False
    if isinstance(parent, QSplitter):
        return True
    return any(layout.indexOf(widget) >= 0 for layout in parent.findChildren(QLayout))


def squeezed_widgets(window: QWidget) -> list[str]:
    problems = []
    for widget in shown_widgets(window):
        if isinstance(widget, (QScrollBar, QSplitterHandle)) or not _laid_out(widget):
            continue
        if visible_rect(widget, window).isEmpty():
            continue  # scrolled out of view: its size is the scroll area's business
        width, height = _effective_minimum(widget)
        if QWidget.width(widget) + SLACK < width or QWidget.height(widget) + SLACK < height:
            problems.append(f"squeezed: {describe(widget)} is {QWidget.width(widget)}x{QWidget.height(widget)}, "
                            f"needs {width}x{height}")
    return problems


def _interactive(widget: QWidget) -> bool:
    if not isinstance(widget, INTERACTIVE) or isinstance(widget, QScrollBar):
        return False
    parent = widget.parentWidget()
    while parent is not None:  # a spin box's line edit, a combo's view: parts of one control
        if isinstance(parent, (QComboBox, QAbstractSpinBox, QAbstractItemView, QTextEdit)):
            return False
        parent = parent.parentWidget()
    return True


def overlapping_controls(window: QWidget) -> list[str]:
    controls = []
    for widget in shown_widgets(window):
        if _interactive(widget):
            rect = visible_rect(widget, window)
            if not rect.isEmpty():
                controls.append((widget, rect))
    problems = []
    for (first, a), (second, b) in itertools.combinations(controls, 2):
        if first.isAncestorOf(second) or second.isAncestorOf(first):
            continue
        overlap = a.intersected(b)
        if overlap.width() > SLACK and overlap.height() > SLACK:
            problems.append(f"overlap: {describe(first)} {a.getRect()} and {describe(second)} {b.getRect()}")
    return problems


def _label_fits(label: QLabel) -> bool:
    if label.pixmap() is not None and not label.pixmap().isNull():
        return True
    text = label.text()
    if not text.strip():
        return True
    room = label.contentsRect()
    if label.wordWrap():
        return label.heightForWidth(QWidget.width(label)) <= QWidget.height(label) + SLACK or label.heightForWidth(QWidget.width(label)) < 0
    hint = label.sizeHint()
    if label.textFormat() == Qt.PlainText or not _GuiQt.mightBeRichText(text):
        widest = max(QFontMetrics(label.font()).horizontalAdvance(line) for line in text.split("\n"))
        return widest <= room.width() + SLACK and hint.height() <= QWidget.height(label) + SLACK
    return hint.width() <= QWidget.width(label) + SLACK and hint.height() <= QWidget.height(label) + SLACK


def cut_labels(window: QWidget) -> list[str]:
    problems = []
    for widget in shown_widgets(window):
        if isinstance(widget, QLabel) and not visible_rect(widget, window).isEmpty():
            if not _label_fits(widget) and not widget.toolTip():
                problems.append(f"cut text: {describe(widget)} in {QWidget.width(widget)}x{QWidget.height(widget)} without a tooltip")
    return problems


def scene_problems(view) -> list[str]:
    """Every shown table item lies inside the table, the view shows the whole table, and elided plate
    texts have a tooltip."""
    scene = view.scene()
    if scene is None:
        return []
    table = scene.sceneRect()
    problems = []
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    if not shown.adjusted(-2, -2, 2, 2).contains(table):
        problems.append(f"table cut by its view: shows {_r(shown)} of {_r(table)}")
    for item in scene.items():
        if not item.isVisible() or item.opacity() == 0 or item.boundingRect().isEmpty():
            continue
        if item.parentItem() is not None and not item.parentItem().isVisible():
            continue
        box = item.sceneBoundingRect()
        if not table.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(box):
            problems.append(f"off the table: {_item_name(item)} at {_r(box)} (table {_r(table)})")
        for full in _elided_item_texts(item):
            if not item.toolTip():
                problems.append(f"elided on the table: {full!r} on {_item_name(item)} without a tooltip")
    return problems


def _elided_item_texts(item) -> list[str]:
    """The full texts an item draws cut short. Items may say so themselves (`elided_texts()`); a seat
    plate's name and subtitle are measured as its paint() draws them."""
    own = getattr(item, "elided_texts", None)
    if callable(own):
        return list(own())
    if not all(hasattr(item, attr) for attr in ("name", "subtitle", "plate_rect")):
        return []
    from ui.fonts import font

    rect = item.plate_rect()
    width = int(rect.right() - 12 - (rect.left() + 66))
    cut = []
    for text, size, bold in ((item.name, 25, True), (item.subtitle, 17, False)):
        if text and QFontMetrics(font(size, bold=bold)).horizontalAdvance(text) > width:
            cut.append(text)
    return cut


def _item_name(item) -> str:
    label = getattr(item, "name", None) or getattr(item, "art_name", None) or ""
    return f"{type(item).__name__}{' ' + repr(label) if isinstance(label, str) and label else ''}"


def _r(rect: QRectF) -> str:
    return f"({rect.x():.0f},{rect.y():.0f} {rect.width():.0f}x{rect.height():.0f})"


def all_problems(window: QWidget, views=()) -> list[str]:
    # The layout a player sees: a text set just now has only posted its layout request (handled before
    # the next paint), so measuring before it runs reads a label at its old height.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    problems = squeezed_widgets(window) + overlapping_controls(window) + cut_labels(window)
    for view in views:
        if view.isVisible():
            problems += scene_problems(view)
    return problems
