"""The Assassin module: Commander, Assassin and the optional roles; the shot (REFERENCE.md §5.3, §6b #6)."""
import pytest

from desktop.engine.core import ConfigError, Reject, Rejected

from .scenario import GAME, act, new

# 8 players: spies 0-2 (assassin, false commander, deep cover), Resistance 3-7.
ROLES_8 = ["assassin", "false_commander", "deep_cover", "commander", "body_guard", "resistance", "resistance", "resistance"]
OPTIONS_8 = {"assassin_module": True, "body_guard": True, "false_commander": True, "deep_cover": True}
# 7 players with the Blind Spy.
ROLES_7 = ["assassin", "blind_spy", "spy", "commander", "resistance", "resistance", "resistance"]


def sides_seen(state, seat):
    return sorted(f["seat"] for f in state.knowledge[seat] if f["fact"] == "side" and f["source"] == "reveal")


def test_the_commander_knows_the_spies_but_deep_cover():
    state = new(ROLES_8, **OPTIONS_8)
    assert sides_seen(state, 3) == [0, 1]


def test_the_body_guard_sees_both_commanders_without_knowing_which():
    state = new(ROLES_8, **OPTIONS_8)
    assert list(state.knowledge[4][1:]) == [{"fact": "candidates", "seats": [1, 3], "roles": ["commander", "false_commander"],
                                       "source": "reveal"}]


def test_deep_cover_is_a_known_spy_to_the_spies():
    state = new(ROLES_8, **OPTIONS_8)
    assert sides_seen(state, 0) == [1, 2] and sides_seen(state, 2) == [0, 1]


def test_the_blind_spy_and_the_spies_do_not_know_each_other_but_the_commander_sees_it():
    state = new(ROLES_7, assassin_module=True, blind_spy=True)
    assert sides_seen(state, 1) == []
    assert sides_seen(state, 0) == [2] and sides_seen(state, 2) == [0]
    assert sides_seen(state, 3) == [0, 1, 2]


def win_three(state):
    for team in ([3, 4], [3, 4, 5], [3, 4, 5]):
        act(state, state.leader, "propose_team", team=team)
        for seat in sorted(GAME.pending(state)):
            act(state, seat, "vote", approve=True)
        for seat in sorted(GAME.pending(state)):
            act(state, seat, "mission_card", card="success")


def test_after_three_successes_the_assassin_shoots_and_may_not_name_a_known_spy():
    state = new(ROLES_7, leader=3, assassin_module=True, blind_spy=True)
    win_three(state)
    assert state.phase == "assassination" and GAME.pending(state) == {0: "assassinate"}
    assert GAME.view(state, 5)["waiting_for"] == [0]
    assert GAME.legal(state, 0)[0]["params"]["target"]["of"] == [1, 3, 4, 5, 6]  # not self, not spy 2
    with pytest.raises(Rejected) as error:
        act(state, 0, "assassinate", target=2)
    assert error.value.code == Reject.NOT_ELIGIBLE_TARGET
    act(state, 0, "assassinate", target=3)
    assert GAME.outcome(state)["winner"] == "spies" and GAME.outcome(state)["reason"] == "commander_assassinated"


def test_a_missed_shot_leaves_the_win_to_the_resistance():
    state = new(ROLES_7, leader=3, assassin_module=True, blind_spy=True)
    win_three(state)
    act(state, 0, "assassinate", target=4)
    assert GAME.outcome(state)["winner"] == "resistance" and GAME.outcome(state)["reason"] == "assassination_missed"


def test_three_fails_win_for_the_spies_without_a_shot():
    state = new(ROLES_7, leader=3, assassin_module=True, blind_spy=True)
    for team in ([0, 3], [0, 3, 4], [0, 3, 4]):
        act(state, state.leader, "propose_team", team=team)
        for seat in sorted(GAME.pending(state)):
            act(state, seat, "vote", approve=True)
        for seat in sorted(GAME.pending(state)):
            act(state, seat, "mission_card", card="fail" if seat == 0 else "success")
    assert GAME.outcome(state)["reason"] == "three_fails"


@pytest.mark.parametrize("role", ["body_guard", "false_commander", "deep_cover", "blind_spy"])
def test_an_optional_role_needs_the_module(role):
    with pytest.raises(ConfigError) as error:
        GAME.validate_config({"players": 8, "options": {role: True}})
    assert error.value.code == "needs_option" and "Assassin module" in error.value.message


def test_more_spy_roles_than_spies_is_refused():
    with pytest.raises(ConfigError) as error:
        GAME.validate_config({"players": 5, "options": {"assassin_module": True, "false_commander": True, "deep_cover": True}})
    assert error.value.code == "too_many_evil_roles"
