"""The command pipeline: `check` gives a Checked, `apply` trusts it, `legal` is built once per state."""
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import Reject, Rejected, random_command

RESISTANCE = GAMES["resistance"]


def started(players=5):
    return RESISTANCE.new_game({"players": players, "options": {"first_leader": 0}}, "check")


def test_check_gives_an_immutable_clean_command():
    state = started()
    checked = RESISTANCE.check(state, 0, {"kind": "propose_team", "team": [3, 1]})
    assert (checked.seat, checked.kind, checked.params) == (0, "propose_team", (("team", (3, 1)),))
    assert checked.command() == {"kind": "propose_team", "team": [3, 1]}
    with pytest.raises(AttributeError):
        checked.kind = "vote"  # type: ignore[misc]


@pytest.mark.parametrize("seat, command, code", [
    (5, {"kind": "propose_team", "team": [0, 1]}, Reject.NOT_A_SEAT),
    ("0", {"kind": "propose_team", "team": [0, 1]}, Reject.NOT_A_SEAT),
    (1, {"kind": "propose_team", "team": [0, 1]}, Reject.NOT_PENDING),
    (1, "nonsense", Reject.NOT_PENDING),  # the seat guard comes before the command's shape
    (0, "nonsense", Reject.MALFORMED),
    (0, {"kind": "vote", "approve": True}, Reject.UNKNOWN_COMMAND),
    (0, {"kind": "propose_team"}, Reject.MISSING_PARAMETER),
    (0, {"kind": "propose_team", "team": [0, 1], "x": 1}, Reject.UNEXPECTED_PARAMETER),
    (0, {"kind": "propose_team", "team": [0, 0]}, Reject.DUPLICATE_CHOICE),
    (0, {"kind": "propose_team", "team": [0]}, Reject.WRONG_SIZE),
    (0, {"kind": "propose_team", "team": [0, 7]}, Reject.NOT_A_CANDIDATE),
])
def test_check_refuses_with_the_guard_order_of_apply(seat, command, code):
    state = started()
    with pytest.raises(Rejected) as by_check:
        RESISTANCE.check(state, seat, command)
    with pytest.raises(Rejected) as by_apply:
        RESISTANCE.apply(state, seat, command)
    assert by_check.value.code == by_apply.value.code == code
    assert state.commands == []


def test_game_over_comes_first():
    state = started()
    state.finished = {"winner": "spies"}
    with pytest.raises(Rejected) as error:
        RESISTANCE.check(state, 99, None)
    assert error.value.code == Reject.GAME_OVER


def test_apply_trusts_a_checked_of_this_state(monkeypatch):
    state = started()
    checked = RESISTANCE.check(state, 0, {"kind": "propose_team", "team": [0, 1]})
    monkeypatch.setattr(type(RESISTANCE), "check", lambda *a: pytest.fail("validated again"))
    RESISTANCE.apply(state, 0, checked)
    assert state.commands == [(0, {"kind": "propose_team", "team": [0, 1]})]


def test_a_stale_checked_is_checked_again():
    state = started()
    checked = RESISTANCE.check(state, 0, {"kind": "propose_team", "team": [0, 1]})
    RESISTANCE.apply(state, 0, checked)
    with pytest.raises(Rejected) as error:  # the same Checked again: the leader owes a vote now
        RESISTANCE.apply(state, 0, checked)
    assert error.value.code == Reject.UNKNOWN_COMMAND
    vote = RESISTANCE.check(state, 2, {"kind": "vote", "approve": True})
    RESISTANCE.apply(state, 3, vote)  # another seat's Checked is checked for the seat applying it
    assert state.commands[-1] == (3, {"kind": "vote", "approve": True})
    assert 2 in RESISTANCE.pending(state)


def test_a_raw_command_still_applies():
    state = started()
    RESISTANCE.apply(state, 0, {"kind": "propose_team", "team": [0, 1]})
    assert state.phase == "vote"


