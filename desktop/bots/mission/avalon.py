"""Avalon's own decisions: Merlin steering quietly, and evil's hunt for Merlin at the end (§3.3).

Evil hunts Merlin from behaviour: Merlin sees (almost) every evil seat, so his votes and teams keep
away from evil more than an honest guess would. Each good seat is scored by how knowing its play was.
"""
from __future__ import annotations

import functools
import math
import random

from ..fallback import choices, find_spec
from ..skill import LEVEL_SKILLS
from . import hunt
from .calibrated import measured_model
from .reading import Table, with_hammer
from .worlds import Worlds

MERLIN = "merlin"
PERCIVAL = "percival"
TRISTAN, ISOLDE = "tristan", "isolde"


def knowing_play(table: Table, evil=None) -> dict[int, float]:
    """Log-odds that each seat plays as if it knows `evil` (default: the evil seats this seat knows) are
    the evil seats (Merlin's tell)."""
    evil = set(table.known_evil if evil is None else evil)
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
    candidates = hunt.merlin_candidates(table)
    scores = knowing_play(table)
    top = max(scores[s] for s in candidates)
    weights = {s: math.exp(scores[s] - top) for s in candidates}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def knowing_tell(table: Table, seat: int, evil: set[int], good: set[int]) -> float:
    """Log-odds that `seat` plays as if it knows `evil` are evil and `good` are good, from every vote
    and team of the game: the Cleric's tell (he knows the first leader's loyalty) and the lovers'
    (each knows the other is good). Same rates as knowing_play; trusting a known good seat is a
    milder tell than avoiding a known evil one (the rest of the team may still be dirty)."""
    total = 0.0
    for record in table.vote_records(include_unvoted=True):
        team = set(record["team"])
        dirty, friendly = bool(evil & team), bool(good & team)
        if record["leader"] == seat:
            if evil:
                total += math.log(0.3 / 0.6) if dirty else math.log(0.7 / 0.4)
            if good:
                total += math.log(0.7 / 0.4) if friendly else math.log(0.3 / 0.6)
        approve = record["votes"].get(seat)
        if approve is None or record["hammer"] or seat in team:
            continue
        if dirty:
            total += math.log(0.85 / 0.6) if not approve else math.log(0.15 / 0.4)
        elif friendly:
            total += math.log(0.75 / 0.6) if approve else math.log(0.25 / 0.4)
    return total


def _softmax(scores: dict) -> dict:
    if not scores:
        return {}
    top = max(scores.values())
    weights = {key: math.exp(value - top) for key, value in scores.items()}
    total = sum(weights.values())
    return {key: w / total for key, w in weights.items()}


def cleric_odds(table: Table, targets, replay_with=None, rng: random.Random | None = None) -> dict[int, float]:
    """Each target's chance of being the Cleric, who knows the first leader's loyalty (§3.8)."""
    first = table.view.get("first_leader")
    if first is None:
        first = next((r["leader"] for r in table.vote_records(include_unvoted=True)), None)
    if first is None:
        return {s: 1.0 / len(targets) for s in targets}
    evil = first in table.known_evil
    known = ({first}, set()) if evil else (set(), {first})
    scores = {s: (knowing_tell(table, s, *known) if s != first else 0.0) for s in targets}
    if replay_with is not None:  # the replay adds where a knowing usual player votes otherwise
        facts = [{"fact": "side", "seat": first, "side": table.evil_side if evil else table.good_side}]
        for s in targets:
            scores[s] += replayed_tell(table, replay_with, rng or random.Random(0), s, facts) if s != first else 0.0
    return _softmax(scores)


def lovers_odds(table: Table, targets) -> dict[tuple[int, int], float]:
    """Each pair's chance of being Tristan and Isolde, who each know the other is good (§3.9).
    Not replayed (replayed_tell): a usual player told one more seat is good pins its suspicion on the
    rest and sinks their teams, so the replay reads Merlin-like seats as lovers."""
    seats = sorted(targets)
    one_way: dict[tuple[int, int], float] = {}
    for a in seats:
        for b in seats:
            if a == b:
                continue
            one_way[(a, b)] = knowing_tell(table, a, set(), {b})
    return _softmax({(a, b): one_way[(a, b)] + one_way[(b, a)] for i, a in enumerate(seats) for b in seats[i + 1:]})


