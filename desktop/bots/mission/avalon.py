"""Avalon's own decisions: Merlin steering quietly, and evil's hunt for Merlin at the end (§3.3).

Evil hunts Merlin from behaviour: Merlin sees (almost) every evil seat, so his votes and teams keep
away from evil more than an honest guess would. Each good seat is scored by how knowing its play was.
"""
from __future__ import annotations

import math
import random

from ..fallback import choices, find_spec
from .reading import Table
from .worlds import Worlds

MERLIN = "merlin"


def knowing_play(table: Table) -> dict[int, float]:
    """Log-odds that each seat plays as if it knows the evil seats this seat knows (Merlin's tell)."""
    evil = set(table.known_evil)
    scores = {seat: 0.0 for seat in range(table.players)}
    for record in table.vote_records(include_unvoted=True):
        dirty = bool(evil & set(record["team"]))
        leader = record["leader"]
        if leader not in evil:
            scores[leader] += math.log(0.3 / 0.6) if dirty else math.log(0.7 / 0.4)
        for seat, approve in record["votes"].items():
            if seat in evil or record["hammer"]:
                continue
            knowing = approve != dirty  # approve clean teams, reject dirty ones
            scores[seat] += math.log(0.85 / 0.6) if knowing else math.log(0.15 / 0.4)
    return scores


def merlin_odds(table: Table) -> dict[int, float]:
    """Each seat's chance of being Merlin, from evil's knowledge and Merlin's tell."""
    candidates = [s for s in range(table.players) if s not in table.known_evil]
    scores = knowing_play(table)
    top = max(scores[s] for s in candidates)
    weights = {s: math.exp(scores[s] - top) for s in candidates}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def assassinate(specs: list[dict], table: Table, rng: random.Random) -> dict | None:
    """Shoot the most likely Merlin; otherwise the Cleric hunt or the lovers, if those are the shots."""
    odds = merlin_odds(table)
    for kind in ("assassinate", "hunt_cleric", "suggest_target"):
        spec = find_spec(specs, kind)
        if spec:
            targets = choices(spec, "target")
            return {"kind": kind, "target": max(sorted(targets), key=lambda s: (odds.get(s, 0.0), -s))}
    spec = find_spec(specs, "assassinate_lovers")
    if spec:
        targets = sorted(spec["params"]["targets"]["of"], key=lambda s: -odds.get(s, 0.0))
        return {"kind": "assassinate_lovers", "targets": sorted(targets[:2])}
    spec = find_spec(specs, "name_role")
    if spec:
        roles = choices(spec, "role")
        role = "loyal_servant" if "loyal_servant" in roles else roles[0]
        return {"kind": "name_role", "target": rng.choice(choices(spec, "target")), "role": role}
    return None


def merlin_vote(table: Table, worlds: Worlds, public: Worlds, approve_from) -> bool:
    """Merlin votes as the table would, and uses what he knows only when a mission hangs on it."""
    honest = approve_from(worlds)
    if honest:
        return True
    decisive = table.fails >= 2 or table.successes >= 2
    return honest if decisive else approve_from(public)
