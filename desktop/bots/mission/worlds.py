"""The spy-set tracker: every set of evil seats the view allows, weighted by how well it explains play.

With at most 10 seats and 4 evil ones there are at most C(10,4) = 210 sets, so the belief is exact
enumeration, not sampling. Hard facts (a seat's known side, a mission's fail count, a card seen face
up) remove sets; soft evidence (a success with a spy aboard, votes, proposals) re-weights them by a
model of how each side plays. A set is a bit mask of seats.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from . import lancelot
from .reading import Table, mission_step


def _clamp(p: float) -> float:
    return min(0.98, max(0.02, p))


@dataclass(frozen=True)
class PlayModel:
    """How likely each side is to act a certain way: the likelihoods of the Bayesian update.

    approve[(evil, dirty, on_team, hammer)] is the chance a voter approves a team; "dirty" means the
    team holds a spy. passing[stage] is the chance spies aboard let a mission succeed.
    """

    approve: dict = field(default_factory=lambda: {
        (evil, dirty, on_team, hammer): (0.97 if hammer and not (evil and not dirty) else
                                         0.6 if hammer else
                                         0.92 if evil and dirty else 0.25 if evil else
                                         0.92 if on_team else 0.5)
        for evil in (True, False) for dirty in (True, False) for on_team in (True, False) for hammer in (True, False)})
    passing: dict = field(default_factory=lambda: {"first": 0.15, "later": 0.06, "deciding": 0.01})
    exact_fails: float = 0.85  # spies aboard play exactly the fails the mission needs
    leader_dirty: dict = field(default_factory=lambda: {True: 0.92, False: 0.35})  # by leader evil
    # Styles of voting a seat may have (approve tables like `approve`, one per style): when given, each
    # seat's votes are read as a mixture over them, equally likely at first and weighed by the seat's
    # own votes as the game goes (SoftEvidence); `approve` is then their average.
    voters: tuple = ()
    # And, when given, each style's own passing (like `passing`, one per voter, and also keyed by
    # reading.mission_step): a success with a lone spy aboard then says as much about that seat as
    # its style lets a mission pass (a deceiver passes the first two), the style weighed by the seat's
    # votes and missions together (SoftEvidence).
    voter_passing: tuple = ()


DEFAULT_MODEL = PlayModel()


@lru_cache(maxsize=64)
def all_sets(players: int, evil: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    return tuple((sum(1 << s for s in seats), seats) for seats in combinations(range(players), evil))


def mask_of(seats) -> int:
    return sum(1 << s for s in seats)


class Worlds:
    """A normalised distribution over evil sets (sets of negligible weight are dropped)."""

    def __init__(self, players: int, sets: list[tuple[int, tuple[int, ...]]], weights: list[float]) -> None:
        self.players = players
        floor = max(weights) * 1e-7 if weights else 0.0
        kept = [(entry, w) for entry, w in zip(sets, weights) if w > floor]
        total = sum(w for _, w in kept)
        self.sets = [entry for entry, _ in kept]
        self.weights = [w / total for _, w in kept]
        self.masks = [(entry[0], w) for entry, w in zip(self.sets, self.weights)]
        self._odds: list[float] | None = None  # memoised: a belief is asked the same questions many times
        self._teams: dict[tuple[int, int], tuple[float, float]] = {}

    def __len__(self) -> int:
        return len(self.sets)

    def spy_probability(self) -> list[float]:
        """Each seat's chance of being evil (a fresh list: callers may change it)."""
        if self._odds is None:
            odds = [0.0] * self.players
            for (_mask, seats), weight in zip(self.sets, self.weights):
                for seat in seats:
                    odds[seat] += weight
            self._odds = odds
        return list(self._odds)

    def team_odds(self, team_mask: int, needed: int = 1) -> tuple[float, float]:
        """(chance the team holds fewer spies than it takes to fail, expected spies on it), in one pass."""
        known = self._teams.get((team_mask, needed))
        if known is not None:
            return known
        ok = spies = 0.0
        for mask, weight in self.masks:
            aboard = (mask & team_mask).bit_count()
            if aboard < needed:
                ok += weight
            spies += weight * aboard
        self._teams[(team_mask, needed)] = (ok, spies)
        return ok, spies


