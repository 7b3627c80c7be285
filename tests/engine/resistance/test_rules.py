"""One test per rule of The Resistance (REFERENCE.md §1)."""
import pytest

from desktop.engine.resistance.rules import SPIES, TEAM_SIZES

from .scenario import GAME, new, play_cards, propose, reject_round, run_mission, vote_all


@pytest.mark.parametrize("players, spies", [(5, 2), (6, 2), (7, 3), (8, 3), (9, 3), (10, 4)])
def test_spy_count_per_player_count(players, spies):
    """§1.1, §6 #1: 2,2,3,3,3,4 spies."""
    state = GAME.new_game({"players": players}, seed=players)
    assert state.roles.count("spy") == spies == SPIES[players]
    assert state.roles.count("resistance") == players - spies


@pytest.mark.parametrize("players", range(5, 11))
def test_team_size_per_mission(players):
    """§1.2: the proposal must have exactly the mission's team size, mission by mission."""
    expected = {5: (2, 3, 2, 3, 3), 6: (2, 3, 4, 3, 4), 7: (2, 3, 3, 4, 4), 8: (3, 4, 4, 5, 5), 9: (3, 4, 4, 5, 5), 10: (3, 4, 4, 5, 5)}
    assert TEAM_SIZES[players] == expected[players]
    state = new(players, spies=range(SPIES[players]))
    for mission in range(3):
        [legal] = GAME.legal(state, state.leader)
        assert legal["params"]["team"]["size"] == expected[players][mission]
        run_mission(state, range(expected[players][mission]))


@pytest.mark.parametrize("players, fails, result", [(7, 1, "success"), (7, 2, "fail"), (10, 1, "success"), (6, 1, "fail"), (5, 1, "fail")])
def test_mission_four_needs_two_fails_at_seven_or_more(players, fails, result):
    """§1.2: with 7+ players mission 4 fails only on two Fail cards; below 7, one is enough."""
    spies = range(SPIES[players])
    state = new(players, spies=spies)
    sizes = TEAM_SIZES[players]
    run_mission(state, range(sizes[0]), fails=[0])  # 1 fail
    run_mission(state, range(players - sizes[1], players))  # success
    run_mission(state, range(players - sizes[2], players))  # success
    run_mission(state, range(sizes[3]), fails=list(spies)[:fails])
    assert state.missions[3]["fails"] == fails
    assert state.missions[3]["result"] == result


def test_one_fail_fails_other_missions():
    state = new(7, spies=(0, 1, 2))
    run_mission(state, [0, 3], fails=[0])
    assert state.missions[0]["result"] == "fail"


@pytest.mark.parametrize("approvals, approved", [(3, False), (4, True), (2, False)])
def test_team_needs_a_strict_majority_and_a_tie_rejects(approvals, approved):
    """§1.4 step 3, §6 #3: with 6 players, 3 approvals is a tie and rejects."""
    state = new(6)
    propose(state, [0, 1])
    vote_all(state, {seat: seat < approvals for seat in range(6)})
    assert state.vote_history[-1]["approved"] is approved
    assert state.phase == ("mission" if approved else "propose")


def test_leader_passes_clockwise_after_every_proposal():
    """§1.4: rejected or approved, the next proposal has the next seat as leader."""
    state = new(5, leader=3)
    propose(state, [0, 1])
    vote_all(state, False)
    assert state.leader == 4
    propose(state, [0, 1])
    vote_all(state, True)
    play_cards(state)
    assert state.leader == 0 and state.round == 1


def test_five_rejections_in_a_round_win_for_the_spies():
    """§1.4 step 5, §1.5."""
    state = new(5)
    reject_round(state, 4)
    assert GAME.outcome(state) is None and state.vote_track == 4
    reject_round(state, 1)
    assert GAME.outcome(state) == {"winner": "spies", "winning_seats": [0, 1], "reason": "five_rejections"}
    assert GAME.pending(state) == {}


