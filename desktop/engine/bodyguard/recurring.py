"""The events every turn emits, made once and shared by every state and every game (speed only).

An Event and its data are never changed once made (core/events.py), so equal events may be one
object, as a state and its copies already share theirs. A turn's events (turn_started, card_drawn,
you_drew, hit_placed, card_discarded, you_discarded) and a targeted action's (action_played,
reaction_passed, action_resolved) come from small domains: a seat, a card, a target, a window, a
turn or pile count no larger than a round allows. So each is kept per seat, the memo
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
ACTION_PLAYED: list[dict[tuple[str, int], Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by card and target
REACTION_PASSED: list[dict[str, Event]] = [{} for _ in range(MAX_PLAYERS)]  # per seat, by window
ACTION_RESOLVED: list[dict[tuple, Event]] = [{} for _ in range(MAX_PLAYERS)]  # per player, by action, target, cancelled


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


def action_played(events: list[Event], seat: int, action: str, card: str, target: int) -> None:
    memo = ACTION_PLAYED[seat]
    event = memo.get((card, target))  # the card names its action
    if event is None:
        event = memo[card, target] = _new_event(Event, ("action_played", {"seat": seat, "action": action, "card": card,
                                                                          "target": target}, None))
    events.append(event)


def reaction_passed(events: list[Event], seat: int, window: str) -> None:
    memo = REACTION_PASSED[seat]
    event = memo.get(window)
    if event is None:
        event = memo[window] = _new_event(Event, ("reaction_passed", {"seat": seat, "window": window}, None))
    events.append(event)


def action_resolved(events: list[Event], action: str, player: int, target: int, cancelled: bool) -> None:
    memo = ACTION_RESOLVED[player]
    event = memo.get((action, target, cancelled))
    if event is None:
        event = memo[action, target, cancelled] = _new_event(Event, ("action_resolved", {
            "action": action, "player": player, "target": target, "cancelled": cancelled}, None))
    events.append(event)
