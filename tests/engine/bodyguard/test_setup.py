"""Setup: the deck and role tables, rounds and Presidents, the deal and the pins (§4.2, §4.3, §6b #12)."""
from __future__ import annotations

from collections import Counter

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import ACTION_COUNTS, CARD_INFO, DECK, HIT_TYPES, role_cards
from desktop.engine.core import ConfigError
from helpers import play_random

from .scenario import act, code, config, deck_order, new


def test_deck_is_71_cards_with_stable_ids():
    assert len(DECK) == len(set(DECK)) == 71
    kinds = Counter(CARD_INFO[card][0] for card in DECK)
    assert kinds == {"hit": 44, **ACTION_COUNTS}
    assert Counter(CARD_INFO[card][1] for card in DECK if CARD_INFO[card][1]) == {t: 11 for t in HIT_TYPES}
    assert ACTION_COUNTS == {"dirty_trick": 7, "deadly_martini": 7, "plan_b": 7, "hardcore": 6}
    assert "hit_weapon_03" in DECK and "dirty_trick_2" in DECK


@pytest.mark.parametrize("players", range(4, 9))
def test_role_cards_leave_exactly_one_spare(players):
    cards = role_cards(players)
    assert Counter(cards) == {"bodyguard": 1, "assassin": players - 1}
    assert len(cards) == (players - 1) + 1  # one per other player, plus the spare


@pytest.mark.parametrize("players", [4, 3, 9, "5"])
def test_player_count(players):
    if players == 4:
        GAME.new_game({"players": players}, 1)
        return
    with pytest.raises(ConfigError) as error:
        GAME.new_game({"players": players}, 1)
    assert error.value.code == "bad_player_count"


def test_each_player_is_president_once_clockwise():
    state = play_random(GAME, {"players": 6}, "presidents")
    presidents = [record["president"] for record in state.history]
    first = state.first_president
    assert presidents == [(first + k) % 6 for k in range(6)]
    assert ("first_president", first) in state.rng.chance_log


def test_deal_six_cards_each_president_first():
    state = GAME.new_game({"players": 5, "options": {"first_president": 2}}, 9)
    assert [len(hand) for hand in state.hands] == [6] * 5
    assert len(state.pile) == 71 - 30
    assert GAME.pending(state) == {2: "set_aside"}
    assert not any(label == "first_president" for label, _ in state.rng.chance_log)


def test_the_president_chooses_the_spare():
    state = GAME.new_game(config(4, president=0, bodyguard=2), 1)
    assert GAME.legal(state, 0) == [{"kind": "set_aside", "params": {"role": {"type": "one_of", "of": ["assassin", "bodyguard"], "reject": "not_a_role_option"}}}]
    assert code(state, 0, "set_aside", role="president") == "not_a_role_option"
    twin = state.clone()
    act(state, 0, "set_aside", role="assassin")
    assert state.roles == ["president", "assassin", "bodyguard", "assassin"] and state.spare == "assassin"
    act(twin, 0, "set_aside", role="bodyguard")
    assert twin.roles == ["president", "assassin", "assassin", "assassin"] and twin.spare == "bodyguard"
    assert GAME.view(twin, 0)["knowledge"][1] == {"fact": "spare", "role": "bodyguard"}
    assert GAME.pending(state) == {0: "turn"}  # the President takes the first turn


def test_pinned_deck_is_dealt_in_blocks_from_the_president():
    hands = {1: ["hit_time_01", "hardcore_1"], 0: ["dirty_trick_3"]}
    state = new(players=4, president=1, bodyguard=2, hands=hands, pile_top=["hit_weapon_07"])
    assert state.hands[1][:2] == ["hit_time_01", "hardcore_1"]
    assert state.hands[0][0] == "dirty_trick_3"
    assert state.pile[-1] == "hit_weapon_07"
    assert deck_order(4, 1, hands)[:2] == ["hit_time_01", "hardcore_1"]


def test_a_deck_prefix_is_enough():
    state = GAME.new_game({"players": 4, "options": {"first_president": 0, "decks": [["hardcore_6", "plan_b_2"]]}}, 3)
    assert state.hands[0][:2] == ["hardcore_6", "plan_b_2"]
    assert sorted([c for h in state.hands for c in h] + state.pile) == sorted(DECK)


@pytest.mark.parametrize("options, error_code", [
    ({"first_president": 4}, "bad_first_president"),
    ({"first_president": -1}, "bad_option_value"),
    ({"roles": [["president", "bodyguard", "bodyguard", "assassin"]]}, "pinned_roles_mismatch"),
    ({"roles": [["president", "bodyguard", "assassin"]]}, "pinned_roles_mismatch"),
    ({"roles": "president"}, "bad_pinned_roles"),
    ({"roles": [["president", "bodyguard", "assassin", "assassin"], ["president", "bodyguard", "assassin", "assassin"]]},
     "pinned_president_mismatch"),  # the presidency passes to the left each round
    ({"first_president": 1, "roles": [["president", "bodyguard", "assassin", "assassin"]]}, "pinned_president_mismatch"),
    ({"decks": [["hit_weapon_99"]]}, "bad_pinned_deck"),
    ({"decks": [["plan_b_1", "plan_b_1"]]}, "bad_pinned_deck"),
    ({"decks": [[]] * 5}, "bad_pinned_deck"),
    ({"colour": "red"}, "unknown_option"),
])
def test_bad_pins_are_rejected_with_a_clear_code(options, error_code):
    with pytest.raises(ConfigError) as error:
        GAME.new_game({"players": 4, "options": options}, 0)
    assert error.value.code == error_code


def test_pins_are_never_shown():
    state = new()
    assert GAME.view(state, 2)["options"] == {}
    assert all(option["pin"] for option in GAME.describe_options())