class SoftEvidence:
    """The votes-and-proposals log-likelihood of every evil set, kept up to date record by record.

    The record only grows during a game, so each decision scores just the proposals it has not seen;
    a view whose record does not extend the one seen before (another game, the coach) starts over.
    """

    def __init__(self, model: PlayModel, votes: bool, proposals: bool) -> None:
        self.model = model
        self.votes = votes
        self.proposals = proposals
        self.key: tuple | None = None
        self.seen: list[dict] = []
        self.logs: list[float] = []
        self.seat_logs: list = []  # per voting style, per set, per seat: that seat's votes' log-likelihood
        self.mixed: list[float] | None = None  # logs with the seats' mixtures folded in, until the record grows
        self.mixed_missions: tuple | None = None  # ... or the missions (with the styles' own passing)
        self.per_style: list = []  # seat_logs with the missions read by each style's own passing, as mixed last used

    def scores(self, table: Table) -> list[float]:
        sets = all_sets(table.players, table.evil_count)
        key = (table.players, table.evil_count)
        history = table.view.get("vote_history") or []
        styles = self.model.voters if self.votes else ()
        if key != self.key or history[: len(self.seen)] != self.seen:
            self.key, self.seen, self.logs = key, [], [0.0] * len(sets)
            self.seat_logs = [[[0.0] * table.players for _ in sets] for _ in styles]
            self.mixed = None
        if len(history) > len(self.seen):
            scorers = []
            start = len(self.seen)
            if self.votes and not styles:
                scorers.append(_vote_scorer(table, self.model, start))
            if self.proposals:
                scorers.append(_proposal_scorer(table, self.model, start))
            if scorers:
                self.logs = [log + sum(score(entry) for score in scorers) for log, entry in zip(self.logs, sets)]
            # New lists, never changed in place: a playout seeded with this tally shares the old ones.
            self.seat_logs = [_add_seat_votes(table, approve, start, sets, per_set)
                              for approve, per_set in zip(styles, self.seat_logs)]
            self.seen = [dict(record) for record in history]
            self.mixed = None
        if not styles:
            return self.logs
        missions = _mission_key(table) if self.model.voter_passing else ()
        if self.mixed is None or self.mixed_missions != missions:
            per_style = self.seat_logs
            if missions:
                per_style = [_add_seat_missions(table, self.model, passing, sets, per_set)
                             for passing, per_set in zip(self.model.voter_passing, self.seat_logs)]
            self.mixed = [log + _mixture(seats, len(styles)) for log, seats in zip(self.logs, zip(*per_style))]
            self.mixed_missions = missions
            self.per_style = per_style
        return self.mixed


# The hard-fact filter and mission scores of a belief, shared by every player in the process: they
# depend only on the key below, and the expert's playouts ask for the same ones thousands of times.
# Plain dicts emptied when full: single get/set/clear calls stay safe with bots thinking on threads.
_FIXED: dict = {}
_MISSION_LOGS: dict = {}
_CACHE_SIZE = 512


def _remember(cache: dict, key, value):
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[key] = value
    return value


def build_worlds(table: Table, model: PlayModel, *, mission_evidence: bool, evidence: SoftEvidence | None = None,
                 public: bool = False, soft_weight: float = 1.0, reads_switches: bool = True) -> Worlds:
    """The belief of the viewing seat or, with `public`, of a good player in its seat who knows only
    public play: how the table sees things if this seat were good (what evil imitates to blend in).
    After a Lancelot switch, with `reads_switches`, each round's evidence is read against the set evil
    then (switched_worlds); without it, as if the sides had never changed."""
    if reads_switches:
        moves = lancelot.switches(table)
        if moves is not None:
            return switched_worlds(table, model, moves, mission_evidence=mission_evidence, evidence=evidence,
                                   public=public, soft_weight=soft_weight)
    sets = all_sets(table.players, table.evil_count)
    entry = _fixed_entry(table, model, mission_evidence, public)
    indices, mission_logs, plain = entry
    if evidence is None or not (evidence.votes or evidence.proposals):
        if plain is None:  # no soft evidence: the belief is the fixed part alone, built once
            top = max(mission_logs)
            plain = entry[2] = Worlds(table.players, [sets[i] for i in indices], [math.exp(m - top) for m in mission_logs])
        return plain
    soft = evidence.scores(table)
    if soft_weight != 1.0:
        logs = [soft[i] * soft_weight + m for i, m in zip(indices, mission_logs)]
    else:
        logs = [soft[i] + m for i, m in zip(indices, mission_logs)]
    top = max(logs)
    return Worlds(table.players, [sets[i] for i in indices], [math.exp(value - top) for value in logs])


