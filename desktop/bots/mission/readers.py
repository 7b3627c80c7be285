"""Simple readers of a mission game: exact enumeration of evil sets under fixed likelihoods.

The gauntlet's styles (desktop/bots/gauntlet) each read the game with their own `Likelihoods` (what
they assume a spy and a resistance player do); the strict vote reader (STRICT) is also what a spy
asks about before it votes (cover.py) and what the exposure benchmark measures. The enumeration and
the hard facts (a seat's known side, a mission's fail count) are the same for all.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from .reading import Table
from .worlds import Worlds, all_sets, mask_of


@dataclass(frozen=True)
class Likelihoods:
    """P(approve) by (voter is a spy, team holds a spy, voter is on the team); P(leader sends a team
    holding a spy) by leader is a spy; P(a mission with spies aboard succeeds)."""

    spy_approves_dirty: float
    spy_approves_clean: float
    good_approves_dirty: float
    good_approves_clean: float
    spy_leader_dirty: float
    good_leader_dirty: float
    passing: float
    reads_votes: bool = True
    reads_missions: bool = True  # the soft part: a success with spies aboard; fail counts are always hard facts

    def approve(self, spy: bool, dirty: bool) -> float:
        if spy:
            return self.spy_approves_dirty if dirty else self.spy_approves_clean
        return self.good_approves_dirty if dirty else self.good_approves_clean

    def rate(self, seat: int, spy: bool, dirty: bool, on_team: bool) -> float:
        """P(approve) in the per-seat `rates` form (vote_logs): the same for every seat."""
        return self.approve(spy, dirty)


# The strict vote reader (Invalidator, Bounder and Rebounder in the 2012 competition rate every spy
# configuration by how well it explains the votes and selections): a spy is assumed to back every
# team it can fail and to sink every clean one.
STRICT = Likelihoods(spy_approves_dirty=0.95, spy_approves_clean=0.08, good_approves_dirty=0.55,
                     good_approves_clean=0.9, spy_leader_dirty=0.95, good_leader_dirty=0.4, passing=0.1)
# The same reader, reading votes and selections only: how much the votes themselves give away.
STRICT_VOTES_ONLY = Likelihoods(**{**STRICT.__dict__, "reads_missions": False})


def _log(p: float) -> float:
    return math.log(min(0.99, max(0.01, p)))


def hard_sets(table: Table, public: bool) -> list[tuple[int, tuple[int, ...]]]:
    """The evil sets the seat's facts allow (with `public`, the public record's facts alone)."""
    evil_mask, good_mask = (0, 0) if public else (table.known_evil_mask, table.known_good_mask)
    if not public:
        if table.i_am_evil:
            evil_mask |= 1 << table.me
        elif table.me >= 0:
            good_mask |= 1 << table.me
    sets = [entry for entry in all_sets(table.players, table.evil_count)
            if entry[0] & evil_mask == evil_mask and not entry[0] & good_mask]
    for unknown, fails in table.mission_checks(public):
        sets = [entry for entry in sets if (entry[0] & unknown).bit_count() >= fails]
    if not public:
        for seats, count in table.exact:
            sets = [entry for entry in sets if (entry[0] & seats).bit_count() == count]
    return sets or list(all_sets(table.players, table.evil_count))


def vote_logs(table: Table, rates, sets) -> list[float]:
    """Each set's log-likelihood of the votes. `rates`: a Likelihoods (the same for every seat) or
    `rates(seat, spy, dirty, on_team)`, P(approve) per seat. Each voter's two possible terms are worked
    out once a record, not once a set (the style programs ask this at every decision of every playout),
    and for a Likelihoods kept across calls; a set's total adds the same terms in the same order."""
    logs = [0.0] * len(sets)
    for record in table.vote_records():
        if record["hammer"]:
            continue  # everyone approves the hammer: it says nothing
        team = mask_of(record["team"])
        votes = tuple(record["votes"].items())
        terms = (_shared_terms if isinstance(rates, Likelihoods) else _voter_terms)(rates, team, votes)
        for index, (mask, _) in enumerate(sets):
            total = 0.0
            for seat, if_good, if_spy in terms[bool(mask & team)]:
                total += if_spy if (mask >> seat) & 1 else if_good
            logs[index] += total
    return logs


def _voter_terms(rates, team: int, votes: tuple) -> dict[bool, list[tuple[int, float, float]]]:
    """By whether the team holds a spy: each voter's log-likelihood of its vote if good and if a spy."""
    if isinstance(rates, Likelihoods):
        rates = rates.rate
    return {dirty: [(seat, _vote_log(rates(seat, False, dirty, bool((team >> seat) & 1)), approve),
                     _vote_log(rates(seat, True, dirty, bool((team >> seat) & 1)), approve))
                    for seat, approve in votes]
            for dirty in (False, True)}


_shared_terms = lru_cache(maxsize=8192)(_voter_terms)


def _vote_log(p: float, approve: bool) -> float:
    return _log(p if approve else 1 - p)


def belief(table: Table, likelihoods: Likelihoods, public: bool = False, rates=None) -> Worlds:
    """The style's belief over evil sets; `rates` overrides the vote likelihoods per seat."""
    sets = hard_sets(table, public)
    logs = [0.0] * len(sets)
    if likelihoods.reads_votes:
        logs = vote_logs(table, rates or likelihoods, sets)
        # a proposal's log-likelihood by (its leader is a spy, the team holds one)
        proposed = {(spy, dirty): _log(p if dirty else 1 - p)
                    for spy, p in ((True, likelihoods.spy_leader_dirty), (False, likelihoods.good_leader_dirty))
                    for dirty in (True, False)}
        for record in table.vote_records(include_unvoted=True):
            team, leader = mask_of(record["team"]), record["leader"]
            for index, (mask, _) in enumerate(sets):
                logs[index] += proposed[bool((mask >> leader) & 1), bool(mask & team)]
    if likelihoods.reads_missions:
        for record, _ in table.mission_records():
            team = mask_of(record["team"])
            term = _log(likelihoods.passing if record["fails"] == 0 else 1 - likelihoods.passing)
            for index, (mask, _) in enumerate(sets):
                if mask & team:
                    logs[index] += term
    top = max(logs)
    return Worlds(table.players, sets, [math.exp(v - top) for v in logs])


def reader_odds(view: dict, likelihoods: Likelihoods = STRICT) -> list[float]:
    """Each seat's spy probability to a strict vote reader who knows only the public record."""
    return belief(Table(view), likelihoods, public=True).spy_probability()
