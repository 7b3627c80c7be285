"""Python's cyclic garbage collector, run on the GUI thread only.

Bots think on worker threads (desktop/net/bot_seats.py, the review's pool). Left automatic, the
collector runs in whichever thread happens to allocate, so a Qt object in a collected cycle (a screen
and the lambdas connected to it) can be destroyed off the GUI thread, and the app crashes later inside
the event loop: a segfault in processEvents, with a worker thread alive. So while the app runs,
automatic collection is off and a timer on the GUI thread collects each generation once its count is
past the threshold the automatic collector would have used (qutebrowser does the same, for the same
reason). Reference counting frees everything else at once, as before.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250


class GuiThreadCollector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count is past its threshold (and the younger ones with it)."""
        counts = gc.get_count()
        due = -1
        for generation in range(3):
            if counts[generation] <= self.thresholds[generation]:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0


def collect_on_gui_thread(app: QObject) -> GuiThreadCollector:
    """Install the collector once for this application (a second call returns the first)."""
    found = app.findChild(GuiThreadCollector)
    return found if found is not None else GuiThreadCollector(app)