def _fixed_entry(table: Table, model: PlayModel, mission_evidence: bool, public: bool) -> list:
    """[sets the hard facts allow (indices), their mission log-likelihoods, the belief without soft
    evidence once built]: shared by every player in the process (_FIXED)."""
    evil_mask, good_mask = (0, 0) if public else (table.known_evil_mask, table.known_good_mask)
    if not public and table.i_am_evil:
        evil_mask |= 1 << table.me
    else:
        good_mask |= 1 << table.me
    checks = table.mission_checks(public)
    exact = [] if public else table.exact
    records = tuple((record["slot"], mask_of(record["team"]), record["fails"]) for record, _ in table.mission_records())
    key = (table.players, table.evil_count, evil_mask, good_mask, tuple(checks), tuple(exact), records,
           mission_evidence and (tuple(sorted(model.passing.items())), model.exact_fails))
    entry = _FIXED.get(key)
    if entry is None:
        sets = all_sets(table.players, table.evil_count)
        entry = _remember(_FIXED, key, [*_fixed_part(table, model, sets, evil_mask, good_mask, checks, exact, mission_evidence), None])
    return entry


def home_table_chance(table: Table, model: PlayModel, evidence: SoftEvidence, mission_evidence: bool) -> float | None:
    """The chance that every other seat plays like our own level (the model's last voter, `normal`)
    rather than each like one of the other styles, from the votes and missions so far, the two even at
    the start: a table of our own bots (solo practice, our own field) against one of strangers.

    The belief reads each seat as a mixture of every style, independently (SoftEvidence); this asks
    instead whether the whole table is one kind, which a few rounds of votes tell apart. None where
    the model has no styles, the seat reads no votes, or a Lancelot switch splits the record."""
    if len(model.voters) < 2 or not evidence.votes or lancelot.switches(table) is not None:
        return None
    evidence.scores(table)  # brings per_style up to date with the record
    indices, mission_logs, _ = _fixed_entry(table, model, mission_evidence, public=False)
    home, others = [], []
    count = len(model.voters) - 1
    for i, mission_log in zip(indices, mission_logs):
        base = mission_log + evidence.logs[i]
        as_home = as_others = base
        for seat in range(table.players):
            if seat == table.me:
                continue
            values = [per_set[i][seat] for per_set in evidence.per_style]
            as_home += values[-1]
            top = max(values[:-1])
            as_others += top + math.log(sum(math.exp(v - top) for v in values[:-1]) / count)
        home.append(as_home)
        others.append(as_others)
    top = max(max(home), max(others))
    weight_home = sum(math.exp(v - top) for v in home)
    return weight_home / (weight_home + sum(math.exp(v - top) for v in others))


