"""Bots act only on what their seat may know, and play known forced situations right."""
import random

import pytest

from desktop.bots import LEVELS, make_bot
from desktop.bots.coach import belief
from desktop.bots.mission.avalon import assassinate
from desktop.bots.mission.reading import Table
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table, spy_on_the_deciding_mission

RES = GAMES["resistance"]


def _decide(level, game, state, seat, seed="x"):
    bot = make_bot(game.name, level, seat, random.Random(seed))
    bot.observe(game.events_for(state, seat))
    return bot.decide(game.view(state, seat))


# ---- hidden information ---------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "expert"])
def test_same_view_same_command_whatever_is_hidden(level):
    """Seat 0 (resistance) cannot tell these deals apart, so every level must act identically."""
    a = resistance_table(["resistance", "spy", "spy", "resistance", "resistance"])
    b = resistance_table(["resistance", "resistance", "resistance", "spy", "spy"])
    script = [(0, {"kind": "propose_team", "team": [0, 3]}), *all_vote(5, False),
              (1, {"kind": "propose_team", "team": [1, 2]}), *[(s, {"kind": "vote", "approve": s in (0, 2)}) for s in range(5)],
              (2, {"kind": "propose_team", "team": [2, 4]})]
    for state in (a, b):
        drive(RES, state, script)
    assert RES.view(a, 0) == RES.view(b, 0)
    for seed in ("1", "2", "3"):
        assert _decide(level, RES, a, 0, seed) == _decide(level, RES, b, 0, seed)


# ---- belief -----------------------------------------------------------------------------------------
def _failed_first_mission():
    """Seat 0 (resistance) leads [0, 1]; spy 1 fails it."""
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"])
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]}), *all_vote(5),
                       (0, {"kind": "mission_card", "card": "success"}), (1, {"kind": "mission_card", "card": "fail"})])
    return state


def test_belief_sums_to_the_spy_count_and_rules_out_the_impossible():
    state = _failed_first_mission()
    for seat in range(5):
        odds = {int(s): p for s, p in belief("resistance", RES.view(state, seat))["evil"].items()}
        assert sum(odds.values()) == pytest.approx(2.0)
        assert all(0.0 <= p <= 1.0 + 1e-9 for p in odds.values())
    seen_by_0 = {int(s): p for s, p in belief("resistance", RES.view(state, 0))["evil"].items()}
    assert seen_by_0[0] == 0.0 and seen_by_0[1] == pytest.approx(1.0)  # only 1 can have failed it
    seen_by_2 = {int(s): p for s, p in belief("resistance", RES.view(state, 2))["evil"].items()}
    assert seen_by_2[2] == 0.0 and seen_by_2[0] + seen_by_2[1] >= 1.0 - 1e-9  # a spy was aboard


def test_a_resistance_leader_never_sends_a_known_spy():
    state = _failed_first_mission()
    for leader in (1, 2, 3, 4):  # four rejections bring the lead back round to seat 0, on the hammer
        drive(RES, state, [(leader, {"kind": "propose_team", "team": [2, 3, 4]}), *all_vote(5, False)])
    assert RES.view(state, 0)["leader"] == 0
    for level in ("easy", "normal", "hard", "expert"):
        for seed in range(5):
            command = _decide(level, RES, state, 0, str(seed))
            assert 1 not in command["team"], (level, command)


def test_a_spy_who_alone_can_fail_the_deciding_mission_fails_it():
    state = spy_on_the_deciding_mission()
    for level in ("easy", "normal", "hard", "expert"):
        assert _decide(level, RES, state, 4) == {"kind": "mission_card", "card": "fail"}


def test_two_spies_on_a_team_fail_once_lowest_seat_first():
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [0, 4]}), *all_vote(5)])
    for level in ("normal", "hard"):
        cards = [_decide(level, RES, state, seat)["card"] for seat in (0, 4)]
        assert cards == ["fail", "success"]


def test_the_assassin_shoots_the_only_seat_that_played_like_merlin():
    game = GAMES["avalon"]
    roles = ["assassin", "loyal_servant", "merlin", "loyal_servant", "minion"]
    state = game.new_game({"players": 5, "options": {"roles": roles, "first_leader": 0}}, "s")
    view = game.view(state, 0)
    dirty, clean = [1, 4], [1, 3]
    # Seat 2 backs every clean team and sinks every team with an evil seat; the others do not.
    history = []
    for index, team in enumerate([dirty, clean, dirty, clean, dirty]):
        votes = {str(s): (team == clean if s == 2 else team == dirty or s in (0, 4)) for s in range(5)}
        history.append({"round": index, "proposal": 1, "leader": 1 if index % 2 else 3, "mission": index,
                        "team": team, "approved": False, "votes": votes})
    view["vote_history"] = history
    specs = [{"kind": "assassinate", "params": {"target": {"type": "one_of", "of": [1, 2, 3]}}}]
    assert assassinate(specs, Table(view), random.Random(0)) == {"kind": "assassinate", "target": 2}


def test_the_assassin_shoots_the_only_candidate():
    game = GAMES["avalon"]
    state = game.new_game({"players": 5, "options": {"roles": ["assassin", "loyal_servant", "merlin", "loyal_servant", "minion"],
                                                     "first_leader": 0}}, "s")
    specs = [{"kind": "assassinate", "params": {"target": {"type": "one_of", "of": [2]}}}]
    assert assassinate(specs, Table(game.view(state, 0)), random.Random(0))["target"] == 2


def test_every_level_is_registered_and_builds_for_every_game():
    for level in ("easy", "normal", "hard", "expert", "random"):
        for game_name in GAMES:
            bot = make_bot(game_name, level, 0, random.Random(1))
            assert bot.level == level
    assert list(LEVELS) == ["random", "easy", "normal", "hard", "expert"]
