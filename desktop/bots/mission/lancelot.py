"""Beliefs across Lancelot's switches (REFERENCE.md §3.7): which seats were evil when.

A loyalty card turned Switch swaps the two Lancelots' sides, so a mission failed before it may have
been failed by a seat that is good now, and a seat Merlin saw as evil may be good now. Once a Switch
has been turned, the belief is over deals rather than sets: the evil set at the reveal, which of its
seats is Evil Lancelot, and which good seat is Good Lancelot. Each fact and each round's evidence
is read against the set that was evil then (worlds.build_worlds); the belief handed on is over the
sets evil now, as every caller expects. Before the first Switch nothing differs from a plain game.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...engine.avalon.lancelot import SWITCH, TURN_ROUNDS
from ...engine.avalon.roles import EVIL_LANCELOT, GOOD_LANCELOT
from .reading import Table, evil_roles

ROUNDS = 5  # a round is the number of missions played before it (a mission game has five)


@dataclass(frozen=True, slots=True)
class Switches:
    """Each round's count of Switches turned by then, mod 2 (the evil set of that round is the deal's
    first set, 0, or its switched one, 1), and the same count now."""

    by_round: tuple[int, ...]
    now: int

    def rounds(self, parity: int) -> frozenset[int]:
        return frozenset(round_ for round_, value in enumerate(self.by_round) if value == parity)


def switches(table: Table) -> Switches | None:
    """The view's turned loyalty cards by round, or None when no Switch has been turned (no Lancelots,
    or none yet): then every round's evil set is the same and the plain belief holds."""
    lancelot = table.view.get("lancelot")
    turned = lancelot.get("turned") if isinstance(lancelot, dict) else None
    if not turned or SWITCH not in turned:
        return None
    # A card turns at the start of the round TURN_ROUNDS names, so it counts from that round on.
    by_round = tuple(sum(1 for card, at in zip(turned, TURN_ROUNDS) if card == SWITCH and at <= round_) % 2
                     for round_ in range(ROUNDS))
    return Switches(by_round, turned.count(SWITCH) % 2)


@dataclass(frozen=True, slots=True)
class Known:
    """What a seat knows of the sides, by the set it is about (index 0: the reveal's, 1: the switched)."""

    evil: tuple[int, int]
    good: tuple[int, int]
    evil_lancelot: int | None  # the seat known to hold Evil Lancelot (Evil sees his thumb), if any
    good_lancelot: int | None
    not_lancelot: int  # seats known to hold neither Lancelot


def known_sides(table: Table, moves: Switches, public: bool) -> Known:
    """The seat's facts, each about the set of its time: the reveal's facts about the first set, a
    fact of a round (Lady of the Lake, a switch seen by Evil) about that round's, later facts about
    the set now. With `public`, a good seat that holds no Lancelot and knows only public play."""
    evil, good = [0, 0], [0, 0]
    evil_lancelot = good_lancelot = None
    me = table.me
    not_lancelot = 0
    if public or table.role not in (EVIL_LANCELOT, GOOD_LANCELOT):
        if me >= 0:
            side = evil if table.i_am_evil and not public else good
            side[0] |= 1 << me
            side[1] |= 1 << me
            not_lancelot |= 1 << me
    elif table.role == EVIL_LANCELOT:
        evil_lancelot = me
    else:
        good_lancelot = me
    if public:
        return Known((0, 0), tuple(good), None, None, not_lancelot)
    evil_names = evil_roles(table.view["game"])
    for fact in table.facts:
        seat = fact.get("seat")
        if fact.get("fact") == "one_of_roles":  # Percival's thumbs: Merlin and Morgana, never a Lancelot
            for shown in fact.get("seats", ()):
                if isinstance(shown, int) and 0 <= shown < table.players:
                    not_lancelot |= 1 << shown
            continue
        if not isinstance(seat, int) or seat == me or not 0 <= seat < table.players:
            continue
        role = fact.get("role") if fact.get("fact") == "role" else None
        if role == EVIL_LANCELOT:
            evil_lancelot = seat
        elif role == GOOD_LANCELOT:
            good_lancelot = seat
        elif role:  # any other role keeps its side all game
            side = evil if role in evil_names else good
            side[0] |= 1 << seat
            side[1] |= 1 << seat
            not_lancelot |= 1 << seat
        elif "side" in fact:  # a side seen at the reveal, or a loyalty learned in a round
            at = fact.get("round")
            parity = (0 if fact.get("source") == "reveal" else
                      moves.by_round[min(at, ROUNDS - 1)] if isinstance(at, int) and at >= 0 else moves.now)
            (evil if fact["side"] == table.evil_side else good)[parity] |= 1 << seat
    return Known(tuple(evil), tuple(good), evil_lancelot, good_lancelot, not_lancelot)