def switched_worlds(table: Table, model: PlayModel, moves: lancelot.Switches, *, mission_evidence: bool,
                    evidence: SoftEvidence | None, public: bool, soft_weight: float) -> Worlds:
    """build_worlds after a Switch (lancelot.py): the belief over deals, each fact and each round's
    missions, votes and proposals read against that round's evil set, summed into the sets evil now.
    Votes are read with the model's average likelihoods (the styles' mixture per seat is not kept
    across a switch). Each round group's part is kept like the plain belief's (_FIXED): the expert's
    playouts ask for the same ones again and again."""
    sets = all_sets(table.players, table.evil_count)
    known = lancelot.known_sides(table, moves, public)
    exact = tuple([] if public else table.exact)
    votes, proposals = evidence is not None and evidence.votes, evidence is not None and evidence.proposals
    parts = []
    for parity in (0, 1):
        rounds = moves.rounds(parity)
        parts.append(_switched_fixed(table, model, sets, rounds, known.evil[parity], known.good[parity], exact, public,
                                     mission_evidence))
        parts.append(_switched_soft(table, model, sets, rounds, votes, proposals) if votes or proposals else None)
    # The same parts (kept objects, held by the entry so their ids stay theirs) and facts: the same belief.
    key = ("switched worlds", known, moves.now, soft_weight, *map(id, parts))
    entry = _FIXED.get(key)
    if entry is not None and all(a is b for a, b in zip(entry[0], parts)):
        return entry[1]
    allowed, logs, facts_only = [], [], []
    for (indices, kept, mission_logs), soft in zip(parts[::2], parts[1::2]):
        if soft is not None:
            mission_logs = [m + soft_weight * v for m, v in zip(mission_logs, soft[1])]
        allowed.append(kept)
        logs.append(mission_logs)
        facts_only.append(indices)
    weights = lancelot.current_weights(table.players, table.evil_count, sets, allowed, logs, known, moves.now)
    if not weights:  # a contradiction the model cannot explain (a rule it does not know): keep the seat's facts
        zero = [0.0] * len(sets)
        weights = lancelot.current_weights(table.players, table.evil_count, sets, facts_only, (zero, zero), known,
                                           moves.now) or dict.fromkeys(range(len(sets)), 1.0)
    worlds = Worlds(table.players, [sets[i] for i in weights], list(weights.values()))
    _remember(_FIXED, key, (parts, worlds))
    return worlds


def _switched_fixed(table, model, sets, rounds, evil, good, exact, public, mission_evidence):
    """One round group's hard facts and mission results: (sets its facts allow, those its missions
    allow too, every set's mission log-likelihood), shared by every player in the process."""
    checks = tuple(table.mission_checks(public, rounds))
    records = tuple((record["slot"], mask_of(record["team"]), record["fails"], record["index"], before)
                    for record, before in table.mission_records() if record.get("round", 0) in rounds)
    key = ("switched", table.players, table.evil_count, evil, good, checks, exact, records,
           mission_evidence and (tuple(sorted(model.passing.items())), model.exact_fails))
    entry = _FIXED.get(key)
    if entry is None:
        indices = [i for i, (mask, _) in enumerate(sets) if mask & evil == evil and not mask & good]
        kept = indices
        for unknown, fails in checks:
            kept = [i for i in kept if (sets[i][0] & unknown).bit_count() >= fails]
        for seats, count in exact:
            kept = [i for i in kept if (sets[i][0] & seats).bit_count() == count]
        if mission_evidence:
            score = _mission_scorer(table, model, rounds)
            mission_logs = [score(entry) for entry in sets]
        else:
            mission_logs = [0.0] * len(sets)
        entry = _remember(_FIXED, key, (set(indices), set(kept), mission_logs))
    return entry


def _switched_soft(table, model, sets, rounds, votes: bool, proposals: bool) -> tuple[PlayModel, list[float]]:
    """One round group's votes-and-proposals log-likelihood of every set, by the model's average
    likelihoods, as (the model, the logs): kept per model (held by the entry, so its id stays its own)
    and record."""
    # The raw records of those rounds (a record's hammer follows from its round's records before it).
    records = tuple((record["round"], record["leader"], tuple(record["team"]), tuple((record.get("votes") or {}).items()),
                     record.get("approved")) for record in table.view.get("vote_history") or ()
                    if record.get("round", 0) in rounds)
    key = ("switched soft", table.players, table.evil_count, id(model), votes, proposals, records)
    entry = _MISSION_LOGS.get(key)
    if entry is None or entry[0] is not model:
        scorers = ([_vote_scorer(table, model, 0, rounds)] if votes else []) + \
            ([_proposal_scorer(table, model, 0, rounds)] if proposals else [])
        entry = _remember(_MISSION_LOGS, key, (model, [sum(score(entry) for score in scorers) for entry in sets]))
    return entry


