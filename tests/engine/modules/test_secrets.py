"""What modules reveal reaches only its seats: an investigation's answer, the Dummy Agent's choice,
and who the Spy Hunter is during the early-accusation window (DESIGN.md, "Hidden information")."""
from helpers import assert_indistinguishable

from .scenario import GAME, HUNTER_7, new

DUMMY_7 = ["spy_chief", "spy_hunter", "spy", "resistance_chief", "resistance_hunter", "dummy_agent", "resistance"]
PLAIN_7 = ["spy_chief", "spy_hunter", "spy", "resistance_chief", "resistance_hunter", "resistance", "dummy_agent"]


def first_mission():
    """Mission 1 with a Chief Fail, everyone passes the early window, seat 6 investigates seat 5."""
    c = [(0, {"kind": "propose_team", "team": [0, 2]}), (0, {"kind": "give_investigator", "to": 6})]
    c += [(seat, {"kind": "vote", "approve": True}) for seat in range(7)]
    c += [(0, {"kind": "mission_card", "card": "chief_fail"}), (2, {"kind": "mission_card", "card": "success"})]
    c += [(seat, {"kind": "pass"}) for seat in range(7)]
    c += [(6, {"kind": "investigate", "target": 5}), (5, {"kind": "hunter_answer", "card": "not_chief"})]
    return c


def test_the_dummy_agent_cannot_be_told_from_a_plain_resistance_member():
    # Seats 5 and 6 swap Dummy Agent and plain Resistance; everyone else sees the same game.
    for seat in (0, 1, 3, 4):
        assert_indistinguishable(GAME, new(DUMMY_7, hunter=True, dummy_agent=True),
                                 new(PLAIN_7, hunter=True, dummy_agent=True), seat, first_mission())


def test_the_early_window_does_not_show_who_the_spy_hunter_is():
    # Seats 1 (Spy Hunter / spy) and 2 (spy / Spy Hunter) swap; a Resistance seat must see no difference.
    swapped = ["spy_chief", "spy", "spy_hunter", *HUNTER_7[3:]]
    for seat in (3, 4, 5):
        assert_indistinguishable(GAME, new(HUNTER_7, hunter=True), new(swapped, hunter=True), seat, first_mission())


def test_the_answer_goes_to_the_investigator_only():
    answers = {}
    for roles in (DUMMY_7, PLAIN_7):
        state = new(roles, hunter=True, dummy_agent=True)
        for seat, command in first_mission()[:-1]:
            GAME.apply(state, seat, command)
        legal = GAME.legal(state, 5)[0]["params"]["card"]["of"]
        GAME.apply(state, 5, {"kind": "hunter_answer", "card": legal[0]})
        answers[tuple(roles)] = [GAME.view(state, seat)["knowledge"] for seat in range(7)]
    dummy, plain = answers[tuple(DUMMY_7)], answers[tuple(PLAIN_7)]
    assert dummy[6][-1]["card"] == "resistance_chief" and plain[6][-1]["card"] == "not_chief"
    assert all(dummy[seat] == plain[seat] for seat in (0, 1, 2, 3, 4))