def _servant_chance(table: Table, targets) -> float:
    """Step 2 of the Cleric hunt: how likely a loyal servant named on a random target is right."""
    deck = list(table.view.get("role_deck") or ())
    servants = deck.count("loyal_servant")
    return servants / max(1, len(targets) - 1) if servants else 0.5 / max(1, len(targets) - 1)


def _lover_seats(table: Table, lovers_spec: dict | None) -> list[int] | None:
    """The seats that may be the lovers: the lovers shot's targets, or, lovers in play but no such shot
    offered, every seat not known evil; None without lovers."""
    if lovers_spec:
        return lovers_spec["params"]["targets"]["of"]
    deck = table.view.get("role_deck") or ()
    if TRISTAN in deck and ISOLDE in deck:
        return [s for s in range(table.players) if s not in table.known_evil]
    return None


def assassinate(specs: list[dict], table: Table, rng: random.Random, replay_with=None, styled: bool = False,
                noise: float = 0.0, other_roles: bool = False) -> dict | None:
    """The shot likeliest to hit, each read from the whole game: Merlin (who sees the evil seats),
    the Cleric hunt (the Cleric knows the first leader's loyalty, then a named role must be right
    too) or the lovers (each knows the other is good).

    With `replay_with` (the expert's hunt: the MissionPlayer class, passed in so this module needs no
    import of player.py) the odds come from replaying every vote (simulated_odds, replayed_tell);
    with `styled` (the expert's) Merlin's odds come from the styles' measured play (hunt.py). Styled,
    or with `other_roles` (Merlin's tell alone, knowing_play), the Merlin shot is read together with
    the lovers and Oberon (hunt.shot_odds), who may look as knowing as Merlin.
    With `noise` (a casual player's, Skill.noise) the Merlin shot is that often a hunch: any seat
    not known evil.
    """
    shots = []
    spec = find_spec(specs, "assassinate")
    lovers_spec = find_spec(specs, "assassinate_lovers")
    joint_lovers = None  # the lovers' odds when read together with Merlin (hunt.shot_odds)
    if spec:
        if replay_with is not None:
            odds = simulated_odds(table, replay_with, rng)
        elif styled or other_roles:
            tell = functools.partial(knowing_play, table)  # of the evil seats Merlin saw
            reading = hunt.styled_scores(table, tell) if styled else tell
            odds, joint_lovers = hunt.shot_odds(table, reading, _lover_seats(table, lovers_spec))
        else:
            odds = merlin_odds(table)
        targets = sorted(choices(spec, "target"))
        target = max(targets, key=lambda s: (odds.get(s, 0.0), -s))
        if noise and rng.random() < noise:
            target = rng.choice([s for s in targets if s not in table.known_evil] or targets)
        shots.append((odds.get(target, 0.0), {"kind": "assassinate", "target": target}))
    spec = find_spec(specs, "hunt_cleric")
    if spec:
        targets = choices(spec, "target")
        odds = cleric_odds(table, targets, replay_with, rng)
        target = max(sorted(targets), key=lambda s: (odds.get(s, 0.0), -s))
        shots.append((odds.get(target, 0.0) * _servant_chance(table, targets), {"kind": "hunt_cleric", "target": target}))
    if lovers_spec:
        pairs = joint_lovers if joint_lovers is not None else lovers_odds(table, lovers_spec["params"]["targets"]["of"])
        if pairs:
            pair = max(sorted(pairs), key=lambda p: pairs[p])
            shots.append((pairs[pair], {"kind": "assassinate_lovers", "targets": list(pair)}))
    if shots:
        return max(shots, key=lambda shot: shot[0])[1]
    spec = find_spec(specs, "suggest_target")
    if spec:
        odds = merlin_odds(table)
        targets = choices(spec, "target")
        return {"kind": "suggest_target", "target": max(sorted(targets), key=lambda s: (odds.get(s, 0.0), -s))}
    spec = find_spec(specs, "name_role")
    if spec:
        return name_role(spec, table, rng)
    return None


def name_role(spec: dict, table: Table, rng: random.Random) -> dict:
    """Step 2 of the Cleric hunt: the commonest role named on the seat that looked least like Merlin
    (Merlin is dropped from the list while another role remains; a plain seat is likeliest a servant)."""
    roles = choices(spec, "role")
    role = "loyal_servant" if "loyal_servant" in roles else roles[0]
    targets = choices(spec, "target")
    odds = merlin_odds(table)
    return {"kind": "name_role", "target": min(sorted(targets), key=lambda s: odds.get(s, 0.0)), "role": role}


