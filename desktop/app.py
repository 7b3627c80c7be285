"""The Qt application shell. Until the desktop app lands, a placeholder window (README says so)."""
from __future__ import annotations

import os
import sys


def run(self_test: bool = False, lang: str | None = None) -> int:
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv)
    label = QLabel("Safehouse — the table is being built. Try `safehouse sim --game resistance --players 5 --games 100`.")
    label.setWindowTitle("Safehouse")
    label.setMargin(32)
    label.show()
    if self_test:
        QTimer.singleShot(0, app.quit)
    return app.exec()
