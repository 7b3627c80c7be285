"""The Hunter module: chiefs, Chief Fail, the investigator, the accusations (REFERENCE.md §5.4)."""
from collections import Counter

import pytest

from desktop.engine.core import Reject, Rejected

from .scenario import GAME, HUNTER_5, HUNTER_7, act, all_pass, fact_sources, investigate, new, run_mission


@pytest.mark.parametrize("players, res_chiefs, spy_chiefs", [(5, 1, 1), (7, 1, 1), (8, 2, 1), (10, 2, 2)])
def test_chiefs_per_player_count(players, res_chiefs, spy_chiefs):
    config, _ = GAME.validate_config({"players": players, "options": {"hunter": True}})
    deck = Counter(GAME.role_deck(config))
    assert deck["resistance_chief"] == res_chiefs and deck["spy_chief"] == spy_chiefs
    assert deck["resistance_hunter"] == deck["spy_hunter"] == 1


def test_resistance_chiefs_know_each_other_and_the_coordinator():
    roles = ["spy_chief", "spy_hunter", "spy", "resistance_chief", "resistance_chief", "resistance_hunter",
             "coordinator", "resistance"]
    state = new(roles, hunter=True, coordinator=True)
    assert [(f["seat"], f["role"]) for f in fact_sources(state, 3, "reveal")[1:]] == [(4, "resistance_chief"), (6, "coordinator")]
    assert fact_sources(state, 6, "reveal")[1:] == []  # the Coordinator knows nothing


def test_spies_know_the_spy_chief_and_the_deep_agent_knows_nobody():
    roles = ["spy_chief", "spy_hunter", "deep_agent", "resistance_chief", "resistance_hunter", "resistance", "resistance"]
    state = new(roles, hunter=True, deep_agent=True)
    facts = fact_sources(state, 1, "reveal")[1:]
    assert {"fact": "role", "seat": 0, "role": "spy_chief", "side": "spies", "source": "reveal"} in facts
    assert {"fact": "role", "seat": 2, "role": "deep_agent", "side": "spies", "source": "reveal"} in facts
    assert fact_sources(state, 2, "reveal")[1:] == []


def test_with_the_pretender_the_spies_see_two_possible_deep_agents():
    roles = ["spy_chief", "spy_hunter", "deep_agent", "resistance_chief", "resistance_hunter", "pretender", "resistance"]
    state = new(roles, hunter=True, deep_agent=True, pretender=True)
    facts = fact_sources(state, 0, "reveal")
    assert {"fact": "candidates", "seats": [2, 5], "roles": ["deep_agent", "pretender"], "source": "reveal"} in facts
    assert all(f.get("seat") != 2 for f in facts)


def test_at_7_a_spy_chief_fails_with_a_chief_fail_the_table_can_see():
    state = new(HUNTER_7, hunter=True)
    act(state, 0, "propose_team", team=[0, 5])
    act(state, 0, "give_investigator", to=6)
    for seat in range(7):
        act(state, seat, "vote", approve=True)
    assert GAME.legal(state, 0)[0]["params"]["card"]["of"] == ["success", "chief_fail"]
    act(state, 0, "mission_card", card="chief_fail")
    act(state, 5, "mission_card", card="success")
    assert state.missions[0]["result"] == "fail" and state.missions[0]["special"] == {"chief_fail": 1}


def test_at_5_a_spy_chief_plays_a_plain_fail():
    state = new(HUNTER_5, hunter=True)
    act(state, 0, "propose_team", team=[0, 4])
    act(state, 0, "give_investigator", to=2)
    for seat in range(5):
        act(state, seat, "vote", approve=True)
    assert GAME.legal(state, 0)[0]["params"]["card"]["of"] == ["success", "fail"]


def test_the_investigator_token_goes_to_someone_off_the_team_and_not_the_leader():
    state = new(HUNTER_7, hunter=True)
    act(state, 0, "propose_team", team=[0, 5])
    assert GAME.legal(state, 0)[0]["params"]["to"]["of"] == [1, 2, 3, 4, 6]
    with pytest.raises(Rejected) as error:
        act(state, 0, "give_investigator", to=5)
    assert error.value.code == Reject.NOT_ELIGIBLE_TARGET
    act(state, 0, "give_investigator", to=6)
    assert GAME.view(state, 3)["hunter"]["investigator"] == 6


