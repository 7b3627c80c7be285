"""The crash dialog: what went wrong, where the log is, "Copy details" and "Open the log folder".

Shown by the app's excepthook (desktop/app.py) for an exception nobody caught, and by the main window
for a background task that failed. The details to copy (version, OS, Qt, Python, the traceback and the
log's last lines) come from desktop.logs.crash_details, so a bug report carries the same facts always.
"""
from __future__ import annotations

import traceback

from PySide6 import __version__ as PYSIDE_VERSION
from PySide6.QtCore import Qt, QUrl, qVersion
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout

from desktop import logs

from .text import tr


def error_text(error: BaseException) -> str:
    return "".join(traceback.format_exception(type(error), error, error.__traceback__))


class CrashDialog(QDialog):
    def __init__(self, error: BaseException, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(tr("crash", "Safehouse ran into a problem"))
        self.details = logs.crash_details(error_text(error), {"Qt": qVersion(), "PySide6": PYSIDE_VERSION})
        summary = QLabel(tr("crash", "Something went wrong: %1", f"{type(error).__name__}: {error}"))
        summary.setWordWrap(True)
        summary.setTextFormat(Qt.PlainText)
        where = QLabel(tr("crash", "The log is saved in %1", str(logs.log_file())))
        where.setWordWrap(True)
        where.setTextFormat(Qt.PlainText)
        where.setTextInteractionFlags(Qt.TextSelectableByMouse)
        hint = QLabel(tr("crash", "If you report this problem, paste the details into your report."))
        hint.setWordWrap(True)
        self.text = QPlainTextEdit(self.details)
        self.text.setReadOnly(True)
        self.text.setMinimumSize(560, 220)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        self.copy_button = QPushButton(tr("crash", "Copy details"))
        self.folder_button = QPushButton(tr("crash", "Open the log folder"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ActionRole)
        buttons.rejected.connect(self.reject)
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button.clicked.connect(self.open_log_folder)
        layout = QVBoxLayout(self)
        for widget in (summary, where, hint, self.text, buttons):
            layout.addWidget(widget)

    def copy_details(self) -> None:
        QGuiApplication.clipboard().setText(self.details)
        self.copy_button.setText(tr("crash", "Copied"))

    def open_log_folder(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(logs.log_dir())))


def show_crash(error: BaseException, parent=None) -> CrashDialog:
    """Open the dialog modeless (the app's loop keeps running) and return it."""
    dialog = CrashDialog(error, parent)
    dialog.open()
    return dialog
