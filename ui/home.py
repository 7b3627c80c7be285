"""The home screen: every way into a game, as big, keyboard-reachable buttons."""
from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .art import Art


class HomeScreen(QWidget):
    """Emits one signal per choice; the main window decides what each opens."""

    solo_requested = Signal()
    hotseat_requested = Signal()
    host_lan_requested = Signal()
    join_lan_requested = Signal()
    resume_requested = Signal()
    replay_requested = Signal()
    record_requested = Signal()
    rules_requested = Signal()
    learn_requested = Signal()
    settings_requested = Signal()
    about_requested = Signal()
    quit_requested = Signal()

    def __init__(self, art: Art, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        logo = QLabel()
        logo.setPixmap(art.pixmap("common/app_icon", QSize(88, 88)))
        title = QLabel(self.tr("Safehouse"))
        title.setObjectName("title")
        subtitle = QLabel(self.tr("The Resistance · Avalon · Bodyguard — at one table, on your LAN, or against bots"))
        subtitle.setObjectName("subtitle")
        heading = QVBoxLayout()
        heading.addWidget(title)
        heading.addWidget(subtitle)
        top = QHBoxLayout()
        top.addWidget(logo)
        top.addSpacing(12)
        top.addLayout(heading, 1)

        grid = QGridLayout()
        grid.setSpacing(14)
        entries = [
            ("solo", self.tr("Play solo"), self.tr("You and bots at a table"), "common/good_token", self.solo_requested),
            ("hotseat", self.tr("Hot-seat"), self.tr("Pass one screen around the room"), "common/team_token", self.hotseat_requested),
            ("host", self.tr("Host a LAN table"), self.tr("Friends join from their computers"), "common/leader_token", self.host_lan_requested),
            ("join", self.tr("Join a LAN table"), self.tr("Find a table on this network"), "common/round_marker", self.join_lan_requested),
            ("resume", self.tr("Resume a saved game"), self.tr("Pick up where you stopped"), "common/vote_marker", self.resume_requested),
            ("replay", self.tr("Watch a replay"), self.tr("Step through a finished game"), "common/card_back", self.replay_requested),
            ("learn", self.tr("Learn to play"), self.tr("Coached first games, step by step"), "common/lesson", self.learn_requested),
            ("record", self.tr("Your games"), self.tr("Your wins, and every game to replay"), "common/record", self.record_requested),
            ("rules", self.tr("Rules"), self.tr("How each game is played"), "common/hidden_role", self.rules_requested),
            ("settings", self.tr("Settings"), self.tr("Your name, speed, language"), "common/approve", self.settings_requested),
        ]
        self.buttons: dict[str, QPushButton] = {}
        for index, (key, label, hint, icon, signal) in enumerate(entries):
            button = QPushButton(f"{label}\n{hint}")
            button.setObjectName("homeCard")
            button.setIcon(art.icon(icon, 40))
            button.setIconSize(QSize(40, 40))
            button.setMinimumHeight(78)
            button.setAccessibleName(label)
            button.clicked.connect(signal.emit)
            grid.addWidget(button, index // 2, index % 2)
            self.buttons[key] = button
        quit_button = QPushButton(self.tr("Quit"))
        quit_button.clicked.connect(self.quit_requested.emit)
        about_button = QPushButton(self.tr("About"))
        about_button.clicked.connect(self.about_requested.emit)
        self.buttons["about"] = about_button
        bottom = QHBoxLayout()
        bottom.addWidget(about_button)
        bottom.addStretch(1)
        bottom.addWidget(quit_button)

        column = QVBoxLayout()
        column.addStretch(1)
        column.addLayout(top)
        column.addSpacing(28)
        column.addLayout(grid)
        column.addSpacing(18)
        column.addLayout(bottom)
        column.addStretch(2)
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(column, 4)
        outer.addStretch(1)
        self.buttons["solo"].setFocus()

