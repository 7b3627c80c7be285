"""A spy's mixed vote: what the vote wins now, weighed against what it tells a reader at the table.

A spy who backs every team it can fail and sinks every clean one is found by any reader of votes in
two rounds. Here a spy compares its interest vote with the cover vote (of the two votes, the one that
moves a strict public reader least towards "this seat is a spy"; the vote a good player in its seat
would cast breaks a tie):
- the gain of the interest vote is the chance the vote decides the proposal (the others split one
  short of a majority, drawn from how the table votes) times what the result is worth to the spies
  (the difference in good's chance to win, from the measured values of each score);
- its cost is how much further it moves a strict public reader (readers.STRICT, who assumes spies
  vote their interest) towards "this seat is a spy" than the cover vote would, in log-odds, times
  how much the table reads votes (TableReading, learned seat by seat during the game);
and it plays the interest vote with probability sigmoid((gain - COST * cost) / TEMPERATURE): a
mixed strategy, so no single rule gives it away. The cover it would play is played only as far as
the good seats' own votes show a table that reads votes at all (TableReading.table_reads): at a
table that counts only missions, cover buys nothing. Where interest and cover agree there is nothing to
weigh. Once the next mission can end the game (either side on two), evil.approve plays the interest
vote without asking: no later team is left for hidden votes to buy a place on.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

from .calibrated import value_of
from ..skill import LEVEL_SKILLS
from . import good
from .good import chance_of_exactly
from .readers import STRICT, hard_sets
from .reading import Table
from .worlds import DEFAULT_MODEL, PlayModel, all_sets, build_worlds, mask_of

COST = 0.075  # win chance one log-odds unit of suspicion is worth at a table of readers (benchmarks/spy_votes.py)
TEMPERATURE = 0.015  # how sharply the mix leans to the better vote
# Log-odds that a seat reads votes before it has voted. With the reader's cover (spy_votes.py, 500
# games, seed w2, all spies hard): against the normal field, prior +1: 67.4% spy wins, -1: 72.6% (the
# pure spy vote: 72.8%); against the gauntlet (seed votes, 400 games) +1: 76.5%, -1: 75.8%. At COST
# 0.075, -2 instead of -1: arena hard-normal as spies, 5 players, normal field (1,200 deals, seed m2)
# -0.008 instead of -0.018, gauntlet (600, m1) -0.013 instead of +0.010, exposure after mission 2
# +0.023 instead of -0.208.
PRIOR_READS = -1.0
FAILS_WHEN_ABOARD = 0.9  # how often a team the spies can fail does fail
# Does the table read votes at all? A spy knows who is good, so it can replay each good vote as our
# normal level (who reads only the missions) would have cast it in that seat (plain_vote). Measured
# over whole games (benchmarks/README.md, `spycover`): at 5 players the normal field casts that vote
# 99.5% of the time and the gauntlet 64%; at Avalon 7, 93% (Merlin knows more) and 61%. A spy plays
# its cover vote min(1, 2 P(reading table)) times as often as the mix says: as before at the start
# and at a table of readers, never at a table that only counts missions, where cover buys nothing
# (hard's cover votes cost its spies 6 points against the normal field at Avalon 7 before).
AGREES = (0.65, 0.95)  # how often a good seat votes as plain_vote does: at a reading table, at a mission-only one
# ... where they differ, by (game, players). At Avalon 10 four good roles vote what they know (Merlin, Percival,
# Tristan, Isolde), so good seats agree with plain_vote less at either table: 0.53 in the gauntlet, 0.755 among
# normals (20 games a field, benchmarks/plain_vote_agreement.py; at Avalon 7 0.66 and 0.92, Resistance 10 0.63 and
# 0.89, near AGREES; that script's own seeds give 0.55 and 0.72 at Avalon 10). With AGREES there, a table of
# normals looked like readers (table_reads 1.0 by the end of every game). Paired against
# hard, 3 December (benchmarks/README.md, "hard's evil at Avalon 10 in our own field"): own field +0.005
# [+0.001, +0.010] over 1,500 evil deals, gauntlet +0.008 [-0.004, +0.020] over 1,000.
AGREES_AT = {("avalon", 10): (0.53, 0.755)}
# Avalon (a table with a Merlin) prices a cover vote and ramps it in by its own constants. Merlin's
# knowing votes differ from plain_vote however the table reads, so table_reads sees a little reading at
# every Avalon table, our normal level's too: there a spy plays none of the mix's cover below
# READS_RAMP[0] and all of it above READS_RAMP[1] (Resistance keeps (0, 0.5), that is min(1, 2 P)); and
# where it does cover, a unit of a reader's suspicion is priced at AVALON_COST rather than COST.
# Paired against hard before (benchmarks/README.md, `hardspies`, seeds hardspies-a2/a3, 1,500 spy deals
# a cell): Avalon 5 gauntlet +0.012/+0.015, own field +0.003/+0.009; Avalon 7 own field +0.008,
# gauntlet +0.004. At Avalon 5 the price alone (0.2, seed a1) lost in our own field, the ramp alone
# (a2) in the gauntlet.
AVALON_COST = 0.25
AVALON_READS_RAMP = (0.25, 0.75)


class TableReading:
    """The public record read two ways, kept up to date proposal by proposal during a game:
    - the strict reader's log-likelihood of every evil set from votes and selections (what my next
      vote would add to: reader_shift);
    - per seat, the evidence that it reads votes: at each of its votes, how likely a good player was
      to cast it if it read votes (the strict reader's belief then) against if it read only the
      missions. Its mean over the seats I cannot rule out as good players scales what hiding is
      worth: a table that never reads votes gets pure spy votes.
    """

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.seen: list[dict] = []
        self.logs: list[float] = []
        self.honest_logs: list[float] = []  # the same from the seats I do not know to be evil
        self.reads: dict[int, float] = {}
        self.rejections: dict[int, int] = {}
        self.field_log = 0.0  # log-odds that the good seats vote as a reading table does (table_reads)
        self.field_seen = 0

    def update(self, table: Table) -> None:
        sets = all_sets(table.players, table.evil_count)
        history = table.view.get("vote_history") or []
        key = (table.players, table.evil_count)
        if key != self.key or history[: len(self.seen)] != self.seen:
            self.key, self.seen, self.reads, self.rejections = key, [], {}, {}
            self.field_log, self.field_seen = 0.0, 0
            self.logs, self.honest_logs = [0.0] * len(sets), [0.0] * len(sets)
        known = set(table.known_evil) | {table.me}
        for index in range(len(self.seen), len(history)):
            record = history[index]
            round_ = record.get("round", 0)
            hammer = self.rejections.get(round_, 0) >= 4
            if not record.get("approved"):
                self.rejections[round_] = self.rejections.get(round_, 0) + 1
            votes = {int(seat): bool(v) for seat, v in (record.get("votes") or {}).items()}
            if votes and not hammer:
                self._weigh_readers(table, index, record, votes, known, sets)
            counted = votes if not hammer else {}
            self.logs = _add_record(self.logs, table, record, counted, True, sets)
            honest = {seat: approve for seat, approve in counted.items() if seat not in known}
            self.honest_logs = _add_record(self.honest_logs, table, record, honest, record["leader"] not in known, sets)
        self.seen = [dict(record) for record in history]

    def _weigh_readers(self, table: Table, index: int, record: dict, votes: dict, known: set, sets) -> None:
        then = Table(_before(table.view, index, record))
        positions = _positions(sets)
        kept = hard_sets(then, public=True)
        missions = _mission_logs(then, kept)
        by_missions = [math.exp(m) for m in missions]
        top = max(m + self.honest_logs[positions[mask]] for m, (mask, _) in zip(missions, kept))
        by_votes = [math.exp(m + self.honest_logs[positions[mask]] - top) for m, (mask, _) in zip(missions, kept)]
        team = mask_of(record["team"])
        size = len(record["team"])
        approval = []
        for weights in (by_votes, by_missions):
            total = sum(weights)
            odds = [0.0] * table.players
            for (_, seats), w in zip(kept, weights):
                for seat in seats:
                    odds[seat] += w / total
            trusted = mask_of(sorted(range(table.players), key=lambda s: odds[s])[:size])
            clean = sum(w for (mask, _), w in zip(kept, weights) if not mask & team) / total
            best = sum(w for (mask, _), w in zip(kept, weights) if not mask & trusted) / total
            approval.append(1.0 / (1.0 + math.exp(-(10.0 * (clean - best) + 1.5))))
        reads, plain = approval
        for seat, approve in votes.items():
            if seat in known:
                continue
            self.reads[seat] = self.reads.get(seat, 0.0) + (
                math.log(reads / plain) if approve else math.log((1 - reads) / (1 - plain)))

    def reading_share(self, table: Table) -> float:
        """The mean chance, over the seats not known to be evil, that a seat reads votes."""
        known = set(table.known_evil) | {table.me}
        seats = [s for s in range(table.players) if s not in known]
        if not seats:
            return 0.0
        return sum(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, PRIOR_READS + self.reads.get(s, 0.0))))) for s in seats) / len(seats)

    def table_reads(self, table: Table) -> float:
        """The chance the good seats read votes rather than only the missions: at each of their votes
        off the hammer, whether it is the vote our normal level (a mission-only player) would have
        cast in its seat from the public record then (plain_vote); a table that only counts missions
        casts it nearly every time, readers of votes much less often (AGREES). 0.5 with no votes yet."""
        evil = set(table.known_evil) | {table.me}
        reading, plain = AGREES_AT.get((table.view["game"], table.players), AGREES)
        history = table.view.get("vote_history") or []
        rejections: dict[int, int] = {}
        for index, record in enumerate(history):
            round_ = record.get("round", 0)
            hammer = rejections.get(round_, 0) >= 4
            if not record.get("approved"):
                rejections[round_] = rejections.get(round_, 0) + 1
            if index < self.field_seen or hammer or not record.get("votes"):
                continue
            then = {**_before(table.view, index, record), "leader": record["leader"],
                    "mission": record.get("mission", round_), "vote_track": rejections.get(round_, 0) - (not record.get("approved"))}
            for seat, yes in record["votes"].items():
                seat = int(seat)
                if seat in evil:
                    continue
                agree = plain_vote(then, seat, table.good_side) == bool(yes)
                self.field_log += math.log(reading if agree else 1 - reading) - math.log(plain if agree else 1 - plain)
        self.field_seen = len(history)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, self.field_log))))

    def reader_shift(self, table: Table, approve: bool) -> float:
        """How far my vote on the current team moves the strict public reader's log-odds that I am a spy."""
        sets = all_sets(table.players, table.evil_count)
        positions = _positions(sets)
        kept = hard_sets(table, public=True)
        logs = [m + self.logs[positions[mask]] for m, (mask, _) in zip(_mission_logs(table, kept), kept)]
        top = max(logs)
        team = mask_of(table.team)
        spy_before = spy_after = total_before = total_after = 0.0
        for (mask, _), log in zip(kept, logs):
            weight = math.exp(log - top)
            spy = bool((mask >> table.me) & 1)
            p = STRICT.approve(spy, bool(mask & team))
            likelihood = weight * (p if approve else 1 - p)
            total_before += weight
            total_after += likelihood
            if spy:
                spy_before += weight
                spy_after += likelihood
        return _logit(spy_after / total_after) - _logit(spy_before / total_before)


def _has_merlin(table: Table) -> bool:
    return "merlin" in (table.view.get("role_deck") or ())


def plain_vote(view: dict, seat: int, good_side: str) -> bool:
    """The vote our normal level would cast in `seat` as a good player who knows nobody."""
    table = Table({**view, "you": {"seat": seat, "side": good_side, "role": ""}, "knowledge": []})
    worlds = build_worlds(table, DEFAULT_MODEL, mission_evidence=True)
    return good.approve(table, worlds, LEVEL_SKILLS["normal"], random.Random(seat), worlds)


def _add_record(logs: list[float], table: Table, record: dict, counted: dict, leader_counts: bool, sets) -> list[float]:
    """The strict reader's log-likelihoods with one proposal added: the `counted` votes, and the
    leader's choice if `leader_counts`."""
    team = mask_of(record["team"])
    leader = record["leader"]
    # Every voter as good, by whether the team is dirty, plus each spy's difference from that.
    base = {dirty: sum(_log(STRICT.approve(False, dirty), a) for a in counted.values()) for dirty in (True, False)}
    ratio = {dirty: [0.0] * table.players for dirty in (True, False)}
    for dirty in (True, False):
        for seat, approve in counted.items():
            ratio[dirty][seat] = _log(STRICT.approve(True, dirty), approve) - _log(STRICT.approve(False, dirty), approve)
        if leader_counts:
            ratio[dirty][leader] += _log(STRICT.spy_leader_dirty, dirty) - _log(STRICT.good_leader_dirty, dirty)
            base[dirty] += _log(STRICT.good_leader_dirty, dirty)
    return [log + base[bool(mask & team)] + sum(ratio[bool(mask & team)][seat] for seat in seats)
            for log, (mask, seats) in zip(logs, sets)]


@lru_cache(maxsize=16)
def _positions(sets) -> dict[int, int]:
    return {mask: i for i, (mask, _) in enumerate(sets)}


def _before(view: dict, index: int, record: dict) -> dict:
    """The public record as it stood when proposal `index` was put to the vote."""
    round_ = record.get("round", 0)
    order = list(view.get("mission_order") or [])[:round_]
    missions = [m if slot in order else None for slot, m in enumerate(view["missions"])]
    return {**view, "vote_history": list(view.get("vote_history") or [])[:index], "missions": missions,
            "mission_order": order, "team": list(record["team"])}


def _mission_logs(table: Table, sets) -> list[float]:
    """The strict reader's log-likelihood of the mission results for each set (spies aboard seldom
    let one pass)."""
    rows = [(mask_of(record["team"]), _log(STRICT.passing, record["fails"] == 0)) for record, _ in table.mission_records()]
    return [sum(log for team, log in rows if mask & team) for mask, _ in sets]


def _log(p: float, happened: bool) -> float:
    p = min(0.99, max(0.01, p))
    return math.log(p if happened else 1 - p)


def pivot_chance(table: Table, model: PlayModel, dirty: bool) -> float:
    """The chance the others split exactly one approval short of a majority: my vote decides."""
    hammer = table.vote_track >= 4
    partners = [s for s in table.known_evil if s != table.me]
    groups = []
    for seat in range(table.players):
        if seat == table.me:
            continue
        on_team = seat in table.team
        if seat in partners:
            p = 0.85 if dirty else 0.2  # my partners mix too
        else:
            p = model.approve[(False, dirty, on_team, hammer)]
        groups.append((1, min(0.99, max(0.01, p))))
    return chance_of_exactly(groups, table.players // 2)


def passing_worth(table: Table, dirty: bool) -> float:
    """What the team's going on the mission is worth to the spies, against its being rejected."""
    game, players, s, f = table.view["game"], table.players, table.successes, table.fails
    won, lost = value_of(game, players, s + 1, f), value_of(game, players, s, f + 1)
    if s == f == 0:
        # The opening is not measured (value_of's stand-in is 0.5, above Avalon 7's measured 0.473 after
        # a success, which made a clean first team look good for the spies): the mission goes ahead
        # with some team either way, clean as often as one drawn at random.
        clean = math.comb(players - table.evil_count, table.team_size()) / math.comb(players, table.team_size())
        now = clean * won + (1 - clean) * lost
    else:
        # A rejection keeps the score: good's chance lies between its next mission's two results.
        now = min(max(value_of(game, players, s, f), lost), won)
    if dirty:
        after = FAILS_WHEN_ABOARD * lost + (1 - FAILS_WHEN_ABOARD) * won
    else:
        after = won
    return now - after  # good's chance falls by this much if it goes


def mixed_vote(table: Table, model: PlayModel, reading: TableReading, dirty: bool, cover: bool, rng: random.Random) -> bool:
    interest = passing_worth(table, dirty) > 0
    reading.update(table)
    # The cover is the vote the strict reader finds least telling (the good player's vote breaks ties):
    # a good player's vote is only cover if readers expect it from a good player.
    shifts = {vote: reading.reader_shift(table, vote) for vote in (True, False)}
    cover = min(shifts, key=lambda vote: (shifts[vote], vote != cover))
    if interest == cover:
        return interest
    share = reading.reading_share(table)
    gain = pivot_chance(table, model, dirty) * abs(passing_worth(table, dirty))
    cost = shifts[interest] - shifts[cover]
    avalon = _has_merlin(table)
    score = (gain - (AVALON_COST if avalon else COST) * share * cost) / TEMPERATURE
    chance = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score))))
    # Cover only as far as the table is seen to read votes: at one that counts only missions a cover
    # vote buys nothing, however little the interest vote is worth (its mix would be near even).
    low, high = AVALON_READS_RAMP if avalon else (0.0, 0.5)
    covers = (1.0 - chance) * min(1.0, max(0.0, (reading.table_reads(table) - low) / (high - low)))
    return interest if rng.random() < 1.0 - covers else cover


def _logit(p: float) -> float:
    p = min(1 - 1e-9, max(1e-9, p))
    return math.log(p / (1 - p))
