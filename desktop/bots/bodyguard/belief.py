"""A Bayesian belief over this round's roles, from one seat's view and the public events (hard and up).

The hidden part of a round is where the Bodyguard card lies: with one of the other players, or as
the President's spare (every other card is an Assassin). The hard facts (own role, the President's
private knowledge, a player the President eliminated without ending the round) come from the
engine's `bodyguard_places`; the soft evidence is what each player did this round, weighed by how
much more (or less) likely a Bodyguard is to do it than an Assassin. The hard level reads that off
the styles' measured play rates (`fitted_ratios`: opponents.py), each seat's style weighed by its
play in the finished rounds, so a hit on the President means what it means at this table: early it
says little (our Bodyguard spends spare hits there too), a third type is a Bodyguard's (Assassins
hold it back), a fourth an Assassin's. The gauntlet's reader keeps a rule of thumb (`rule_ratios`):
- hitting the President, or aiming a Martini or Dirty Trick at him, is an Assassin's play;
- hitting (or aiming an action at) a player who attacked the President is the Bodyguard's.
Evidence counts from the round's latest role deal: a reassignment reshuffles the roles.
"""
from __future__ import annotations

from ...engine.bodyguard.cards import ASSASSIN, BODYGUARD, PRESIDENT, TARGETED_ACTIONS
from ...engine.bodyguard.sample import SPARE, bodyguard_places
from .opponents import StyleBelief

# Likelihood ratios P(play | Bodyguard) / P(play | Assassin).
HIT_PRESIDENT = 0.3
BRINK_PRESIDENT = 0.2  # the President's third type: a Bodyguard seldom brings him to the brink
ACTION_ON_PRESIDENT = 0.2
STRIKE_ATTACKER = 2.0
# How often a President keeps the Bodyguard as the spare (most deal it: it can rescue them).
PRIOR_SPARE = 0.1


def round_events(events: list[dict]) -> list[dict]:
    """The public events since this round's latest role deal (the start or a reassignment)."""
    for index in range(len(events) - 1, -1, -1):
        kind = events[index].get("kind")
        if kind == "roles_dealt" or kind == "round_started":
            return events[index + 1:]
    return []


def evidence(events: list[dict], president: int, players: int) -> list[float]:
    """Per seat, the product of likelihood ratios of its plays this round (Bodyguard over Assassin)."""
    ratio = [1.0] * players
    attackers: set[int] = set()
    president_types = 0
    for event in events:
        kind = event.get("kind")
        if kind == "hit_placed":
            by, target = event["seat"], event["target"]
            if target == president:
                president_types += 1
                ratio[by] *= BRINK_PRESIDENT if president_types == 3 else HIT_PRESIDENT
                attackers.add(by)
            elif target in attackers and by != president:
                ratio[by] *= STRIKE_ATTACKER
        elif kind == "action_played" and event.get("action") in TARGETED_ACTIONS:
            by, target = event["seat"], event["target"]
            if target == president:
                ratio[by] *= ACTION_ON_PRESIDENT
                attackers.add(by)
            elif target in attackers and by != president:
                ratio[by] *= STRIKE_ATTACKER
        elif kind == "plan_b_played" and event.get("seat") == president:
            president_types = max(0, president_types - 1)
    return ratio


def fitted_ratios(events: list[dict], president: int, players: int) -> list[float]:
    """The hard level's evidence: per seat, how much likelier its plays since the roles were dealt
    are from a Bodyguard than from an Assassin, by the styles' measured play rates (opponents.py),
    each seat's style weighed by its play in the finished rounds."""
    return StyleBelief(players, events).bodyguard_ratios()


def rule_ratios(events: list[dict], president: int, players: int) -> list[float]:
    """The rule-of-thumb evidence of the likelihood ratios above (the gauntlet's reader)."""
    return evidence(round_events(events), president, players)


def bodyguard_odds(view: dict, events: list[dict], read=fitted_ratios) -> tuple[list[float], float]:
    """P(the Bodyguard card is with each seat), and P(it is the spare), for the viewer; `read`
    weighs the round's plays."""
    players, president = view["players"], view["president"]
    odds = [0.0] * players
    if type(view.get("viewer")) is not int or view.get("outcome") or view["phase"] == "set_aside":
        return _flat(view), 0.0
    facts = {f["fact"]: f for f in view.get("knowledge") or []}
    try:
        places = bodyguard_places(view, facts)
    except (ValueError, KeyError):
        return _flat(view), 0.0
    ratio = read(events, president, players) if events else [1.0] * players
    seats = [p for p in places if p != SPARE]
    weights = {p: ratio[p] * (1.0 - PRIOR_SPARE) / max(1, players - 1) for p in seats}
    if SPARE in places:
        weights[SPARE] = PRIOR_SPARE if seats else 1.0
    total = sum(weights.values()) or 1.0
    for place, weight in weights.items():
        if place != SPARE:
            odds[place] = weight / total
    return odds, weights.get(SPARE, 0.0) / total


def _flat(view: dict) -> list[float]:
    players, president = view["players"], view["president"]
    you = (view.get("you") or {})
    me, role = you.get("seat"), you.get("role")
    if role == BODYGUARD:
        return [1.0 if s == me else 0.0 for s in range(players)]
    others = [s for s in range(players) if s != president and s != me]
    return [1.0 / (len(others) + 1) if s in others else 0.0 for s in range(players)]


def role_odds(view: dict, events: list[dict]) -> dict[int, dict[str, float]]:
    """Each other player's role probabilities: {seat: {"president", "bodyguard", "assassin"}}."""
    bodyguard, _spare = bodyguard_odds(view, events)
    me = (view.get("you") or {}).get("seat")
    table = {}
    for seat in range(view["players"]):
        if seat == me:
            continue
        if seat == view["president"]:
            table[seat] = {PRESIDENT: 1.0, BODYGUARD: 0.0, ASSASSIN: 0.0}
        else:
            p = round(bodyguard[seat], 4)
            table[seat] = {PRESIDENT: 0.0, BODYGUARD: p, ASSASSIN: round(1.0 - p, 4)}
    return table
