"""The variants of §1.6: Targeting, leader-must-approve, the auto-approved fifth proposal."""
import pytest

from desktop.engine.core import Reject, Rejected

from .scenario import GAME, new, play_cards, propose, reject_round, run_mission, vote_all


def missions_offered(state):
    return sorted(spec["params"]["mission"]["of"][0] for spec in GAME.legal(state, state.leader))


def test_targeting_lets_the_leader_pick_any_unplayed_mission_but_five():
    state = new(5, targeting=True)
    assert missions_offered(state) == [0, 1, 2, 3]
    run_mission(state, [2, 3, 4], mission=3)  # mission 4 first: team size 3
    assert state.missions[3]["result"] == "success"
    assert missions_offered(state) == [0, 1, 2]


def test_targeting_team_size_follows_the_chosen_mission():
    state = new(5, targeting=True)
    with pytest.raises(Rejected) as error:
        propose(state, [0, 1], mission=1)  # mission 2 needs 3
    assert error.value.code == Reject.WRONG_SIZE


def test_targeting_mission_five_only_after_two_successes():
    state = new(5, targeting=True)
    with pytest.raises(Rejected) as error:
        propose(state, [2, 3, 4], mission=4)
    assert error.value.code == Reject.MISSION_UNAVAILABLE
    run_mission(state, [2, 3], mission=0)
    assert 4 not in missions_offered(state)
    run_mission(state, [2, 3], mission=2)
    assert 4 in missions_offered(state)


def test_targeting_a_rejected_proposal_does_not_use_the_mission():
    state = new(5, targeting=True)
    propose(state, [2, 3, 4], mission=3)
    vote_all(state, False)
    assert 3 in missions_offered(state)


def test_targeting_each_mission_once_and_the_two_fail_rule_stays_with_slot_four():
    state = new(7, spies=(0, 1, 2), targeting=True)
    run_mission(state, [0, 1, 3, 4], mission=3, fails=[0])  # slot 4 at 7 players: one fail is not enough
    assert state.missions[3]["result"] == "success"
    with pytest.raises(Rejected) as error:
        propose(state, [0, 1, 3, 4], mission=3)
    assert error.value.code == Reject.MISSION_UNAVAILABLE


def test_targeting_never_deadlocks_at_two_all():
    """§1.6 #9: at 2-2, mission 5 (or the one unplayed of 1-4) is offered."""
    state = new(5, spies=(0, 1), targeting=True)
    run_mission(state, [2, 3], mission=0)
    run_mission(state, [0, 2, 3], mission=1, fails=[0])
    run_mission(state, [2, 3], mission=2)
    run_mission(state, [0, 2, 3], mission=3, fails=[0])
    assert missions_offered(state) == [4]


def test_leader_approves_is_off_by_default():
    state = new(5)
    propose(state, [0, 1])
    assert 0 in GAME.pending(state)


def test_leader_approves_fixes_the_leaders_vote():
    """§1.6, §6 #5: the leader is not asked; the vote counts as Approve."""
    state = new(5, leader_approves=True)
    propose(state, [0, 1])
    assert 0 not in GAME.pending(state)
    vote_all(state, {1: True, 2: True, 3: False, 4: False})
    assert state.vote_history[-1]["votes"]["0"] is True
    assert state.vote_history[-1]["approved"] is True


def test_fifth_proposal_goes_to_a_vote_by_default():
    state = new(5)
    reject_round(state, 4)
    propose(state, [0, 1])
    assert state.phase == "vote"


def test_auto_approved_fifth_proposal():
    """§1.6, §3.10: after four rejections the fifth team goes without a vote."""
    state = new(5, auto_approve_hammer=True)
    reject_round(state, 4)
    propose(state, [2, 3])
    assert state.phase == "mission"
    assert state.vote_history[-1] == {**state.vote_history[-1], "approved": True, "votes": None}
    play_cards(state)
    assert state.missions[0]["result"] == "success"
