"""A tutorial: the normal game screen, played through the real host, with the coach's panel at the
top of its side column (the lesson's text, "Next", "Take back" after a weak choice, "Finish").

The lesson's logic is desktop.tutorial (no Qt): this screen shows what the coach says, once the
table has drawn what the coach talks about (the pacer is idle), and rebuilds the table for a take back.
"""
from __future__ import annotations

import types

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from .connection import TableConnection
from .screen_parts import ElidedLine
from .text import tr

COACH_POLL_MS = 120  # how often a waiting coach line checks whether the table has caught up


class TutorialConnection(TableConnection):
    """The table connection of a tutorial: the player's commands are judged by the lesson first."""

    def __init__(self, table, names: list[str]) -> None:
        lesson = table.lesson
        from desktop.engine import GAMES

        others = {seat: lesson.bots for seat in range(len(names)) if seat != lesson.seat}
        # The host does not exist yet (TutorialTable opens it, then calls connect_player): only its game is read now.
        super().__init__(types.SimpleNamespace(game=GAMES[lesson.game]), names, [lesson.seat], others)
        self.table = table
        self.live = True

    def connect_player(self, host) -> None:
        """Seat the player (the last seat: the game starts) and watch the public feed."""
        self.host = host
        self._watch()
        seat = self.table.lesson.seat
        listener = self._listener(seat)

        def on_message(message) -> None:
            listener(message)
            if getattr(message, "view", None) is not None and hasattr(message, "events"):
                self.table.on_player_update(message.view, list(message.events))

        self._clients[seat] = host.local_seat(self.seat_names[seat], seat=seat, listener=on_message)

    def command(self, seat: int, command: dict) -> None:
        self.table.player_command(command)
        super().command(seat, command)

    async def async_close(self) -> None:
        await self.table.async_close()


class CoachPanel(QFrame):
    """The coach's panel: the lesson's title, what the coach says now (it scrolls when long), and the
    buttons the moment needs."""

    next_requested = Signal()
    take_back_requested = Signal()
    finish_requested = Signal()

    def __init__(self, title: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        heading = ElidedLine()
        heading.setObjectName("heading")
        heading.setTextFormat(Qt.PlainText)
        heading.set_full_text(tr("tutorial", "Coach · %1", title))
        self.feedback = QLabel()
        self.feedback.setObjectName("hint")
        self.text = QLabel()
        page = QWidget()
        words = QVBoxLayout(page)
        words.setContentsMargins(0, 0, 0, 0)
        for label in (self.feedback, self.text):
            label.setWordWrap(True)
            label.setTextFormat(Qt.PlainText)
            label.setAlignment(Qt.AlignTop | Qt.AlignLeft)
            words.addWidget(label)
        words.addStretch(1)
        self.feedback.hide()
        scroll = QScrollArea()
        scroll.setWidget(page)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.scroll = scroll
        self.take_back = QPushButton(tr("tutorial", "Take back"))
        self.take_back.setToolTip(tr("tutorial", "Play the lesson again from just before that choice"))
        self.next = QPushButton(tr("tutorial", "Next"))
        self.next.setObjectName("primary")
        self.finish = QPushButton(tr("tutorial", "Finish"))
        self.take_back.clicked.connect(self.take_back_requested)
        self.next.clicked.connect(self.next_requested)
        self.finish.clicked.connect(self.finish_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.take_back)
        buttons.addStretch(1)
        buttons.addWidget(self.next)
        buttons.addWidget(self.finish)
        column = QVBoxLayout(self)
        column.addWidget(heading)
        column.addWidget(scroll, 1)
        column.addLayout(buttons)
        self.show_line("", buttons=())

    def minimumSizeHint(self):
        """Room for the heading, a few lines of the coach and the buttons; longer words scroll."""
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.fontMetrics().lineSpacing() * 12))

    def show_line(self, text: str, feedback: str = "", buttons: tuple = ()) -> None:
        self.text.setText(text)
        self.feedback.setText(feedback)
        self.feedback.setVisible(bool(feedback))
        for name in ("take_back", "next", "finish"):
            getattr(self, name).setVisible(name in buttons)
        self.scroll.verticalScrollBar().setValue(0)
        if "next" in buttons:
            self.next.setFocus()


