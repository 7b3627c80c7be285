"""The shot after the third success (§3.3, §3.8, §3.9, §6b #6-#9) and every way an Avalon game ends."""
import pytest

from desktop.engine.core import Rejected

from .scenario import GAME, new, propose, run_mission, team_of, vote_all

FIVE = ["merlin", "percival", "loyal_servant", "assassin", "morgana"]


def three_successes(state):
    for _ in range(3):
        run_mission(state, team_of(state, range(state.players)))


def reject(state, seat, command, code):
    with pytest.raises(Rejected) as caught:
        GAME.apply(state, seat, command)
    assert caught.value.code.value == code


def test_three_successes_lead_to_the_assassins_shot_and_hitting_merlin_wins_for_evil():
    state = new(FIVE)
    three_successes(state)
    assert state.phase == "assassination" and GAME.pending(state) == {3: "assassinate"}
    assert GAME.view(state, 0)["waiting_for"] == [3]
    GAME.apply(state, 3, {"kind": "assassinate", "target": 0})
    assert GAME.outcome(state) == {"winner": "evil", "winning_seats": [3, 4], "reason": "merlin_assassinated",
                                   "shot": "merlin", "targets": [0]}


def test_missing_merlin_wins_for_good():
    state = new(FIVE)
    three_successes(state)
    GAME.apply(state, 3, {"kind": "assassinate", "target": 1})
    assert GAME.outcome(state)["winner"] == "good" and GAME.outcome(state)["reason"] == "assassination_missed"


def test_the_assassin_may_not_name_themself_nor_anyone_seen_as_evil_but_may_name_oberon():
    state = new(["merlin", "oberon", "loyal_servant", "assassin", "morgana", "loyal_servant", "loyal_servant"])
    three_successes(state)
    assert GAME.legal(state, 3)[0]["params"]["target"]["of"] == [0, 1, 2, 5, 6]
    reject(state, 3, {"kind": "assassinate", "target": 3}, "not_eligible_target")
    reject(state, 3, {"kind": "assassinate", "target": 4}, "not_eligible_target")
    GAME.apply(state, 3, {"kind": "assassinate", "target": 1})
    assert GAME.outcome(state)["reason"] == "assassination_missed"


def test_everyone_learns_who_the_assassin_is_when_the_shot_begins():
    state = new(FIVE)
    three_successes(state)
    for seat in (0, 1, 2, 4):
        assert {"fact": "role", "seat": 3, "role": "assassin", "source": "assassination"} in GAME.view(state, seat)["knowledge"]


def test_mordred_assassin_shoots_and_is_hidden_from_merlin():
    state = new(["merlin", "percival", "loyal_servant", "mordred_assassin", "morgana"])
    assert [f["seat"] for f in GAME.view(state, 0)["knowledge"] if f["fact"] == "side"] == [4]
    three_successes(state)
    assert GAME.pending(state) == {3: "assassinate"}


def test_three_fails_and_five_rejections_win_for_evil():
    state = new(FIVE)
    for _ in range(3):
        run_mission(state, [3] + team_of(state, [0, 1, 2])[: GAME.team_sizes(5)[state.round] - 1], fails=[3])
    assert GAME.outcome(state)["reason"] == "three_fails" and GAME.outcome(state)["winner"] == "evil"
    state = new(FIVE)
    for _ in range(5):
        propose(state, [0, 1])
        vote_all(state, False)
    assert GAME.outcome(state)["reason"] == "five_rejections"


def test_without_any_target_three_successes_win_at_once():
    state = new(["loyal_servant", "percival", "loyal_servant", "assassin", "morgana"])
    three_successes(state)
    assert GAME.outcome(state)["reason"] == "three_successes" and GAME.outcome(state)["winner"] == "good"


def test_the_auto_approved_fifth_team_goes_without_a_vote():
    state = new(FIVE, auto_approve_hammer=True)
    for _ in range(4):
        propose(state, [0, 1])
        vote_all(state, False)
    propose(state, [0, 1])
    assert state.phase == "mission"


LOVERS = ["merlin", "tristan", "isolde", "loyal_servant", "assassin", "morgana", "minion"]


@pytest.mark.parametrize("targets, reason", [([1, 2], "lovers_assassinated"), ([1, 3], "assassination_missed")])
def test_the_lovers_shot_needs_exactly_tristan_and_isolde(targets, reason):
    state = new(LOVERS)
    three_successes(state)
    kinds = [s["kind"] for s in GAME.legal(state, 4)]
    assert kinds == ["assassinate", "assassinate_lovers"]
    GAME.apply(state, 4, {"kind": "assassinate_lovers", "targets": targets})
    assert GAME.outcome(state)["reason"] == reason


