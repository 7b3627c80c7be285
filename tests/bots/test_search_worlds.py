"""The expert's search plays its candidates out in worlds drawn from its belief (search.py)."""
import random
from collections import Counter

from desktop.bots.mission import player as player_module
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.mission.search import Searcher, _allocated, _clearly_better, dealt, evil_mask
from desktop.bots.runner import make_bots
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from desktop.engine.core import route_events
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]


def test_worlds_are_shared_out_by_the_belief_to_within_one():
    sets = [(0b0011, (0, 1)), (0b0101, (0, 2)), (0b1001, (0, 3))]
    for seed in range(20):
        counts = Counter(_allocated(sets, [0.7, 0.2, 0.1], 10, random.Random(seed)))
        assert counts == {0b0011: 7, 0b0101: 2, 0b1001: 1}
        counts = Counter(_allocated(sets, [0.5, 0.3, 0.2], 7, random.Random(seed)))
        assert sum(counts.values()) == 7
        for (mask, _), weight in zip(sets, [0.5, 0.3, 0.2]):
            assert abs(counts[mask] - 7 * weight) < 1.0


def _views_mid_game(game, config: dict, seat: int, seed: str):
    """The views `seat` gets at its votes and proposals in one all-hard game."""
    players = config["players"]
    bots = make_bots(game, ["hard"] * players, seed)
    state, seen, views = game.new_game(config, seed), 0, []
    while game.outcome(state) is None:
        if len(state.events) > seen:
            _public, by_seat = route_events(state.events, players, since=seen)
            seen = len(state.events)
            for bot, new in zip(bots, by_seat):
                if new:
                    bot.observe(new)
        current = min(game.pending(state))
        view = game.view(state, current)
        if current == seat and view.get("pending") in ("vote", "propose_team"):
            views.append(view)
        game.apply(state, current, bots[current].decide(view))
    return views


def test_a_dealt_world_has_the_chosen_spies_and_shows_the_seat_exactly_what_it_saw():
    """Every evil set the seat's belief allows is dealt, and the dealt world's view for that seat is
    the seat's own view, byte for byte: the search never plays on a world the seat could rule out."""
    cases = [(RES, {"players": 7, "options": {}}, 2), (GAMES["avalon"], GAMES["avalon"].presets()["recommended-7"], 3)]
    for game, config, seat in cases:
        for view in _views_mid_game(game, config, seat, "dealt")[::3]:
            player = MissionPlayer(LEVEL_SKILLS["hard"], random.Random(0))
            masks = [mask for mask, _seats in player.worlds(Table(view)).sets]
            for mask in masks[:6]:
                world = dealt(game, view, mask, random.Random(mask))
                assert world is not None and evil_mask(game, world) == mask
                assert game.view(world, seat) == view


def test_the_search_plays_each_evil_set_as_often_as_its_belief_says():
    """A belief that puts 0.8 on one spy set gets about 0.8 of the playouts there (sampling deals
    evenly and weighing them would have given that set about one world in its number of sets)."""
    roles = ["resistance", "spy", "resistance", "resistance", "spy", "resistance", "spy"]
    state = resistance_table(roles)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 2]}), *all_vote(7)])
    view = RES.view(state, 3)
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
    table = Table(view)
    worlds = player.worlds(table)
    player.worlds(table, public=True)
    top = 0b1010010  # seats 1, 4 and 6: the true spies
    index = next(i for i, (mask, _seats) in enumerate(worlds.sets) if mask == top)
    worlds.weights = [0.8 if i == index else 0.2 / (len(worlds.sets) - 1) for i in range(len(worlds.sets))]
    played: list[int] = []
    searcher = Searcher(LEVEL_SKILLS["expert"], random.Random(5), MissionPlayer, clock=lambda: 0.0)
    searcher._playout = lambda game, state, *args: played.append(evil_mask(game, state)) or 0.5
    searcher.choose(RES, view, [{"kind": "vote", "approve": False}], {"kind": "vote", "approve": True}, worlds,
                    player.evidence, player.model, worlds_wanted=20)
    assert len(played) == 40  # 20 worlds, two candidates each
    assert Counter(played)[top] == 32


def test_a_margin_overrides_on_a_mean_gain_the_two_error_rule_calls_noise():
    """24 worlds, the candidate wins 4 and loses 1: +0.125 a world, but its standard error is 0.09,
    so the two-error rule keeps the default and a 0.05 margin takes the candidate."""
    rows = [(1.0, [0.0, 1.0])] * 4 + [(1.0, [1.0, 0.0])] + [(1.0, [0.5, 0.5])] * 19
    assert _clearly_better(rows, 2) == 0
    assert _clearly_better(rows, 2, margin=0.05) == 1
    assert _clearly_better(rows, 2, margin=0.2) == 0


def test_a_seven_player_good_leader_compares_more_teams_than_hard_and_others_two(monkeypatch):
    """At 7 players the search weighs the hard team against the most trusted others (all four teams of
    two from its pool of four seats), in 24 worlds and by the 0.05 margin; at 5 and 10 against the two
    most trusted teams, by the two-error rule. A 7-player spy leader is not searched at all. (The first
    mission's 7-player good team is not searched either, player.FIRST_UNRANKED: lifted here to see the
    candidates on the first mission's small teams.)"""
    shipped_unranked = player_module.FIRST_UNRANKED
    assert ("resistance", 7, "propose_team", False) in shipped_unranked
    monkeypatch.setattr(player_module, "FIRST_UNRANKED", frozenset())
    cases = {5: (["resistance", "resistance", "spy", "resistance", "spy"], (1, 2), 18, None),
             7: (["resistance", "resistance", "spy", "resistance", "spy", "resistance", "spy"], (3, 4), 24, 0.05),
             10: (["resistance", "resistance", "spy", "resistance", "spy", "resistance", "spy", "spy", "resistance", "resistance"], (1, 2), 9, None)}
    for players, (roles, teams, worlds, margin) in cases.items():
        state = resistance_table(roles)
        size = RES.view(state, 0)["team_sizes"][0]
        drive(RES, state, [(0, {"kind": "propose_team", "team": list(range(size))}), *all_vote(players, approve=False)])
        view = RES.view(state, 1)  # seat 1, good, leads the second proposal
        player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
        table = Table(view)
        default = player._decide(view, table, view["legal"], "propose_team")
        candidates, wanted, horizon, rule = player._candidates(table, view["legal"], "propose_team", default)
        assert (wanted, horizon, rule) == (worlds, None, margin), players
        assert teams[0] <= len(candidates) <= teams[1], players
        assert default not in candidates and len({tuple(c["team"]) for c in candidates}) == len(candidates)
        if players == 7:
            with monkeypatch.context() as shipped:  # as shipped, the first mission's good team is not searched
                shipped.setattr(player_module, "FIRST_UNRANKED", shipped_unranked)
                assert player._candidates(table, view["legal"], "propose_team", default) is None
        if players == 7:  # a spy leader's team is not searched (player.UNRANKED)
            drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 3]}), *all_vote(players, approve=False)])
            spy_view = RES.view(state, 2)  # seat 2, a spy, leads the third
            spy = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
            spy_table = Table(spy_view)
            plan = spy._candidates(spy_table, spy_view["legal"], "propose_team", spy._decide(spy_view, spy_table, spy_view["legal"], "propose_team"))
            assert plan is None