def test_vote_track_resets_each_round():
    """§1.4 step 6: rejections count per round."""
    state = new(5)
    reject_round(state, 4)
    run_mission(state, [2, 3])
    assert state.vote_track == 0 and state.round == 1
    reject_round(state, 4)
    assert GAME.outcome(state) is None


def test_three_successes_win_for_the_resistance_at_once():
    """§1.5: the game ends the moment a side has three; missions left over are not played."""
    state = new(5, spies=(0, 1))
    run_mission(state, [2, 3])
    run_mission(state, [2, 3, 4])
    run_mission(state, [3, 4])
    assert GAME.outcome(state)["winner"] == "resistance"
    assert GAME.outcome(state)["reason"] == "three_successes"
    assert state.missions[3] is None and GAME.pending(state) == {}


def test_three_fails_win_for_the_spies():
    state = new(5, spies=(0, 1))
    run_mission(state, [0, 2], fails=[0])
    run_mission(state, [1, 2, 3], fails=[1])
    run_mission(state, [0, 4], fails=[0])
    assert GAME.outcome(state) == {"winner": "spies", "winning_seats": [0, 1], "reason": "three_fails"}


def test_resistance_must_play_success_and_spies_may_choose():
    """§1.4 mission step 1."""
    state = new(5, spies=(0,  1))
    propose(state, [0, 2])
    vote_all(state, True)
    assert GAME.legal(state, 2)[0]["params"]["card"]["of"] == ["success"]
    assert GAME.legal(state, 0)[0]["params"]["card"]["of"] == ["success", "fail"]


def test_mission_cards_are_revealed_as_counts_only():
    """§1.4 mission step 2: nobody learns who played which card — not in views, not in events."""
    state = new(5, spies=(0, 1))
    run_mission(state, [0, 1, 2][:2], fails=[0])
    result = [e for e in GAME.events_for(state, None) if e["kind"] == "mission_result"][0]
    assert result["fails"] == 1 and result["successes"] == 1
    forbidden = {"cards", "card", "played"}
    for viewer in [None, 2, 3, 4, 1]:
        view = GAME.view(state, viewer)
        assert not forbidden & set(view)
        assert not forbidden & set(view["missions"][0])
        for event in GAME.events_for(state, viewer):
            assert not forbidden & set(event), event
    # The spy who failed remembers their own card; the other team member does not learn it.
    assert {"fact": "played", "mission": 0, "card": "fail", "source": "self"} in GAME.view(state, 0)["knowledge"]
    assert not any(f["fact"] == "played" and f["card"] == "fail" for f in GAME.view(state, 1)["knowledge"])


def test_spies_see_each_other_and_the_resistance_sees_nobody():
    """§1.3: the spies' reveal."""
    state = new(7, spies=(1, 4, 6))
    spy_view = GAME.view(state, 4)
    assert {(f["seat"], f["side"]) for f in spy_view["knowledge"] if f["fact"] == "side"} == {(1, "spies"), (6, "spies")}
    resistance_view = GAME.view(state, 0)
    assert [f for f in resistance_view["knowledge"] if f["fact"] != "role"] == []
    assert resistance_view["evil_count"] == 3


def test_blind_spies_skip_the_reveal():
    """§1.6 Blind Spies, §6 #7."""
    state = new(7, spies=(1, 4, 6), blind_spies=True)
    assert [f["fact"] for f in GAME.view(state, 4)["knowledge"]] == ["role"]


def test_first_leader_is_chosen_by_chance_and_recorded():
    state = GAME.new_game({"players": 8}, seed="leader")
    assert ("first_leader", state.first_leader) in state.rng.chance_log
    assert any(label == "deal_roles" for label, _ in state.rng.chance_log)


def test_same_seed_same_game():
    a = GAME.new_game({"players": 9}, seed=42)
    b = GAME.new_game({"players": 9}, seed=42)
    assert a.roles == b.roles and a.first_leader == b.first_leader
