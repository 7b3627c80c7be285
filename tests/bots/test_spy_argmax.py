"""Where an expert takes its playouts' choice by a fixed margin instead of two standard errors
(player.ARGMAX_SPIES_AT, player.GOOD_VOTE_MARGIN_AT; issue #17 item 4).

With the style programs in a spy's playouts, the playouts rank a 7-player spy's votes and cards well
(search_oracle.py: correlation with the oracle 0.57 and 0.80 at Resistance 7), but the two-error rule
almost never overrode hard's choice there (11 of 1,150 searched decisions). Where the row is set the
spy takes the candidate whose playouts win more, by any margin. The same holds for a good seat's
decisive vote at Resistance 7 once its playouts seat the programs (search.GOOD_PROGRAMS_AT): there it
takes the other vote when its playouts win by more than 0.05.
"""
import random

from desktop.bots.mission import player as player_module
from desktop.bots.mission import search
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.runner import seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]
AVALON = GAMES["avalon"]
ROLES_7 = ["resistance", "resistance", "spy", "resistance", "spy", "resistance", "spy"]


def _record_programs(monkeypatch) -> list:
    """Stub the playouts: each records whether it would seat the styles' programs."""
    seen = []

    def playout(self, game, state, me, my_side, command, seed, evidence, model, horizon, models, styles, evil, programs=False):
        seen.append(programs)
        return 0.5

    monkeypatch.setattr(search.Searcher, "_playout", playout)
    return seen


def _plan(view: dict, kind: str):
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
    table = Table(view)
    default = player._decide(view, table, view["legal"], kind)
    return player._candidates(table, view["legal"], kind, default)


def _decisive_vote_at_resistance_7():
    """Three proposals rejected: the fourth's vote comes near the hammer (a decisive vote)."""
    state = resistance_table(ROLES_7)
    for leader in range(3):
        drive(RES, state, [(leader, {"kind": "propose_team", "team": [leader, leader + 1]}), *all_vote(7, approve=False)])
    drive(RES, state, [(3, {"kind": "propose_team", "team": [0, 3]})])
    return state


def test_a_resistance_7_spys_decisive_vote_is_searched_and_takes_the_playouts_best():
    state = _decisive_vote_at_resistance_7()
    candidates, worlds, horizon, margin = _plan(RES.view(state, 2), "vote")  # seat 2: a spy
    assert {c["approve"] for c in candidates} == {True, False}
    assert (worlds, horizon, margin) == (player_module.WORLDS_AT_7, None, 0.0)


def test_a_resistance_7_good_seats_decisive_vote_is_searched_by_a_fixed_margin(monkeypatch):
    state = _decisive_vote_at_resistance_7()
    candidates, worlds, horizon, margin = _plan(RES.view(state, 1), "vote")  # seat 1: resistance
    assert {c["approve"] for c in candidates} == {True, False}
    assert (worlds, horizon, margin) == (16, None, 0.05)
    monkeypatch.setattr(player_module, "GOOD_VOTE_MARGIN_AT", frozenset())
    assert _plan(RES.view(state, 1), "vote")[3] is None  # searched, by the two-error rule


def test_a_good_searcher_seats_the_programs_only_where_listed(monkeypatch):
    """Resistance 7's good searcher plays its playouts against the styles' programs; at 5, or with the
    row gone, against the style tables (a spy's playouts seat the programs everywhere up to 7)."""
    seen = _record_programs(monkeypatch)
    assert _resistance_choose(7, evil=False, seen=seen) == {True}
    assert _resistance_choose(5, evil=False, seen=seen) == {False}
    assert _resistance_choose(5, evil=True, seen=seen) == {True}
    monkeypatch.setattr(search, "GOOD_PROGRAMS_AT", frozenset())
    assert _resistance_choose(7, evil=False, seen=seen) == {False}


def _resistance_choose(players: int, evil: bool, seen: list) -> set:
    seen.clear()
    roles = ROLES_7 if players == 7 else ["resistance", "spy", "resistance", "resistance", "spy"]
    state = resistance_table(roles)
    me = next(s for s, role in enumerate(roles) if (role == "spy") == evil)
    return _choose(RES, state, me, "argmax-resistance", seen)


def test_only_the_listed_decisions_take_the_playouts_best(monkeypatch):
    state = _decisive_vote_at_resistance_7()
    monkeypatch.setattr(player_module, "ARGMAX_SPIES_AT", frozenset())
    assert _plan(RES.view(state, 2), "vote")[3] is None  # searched, by the two-error rule


def test_a_spys_decisions_listed_by_margin_override_on_a_mean_gain_above_it(monkeypatch):
    """player.SPY_MARGIN_AT: a spy's searched decision overrides hard's when its playouts win by more
    than SPY_MARGIN (the playouts' best, ARGMAX_SPIES_AT, comes first)."""
    state = _decisive_vote_at_resistance_7()
    monkeypatch.setattr(player_module, "ARGMAX_SPIES_AT", frozenset())
    monkeypatch.setattr(player_module, "SPY_MARGIN_AT", frozenset({("resistance", 7, "vote")}))
    assert _plan(RES.view(state, 2), "vote")[3] == player_module.SPY_MARGIN > 0
    assert _plan(RES.view(state, 1), "vote")[3] == player_module.GOOD_VOTE_MARGIN  # a good seat's: GOOD_VOTE_MARGIN_AT's
    monkeypatch.setattr(player_module, "ARGMAX_SPIES_AT", frozenset({("resistance", 7, "vote")}))
    assert _plan(RES.view(state, 2), "vote")[3] == 0.0


