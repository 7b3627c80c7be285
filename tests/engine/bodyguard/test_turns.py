"""Turns, hit cards and elimination (§4.4, §4.6, §6 #40, #43, #45)."""
from __future__ import annotations

from desktop.engine.bodyguard import GAME

from .scenario import act, code, hits, kinds, new

THREE = ("hit_weapon_01", "hit_location_01", "hit_weather_01")


def test_a_turn_is_one_play_then_one_draw_then_the_left():
    state = new(hands={0: ["plan_b_1"]})
    pile = len(state.pile)
    act(state, 0, "discard", card="plan_b_1")
    assert len(state.hands[0]) == 6 and len(state.pile) == pile - 1
    assert GAME.pending(state) == {1: "turn"}
    assert code(state, 0, "discard", card=state.hands[0][0]) == "not_pending"


def test_a_face_down_discard_shows_only_that_a_card_went():
    state = new(hands={0: ["hit_time_05"]})
    events = act(state, 0, "discard", card="hit_time_05")
    public = [e.to_data() for e in events if e.visible_to(2)]
    assert "hit_time_05" not in str(public) and "card_discarded" in str(public)
    drawn = state.hands[0][-1]
    assert drawn not in str(public)
    assert {"fact": "face_down", "card": "hit_time_05"} in GAME.view(state, 0)["knowledge"]
    assert "hit_time_05" not in str(GAME.view(state, 2)) and drawn not in str(GAME.view(state, 2))


def test_hit_rejections():
    state = new(hands={0: ["hit_weapon_02", "hit_time_02"]})
    state.rows[2] = hits("hit_weapon_03")  # the table, set directly
    assert code(state, 0, "hit", card="hit_weapon_02", target=0) == "not_eligible_target"  # never yourself
    assert code(state, 0, "hit", card="hit_weapon_02", target=2) == "type_already_present"
    assert code(state, 0, "hit", card="hit_weapon_05", target=1) == "card_not_in_hand"
    assert code(state, 0, "hit", card="hit_weapon_02", target=7) == "not_eligible_target"
    assert code(state, 0, "hit", card="hit_weapon_02") == "missing_parameter"
    assert code(state, 0, "hit", card="hit_weapon_02", target=1, extra=1) == "unexpected_parameter"
    state.eliminated[3] = True
    assert code(state, 0, "hit", card="hit_time_02", target=3) == "not_eligible_target"
    act(state, 0, "hit", card="hit_weapon_02", target=1)
    assert state.rows[1] == {"weapon": "hit_weapon_02"}


def test_a_type_no_target_can_take_is_refused_as_already_present():
    state = new(hands={0: ["hit_weapon_02"]})
    for seat in (1, 2, 3):
        state.rows[seat] = hits(f"hit_weapon_0{seat + 2}")
    state.edited()  # set by hand
    assert all(spec["kind"] != "hit" for spec in GAME.legal(state, 0))
    assert code(state, 0, "hit", card="hit_weapon_02", target=1) == "type_already_present"


def test_four_types_eliminate_and_the_role_stays_hidden():
    state = new(hands={1: ["hit_time_01"]})
    state.rows[2] = hits(*THREE)
    act(state, 0, "discard", card=state.hands[0][0])
    hand = list(state.hands[2])
    events = act(state, 1, "hit", card="hit_time_01", target=2)
    assert "player_eliminated" in kinds(events) and state.eliminated[2]
    assert state.hands[2] == [] and set(hand) <= set(state.discard_down)
    assert state.round == 0  # an Assassin eliminated by the Bodyguard: the round goes on
    assert "roles" not in GAME.view(state, 3) and "assassin" not in str([e.to_data() for e in events if e.visible_to(3)])
    assert GAME.pending(state) == {3: "turn"}  # seat 2 is skipped from now on
    act(state, 3, "discard", card=state.hands[3][0])
    assert GAME.pending(state) == {0: "turn"}


def test_the_president_eliminating_an_assassin_ends_the_round():
    state = new(hands={0: ["hit_time_01"]})
    state.rows[3] = hits(*THREE)
    events = act(state, 0, "hit", card="hit_time_01", target=3)
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.audience is None and ended.data["reason"] == "assassin_eliminated"
    assert ended.data["roles"] == ["president", "bodyguard", "assassin", "assassin"] and ended.data["spare"] == "assassin"
    assert ended.data["points"] == [2, 1, 0, 0]  # President 2, Bodyguard 1
    assert state.round == 1 and state.president == 1


