"""Saved games: pick a table to resume (or delete), or a finished game to replay or import.

The game files themselves (reading, checking, export, import, a joined seat's record) are in
`game_files.py`; their names are re-exported here for the screens that open them.
"""
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QFrame, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton,
    QVBoxLayout,
)

from . import names
from .confirm import confirm
from .game_files import (
    GAME_FILE_SUFFIX, JOURNAL, SEAT_RECORD, GameFile, GameFileError, SeatRecord, export_game, file_format, file_game,
    import_game, read_game_file, replay_files,
)
from .paths import data_dir
from .text import tr

# ---- pickers ------------------------------------------------------------------------------------------
class _Picker(QDialog):
    """A framed, titled list: a heading, the rows (several lines each, never cut off), the buttons."""

    def __init__(self, title: str, empty: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.heading = QLabel(title)
        self.heading.setObjectName("heading")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        self.list.setTextElideMode(Qt.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.list.setAccessibleName(title)
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.empty = QLabel(empty)
        self.empty.setObjectName("hint")
        self.buttons = QDialogButtonBox(QDialogButtonBox.Open | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        frame = QFrame()
        frame.setObjectName("panel")
        self.column = QVBoxLayout(frame)
        self.column.addWidget(self.heading)
        self.column.addWidget(self.list)
        self.column.addWidget(self.empty)
        self.column.addWidget(self.buttons)
        outer = QVBoxLayout(self)
        outer.addWidget(frame)
        self.resize(640, 480)

    def add(self, text: str, data) -> QListWidgetItem:
        item = QListWidgetItem(text)  # list items are plain text: table and player names stay as typed
        item.setData(Qt.UserRole, data)
        item.setToolTip(text)
        self.list.addItem(item)
        self.list.setCurrentRow(0)
        return item

    def finish(self) -> None:
        self.empty.setVisible(self.list.count() == 0)
        self.buttons.button(QDialogButtonBox.Open).setEnabled(self.list.count() > 0)

    def selected(self):
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None


def is_lan_table(store) -> bool:
    from desktop.net.storage import TableFileError

    try:
        _table, settings = store.load_table()
    except TableFileError:
        return False
    return isinstance(settings.get("app"), dict) and bool(settings["app"].get("lan"))


def table_summary(plan) -> str:
    """A resumable table in three lines: game and table; date and time, round and score; the players."""
    table = plan.table
    when = _when(plan.store)
    title = names.game(table.game)
    if isinstance(plan.settings.get("app"), dict) and plan.settings["app"].get("lan"):
        title = tr("saved", "%1 — LAN table “%2”", title, table.name)
    seat_names = [seat.name or tr("replay", "Seat %1", n + 1) for n, seat in enumerate(table.seats)]
    progress, players = tr("saved", "Not started"), ", ".join(seat_names)
    if plan.state is not None:
        from desktop.engine import GAMES

        view = GAMES[table.game].view(plan.state, None)
        progress = _progress(view)
        if isinstance(view.get("scores"), list):  # Bodyguard: points by seat
            players = ", ".join(tr("saved", "%1 (%2 pts)", name, score) for name, score in zip(seat_names, view["scores"]))
    return "\n".join([title, f"{when} · {progress}", players])


def _when(store) -> str:
    """When the table was last played, in the reader's own date and time format."""
    try:
        stamp = store.last_played()
    except OSError:
        return "?"
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)), QLocale.ShortFormat)


def _progress(view: dict) -> str:
    if view.get("outcome"):
        return tr("saved", "Game over")
    if "missions" in view:  # The Resistance, Avalon: the mission under way and the results so far
        results = [(mission or {}).get("result") for mission in view["missions"]]  # None: not played yet
        return tr("saved", "Mission %1 of %2 · %3 succeeded, %4 failed", int(view.get("mission") or 0) + 1,
                  len(view.get("team_sizes") or [0] * 5), results.count("success"), results.count("fail"))
    return tr("saved", "Round %1 of %2", int(view.get("round") or 0) + 1, view.get("rounds", "?"))


