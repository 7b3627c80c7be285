"""The gauntlet's Morgana who poses as Merlin for Percival (desktop/bots/gauntlet/mission.py): the
cautious and deceiver styles, holding Morgana with Percival in play, name suspects as a Merlin names
the evil seats he sees and vote, lead and fail as that Merlin would, off the deciding points."""
from desktop.bots.gauntlet import StyleBot
from desktop.bots.mission.reading import Table
from desktop.bots.runner import seat_rng
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive

AVALON = GAMES["avalon"]
ROLES = ["morgana", "merlin", "percival", "loyal_servant", "assassin"]  # Morgana 0, her partner 4
GOOD = {1, 2, 3}


def _state(roles=ROLES, leader=1):
    in_play = sorted(set(roles) - {"loyal_servant", "minion"})
    return AVALON.new_game({"players": len(roles), "options": {"roles": roles, "first_leader": leader,
                                                                "roles_in_play": in_play}}, "s")


def _bot(style, seat=0):
    return StyleBot("avalon", seat, seat_rng("morgana", seat), style)


def _suspects(style, roles=ROLES):
    state = _state(roles)
    return sorted(_bot(style).player.suspects(Table(AVALON.view(state, 0))))


def _vote_on(style, team, roles=ROLES):
    state = _state(roles)
    drive(AVALON, state, [(1, {"kind": "propose_team", "team": sorted(team)})])
    return _bot(style).decide(AVALON.view(state, 0))["approve"]


def test_the_framing_morgana_names_as_many_good_seats_as_merlin_sees_and_the_busing_one_a_partner():
    framed = _suspects("cautious")
    assert len(framed) == 2 and set(framed) <= GOOD  # Merlin sees both evil seats at 5
    bused = _suspects("deceiver")
    assert len(bused) == 2 and 4 in bused and len(set(bused) & GOOD) == 1
    assert _bot("reader").player.morgana_poses is None  # the other styles play her as any evil seat


def test_the_posing_morgana_rejects_a_team_holding_a_suspect_and_backs_one_without():
    suspect = _suspects("cautious")[0]
    plain = next(s for s in sorted(GOOD) if s not in _suspects("cautious"))
    assert _vote_on("cautious", [suspect, plain]) is False
    assert _vote_on("cautious", [plain, 4]) is True  # her partner aboard, no suspect: her Merlin backs it
    # Without Percival in play there is nobody to fool: the cautious evil seat backs the first team
    # as its resistance self would from the public record (nothing known: every team alike).
    roles = ["morgana", "merlin", "loyal_servant", "loyal_servant", "assassin"]
    assert _vote_on("cautious", [suspect, plain], roles) is True


def test_the_posing_morgana_fails_only_where_a_suspect_rides_with_her():
    cards = {}
    for mate in sorted(GOOD):
        state = _state()
        drive(AVALON, state, [(1, {"kind": "propose_team", "team": sorted([0, mate])}), *all_vote(5)])
        view = AVALON.view(state, 0)
        bot = _bot("cautious")
        cards[mate] = (mate in bot.player.suspects(Table(view)), bot.decide(view)["card"])
    # With a suspect aboard her Merlin's world explains the fail (the suspect failed it); alone with a
    # seat she calls good a fail would unmask her. (The cautious evil seat never fails mission one.)
    assert {named for named, _ in cards.values()} == {True, False}
    assert all(card == ("fail" if named else "success") for named, card in cards.values())


def test_the_posing_morgana_stops_posing_once_the_next_mission_decides_the_game():
    state = _state()
    bot = _bot("cautious")
    suspects = bot.player.suspects(Table(AVALON.view(state, 0)))
    plain = next(s for s in sorted(GOOD) if s not in suspects)
    for leader in (1, 2):  # two successes on clean teams of good seats
        team = sorted(GOOD - {leader})[:2] if leader != 2 else [1, 2, 3]
        drive(AVALON, state, [(leader, {"kind": "propose_team", "team": team}), *all_vote(5)])
        drive(AVALON, state, [(s, {"kind": "mission_card", "card": "success"}) for s in team])
    # Mission 3 (two of five): a team of a suspect and her partner, which her Merlin would reject;
    # with good one success from winning she backs it, as evil (her partner can fail it).
    leader = AVALON.view(state, 0)["leader"]
    team = sorted([suspects[0], 4])
    drive(AVALON, state, [(leader, {"kind": "propose_team", "team": team})])
    view = AVALON.view(state, 0)
    assert Table(view).successes == 2 and plain not in team
    assert bot.decide(view)["approve"] is True


def test_percival_bench_seats_the_posing_morgana_and_turns_her_off():
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    bench = [sys.executable, str(root / "benchmarks" / "percival_bench.py"), "--games", "3", "--seed", "t"]
    posing = subprocess.run(bench + ["--morgana", "cautious"], capture_output=True, text=True, timeout=120, check=True).stdout
    plain = subprocess.run(bench + ["--morgana", "cautious", "--plain-morgana"], capture_output=True, text=True,
                           timeout=120, check=True).stdout
    assert "Morgana cautious" in posing and "by game (3)" in posing
    assert posing != plain  # the same deals, played with and without her pose
