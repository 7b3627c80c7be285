"""The Bodyguard table: seats with their hit rows, the President marker, piles, your hand, scores,
and the rescue window. Draws one view; a card clicked in the hand is offered to the prompt."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from .. import names
from ..art import Art, ArtItem, Backdrop
from ..text import name_list, plain_tooltip, tr, tr_n
from ..theme import palette
from .art_names import table_art
from .card_names import NamedCard, paint_name
from .bodyguard_cards import card_art, card_base, card_name, caption
from .bodyguard_layout import (
    CAPTION_Y, HAND, HAND_BOTTOM, HAND_LEFT, HAND_WIDTH, HIT, PILE, PILE_Y, layout, slot_offset,
)
from .layout import CENTRE, HEIGHT, WIDTH
from .mission_track import centred_text, set_centred
from .motion import Motion
from .reveal_layer import RevealLayer
from .seat_item import PLATE, SeatItem

HAND_CENTRE_X = HAND_LEFT + HAND_WIDTH / 2


class CardItem(ArtItem):
    """A card in the viewer's hand: click to choose it for the prompt."""

    clicked = Signal(str)

    def __init__(self, art: Art, card: str) -> None:
        super().__init__(art, card_art(card), HAND)
        self.card = card
        self.base = QPointF()
        self.setCursor(Qt.PointingHandCursor)
        self.setToolTip(plain_tooltip(card_name(card)))
        self.setAcceptHoverEvents(True)

    def place(self, position: QPointF, angle: float) -> None:
        self.base = QPointF(position)
        self.setTransformOriginPoint(HAND.width() / 2, HAND.height())
        self.setRotation(angle)
        self.setPos(position)

    def hoverEnterEvent(self, event) -> None:  # the card under the pointer rises out of the fan
        self.setPos(self.base + QPointF(0, -22))
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:
        self.setPos(self.base)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.LeftButton:
            self.clicked.emit(self.card)
            event.accept()

    def paint(self, painter, option, widget=None) -> None:
        """The card's name in its name plate (the art leaves the plate blank for three languages)."""
        super().paint(painter, option, widget)
        paint_name(painter, QRectF(0, 0, HAND.width(), HAND.height()), self.name,
                   names.card(card_base(self.card).removeprefix("hit_")))