class ResumeDialog(_Picker):
    chosen = Signal(object)  # a TableStore

    def __init__(self, parent=None) -> None:
        super().__init__(tr("saved", "Resume a saved game"), tr("saved", "No unfinished games were found."), parent)
        from desktop.net.storage import unfinished_tables

        self.delete_button = QPushButton(tr("saved", "Delete…"))
        self.delete_button.clicked.connect(self.ask_delete)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.DestructiveRole)
        self.stores = []
        self.plans: dict[int, object] = {}  # index: its ResumePlan, or the ResumeError that refuses it
        for store in unfinished_tables(data_dir()):
            self._add_store(store)
        self.finish()
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self._update_buttons()

    def _add_store(self, store) -> None:
        from desktop.net.resume import ResumeError, inspect_table

        index = len(self.stores)
        self.stores.append(store)
        try:
            plan = inspect_table(store)
            text = table_summary(plan)
        except ResumeError as error:
            plan = error
            text = "\n".join([tr("saved", "Damaged saved game — %1", _when(store)), str(error)])
        self.plans[index] = plan
        self.add(text, index)

    def _update_buttons(self) -> None:
        self.delete_button.setEnabled(self.selected() is not None)

    def accept(self) -> None:
        from desktop.net.resume import ResumeError

        index = self.selected()
        if index is None:
            return
        plan = self.plans[index]
        if isinstance(plan, ResumeError):
            self.show_damage(index)  # the dialog stays, so the user may discard it or pick another
            return
        super().accept()
        if plan.notes:  # a torn last line was left out: say so
            box = QMessageBox(QMessageBox.Information, tr("saved", "Resume a saved game"),
                              tr("saved", "The last move was cut short when the game stopped, so the game goes on without it."),
                              parent=self.parentWidget())
            box.setDetailedText("\n".join(plan.notes))
            box.open()
        self.chosen.emit(self.stores[index])

    def show_damage(self, index: int) -> QMessageBox:
        """Why this table cannot be resumed (the same line `safehouse host --resume` prints), with its folder."""
        store = self.stores[index]
        box = QMessageBox(QMessageBox.Warning, tr("saved", "This saved game cannot be resumed"),
                          tr("saved", "This saved game cannot be resumed: its files are damaged. They are left as they are."),
                          parent=self)
        box.setInformativeText(str(self.plans[index]))
        box.setTextFormat(Qt.PlainText)
        folder = box.addButton(tr("saved", "Open the folder"), QMessageBox.ActionRole)
        discard = box.addButton(tr("saved", "Discard this table"), QMessageBox.DestructiveRole)
        box.addButton(QMessageBox.Close)
        folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(store.directory))))
        discard.clicked.connect(lambda: self.ask_delete(index))
        box.open()
        self.damage_box = box
        return box

    def ask_delete(self, index: int | None = None) -> QMessageBox | None:
        """Delete a saved table, once the user confirms (it cannot be undone)."""
        index = self.selected() if index is None or isinstance(index, bool) else index
        if index is None:
            return None
        box = confirm(self, tr("saved", "Delete this saved game?"),
                      tr("saved", "Delete this saved game? It cannot be resumed or replayed afterwards."),
                      tr("saved", "Delete"), lambda: self.delete(index))
        self.confirm_box = box
        return box

    def delete(self, index: int) -> None:
        store = self.stores[index]
        try:
            store.discard()
        except OSError as error:
            QMessageBox(QMessageBox.Warning, tr("saved", "Delete this saved game?"),
                        tr("saved", "The saved game could not be deleted: %1", error.strerror or error), parent=self).open()
            return
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.UserRole) == index:
                self.list.takeItem(row)
                break
        self.finish()
        self._update_buttons()


class ReplayPicker(_Picker):
    chosen = Signal(object)  # a game file's Path

    def __init__(self, parent=None, games: dict | None = None) -> None:
        super().__init__(tr("saved", "Watch a replay"), tr("saved", "No saved games yet: play one first."), parent)
        self.games = games
        self.problem = QLabel()
        self.problem.setObjectName("error")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.PlainText)
        self.import_button = QPushButton(tr("saved", "Import a game file…"))
        self.import_button.clicked.connect(self.choose_import)
        self.column.insertWidget(2, self.problem)
        self.column.insertWidget(3, self.import_button)
        for path in replay_files():
            game = file_game(path)
            if game:
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
                seat_only = path.suffix == GAME_FILE_SUFFIX and file_format(path) == SEAT_RECORD
                label = tr("saved", "%1 — %2 — from your seat", names.game(game), when) if seat_only else \
                    tr("saved", "%1 — %2", names.game(game), when)
                self.add(label, str(path))
        self.finish()
        self.accepted.connect(self._emit)

    def _emit(self) -> None:
        path = self.selected()
        if path:
            self.chosen.emit(Path(path))

    def choose_import(self) -> None:
        dialog = QFileDialog(self, tr("saved", "Import a game file"))
        dialog.setFileMode(QFileDialog.ExistingFile)
        dialog.setNameFilter(tr("saved", "Safehouse games (*%1)", GAME_FILE_SUFFIX))
        dialog.fileSelected.connect(self.import_file)
        dialog.open()

    def import_file(self, source: str) -> Path | None:
        """Check and keep the file, then open its replay; a refusal is shown in the dialog."""
        from desktop.engine import GAMES

        try:
            copied = import_game(Path(source), self.games or GAMES)
        except GameFileError as error:
            self.problem.setText(str(error))
            return None
        except OSError as error:
            self.problem.setText(tr("saved", "The file could not be read: %1", error.strerror or error))
            return None
        self.chosen.emit(copied)
        self.done(QDialog.Rejected)  # the replay opens from `chosen`; do not emit it twice
        return copied


__all__ = [
    "GAME_FILE_SUFFIX", "JOURNAL", "SEAT_RECORD", "GameFile", "GameFileError", "ReplayPicker", "ResumeDialog",
    "SeatRecord", "export_game", "import_game", "is_lan_table", "read_game_file", "replay_files", "table_summary",
]
