"""An uncaught exception is logged and shown in the crash dialog, whose details carry the version, OS,
Qt, Python, the traceback and the log's last lines; "Open the log folder" opens the log's folder."""
import logging
import platform
import sys
import tomllib

from PySide6.QtCore import qVersion

from shell_helpers import ROOT

SCREENSHOT = "/tmp/safehouse_crash_dialog.png"


def _raise_and_catch() -> ValueError:
    try:
        raise ValueError("the deck has 11 cards")
    except ValueError as error:
        return error


def test_details_hold_every_fact_a_bug_report_needs(qapp, tmp_path, monkeypatch):
    from desktop import logs
    from ui.crash_dialog import CrashDialog

    monkeypatch.setenv("SAFEHOUSE_LOG_DIR", str(tmp_path))
    logs.setup("test", verbose=False)
    logging.getLogger("desktop.test").info("a line just before the crash")
    dialog = CrashDialog(_raise_and_catch())
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    details = dialog.details
    assert f"Safehouse: {version}" in details
    assert f"Qt: {qVersion()}" in details and f"Python: {platform.python_version()}" in details
    assert f"OS: {platform.platform()}" in details
    assert "ValueError: the deck has 11 cards" in details and "_raise_and_catch" in details  # the traceback
    assert "a line just before the crash" in details  # the log's end
    assert str(tmp_path / "safehouse.log") in details
    dialog.copy_button.click()
    assert qapp.clipboard().text() == details
    from ui.fonts import load_fonts
    from ui.theme import stylesheet

    old_style = qapp.styleSheet()
    load_fonts(qapp)
    qapp.setStyleSheet(stylesheet())  # as the app looks
    try:
        dialog.resize(760, 520)
        dialog.show()
        qapp.processEvents()
        assert dialog.grab().save(SCREENSHOT)
    finally:
        qapp.setStyleSheet(old_style)


def test_open_the_log_folder_opens_that_folder(qapp, tmp_path, monkeypatch):
    from PySide6.QtGui import QDesktopServices

    from ui import crash_dialog

    opened = []
    monkeypatch.setenv("SAFEHOUSE_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile()) or True))
    dialog = crash_dialog.CrashDialog(_raise_and_catch())
    dialog.folder_button.click()
    assert opened == [str(tmp_path)]


def test_the_excepthook_logs_and_shows_the_dialog(qapp, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication, QWidget

    from desktop import app as shell
    from desktop import logs
    from ui.crash_dialog import CrashDialog

    monkeypatch.setenv("SAFEHOUSE_LOG_DIR", str(tmp_path))
    logs.setup("test", verbose=False)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    window = QWidget()
    shell._report_crashes(window)
    error = _raise_and_catch()
    sys.excepthook(type(error), error, error.__traceback__)
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, CrashDialog) and w.isVisible()]
    assert dialogs and "the deck has 11 cards" in dialogs[-1].details
    assert "CRITICAL desktop.app: uncaught exception" in (tmp_path / "safehouse.log").read_text(encoding="utf-8")
    for dialog in dialogs:
        dialog.close()
