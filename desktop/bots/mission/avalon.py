"""Avalon's own decisions: Merlin steering quietly, and evil's hunt for Merlin at the end (§3.3).

Evil hunts Merlin from behaviour: Merlin sees (almost) every evil seat, so his votes and teams keep
away from evil more than an honest guess would. Each good seat is scored by how knowing its play was.
"""
from __future__ import annotations

import math
import random

from ..fallback import choices, find_spec
from ..skill import LEVEL_SKILLS
from .calibrated import measured_model
from .reading import Table
from .worlds import Worlds, mask_of

MERLIN = "merlin"
PERCIVAL = "percival"


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


def assassinate(specs: list[dict], table: Table, rng: random.Random, replay_with=None) -> dict | None:
    """Shoot the most likely Merlin; otherwise the Cleric hunt or the lovers, if those are the shots.

    With `replay_with` (the expert's hunt: the MissionPlayer class, passed in so this module needs no
    import of player.py) the odds come from replaying every vote (simulated_odds).
    """
    if replay_with is not None and find_spec(specs, "assassinate"):
        odds = simulated_odds(table, replay_with, rng)
    else:
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


def percival_tell(table: Table, worlds: Worlds, model) -> Worlds:
    """Percival's belief with the Merlin tell: of his two seats (Merlin and Morgana), the good one in
    each world is Merlin, who sees the evil seats; so that seat's votes and teams are weighed as
    Merlin's, not as a plain good seat's. Merlin may hide (our own does off the deciding missions),
    so his chance of a vote is half a knowing vote's (approve clean, reject dirty) and half a plain
    good seat's (`model`)."""
    pair = next((fact["seats"] for fact in table.facts if fact.get("fact") == "one_of_roles"
                 and MERLIN in (fact.get("roles") or ()) and len(fact.get("seats") or ()) == 2), None)
    if pair is None or not len(worlds):
        return worlds
    records = list(table.vote_records(include_unvoted=True))
    plain_dirty = min(0.95, max(0.05, model.leader_dirty[False]))
    logs = []
    for mask, _seats in worlds.sets:
        merlin = next((s for s in pair if not (mask >> s) & 1), None)
        total = 0.0
        for record in records if merlin is not None else ():
            team = mask_of(record["team"])
            dirty = bool(team & mask)
            if record["leader"] == merlin:
                knowing = 0.5 * 0.1 + 0.5 * plain_dirty
                total += math.log(knowing / plain_dirty) if dirty else math.log((1 - knowing) / (1 - plain_dirty))
            approve = record["votes"].get(merlin)
            if approve is None or record["hammer"]:
                continue
            plain = min(0.95, max(0.05, model.approve[(False, dirty, bool((team >> merlin) & 1), False)]))
            knowing = 0.5 * (0.1 if dirty else 0.9) + 0.5 * plain
            total += math.log(knowing / plain) if approve else math.log((1 - knowing) / (1 - plain))
        logs.append(total)
    top = max(logs)
    return Worlds(table.players, worlds.sets, [w * math.exp(v - top) for w, v in zip(worlds.weights, logs)])


def merlin_vote(table: Table, worlds: Worlds, public: Worlds, approve_from) -> bool:
    """Merlin votes as the table would, and uses what he knows only when a mission hangs on it."""
    honest = approve_from(worlds)
    if honest:
        return True
    decisive = table.fails >= 2 or table.successes >= 2
    return honest if decisive else approve_from(public)


def _view_at(view: dict, index: int, record: dict, seat: int, vote_track: int, sees: list[int] | None = None) -> dict:
    """The table as `seat`, a plain good seat, saw it when proposal `index` was put to the vote."""
    round_ = record.get("round", 0)
    order = list(view.get("mission_order") or [])[:round_]
    missions = [m if slot in order else None for slot, m in enumerate(view["missions"])]
    slot = record.get("mission", order and None)
    if slot is None:
        slot = round_ if round_ < len(view["missions"]) else len(view["missions"]) - 1
    good = view["sides"][0]
    return {**view, "vote_history": list(view.get("vote_history") or [])[:index], "missions": missions,
            "mission_order": order, "round": round_, "mission": slot, "team": list(record["team"]),
            "leader": record["leader"], "vote_track": vote_track, "phase": "vote", "pending": "vote",
            "face_up": {}, "you": {"seat": seat, "role": MERLIN if sees is not None else "loyal_servant", "side": good},
            "knowledge": [{"fact": "side", "seat": s, "side": view["sides"][1]} for s in sees or ()],
            "legal": [{"kind": "vote", "params": {"approve": {"type": "one_of", "of": [True, False]}}}]}


