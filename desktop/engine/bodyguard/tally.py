"""What the rule steps keep counted, so a turn's legal specs and the public table scan no seat.

Sim, the host and search ask for both at every step: the hand sizes, the living seats, and per hit
type the living seats whose row lacks it (a hit's targets). A step changes one hand or one row at a
time, so the tallies follow it here, the one place hands, rows and eliminations change after the
deal. Copy-on-write like the lists they count (state.py): shared by copies and views.

A state changed any other way has tallies that may be stale: after `edited()` (a test's set-up by
hand), or when its hands, rows or eliminations are not the lists they were counted from (a table
arranged by replacing them, a sampled world). They are counted afresh when next needed (`counted`).
"""
from __future__ import annotations

from bisect import insort

from .cards import HIT_TYPES
from .state import BodyguardState


def counted(state: BodyguardState) -> None:
    """Make sure the tallies are current (after a change by hand, they are counted afresh)."""
    if not current(state):
        recount(state)


def current(state: BodyguardState) -> bool:
    """Whether the tallies count these very hands, rows and eliminations (the steps keep them so)."""
    return (state.lacking is not None and state.tallied_from[0] is state.hands and state.tallied_from[1] is state.rows
            and state.tallied_from[2] is state.eliminated)


def recount(state: BodyguardState) -> None:
    rows, eliminated = state.rows, state.eliminated
    living = [seat for seat in range(state.players) if not eliminated[seat]]
    state.living_seats = living
    state.lacking = {type_: [seat for seat in living if type_ not in rows[seat]] for type_ in HIT_TYPES}
    state.hand_counts = [len(hand) for hand in state.hands]
    state.tallied_from = (state.hands, rows, eliminated)


def set_hand(state: BodyguardState, seat: int, hand: list[str]) -> None:
    """The seat's hand is now `hand`, a new list (hands are copy-on-write)."""
    state.hands[seat] = hand
    counts = list(state.hand_counts)
    counts[seat] = len(hand)
    state.hand_counts = counts


def set_row(state: BodyguardState, seat: int, row: dict[str, str]) -> None:
    """The hit cards in front of a living seat are now `row`, a new dict in type order."""
    old = state.rows[seat]
    rows = list(state.rows)
    rows[seat] = row
    state.rows = rows
    state.tallied_from = (state.hands, rows, state.eliminated)
    lacking = state.lacking
    for type_ in HIT_TYPES:
        if (type_ in old) is not (type_ in row):
            seats = list(lacking[type_])
            if type_ in row:
                seats.remove(seat)
            else:
                insort(seats, seat)
            lacking = {**lacking, type_: seats}
    state.lacking = lacking


def set_eliminated(state: BodyguardState, seat: int) -> None:
    """The seat is out for the round: no longer living, no longer a target."""
    eliminated = list(state.eliminated)
    eliminated[seat] = True
    state.eliminated = eliminated
    state.tallied_from = (state.hands, state.rows, eliminated)
    state.living_seats = [s for s in state.living_seats if s != seat]
    state.lacking = {type_: [s for s in seats if s != seat] if seat in seats else seats
                     for type_, seats in state.lacking.items()}
