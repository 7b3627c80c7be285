"""What the rule steps keep counted, so a turn's legal specs and the public table scan no seat.

Sim, the host and search ask for both at every step: the hand sizes, the living seats (a list and
a bit mask), and per hit type the living seats whose row lacks it, as a bit mask (a hit's targets:
legal.py turns a mask into its shared target rule). A step changes one hand or one row at a
time, so the tallies follow it here, the one place hands, rows and eliminations change after the
deal (and plays.take, set_hand inlined). Copy-on-write like the lists they count (state.py): shared by copies and views.

A state changed any other way has tallies that may be stale: after `edited()` (a test's set-up by
hand), or when its hands, rows or eliminations are not the lists they were counted from (a table
arranged by replacing them, a sampled world). They are counted afresh when next needed (`counted`).
"""
from __future__ import annotations

from .cards import HIT_TYPES
from .state import BodyguardState


def counted(state: BodyguardState) -> None:
    """Make sure the tallies count these very hands, rows and eliminations (the steps keep them so);
    after a change by hand, they are counted afresh. Once a version: callers test `state.counted_at`
    first (a change by hand after that, without edited(), would leave the version's caches stale too)."""
    state.counted_at = state.version
    source = state.tallied_from
    if (state.lacking is None or source[0] is not state.hands or source[1] is not state.rows
            or source[2] is not state.eliminated):
        recount(state)
        state.last_table = None  # a table arranged by hand: the version before's is no base for this one (view.py)


def recount(state: BodyguardState) -> None:
    rows, eliminated = state.rows, state.eliminated
    living = [seat for seat in range(state.players) if not eliminated[seat]]
    state.living_seats = living
    state.living_mask = mask_of(living)
    state.lacking = {type_: mask_of(seat for seat in living if type_ not in rows[seat]) for type_ in HIT_TYPES}
    state.hand_counts = [len(hand) for hand in state.hands]
    state.tallied_from = (state.hands, rows, eliminated)
    state.round_table = None  # a deal, or a table arranged by hand: eliminations and more may differ (view.py)


def set_hand(state: BodyguardState, seat: int, hand: list[str]) -> None:
    """The seat's hand is now `hand`, a new list (hands are copy-on-write)."""
    state.hands[seat] = hand
    counts = list(state.hand_counts)
    counts[seat] = len(hand)
    state.hand_counts = counts


def draw_into(state: BodyguardState, seat: int, card: str) -> None:
    """`card` joins the seat's hand: in place when this command's play already made the seat a new
    hand and counts (plays.take: nothing else holds them yet), else as a new hand (set_hand)."""
    hand = state.hands[seat]
    if hand is state.taken_hand:
        hand.append(card)
        state.hand_counts[seat] += 1
    else:
        set_hand(state, seat, [*hand, card])


def set_row(state: BodyguardState, seat: int, row: dict[str, str], changed: str) -> None:
    """The hit cards in front of a living seat are now `row`, a new dict in type order, which differs
    from the old one in the hit type `changed` alone (a hit placed there, or one Plan B removed)."""
    rows = list(state.rows)
    rows[seat] = row
    state.rows = rows
    state.tallied_from = (state.hands, rows, state.eliminated)
    lacking = state.lacking
    state.lacking = {**lacking, changed: lacking[changed] ^ 1 << seat}  # the seat's bit flips for that type


def set_eliminated(state: BodyguardState, seat: int) -> None:
    """The seat is out for the round: no longer living, no longer a target."""
    eliminated = list(state.eliminated)
    eliminated[seat] = True
    state.eliminated = eliminated
    state.tallied_from = (state.hands, state.rows, eliminated)
    state.round_table = None  # it shows who is eliminated
    state.living_seats = [s for s in state.living_seats if s != seat]
    kept = ~(1 << seat)
    state.living_mask &= kept
    state.lacking = {type_: seats & kept for type_, seats in state.lacking.items()}


def mask_of(seats) -> int:
    """A set of seats as a bit mask: seat s is bit s."""
    mask = 0
    for seat in seats:
        mask |= 1 << seat
    return mask