def _fixed_part(table, model, sets, evil_mask, good_mask, checks, exact, mission_evidence) -> tuple[list[int], list[float]]:
    """Which sets the hard facts allow, and the mission results' log-likelihood of each."""
    indices = [i for i, (mask, _) in enumerate(sets) if mask & evil_mask == evil_mask and not mask & good_mask]
    allowed = indices
    for unknown, fails in checks:  # one fact at a time: each pass is a tight loop over fewer sets
        allowed = [i for i in allowed if (sets[i][0] & unknown).bit_count() >= fails]
    for seats, count in exact:
        allowed = [i for i in allowed if (sets[i][0] & seats).bit_count() == count]
    if not allowed:  # a contradiction the model cannot explain (a rule it does not know): keep the seat's facts
        indices = indices or list(range(len(sets)))
        return indices, [0.0] * len(indices)
    if not mission_evidence:
        return allowed, [0.0] * len(allowed)
    logs = _mission_logs(table, model, sets)
    return allowed, [logs[i] for i in allowed]


def _mission_logs(table: Table, model: PlayModel, sets) -> list[float]:
    """The mission results' log-likelihood of every set, shared by all seats (it is public)."""
    records = tuple((record["slot"], mask_of(record["team"]), record["fails"]) for record, _ in table.mission_records())
    key = (table.players, table.evil_count, records, tuple(sorted(model.passing.items())), model.exact_fails)
    logs = _MISSION_LOGS.get(key)
    if logs is None:
        score = _mission_scorer(table, model)
        logs = _remember(_MISSION_LOGS, key, [score(entry) for entry in sets])
    return logs


def _mission_scorer(table: Table, model: PlayModel, rounds: frozenset[int] | None = None):
    """A mission's fail count given how many spies were aboard (§1.4): spies seldom let one pass.
    With `rounds`, the missions of those rounds only (switched_worlds)."""
    rows = []
    for record, before_successes in table.mission_records():
        if rounds is not None and record.get("round", 0) not in rounds:
            continue
        needed = record["needed"]
        passing = _clamp(model.passing[_mission_stage(record, before_successes)])
        rows.append((mask_of(record["team"]), record["fails"], needed, passing))

    def score(entry) -> float:
        mask = entry[0]
        total = 0.0
        for team, fails, needed, passing in rows:
            aboard = (mask & team).bit_count()
            if aboard == 0:
                continue
            if fails == 0:
                if aboard < needed:
                    continue  # too few spies aboard to fail it (a two-fail mission): passing hides them, it clears nobody
                total += math.log(passing)
            else:
                exact = fails == min(aboard, needed)
                total += math.log((1 - passing) * (model.exact_fails if exact else 1 - model.exact_fails))
        return total

    return score


def _vote_scorer(table: Table, model: PlayModel, start: int, rounds: frozenset[int] | None = None):
    """Each vote's likelihood: every voter's chance of that vote, given its side and the team's.
    With `rounds`, the votes of those rounds only (switched_worlds)."""
    rows = []
    for record in table.vote_records(start=start):
        if rounds is not None and record["round"] not in rounds:
            continue
        team = mask_of(record["team"])
        hammer = record["hammer"]
        base = {True: 0.0, False: 0.0}  # every voter as good, by whether the team is dirty
        ratio = {True: [0.0] * table.players, False: [0.0] * table.players}  # evil over good, per seat
        for seat, approve in record["votes"].items():
            on_team = bool((team >> seat) & 1)
            for dirty in (True, False):
                good = _clamp(model.approve[(False, dirty, on_team, hammer)])
                evil = _clamp(model.approve[(True, dirty, on_team, hammer)])
                if not approve:
                    good, evil = 1 - good, 1 - evil
                base[dirty] += math.log(good)
                ratio[dirty][seat] = math.log(evil / good)
        rows.append((team, base[True], base[False], ratio[True], ratio[False]))

    def score(entry) -> float:
        mask, seats = entry
        total = 0.0
        for team, base_dirty, base_clean, ratio_dirty, ratio_clean in rows:
            if mask & team:
                total += base_dirty
                for seat in seats:
                    total += ratio_dirty[seat]
            else:
                total += base_clean
                for seat in seats:
                    total += ratio_clean[seat]
        return total

    return score


