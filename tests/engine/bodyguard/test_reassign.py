"""The President's reassignment, once per round (§4.8, §6 #41)."""
from __future__ import annotations

from collections import Counter

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.core import ConfigError

from .scenario import act, code, config, hits, new, role_list


def test_only_the_president_at_the_start_of_the_turn():
    state = new()
    assert {"kind": "reassign", "params": {}} in GAME.legal(state, 0)
    act(state, 0, "discard", card=state.hands[0][0])
    assert code(state, 1, "reassign") == "unknown_command"


def test_reassignment_collects_living_roles_and_the_spare_then_the_president_plays():
    state = new(players=5, bodyguard=3)
    state.rows[2] = hits("hit_weapon_01")
    hands, rows = [list(h) for h in state.hands], [dict(r) for r in state.rows]
    act(state, 0, "reassign")
    assert GAME.pending(state) == {0: "set_aside"}
    assert Counter(state.collected) == {"bodyguard": 1, "assassin": 4}
    assert GAME.view(state, 0)["knowledge"][1] == {"fact": "collected", "roles": ["assassin"] * 4 + ["bodyguard"]}
    assert GAME.view(state, 3)["you"]["role"] is None  # the card is in the President's hands
    act(state, 0, "set_aside", role="assassin")
    assert Counter(state.roles) == {"president": 1, "bodyguard": 1, "assassin": 3}
    assert state.hands == hands and state.rows == rows  # only the role cards move
    assert GAME.pending(state) == {0: "turn"}
    assert {"kind": "reassign", "params": {}} not in GAME.legal(state, 0)
    assert code(state, 0, "reassign") == "unknown_command"
    act(state, 0, "discard", card=state.hands[0][0])


def test_each_living_seat_learns_only_its_new_role():
    state = new(players=5, bodyguard=3)
    act(state, 0, "reassign")
    events = act(state, 0, "set_aside", role="assassin")
    for seat in range(1, 5):
        private = [e for e in events if e.kind == "role_dealt" and e.visible_to(seat)]
        assert len(private) == 1 and private[0].data == {"seat": seat, "role": state.roles[seat]}
    assert all(e.audience in (None, (0,)) or e.kind == "role_dealt" for e in events)


def test_once_per_round():
    state = new(players=4)
    act(state, 0, "reassign")
    act(state, 0, "set_aside", role="bodyguard")
    assert state.spare == "bodyguard" and "bodyguard" not in state.roles
    for seat in (0, 1, 2, 3):
        act(state, seat, "discard", card=state.hands[seat][0])
    assert GAME.pending(state) == {0: "turn"}
    assert code(state, 0, "reassign") == "unknown_command"


def test_eliminated_players_keep_their_hidden_roles():
    state = new(players=5, bodyguard=2, hands={1: ["hit_time_01"]})
    state.rows[2] = hits("hit_weapon_01", "hit_location_01", "hit_weather_01")
    act(state, 0, "discard", card=state.hands[0][0])
    act(state, 1, "hit", card="hit_time_01", target=2)  # an Assassin eliminates the Bodyguard
    for seat in (3, 4):
        act(state, seat, "discard", card=state.hands[seat][0])
    act(state, 0, "reassign")
    assert state.collected == ["assassin"] * 4  # the Bodyguard card stays with seat 2
    assert GAME.legal(state, 0)[0]["params"]["role"]["of"] == ["assassin"]
    act(state, 0, "set_aside", role="assassin")
    assert state.roles[2] == "bodyguard" and state.roles.count("bodyguard") == 1
    assert {"fact": "bodyguard_among", "seats": [2]} in GAME.view(state, 0)["knowledge"]


def pinned_reassignment(players: int, bodyguard_after: int, seed=0, **options):
    """A game at its first turn whose reassignment deals the Bodyguard card to `bodyguard_after`."""
    state = GAME.new_game(config(players, 0, 1, reassignments=[role_list(players, 0, bodyguard_after)], **options), seed)
    act(state, 0, "set_aside", role="assassin")
    return state


def test_the_reassignment_can_be_pinned_like_the_first_deal():
    for seed in range(6):  # whatever the seed, the pinned seat gets the Bodyguard card
        state = pinned_reassignment(4, bodyguard_after=3, seed=seed)
        assert state.roles[1] == "bodyguard"
        act(state, 0, "reassign")
        act(state, 0, "set_aside", role="assassin")
        assert state.roles == ["president", "assassin", "assassin", "bodyguard"]
    state = pinned_reassignment(4, bodyguard_after=3)
    act(state, 0, "reassign")
    act(state, 0, "set_aside", role="bodyguard")  # the Bodyguard set aside: nobody receives it
    assert state.spare == "bodyguard" and state.roles.count("assassin") == 3


@pytest.mark.parametrize("pin, code_", [
    ([["assassin", "bodyguard", "assassin", "assassin"]], "pinned_roles_mismatch"),
    ([["assassin", "president", "bodyguard", "assassin"]], "pinned_president_mismatch"),
    ("bodyguard", "bad_pinned_reassignments"),
])
def test_a_bad_reassignment_pin_is_a_config_error(pin, code_):
    with pytest.raises(ConfigError) as error:
        GAME.new_game(config(4, 0, 1, reassignments=pin), 0)
    assert error.value.code == code_


def test_scoring_uses_the_roles_held_when_the_round_ends():
    state = GAME.new_game(config(4, 0, 1, hands={0: ["hit_time_01"]}, reassignments=[role_list(4, 0, 3)]), 0)
    act(state, 0, "set_aside", role="assassin")
    act(state, 0, "reassign")
    act(state, 0, "set_aside", role="assassin")
    bodyguard = state.roles.index("bodyguard")
    assert bodyguard == 3  # the pinned reassignment moved the Bodyguard card from seat 1
    assassin = 1
    state.rows[assassin] = hits("hit_weapon_01", "hit_location_01", "hit_weather_01")
    act(state, 0, "hit", card="hit_time_01", target=assassin)
    points = state.history[0]["points"]
    assert points[0] == 2 and points[bodyguard] == 1 and sum(points) == 3
