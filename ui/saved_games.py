"""Pick a saved table to resume, or a finished game's journal to replay (both written by the host)."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout

from . import names
from .paths import data_dir
from .text import tr


class _Picker(QDialog):
    def __init__(self, title: str, empty: str, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.list = QListWidget()
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.empty = QLabel(empty)
        self.empty.setObjectName("hint")
        buttons = QDialogButtonBox(QDialogButtonBox.Open | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.list)
        column.addWidget(self.empty)
        column.addWidget(buttons)
        self.resize(560, 420)

    def add(self, text: str, data) -> None:
        item = QListWidgetItem(text)  # list items are plain text: table and player names stay as typed
        item.setData(Qt.UserRole, data)
        self.list.addItem(item)
        self.list.setCurrentRow(0)

    def finish(self) -> None:
        self.empty.setVisible(self.list.count() == 0)

    def selected(self):
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item else None


class ResumeDialog(_Picker):
    chosen = Signal(object)  # a TableStore

    def __init__(self, parent=None) -> None:
        super().__init__(tr("saved", "Resume a saved game"), tr("saved", "No unfinished games were found."), parent)
        from desktop.net.storage import unfinished_tables

        self.stores = unfinished_tables(data_dir())
        for index, store in enumerate(self.stores):
            table, _settings = store.load_table()
            people = ", ".join(seat["name"] for seat in table["seats"] if seat.get("kind") == "human")
            self.add(tr("saved", "%1 — %2 — %3", names.game(table["game"]), store.table_id, people), index)
        self.finish()
        self.accepted.connect(self._emit)

    def _emit(self) -> None:
        index = self.selected()
        if index is not None:
            self.chosen.emit(self.stores[index])


class ReplayPicker(_Picker):
    chosen = Signal(object)  # a journal's Path

    def __init__(self, parent=None) -> None:
        super().__init__(tr("saved", "Watch a replay"), tr("saved", "No saved games yet: play one first."), parent)
        for path in sorted((data_dir() / "tables").glob("*/game-*.jsonl"), reverse=True):
            game = _journal_game(path)
            if game:
                self.add(tr("saved", "%1 — %2", names.game(game), path.parent.name), str(path))
        self.finish()
        self.accepted.connect(self._emit)

    def _emit(self) -> None:
        path = self.selected()
        if path:
            self.chosen.emit(Path(path))


def _journal_game(path: Path) -> str | None:
    try:
        with open(path, encoding="utf-8") as journal:
            return json.loads(journal.readline()).get("game")
    except (OSError, ValueError, AttributeError):
        return None
