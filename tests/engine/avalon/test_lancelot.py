"""Lancelot (§3.7, §6 #29, §6b #5): the loyalty deck, the switch, who learns what, and the variants."""
import pytest

from desktop.engine.core import ConfigError

from .scenario import GAME, new, run_mission, team_of

# Seats: 0 Merlin, 1 Good Lancelot, 2-3 servants, 4 Minion, 5 Assassin, 6 Evil Lancelot.
ROLES = ["merlin", "good_lancelot", "loyal_servant", "loyal_servant", "minion", "assassin", "evil_lancelot"]
DECK = ["switch", "no_change", "no_change", "switch", "no_change"]


def game(deck=DECK, **options):
    return new(ROLES, lancelot_deck=list(deck), **options)


def two_missions(state, fails=(5,)):
    run_mission(state, [0, 5], fails=fails)
    run_mission(state, [0, 2, 3])


def test_no_card_turns_before_the_third_round():
    state = game()
    run_mission(state, [0, 5], fails=[5])
    assert GAME.view(state, None)["lancelot"]["turned"] == []


def test_a_switch_at_the_third_round_swaps_the_lancelots_sides_for_everyone_to_see():
    state = game()
    two_missions(state)
    view = GAME.view(state, None)["lancelot"]
    assert view == {"turned": ["switch"], "switched": True, "deck": None}
    assert state.sides[1] == "evil" and state.sides[6] == "good"
    assert GAME.view(state, 1)["you"]["side"] == "evil" and GAME.view(state, 6)["you"]["side"] == "good"
    assert [e.data for e in state.events if e.kind == "loyalty_card_turned"] == [{"card": "switch", "round": 2}]


def test_cards_turn_at_the_starts_of_rounds_three_four_and_five_only():
    state = game(deck=["no_change", "no_change", "switch", "switch", "no_change"])
    run_mission(state, [0, 5], fails=[5])
    run_mission(state, [0, 2, 5], fails=[5])
    run_mission(state, [0, 2, 3])
    run_mission(state, [0, 2, 3, 4])
    assert GAME.view(state, None)["lancelot"]["turned"] == ["no_change", "no_change", "switch"]
    assert state.sides[1] == "evil"


def test_evil_learns_that_evil_lancelot_turned_good_and_nobody_learns_good_lancelot():
    state = game()
    two_missions(state)
    switched = {"fact": "loyalty", "seat": 6, "side": "good", "source": "lancelot_switch", "round": 2}
    assert switched in GAME.view(state, 5)["knowledge"] and switched in GAME.view(state, 4)["knowledge"]
    for seat in range(7):
        assert not [f for f in GAME.view(state, seat)["knowledge"] if f.get("seat") == 1 and seat != 1]
    assert switched not in GAME.view(state, 2)["knowledge"]


def test_merlin_sees_evil_lancelot_as_evil_never_by_role():
    """§3.2, §3.7 #5: Merlin's reveal names no role, so Evil Lancelot looks like the Assassin or the Minion."""
    facts = GAME.view(game(), 0)["knowledge"]
    assert [f for f in facts if f["seat"] != 0] == [
        {"fact": "side", "seat": seat, "side": "evil", "source": "reveal"} for seat in (4, 5, 6)]


def test_a_switch_leaves_merlins_knowledge_as_it_was():
    state = game()
    before = list(GAME.view(state, 0)["knowledge"])
    two_missions(state)
    assert state.sides[6] == "good"  # the switch happened
    assert [f for f in GAME.view(state, 0)["knowledge"] if f["fact"] != "played"] == before


def test_the_assassin_may_name_evil_lancelot_once_he_is_good():
    state = game()
    two_missions(state, fails=())
    run_mission(state, team_of(state, [0, 2, 3, 4]))
    assert state.phase == "assassination"
    assert 6 in GAME.legal(state, 5)[0]["params"]["target"]["of"]
    unswitched = game(deck=["no_change", "no_change", "switch", "switch", "no_change"])
    two_missions(unswitched, fails=())
    run_mission(unswitched, team_of(unswitched, [0, 2, 3, 4]))
    assert 6 not in GAME.legal(unswitched, 5)[0]["params"]["target"]["of"]


def test_the_winners_are_the_current_sides():
    state = game()
    two_missions(state, fails=())
    run_mission(state, team_of(state, [0, 2, 3, 4]))
    GAME.apply(state, 5, {"kind": "assassinate", "target": 2})
    assert GAME.outcome(state)["winning_seats"] == [0, 2, 3, 6]


def test_face_up_variant_shows_the_whole_deck_from_the_start():
    state = game(lancelot_deck_face_up=True)
    assert GAME.view(state, 3)["lancelot"]["deck"] == DECK


def test_must_fail_variant_binds_whichever_lancelot_is_evil():
    state = game(evil_lancelot_must_fail=True)
    from .scenario import propose, vote_all

    propose(state, [0, 6])
    vote_all(state)
    assert GAME.legal(state, 6) == [{"kind": "mission_card", "params": {"card": {"type": "one_of", "of": ["fail"], "reject": "must_play_fail"}}}]
    GAME.apply(state, 0, {"kind": "mission_card", "card": "success"})
    GAME.apply(state, 6, {"kind": "mission_card", "card": "fail"})
    run_mission(state, [0, 2, 3])
    propose(state, [1, 6, 0])
    vote_all(state)
    assert GAME.legal(state, 1)[0]["params"]["card"]["of"] == ["fail"]
    assert GAME.legal(state, 6)[0]["params"]["card"]["of"] == ["success"]


def test_the_deck_is_shuffled_at_setup_as_a_recorded_chance_outcome():
    state = new(ROLES)
    draws = [outcome for label, outcome in state.rng.chance_log if label == "lancelot_deck"]
    assert len(draws) == 1 and sorted(draws[0]) == sorted(DECK)


def test_a_pinned_deck_must_be_the_real_deck():
    with pytest.raises(ConfigError) as caught:
        game(deck=["switch"] * 5)
    assert caught.value.code == "bad_lancelot_deck"
