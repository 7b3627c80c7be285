"""Step through a finished game: from one seat's point of view (spoiler-free), or with everything revealed.

A journal is replayed by the engine, view by view, for the chosen viewer: a seat sees only what it knew
at each step; "everything revealed" shows every card face up. A seat record (a game joined on someone
else's LAN table) holds one seat's views as they were sent, so it replays from that seat only.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget,
)

from . import icons, names
from .art import Art
from .game_log import GameLog
from .saved_games import GAME_FILE_SUFFIX, GameFile, export_game, read_game_file
from .settings import Settings
from .table.motion import Motion
from .table.scenes import make_scene
from .table.table_view import TableView
from .text import tr

REVEALED = "revealed"  # the mode key for "everything revealed"; seat modes are ints


def replay_views(game_file: GameFile, games: dict, viewer) -> tuple[list[dict], list[list[dict]]]:
    """(the view after each step, the events of each step) for `viewer`: a seat number or REVEALED."""
    if game_file.kind != "safehouse-journal":
        return [frame["view"] for frame in game_file.frames], [list(frame.get("events") or []) for frame in game_file.frames]
    from desktop.engine.core import OMNISCIENT

    who = OMNISCIENT if viewer == REVEALED else viewer
    game = games[game_file.game]
    head = game_file.header
    state = game.new_game(head["config"], head["seed"])
    views = [game.view(state, who)]
    steps = [game.events_for(state, who)]
    for seat, command in game_file.commands:
        seen = len(state.events)
        game.apply(state, seat, command)
        view = game.view(state, who)
        events = game.events_for(state, who, since=seen)
        if viewer != REVEALED and not events and view == views[-1]:
            continue  # nothing this seat could notice happened (another seat's secret choice)
        views.append(view)
        steps.append(events)
    return views, steps


class ReplayScreen(QWidget):
    home_requested = Signal()
    review_requested = Signal(object, int)  # the game file's path, the seat to review from

    def __init__(self, path: Path, games: dict, art: Art, settings: Settings, parent=None, viewer=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.path = Path(path)
        self.games = games
        self.file = read_game_file(self.path, games)
        self.game = self.file.game
        self.seat_names = self.file.names
        self.views: list[dict] = []
        self.steps: list[list[dict]] = []
        self.scene = make_scene(self.game, art, Motion(settings.animation_factor))
        self.table_view = TableView(self.scene)
        self.log = GameLog()
        self.log.setMaximumWidth(380)

        self.mode = QComboBox()
        self.mode.setAccessibleName(tr("replay", "Whose point of view"))
        if self.file.revealable:
            self.mode.addItem(tr("replay", "Everything revealed"), REVEALED)
            for seat, name in enumerate(self.seat_names):
                # Display text is a plain combo item: a name shows as typed.
                self.mode.addItem(tr("replay", "From %1's seat (no spoilers)").replace("%1", name), seat)
        else:
            seat = self.file.seat
            who = self.seat_names[seat] if seat is not None and seat < len(self.seat_names) else tr("replay", "a spectator")
            self.mode.addItem(tr("replay", "From %1's seat — as it was seen").replace("%1", who), seat)
        self.mode_note = QLabel()
        self.mode_note.setObjectName("hint")
        self.mode_note.setWordWrap(True)
        self.mode_note.setTextFormat(Qt.PlainText)
        self.mode.currentIndexChanged.connect(lambda _i: self.set_viewer(self.mode.currentData()))
        self.export_button = QPushButton(tr("replay", "Export game file…"))
        self.export_button.clicked.connect(self.choose_export)

        self.slider = QSlider(Qt.Horizontal)
        self.slider.setAccessibleName(tr("replay", "Replay position"))
        self.slider.valueChanged.connect(self.show_step)
        self.position = QLabel()
        buttons = QHBoxLayout()
        self.step_buttons: dict[str, QPushButton] = {}
        for key, text, move in (("start", tr("replay", "Start"), lambda: 0),
                                ("back", tr("replay", "Back"), lambda: self.slider.value() - 1),
                                ("next", tr("replay", "Next"), lambda: self.slider.value() + 1),
                                ("end", tr("replay", "End"), lambda: len(self.views) - 1)):
            button = QPushButton(icons.icon(key), text)  # drawn icons: a font may lack ⏮ and ⏭
            if key in ("next", "end"):
                button.setLayoutDirection(Qt.RightToLeft)  # the arrow after the word
            button.clicked.connect(lambda _c=False, m=move: self.go_to(m()))
            buttons.addWidget(button)
            self.step_buttons[key] = button
        self.step_buttons["back"].setToolTip(tr("replay", "One step back (Left arrow)"))
        self.step_buttons["next"].setToolTip(tr("replay", "One step forward (Right arrow)"))
        self.step_buttons["start"].setToolTip(tr("replay", "The first step (Home)"))
        self.step_buttons["end"].setToolTip(tr("replay", "The last step (End)"))

        buttons.addWidget(self.slider, 1)
        buttons.addWidget(self.position)
        home = QPushButton(tr("replay", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        buttons.addWidget(home)
        self.title = QLabel()
        self.title.setObjectName("heading")
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.mode)
        top.addWidget(self.export_button)
        review = QPushButton(tr("replay", "Review"))
        review.setToolTip(tr("replay", "What the expert would have done at the key moments, from the seat shown (or the first)"))
        review.clicked.connect(lambda: self.review_requested.emit(self.path, self._review_seat()))
        top.addWidget(review)
        body = QHBoxLayout()
        body.addWidget(self.table_view, 1)
        body.addWidget(self.log)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.mode_note)
        column.addLayout(body, 1)
        column.addLayout(buttons)
        # Arrow keys step the replay wherever the focus is on this screen: ahead of the slider's and the
        # buttons' own use of those keys (the drop-down keeps Up and Down for its list).
        for child in self.findChildren(QWidget):
            child.installEventFilter(self)
        start = viewer if viewer is not None else self.mode.itemData(0)
        index = self.mode.findData(start)
        self.mode.setCurrentIndex(max(0, index))
        self.set_viewer(self.mode.currentData())

    def _review_seat(self) -> int:
        seat = self.mode.currentData()
        return seat if isinstance(seat, int) else (self.file.seat or 0)

    def go_to(self, step: int) -> None:
        self.slider.setValue(max(0, min(step, len(self.views) - 1)))

    def _step_for_key(self, key) -> int | None:
        moves = {Qt.Key_Left: lambda: self.slider.value() - 1, Qt.Key_Right: lambda: self.slider.value() + 1,
                 Qt.Key_Home: lambda: 0, Qt.Key_End: lambda: len(self.views) - 1}
        return moves[key]() if key in moves else None

    def eventFilter(self, watched, event) -> bool:
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.KeyPress and not event.modifiers() & ~Qt.KeypadModifier:
            step = self._step_for_key(event.key())
            if step is not None:
                self.go_to(step)
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event) -> None:
        step = self._step_for_key(event.key())
        if step is None:
            super().keyPressEvent(event)
            return
        self.go_to(step)

    @property
    def viewer(self):
        return self._viewer

    def set_viewer(self, viewer) -> None:
        """Replay again from another point of view, keeping roughly the same place in the game."""
        self._viewer = viewer
        fraction = self.slider.value() / max(1, self.slider.maximum()) if self.views else 0.0
        self.views, self.steps = replay_views(self.file, self.games, viewer)
        game = names.game(self.game)
        if viewer == REVEALED:
            self.title.setText(tr("replay", "Replay — %1, every card face up", game))
            self.mode_note.setText("")
        else:
            self.title.setText(tr("replay", "Replay — %1, from one seat", game))
            self.mode_note.setText(tr("replay", "You see only what this seat knew at each moment: no spoilers."))
        if not self.file.revealable:
            self.mode_note.setText(tr("replay", "You joined this game on another computer: only the host's copy has "
                                                "every card, so it replays from your seat."))
        self.mode_note.setVisible(bool(self.mode_note.text()))
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.views) - 1)
        self.slider.setValue(round(fraction * (len(self.views) - 1)))
        self.slider.blockSignals(False)
        self.show_step(self.slider.value())

    def show_step(self, step: int) -> None:
        seat = self._viewer if isinstance(self._viewer, int) else None
        bottom = seat if seat is not None else 0
        subtitles = [tr("replay", "Point of view") if s == seat else "" for s in range(len(self.seat_names))]
        self.scene.show_view(self.views[step], self.seat_names, subtitles, bottom)
        self.position.setText(tr("replay", "Step %1 of %2", step, len(self.views) - 1))
        self.step_buttons["back"].setEnabled(step > 0)
        self.step_buttons["start"].setEnabled(step > 0)
        self.step_buttons["next"].setEnabled(step < len(self.views) - 1)
        self.step_buttons["end"].setEnabled(step < len(self.views) - 1)
        self.log.clear()
        for events in self.steps[: step + 1]:
            shown = [e for e in events if e.get("kind") != "role_dealt"] if self._viewer == REVEALED else events
            self.log.add_events(shown, self.seat_names)

    # ---- export ---------------------------------------------------------------------------------------
    def choose_export(self) -> None:
        dialog = QFileDialog(self, tr("replay", "Export game file"))
        dialog.setAcceptMode(QFileDialog.AcceptSave)
        dialog.setNameFilter(tr("replay", "Safehouse games (*%1)", GAME_FILE_SUFFIX))
        dialog.setDefaultSuffix(GAME_FILE_SUFFIX.lstrip("."))
        dialog.selectFile(f"{self.game}{GAME_FILE_SUFFIX}")
        dialog.fileSelected.connect(lambda path: self.export_to(Path(path)))
        dialog.open()

    def export_to(self, destination: Path) -> Path:
        return export_game(self.file, destination)
