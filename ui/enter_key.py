"""Enter presses the focused push button, as Space does, on every screen.

Qt only does this for a dialog's buttons (autoDefault). The screens outside dialogs put the focus on
the button a keyboard player presses next (home's Play solo, the curtain's "show my screen", the end
panel's Rematch, the tutorial's Next), and a player presses Enter, not Space, to go on.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QPushButton

_ENTER = (Qt.Key_Return, Qt.Key_Enter)


class EnterPressesButtons(QObject):
    """An application event filter, owned by `parent` (the window): it goes when the window does."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.KeyPress and isinstance(watched, QPushButton) and event.key() in _ENTER
                and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier)
                and watched.isEnabled() and not watched.autoDefault()):  # an autoDefault button does it itself
            watched.click()
            return True
        return False
