"""Who owes a decision, and the legal commands as specs (core/commands.py), per phase (§4.4-§4.8).

What is legal is decided here alone; `apply` accepts exactly these. `explain_hit` only sharpens the
code of a hit already refused, from what the sender may know: its own role, hand and the public rows.

Specs and lists that recur (a pass window, the target rule of a set of seats) are made once and
shared read-only by every state, as every legal list is read-only (Game.legal). Few: a memo of many
containers would cost the garbage collector more than building them.
"""
from __future__ import annotations

from functools import cache
from itertools import combinations

from ..core import Reject, Rejected, one_of, shared, spec
from .cards import (BODYGUARD, CARD_INFO, DEADLY_MARTINI, DIRTY_TRICK, HARDCORE, HIT, HIT_TYPES, MAX_PLAYERS, PLAN_B,
                    hit_type, kind_of)
from .state import BodyguardState
from .tally import counted


def pending(state: BodyguardState) -> dict[int, str]:
    """Who owes a decision; a one-seat dict is shared by every state (read-only, as `pending` is)."""
    phase = state.phase
    if phase == "turn":  # the usual phase first
        return OWED_TURN[state.turn] if state.finished is None else {}
    if state.finished is not None or phase == "over":
        return {}
    if phase == "set_aside":
        return OWED[phase][state.president]
    if phase == "counter":
        return OWED[phase][state.chain["target"]]
    if phase == "counter_counter":
        return OWED[phase][state.chain["player"]]
    if phase == "rescue":
        return {seat: "rescue" for seat in state.rescue["group"] if seat not in state.answered}
    raise AssertionError(phase)


OWED = {phase: [{seat: phase} for seat in range(MAX_PLAYERS)] for phase in ("set_aside", "turn", "counter", "counter_counter")}
OWED_TURN = OWED["turn"]


def legal(state: BodyguardState, seat: int, owed: dict[int, str] | None = None) -> list[dict]:
    """The specs of `seat`; `owed` is `pending(state)` when the caller has it already."""
    if seat not in (pending(state) if owed is None else owed):
        return []
    phase = state.phase
    if phase == "turn":
        return turn_specs(state, seat)
    if phase == "set_aside":
        return set_aside_specs(tuple(sorted(set(state.collected))))
    if phase in ("counter", "counter_counter"):
        # Always a window, Hardcore or not: opening it only for holders would show who holds one.
        hardcores = tuple(filter(IS_HARDCORE, state.hands[seat]))  # C-level: no comprehension's function a window
        return counter_specs(hardcores) if hardcores else PASS_ONLY
    return [*rescue_specs(state, seat), PASS] if state.roles[seat] == BODYGUARD else PASS_ONLY


PASS = spec("pass")  # shared by every state: read-only, like all specs
PASS_ONLY = shared([PASS])  # a window without a Hardcore in hand; the rescue window of all but the Bodyguard
KEPT = 256  # Hardcore hands a memo keeps before it starts afresh


@cache  # a handful: the role cards the President may set aside
def set_aside_specs(roles: tuple[str, ...]) -> list[dict]:
    return shared([spec("set_aside", role=one_of(roles, Reject.NOT_A_ROLE_OPTION))])


def counter_specs(hardcores: tuple[str, ...]) -> list[dict]:
    """Play one of these Hardcores, or pass."""
    found = _COUNTERS.get(hardcores)
    if found is None:
        if len(_COUNTERS) >= KEPT:
            _COUNTERS.clear()
        found = _COUNTERS[hardcores] = [spec("hardcore", card=one_of(hardcores, Reject.CARD_NOT_IN_HAND)), PASS]
    return found


def _by_kind(hand: list[str]) -> dict[str, list[str]]:
    """The hand grouped by action, and hit cards by type, in hand order."""
    groups: dict[str, list[str]] = {}
    for card in hand:
        kind, type_ = CARD_INFO[card]
        groups.setdefault(type_ or kind, []).append(card)
    return groups


def hit_targets(state: BodyguardState, seat: int, type_: str, living: list[int] | None = None) -> list[int]:
    """Living others missing that type; never the President's fourth from the Bodyguard (§4.6)."""
    bodyguard = state.roles[seat] == BODYGUARD
    rows, president = state.rows, state.president
    return [target for target in (state.living() if living is None else living)
            if target != seat and type_ not in rows[target]
            and not (bodyguard and target == president and len(rows[target]) == LAST_HIT)]


LAST_HIT = len(HIT_TYPES) - 1  # a row this long takes its owner's last hit
IN_HAND = Reject.CARD_NOT_IN_HAND.value
TARGETABLE = Reject.NOT_ELIGIBLE_TARGET.value


# Each card's group in a hand: its hit type, or its action.
GROUP = {card: type_ or kind for card, (kind, type_) in CARD_INFO.items()}
IS_HARDCORE = frozenset(card for card, group in GROUP.items() if group == HARDCORE).__contains__
REASSIGN = {"kind": "reassign", "params": {}}  # shared by every state: read-only, like all specs


