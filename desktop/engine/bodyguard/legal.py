"""Who owes a decision, and the legal commands as specs (core/commands.py), per phase (§4.4-§4.8).

What is legal is decided here alone; `apply` accepts exactly these. `explain_hit` only sharpens the
code of a hit already refused, from what the sender may know: its own role, hand and the public rows.
"""
from __future__ import annotations

from itertools import combinations

from ..core import Reject, Rejected, one_of, spec
from .cards import (BODYGUARD, DEADLY_MARTINI, DIRTY_TRICK, HARDCORE, HIT, HIT_TYPES, PLAN_B, CARD_INFO, hit_type,
                    kind_of)
from .state import BodyguardState


def pending(state: BodyguardState) -> dict[int, str]:
    phase = state.phase
    if state.finished is not None or phase == "over":
        return {}
    if phase == "set_aside":
        return {state.president: "set_aside"}
    if phase == "turn":
        return {state.turn: "turn"}
    if phase == "counter":
        return {state.chain["target"]: "counter"}
    if phase == "counter_counter":
        return {state.chain["player"]: "counter_counter"}
    if phase == "rescue":
        return {seat: "rescue" for seat in state.rescue["group"] if seat not in state.answered}
    raise AssertionError(phase)


def legal(state: BodyguardState, seat: int, owed: dict[int, str] | None = None) -> list[dict]:
    """The specs of `seat`; `owed` is `pending(state)` when the caller has it already."""
    if seat not in (pending(state) if owed is None else owed):
        return []
    phase = state.phase
    if phase == "set_aside":
        return [spec("set_aside", role=one_of(sorted(set(state.collected)), Reject.NOT_A_ROLE_OPTION))]
    if phase == "turn":
        return turn_specs(state, seat)
    if phase in ("counter", "counter_counter"):
        return hardcore_specs(state, seat) + [spec("pass")]
    return rescue_specs(state, seat) + [spec("pass")]


def _cards(hand: list[str], kind: str) -> list[str]:
    return [card for card in hand if kind_of(card) == kind]


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
    return [target for target in (state.living() if living is None else living)
            if target != seat and type_ not in state.rows[target]
            and not (bodyguard and target == state.president and len(state.rows[target]) == len(HIT_TYPES) - 1)]


def turn_specs(state: BodyguardState, seat: int) -> list[dict]:
    hand = state.hands[seat]
    groups = _by_kind(hand)
    living = state.living()
    others = [s for s in living if s != seat]
    specs = []
    if seat == state.president and not state.reassigned:  # once per round, before the play (§4.8)
        specs.append(spec("reassign"))
    for type_ in HIT_TYPES:
        cards = groups.get(type_)
        targets = hit_targets(state, seat, type_, living) if cards else None
        if targets:
            specs.append(spec("hit", card=one_of(cards, Reject.CARD_NOT_IN_HAND), target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET)))
    tricks = groups.get(DIRTY_TRICK)
    if tricks and others:
        specs.append(spec(DIRTY_TRICK, card=one_of(tricks, Reject.CARD_NOT_IN_HAND), target=one_of(others, Reject.NOT_ELIGIBLE_TARGET)))
    martinis = groups.get(DEADLY_MARTINI)
    unpoisoned = [s for s in others if state.martinis[s] is None]  # no stacking (§6 #37)
    if martinis and unpoisoned:
        specs.append(spec(DEADLY_MARTINI, card=one_of(martinis, Reject.CARD_NOT_IN_HAND), target=one_of(unpoisoned, Reject.NOT_ELIGIBLE_TARGET)))
    plans = groups.get(PLAN_B)
    row = state.rows[seat]
    if plans and row:  # with no hit in front of you, Plan B can only be discarded (§4.5)
        own_hits = [row[t] for t in HIT_TYPES if t in row]
        specs.append(spec("plan_b", card=one_of(plans, Reject.CARD_NOT_IN_HAND), remove=one_of(own_hits)))
    specs.append(spec("discard", card=one_of(hand, Reject.CARD_NOT_IN_HAND)))
    return specs


def hardcore_specs(state: BodyguardState, seat: int) -> list[dict]:
    """Always a window, Hardcore or not: opening it only for holders would show who holds one."""
    cards = _cards(state.hands[seat], HARDCORE)
    return [spec("hardcore", card=one_of(cards, Reject.CARD_NOT_IN_HAND))] if cards else []


def rescue_specs(state: BodyguardState, seat: int) -> list[dict]:
    """Only a Bodyguard holding three hit types may rescue; any three of the types held (§4.7)."""
    if state.roles[seat] != BODYGUARD:
        return []
    by_type = _by_kind(state.hands[seat])
    held = [t for t in HIT_TYPES if t in by_type]
    return [spec("rescue", **{t: one_of(by_type[t], Reject.CARD_NOT_IN_HAND) for t in trio})
            for trio in combinations(held, 3)]


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
