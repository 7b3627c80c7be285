"""The one shape of "are you sure?": a modeless question whose safe answer is the default.

Leaving a game in progress, deleting a saved game and clearing the history all ask it. The box opens
without blocking (the table keeps running behind it), Enter keeps things as they are, and only the
action button (Yes, so `accepted`) carries the action out.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QMessageBox, QWidget


def confirm(parent: QWidget, title: str, text: str, action: str, on_action: Callable[[], object],
            keep: str | None = None) -> QMessageBox:
    """Open the question; `action` labels the button that calls `on_action`, `keep` the safe one (Cancel
    when None). The caller keeps the box (tests answer it)."""
    box = QMessageBox(QMessageBox.Question, title, text, QMessageBox.Yes | QMessageBox.Cancel, parent)
    box.button(QMessageBox.Yes).setText(action)
    if keep is not None:
        box.button(QMessageBox.Cancel).setText(keep)
    box.setDefaultButton(QMessageBox.Cancel)
    box.accepted.connect(on_action)
    box.open()
    return box
