"""A two-fail mission (the fourth at 7-10 players) that succeeds with one spy aboard clears nobody:
that spy could not fail it alone, and passing it hides them (issue #17 item 6, 10-player games)."""
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import DEFAULT_MODEL, build_worlds, mask_of
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]
SPIES = (6, 7, 8, 9)


def _mission(state, team, fails=()):
    leader = RES.view(state, 0)["leader"]
    drive(RES, state, [(leader, {"kind": "propose_team", "team": team}), *all_vote(10)])
    drive(RES, state, [(seat, {"kind": "mission_card", "card": "fail" if seat in fails else "success"}) for seat in team])


def _ten_player_game():
    """Missions 1 and 2 fail (seat 6), 3 succeeds, and the two-fail mission 4 succeeds with spy 8
    alone aboard, who played success."""
    state = resistance_table(["resistance"] * 6 + ["spy"] * 4, leader=0)
    _mission(state, [0, 6, 7], fails=(6,))
    _mission(state, [0, 1, 6, 7], fails=(6,))
    _mission(state, [0, 1, 2, 3])
    _mission(state, [0, 1, 2, 4, 8])
    return state


def test_a_two_fail_mission_passed_with_one_spy_aboard_says_nothing_of_that_spy():
    view = RES.view(_ten_player_game(), 0)
    assert view["fails_needed"][3] == 2 and view["missions"][3]["fails"] == 0
    table = Table(view)
    weights = dict(build_worlds(table, DEFAULT_MODEL, mission_evidence=True).masks)
    # Two spy sets alike on missions 1-3 (seats 5 and 8 rode none of them); the first has spy 8
    # alone on mission 4, the second nobody: the success cannot tell them apart.
    lone_spy_aboard, none_aboard = mask_of([6, 7, 8, 9]), mask_of([5, 6, 7, 9])
    total = sum(weights.values())
    assert abs(weights[lone_spy_aboard] - weights[none_aboard]) < 1e-9 * total
    # Two spies aboard could have failed it: that set is still read as unlikely.
    two_aboard = mask_of([4, 6, 7, 8])
    assert weights.get(two_aboard, 0.0) < 0.2 * weights[none_aboard]
