"""Suite-wide setup. Qt must render offscreen: without a display pytest-qt would abort the interpreter."""
import gc
import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never write into the real user's data directory.
os.environ.setdefault("SAFEHOUSE_DATA_DIR", tempfile.mkdtemp(prefix="safehouse-test-data-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def collect_on_the_gui_thread():
    """Once a test has made a Qt application, cycles are collected on the GUI thread only, as the app does
    (ui/gui_gc.py: a Qt object collected on a bot's worker thread crashes the event loop later), and each
    test's cycles are collected at its end, outside any event. Headless tests never import Qt for this."""
    yield
    if "PySide6.QtWidgets" in sys.modules:
        from PySide6.QtWidgets import QApplication

        application = QApplication.instance()
        if application is not None:
            from ui.gui_gc import collect_on_gui_thread

            collect_on_gui_thread(application)
            gc.collect()