_LINKS: dict[tuple[int, int], tuple] = {}


def links(players: int, evil: int, sets) -> tuple[list, list]:
    """Every deal, listed twice: under its reveal's evil set, as (the switched set, Evil and Good
    Lancelot's seats as a mask, Evil Lancelot, Good Lancelot), and under its switched set, the same
    with the reveal's set first. `sets` is every evil set of the count (worlds.all_sets), as indices:
    made once per count (at 10 players 210 sets x 4 x 6 deals)."""
    known = _LINKS.get((players, evil))
    if known is not None:
        return known
    index = {mask: i for i, (mask, _) in enumerate(sets)}
    everyone = (1 << players) - 1
    from_first: list[list] = [[] for _ in sets]
    from_switched: list[list] = [[] for _ in sets]
    for first, (mask, seats) in enumerate(sets):
        for evil_lancelot in seats:
            good_seats = everyone & ~mask
            while good_seats:
                bit = good_seats & -good_seats
                good_seats ^= bit
                switched = index[mask ^ (1 << evil_lancelot) ^ bit]
                pair, good_lancelot = (1 << evil_lancelot) | bit, bit.bit_length() - 1
                from_first[first].append((switched, pair, evil_lancelot, good_lancelot))
                from_switched[switched].append((first, pair, evil_lancelot, good_lancelot))
    known = _LINKS[players, evil] = (from_first, from_switched)
    return known


_LINKED: dict[tuple, list] = {}


def linked_sets(players: int, evil: int, sets, known: Known, now: int) -> list[list[int]]:
    """For each set evil now, the other sets of the deals that lead to it which the Lancelot facts
    allow (links, filtered by `known`'s pins): made once per count, facts and parity."""
    key = (players, evil, known.evil_lancelot, known.good_lancelot, known.not_lancelot, now)
    found = _LINKED.get(key)
    if found is None:
        from_first, from_switched = links(players, evil, sets)
        pinned_evil, pinned_good, barred = known.evil_lancelot, known.good_lancelot, known.not_lancelot
        found = [[other for other, pair, evil_lancelot, good_lancelot in deals
                  if not pair & barred and (pinned_evil is None or evil_lancelot == pinned_evil)
                  and (pinned_good is None or good_lancelot == pinned_good)]
                 for deals in (from_switched if now else from_first)]
        if len(_LINKED) >= 256:
            _LINKED.clear()
        _LINKED[key] = found
    return found


def current_weights(players: int, evil: int, sets, allowed, logs, known: Known, now: int) -> dict[int, float]:
    """Each set evil now (its index in `sets`) with its weight, summed over the deals the facts allow,
    each deal weighed by its first set's evidence and its switched set's: {} when none is allowed.
    `allowed` and `logs` hold, for the reveal's sets and the switched ones, the indices the facts
    allow and every set's log-likelihood."""
    chances = []
    for ok, values in zip(allowed, logs):
        top = max((values[i] for i in ok), default=0.0)
        chance = [0.0] * len(sets)
        for i in ok:
            chance[i] = math.exp(values[i] - top)
        chances.append(chance)
    here, there = (chances[1], chances[0]) if now else (chances[0], chances[1])
    other_chance = there.__getitem__
    weights: dict[int, float] = {}
    for current, others in enumerate(linked_sets(players, evil, sets, known, now)):
        chance = here[current]
        if chance and others:
            total = sum(map(other_chance, others))
            if total > 0.0:
                weights[current] = chance * total
    return weights
