"""Scoring and the end of the game: points per outcome, the 2-point tie-break, shared wins (§4.9, §6 #44)."""
from __future__ import annotations

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.flow import ROUND_POINTS, finish

from .scenario import new


def test_points_table():
    assert ROUND_POINTS == {
        "assassin_eliminated": {"president": 2, "bodyguard": 1},
        "cards_exhausted": {"president": 2, "bodyguard": 1},
        "rescue": {"bodyguard": 2, "president": 1},
        "assassination": {"assassin": 1},  # the Assassin who placed the fourth hit gets 2 instead
    }


def finished_with(scores, twos, roles_per_round=None):
    state = new(players=4)
    state.scores, state.two_point_awards = list(scores), list(twos)
    roles = roles_per_round or [["president", "bodyguard", "assassin", "assassin"]]
    state.history = [{"roles": r, "points": [2 if s == i % 4 else 0 for s in range(4)]} for i, r in enumerate(roles)]
    finish(state)
    return GAME.outcome(state)


def test_the_highest_total_wins():
    outcome = finished_with([5, 3, 4, 2], [1, 1, 2, 0])
    assert outcome["winning_seats"] == [0] and outcome["tie_break"] == "none"
    assert outcome["scores"] == [5, 3, 4, 2] and outcome["reason"] == "all_rounds_played"


def test_a_tie_goes_to_more_two_point_awards():
    outcome = finished_with([5, 5, 4, 2], [1, 2, 2, 0])
    assert outcome["winning_seats"] == [1] and outcome["tie_break"] == "two_point_awards"


def test_still_tied_the_tied_players_share_the_win():
    outcome = finished_with([5, 5, 5, 2], [2, 2, 1, 0])
    assert outcome["winning_seats"] == [0, 1] and outcome["tie_break"] == "shared"
    assert outcome["winner"] == "shared"


def test_the_winner_is_reported_by_the_role_that_earned_the_most():
    rounds = [["president", "bodyguard", "assassin", "assassin"], ["assassin", "president", "bodyguard", "assassin"],
              ["bodyguard", "assassin", "president", "assassin"], ["assassin", "bodyguard", "assassin", "president"]]
    # finished_with gives 2 points to seat (round mod 4): seat 0 scored in round 0, as President.
    assert finished_with([6, 1, 1, 1], [1, 0, 0, 0], rounds)["winner"] == "president"


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_whole_game_scores_every_round(players):
    from helpers import play_random

    state = play_random(GAME, {"players": players}, f"score:{players}")
    assert len(state.history) == players
    totals = [sum(r["points"][s] for r in state.history) for s in range(players)]
    twos = [sum(r["points"][s] == 2 for r in state.history) for s in range(players)]
    assert totals == state.scores and twos == state.two_point_awards
    outcome = GAME.outcome(state)
    best = max(totals)
    assert all(totals[s] == best for s in outcome["winning_seats"])
    for record in state.history:
        assert record["points"].count(2) == 1  # exactly one 2-point award per round
        assert len(record["roles"]) == players and record["spare"] in ("bodyguard", "assassin")
    stats = GAME.statistics(state)
    assert sum(stats["round_outcomes"].values()) == players
    assert sum(stats["final_scores"].values()) == players