class TutorialScreen(QWidget):
    """One lesson at the table. `home_requested` when the player leaves or finishes."""

    home_requested = Signal()

    def __init__(self, lesson, texts: dict, language: str, art, settings, run_task, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.lesson, self.texts, self.language = lesson, texts, language
        self.art, self.settings, self.run_task = art, settings, run_task
        self.table = None
        self.screen = None  # the GameScreen of the current try
        self.waiting: list[tuple[str, str]] = []  # coach lines waiting for the table to catch up
        self.feedback = ""
        self.flagged = False
        from desktop.tutorial.lessons import text

        self.text_of = lambda key: text(texts, language, key)
        self.coach = CoachPanel(self.text_of(lesson.title_key))
        self.coach.next_requested.connect(self._next)
        self.coach.take_back_requested.connect(lambda: self.run_task(self.async_take_back()))
        self.coach.finish_requested.connect(self.home_requested)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.poll = QTimer(self)
        self.poll.setInterval(COACH_POLL_MS)
        self.poll.timeout.connect(self._show_waiting)
        self.poll.start()

    @property
    def names(self) -> list[str]:
        names = list(self.lesson.names)
        names.insert(self.lesson.seat, self.settings.player_name or "Ana")  # a name, as at any table
        return names

    # ---- the table ---------------------------------------------------------------------------------------
    async def async_start(self, replay=(), index: int = 0, notes_said=frozenset()) -> None:
        from desktop.tutorial.table import TutorialTable

        self.table = TutorialTable(self.lesson, self.texts, self.language, self._on_coach,
                                   bot_delay=self.settings.bot_delay)
        connection = TutorialConnection(self.table, self.names)
        self._show_table(connection)
        self.screen.pacer.paced = not replay  # a replayed start shows at once, as a resumed game does
        await self.table.async_open(connection.connect_player, list(replay), index, set(notes_said))
        if replay:
            QTimer.singleShot(200, self._pace_again)

    def _pace_again(self) -> None:
        if self.screen is not None:
            self.screen.pacer.catch_up()
            self.screen.pacer.paced = self.settings.bot_delay > 0 or self.settings.animation_factor > 0

    def _show_table(self, connection) -> None:
        from .game_screen import GameScreen

        old = self.screen
        self.screen = GameScreen(connection, self.art, self.settings)
        self.screen.home_requested.connect(self.home_requested)
        self.screen.rematch_requested.connect(lambda: self.run_task(self.async_restart()))
        self.screen.end_panel.replay_requested.disconnect()  # a lesson keeps no journal to replay
        for button in self.screen.end_panel.findChildren(QPushButton):
            if button.text() == tr("end", "Watch the replay"):
                button.hide()
        self.screen.end_panel.rematch.setText(tr("tutorial", "Start the lesson again"))
        side = self.screen.side
        side.insertWidget(0, self.coach)
        for index, stretch in enumerate((3, 0, 1, 1)):  # the coach first; the log gives way
            side.setStretchFactor(index, stretch)
        self.column.addWidget(self.screen)
        if old is not None:
            self.column.removeWidget(old)
            old.scene.blockSignals(True)
            old.deleteLater()

    async def async_take_back(self) -> None:
        """The same game from its pinned start, replayed to just before the flagged choice."""
        old = self.table
        if old is None or old.take_back_point is None:
            return
        replay, step, notes = old.replay_commands(), old.take_back_point[1], old.notes_said
        self.waiting.clear()
        self.feedback, self.flagged = "", False
        self.coach.show_line(tr("tutorial", "Taking it back…"))
        await old.async_close()
        await self.async_start(replay, step, notes)

    async def async_restart(self) -> None:
        old = self.table
        self.waiting.clear()
        self.feedback, self.flagged = "", False
        if old is not None:
            await old.async_close()
        await self.async_start()

    async def async_close(self) -> None:
        self.poll.stop()
        if self.table is not None:
            await self.table.async_close()
        if self.screen is not None:
            self.screen.scene.blockSignals(True)

    # ---- the coach ---------------------------------------------------------------------------------------
    def _on_coach(self, kind: str, key: str) -> None:
        if kind in ("weak", "off", "good"):  # the answer to the player's own click: at once
            self._show(kind, key)
        else:
            self.waiting.append((kind, key))

    def _show_waiting(self) -> None:
        screen = self.screen
        if not self.waiting or screen is None or screen.pacer.behind or screen.pacer.timer.isActive():
            return
        self._show(*self.waiting.pop(0))

    def _show(self, kind: str, key: str) -> None:
        coach = self.coach
        if kind == "good":
            self.feedback = self.text_of(key)
            coach.show_line(coach.text.text(), self.feedback)
            return
        if kind in ("weak", "off"):
            self.flagged = True
            coach.show_line(self.text_of(key) + "\n\n" + tr(
                "tutorial", "You may take this choice back and try again, or play on: the bots take the other seats."),
                buttons=("take_back",))
            return
        feedback, self.feedback = self.feedback, ""
        take_back = ("take_back",) if self.flagged else ()
        if kind == "lesson":
            coach.show_line(self.text_of(key), feedback, ("next",))
        elif kind == "end":
            coach.show_line(self.text_of(key), feedback, ("finish",))
        elif kind == "left":
            coach.show_line(tr("tutorial", "This game has gone where the lesson cannot follow: the bots play on. "
                                           "Start the lesson again to follow it."), "", take_back)
        elif kind == "over":
            coach.show_line(tr("tutorial", "The game is over. Take back your flagged choice, or start the lesson "
                                           "again, to follow it to the end."), "", take_back + ("finish",))
        else:  # you, free, note
            coach.show_line(self.text_of(key), feedback, take_back)

    def _next(self) -> None:
        self.coach.show_line(self.coach.text.text())
        if self.table is not None:
            self.table.next()