def test_a_spys_searched_votes_take_more_worlds_only_where_listed(monkeypatch):
    """player.SPY_WORLDS_AT: a spy's searched vote there is played out in SPY_WORLDS worlds; a good seat's keeps WORLDS_AT_7."""
    state = _decisive_vote_at_resistance_7()
    monkeypatch.setattr(player_module, "SPY_WORLDS_AT", frozenset())
    assert _plan(RES.view(state, 2), "vote")[1] == player_module.WORLDS_AT_7
    monkeypatch.setattr(player_module, "SPY_WORLDS_AT", frozenset({("resistance", 7)}))
    assert _plan(RES.view(state, 2), "vote")[1] == player_module.SPY_WORLDS != player_module.WORLDS_AT_7
    assert _plan(RES.view(state, 1), "vote")[1] == player_module.WORLDS_AT_7


def test_avalon_evil_searches_with_the_programs_only_where_listed(monkeypatch):
    """Not shipped (s45-a7p: at Avalon 7 the programs and the playouts' best lost 0.020 to the expert at home),
    kept as a knob for screens: where listed, Avalon's evil searcher seats the programs; elsewhere the usual player."""
    seen = _record_programs(monkeypatch)
    assert not search.AVALON_EVIL_PROGRAMS_AT
    assert _avalon_choose(7, evil=True, seen=seen) == {False}
    monkeypatch.setattr(search, "AVALON_EVIL_PROGRAMS_AT", frozenset({7}))
    assert _avalon_choose(7, evil=True, seen=seen) == {True}
    assert _avalon_choose(5, evil=True, seen=seen) == {False}
    assert _avalon_choose(7, evil=False, seen=seen) == {True}  # a good searcher's, by search.GOOD_PROGRAMS_AT
    assert _avalon_choose(5, evil=False, seen=seen) == {False}  # ... listed at 7 only: at 5 the style tables


def _avalon_choose(players: int, evil: bool, seen: list) -> set:
    seen.clear()
    config = dict(AVALON.presets()[f"recommended-{players}"])
    state = AVALON.new_game(config, "argmax-avalon")
    side = AVALON.evil if evil else AVALON.good
    me = next(s for s in range(players) if state.sides[s] == side)
    return _choose(AVALON, state, me, "argmax-avalon", seen)


def _choose(game, state, me: int, seed: str, seen: list) -> set:
    """One searched vote from `me`'s view; which kind of playouts it ran, as `seen` recorded them."""
    view = game.view(state, me)
    skill = LEVEL_SKILLS["expert"]
    player = MissionPlayer(skill, seat_rng(seed, me))
    table = Table(view)
    worlds = player.worlds(table)
    player.worlds(table, public=True)
    searcher = search.Searcher(skill, random.Random(2), MissionPlayer)
    yes, no = {"kind": "vote", "approve": True}, {"kind": "vote", "approve": False}
    searcher.choose(game, view, [no], yes, worlds, player.evidence, player.model, 8)
    assert seen
    return set(seen)


def test_a_spys_cover_vote_is_searched_only_where_listed(monkeypatch):
    """player.SPY_EVERY_VOTE_AT: a spy's vote off the deciding points (a mixed cover vote, cover.py) is searched
    there too, by the playouts' best where ARGMAX_SPIES_AT holds, at a table of strangers (or anywhere with
    SPY_EVERY_VOTE_HOME); elsewhere the mixed vote stands."""
    state = resistance_table(ROLES_7)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]})])  # the first proposal: nothing decisive
    monkeypatch.setattr(player_module, "SPY_EVERY_VOTE_AT", frozenset())
    assert _plan(RES.view(state, 2), "vote") is None
    monkeypatch.setattr(player_module, "SPY_EVERY_VOTE_AT", frozenset({("resistance", 7)}))
    monkeypatch.setattr(MissionPlayer, "home_chance", lambda self, table: 0.1)  # a table of strangers
    candidates, worlds, horizon, margin = _plan(RES.view(state, 2), "vote")
    assert {c["approve"] for c in candidates} == {True, False}
    assert (worlds, horizon, margin) == (player_module.WORLDS_AT_7, None, 0.0)
    assert _plan(RES.view(state, 1), "vote") is None  # a good seat's first vote stands
    monkeypatch.setattr(MissionPlayer, "home_chance", lambda self, table: 0.9)  # a table of our own level
    assert _plan(RES.view(state, 2), "vote") is None
    monkeypatch.setattr(player_module, "SPY_EVERY_VOTE_HOME", True)
    assert _plan(RES.view(state, 2), "vote") is not None
