"""The good vote's tuning knobs on the Skill row (resgood): the thresholds where my vote decides, and how
much the belief trusts the vote-and-proposal evidence. benchmarks/good_ablation.py screens them."""
import math
import random
from dataclasses import replace

from desktop.bots.mission import good
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import DEFAULT_MODEL, SoftEvidence, build_worlds
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import drive, resistance_table
from tests.bots.test_good_votes import _table, _worlds

RES = GAMES["resistance"]


def test_every_level_keeps_the_module_thresholds_and_the_whole_evidence():
    for name, skill in LEVEL_SKILLS.items():
        assert skill.good_enough is None and skill.vote_floor is None and skill.soft_weight == 1.0, name


def test_good_enough_and_the_floor_come_from_the_skill_when_it_sets_them():
    """Team [1, 2] is 34% clean (between FLOOR 0.25 and GOOD_ENOUGH 0.4): on the first mission hard
    rejects it for its own team and on the third approves it. A GOOD_ENOUGH of 0.3 approves it on the
    first; a floor of 0.4 rejects it on the third."""
    hard = LEVEL_SKILLS["hard"]
    first, third = _table(0), _table(2)
    worlds = _worlds()
    assert 0.3 < good.team_score(worlds, 0b110, 1) < 0.4
    assert not good.approve(first, worlds, hard, random.Random(0))
    assert good.approve(first, worlds, replace(hard, good_enough=0.3), random.Random(0))
    assert good.approve(third, worlds, hard, random.Random(0))
    assert not good.approve(third, worlds, replace(hard, vote_floor=0.4), random.Random(0))


def _voted_table() -> Table:
    """5 players, seat 0 good; two proposals voted, with seat 3 and 4 backing a team the others reject."""
    state = resistance_table(["resistance", "resistance", "resistance", "spy", "spy"], leader=3)
    votes = {0: False, 1: False, 2: True, 3: True, 4: True}
    drive(RES, state, [(3, {"kind": "propose_team", "team": [3, 4]}),
                       *[(seat, {"kind": "vote", "approve": yes}) for seat, yes in votes.items()]])
    drive(RES, state, [(3, {"kind": "mission_card", "card": "fail"}), (4, {"kind": "mission_card", "card": "success"})])
    drive(RES, state, [(4, {"kind": "propose_team", "team": [1, 2, 4]}),
                       *[(seat, {"kind": "vote", "approve": seat != 0}) for seat in range(5)]])
    return Table(RES.view(state, 0))


def test_the_soft_weight_scales_the_vote_evidence_in_log_odds():
    """Each set's log-weight is its missions' part plus soft_weight times its votes' part: the missions
    alone (no evidence) and the whole evidence (weight 1) fix both parts, so a half weight must land
    halfway between them for every pair of sets."""
    table = _voted_table()
    missions = build_worlds(table, DEFAULT_MODEL, mission_evidence=True)
    whole = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, evidence=SoftEvidence(DEFAULT_MODEL, True, True))
    half = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, evidence=SoftEvidence(DEFAULT_MODEL, True, True),
                        soft_weight=0.5)
    base = {mask: w for mask, w in missions.masks}
    full = {mask: w for mask, w in whole.masks}
    got = {mask: w for mask, w in half.masks}
    assert set(base) == set(full) == set(got) and len(got) > 2
    ref = next(iter(got))
    moved = False
    for mask in got:
        m = math.log(base[mask] / base[ref])
        v = math.log(full[mask] / full[ref]) - m
        assert math.isclose(math.log(got[mask] / got[ref]), m + 0.5 * v, abs_tol=1e-9)
        moved = moved or abs(v) > 0.1
    assert moved  # the votes say something here, so the weight matters