def test_after_a_failure_the_investigator_investigates_and_only_they_see_the_answer():
    state = new(HUNTER_7, hunter=True)
    run_mission(state, [0, 5], fails=(0,), investigator=6)
    all_pass(state)  # the early accusation window
    assert GAME.pending(state) == {6: "investigate"}
    assert GAME.legal(state, 6)[0]["params"]["target"]["of"] == [1, 2, 3, 4]  # not self, not the team
    act(state, 6, "investigate", target=3)
    assert GAME.pending(state) == {3: "hunter_answer"}
    assert GAME.legal(state, 3)[0]["params"]["card"]["of"] == ["resistance_chief"]
    act(state, 3, "hunter_answer", card="resistance_chief")
    assert fact_sources(state, 6, "investigation") == [
        {"fact": "hunter_card", "seat": 3, "card": "resistance_chief", "round": 0, "source": "investigation"}]
    shown = [e for e in state.events if e.kind == "hunter_card_shown"]
    assert [e.audience for e in shown] == [(6, 3)]
    assert all("resistance_chief" not in str(e.data) for e in state.events if e.kind == "investigation_answered")
    assert all(not fact_sources(state, seat, "investigation") for seat in range(6))


def test_after_a_success_the_leader_investigates():
    state = new(HUNTER_7, leader=3, hunter=True)
    run_mission(state, [3, 5], investigator=6)
    assert GAME.pending(state) == {3: "investigate"}


def test_loyalty_cards_at_5_6_and_the_dummy_agent_answering_either_way():
    roles = ["spy_chief", "spy_hunter", "resistance_chief", "resistance_hunter", "dummy_agent"]
    state = new(roles, leader=2, hunter=True, dummy_agent=True)
    run_mission(state, [2, 3], investigator=4)
    act(state, 2, "investigate", target=4)
    assert GAME.legal(state, 4)[0]["params"]["card"]["of"] == ["chief", "not_chief"]
    act(state, 4, "hunter_answer", card="chief")
    assert fact_sources(state, 2, "investigation")[0]["card"] == "chief"


def test_no_investigator_on_the_fifth_mission():
    state = new(HUNTER_7, leader=3, hunter=True)
    for team, fails in (([3, 5], ()), ([0, 3, 5], (0,)), ([4, 5, 6], ()), ([0, 1, 3, 4], (0, 1))):
        run_mission(state, team, fails=fails, investigator=[s for s in range(7) if s not in team and s != state.leader][0])
        if state.phase == "hunter_early_accusation":
            all_pass(state)
        investigate(state, [s for s in GAME.legal(state, next(iter(GAME.pending(state))))[0]["params"]["target"]["of"]][0])
    act(state, state.leader, "propose_team", team=[3, 4, 5, 6])
    assert state.phase == "vote"


def fail_three_at_7(state):
    """Three failed missions with plain spy fails (no Chief Fail: no early window)."""
    for team in ([2, 5], [2, 5, 6], [2, 5, 6]):
        run_mission(state, team, fails=(2,), investigator=[s for s in (3, 4, 1) if s != state.leader][0])
        if state.phase == "investigate":
            investigate(state, next(s for s in (1, 3, 4, 0) if s not in team and s not in GAME.pending(state)))


def test_third_failure_the_spy_hunter_reveals_and_a_right_accusation_wins():
    state = new(HUNTER_7, hunter=True)
    fail_three_at_7(state)
    assert state.phase == "hunter_accusation" and GAME.pending(state) == {1: "accuse"}
    assert {"fact": "role", "seat": 1, "role": "spy_hunter", "side": "spies", "source": "hunter_revealed"} in state.knowledge[5]
    act(state, 1, "accuse", target=3)
    assert GAME.outcome(state)["winner"] == "spies" and GAME.outcome(state)["reason"] == "chief_found"


def test_a_wrong_accusation_turns_the_failure_into_a_success_and_play_goes_on():
    state = new(HUNTER_7, hunter=True)
    fail_three_at_7(state)
    act(state, 1, "accuse", target=5)
    assert GAME.outcome(state) is None
    assert state.missions[2]["result"] == "success" and state.missions[2]["flipped_from"] == "fail"
    assert [e.kind for e in state.events if e.kind in ("accusation", "mission_result_changed")] == ["accusation", "mission_result_changed"]


