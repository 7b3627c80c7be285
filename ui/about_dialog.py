"""About Safehouse: the version (from the package metadata, desktop.version), Qt and Python."""
from __future__ import annotations

import platform

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from desktop.version import version

from .text import tr


class AboutDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("about", "About Safehouse"))
        title = QLabel(tr("about", "Safehouse %1", version()))
        title.setObjectName("title")
        blurb = QLabel(tr("about", "Hidden-role table games: The Resistance, Avalon and Bodyguard."))
        blurb.setWordWrap(True)
        self.facts = QLabel(tr("about", "Qt %1 (PySide6 %2), Python %3", qVersion(), PYSIDE_VERSION,
                               platform.python_version()))
        self.facts.setTextInteractionFlags(Qt.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (title, blurb, self.facts, buttons):
            layout.addWidget(widget)
        self.title = title
