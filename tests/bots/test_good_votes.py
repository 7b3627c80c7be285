"""The good side's vote (good.approve): which teams hard holds out against for its own lead."""
import random

from desktop.bots.mission import good
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import Worlds
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]
# Seat 0's belief over the spy pairs among seats 1-4: team [1, 2] is clean (spies 3 and 4) 35% of the
# time; the next leader, seat 4, is nearly surely a spy; seat 0's own team [0, 2] would be 85% clean.
BELIEF = {(3, 4): 0.35, (2, 4): 0.1, (1, 4): 0.45, (2, 3): 0.05, (1, 3): 0.05}


def _worlds():
    return Worlds(5, [(sum(1 << s for s in seats), seats) for seats in BELIEF], list(BELIEF.values()))


def _table(missions_played: int) -> Table:
    state = resistance_table(["resistance", "resistance", "resistance", "spy", "spy"], leader=1)
    teams = [[1, 2], [2, 3, 4]][:missions_played]
    for leader, team in zip((1, 2), teams):
        drive(RES, state, [(leader, {"kind": "propose_team", "team": team}), *all_vote(5)])
        drive(RES, state, [(seat, {"kind": "mission_card", "card": "success"}) for seat in team])
    leader = 1 + missions_played
    drive(RES, state, [(leader, {"kind": "propose_team", "team": [1, 2]})])  # missions 1 and 3 take two
    table = Table(RES.view(state, 0))
    assert table.successes == missions_played and good._lead_before_hammer(table)
    return table


def test_hard_holds_out_for_its_own_lead_only_on_the_first_mission():
    """Team [1, 2], 34% clean, with seat 0 leading before the hammer: on the first mission (nothing
    read yet) hard rejects it for its own 85% team; on the third it is compared with what the next
    leader would send (under 10% clean) and approved."""
    hard = LEVEL_SKILLS["hard"]
    first, third = _table(0), _table(2)
    assert third.team == [1, 2] and first.team == [1, 2]
    worlds = _worlds()
    score = good.team_score(worlds, 0b110, 1)
    assert good.FLOOR <= score < good.GOOD_ENOUGH
    assert not good.approve(first, worlds, hard, random.Random(0))
    assert good.approve(third, worlds, hard, random.Random(0))



AVALON_TEN = ["percival", "merlin", "morgana", "tristan", "isolde", "assassin", "mordred", "oberon",
              "loyal_servant", "loyal_servant"]


def _avalon_ten_vote():
    """Avalon at 10 (recommended roles), the first proposal put to the vote: seat 3's team [3, 4, 5],
    off Percival (seat 0) and off his pair (seats 1 and 2)."""
    avalon = GAMES["avalon"]
    options = dict(avalon.presets()["recommended-10"]["options"], roles=AVALON_TEN, first_leader=3)
    config, _ = avalon.validate_config({"players": 10, "options": options})
    state = avalon.new_game(config, "floor")
    drive(avalon, state, [(3, {"kind": "propose_team", "team": [3, 4, 5]})])
    return avalon, state


def test_at_ten_players_a_seat_that_knows_seats_rejects_a_team_under_the_floor_a_plain_seat_does_not():
    """Before any mission, three unknown seats are all good about 12% of the time, and so is the team
    a rejection brings: a plain servant (seat 8) approves it as no worse than the alternative;
    Percival, whose belief rests on knowing his pair, holds it to FLOOR and rejects it."""
    from desktop.bots.mission.worlds import DEFAULT_MODEL, build_worlds

    avalon, state = _avalon_ten_vote()
    hard = LEVEL_SKILLS["hard"]
    votes = {}
    for seat in (0, 8):
        table = Table(avalon.view(state, seat))
        assert table.team == [3, 4, 5] and table.vote_track == 0
        worlds = build_worlds(table, DEFAULT_MODEL, mission_evidence=True)
        public = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, public=True)
        assert worlds.team_odds(1 << 3 | 1 << 4 | 1 << 5, 1)[0] < good.FLOOR
        votes[AVALON_TEN[seat]] = good.approve(table, worlds, hard, random.Random(0), public, None)
        assert good.floor_applies(table) == (seat == 0)
    assert votes == {"percival": False, "loyal_servant": True}
    # A spy's cover vote stands for a plain good seat's: no floor for it at 10 either.
    assert not good.floor_applies(Table(avalon.view(state, 5)))


