"""At Avalon 10 a spy models the table's view of the record as the usual player there reads it: missions
and proposals, not votes (player.TABLE_IGNORES_VOTES_AT). At 7 players its model still reads the votes.

Each case plays one rejected proposal two ways, the same team with other good seats backing it, and
compares what a hard spy thinks the table believes. The expected answers need no belief arithmetic:
the same either way where the table is modelled as not reading votes, different where it is.
"""
import random

import pytest

from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.skill import LEVEL_SKILLS
from tests.engine.avalon.scenario import GAME, new, propose, team_of, vote_all

ROLES = {
    10: ["merlin", *["loyal_servant"] * 5, "assassin", "minion", "minion", "minion"],
    7: ["merlin", *["loyal_servant"] * 3, "assassin", "minion", "minion"],
}


def table_view_of_spy(players: int, backers: set[int], level: str = "hard", seat: int | None = None) -> list[float]:
    """What a spy (the assassin) takes the table to believe after a rejected first team that `backers` approved."""
    roles = ROLES[players]
    state = new(roles, leader=0)
    propose(state, team_of(state, range(players)))
    vote_all(state, {s: s in backers for s in range(players)})
    assert not GAME.view(state, None)["vote_history"][-1]["approved"]
    spy = roles.index("assassin") if seat is None else seat
    player = MissionPlayer(LEVEL_SKILLS[level], random.Random(0))
    return player.worlds(Table(GAME.view(state, spy)), public=True).spy_probability()


def test_at_avalon_10_a_spy_models_a_table_that_does_not_read_votes():
    assert table_view_of_spy(10, {1, 2, 3}) == pytest.approx(table_view_of_spy(10, {3, 4, 5}))


def test_at_avalon_7_a_spy_models_a_table_that_reads_votes():
    one, other = table_view_of_spy(7, {1, 2}), table_view_of_spy(7, {2, 3})
    assert max(abs(a - b) for a, b in zip(one, other)) > 1e-3


def test_a_good_seat_at_avalon_10_still_reads_the_table_with_its_votes():
    """The rule is a spy's model of the table only: a good seat's public view (its sound votes) is unchanged."""
    one, other = table_view_of_spy(10, {1, 2, 3}, seat=5), table_view_of_spy(10, {2, 3, 4}, seat=5)
    assert max(abs(a - b) for a, b in zip(one, other)) > 1e-3