def percival_tell(table: Table, worlds: Worlds) -> Worlds:
    """Percival's belief with the Merlin tell: of his two seats (Merlin and Morgana), the good one in
    each world is Merlin, who sees that world's evil seats (all but a Mordred); so that seat's whole
    game is weighed as Merlin's, not as a plain good seat's, by the styles' measured Merlins and plain
    seats (hunt.merlin_ratio: a gauntlet Merlin votes what he sees, ours hides off the deciding
    missions). Against a half-knowing guessed rate (the reading before) this put 0.900 instead of
    0.885 on the true Merlin at Percival's votes at 5 players (+0.016 [+0.006, +0.026], 351 votes),
    level at 7 (benchmarks/percival_bench.py)."""
    pair = next((fact["seats"] for fact in table.facts if fact.get("fact") == "one_of_roles"
                 and MERLIN in (fact.get("roles") or ()) and len(fact.get("seats") or ()) == 2), None)
    if pair is None or not len(worlds):
        return worlds
    mordred = "mordred" in (table.view.get("role_deck") or ())
    logs = []
    for _mask, seats in worlds.sets:
        merlin = next((s for s in pair if s not in seats), None)
        options = [(s,) for s in seats if s not in pair] if mordred else []
        logs.append(hunt.merlin_ratio(table, merlin, seats, options or [()]) if merlin is not None else 0.0)
    top = max(logs)
    return Worlds(table.players, worlds.sets, [w * math.exp(v - top) for w, v in zip(worlds.weights, logs)])


def merlin_vote(table: Table, worlds: Worlds, public: Worlds, approve_from) -> bool:
    """Merlin votes as the table would, and uses what he knows only when a mission hangs on it."""
    honest = approve_from(worlds)
    if honest:
        return True
    decisive = table.fails >= 2 or table.successes >= 2
    return honest if decisive else approve_from(public)


def _view_at(view: dict, index: int, record: dict, seat: int, vote_track: int, sees: list[int] | None = None,
             facts: list[dict] | None = None) -> dict:
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
            "knowledge": [{"fact": "side", "seat": s, "side": view["sides"][1]} for s in sees or ()] + list(facts or ()),
            "legal": [{"kind": "vote", "params": {"approve": {"type": "one_of", "of": [True, False]}}}]}


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
    hidden_options = hunt.hidden_options(table)
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
    candidates = hunt.merlin_candidates(table)
    scores = simulated_tell(table, make_player, rng or random.Random(0))
    top = max(scores[s] for s in candidates)
    weights = {s: math.exp(scores[s] - top) for s in candidates}
    total = sum(weights.values())
    return {s: w / total for s, w in weights.items()}


def replayed_tell(table: Table, make_player, rng: random.Random, seat: int, facts: list[dict]) -> float:
    """Log-likelihood ratio, over `seat`'s votes of the whole game, of "it knew `facts`" against "a
    plain good seat": each vote replayed by the usual player seeing only what the table saw then,
    once plain and once knowing (as simulated_tell does for Merlin; votes only)."""
    view = table.view
    total = 0.0
    for index, (record, hammer) in enumerate(with_hammer(view.get("vote_history") or [])):
        votes = record.get("votes")
        approve = None if not votes else votes.get(seat, votes.get(str(seat)))
        if approve is None or hammer:
            continue
        track = sum(1 for r in (view.get("vote_history") or [])[:index]
                    if r.get("round", 0) == record.get("round", 0) and not r.get("approved"))
        chances = []
        for known in (None, facts):
            sub = Table(_view_at(view, index, record, seat, track, None, known))
            player = make_player(LEVEL_SKILLS["normal"], random.Random(rng.random()))
            try:
                chances.append(0.9 if player.vote(sub, sub.view["legal"])["approve"] else 0.1)
            except (KeyError, IndexError, ValueError, ZeroDivisionError, TypeError):
                chances.append(0.5)
        plain, knowing = chances
        total += math.log(knowing / plain) if approve else math.log((1 - knowing) / (1 - plain))
    return total
