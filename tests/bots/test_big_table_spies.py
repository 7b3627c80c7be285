"""At 8-10 players normal's spy leaders send the team a good leader would send from what the table
sees, plus just enough spies (hard's cover_teams); at 5-7 they keep their plain pick (issue #17 item 6)."""
import random
from dataclasses import replace

from desktop.bots.mission import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]


def _spy_leads_after_a_clean_mission(roles, first_team):
    """The first leader (the last seat) sends `first_team`, it succeeds; seat 0, a spy, leads next."""
    players = len(roles)
    state = resistance_table(roles, leader=players - 1)
    drive(RES, state, [(players - 1, {"kind": "propose_team", "team": first_team}), *all_vote(players)])
    drive(RES, state, [(seat, {"kind": "mission_card", "card": "success"}) for seat in first_team])
    view = RES.view(state, 0)
    assert view["leader"] == 0 and view["you"]["side"] == "spies"
    return Table(view), view["legal"]


def _teams(skill, table, specs, seeds=range(12)):
    return {tuple(MissionPlayer(skill, random.Random(seed)).propose(table, specs)["team"]) for seed in seeds}


def test_normal_spy_leader_at_ten_sends_the_trusted_team_with_itself():
    # Seats 4, 5 and 6 passed mission 1: to a table that reads missions they are the trusted seats, so a
    # good leader in seat 0 would send itself and them; the spy leader is aboard, one fail is enough.
    table, specs = _spy_leads_after_a_clean_mission(["spy"] * 4 + ["resistance"] * 6, [4, 5, 6])
    normal = LEVEL_SKILLS["normal"]
    assert _teams(normal, table, specs) == {(0, 4, 5, 6)}
    # Without it: itself and three random seats it knows are good (1 in 20 is that team).
    assert len(_teams(replace(normal, cover_teams=False), table, specs)) > 1


def test_normal_spy_leader_at_seven_keeps_its_plain_pick():
    # At 7 (below cover_teams_players) the plain pick: itself and random seats. Lowering the gate to 7
    # gives the trusted team, itself and the two seats that passed mission 1. (At 5-6 a spy leader at a
    # table seen to read only the missions sends random seats at every level: evil._plain_table.)
    table, specs = _spy_leads_after_a_clean_mission(["spy"] * 3 + ["resistance"] * 4, [4, 5])
    normal = LEVEL_SKILLS["normal"]
    assert len(_teams(normal, table, specs)) > 1  # not always the trusted (0, 4, 5)
    assert _teams(replace(normal, cover_teams_players=7), table, specs) == {(0, 4, 5)}
