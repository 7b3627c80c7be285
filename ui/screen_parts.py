"""Small widgets of the game screen: the dock under the table and a one-line label that never widens."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget

from .text import plain_tooltip


def dock_height(window_height: int) -> int:
    """The panel under the table: about a quarter of the window, within what a prompt needs."""
    return max(170, min(260, round(window_height * 0.27)))


class Dock(QStackedWidget):
    """The pages under the table, sized by the page on show (a tall end panel never pads a prompt)."""

    def __init__(self) -> None:
        super().__init__()
        self.currentChanged.connect(lambda _index: self.updateGeometry())

    def addWidget(self, page) -> int:
        page.installEventFilter(self)  # a page whose content grows tells the scroll area around the dock
        return super().addWidget(page)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.LayoutRequest and watched is self.currentWidget():
            self.updateGeometry()
        return False

    def sizeHint(self):
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self):
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        page = self.currentWidget()
        return page is not None and page.hasHeightForWidth()

    def heightForWidth(self, width: int) -> int:
        page = self.currentWidget()
        return page.heightForWidth(width) if page is not None else -1


class ElidedLine(QLabel):
    """One line that never widens the window: cut with "…" to the room it gets, whole in its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Preferred)

    def set_full_text(self, text: str) -> None:
        self.full_text = text
        self._fit()

    def minimumSizeHint(self):
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(self.full_text, Qt.ElideRight, max(0, self.width()))
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(plain_tooltip(self.full_text) if shown != self.full_text else "")