@pytest.mark.parametrize("name, players", [("resistance", 5), ("avalon", 7), ("bodyguard", 5)])
def test_legal_is_built_once_per_state_change_and_seat(monkeypatch, name, players):
    game = GAMES[name]
    built: list[tuple[int, int]] = []

    def counted(compute):
        def counting(self, *args):
            state, seat = args[-2:]  # (state, seat), or a step's (game, state, seat)
            built.append((state.version, seat))
            return compute(self, *args)
        return counting

    if hasattr(game, "steps"):  # a mission game's `legal` fills its cache from the current step inline
        for step_class in {type(step) for step in game.steps.values()}:
            monkeypatch.setattr(step_class, "legal", counted(step_class.legal))
    else:
        monkeypatch.setattr(type(game), "_legal", counted(type(game)._legal))
    state = game.new_game({"players": players, "options": {}}, "once")
    rng = random.Random(1)
    for _ in range(60):
        if game.outcome(state) is not None:
            break
        seat = min(game.pending(state))
        for viewer in range(players):
            game.view(state, viewer)  # every seat's view, as the host sends them
        command = random_command(game.legal(state, seat), rng)
        game.apply(state, seat, game.check(state, seat, command))
    assert len(built) == len(set(built)) > 0


def test_copies_never_share_a_legal_cache():
    state = started()
    before = RESISTANCE.legal(state, 0)
    twin = RESISTANCE.copy(state)
    RESISTANCE.apply(twin, 0, {"kind": "propose_team", "team": [0, 1]})
    vote = [{"kind": "vote", "params": {"approve": {"type": "one_of", "of": [True, False]}}}]
    assert RESISTANCE.legal(twin, 0) == vote and RESISTANCE.legal(state, 0) is before
    clone = state.clone()
    RESISTANCE.apply(clone, 0, {"kind": "propose_team", "team": [0, 1]})
    assert RESISTANCE.legal(clone, 0) == vote and RESISTANCE.legal(state, 0) == before
    assert before[0]["kind"] == "propose_team"


def test_a_checked_is_not_trusted_by_a_copy_that_went_another_way():
    state = started()
    twin = RESISTANCE.copy(state)
    RESISTANCE.apply(state, 0, {"kind": "propose_team", "team": [0, 1]})
    RESISTANCE.apply(twin, 0, {"kind": "propose_team", "team": [2, 3]})
    vote = RESISTANCE.check(state, 0, {"kind": "vote", "approve": True})
    assert state.version != twin.version  # same number of commands, different games
    RESISTANCE.apply(twin, 0, vote)  # checked again for the twin: legal there too
    assert twin.commands[-1] == (0, {"kind": "vote", "approve": True})
    finished = RESISTANCE.copy(state)
    finished.finished = {"winner": "spies"}
    finished.edited()
    with pytest.raises(Rejected) as error:
        RESISTANCE.apply(finished, 0, vote)
    assert error.value.code == Reject.GAME_OVER


def test_a_world_is_sampled_from_a_view_that_came_over_the_wire():
    """Decoded JSON has lists where the engine shares tuples: sampling must not care."""
    import json

    game = GAMES["avalon"]
    state = game.new_game(game.presets()["recommended-5"], "wire")
    rng = random.Random(3)
    for _ in range(12):
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    view = game.view(state, 2)
    decoded = json.loads(json.dumps(view))
    world = game.sample_world(decoded, random.Random(1))
    assert json.dumps(game.view(world, 2)["knowledge"]) == json.dumps(view["knowledge"])


@pytest.mark.parametrize("name, players", [("resistance", 5), ("avalon", 7), ("bodyguard", 5)])
def test_every_view_equals_its_json_round_trip(name, players):
    """Replays and resumed tables compare live views with views read back from files."""
    import json

    game = GAMES[name]
    state = game.new_game({"players": players, "options": {}}, "json")
    rng = random.Random(2)
    for _ in range(80):
        for viewer in (None, "all", *range(players)):
            view = game.view(state, viewer)
            assert json.loads(json.dumps(view)) == view
        if game.outcome(state) is not None:
            break
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
