"""Merlin hides what he knows where it costs little, and never where a mission decides the game (merlin.py)."""
import random

import pytest

from desktop.bots import make_bot
from desktop.bots.mission import merlin
from desktop.bots.mission.reading import Table
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive

AVALON = GAMES["avalon"]
ROLES = ["merlin", "loyal_servant", "loyal_servant", "assassin", "minion"]  # Merlin (seat 0) sees 3 and 4


def _table(leader=1):
    return AVALON.new_game({"players": 5, "options": {"roles": ROLES, "first_leader": leader}}, "s")


def _two_fails():
    state = _table()
    drive(AVALON, state, [(1, {"kind": "propose_team", "team": [1, 3]}), *all_vote(5),
                          (1, {"kind": "mission_card", "card": "success"}), (3, {"kind": "mission_card", "card": "fail"})])
    drive(AVALON, state, [(2, {"kind": "propose_team", "team": [1, 2, 4]}), *all_vote(5),
                          *[(s, {"kind": "mission_card", "card": "fail" if s == 4 else "success"}) for s in (1, 2, 4)]])
    return state


def _decide(level, state, seed):
    bot = make_bot("avalon", level, 0, random.Random(seed))
    bot.observe(AVALON.events_for(state, 0))
    return bot.decide(AVALON.view(state, 0))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_with_two_fails_merlin_sinks_every_team_holding_an_evil_seat(level):
    state = _two_fails()
    drive(AVALON, state, [(3, {"kind": "propose_team", "team": [0, 4]})])
    assert AVALON.view(state, 0)["pending"] == "vote"
    for seed in range(4 if level == "expert" else 20):
        assert _decide(level, state, seed) == {"kind": "vote", "approve": False}


def test_merlin_leads_only_teams_without_a_seat_he_sees_as_evil():
    state = _table(leader=0)
    teams = {tuple(_decide("hard", state, seed)["team"]) for seed in range(20)}
    assert all(not {3, 4} & set(team) for team in teams)
    assert all(0 in team for team in teams)


def test_the_mix_leans_to_the_knowing_answer_when_it_wins_more_than_it_tells():
    table = Table(AVALON.view(_table(), 0))
    draws = 300
    # Merlin's vote decides a lot: the knowing answer almost every time.
    wins = sum(merlin.mixed_choice(table, 0.5, (3.0, -3.0), random.Random(i)) for i in range(draws))
    assert wins >= draws - 3
    # It decides nothing and tells the assassin much: the plain answer almost every time.
    wins = sum(merlin.mixed_choice(table, 0.0, (3.0, -3.0), random.Random(i)) for i in range(draws))
    assert wins <= 3
    # Neither: a real mix.
    hit = merlin.hit_chance(merlin.assassin_scores(table), 0)
    even = merlin.reach_chance(table) * merlin.COST * 4 * hit * (1 - hit) * 6.0
    wins = sum(merlin.mixed_choice(table, even, (3.0, -3.0), random.Random(i)) for i in range(draws))
    assert draws * 0.35 <= wins <= draws * 0.65
