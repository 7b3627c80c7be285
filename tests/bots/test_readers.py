"""The style programs' reader (readers.belief): each evil set weighed by the product of the record's
likelihoods, worked out here the long way (probabilities multiplied set by set, no logs, no caches)."""
from itertools import combinations

import pytest

from desktop.bots.mission.readers import STRICT, Likelihoods, belief
from desktop.bots.mission.reading import Table
from desktop.engine import GAMES
from tests.bots.scenarios import drive, resistance_table

RES = GAMES["resistance"]
ROLES = ["spy", "resistance", "resistance", "spy", "resistance"]


def _played_record():
    """Seat 0 sends [0, 1]: seats 0, 1, 2 approve (it goes, seat 0 fails it); seat 1 proposes [1, 2, 4],
    rejected by seats 0, 3 and 4; seat 2 proposes [1, 2, 4], approved by all but seat 3; it succeeds."""
    state = resistance_table(ROLES)
    votes = lambda yes: [(seat, {"kind": "vote", "approve": seat in yes}) for seat in range(5)]  # noqa: E731
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]}), *votes({0, 1, 2}),
                       (0, {"kind": "mission_card", "card": "fail"}), (1, {"kind": "mission_card", "card": "success"})])
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 2, 4]}), *votes({1, 2})])
    drive(RES, state, [(2, {"kind": "propose_team", "team": [1, 2, 4]}), *votes({0, 1, 2, 4}),
                       *[(seat, {"kind": "mission_card", "card": "success"}) for seat in (1, 2, 4)]])
    return RES.view(state, 2)  # a resistance seat's view: it knows itself good


# (leader, team, {seat: approve}, fails or None when the team did not go), as driven above
RECORD = [(0, {0, 1}, {0: True, 1: True, 2: True, 3: False, 4: False}, 1),
          (1, {1, 2, 4}, {0: False, 1: True, 2: True, 3: False, 4: False}, None),
          (2, {1, 2, 4}, {0: True, 1: True, 2: True, 3: False, 4: True}, 0)]


def _expected(rate, likelihoods: Likelihoods) -> dict[frozenset, float]:
    """Each evil set's weight, normalised: the sets seat 2's facts allow (it is good; mission 1 had a fail
    among seats 0 and 1), weighed by every vote, proposal and mission of RECORD."""
    weights = {}
    for spies in map(frozenset, combinations(range(5), 2)):
        if 2 in spies or not spies & {0, 1}:
            continue
        weight = 1.0
        for leader, team, votes, fails in RECORD:
            dirty = bool(spies & team)
            for seat, approve in votes.items():
                p = rate(seat, seat in spies, dirty)
                weight *= p if approve else 1 - p
            p = likelihoods.spy_leader_dirty if leader in spies else likelihoods.good_leader_dirty
            weight *= p if dirty else 1 - p
            if fails is not None and dirty:
                weight *= likelihoods.passing if fails == 0 else 1 - likelihoods.passing
        weights[spies] = weight
    total = sum(weights.values())
    return {spies: weight / total for spies, weight in weights.items()}


def _normalised(worlds) -> dict[frozenset, float]:
    total = sum(worlds.weights)
    return {frozenset(s for s in range(5) if mask >> s & 1): w / total for (mask, _), w in zip(worlds.sets, worlds.weights)}


def test_the_strict_reader_weighs_each_evil_set_by_the_product_of_the_records_likelihoods():
    table = Table(_played_record())
    got = _normalised(belief(table, STRICT))
    want = _expected(lambda seat, spy, dirty: STRICT.approve(spy, dirty), STRICT)
    assert got.keys() == want.keys()
    assert got == pytest.approx(want, rel=1e-9)


def test_a_reader_with_its_own_rates_per_seat_weighs_each_voter_by_them():
    """As the statistician does: seat 4 is taken to approve nearly everything whatever its side."""
    def rate(seat, spy, dirty):
        return 0.97 if seat == 4 else STRICT.approve(spy, dirty) if seat != 0 else (0.7 if spy else 0.6)

    table = Table(_played_record())
    got = _normalised(belief(table, STRICT, rates=lambda seat, spy, dirty, on_team: rate(seat, spy, dirty)))
    assert got == pytest.approx(_expected(rate, STRICT), rel=1e-9)
    # the same record read twice gives the same belief (the shared terms are kept across calls)
    assert _normalised(belief(table, STRICT)) == _normalised(belief(table, STRICT))