def _hidden_options(table: Table) -> list[tuple[int, ...]]:
    """Which known evil seats Merlin might not see: none, or one Mordred among them (unknown which)."""
    if "mordred" not in (table.view.get("role_deck") or ()):
        return [()]
    if table.role in ("mordred", "mordred_assassin"):
        return [(table.me,)]
    return [(seat,) for seat in table.known_evil if seat != table.me] or [()]


def simulated_tell(table: Table, make_player, rng: random.Random) -> dict[int, float]:
    """Log-likelihood ratio of "Merlin" against "a plain good seat" for every seat, vote by vote and
    proposal by proposal.

    Both are replayed: the usual (normal-level) player is asked how it would have voted there, seeing
    only what the table saw then, once as a plain good seat and once as Merlin seeing the evil seats
    (all but Mordred; which of my partners is Mordred is summed over). Where the two would vote alike
    the vote says nothing; where they differ it is strong evidence. Proposals likewise: the usual
    leader is replayed a few times in the leader's seat, plain and as Merlin, and how often each sends
    a team holding a seen evil seat is that hypothesis' chance of the team sent being dirty.
    """
    model = measured_model(table.players)
    view = table.view
    evil = set(table.known_evil)
    candidates = [s for s in range(table.players) if s not in evil]
    hidden_options = _hidden_options(table)
    logs = {(seat, hidden): 0.0 for seat in candidates for hidden in hidden_options}
    rejections: dict[int, int] = {}

    def vote_of(index, record, seat, track, sees):
        sub = Table(_view_at(view, index, record, seat, track, sees))
        player = make_player(LEVEL_SKILLS["normal"], random.Random(rng.random()))
        return 0.9 if player.vote(sub, sub.view["legal"])["approve"] else 0.1

    def dirty_rate(index, record, seat, track, sees, evil_seen, tries=3):
        """How often the usual leader in `seat` sends a team holding a seat in `evil_seen`."""
        base = _view_at(view, index, record, seat, track, sees)
        base = {**base, "team": [], "phase": "propose", "pending": "propose_team",
                "legal": [{"kind": "propose_team", "params": {}}]}
        sub = Table(base)
        dirty = 0
        for _ in range(tries):
            player = make_player(LEVEL_SKILLS["normal"], random.Random(rng.random()))
            team = player.propose(sub, sub.view["legal"])["team"]
            dirty += bool(set(evil_seen) & set(team))
        return (dirty + 0.5) / (tries + 1)

    for index, record in enumerate(view.get("vote_history") or []):
        round_ = record.get("round", 0)
        track = rejections.get(round_, 0)
        hammer = track >= 4
        if not record.get("approved"):
            rejections[round_] = track + 1
        team = set(record["team"])
        leader = record["leader"]
        votes = record.get("votes")
        for hidden in hidden_options:
            seen = sorted(evil - set(hidden))
            dirty = bool(set(seen) & team)
            if leader in candidates:
                try:
                    other = dirty_rate(index, record, leader, track, None, seen)
                    merlin = dirty_rate(index, record, leader, track, seen, seen)
                except (KeyError, IndexError, ValueError, ZeroDivisionError, TypeError):
                    other, merlin = min(max(model.leader_dirty[False], 0.05), 0.95), 0.05
                logs[(leader, hidden)] += math.log(merlin / other) if dirty else math.log((1 - merlin) / (1 - other))
            if hammer or not votes:
                continue
            for seat in candidates:
                approve = votes.get(seat, votes.get(str(seat)))
                if approve is None:
                    continue
                try:
                    plain_yes = vote_of(index, record, seat, track, None)
                    merlin_yes = vote_of(index, record, seat, track, seen)
                except (KeyError, IndexError, ValueError, ZeroDivisionError):
                    plain_yes = min(max(model.approve[(False, dirty, seat in team, False)], 0.05), 0.95)
                    merlin_yes = 0.05 if dirty else 0.95
                logs[(seat, hidden)] += math.log(merlin_yes / plain_yes) if approve else math.log((1 - merlin_yes) / (1 - plain_yes))
    scores = {seat: 0.0 for seat in range(table.players)}
    for seat in candidates:
        values = [logs[(seat, hidden)] for hidden in hidden_options]
        top = max(values)
        scores[seat] = top + math.log(sum(math.exp(v - top) for v in values) / len(values))
    return scores


def simulated_odds(table: Table, make_player, rng: random.Random | None = None) -> dict[int, float]:
    candidates = [s for s in range(table.players) if s not in table.known_evil]
    scores = simulated_tell(table, make_player, rng or random.Random(0))
    top = max(scores[s] for s in candidates)
    weights = {s: math.exp(scores[s] - top) for s in candidates}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}
