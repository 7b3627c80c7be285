"""The Resistance / Avalon table: seats, leader and team tokens, votes, the mission and vote tracks.

`show_view` draws one view (a seat's or the spectators'); it never sees engine state.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Signal
from PySide6.QtWidgets import QGraphicsScene

from .. import names
from ..art import Art, ArtItem, Backdrop
from ..text import plain_tooltip, tr
from ..theme import palette
from .art_names import role_art, table_art
from .holdings import seat_holdings
from .captions import mission_caption
from .layout import CENTRE, HEIGHT, ROW, TOKEN, WIDTH, seat_positions, token_row
from .mission_track import MissionTrack, centred_text, set_centred
from .motion import Motion
from .reveal_layer import RevealLayer
from .seat_item import PLATE, SeatItem

HOLDING = 46  # plot cards and table tokens (Lady of the Lake, Excalibur) beside a seat's plate


class MissionScene(QGraphicsScene):
    seat_clicked = Signal(int)

    def __init__(self, art: Art, game: str, motion: Motion, parent=None) -> None:
        super().__init__(parent)
        self.art = art
        self.game = game
        self.motion = motion
        self.colours = palette(game)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        # Held by the scene object: a Python item whose wrapper is collected stops painting.
        self.background = Backdrop(art, table_art(game), QSizeF(WIDTH, HEIGHT))
        self.background.setZValue(-10)
        self.addItem(self.background)
        self.reveal = RevealLayer(art, motion, self.colours.accent, "#f4f1ea")
        self.addItem(self.reveal)
        ink = self.colours.table_ink or self.colours.light
        self.track = MissionTrack(self, art, game, motion, QPointF(CENTRE.x(), CENTRE.y() - 30),
                                  self.colours.light, self.colours.table_hint)
        self.caption = centred_text("", 30, ink, bold=True)
        self.caption.setPos(CENTRE.x(), CENTRE.y() - 160)
        self.caption.setZValue(5)
        self.addItem(self.caption)
        self.seats: list[SeatItem] = []
        self.rows: list[QPointF] = []  # centre of each seat's token row
        self.leader_token: ArtItem | None = None
        self.team_tokens: dict[int, ArtItem] = {}
        self.vote_marks: dict[int, ArtItem] = {}
        self.shown_vote: tuple | None = None
        self._flashing = False  # a vote's reveal moment is on
        self._last_view: dict | None = None
        self.holdings: dict[int, list[ArtItem]] = {}
        self.shown_holdings: list = []
        self.bottom_seat = 0

    # ---- seats -------------------------------------------------------------------------------
    def _ensure_seats(self, players: int, bottom_seat: int) -> None:
        if len(self.seats) != players:
            for seat in self.seats:
                self.removeItem(seat)
            self.seats = []
            for seat in range(players):
                item = SeatItem(self.art, seat, self.colours.accent)
                item.clicked.connect(self.seat_clicked)
                item.setZValue(2)
                self.addItem(item)
                self.seats.append(item)
            self.bottom_seat = -1
        if bottom_seat != self.bottom_seat:
            self.bottom_seat = bottom_seat
            positions = seat_positions(players, bottom_seat)
            half_plate = (PLATE.width() / 2, PLATE.height() / 2)
            plates = [QRectF(p.x() - half_plate[0], p.y() - half_plate[1], PLATE.width(), PLATE.height()) for p in positions]
            self.rows = [token_row(p, half_plate, (ROW / 2, TOKEN / 2), plates[:seat] + plates[seat + 1:])
                         for seat, p in enumerate(positions)]
            for seat, position in enumerate(positions):
                self.seats[seat].setPos(position)
            for seat, token in self.team_tokens.items():
                token.setPos(self._token_pos(seat, 0))
            for seat, mark in self.vote_marks.items():
                mark.setPos(self._token_pos(seat, 1))

    def _token_pos(self, seat: int, slot: int) -> QPointF:
        """Top-left of token `slot` (-1 leader, 0 team, 1 vote) in a seat's row."""
        row, direction = self.rows[seat]
        step = slot * (TOKEN + 8) * (direction or 1)  # a row beside a plate starts with the leader at the plate
        return QPointF(row.x() + step - TOKEN / 2, row.y() - TOKEN / 2)

    def show_view(self, view: dict, seat_names: list[str], subtitles: list[str], bottom_seat: int) -> None:
        players = view["players"]
        self._ensure_seats(players, bottom_seat)
        known_roles, known_sides = _known(view)
        evil_side = view["sides"][1]
        waiting = set(view.get("waiting_for") or [])
        team = set(view.get("team") or []) if view.get("phase") in ("vote", "mission") else set()
        for seat, item in enumerate(self.seats):
            item.set_team(seat in team)
            role = known_roles.get(seat)
            side = known_sides.get(seat)
            subtitle = names.role(role) if role else subtitles[seat]
            item.set_state(seat_names[seat], subtitle, role_art(self.game, role),
                           None if side is None else side == evil_side,
                           active=seat in waiting and not view.get("outcome"),
                           is_you=view.get("viewer") == seat)
        self._show_leader(view)
        self._show_team(view)
        self._show_votes(view)
        self._show_holdings(view)
        self.track.show(view)
        set_centred(self.caption, mission_caption(view, seat_names))

    def _show_leader(self, view: dict) -> None:
        target = self._token_pos(view["leader"], -1)
        if self.leader_token is None:
            self.leader_token = ArtItem(self.art, "common/leader_token", QSizeF(TOKEN, TOKEN), shadow="round")
            self.leader_token.setZValue(6)
            self.leader_token.setToolTip(tr("table", "Leader"))
            self.addItem(self.leader_token)
            self.leader_token.setPos(target)
        self.motion.move(self.leader_token, target, 240)

    def _show_team(self, view: dict) -> None:
        team = set(view.get("team") or [])
        for seat in list(self.team_tokens):
            if seat not in team:
                self.removeItem(self.team_tokens.pop(seat))
        for seat in sorted(team - set(self.team_tokens)):
            token = ArtItem(self.art, "common/team_token", QSizeF(TOKEN, TOKEN), shadow="round")
            token.setZValue(6)
            token.setPos(self._token_pos(seat, 0))
            self.addItem(token)
            self.motion.appear(token, 200)
            self.team_tokens[seat] = token

    def _show_votes(self, view: dict) -> None:
        """The last vote's cards at every seat, turned over all at once. They stay while its team goes on
        its mission and are gone when the next leader chooses (the vote grid keeps them all); a vote
        just revealed shows for its reveal moment even when the team was rejected (flash_votes)."""
        self._last_view = view
        if self._flashing:
            return
        history = view.get("vote_history") or []
        last = history[-1] if history else None
        current = (view.get("round"), view.get("proposal"))
        show = (last is not None and last.get("votes") and view.get("phase") != "vote"
                and ((last["round"], last["proposal"]) == current or view.get("outcome")))
        key = (last["round"], last["proposal"]) if show else None
        if key != self.shown_vote:
            self._place_votes(last["votes"] if show else {}, key)

    def _place_votes(self, votes: dict, key) -> None:
        for mark in self.vote_marks.values():
            self.removeItem(mark)
        self.vote_marks.clear()
        self.shown_vote = key
        for seat_text, approve in votes.items():
            seat = int(seat_text)
            mark = ArtItem(self.art, "common/approve" if approve else "common/reject", QSizeF(TOKEN, TOKEN), shadow="round")
            mark.setZValue(7)
            mark.setPos(self._token_pos(seat, 1))
            self.addItem(mark)
            self.vote_marks[seat] = mark
        self.motion.flip_in(list(self.vote_marks.values()))

    def flash_votes(self, event: dict) -> None:
        """A vote's reveal moment: every seat's card turned over together, whatever the result."""
        votes = event.get("votes") or {}
        if self.seats and all(0 <= int(seat) < len(self.seats) for seat in votes):
            self._flashing = False
            self._place_votes(votes, ("flash", tuple(sorted(votes.items()))))
            self._flashing = True

    def end_flash(self) -> None:
        self._flashing = False
        if self._last_view is not None:
            self._show_votes(self._last_view)

    def _show_holdings(self, view: dict) -> None:
        """Plot cards and tokens sit on the far side of the plate from the centre, clear of the tracks."""
        wanted = seat_holdings(view)
        if wanted == self.shown_holdings:
            return
        for seat, items in self.holdings.items():
            before = self.shown_holdings[seat] if seat < len(self.shown_holdings) else []
            if before != wanted[seat]:
                for item in items:
                    self.removeItem(item)
                self.holdings[seat] = []
        for seat, held in enumerate(wanted):
            before = self.shown_holdings[seat] if seat < len(self.shown_holdings) else []
            if held == before and self.holdings.get(seat):
                continue
            items = []
            plate = self.seats[seat].pos()
            beside = self.rows[seat][1] != 0 if self.rows else False
            for index, (art_name, tooltip) in enumerate(held):
                card = "plot_" in art_name
                height = HOLDING * 88 / 63 if card else HOLDING
                item = ArtItem(self.art, art_name, QSizeF(HOLDING, height), shadow="card" if card else "round")
                item.setToolTip(plain_tooltip(tooltip))
                item.setPos(_holding_pos(plate, index, len(held), height, not beside))
                item.setZValue(3)
                self.addItem(item)
                self.motion.appear(item, 200)
                items.append(item)
            self.holdings[seat] = items
        self.shown_holdings = wanted

    # ---- choosing seats (driven by the prompt) ----------------------------------------------------
    def mark_actor(self, seat: int | None) -> None:
        """Outline the seat whose action the table is showing now (None: nobody)."""
        for index, item in enumerate(self.seats):
            item.set_acted(index == seat)

    def set_choice(self, selectable: set[int], selected: set[int]) -> None:
        for seat, item in enumerate(self.seats):
            item.set_choice(seat in selectable, seat in selected)


