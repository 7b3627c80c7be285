"""Lady of the Lake and Excalibur used with purpose (powers.py)."""
import random

import pytest

from desktop.bots import make_bot
from desktop.bots.mission import powers
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import Worlds, mask_of
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive

AVALON = GAMES["avalon"]


def _decide(level, state, seat, seed=0):
    bot = make_bot("avalon", level, seat, random.Random(seed))
    bot.observe(AVALON.events_for(state, seat))
    return bot.decide(AVALON.view(state, seat))


def _lady_after_two_clean_missions(holder_role):
    """7 players; seats 1, 2 and 3 rode two successful missions; seat 0 holds the Lady; 4, 5, 6 are evil."""
    roles = [holder_role, "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "minion", "minion"]
    if holder_role != "merlin":
        roles[1] = "merlin"
    if holder_role == "minion":
        roles[1:7] = ["merlin", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "minion"]
    state = AVALON.new_game({"players": 7, "options": {"roles": roles, "first_leader": 1, "lady_of_the_lake": True}}, "s")
    drive(AVALON, state, [(1, {"kind": "propose_team", "team": [1, 2]}), *all_vote(7),
                          *[(s, {"kind": "mission_card", "card": "success"}) for s in (1, 2)]])
    drive(AVALON, state, [(2, {"kind": "propose_team", "team": [1, 2, 3]}), *all_vote(7),
                          *[(s, {"kind": "mission_card", "card": "success"}) for s in (1, 2, 3)]])
    assert AVALON.pending(state) == {0: "examine"}
    return state


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_evil_lady_holder_hands_the_lady_to_a_fellow_evil_seat(level):
    state = _lady_after_two_clean_missions("minion")  # seat 0 evil with 5 and 6 (assassin at 5)
    for seed in range(5):
        assert _decide(level, state, 0, seed)["target"] in (5, 6)


def test_merlin_checks_a_seat_he_knows_is_good_so_the_lady_goes_on_to_a_good_player():
    state = _lady_after_two_clean_missions("merlin")
    for seed in range(5):
        assert _decide("hard", state, 0, seed)["target"] in (1, 2, 3)


def test_a_good_holder_checks_the_seat_that_decides_the_next_team_not_merely_the_least_certain():
    # Seat 0 (good) holds the Lady; seat 1 is known good; exactly one of 2 and 3 is evil (0.45 / 0.55);
    # 4 is evil half the time. The next team is three seats: me, 1 and one more. Checking 2 (or 3)
    # tells which of them is good, a clean team for sure: 0.55 -> 1.0; checking 4, the least certain
    # seat, only helps when 4 is good: 0.55 -> 0.5 * 1.0 + 0.5 * 0.55.
    table = Table(AVALON.view(_lady_after_two_clean_missions("loyal_servant"), 0))
    sets, weights = [], []
    for odd, p_odd in ((2, 0.45), (3, 0.55)):
        for rest, p_rest in (((4, 5), 0.25), ((4, 6), 0.25), ((5, 6), 0.5)):
            seats = tuple(sorted((odd, *rest)))
            sets.append((mask_of(seats), seats))
            weights.append(p_odd * p_rest)
    worlds = Worlds(7, sets, weights)
    odds = worlds.spy_probability()
    assert abs(odds[4] - 0.5) < 1e-9 and abs(odds[2] - 0.45) < 1e-9
    assert powers.check_value(table, worlds, 2) == pytest.approx(0.45, abs=0.03)
    assert powers.check_value(table, worlds, 4) == pytest.approx(0.225, abs=0.03)
    specs = [{"kind": "examine", "params": {"target": {"type": "one_of", "of": [1, 2, 3, 4, 5, 6]}}}]
    assert powers.examine(specs, table, odds, worlds, random.Random(0))["target"] in (2, 3)


def _excalibur_team(team, holder, leader=1):
    roles = ["merlin", "loyal_servant", "loyal_servant", "assassin", "minion"]
    state = AVALON.new_game({"players": 5, "options": {"roles": roles, "first_leader": leader, "excalibur": True}}, "s")
    drive(AVALON, state, [(leader, {"kind": "propose_team", "team": team}), (leader, {"kind": "give_token", "to": holder}),
                          *all_vote(5)])
    return state


def test_an_evil_holder_who_laid_low_switches_a_good_card_to_fail_the_mission():
    state = _excalibur_team([1, 3], holder=3)
    drive(AVALON, state, [(1, {"kind": "mission_card", "card": "success"}), (3, {"kind": "mission_card", "card": "success"})])
    assert _decide("hard", state, 3) == {"kind": "switch_card", "target": 1}


def test_an_evil_holder_whose_fail_is_in_keeps_the_cards():
    state = _excalibur_team([1, 3], holder=3)
    drive(AVALON, state, [(1, {"kind": "mission_card", "card": "success"}), (3, {"kind": "mission_card", "card": "fail"})])
    assert _decide("hard", state, 3) == {"kind": "keep_cards"}


def test_merlin_holding_excalibur_switches_the_evil_card_and_keeps_a_clean_team():
    state = _excalibur_team([0, 3], holder=0)
    drive(AVALON, state, [(0, {"kind": "mission_card", "card": "success"}), (3, {"kind": "mission_card", "card": "fail"})])
    assert _decide("hard", state, 0) == {"kind": "switch_card", "target": 3}
    state = _excalibur_team([0, 2], holder=0)
    drive(AVALON, state, [(0, {"kind": "mission_card", "card": "success"}), (2, {"kind": "mission_card", "card": "success"})])
    assert _decide("hard", state, 0) == {"kind": "keep_cards"}
