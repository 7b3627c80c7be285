"""A game in progress: the table, the prompt (or the curtain, or the end), the vote grid and the log.

It draws the views the host sends through a TableConnection and sends commands back; it never
reads engine state. Which view is on screen is SeatDirector's decision (hot-seat privacy).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QScrollArea, QSplitter, QVBoxLayout, QWidget,
)

from . import names
from .art import Art
from .connection import PUBLIC, TableConnection
from .curtain import CurtainPanel
from .decisions import decision_title, explanation
from .end_panel import EndPanel
from .game_log import GameLog
from .pacer import Pacer
from .prompt import PromptArea
from .reject_text import reject_text
from .reveal_director import RevealDirector
from .role_panel import RolePanel
from .screen_parts import Dock, ElidedLine, dock_height
from .seat_director import SeatDirector
from .settings import Settings
from .table.motion import Motion
from .table.scenes import make_scene
from .table.table_view import TableView
from .text import name_list, tr
from .vote_grid import VoteGrid


class GameScreen(QWidget):
    home_requested = Signal()
    rematch_requested = Signal()
    replay_requested = Signal()
    review_requested = Signal()

    def __init__(self, connection: TableConnection, art: Art, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.connection = connection
        self.settings = settings
        self.seat_names = connection.seat_names
        hot_seat = len(connection.human_seats) > 1
        self.director = SeatDirector(connection.human_seats, hot_seat)
        # The shared log follows the public feed in hot-seat; the player's own feed in solo.
        self.log_source = connection.human_seats[0] if len(connection.human_seats) == 1 else PUBLIC
        self.subtitles = self._subtitles()
        # The log speaks of the person at this screen as "you" (solo only: a hot-seat log is public).
        self.log_names = list(self.seat_names)
        if self.log_source is not PUBLIC:
            self.log_names[self.log_source] = tr("log", "%1 (you)", self.seat_names[self.log_source])

        self.scene = make_scene(connection.game_name, art, Motion(settings.animation_factor))
        self.table_view = TableView(self.scene)
        self.prompt = PromptArea(art, game=connection.game_name)
        self.curtain = CurtainPanel()
        self.end_panel = EndPanel()
        self.bottom = Dock()
        for panel in (self.prompt, self.curtain, self.end_panel):
            self.bottom.addWidget(panel)
        # The dock's height follows the window, never its content: the board never rescales as the
        # prompt changes. A long prompt scrolls inside it instead of squeezing its rows.
        self.dock = QScrollArea()
        self.dock.setWidget(self.bottom)
        self.dock.setWidgetResizable(True)
        self.dock.setFrameShape(QFrame.NoFrame)
        self.dock.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.role_panel = RolePanel(art, connection.game_name)
        self.role_panel.hide()
        self.vote_grid = VoteGrid()
        self.log = GameLog()
        side = QSplitter(Qt.Vertical)
        side.addWidget(self.role_panel)
        side.addWidget(self.vote_grid)
        side.addWidget(self.log)
        side.setChildrenCollapsible(False)
        for index, stretch in enumerate((0, 1, 2)):  # the role card keeps its natural height
            side.setStretchFactor(index, stretch)
        side.setMinimumWidth(280)
        self.side = side
        has_votes = connection.game_name != "bodyguard"  # Bodyguard has no team votes
        self.vote_grid.setVisible(settings.vote_grid_visible and has_votes)

        title = QLabel(names.game(connection.game_name))
        title.setObjectName("heading")
        self.waiting_line = ElidedLine()  # "Waiting for: Bao, Carmen" (public: the view's waiting_for)
        self.waiting_line.setObjectName("hint")
        self.waiting_line.setTextFormat(Qt.PlainText)
        self.votes_button = QPushButton(tr("game", "Vote history"))
        self.votes_button.setCheckable(True)
        self.votes_button.setChecked(settings.vote_grid_visible)
        self.votes_button.toggled.connect(self.vote_grid.setVisible)
        self.votes_button.setVisible(has_votes)
        self.hide_button = QPushButton(tr("game", "Hide my screen"))
        self.hide_button.clicked.connect(self._hide_private)
        # Hot-seat: anyone may look at their own role again, through the curtain, whenever the screen is public.
        self.peek_button = QPushButton(tr("game", "Peek at my role"))
        self.peek_button.setToolTip(tr("game", "Look at your secret role again (the screen goes behind the curtain first)"))
        self.peek_menu = QMenu(self.peek_button)
        for seat in connection.human_seats:
            action = self.peek_menu.addAction(self.seat_names[seat])
            action.triggered.connect(lambda _checked=False, s=seat: self.peek(s))
        self.peek_button.setMenu(self.peek_menu)
        self.peek_seat: int | None = None
        self.faster_button = QPushButton(tr("game", "Faster bots"))
        self.faster_button.setCheckable(True)
        self.faster_button.setVisible(bool(connection.bot_levels))
        self.faster_button.toggled.connect(self._faster)
        leave = QPushButton(tr("game", "Leave the table"))
        leave.clicked.connect(self.home_requested)
        top = QHBoxLayout()
        top.addWidget(title)
        top.addSpacing(16)
        top.addWidget(self.waiting_line, 1)
        for button in (self.peek_button, self.hide_button, self.faster_button, self.votes_button, leave):
            top.addWidget(button)
        # Only what this table can use shows, from the start: five buttons at 150% would widen the window.
        self.peek_button.setVisible(hot_seat)
        self.hide_button.hide()

        table_column = QVBoxLayout()
        table_column.addWidget(self.table_view, 1)
        table_column.addWidget(self.dock)
        body = QSplitter(Qt.Horizontal)
        table_widget = QWidget()
        table_widget.setLayout(table_column)
        body.addWidget(table_widget)
        body.addWidget(side)
        body.setStretchFactor(0, 4)
        body.setStretchFactor(1, 1)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(body, 1)

        # What the screen draws trails the host by a beat per action (Settings' pace), and by each reveal.
        # (Views that came before this screen was built, as on a resume, show at once.)
        self.views: dict = dict(getattr(connection, "views", {}) or {})
        self.previous_public: dict | None = None
        self.reveals = RevealDirector(self.scene, connection.game_name, self.seat_names, settings, self)
        self.live = getattr(connection, "live", True)  # a FrozenTable's events are a whole history: no reveals
        self.pacer = Pacer(self._show_batch, self)
        self.pacer.paced = self.live and (settings.bot_delay > 0 or settings.animation_factor > 0)
        self.role_cards_shown: set[tuple] = set()
        self.scene.reveal.skipped.connect(self.pacer.skip_wait)
        connection.update_received.connect(self.pacer.push)
        self.pacer.released.connect(self._on_update)
        connection.error_received.connect(self._on_error)
        lan = getattr(connection, "lan", False)
        if not lan:  # a LAN table has its own chat panel beside the table (ui/lan/in_game.py)
            connection.chat_received.connect(self.log.add_chat)
        self.prompt.command_chosen.connect(self._send)
        self.prompt.choice_changed.connect(self.scene.set_choice)
        self.scene.seat_clicked.connect(self.prompt.toggle_seat)
        if hasattr(self.scene, "card_clicked"):  # Bodyguard: a card clicked in the hand picks it in the prompt
            self.scene.card_clicked.connect(lambda card: self.prompt.choose_value("card", card))
        self.curtain.revealed.connect(self._reveal)
        self.curtain.cancelled.connect(self._cancel_peek)
        self.end_panel.rematch_requested.connect(self.rematch_requested)
        self.end_panel.home_requested.connect(self.home_requested)
        self.end_panel.replay_requested.connect(self.replay_requested)
        self.end_panel.review_requested.connect(self.review_requested)
        self.lan_extras = None
        if lan:  # chat, every seat's connection state, the link to the host
            from .lan.in_game import attach_lan

            self.lan_extras = attach_lan(self, side)
        self.prompt.show_message(tr("game", "Setting up the table…"))
        self.refresh()

    def _subtitles(self) -> list[str]:
        result = []
        for seat in range(self.connection.players):
            if seat in self.connection.bot_levels:
                result.append(tr("game", "Bot · %1", names.level(self.connection.bot_levels[seat])))
            elif len(self.connection.human_seats) == 1:
                result.append(tr("game", "You"))
            else:
                result.append(tr("game", "At this screen"))
        return result

    # ---- messages from the host --------------------------------------------------------------------
    def _on_update(self, seat, view: dict, events: list) -> None:
        if seat is PUBLIC:
            self.previous_public = self.views.get(PUBLIC)
        self.views[seat] = view
        if seat == self.log_source and events:
            self.log.add_events(events, self.log_names)
        self.director.after_update(seat, self.views, bool(view.get("outcome")))
        self.refresh()

    def _show_batch(self, batch: list) -> int:
        """The pacer drew a batch: start its reveals; the ms until the next batch may show."""
        return self.reveals.play_batch(batch, self.previous_public)

    def keyPressEvent(self, event) -> None:
        """Keyboard play: Esc skips a reveal, as a click on it does."""
        if event.key() == Qt.Key_Escape and self.scene.reveal.isVisible():
            self.scene.reveal.skip()
            self.pacer.skip_wait()
            event.accept()
            return
        super().keyPressEvent(event)

    def play_reveals(self, public_events: list[dict]) -> int:
        """Play the reveal moments these public events call for, now (screenshots, tutorials); the ms they
        take. A FrozenTable's screen plays none by itself: its events are a whole game's history."""
        return self.reveals.play_batch([(PUBLIC, self.views.get(PUBLIC) or {}, public_events)], self.previous_public)

    def show_role_card(self) -> int:
        """The role card of the seat on screen, now (screenshots); the ms it stays."""
        view = self.shown_view()
        return self.reveals.role_card(view) if view and self.director.showing is not None else 0

    def _role_card(self, view: dict) -> None:
        """The role card at the start (Bodyguard: at each round's deal), once per seat and role."""
        you = view.get("you") or {}
        key = (you.get("seat"), you.get("role"), view.get("round") if self.connection.game_name == "bodyguard" else 0)
        if not self.live or not you.get("role") or key in self.role_cards_shown or view.get("outcome"):
            return
        self.role_cards_shown.add(key)
        self.pacer.hold_at_least(self.reveals.role_card(view))

    def _on_error(self, seat, code: str, params: dict) -> None:
        if seat is not None and seat == self.director.showing:
            self.prompt.show_error(reject_text(code, params))

    # ---- drawing -------------------------------------------------------------------------------------
    def shown_view(self) -> dict | None:
        """The view on screen now: a seat's (solo, or behind the curtain) or the public one."""
        views = self.views
        if self.director.showing is not None and self.director.showing in views:
            return views[self.director.showing]
        return views.get(PUBLIC)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.dock.setFixedHeight(dock_height(self.height()))

    def refresh(self) -> None:
        view = self.shown_view()
        if view is None:
            return
        self._show_waiting(view)
        # The role card shows only with a seat's own view: in hot-seat, only behind the curtain.
        private = view if self.director.showing is not None else None
        self.role_panel.show_view(private, self.seat_names)
        if private is None:
            self.reveals.hide_private()
        else:
            self._role_card(private)
        bottom = self.director.showing if not self.director.hot_seat and self.director.showing is not None else 0
        self.scene.show_view(view, self.seat_names, self.subtitles, bottom)
        self.vote_grid.show_history(view.get("vote_history") or [], self.seat_names)
        if self.vote_grid.isVisibleTo(self) and self.vote_grid.columnCount():
            # Widen the side column (up to a limit) so that every seat's vote shows whole.
            self.side.setMinimumWidth(max(280, min(460, self.vote_grid.natural_width())))
        self.hide_button.setVisible(self.director.hot_seat and self.director.showing is not None)
        if view.get("outcome"):
            final = self.views.get(PUBLIC) or view
            self.end_panel.show_outcome(final, self.seat_names)
            self.peek_button.hide()
            self.peek_seat = None
            self.bottom.setCurrentWidget(self.end_panel)
            self.scene.set_choice(set(), set())
            return
        self.peek_button.setVisible(self.director.hot_seat and self.director.showing is None)
        if self.peek_seat is not None and self.director.showing is None:
            self.curtain.ask_for(self.peek_seat, self.seat_names[self.peek_seat], False, peek=True)
            self.bottom.setCurrentWidget(self.curtain)
            self.scene.set_choice(set(), set())
            return
        next_seat = self.director.next_seat(self.views)
        if next_seat is not None:
            self.curtain.ask_for(next_seat, self.seat_names[next_seat], next_seat not in self.director.seen_role)
            self.bottom.setCurrentWidget(self.curtain)
            self.scene.set_choice(set(), set())
            return
        self.bottom.setCurrentWidget(self.prompt)
        self.public_seat = self.director.public_decider(self.connection.views)
        if self.public_seat is not None:  # made in front of everyone: the public table, the seat's choices
            seat_view = self.connection.views[self.public_seat]
            self._show_prompt(dict(view, legal=seat_view["legal"], pending=seat_view["pending"]), self.public_seat)
            return
        self._show_prompt(view)

    public_seat: int | None = None

    def _show_prompt(self, view: dict, public_seat: int | None = None) -> None:
        if public_seat is not None:
            title = decision_title(view, self.seat_names[public_seat])
            self.prompt.show_legal(view["legal"], self.seat_names, title, "", explanation(view, self.seat_names))
            return
        seat = self.director.showing
        if seat is not None and SeatDirector.owes_decision(view):
            title = decision_title(view, self.seat_names[seat])
            self.prompt.show_legal(view["legal"], self.seat_names, title, "", explanation(view, self.seat_names))
            return
        waiting = [s for s in view.get("waiting_for") or []]
        if waiting:
            title = tr("game", "Waiting for %1…", name_list(self.seat_names, waiting))
        else:
            title = tr("game", "Waiting…")
        if seat is not None and self.director.hot_seat:
            title = tr("game", "%1, this is your secret information. Hide it when you are done.", self.seat_names[seat])
        self.prompt.show_message(title)

    def _show_waiting(self, view: dict) -> None:
        waiting = [] if view.get("outcome") else list(view.get("waiting_for") or [])
        self.waiting_line.set_full_text(tr("game", "Waiting for: %1", name_list(self.seat_names, waiting)) if waiting else "")

    # ---- the player's actions ------------------------------------------------------------------------
    def _send(self, command: dict) -> None:
        seat = self.director.showing if self.director.showing is not None else self.public_seat
        if seat is None:
            return
        self.public_seat = None
        self.director.acted()
        self.prompt.show_message(tr("game", "Sent. Waiting for the table…"))
        self.connection.command(seat, command)

    def peek(self, seat: int) -> None:
        """Hot-seat: a player asks to see their role again; the curtain comes first."""
        if self.director.hot_seat and self.director.showing is None:
            self.peek_seat = seat
            self.refresh()

    def _cancel_peek(self) -> None:
        self.peek_seat = None
        self.refresh()

    def _reveal(self, seat: int) -> None:
        self.peek_seat = None
        self.director.reveal(seat)
        self.refresh()

    def _hide_private(self) -> None:
        self.director.hide()
        self.refresh()

    def _faster(self, on: bool) -> None:
        from .settings import BOT_PACES

        self.connection.set_bot_delay(BOT_PACES["fast"] if on else self.settings.bot_delay)
        self.reveals.pace = "fast" if on else self.settings.bot_pace

