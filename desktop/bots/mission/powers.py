"""Plot cards, tokens and other powers of the mission games: whom to check, when to play a card.

Each answer reads the seat's belief (who is likely evil) and its side. Requests not listed here go
to the fallback, which declines optional windows.
"""
from __future__ import annotations

import random

from ..fallback import choices, find_spec
from .calibrated import measured_model
from .evil import team_can_fail
from .reading import Table
from .teams import best_team, team_score, trust_order
from .worlds import DEFAULT_MODEL, Worlds, build_worlds, mask_of


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
    """Lady of the Lake / Inquisitor: good checks the seat whose loyalty would most improve the next
    team it can trust (value of information); a good holder who already knows every side (Merlin)
    checks the seat the table is least sure of among those he knows are good, handing the token on to
    a good player; evil passes it to a fellow evil seat when it can, so good never holds it again."""
    targets = choices(find_spec(specs, "examine"), "target")
    if table.i_am_evil:
        fellows = [t for t in targets if t in table.known_evil]
        unknown = [t for t in targets if t not in table.known_evil] or targets
        return {"kind": "examine", "target": rng.choice(fellows or unknown)}
    if all(odds[t] < 1e-9 or odds[t] > 1 - 1e-9 for t in targets):
        public = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, public=True).spy_probability()
        good = [t for t in targets if odds[t] < 0.5] or targets
        return {"kind": "examine", "target": _most(good, lambda s: -abs(public[s] - 0.5))}
    return {"kind": "examine", "target": _most(targets, lambda s: (round(check_value(table, worlds, s), 9), -abs(odds[s] - 0.5)))}


def check_value(table: Table, worlds: Worlds, seat: int) -> float:
    """How much learning `seat`'s loyalty raises the chance that the best team for the next mission
    is clean: the expected best team score over the two answers, less today's."""
    slot = next((s for s, m in enumerate(table.missions) if m is None), None)
    if slot is None:
        return 0.0
    size, needed = table.team_size(slot), table.needed(slot)

    def best(belief: Worlds) -> float:
        order = trust_order(belief.spy_probability(), range(table.players), random.Random(0))
        return best_team(belief, size, needed, [], order)[0]

    branches = {True: ([], []), False: ([], [])}
    for entry, weight in zip(worlds.sets, worlds.weights):
        sets, weights = branches[bool((entry[0] >> seat) & 1)]
        sets.append(entry)
        weights.append(weight)
    value = 0.0
    for sets, weights in branches.values():
        if sets:
            value += sum(weights) * best(Worlds(table.players, sets, weights))
    return value - best(worlds)


def give_token(specs, table, odds, worlds, rng):
    """Excalibur / Sergeant: to the most trusted team member, or a fellow spy."""
    targets = choices(find_spec(specs, "give_token"), "to")
    friends = _friends(table, targets)
    return {"kind": "give_token", "to": _most(friends or targets, lambda s: -odds[s])}


def switch_chances(table: Table, worlds: Worlds) -> dict:
    """The mission's chance to succeed if I keep the cards (None) or switch each other member's.

    In each world the spies aboard fail it, lowest seats first and only as many as it needs (all of
    them when too few), as often as spies measured against the gauntlet do at this stage (calibrated:
    they let the first mission pass about a fifth of the time); a switched fail becomes a success and
    a switched success a fail. I am good: my own card is a success."""
    passing = measured_model(table.players).passing
    stage = "first" if not table.view.get("mission_order") else "deciding" if table.fails >= 2 or table.successes >= 2 else "later"
    fails_when_aboard = 1.0 - passing[stage]
    needed = table.needed()
    others = [s for s in table.team if s != table.me]
    chances = {None: 0.0, **{t: 0.0 for t in others}}
    for mask, weight in worlds.masks:
        aboard = sorted(s for s in table.team if (mask >> s) & 1)
        failers = set(aboard[:needed])
        for failing, chance in ((True, fails_when_aboard), (False, 1 - fails_when_aboard)):
            played = failers if failing else set()
            w = weight * chance
            chances[None] += w * (len(played) < needed)
            for t in others:
                fails = len(played) - 1 if t in played else len(played) + 1
                chances[t] += w * (fails < needed)
    return chances


def _evil_fails(table: Table) -> bool:
    """Whether a fail is already among this mission's cards: mine (as played), or a fellow spy's who
    fails by the spies' rule (evil.mission_card: the lowest seats aboard, as many as needed)."""
    mine = next((f.get("card") for f in table.facts if f.get("fact") == "played" and f.get("mission") == table.slot), None)
    if mine is not None and mine != "success":
        return True
    aboard = sorted(s for s in table.known_evil if s in table.team)
    failers = [s for s in aboard[: table.needed()] if s != table.me]
    return bool(failers) or (mine is None and team_can_fail(table, table.team))


SWITCH_MARGIN = 0.03  # a switch must raise the mission's chance by this much: the model is rough


def switch_card(specs, table, odds, worlds, rng):
    """Excalibur / Sergeant: good switches the card whose switch most raises the mission's chance to
    succeed (a likely fail; a likely success becomes a fail), if any does; evil switches a good card
    when no spy's fail is among the cards (it laid low) and one fail fails the mission: to the table
    a fail after a switch looks like a good holder's unlucky test."""
    spec = find_spec(specs, "switch_card")
    keep = {"kind": "keep_cards"} if find_spec(specs, "keep_cards") else None
    if spec is None:
        return keep
    targets = choices(spec, "target")
    if table.i_am_evil:
        honest = [t for t in targets if t not in table.known_evil]
        if honest and table.needed() == 1 and not _evil_fails(table):
            public = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, public=True).spy_probability()
            return {"kind": "switch_card", "target": _most(honest, lambda s: public[s])}
        return keep
    chances = switch_chances(table, worlds)
    best = _most(targets, lambda s: chances.get(s, 0.0))
    if keep is None or chances.get(best, 0.0) > chances[None] + SWITCH_MARGIN:
        return {"kind": "switch_card", "target": best}
    return keep


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