def test_normal_judges_a_team_where_its_vote_decides_at_ten_players_only():
    """10 players, seat 0 good and off the team [1, 4, 8]: in the likelier world seat 4 is a spy, but
    then the four spies back the team and it passes whatever seat 0 votes; it hangs on seat 0 only in
    the world where it is clean. Normal, like hard, approves there (its plain comparison, 40% clean
    against a 60% alternative, rejects); at 5 players it keeps the plain comparison."""
    from dataclasses import replace

    from desktop.bots.mission.worlds import DEFAULT_MODEL

    roles = ["resistance"] * 4 + ["spy"] * 4 + ["resistance"] * 2
    state = resistance_table(roles, leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 4, 8]})])
    table = Table(RES.view(state, 0))
    spies_with_4, spies_with_2 = (4, 5, 6, 7), (2, 5, 6, 7)
    worlds = Worlds(10, [(sum(1 << s for s in seats), seats) for seats in (spies_with_4, spies_with_2)], [0.6, 0.4])
    pure = {(evil, dirty, on, hammer): (0.98 if dirty else 0.02) if evil else (0.75 if dirty else 0.85)
            for evil in (True, False) for dirty in (True, False) for on in (True, False) for hammer in (True, False)}
    model = replace(DEFAULT_MODEL, approve=pure)
    normal = LEVEL_SKILLS["normal"]
    assert good.approve(table, worlds, normal, random.Random(0), None, model)
    assert not good.approve(table, worlds, replace(normal, decisive_votes=False), random.Random(0), None, model)
    assert not good.judges_where_vote_decides(_table(0), normal)
    assert good.judges_where_vote_decides(_table(0), LEVEL_SKILLS["hard"])


def _ten_votes(game, state):
    """Leader 3 sends [3, 4, 5]; seats 0-2 and 8 reject it, the others approve (it passes, 6 to 4)."""
    drive(game, state, [(3, {"kind": "propose_team", "team": [3, 4, 5]}),
                        *[(seat, {"kind": "vote", "approve": seat not in (0, 1, 2, 8)}) for seat in range(10)]])
    return Table(game.view(state, 8))


def _posterior_by_hand(leader: int, team: set[int], me: int, players: int = 10, evil: int = 4) -> list[float]:
    """Each seat's chance of being evil from one proposal, by enumerating every evil set: with the usual
    player's chances (worlds.PlayModel's defaults), an evil leader sends a team with a spy 92% of the
    time, a good one 35%."""
    from itertools import combinations

    weights = {}
    for spies in combinations([s for s in range(players) if s != me], evil):
        dirty = bool(team & set(spies))
        p = 0.92 if leader in spies else 0.35
        weights[spies] = p if dirty else 1 - p
    total = sum(weights.values())
    return [sum(w for spies, w in weights.items() if seat in spies) / total for seat in range(players)]


def test_normal_reads_proposals_in_avalon_at_eight_to_ten_players_only():
    """A plain servant (seat 8) at Avalon 10 weighs the first team as the usual player's: its leader is
    likelier evil, the seats it left out likelier good (and the votes are not read). At Resistance 10
    the same play leaves normal's belief where the missions put it: every unknown seat 4 in 9."""
    from desktop.bots.mission.player import MissionPlayer

    normal = LEVEL_SKILLS["normal"]
    avalon = GAMES["avalon"]
    options = dict(avalon.presets()["recommended-10"]["options"], roles=AVALON_TEN, first_leader=3)
    table = _ten_votes(avalon, avalon.new_game(avalon.validate_config({"players": 10, "options": options})[0], "v"))
    expected = _posterior_by_hand(3, {3, 4, 5}, me=8)
    odds = MissionPlayer(normal, random.Random(0)).worlds(table).spy_probability()
    assert max(abs(a - b) for a, b in zip(odds, expected)) < 1e-6, (odds, expected)
    assert expected[3] > 4 / 9 + 0.15 and expected[9] < 4 / 9  # the proposal says something

    res = GAMES["resistance"]
    state = resistance_table(["spy"] * 3 + ["resistance"] * 6 + ["spy"], leader=3)
    odds = MissionPlayer(normal, random.Random(0)).worlds(_ten_votes(res, state)).spy_probability()
    assert all(abs(odds[seat] - (0.0 if seat == 8 else 4 / 9)) < 1e-9 for seat in range(10)), odds
