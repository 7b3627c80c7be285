""""Your games": your win rates per game, side and bot level as a chart, and every finished game, newest
first, with its replay and its review one click away. It reads desktop/record.py's history."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Signal
from PySide6.QtWidgets import (
    QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel, QMenu, QMessageBox, QPushButton, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from desktop.record import MIXED, GameRecord, History, win_rates

from . import names
from .confirm import confirm
from .text import cap, tr, tr_n
from .win_chart import WinChart

LEVEL_ORDER = ("easy", "normal", "hard", "expert", MIXED)
PLAIN_ROLES = {"resistance", "spy", "good", "evil", "loyal_servant", "minion"}  # their name says their side


class YourGamesScreen(QWidget):
    home_requested = Signal()
    replay_requested = Signal(object)  # the game's journal (a Path)
    review_requested = Signal(object, int)  # the game's journal, the seat to review it from

    def __init__(self, high_contrast: bool = False, history_path: Path | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.history_path = history_path
        self.history = History.load(history_path)
        title = QLabel(tr("record", "Your games"))
        title.setObjectName("heading")
        home = QPushButton(tr("record", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        top = QHBoxLayout()
        top.addWidget(title, 1)
        top.addWidget(home)
        self.notice = QLabel()
        self.notice.setObjectName("warning")
        self.notice.setWordWrap(True)
        self.chart = WinChart(high_contrast)
        chart_panel = QFrame()
        chart_panel.setObjectName("panel")
        QVBoxLayout(chart_panel).addWidget(self.chart)

        self.list = QTreeWidget()
        self.list.setAccessibleName(tr("record", "Your finished games, newest first"))
        self.list.setHeaderLabels([tr("record", "Date"), tr("record", "Game"), tr("record", "Result"),
                                   tr("record", "Against"), tr("record", "You played")])
        self.list.setRootIsDecorated(False)
        self.list.setSelectionMode(QAbstractItemView.SingleSelection)
        self.list.setAllColumnsShowFocus(True)
        self.list.setUniformRowHeights(True)
        # The roles, last, take the room left (elided, the whole text in the tooltip); the rest fit their words.
        header = self.list.header()
        header.setSectionResizeMode(QHeaderView.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.Stretch)
        self.list.itemSelectionChanged.connect(self._selection_changed)
        self.list.itemActivated.connect(lambda _item, _column: self.replay())
        self.replay_button = QPushButton(tr("record", "Replay"))
        self.replay_button.setObjectName("primary")
        self.replay_button.clicked.connect(self.replay)
        self.review_button = QPushButton(tr("record", "Review"))
        self.review_button.setToolTip(tr("record", "Walk through the game from your seat, with the coach's view"))
        self.review_button.clicked.connect(self.review)
        self.clear_button = QPushButton(tr("record", "Clear history"))
        self.clear_button.clicked.connect(self.ask_clear)
        self.missing = QLabel()
        self.missing.setObjectName("hint")
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.review_button):
            buttons.addWidget(button)
        buttons.addWidget(self.missing, 1)
        buttons.addWidget(self.clear_button)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.notice)
        column.addWidget(chart_panel)
        column.addWidget(self.list, 1)
        column.addLayout(buttons)
        self._review_menu: QMenu | None = None
        self._clear_box: QMessageBox | None = None
        self.refresh()

    # ---- showing the history ------------------------------------------------------------------------------
    def refresh(self) -> None:
        history = self.history
        self.notice.setText(problem_text(history))
        self.notice.setVisible(bool(history.problem))
        self.chart.set_columns(chart_columns(history.games))
        self.games = history.newest_first()
        self.list.clear()
        for game in self.games:
            item = QTreeWidgetItem([played_on(game.played_at), names.game(game.game), result_text(game),
                                    opponents(game), your_roles(game)])
            for column in range(item.columnCount()):
                item.setToolTip(column, item.text(column))
            self.list.addTopLevelItem(item)
        self.clear_button.setEnabled(bool(self.games))
        if self.games:
            self.list.setCurrentItem(self.list.topLevelItem(0))
        self._selection_changed()

    def selected(self) -> GameRecord | None:
        item = self.list.currentItem()
        index = self.list.indexOfTopLevelItem(item) if item is not None else -1
        return self.games[index] if 0 <= index < len(self.games) else None

    def _selection_changed(self) -> None:
        game = self.selected()
        there = game is not None and game.journal is not None and Path(game.journal).is_file()
        self.replay_button.setEnabled(there)
        self.review_button.setEnabled(there)
        self.missing.setText(tr("record", "This game's saved file is gone: it cannot be replayed.")
                             if game is not None and not there else "")

    # ---- the buttons ----------------------------------------------------------------------------------------
    def replay(self) -> None:
        game = self.selected()
        if game is not None and game.journal and Path(game.journal).is_file():
            self.replay_requested.emit(Path(game.journal))

    def review(self) -> QMenu | None:
        """Review from your seat; a hot-seat game asks whose seat first."""
        game = self.selected()
        if game is None or not game.journal or not Path(game.journal).is_file():
            return None
        if len(game.you) == 1:
            self.review_requested.emit(Path(game.journal), game.you[0].seat)
            return None
        menu = QMenu(self)
        for seat in game.you:
            action = menu.addAction(tr("record", "From %1's seat", game.players[seat.seat]))
            action.triggered.connect(lambda _checked=False, s=seat.seat: self.review_requested.emit(Path(game.journal), s))
        menu.popup(self.review_button.mapToGlobal(self.review_button.rect().bottomLeft()))
        self._review_menu = menu
        return menu

    def ask_clear(self) -> QMessageBox:
        box = confirm(self, tr("record", "Clear your history?"),
                      tr("record", "Forget every game in your history and its win rates? The saved games "
                                   "themselves stay, to resume or replay."),
                      tr("record", "Clear history"), self.clear, keep=tr("record", "Keep it"))
        self._clear_box = box
        return box

    def clear(self) -> None:
        try:
            self.history.clear()
        except OSError as error:
            self.notice.setText(tr("record", "Your history could not be cleared: %1", error.strerror or str(error)))
            self.notice.show()
            return
        self.refresh()


# ---- words for the history (pure functions of a GameRecord, so each is easy to test) --------------------------
def chart_columns(games: list[GameRecord]) -> list[tuple[str, list[tuple[str, int, int]]]]:
    rates = win_rates(games)
    by_game = [(names.game(code), t.won, t.played) for code, t in sorted(rates.by_game.items())]
    by_side = [(cap(names.side(code)), t.won, t.played) for code, t in sorted(rates.by_side.items())]
    levels = sorted(rates.by_level.items(), key=lambda item: (LEVEL_ORDER + (item[0],)).index(item[0]))
    by_level = [(level_name(code), t.won, t.played) for code, t in levels]
    return [(tr("record", "By game"), by_game), (tr("record", "By side"), by_side),
            (tr("record", "Against bots"), by_level)]


def level_name(code: str | None) -> str:
    return tr("record", "Mixed levels") if code == MIXED else names.level(code or "")


def opponents(game: GameRecord) -> str:
    how = {"solo": tr("record", "Solo"), "hotseat": tr("record", "Hot-seat"), "lan": tr("record", "LAN")}.get(game.mode, "")
    return tr("record", "%1 · %2 bots", how, level_name(game.bots)) if game.bots else how


def your_roles(game: GameRecord) -> str:
    parts = []
    for seat in game.you:
        role = names.role(seat.role) if seat.role else "?"
        text = tr("record", "%1 (%2)", role, cap(names.side(seat.side))) if seat.side and seat.role not in PLAIN_ROLES else role
        parts.append(tr("record", "%1: %2", game.players[seat.seat], text) if len(game.you) > 1 else text)
    return "; ".join(parts)


def result_text(game: GameRecord) -> str:
    parts = []
    for seat in game.you:
        text = tr("record", "Won") if seat.won else tr("record", "Lost")
        if seat.score is not None:
            text = tr_n("record", "%1 · %n point", "%1 · %n points", seat.score, text)
        parts.append(tr("record", "%1: %2", game.players[seat.seat], text) if len(game.you) > 1 else text)
    return "; ".join(parts)


def played_on(stamp: str) -> str:
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return stamp
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(moment.timestamp())), QLocale.ShortFormat)


def problem_text(history: History) -> str:
    return {
        "unreadable": tr("record", "Your game history could not be read; it starts again empty."),
        "damaged": tr("record", "Your game history was damaged; it starts again empty (the old file is kept beside it)."),
        "newer": tr("record", "Your game history was written by a newer Safehouse; it starts again empty (the old file is kept)."),
        "damaged_lines": tr_n("record", "Your game history was damaged: %n game could not be read.",
                              "Your game history was damaged: %n games could not be read.", history.skipped),
    }.get(history.problem, "")
