"""benchmarks/seat_ceiling.py's seers: the true evil set replaces the seat's own belief, for the decisions
each seer is named for and no other, and a level that is not a seer plays exactly as before."""
import random
import sys
from dataclasses import replace
from pathlib import Path

from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import drive, resistance_table

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import seat_ceiling  # noqa: E402

RES = GAMES["resistance"]
PEEKING = {name: seat_ceiling._peeking(name) for name in ("vote", "propose")}
SPIES = (1, 2)
TEAMS = ([1, 2], [3, 4])  # the spies' team, a clean one


def _vote_view(team):
    """5 players, seat 0 good, seats 1 and 2 spies, two rejected proposals, then seat 2 proposes `team`."""
    state = resistance_table(["resistance", "spy", "spy", "resistance", "resistance"], leader=0)
    for leader, first in ((0, [0, 1]), (1, [1, 2])):
        drive(RES, state, [(leader, {"kind": "propose_team", "team": first}),
                           *[(seat, {"kind": "vote", "approve": False}) for seat in range(5)]])
    drive(RES, state, [(2, {"kind": "propose_team", "team": team})])
    return RES.view(state, 0)


def _votes(name, monkeypatch):
    monkeypatch.setattr(MissionPlayer, "vote", PEEKING["vote"])
    monkeypatch.setattr(MissionPlayer, "propose", PEEKING["propose"])
    monkeypatch.setattr(seat_ceiling.Truth, "seats", SPIES)
    player = MissionPlayer(replace(LEVEL_SKILLS["hard"], name=name), random.Random(1))
    return [player.vote(Table(_vote_view(team)), _vote_view(team)["legal"])["approve"] for team in TEAMS]


def test_a_seer_votes_the_truth(monkeypatch):
    assert _votes("seer", monkeypatch) == [False, True]
    assert _votes("seer_votes", monkeypatch) == [False, True]


def test_a_seer_for_teams_only_and_hard_vote_from_their_own_belief(monkeypatch):
    plain = MissionPlayer(LEVEL_SKILLS["hard"], random.Random(1))
    own = [plain.vote(Table(_vote_view(team)), _vote_view(team)["legal"])["approve"] for team in TEAMS]
    assert own == [True, False]  # the seat's own belief has it the wrong way round
    assert _votes("seer_teams", monkeypatch) == own
    assert _votes("hard", monkeypatch) == own