def test_the_president_eliminating_the_bodyguard_goes_on_hidden():
    state = new(hands={0: ["hit_time_01"]})
    state.rows[1] = hits(*THREE)
    events = act(state, 0, "hit", card="hit_time_01", target=1)
    assert state.round == 0 and state.eliminated[1]
    assert "bodyguard" not in str([e.to_data() for e in events if e.visible_to(2)])
    assert list(GAME.view(state, 2)["eliminations"]) == [{"seat": 1, "by": 0}]


def test_the_bodyguard_cannot_place_the_presidents_fourth_type():
    state = new(hands={1: ["hit_time_01", "hit_weapon_09"]})
    state.rows[0] = hits(*THREE)
    act(state, 0, "discard", card=state.hands[0][0])
    assert code(state, 1, "hit", card="hit_time_01", target=0) == "cannot_kill_president"
    assert all(0 not in spec["params"]["target"]["of"] for spec in GAME.legal(state, 1) if spec["kind"] == "hit")
    act(state, 1, "hit", card="hit_time_01", target=2)  # the card itself is fine elsewhere


def test_an_assassin_sees_the_plain_type_rejection_not_the_bodyguard_one():
    state = new(hands={2: ["hit_weapon_09"]})
    state.rows[0] = hits(*THREE)
    act(state, 0, "discard", card=state.hands[0][0])
    act(state, 1, "discard", card=state.hands[1][0])
    assert code(state, 2, "hit", card="hit_weapon_09", target=0) == "type_already_present"


def test_hardcore_is_only_discarded_on_your_own_turn():
    state = new(hands={0: ["hardcore_1"]})
    assert code(state, 0, "hardcore", card="hardcore_1") == "unknown_command"
    act(state, 0, "discard", card="hardcore_1")


def test_empty_pile_nobody_draws_and_empty_hands_end_the_round():
    state = new(hands={})
    while state.round == 0:
        seat = next(iter(GAME.pending(state)))
        pile_was_empty, before = not state.pile, len(state.hands[seat])
        act(state, seat, "discard", card=state.hands[seat][0])
        if pile_was_empty and state.round == 0:
            assert len(state.hands[seat]) == before - 1  # once the pile is empty nobody draws (§4.4)
    record = state.history[0]
    assert record["reason"] == "cards_exhausted" and record["points"] == [2, 1, 0, 0]


def test_exhaustion_counts_living_hands_only():
    state = new()
    state.pile = []
    for seat in (1, 2, 3):
        state.hands[seat] = []
    state.eliminated[2] = True
    state.hands[2] = ["plan_b_7"]  # impossible in play (eliminated hands are discarded), but ignored anyway
    act(state, 0, "discard", card=state.hands[0][0])
    assert state.round == 0 and GAME.pending(state) == {0: "turn"}  # only the President holds cards
    for _ in range(5):
        act(state, 0, "discard", card=state.hands[0][0])
    assert state.round == 1 and state.history[0]["reason"] == "cards_exhausted"


def test_an_empty_hand_skips_the_play_but_still_draws():
    state = new()
    state.hands[1] = []  # emptied by reactions and Dirty Tricks, say
    pile = len(state.pile)
    events = act(state, 0, "discard", card=state.hands[0][0])
    skipped = next(e for e in events if e.kind == "turn_skipped")
    assert skipped.data["seat"] == 1 and skipped.data["reason"] == "empty_hand"
    assert len(state.hands[1]) == 1 and len(state.pile) == pile - 2
    assert GAME.pending(state) == {2: "turn"}


def test_the_contract_guards():
    from desktop.engine.core import Rejected
    from helpers import play_random

    state = new()
    assert code(state, 9, "discard", card=state.hands[0][0]) == "not_a_seat"
    for bad in (None, [], {"card": "plan_b_1"}, {"kind": 3}):
        try:
            GAME.apply(state, 0, bad)
        except Rejected as error:
            assert error.code.value == "malformed"
        else:
            raise AssertionError(bad)
    over = play_random(GAME, {"players": 4}, 1)
    assert code(over, 0, "pass") == "game_over"