def _holding_pos(plate: QPointF, index: int, count: int, height: float, row_up_down: bool) -> QPointF:
    """Plot cards and tokens sit on the side of the plate that its token row leaves free: beside the
    plate (toward the table's middle) when the row is above or below it, else above or below."""
    step = HOLDING + 6
    if row_up_down:
        sign = 1 if plate.x() <= CENTRE.x() else -1
        edge = plate.x() + sign * (PLATE.width() / 2 + 8)
        left = edge + index * step if sign > 0 else edge - (index + 1) * step + 6
        return QPointF(left, plate.y() - height / 2)
    start = plate.x() - (count * step - 6) / 2
    below = plate.y() < CENTRE.y()
    y = plate.y() + PLATE.height() / 2 + 6 if below else plate.y() - PLATE.height() / 2 - height - 6
    return QPointF(start + index * step, y)


def _known(view: dict) -> tuple[dict[int, str], dict[int, str]]:
    """Roles and sides this view reveals: the viewer's knowledge, or everything at the end."""
    roles: dict[int, str] = {}
    sides: dict[int, str] = {}
    if view.get("roles"):
        roles = dict(enumerate(view["roles"]))
        sides = dict(enumerate(view.get("sides_by_seat") or []))
        return roles, sides
    for fact in view.get("knowledge") or []:
        if fact.get("fact") == "role":
            roles[fact["seat"]] = fact["role"]
        elif fact.get("fact") == "side":
            sides[fact["seat"]] = fact["side"]
    you = view.get("you")
    if you:
        roles[you["seat"]] = you["role"]
        sides[you["seat"]] = you["side"]
    return roles, sides
