"""The expert's search draws its worlds from its own generator, so a search that keeps the hard choice
leaves the rest of the expert's game exactly as hard plays it (the paired arena then measures only the
decisions the search changes, not a reshuffled random stream)."""
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from desktop.bots import arena
from desktop.bots.mission import good, search
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.runner import play, seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES

RES = GAMES["resistance"]


def _commands_of(level: str, deal: arena.Deal) -> tuple[list[dict], object]:
    field = arena.seat_players(deal, arena.GAUNTLET)
    players = deal.config["players"]
    bots = [arena.make_player(RES.name, level if seat == deal.seat else field[seat], seat, seat_rng(deal.seed, seat))
            for seat in range(players)]
    measured = bots[deal.seat]
    if level == "expert":  # the search alone, without the expert's own (unsearched) team rule
        measured.skill = replace(LEVEL_SKILLS["expert"], electable_teams=False)
        measured.player = MissionPlayer(measured.skill, measured.rng)
    commands: list[dict] = []
    play(RES, deal.config, deal.seed, bots, on_command=lambda state, who, command: who == deal.seat and commands.append(command))
    return commands, measured.player


def test_a_search_that_keeps_the_hard_choice_leaves_the_game_as_hard_plays_it(monkeypatch):
    """A gauntlet deal at 7 players where the measured seat is a spy whose mixed votes draw from its
    generator after its searches (found by playing 16 deals: with the search sharing the seat's
    generator, this one's commands differed from hard's)."""
    monkeypatch.setattr(search, "_clearly_better", lambda rows, count, margin=None: 0)  # never override
    deal = arena.make_deal(RES, {"players": 7, "options": {}}, "rd", 7)
    assert deal.side == "spies"
    hard, _ = _commands_of("hard", deal)
    expert, player = _commands_of("expert", deal)
    assert player.searcher is not None and player.searcher.last["plays"] > 0  # it did search
    assert expert == hard


def _first_proposal_where_the_electable_team_differs():
    """A gauntlet deal at 7 players (seed el, deal 6, the measured seat good, played by hard) and the
    first view where it leads and good.electable_team picks another team than hard's."""
    deal = arena.make_deal(RES, {"players": 7, "options": {}}, "el", 6)
    field = arena.seat_players(deal, arena.GAUNTLET)
    bots = [arena.make_player(RES.name, "hard" if seat == deal.seat else field[seat], seat, seat_rng(deal.seed, seat)) for seat in range(7)]
    views = []
    measured = bots[deal.seat].decide
    bots[deal.seat].decide = lambda view: (view["legal"][0]["kind"] == "propose_team" and views.append(view)) or measured(view)
    play(RES, deal.config, deal.seed, bots)
    assert deal.side == "resistance"
    for view in views:
        table = Table(view)
        player = MissionPlayer(LEVEL_SKILLS["hard"], random.Random(0))
        worlds = player.worlds(table)
        hard_team = good.propose(table, worlds, LEVEL_SKILLS["hard"], random.Random(0), [table.slot])[1]
        electable = good.propose(table, worlds, LEVEL_SKILLS["expert"], random.Random(0), [table.slot])[1]
        if hard_team != electable:
            return view, hard_team
    raise AssertionError("no proposal where the electable team differs")


def test_the_expert_leads_hards_team_at_resistance_7():
    """There the electable team lost whole games to hard's (player.HARD_TEAMS_AT): the expert's
    unsearched proposal is hard's team."""
    view, hard_team = _first_proposal_where_the_electable_team_differs()
    expert = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
    assert expert._decide(view, Table(view), view["legal"], "propose_team")["team"] == hard_team


def test_the_search_generator_is_the_same_in_every_process():
    """It is derived from the seat's generator's state, which must not depend on the process (the
    state's last element is None, whose hash in Python 3.11 is its address)."""
    code = ("import random; from desktop.bots.mission.player import MissionPlayer; from desktop.bots.skill import LEVEL_SKILLS; "
            "print(MissionPlayer(LEVEL_SKILLS['expert'], random.Random('seat')).search_rng.random())")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    draws = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout for _ in range(3)}
    assert len(draws) == 1