def _add_seat_votes(table: Table, approve: dict, start: int, sets, per_set: list[list[float]]) -> list[list[float]]:
    """Every set's per-seat tally with each new vote's log-likelihood under one voting style added."""
    per_set = [list(seats) for seats in per_set]
    staged = len(next(iter(approve))) == 5  # keyed by the vote's stage too (reading.vote_stage)
    for record in table.vote_records(start=start):
        team = mask_of(record["team"])
        hammer = record["hammer"]
        stage = (record["stage"],) if staged else ()
        rows = []
        for seat, yes in record["votes"].items():
            on_team = bool((team >> seat) & 1)
            rows.append((seat, {(evil, dirty): math.log(_clamp(approve[(evil, dirty, on_team, hammer, *stage)]) if yes
                                                         else 1 - _clamp(approve[(evil, dirty, on_team, hammer, *stage)]))
                                for evil in (True, False) for dirty in (True, False)}))
        for (mask, _), seats in zip(sets, per_set):
            dirty = bool(mask & team)
            for seat, logs in rows:
                seats[seat] += logs[(bool((mask >> seat) & 1), dirty)]
    return per_set


def _mission_key(table: Table) -> tuple:
    return tuple((record["slot"], mask_of(record["team"]), record["fails"]) for record, _ in table.mission_records())


def _mission_stage(record: dict, before_successes: int) -> str:
    return "deciding" if before_successes >= 2 else ("first" if record["index"] == 0 else "later")


def _add_seat_missions(table: Table, model: PlayModel, passing: dict, sets, per_set: list[list[float]]) -> list[list[float]]:
    """Every set's per-seat tally with, for each mission that set puts exactly one spy aboard, how much
    likelier that spy's style makes the result than the average style does (the mission scorer already
    counted the average: _mission_scorer). Missions with more spies aboard keep the average alone."""
    rows = []
    for record, before in table.mission_records():
        if record["fails"] == 0 and record["needed"] > 1:
            continue  # a lone spy cannot fail it: its success says nothing of that spy's style either
        stage = _mission_stage(record, before)
        average = _clamp(model.passing[stage])
        own = _clamp(passing.get(mission_step(record["index"], before), passing[stage]))
        ratio = math.log(own / average) if record["fails"] == 0 else math.log((1 - own) / (1 - average))
        rows.append((mask_of(record["team"]), ratio))
    per_set = [list(seats) for seats in per_set]
    for (mask, _), seats in zip(sets, per_set):
        for team, ratio in rows:
            aboard = mask & team
            if aboard and not aboard & (aboard - 1):  # exactly one spy aboard
                seats[aboard.bit_length() - 1] += ratio
    return per_set


def _mixture(per_style: tuple[list[float], ...], count: int) -> float:
    """The log-likelihood of every seat's votes, each seat a mixture of the styles (equal priors)."""
    total = 0.0
    for values in zip(*per_style):
        top = max(values)
        total += top + math.log(sum(math.exp(v - top) for v in values) / count)
    return total


def _proposal_scorer(table: Table, model: PlayModel, start: int, rounds: frozenset[int] | None = None):
    """A leader's team: a spy leader nearly always sends a spy; a good leader tries not to.
    With `rounds`, the teams of those rounds only (switched_worlds)."""
    rows = [(record["leader"], mask_of(record["team"])) for record in table.vote_records(include_unvoted=True, start=start)
            if rounds is None or record["round"] in rounds]
    spy_dirty, spy_clean = math.log(_clamp(model.leader_dirty[True])), math.log(1 - _clamp(model.leader_dirty[True]))
    good_dirty, good_clean = math.log(_clamp(model.leader_dirty[False])), math.log(1 - _clamp(model.leader_dirty[False]))

    def score(entry) -> float:
        mask = entry[0]
        total = 0.0
        for leader, team in rows:
            dirty = mask & team
            if (mask >> leader) & 1:
                total += spy_dirty if dirty else spy_clean
            else:
                total += good_dirty if dirty else good_clean
        return total

    return score