def test_third_success_the_resistance_hunter_accuses_the_spy_chief():
    state = new(HUNTER_7, leader=3, hunter=True)
    for team in ([3, 5], [3, 5, 6], [4, 5, 6]):
        run_mission(state, team, investigator=[s for s in (2, 1, 0) if s != state.leader][0])
        if state.phase == "investigate":
            investigate(state, next(s for s in (2, 1, 0) if s not in GAME.pending(state)))
    assert GAME.pending(state) == {4: "accuse"}
    assert 4 not in GAME.legal(state, 4)[0]["params"]["target"]["of"]
    act(state, 4, "accuse", target=2)
    assert state.missions[2]["result"] == "fail"  # wrong: the success becomes a failure
    assert GAME.outcome(state) is None


def test_early_accusation_at_7_asks_everyone_but_only_the_spy_hunter_may_accuse():
    state = new(HUNTER_7, hunter=True)
    run_mission(state, [0, 5], fails=(0,), investigator=6)  # a Chief Fail shows
    assert state.phase == "hunter_early_accusation"
    assert sorted(GAME.pending(state)) == list(range(7))
    assert [s["kind"] for s in GAME.legal(state, 1)] == ["accuse", "pass"]
    assert all([s["kind"] for s in GAME.legal(state, seat)] == ["pass"] for seat in (0, 2, 3, 4, 5, 6))
    for seat in (0, 2, 3, 4, 5, 6):
        act(state, seat, "pass")
    assert GAME.view(state, 3)["waiting_for"] == list(range(7))
    act(state, 1, "accuse", target=3)
    assert GAME.outcome(state)["reason"] == "chief_found"


def test_no_early_window_at_7_when_no_chief_failed():
    state = new(HUNTER_7, hunter=True)
    run_mission(state, [2, 5], fails=(2,), investigator=6)
    assert state.phase == "investigate"


def test_early_accusation_at_5_opens_after_any_failure_but_needs_a_spy_chiefs_fail():
    state = new(HUNTER_5, hunter=True)
    run_mission(state, [1, 4], fails=(1,), investigator=2)  # the Spy Hunter failed, not the Spy Chief
    assert state.phase == "hunter_early_accusation"
    assert [s["kind"] for s in GAME.legal(state, 1)] == ["pass"]
    all_pass(state)
    investigate(state, 0)
    run_mission(state, [0, 3, 4], fails=(0,), investigator=2)
    assert [s["kind"] for s in GAME.legal(state, 1)] == ["accuse", "pass"]


def test_an_early_wrong_accusation_is_used_up_and_turns_the_failure_over():
    state = new(HUNTER_7, hunter=True)
    run_mission(state, [0, 5], fails=(0,), investigator=6)
    for seat in (0, 2, 3, 4, 5, 6):
        act(state, seat, "pass")
    act(state, 1, "accuse", target=4)
    assert state.missions[0]["result"] == "success" and state.phase == "investigate"
    assert GAME.view(state, 3)["hunter"]["early_accusation_used"] and GAME.view(state, 3)["hunter"]["revealed"] == {"1": "spy_hunter"}
    investigate(state, 3)
    run_mission(state, [0, 5, 6], fails=(0,), investigator=3)  # another Chief Fail: no second early window
    assert state.phase == "investigate"


def test_a_hunter_cannot_accuse_the_same_player_twice():
    state = new(HUNTER_7, hunter=True)
    fail_three_at_7(state)
    act(state, 1, "accuse", target=5)  # wrong: play goes on
    while state.phase != "hunter_accusation":
        seat = min(GAME.pending(state))
        spec = GAME.legal(state, seat)[0]
        kind = spec["kind"]
        if kind == "propose_team":
            act(state, seat, kind, team=[2, 6, 5, 4, 3][: GAME.team_sizes(7)[state.round]])
        elif kind == "mission_card":
            act(state, seat, kind, card=spec["params"]["card"]["of"][-1])
        else:
            act(state, seat, kind, **{k: v["of"][0] for k, v in spec["params"].items()})
    assert GAME.pending(state) == {1: "accuse"}
    assert 5 not in GAME.legal(state, 1)[0]["params"]["target"]["of"]
