"""Whose view the shared screen shows: the hot-seat privacy rules, kept apart from the widgets.

Hot-seat: between curtains the screen shows only the public (spectator) view. A seat's private view
appears only after that player takes the screen, first to see their role, then for each secret
decision, one seat at a time; when they are done, the screen goes public again.
Solo (one person at this screen): that seat's view stays up; no curtain.
A public decision (proposing a team, handing Excalibur or a plot card to someone) is made in front of
everyone: no curtain, the table stays public and only the seat's choices come from its own view.
"""
from __future__ import annotations


# Decisions a player makes openly at a real table; their choices don't depend on anything secret.
PUBLIC_DECISIONS = frozenset({"propose_team", "give_token", "give_card"})


class SeatDirector:
    def __init__(self, human_seats: list[int], hot_seat: bool) -> None:
        self.human_seats = sorted(human_seats)
        self.hot_seat = hot_seat
        self.showing: int | None = self.human_seats[0] if self.human_seats and not hot_seat else None
        self.seen_role: set[int] = set() if hot_seat else set(self.human_seats)

    @staticmethod
    def owes_decision(view: dict | None) -> bool:
        return bool(view and view.get("pending") and view.get("legal") and not view.get("outcome"))

    @classmethod
    def owes_secret_decision(cls, view: dict | None) -> bool:
        """A decision someone else must not watch being made (a vote, a mission card, a card from a hand)."""
        return cls.owes_decision(view) and any(legal.get("kind") not in PUBLIC_DECISIONS for legal in view["legal"])

    def waiting_seats(self, views: dict) -> list[int]:
        """People at this screen who must take it: to see their role first, or to decide in secret."""
        return [seat for seat in self.human_seats
                if seat not in self.seen_role or self.owes_secret_decision(views.get(seat))]

    def public_decider(self, views: dict) -> int | None:
        """Hot-seat, public screen: the first person here who owes only a public decision (made openly)."""
        if not self.hot_seat or self.showing is not None:
            return None
        for seat in self.human_seats:
            if seat in self.seen_role and self.owes_decision(views.get(seat)) and not self.owes_secret_decision(views.get(seat)):
                return seat
        return None

    def next_seat(self, views: dict) -> int | None:
        if not self.hot_seat or self.showing is not None:
            return None
        waiting = self.waiting_seats(views)
        return waiting[0] if waiting else None

    def reveal(self, seat: int) -> None:
        """The player confirmed they are at the screen: show their private view."""
        self.showing = seat
        self.seen_role.add(seat)
        self._acted = False

    def hide(self) -> None:
        if self.hot_seat:
            self.showing = None
            self._acted = False

    def acted(self) -> None:
        """The shown player sent a command; once their next view arrives, the screen may go public."""
        self._acted = True

    def after_update(self, seat: int | None, views: dict, finished: bool) -> None:
        """Drop the curtain again once the shown player has acted and has nothing left to decide."""
        if not self.hot_seat:
            return
        if finished:
            self.hide()
        elif seat is not None and seat == self.showing and self._acted and not self.owes_decision(views.get(seat)):
            self.hide()

    _acted = False
