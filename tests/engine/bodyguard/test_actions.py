"""Action cards and the Hardcore chain (§4.5, §6 #36-#39, §6b #11)."""
from __future__ import annotations

from desktop.engine.bodyguard import GAME

from .scenario import act, code, hits, kinds, new


def test_dirty_trick_costs_both_players_a_draw():
    state = new(hands={0: ["dirty_trick_1"]})
    act(state, 0, "dirty_trick", card="dirty_trick_1", target=2)
    assert GAME.pending(state) == {2: "counter"}
    act(state, 2, "pass")
    assert len(state.hands[0]) == 5  # the player skips this turn's draw
    assert state.skip_draw[2] and GAME.view(state, 3)["skip_draw"][2]
    act(state, 1, "discard", card=state.hands[1][0])
    assert len(state.hands[1]) == 6
    act(state, 2, "discard", card=state.hands[2][0])
    assert len(state.hands[2]) == 5 and not state.skip_draw[2]  # the target skips its next draw
    assert "dirty_trick_1" in state.discard_up


def test_hardcore_cancels_and_neither_skips_a_draw():
    state = new(hands={0: ["dirty_trick_1"], 2: ["hardcore_1"]})
    act(state, 0, "dirty_trick", card="dirty_trick_1", target=2)
    act(state, 2, "hardcore", card="hardcore_1")
    assert GAME.pending(state) == {0: "counter_counter"}  # the original player may answer
    events = act(state, 0, "pass")
    resolved = next(e for e in events if e.kind == "action_resolved")
    assert resolved.data["cancelled"]
    assert len(state.hands[0]) == 6 and len(state.hands[2]) == 5  # the reactor does not draw for it
    assert not state.skip_draw[2]
    assert {"dirty_trick_1", "hardcore_1"} <= set(state.discard_up)


def test_the_counter_counter_must_be_accepted_and_ends_the_chain():
    state = new(hands={0: ["dirty_trick_1", "hardcore_2"], 2: ["hardcore_1", "hardcore_3"]})
    act(state, 0, "dirty_trick", card="dirty_trick_1", target=2)
    act(state, 2, "hardcore", card="hardcore_1")
    events = act(state, 0, "hardcore", card="hardcore_2")
    assert not next(e for e in events if e.kind == "action_resolved").data["cancelled"]
    assert GAME.pending(state) == {1: "turn"}  # no third Hardcore: the chain stops at two
    assert state.skip_draw[2] and len(state.hands[0]) == 4
    assert {"dirty_trick_1", "hardcore_1", "hardcore_2"} <= set(state.discard_up)


def test_the_window_opens_for_the_target_even_without_hardcore():
    state = new(hands={0: ["deadly_martini_1"]})
    act(state, 0, "deadly_martini", card="deadly_martini_1", target=3)
    assert GAME.pending(state) == {3: "counter"}
    assert GAME.legal(state, 3) == [{"kind": "pass", "params": {}}]
    assert code(state, 3, "hardcore", card="hardcore_1") == "unknown_command"
    assert code(state, 1, "pass") == "not_pending"  # only the right seat is asked
    assert GAME.view(state, 1)["waiting_for"] == [3]


def test_deadly_martini_skips_the_targets_next_turn_entirely():
    state = new(hands={0: ["deadly_martini_1"]})
    act(state, 0, "deadly_martini", card="deadly_martini_1", target=1)
    hand, pile = list(state.hands[1]), len(state.pile)
    events = act(state, 1, "pass")
    assert len(state.hands[0]) == 6 and len(state.pile) == pile - 1  # the President drew as usual
    assert "turn_skipped" in kinds(events)
    assert GAME.pending(state) == {2: "turn"}  # seat 1's turn went by: no play, no draw
    assert state.hands[1] == hand
    assert state.martinis[1] is None and "deadly_martini_1" in state.discard_up


def test_a_martini_waits_in_front_of_the_target_until_its_turn():
    state = new(hands={0: ["deadly_martini_1"]})
    act(state, 0, "deadly_martini", card="deadly_martini_1", target=3)
    act(state, 3, "pass")
    assert state.martinis[3] == "deadly_martini_1" and GAME.view(state, 1)["martinis"][3] == "deadly_martini_1"


def test_a_martini_cannot_stack():
    state = new(hands={0: ["deadly_martini_1"], 1: ["deadly_martini_2"]})
    act(state, 0, "deadly_martini", card="deadly_martini_1", target=3)
    act(state, 3, "pass")
    assert code(state, 1, "deadly_martini", card="deadly_martini_2", target=3) == "not_eligible_target"
    act(state, 1, "deadly_martini", card="deadly_martini_2", target=2)


def test_a_martini_on_an_eliminated_player_is_spent_on_the_skipped_turn():
    state = new(hands={0: ["deadly_martini_1"], 1: ["hit_time_01"]})
    act(state, 0, "deadly_martini", card="deadly_martini_1", target=2)
    act(state, 2, "pass")
    state.rows[2] = hits("hit_weapon_01", "hit_location_01", "hit_weather_01")
    events = act(state, 1, "hit", card="hit_time_01", target=2)
    skipped = next(e for e in events if e.kind == "turn_skipped")
    assert skipped.data == {"seat": 2, "reason": "eliminated", "martini": "deadly_martini_1", "draw_skipped": False}
    assert state.martinis[2] is None


def test_a_dirty_tricks_draw_is_spent_on_a_skipped_turn_too():
    state = new(hands={0: ["dirty_trick_1"], 1: ["deadly_martini_2"]})
    act(state, 0, "dirty_trick", card="dirty_trick_1", target=2)
    act(state, 2, "pass")
    act(state, 1, "deadly_martini", card="deadly_martini_2", target=2)
    hand = list(state.hands[2])
    events = act(state, 2, "pass")  # seat 2's turn is skipped by the Martini
    skipped = next(e for e in events if e.kind == "turn_skipped")
    assert skipped.data == {"seat": 2, "reason": "deadly_martini", "martini": "deadly_martini_2", "draw_skipped": True}
    assert state.hands[2] == hand and not state.skip_draw[2]  # spent: the next turn draws again (§6b #11)


def test_plan_b_removes_a_hit_from_in_front_of_yourself():
    state = new(hands={0: ["plan_b_1", "hit_weapon_04"]})
    assert code(state, 0, "plan_b", card="plan_b_1", remove="hit_weapon_02") == "unknown_command"  # nothing to remove
    state.rows[0] = hits("hit_weapon_02", "hit_time_02")
    assert code(state, 0, "plan_b", card="plan_b_1", remove="hit_weapon_05") == "not_allowed"
    events = act(state, 0, "plan_b", card="plan_b_1", remove="hit_weapon_02")
    assert "plan_b_played" in kinds(events)
    assert state.rows[0] == {"time": "hit_time_02"}
    assert {"plan_b_1", "hit_weapon_02"} <= set(state.discard_up)


def test_plan_b_and_hits_cannot_be_countered():
    state = new(hands={0: ["hit_weapon_04"], 1: ["hardcore_1"]})
    act(state, 0, "hit", card="hit_weapon_04", target=1)
    assert GAME.pending(state) == {1: "turn"}  # no window for a hit card


def test_action_targets_are_other_living_players():
    state = new(hands={0: ["dirty_trick_1"]})
    assert code(state, 0, "dirty_trick", card="dirty_trick_1", target=0) == "not_eligible_target"
    state.eliminated[3] = True
    assert code(state, 0, "dirty_trick", card="dirty_trick_1", target=3) == "not_eligible_target"
    assert code(state, 0, "dirty_trick", card="dirty_trick_2", target=1) == "card_not_in_hand"
