"""The events every turn emits, made once and shared by every state and every game (speed only).

An Event and its data are never changed once made (core/events.py), so equal events may be one
object, as a state and its copies already share theirs. A turn's events (turn_started, card_drawn,
you_drew, hit_placed, card_discarded, you_discarded) come from small domains: a seat, a card, a
target, a turn or pile count no larger than a round allows. So each is kept per seat, the memo
bounded by those domains (a few thousand at most), and its data hold only strings and numbers: no
container the garbage collector traverses (why a memo of legal specs was dropped, benchmarks/README.md).
"""
from __future__ import annotations

from ..core import Event
from .cards import MAX_PLAYERS

_new_event = tuple.__new__  # Event(kind, data, audience) without the named tuple's Python-level __new__
ONLY = [(seat,) for seat in range(MAX_PLAYERS)]  # one seat's audience, shared by its private events (tuples)

TURN_STARTED: list[dict[int, Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by turn
CARD_DRAWN: list[dict[int, Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by the pile left
YOU_DREW: list[dict[str, Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by card
HIT_PLACED: list[dict[tuple[str, int], Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by card and target
DISCARDED: list[dict[str, tuple[Event, Event]]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by card


def turn_started(events: list[Event], seat: int, turn: int) -> None:
    memo = TURN_STARTED[seat]
    event = memo.get(turn)
    if event is None:
        event = memo[turn] = _new_event(Event, ("turn_started", {"seat": seat, "turn": turn}, None))
    events.append(event)


def drew(events: list[Event], seat: int, pile: int, card: str) -> None:
    """card_drawn for everyone (with the pile left), you_drew for the seat."""
    memo = CARD_DRAWN[seat]
    event = memo.get(pile)
    if event is None:
        event = memo[pile] = _new_event(Event, ("card_drawn", {"seat": seat, "pile": pile}, None))
    events.append(event)
    memo = YOU_DREW[seat]
    event = memo.get(card)
    if event is None:
        event = memo[card] = _new_event(Event, ("you_drew", {"seat": seat, "card": card}, ONLY[seat]))
    events.append(event)


def hit_placed(events: list[Event], seat: int, card: str, target: int, type_: str) -> None:
    memo = HIT_PLACED[seat]
    event = memo.get((card, target))
    if event is None:
        event = memo[card, target] = _new_event(Event, ("hit_placed", {"seat": seat, "card": card, "target": target,
                                                                       "hit_type": type_}, None))
    events.append(event)


def discarded(events: list[Event], seat: int, card: str) -> None:
    """card_discarded for everyone, you_discarded (with the card) for the seat."""
    pair = DISCARDED[seat].get(card)
    if pair is None:
        pair = DISCARDED[seat][card] = (_new_event(Event, ("card_discarded", {"seat": seat}, None)),
                                        _new_event(Event, ("you_discarded", {"seat": seat, "card": card}, ONLY[seat])))
    events += pair
