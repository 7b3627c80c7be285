"""Step through a saved game with every card face up: the journal replayed by the engine, view by view."""
from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from . import names
from .art import Art
from .game_log import GameLog
from .settings import Settings
from .table.motion import Motion
from .table.scenes import make_scene
from .table.table_view import TableView
from .text import tr


def replay_views(path: Path, games: dict) -> tuple[str, list[dict], list[list[dict]]]:
    """(game, the view after each command with everything revealed, the events of each step)."""
    from desktop.engine.core import OMNISCIENT

    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    head = json.loads(lines[0])
    game = games[head["game"]]
    state = game.new_game(head["config"], head["seed"])
    views = [game.view(state, OMNISCIENT)]
    steps = [game.events_for(state, OMNISCIENT)]
    for line in lines[1:]:
        entry = json.loads(line)
        seen = len(state.events)
        game.apply(state, entry["seat"], entry["command"])
        views.append(game.view(state, OMNISCIENT))
        steps.append(game.events_for(state, OMNISCIENT, since=seen))
    return head["game"], views, steps


def seat_names_for(path: Path, players: int) -> list[str]:
    try:
        table = json.loads((path.parent / "table.json").read_text(encoding="utf-8"))["table"]
        found = [seat.get("name") or "" for seat in table["seats"]]
    except (OSError, ValueError, KeyError):
        found = []
    return [found[s] if s < len(found) and found[s] else tr("replay", "Seat %1", s + 1) for s in range(players)]


class ReplayScreen(QWidget):
    home_requested = Signal()

    def __init__(self, path: Path, games: dict, art: Art, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.game, self.views, self.steps = replay_views(Path(path), games)
        self.seat_names = seat_names_for(Path(path), self.views[0]["players"])
        self.scene = make_scene(self.game, art, Motion(settings.animation_factor))
        self.table_view = TableView(self.scene)
        self.log = GameLog()
        self.log.setMaximumWidth(380)
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setRange(0, len(self.views) - 1)
        self.slider.setAccessibleName(tr("replay", "Replay position"))
        self.slider.valueChanged.connect(self.show_step)
        self.position = QLabel()
        buttons = QHBoxLayout()
        for text, move in ((tr("replay", "⏮ Start"), lambda: 0), (tr("replay", "◀ Back"), lambda: self.slider.value() - 1),
                           (tr("replay", "Next ▶"), lambda: self.slider.value() + 1),
                           (tr("replay", "End ⏭"), lambda: len(self.views) - 1)):
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, m=move: self.slider.setValue(max(0, min(m(), len(self.views) - 1))))
            buttons.addWidget(button)
        buttons.addWidget(self.slider, 1)
        buttons.addWidget(self.position)
        home = QPushButton(tr("replay", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        buttons.addWidget(home)
        title = QLabel(tr("replay", "Replay — %1, every card face up", names.game(self.game)))
        title.setObjectName("heading")
        body = QHBoxLayout()
        body.addWidget(self.table_view, 1)
        body.addWidget(self.log)
        column = QVBoxLayout(self)
        column.addWidget(title)
        column.addLayout(body, 1)
        column.addLayout(buttons)
        self.show_step(0)

    def show_step(self, step: int) -> None:
        self.scene.show_view(self.views[step], self.seat_names, [""] * len(self.seat_names), 0)
        self.position.setText(tr("replay", "Step %1 of %2", step, len(self.views) - 1))
        self.log.clear()
        for events in self.steps[: step + 1]:
            self.log.add_events([e for e in events if e.get("kind") != "role_dealt"], self.seat_names)
