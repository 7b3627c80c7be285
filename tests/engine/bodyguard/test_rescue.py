"""The Bodyguard's rescue, and the window that looks the same to everyone (§4.7, §6 #42)."""
from __future__ import annotations

from desktop.engine.bodyguard import GAME
from helpers import seat_transcript

from .scenario import act, code, hits, new

PRESIDENT_ROW = hits("hit_weapon_01", "hit_location_01", "hit_weather_01")
BODYGUARD_HAND = ["hit_weapon_02", "hit_location_02", "hit_weather_02", "hit_time_03"]


def to_window(bodyguard: int | None = 1, players: int = 5):
    """Seat 2, an Assassin, places the President's fourth type; the Bodyguard (seat 1) holds four types."""
    state = new(players=players, bodyguard=bodyguard, hands={1: BODYGUARD_HAND, 2: ["hit_time_01"]})
    state.rows[0] = dict(PRESIDENT_ROW)
    act(state, 0, "discard", card=state.hands[0][-1])
    act(state, 1, "discard", card=state.hands[1][-1])
    act(state, 2, "hit", card="hit_time_01", target=0)
    return state


def test_the_window_asks_every_living_player_but_the_president_and_that_assassin():
    state = to_window()
    assert state.phase == "rescue" and not state.eliminated[0]
    assert GAME.pending(state) == {1: "rescue", 3: "rescue", 4: "rescue"}
    assert GAME.legal(state, 3) == GAME.legal(state, 4) == [{"kind": "pass", "params": {}}]
    rescues = [spec for spec in GAME.legal(state, 1) if spec["kind"] == "rescue"]
    assert len(rescues) == 4  # any three of the four types held
    assert code(state, 3, "rescue", weapon="hit_weapon_02", location="hit_location_02", weather="hit_weather_02") == "unknown_command"


def test_a_rescue_wins_the_round_for_the_bodyguard():
    state = to_window()
    act(state, 1, "rescue", weapon="hit_weapon_02", location="hit_location_02", time="hit_time_03")
    record = state.history[0]
    assert record["reason"] == "rescue" and record["by"] == 1
    assert record["points"] == [1, 2, 0, 0, 0]  # Bodyguard 2, President 1
    assert state.two_point_awards == [0, 1, 0, 0, 0]


def test_rescue_cards_must_be_held_and_of_three_types():
    state = to_window()
    assert code(state, 1, "rescue", weapon="hit_weapon_02", location="hit_location_02") == "missing_parameter"
    assert code(state, 1, "rescue", weapon="hit_weapon_05", location="hit_location_02", weather="hit_weather_02") == "card_not_in_hand"


def test_no_rescue_the_assassin_wins_and_every_other_assassin_scores():
    state = to_window()
    for seat in (1, 3, 4):
        act(state, seat, "pass")
    record = state.history[0]
    assert record["reason"] == "assassination" and record["by"] == 2
    assert record["points"] == [0, 0, 2, 1, 1]


def test_other_assassins_score_alive_or_dead():
    state = to_window()
    state.eliminated[4] = True  # as if eliminated earlier: not asked, still scores
    state.rescue["group"] = [1, 3]
    act(state, 1, "pass")
    act(state, 3, "pass")
    assert state.history[0]["points"] == [0, 0, 2, 1, 1]


def test_answers_stay_private_and_the_group_stays_whole():
    state = to_window()
    events = act(state, 3, "pass")
    assert all(e.audience == (3,) for e in events)
    assert GAME.view(state, 4)["waiting_for"] == [1, 3, 4]
    assert GAME.view(state, 3)["answered"] and not GAME.view(state, 4)["answered"]
    assert code(state, 3, "pass") == "not_pending"


def test_the_window_looks_the_same_with_or_without_a_bodyguard():
    with_bodyguard, without = to_window(bodyguard=1), to_window(bodyguard=None)
    assert without.spare == "bodyguard" and with_bodyguard.roles[1] == "bodyguard"
    for seat in (3, 4):  # Assassins who are not the hitter
        assert seat_transcript(GAME, with_bodyguard, seat) == seat_transcript(GAME, without, seat)
        act(with_bodyguard, seat, "pass")
        act(without, seat, "pass")
        assert seat_transcript(GAME, with_bodyguard, seat) == seat_transcript(GAME, without, seat)
    assert seat_transcript(GAME, with_bodyguard, 2) == seat_transcript(GAME, without, 2)  # the hitter waits alike


def test_an_empty_group_closes_the_window_at_once():
    state = new(players=4, hands={2: ["hit_time_01"]})
    state.rows[0] = dict(PRESIDENT_ROW)
    for seat in (1, 3):
        state.eliminated[seat] = True
        state.hands[seat], state.discard_down = [], state.discard_down + state.hands[seat]
    act(state, 0, "discard", card=state.hands[0][0])
    act(state, 2, "hit", card="hit_time_01", target=0)
    assert state.history[0]["reason"] == "assassination" and state.round == 1