def turn_specs(state: BodyguardState, seat: int) -> list[dict]:
    hand = state.hands[seat]
    # Each group's card rule, its cards in hand order: a group of one card (the usual) has its card's shared rule.
    groups: dict[str, dict] = {}
    for card in hand:
        group, own = GROUP_RULES[card]
        if group not in groups:
            groups[group] = own
        else:
            rule = groups[group]
            if rule is CARD_RULES[rule["of"][0]]:  # the shared rule of its first card: the group gets its own
                groups[group] = {"type": "one_of", "of": [*rule["of"], card], "reject": IN_HAND}
            else:
                rule["of"].append(card)
    if state.counted_at != state.version:  # targets come from the tallies (tally.py), as seat masks
        counted(state)
    others = state.living_mask & ~(1 << seat)
    president = state.president
    specs = [REASSIGN] if seat == president and not state.reassigned else []  # once per round, before the play (§4.8)
    rows = state.rows
    lacking = state.lacking
    hittable = others
    if state.roles[seat] == BODYGUARD and len(rows[president]) == LAST_HIT:  # never the President's last hit (§4.6)
        hittable &= ~(1 << president)
    # `in` then a subscript, not .get: one operation for each group the hand lacks, not a call
    for type_ in HIT_TYPES:  # a hit of that type, on one of the targets
        if type_ in groups:
            targets = lacking[type_] & hittable
            if targets:
                specs.append({"kind": "hit", "params": {"card": groups[type_], "target": TARGET_RULES[targets]}})
    if DIRTY_TRICK in groups and others:
        specs.append({"kind": DIRTY_TRICK, "params": {"card": groups[DIRTY_TRICK], "target": TARGET_RULES[others]}})
    if DEADLY_MARTINI in groups:
        unpoisoned = others  # no stacking (§6 #37)
        if any(state.martinis):
            for target, martini in enumerate(state.martinis):
                if martini is not None:
                    unpoisoned &= ~(1 << target)
        if unpoisoned:
            specs.append({"kind": DEADLY_MARTINI, "params": {"card": groups[DEADLY_MARTINI],
                                                             "target": TARGET_RULES[unpoisoned]}})
    row = rows[seat]
    if row and PLAN_B in groups:  # with no hit in front of you, Plan B can only be discarded (§4.5)
        specs.append({"kind": PLAN_B, "params": {"card": groups[PLAN_B],
                                                 "remove": {"type": "one_of", "of": [*row.values()]}}})  # rows are in type order
    # The hand itself: hands are copy-on-write (state.py), so the spec may share it.
    specs.append({"kind": "discard", "params": {"card": {"type": "one_of", "of": hand, "reject": IN_HAND}}})
    return specs


# Every set of seats (a mask: bit s for seat s) as its sorted list and its target rule, made once.
SEATS = [[seat for seat in range(MAX_PLAYERS) if mask >> seat & 1] for mask in range(1 << MAX_PLAYERS)]
TARGET_RULES = [{"type": "one_of", "of": seats, "reject": TARGETABLE} for seats in SEATS]


# A card's own rule, for a group of one card in hand (the usual group): made once, shared read-only.
CARD_RULES = {card: {"type": "one_of", "of": [card], "reject": IN_HAND} for card in CARD_INFO}
GROUP_RULES = {card: (GROUP[card], CARD_RULES[card]) for card in CARD_INFO}  # both looked up at once


_COUNTERS: dict[tuple[str, ...], list[dict]] = {}


def rescue_specs(state: BodyguardState, seat: int) -> list[dict]:
    """Only a Bodyguard holding three hit types may rescue; any three of the types held (§4.7)."""
    if state.roles[seat] != BODYGUARD:
        return []
    by_type = _by_kind(state.hands[seat])
    held = [t for t in HIT_TYPES if t in by_type]
    return [spec("rescue", **{t: one_of(by_type[t], Reject.CARD_NOT_IN_HAND) for t in trio})
            for trio in combinations(held, 3)]


def matching(command: dict, specs: list[dict]) -> dict | None:
    """The first spec `command` matches exactly, as core's check_command decides it; None when none
    does or when this shortcut cannot tell (a value neither a string nor a seat number), and the
    caller asks check_command. Every rule of this module's specs is one_of (test_shared_parts checks),
    and every one_of list holds only strings (cards, roles) or only seat numbers, so `in` is exact
    for those two types (`True` is not a seat)."""
    kind = command.get("kind")
    size = len(command) - 1  # every other key must be a parameter of the spec
    for candidate in specs:
        if candidate["kind"] != kind:
            continue
        params = candidate["params"]
        if len(params) != size:
            continue
        for name, rule in params.items():
            try:
                value = command[name]  # a subscript, not a .get call: a try costs nothing until it catches
            except KeyError:
                break  # a parameter the command lacks: the next spec may match
            if value not in rule["of"]:
                break  # this spec does not match: the next one may
            if type(value) not in CARD_OR_SEAT:
                return None
        else:
            return candidate
    return None


CARD_OR_SEAT = frozenset((str, int))  # the exact types `in` decides alone (a bool is not a seat)


def explain_hit(state: BodyguardState, seat: int, command: object, error: Rejected) -> Rejected:
    """The precise reason a hit of a card in hand was refused (§4.6); otherwise the error as it was."""
    if (state.phase != "turn" or not isinstance(command, dict) or command.get("kind") != "hit"
            or set(command) != {"kind", "card", "target"} or command["card"] not in state.hands[seat]
            or kind_of(command["card"]) != HIT or type(command["target"]) is not int):
        return error
    target, type_ = command["target"], hit_type(command["card"])
    if not 0 <= target < state.players or target == seat or state.eliminated[target]:
        return Rejected(Reject.NOT_ELIGIBLE_TARGET, param="target")
    if type_ in state.rows[target]:
        return Rejected(Reject.TYPE_ALREADY_PRESENT, param="target")
    if target not in hit_targets(state, seat, type_):
        return Rejected(Reject.CANNOT_KILL_PRESIDENT, param="target")
    return error
