"""A game in progress: the table, the prompt (or the curtain, or the end), the vote grid and the log.

It draws the views the host sends through a TableConnection and sends commands back; it never
reads engine state. Which view is on screen is SeatDirector's decision (hot-seat privacy).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QMenu, QPushButton, QSplitter, QStackedWidget, QVBoxLayout, QWidget,
)

from . import names
from .art import Art
from .connection import PUBLIC, TableConnection
from .curtain import CurtainPanel
from .decisions import decision_title, explanation
from .end_panel import EndPanel
from .game_log import GameLog
from .prompt import PromptArea
from .reject_text import reject_text
from .seat_director import SeatDirector
from .settings import Settings
from .table.captions import knowledge_lines
from .table.motion import Motion
from .table.scenes import make_scene
from .table.table_view import TableView
from .text import name_list, tr
from .vote_grid import VoteGrid


class GameScreen(QWidget):
    home_requested = Signal()
    rematch_requested = Signal()
    replay_requested = Signal()

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

        self.scene = make_scene(connection.game_name, art, Motion(settings.animation_factor))
        self.table_view = TableView(self.scene)
        self.prompt = PromptArea(art)
        self.curtain = CurtainPanel()
        self.end_panel = EndPanel()
        self.bottom = QStackedWidget()
        for panel in (self.prompt, self.curtain, self.end_panel):
            self.bottom.addWidget(panel)
        self.bottom.currentChanged.connect(lambda _index: self._fit_bottom_later())
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_bottom)
        self.vote_grid = VoteGrid()
        self.log = GameLog()
        side = QSplitter(Qt.Vertical)
        side.addWidget(self.vote_grid)
        side.addWidget(self.log)
        side.setMinimumWidth(280)
        self.side = side
        has_votes = connection.game_name != "bodyguard"  # Bodyguard has no team votes
        self.vote_grid.setVisible(settings.vote_grid_visible and has_votes)

        title = QLabel(names.game(connection.game_name))
        title.setObjectName("heading")
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
        top.addStretch(1)
        for button in (self.peek_button, self.hide_button, self.faster_button, self.votes_button, leave):
            top.addWidget(button)

        table_column = QVBoxLayout()
        table_column.addWidget(self.table_view, 1)
        table_column.addWidget(self.bottom)
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

        connection.update_received.connect(self._on_update)
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
        if seat == self.log_source and events:
            self.log.add_events(events, self.seat_names)
        self.director.after_update(seat, self.connection.views, bool(view.get("outcome")))
        self.refresh()

    def _on_error(self, seat, code: str, params: dict) -> None:
        if seat is not None and seat == self.director.showing:
            self.prompt.show_error(reject_text(code, params))

    # ---- drawing -------------------------------------------------------------------------------------
    def shown_view(self) -> dict | None:
        """The view on screen now: a seat's (solo, or behind the curtain) or the public one."""
        views = self.connection.views
        if self.director.showing is not None and self.director.showing in views:
            return views[self.director.showing]
        return views.get(PUBLIC)

    def _fit_bottom_later(self) -> None:
        self._fit_timer.start()

    def _fit_bottom(self) -> None:
        """The panel under the table is as tall as what it shows (a long prompt is never squeezed), up to
        a little over half the screen; the table scales into the rest."""
        page = self.bottom.currentWidget()
        if page is None or page.layout() is None:
            return
        width = max(200, self.bottom.width())
        page.layout().activate()
        wanted = page.layout().totalHeightForWidth(width) if page.layout().hasHeightForWidth() else -1
        wanted = max(wanted, page.minimumSizeHint().height(), page.sizeHint().height() if wanted < 0 else 0)
        limit = max(160, int(self.height() * 0.55))
        self.bottom.setFixedHeight(max(100, min(wanted, limit)))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_bottom_later()

    def refresh(self) -> None:
        self._fit_bottom_later()
        view = self.shown_view()
        if view is None:
            return
        bottom = self.director.showing if not self.director.hot_seat and self.director.showing is not None else 0
        self.scene.show_view(view, self.seat_names, self.subtitles, bottom)
        self.vote_grid.show_history(view.get("vote_history") or [], self.seat_names)
        if self.vote_grid.isVisibleTo(self) and self.vote_grid.columnCount():
            # Widen the side column (up to a limit) so that every seat's vote shows whole.
            self.side.setMinimumWidth(max(280, min(460, self.vote_grid.natural_width())))
        self.hide_button.setVisible(self.director.hot_seat and self.director.showing is not None)
        if view.get("outcome"):
            final = self.connection.views.get(PUBLIC) or view
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
        next_seat = self.director.next_seat(self.connection.views)
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
        knowledge = "\n".join(knowledge_lines(view, self.seat_names)) if seat is not None else ""
        if seat is not None and SeatDirector.owes_decision(view):
            title = decision_title(view, self.seat_names[seat])
            self.prompt.show_legal(view["legal"], self.seat_names, title, knowledge, explanation(view, self.seat_names))
            return
        waiting = [s for s in view.get("waiting_for") or []]
        if waiting:
            title = tr("game", "Waiting for %1…", name_list(self.seat_names, waiting))
        else:
            title = tr("game", "Waiting…")
        if seat is not None and self.director.hot_seat:
            title = tr("game", "%1, this is your secret information. Hide it when you are done.", self.seat_names[seat])
        self.prompt.show_message(title, knowledge)

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