def test_the_lovers_shot_may_not_name_a_seen_evil_player():
    state = new(LOVERS)
    three_successes(state)
    reject(state, 4, {"kind": "assassinate_lovers", "targets": [1, 5]}, "not_eligible_target")


CLERIC = ["merlin", "cleric", "percival", "loyal_servant", "assassin", "morgana", "minion"]


def test_the_cleric_hunt_reveals_the_cleric_then_needs_a_role_and_a_player():
    state = new(CLERIC)
    three_successes(state)
    GAME.apply(state, 4, {"kind": "hunt_cleric", "target": 1})
    assert GAME.pending(state) == {4: "name_role"}
    for seat in (0, *range(2, 7)):
        assert {"fact": "role", "seat": 1, "role": "cleric", "source": "cleric_hunt"} in GAME.view(state, seat)["knowledge"]
    spec = GAME.legal(state, 4)[0]["params"]
    # Good roles of the setup but the Cleric; Merlin dropped while others remain (§3.8 #3).
    assert spec["role"]["of"] == ["loyal_servant", "percival"]
    assert spec["target"]["of"] == [0, 2, 3]  # not the Cleric, not the shooter's evil friends (§6b #7)
    reject(state, 4, {"kind": "name_role", "target": 0, "role": "merlin"}, "not_a_role_option")
    GAME.apply(state, 4, {"kind": "name_role", "target": 2, "role": "percival"})
    assert GAME.outcome(state)["reason"] == "cleric_hunt_succeeded" and GAME.outcome(state)["winner"] == "evil"


def test_a_wrong_role_or_a_missed_cleric_wins_for_good():
    state = new(CLERIC)
    three_successes(state)
    GAME.apply(state, 4, {"kind": "hunt_cleric", "target": 1})
    GAME.apply(state, 4, {"kind": "name_role", "target": 2, "role": "loyal_servant"})
    assert GAME.outcome(state)["reason"] == "assassination_missed"
    state = new(CLERIC)
    three_successes(state)
    GAME.apply(state, 4, {"kind": "hunt_cleric", "target": 0})
    assert GAME.outcome(state)["winner"] == "good" and GAME.outcome(state)["shot"] == "cleric"


def test_merlin_is_a_hunt_role_only_when_nothing_else_is_left():
    from desktop.engine.avalon.assassination import hunt_roles

    assert hunt_roles(["merlin", "cleric", "good_lancelot", "assassin", "evil_lancelot"]) == ["merlin"]
    assert hunt_roles(["merlin", "cleric", "loyal_servant", "assassin", "minion"]) == ["loyal_servant"]


def test_the_cleric_hunt_can_be_turned_off():
    state = new(CLERIC, cleric_hunt=False)
    three_successes(state)
    assert [s["kind"] for s in GAME.legal(state, 4)] == ["assassinate"]


TEAM = ["merlin", "percival", "loyal_servant", "loyal_servant", "mordred", "morgana", "oberon"]


def team_game():
    state = new(TEAM, team_assassination=True, shooter=5)
    three_successes(state)
    return state


def test_team_assassination_shows_every_evil_role_to_evil_and_lets_them_suggest():
    state = team_game()
    assert GAME.pending(state) == {4: "suggest_target", 5: "assassinate", 6: "suggest_target"}
    assert GAME.view(state, 0)["waiting_for"] == [5]  # who may suggest is never shown
    oberon = GAME.view(state, 6)["knowledge"]
    assert {"fact": "role", "seat": 4, "role": "mordred", "source": "team_assassination"} in oberon
    assert GAME.legal(state, 5)[0]["params"]["target"]["of"] == [0, 1, 2, 3]  # Oberon is now seen as evil
    GAME.apply(state, 6, {"kind": "suggest_target", "target": 1})
    assert GAME.view(state, 4)["step"]["suggestions"] == {"6": 1}
    assert "suggestions" not in GAME.view(state, 0)["step"] and "suggestions" not in GAME.view(state, None)["step"]
    assert [e.kind for e in state.events if e.kind == "target_suggested" and e.visible_to(0)] == []
    GAME.apply(state, 5, {"kind": "assassinate", "target": 0})
    assert GAME.outcome(state)["reason"] == "merlin_assassinated"


def test_good_players_learn_nothing_from_the_team_reveal():
    state = team_game()
    for seat in range(4):
        assert not [f for f in GAME.view(state, seat)["knowledge"] if f["source"] == "team_assassination"]


def test_the_team_shooter_is_drawn_at_setup_among_evil_seats_and_recorded():
    state = new(TEAM, team_assassination=True)
    draws = [outcome for label, outcome in state.rng.chance_log if label == "shooter"]
    assert len(draws) == 1 and draws[0] in (4, 5, 6)
