"""One test per rejection code, and the promise that a rejected command changes nothing."""
import pytest

from desktop.engine.core import OMNISCIENT, Reject, Rejected

from .helpers_local import canonical_state
from .scenario import GAME, new, propose, run_mission, vote_all


def rejected(state, seat, command) -> Rejected:
    before = canonical_state(state)
    with pytest.raises(Rejected) as error:
        GAME.apply(state, seat, command)
    assert canonical_state(state) == before, "a rejected command changed the game"
    return error.value


def test_game_over():
    state = new(5)
    for _ in range(5):
        propose(state, [0, 1])
        vote_all(state, False)
    assert rejected(state, 0, {"kind": "vote", "approve": True}).code == Reject.GAME_OVER


@pytest.mark.parametrize("seat", [-1, 5, 99, "0", None, True])
def test_not_a_seat(seat):
    assert rejected(new(5), seat, {"kind": "propose_team", "team": [0, 1]}).code == Reject.NOT_A_SEAT


def test_not_pending():
    state = new(5, leader=0)
    assert rejected(state, 1, {"kind": "propose_team", "team": [0, 1]}).code == Reject.NOT_PENDING


def test_a_vote_is_final():
    """§6b #3: a second vote from the same seat is refused; nothing changes before the reveal."""
    state = new(5)
    propose(state, [0, 1])
    GAME.apply(state, 2, {"kind": "vote", "approve": True})
    assert rejected(state, 2, {"kind": "vote", "approve": False}).code == Reject.NOT_PENDING


@pytest.mark.parametrize("command", [None, 7, "vote", [], {"approve": True}, {"kind": 3}])
def test_malformed(command):
    state = new(5)
    propose(state, [0, 1])
    assert rejected(state, 2, command).code == Reject.MALFORMED


def test_unknown_command():
    state = new(5)
    assert rejected(state, 0, {"kind": "vote", "approve": True}).code == Reject.UNKNOWN_COMMAND


def test_missing_parameter():
    assert rejected(new(5), 0, {"kind": "propose_team"}).code == Reject.MISSING_PARAMETER


def test_unexpected_parameter():
    assert rejected(new(5), 0, {"kind": "propose_team", "team": [0, 1], "mission": 2}).code == Reject.UNEXPECTED_PARAMETER


@pytest.mark.parametrize("value", [1, 0, "yes", None, [True]])
def test_not_allowed(value):
    """Votes are booleans only: 1 is not True."""
    state = new(5)
    propose(state, [0, 1])
    assert rejected(state, 3, {"kind": "vote", "approve": value}).code == Reject.NOT_ALLOWED


def test_wrong_size():
    assert rejected(new(5), 0, {"kind": "propose_team", "team": [0, 1, 2]}).code == Reject.WRONG_SIZE


def test_duplicate_choice():
    assert rejected(new(5), 0, {"kind": "propose_team", "team": [1, 1]}).code == Reject.DUPLICATE_CHOICE


@pytest.mark.parametrize("team", [[0, 5], [-1, 2]])
def test_not_a_candidate(team):
    assert rejected(new(5), 0, {"kind": "propose_team", "team": team}).code == Reject.NOT_A_CANDIDATE


@pytest.mark.parametrize("team", [[0, "1"], "01", [0.0, 1]])
def test_team_must_be_a_list_of_seats(team):
    assert rejected(new(5), 0, {"kind": "propose_team", "team": team}).code == Reject.MALFORMED


def test_must_play_success():
    state = new(5, spies=(0, 1))
    propose(state, [0, 2])
    vote_all(state, True)
    assert rejected(state, 2, {"kind": "mission_card", "card": "fail"}).code == Reject.MUST_PLAY_SUCCESS


def test_mission_unavailable():
    state = new(5, targeting=True)
    run_mission(state, [2, 3], mission=0)
    assert rejected(state, state.leader, {"kind": "propose_team", "team": [2, 3], "mission": 0}).code == Reject.MISSION_UNAVAILABLE


def test_rejection_reports_the_parameter():
    error = rejected(new(5), 0, {"kind": "propose_team", "team": [0, 1, 2]})
    assert error.to_data() == {"code": "wrong_size", "params": {"param": "team", "size": 2}}


def test_spy_and_resistance_get_the_same_rejection_for_the_same_mistake():
    """Error replies must not differ by hidden role (DESIGN.md leak channels)."""
    state = new(5, spies=(0, 1))
    propose(state, [0, 2])
    vote_all(state, True)
    for seat in (0, 2):
        assert rejected(state, seat, {"kind": "mission_card", "card": "maybe"}).code in (Reject.NOT_ALLOWED, Reject.MUST_PLAY_SUCCESS)
    assert rejected(state, 3, {"kind": "mission_card", "card": "fail"}).code == Reject.NOT_PENDING
    assert rejected(state, 1, {"kind": "mission_card", "card": "fail"}).code == Reject.NOT_PENDING


def test_omniscient_view_is_unchanged_by_rejection():
    state = new(5)
    before = GAME.view(state, OMNISCIENT)
    with pytest.raises(Rejected):
        GAME.apply(state, 0, {"kind": "propose_team", "team": [0, 9]})
    assert GAME.view(state, OMNISCIENT) == before