class BodyguardScene(QGraphicsScene):
    seat_clicked = Signal(int)
    card_clicked = Signal(str)

    def __init__(self, art: Art, motion: Motion, parent=None) -> None:
        super().__init__(parent)
        self.art = art
        self.motion = motion
        self.colours = palette("bodyguard")
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        # Held by the scene object: a Python item whose wrapper is collected stops painting.
        self.background = Backdrop(art, table_art("bodyguard"), QSizeF(WIDTH, HEIGHT))
        self.background.setZValue(-10)
        self.addItem(self.background)
        self.reveal = RevealLayer(art, motion, self.colours.accent, "#f4f1ea")
        self.addItem(self.reveal)
        self.caption = centred_text("", 28, self.colours.light, bold=True)
        self.caption.setPos(CENTRE.x(), CAPTION_Y)
        self.caption.setZValue(8)
        self.addItem(self.caption)
        self.round_label = centred_text("", 20, "#b9b3a6")
        self.round_label.setPos(CENTRE.x(), CAPTION_Y + 36)
        self.addItem(self.round_label)
        self.draw_pile = ArtItem(art, "bodyguard/draw_pile", PILE)
        self.draw_pile.setPos(CENTRE.x() - 75 - PILE.width() / 2, PILE_Y)
        self.discard_pile = NamedCard(art, "bodyguard/discard_pile", PILE)
        self.discard_pile.setPos(CENTRE.x() + 75 - PILE.width() / 2, PILE_Y)
        for pile in (self.draw_pile, self.discard_pile):
            self.addItem(pile)
        self.draw_count = centred_text("", 17, "#f4f1ea")
        self.draw_count.setPos(CENTRE.x() - 75, PILE_Y + PILE.height() + 18)
        self.discard_count = centred_text("", 17, "#f4f1ea")
        self.discard_count.setPos(CENTRE.x() + 75, PILE_Y + PILE.height() + 18)
        for label in (self.draw_count, self.discard_count):
            self.addItem(label)
        self.rescue_banner = QGraphicsRectItem(QRectF(-230, -58, 460, 116))  # the width of the centre
        self.rescue_banner.setBrush(QColor(27, 27, 30, 235))
        self.rescue_banner.setPen(QPen(QColor(self.colours.accent), 4))
        self.rescue_banner.setPos(CENTRE.x(), CAPTION_Y + 14)  # over the caption, while the window is open
        self.rescue_banner.setZValue(9)
        self.rescue_text = centred_text("", 20, "#f4f1ea", bold=True, parent=self.rescue_banner)
        self.addItem(self.rescue_banner)
        self.rescue_banner.hide()
        self.seats: list[SeatItem] = []
        self.blocks: list = []
        self.hits: dict[tuple[int, str], ArtItem] = {}
        self.extras: list[ArtItem] = []
        self.hand: list[CardItem] = []
        self.shown_hand: list[str] = []
        self.president_marker = ArtItem(art, "bodyguard/president_marker", QSizeF(46, 46), shadow="round")
        self.president_marker.setZValue(7)
        self.president_marker.setToolTip(names.role("president"))
        self.addItem(self.president_marker)
        self.bottom_seat = -1

    def _ensure_seats(self, players: int, bottom_seat: int) -> None:
        if len(self.seats) != players:
            for seat in self.seats:
                self.removeItem(seat)
            self.seats = [SeatItem(self.art, seat, self.colours.accent) for seat in range(players)]
            for item in self.seats:
                item.clicked.connect(self.seat_clicked)
                item.setZValue(2)
                self.addItem(item)
            self.bottom_seat = -1
        if bottom_seat != self.bottom_seat:
            self.bottom_seat = bottom_seat
            positions, self.blocks = layout(players, bottom_seat)
            for seat, position in enumerate(positions):
                self.seats[seat].setPos(position)
            for (seat, kind), item in self.hits.items():
                item.setPos(self._hit_pos(seat, kind))

    def _hit_pos(self, seat: int, kind: str) -> QPointF:
        """Hit cards lie beside a seat's plate, each type in its own slot (weapon, location, weather, time)."""
        shape, block = self.blocks[seat]
        return block.topLeft() + slot_offset(shape, kind)

    def show_view(self, view: dict, seat_names: list[str], subtitles: list[str], bottom_seat: int) -> None:
        players = view["players"]
        self._ensure_seats(players, bottom_seat)
        you = view.get("you") or {}
        roles = view.get("roles") or []
        waiting = set(view.get("waiting_for") or [])
        for seat, item in enumerate(self.seats):
            role = roles[seat] if seat < len(roles) else (you.get("role") if seat == you.get("seat") else None)
            if seat == view["president"]:
                role = "president"
            parts = [tr_n("table", "%n pt", "%n pts", view["scores"][seat]), tr_n("table", "%n card", "%n cards", view["hand_counts"][seat])]
            if view["eliminated"][seat]:
                parts = [tr("table", "Eliminated"), parts[0]]
            elif role:
                parts.insert(0, names.role(role))
            art = {"president": "bodyguard/president_card", "bodyguard": "bodyguard/bodyguard_card",
                   "assassin": "bodyguard/assassin_card"}.get(role or "", "bodyguard/card_back")
            item.set_state(seat_names[seat], " · ".join(parts), art, None,
                           active=seat in waiting and not view.get("outcome"), is_you=seat == view.get("viewer"))
            item.setOpacity(0.55 if view["eliminated"][seat] else 1.0)
        self._show_hits(view)
        self._show_extras(view)
        self._show_piles(view)
        self._show_hand(you.get("hand") or [])
        # The seal sits on the President's plate corner, over their role card: it never covers hits.
        marker = self.seats[view["president"]].pos() + QPointF(-PLATE.width() / 2 - 12, -PLATE.height() / 2 - 12)
        if self.president_marker.pos() == QPointF(0, 0):
            self.president_marker.setPos(marker)
        self.motion.move(self.president_marker, marker, 240)
        set_centred(self.caption, caption(view, seat_names))
        set_centred(self.round_label, tr("table", "Round %1 of %2 · %3 is President", view["round"] + 1, view["rounds"],
                                         seat_names[view["president"]]))
        self._show_rescue(view, seat_names)

    def _show_hits(self, view: dict) -> None:
        wanted = {(seat, kind): card for seat, row in enumerate(view["rows"]) for kind, card in row.items()}
        for key in list(self.hits):
            if key not in wanted or self.hits[key].name != card_art(wanted[key]):
                self.removeItem(self.hits.pop(key))
        for key, card in wanted.items():
            if key not in self.hits:
                item = ArtItem(self.art, card_art(card), HIT)
                item.setToolTip(plain_tooltip(card_name(card)))
                item.setZValue(5)
                item.setPos(self._hit_pos(*key))
                self.addItem(item)
                self.motion.appear(item, 200)
                self.hits[key] = item

    def _show_extras(self, view: dict) -> None:
        """A Deadly Martini waits in front of its target until the skipped turn."""
        for item in self.extras:
            self.removeItem(item)
        self.extras = []
        for seat, martini in enumerate(view.get("martinis") or []):
            if martini:
                item = ArtItem(self.art, "bodyguard/action_deadly_martini", HIT)
                item.setToolTip(plain_tooltip(names.card("deadly_martini")))
                item.setPos(self._hit_pos(seat, "martini"))
                item.setZValue(5)
                self.addItem(item)
                self.extras.append(item)

    def _show_piles(self, view: dict) -> None:
        self.draw_pile.setVisible(view["pile_count"] > 0)
        set_centred(self.draw_count, tr("table", "Draw pile: %1", view["pile_count"]))
        top = (view.get("discard_face_up") or [None])[-1]
        self.discard_pile.set_art(card_art(top) if top else "bodyguard/discard_pile")
        self.discard_pile.set_label(names.card(card_base(top).removeprefix("hit_")) if top else "")
        set_centred(self.discard_count, tr("table", "Discards: %1", view["discard_count"]))

    def _show_hand(self, hand: list[str]) -> None:
        """The viewer's hand, fanned along the bottom edge in front of their seat."""
        if hand == self.shown_hand:
            return
        for item in self.hand:
            self.removeItem(item)
        self.hand = []
        count = len(hand)
        step = min(HAND.width() + 10, (HAND_WIDTH - HAND.width()) / max(1, count - 1))
        width = (count - 1) * step + HAND.width() if count else 0
        middle = (count - 1) / 2
        for index, card in enumerate(hand):
            item = CardItem(self.art, card)
            item.clicked.connect(self.card_clicked)
            offset = index - middle
            lift = 1.2 * offset * offset  # the ends of the fan dip a little
            item.place(QPointF(HAND_CENTRE_X - width / 2 + index * step, HAND_BOTTOM - HAND.height() - 6 + lift),
                       offset * 2.5)
            item.setZValue(10 + index)
            self.addItem(item)
            if card not in self.shown_hand:
                self.motion.appear(item, 180)
            self.hand.append(item)
        self.shown_hand = list(hand)

    def _show_rescue(self, view: dict, seat_names: list[str]) -> None:
        rescue = view.get("rescue")
        open_window = bool(rescue) and not view.get("outcome")
        self.caption.setVisible(not open_window)  # the banner says it, in place of the caption
        self.round_label.setVisible(not open_window)
        if not open_window:
            self.rescue_banner.hide()
            return
        set_centred(self.rescue_text, tr("table", "Rescue window!\n%1 is about to kill the President.\nWaiting for: %2",
                                         seat_names[rescue["assassin"]], name_list(seat_names, rescue["group"])))
        self.rescue_banner.show()

    def mark_actor(self, seat: int | None) -> None:
        """Outline the seat whose action the table is showing now (None: nobody)."""
        for index, item in enumerate(self.seats):
            item.set_acted(index == seat)

    def set_choice(self, selectable: set[int], selected: set[int]) -> None:
        for seat, item in enumerate(self.seats):
            item.set_choice(seat in selectable, seat in selected)
