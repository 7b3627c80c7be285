"""Plot cards, tokens and other powers of the mission games: whom to check, when to play a card.

Each answer reads the seat's belief (who is likely evil) and its side. Requests not listed here go
to the fallback, which declines optional windows.
"""
from __future__ import annotations

import random

from ..fallback import choices, find_spec
from .evil import team_can_fail
from .reading import Table
from .teams import team_score
from .worlds import Worlds, mask_of


def answer(kind: str, specs: list[dict], table: Table, worlds: Worlds, rng: random.Random) -> dict | None:
    """A command for a power request, or None to let the fallback answer."""
    odds = worlds.spy_probability()
    handler = HANDLERS.get(kind)
    return handler(specs, table, odds, worlds, rng) if handler else None


def _most(seats, key) -> int:
    return max(sorted(seats), key=key)


def _friends(table: Table, seats) -> list[int]:
    """Seats this seat would help: fellow evil for evil, the most trusted otherwise."""
    return [s for s in seats if s in table.known_evil] if table.i_am_evil else list(seats)


def examine(specs, table, odds, worlds, rng):
    """Lady of the Lake / Inquisitor: check the seat whose side is least certain."""
    targets = choices(find_spec(specs, "examine"), "target")
    if table.i_am_evil:
        unknown = [t for t in targets if t not in table.known_evil] or targets
        return {"kind": "examine", "target": rng.choice(unknown)}
    return {"kind": "examine", "target": _most(targets, lambda s: -abs(odds[s] - 0.5))}


def give_token(specs, table, odds, worlds, rng):
    """Excalibur / Sergeant: to the most trusted team member, or a fellow spy."""
    targets = choices(find_spec(specs, "give_token"), "to")
    friends = _friends(table, targets)
    return {"kind": "give_token", "to": _most(friends or targets, lambda s: -odds[s])}


def switch_card(specs, table, odds, worlds, rng):
    """Excalibur / Sergeant: good flips a card that is likely a fail; evil flips a good card when a
    mission would otherwise give good its third success."""
    spec = find_spec(specs, "switch_card")
    keep = {"kind": "keep_cards"} if find_spec(specs, "keep_cards") else None
    if spec is None:
        return keep
    targets = choices(spec, "target")
    if table.i_am_evil:
        honest = [t for t in targets if t not in table.known_evil]
        if honest and table.successes >= 2 and not team_can_fail(table, table.team):
            return {"kind": "switch_card", "target": _most(honest, lambda s: -odds[s])}
        return keep
    suspect = _most(targets, lambda s: odds[s])
    return {"kind": "switch_card", "target": suspect} if odds[suspect] >= 0.75 or keep is None else keep


def play_or_pass(card_rule):
    """A plot-card window: play the card (with a target when it takes one) if `card_rule` says so."""

    def handler(specs, table, odds, worlds, rng):
        play = find_spec(specs, "play_card")
        passing = {"kind": "pass"} if find_spec(specs, "pass") else None
        if play is None:
            return passing
        card = choices(play, "card")[0]
        targets = choices(play, "target")
        target = card_rule(table, odds, worlds, targets)
        if target is False:
            return passing
        command = {"kind": "play_card", "card": card}
        if targets:
            command["target"] = target
        return command

    return handler


def _strong_leader(table, odds, worlds, targets):
    leader = table.view["leader"]
    if table.i_am_evil:
        return leader not in table.known_evil or False
    return odds[leader] > 0.4 or False


def _no_confidence(table, odds, worlds, targets):
    if table.i_am_evil:
        return table.vote_track >= 4 or not team_can_fail(table, table.team) or False
    if table.vote_track >= 4:
        return False  # cancelling the hammer hands evil the game
    return team_score(worlds, mask_of(table.team), table.needed()) < 0.45 or False


def _spotlight(table, odds, worlds, targets):
    if table.i_am_evil or not targets:
        return False
    suspect = _most(targets, lambda s: odds[s])
    return suspect if odds[suspect] > 0.25 else False


def _close_eye(table, odds, worlds, targets):
    if table.i_am_evil or not targets:
        return False
    return _most(targets, lambda s: odds[s])


def overhear(specs, table, odds, worlds, rng):
    targets = choices(find_spec(specs, "overhear"), "target")
    return {"kind": "overhear", "target": _most(targets, lambda s: -abs(odds[s] - 0.5))}


def open_up(specs, table, odds, worlds, rng):
    """Show my card: good shows the most trusted (one more ally); evil shows a fellow spy if it can."""
    targets = choices(find_spec(specs, "open_up"), "to")
    friends = _friends(table, targets)
    return {"kind": "open_up", "to": _most(friends or targets, lambda s: -odds[s] if not table.i_am_evil else odds[s])}


def give_card(specs, table, odds, worlds, rng):
    """Hand a drawn plot card: to a fellow spy for evil, to the most trusted player for good."""
    spec = specs[0]
    card = choices(spec, "card")[0]
    targets = choices(spec, "to")
    friends = _friends(table, targets)
    pool = friends or targets
    return {"kind": spec["kind"], "card": card, "to": _most(pool, lambda s: -odds[s])}


HANDLERS = {
    "examine": examine,
    "give_token": give_token,
    "switch_card": switch_card,
    "strong_leader": play_or_pass(_strong_leader),
    "no_confidence": play_or_pass(_no_confidence),
    "spotlight": play_or_pass(_spotlight),
    "close_eye": play_or_pass(_close_eye),
    "overhear": overhear,
    "open_up": open_up,
    "give_card": give_card,
}
