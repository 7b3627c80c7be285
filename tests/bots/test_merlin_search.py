"""Which of Merlin's votes the expert searches at Avalon 7: every one among strangers, past the vote bar too
(player.MERLIN_EVERY_VOTE_AT, MERLIN_PAST_BARS, MERLIN_EVERY_VOTE_HOME; issue #17 item 4).

Merlin sees every evil seat but a Mordred, so the worlds his playouts sample are all but the true deal,
and each playout ends with the assassin's shot read from the whole record: it weighs what a vote steers
against what it shows. Elsewhere a good seat's vote off the deciding points, or under a vote bar, stands
unsearched (player.MissionPlayer._candidates)."""
import random

import pytest

from desktop.bots.mission import player as player_module
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive

AVALON = GAMES["avalon"]


def _new(players: int):
    return AVALON.new_game(dict(AVALON.presets()[f"recommended-{players}"]), f"merlin-search-{players}")


def _propose_next_team(state) -> None:
    """The leader proposes himself and the seats after him, as many as the round's mission takes."""
    leader = min(AVALON.pending(state))
    view = AVALON.view(state, leader)
    size = view["team_sizes"][view["round"]]
    team = sorted((leader + k) % view["players"] for k in range(size))
    drive(AVALON, state, [(leader, {"kind": "propose_team", "team": team})])


def _first_vote(players: int):
    """The first proposal of a `recommended-N` game, put to the vote: nothing decisive yet, no bar."""
    state = _new(players)
    _propose_next_team(state)
    return state


def _second_mission_vote():
    """Avalon 7 after a first mission that succeeded: the second proposal is put to the vote, where the
    expert's good vote is a 0.5 bar among strangers (skill.py: vote_bars)."""
    state = _first_vote(7)
    team = AVALON.view(state, 0)["team"]
    drive(AVALON, state, [*all_vote(7), *[(seat, {"kind": "mission_card", "card": "success"}) for seat in team]])
    _propose_next_team(state)
    return state


def _plan(state, seat: int):
    view = AVALON.view(state, seat)
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
    table = Table(view)
    default = player._decide(view, table, view["legal"], "vote")
    return player._candidates(table, view["legal"], "vote", default)


def _seat(state, role: str) -> int:
    return list(state.roles).index(role)


@pytest.fixture
def merlin_searches(monkeypatch):
    monkeypatch.setattr(player_module, "MERLIN_EVERY_VOTE_AT", frozenset({("avalon", 7)}))
    monkeypatch.setattr(MissionPlayer, "home_chance", lambda self, table: 0.0)  # a table of strangers


def test_at_a_table_of_our_own_level_only_with_merlin_every_vote_home(merlin_searches, monkeypatch):
    state = _first_vote(7)
    monkeypatch.setattr(MissionPlayer, "home_chance", lambda self, table: 0.9)
    assert _plan(state, _seat(state, "merlin")) is None
    monkeypatch.setattr(player_module, "MERLIN_EVERY_VOTE_HOME", True)
    assert _plan(state, _seat(state, "merlin")) is not None


def test_merlins_first_vote_at_avalon_7_is_searched_where_listed_and_a_plain_good_seats_is_not(merlin_searches):
    state = _first_vote(7)
    assert AVALON.view(state, 0)["pending"] == "vote"
    candidates, worlds, horizon, margin = _plan(state, _seat(state, "merlin"))
    assert {c["approve"] for c in candidates} == {True, False}
    assert (worlds, horizon, margin) == (player_module.WORLDS_AT_7, None, player_module.GOOD_VOTE_MARGIN)
    for role in ("percival", "loyal_servant"):
        assert _plan(state, _seat(state, role)) is None  # off the deciding points its vote stands


def test_the_shipped_rows_search_merlins_every_vote_at_avalon_7_among_strangers_past_the_bar():
    assert player_module.MERLIN_EVERY_VOTE_AT == frozenset({("avalon", 7)})
    assert player_module.MERLIN_PAST_BARS and not player_module.MERLIN_EVERY_VOTE_HOME


def test_merlins_vote_off_the_deciding_points_stands_where_not_listed(monkeypatch):
    monkeypatch.setattr(player_module, "MERLIN_EVERY_VOTE_AT", frozenset())
    state = _first_vote(7)
    assert _plan(state, _seat(state, "merlin")) is None
    state = _first_vote(5)
    assert _plan(state, _seat(state, "merlin")) is None  # 5 players: never listed


def test_past_the_bar_only_with_merlin_past_bars(merlin_searches, monkeypatch):
    state = _second_mission_vote()
    merlin = _seat(state, "merlin")
    monkeypatch.setattr(player_module, "MERLIN_PAST_BARS", False)
    assert _plan(state, merlin) is None  # the bar's vote stands
    monkeypatch.setattr(player_module, "MERLIN_PAST_BARS", True)
    assert _plan(state, merlin) is not None
    assert _plan(state, _seat(state, "percival")) is None  # a plain good seat's bar still stands
