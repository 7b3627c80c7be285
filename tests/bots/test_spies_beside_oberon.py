"""Spies who see each other share a two-fail mission even when one spy is hidden from them (Oberon, §3.2).

With Oberon in play the Assassin and Morgana see each other but not him. They must still fail the
two-fail mission as a pair, and a spy leader sends both. Only a spy who sees no other spy (Oberon
himself) plays blind: he fails a one-fail mission and cannot share a two-fail one.
"""
import random

from desktop.bots.mission import evil
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import DEFAULT_MODEL, build_worlds
from desktop.bots.skill import LEVEL_SKILLS
from tests.engine.avalon.scenario import GAME, new, propose, run_mission, vote_all

# Seats: 0 Merlin, 1-3 servants, 4 Assassin, 5 Morgana, 6 Oberon.
ROLES = ["merlin", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "morgana", "oberon"]


def card_of(state, seat: int, level: str = "hard") -> str:
    view = GAME.view(state, seat)
    cards = [rule for spec in view["legal"] if spec["kind"] == "mission_card" for rule in spec["params"]["card"]["of"]]
    return evil.mission_card(Table(view), LEVEL_SKILLS[level], cards)


def on_mission(team, before=()):
    state = new(ROLES)
    for earlier, fails in before:
        run_mission(state, earlier, fails=fails)
    propose(state, team)
    vote_all(state, True)
    return state


def test_with_a_spy_hidden_each_spy_aboard_fails_a_one_fail_mission():
    """Measured, not derived: against partners who follow no seat rule, leaving the fail to the lowest
    seen seat lost a point (benchmarks/README.md, "Spies beside Oberon")."""
    state = on_mission([4, 5])
    for level in ("normal", "hard"):
        assert (card_of(state, 4, level), card_of(state, 5, level)) == ("fail", "fail")


def test_two_spies_who_see_each_other_both_fail_the_two_fail_mission():
    # Missions 1-3: a success, a fail, a success; the fourth needs two fails at seven players.
    state = on_mission([0, 1, 4, 5], before=[([0, 1], ()), ([0, 1, 4], (4,)), ([0, 1, 2], ())])
    assert GAME.view(state, 4)["fails_needed"][3] == 2
    for level in ("normal", "hard"):
        assert (card_of(state, 4, level), card_of(state, 5, level)) == ("fail", "fail")


def test_oberon_fails_a_one_fail_mission_himself_and_cannot_share_a_two_fail_one():
    assert card_of(on_mission([1, 6]), 6) == "fail"
    state = on_mission([0, 1, 5, 6], before=[([0, 1], ()), ([0, 1, 4], (4,)), ([0, 1, 2], ())])
    assert card_of(state, 6) == "success"


def test_a_spy_leader_who_sees_his_partner_sends_both_on_the_two_fail_mission():
    """The covered team (the plain pick with just enough spies) holds the two a two-fail mission needs."""
    state = new(ROLES, leader=0)
    for team, fails in [([0, 1], ()), ([0, 1, 4], (4,)), ([0, 1, 2], ())]:
        run_mission(state, team, fails=fails)
    while state.leader != 4:  # reject teams until the Assassin leads mission 4
        propose(state, [0, 1, 2, 3])
        vote_all(state, False)
    table = Table(GAME.view(state, 4))
    public = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, public=True)  # the covered team's base
    for seed in range(5):
        _, team = evil.propose(table, LEVEL_SKILLS["hard"], public, random.Random(seed), [3])
        assert {4, 5} <= set(team)
