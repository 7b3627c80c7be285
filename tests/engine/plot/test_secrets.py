"""What a plot card shows reaches its one seat only: two games that differ only in what a seat cannot
know look byte-identical to it, through every card (DESIGN.md, "Hidden information"; §2.2)."""
from helpers import assert_indistinguishable

from .scenario import GAME, deck

TOP = ("overheard_conversation", "keeping_a_close_eye", "in_the_spotlight")


def game_with(spies):
    roles = ["spy" if seat in spies else "resistance" for seat in range(9)]
    options = {"plot": True, "roles": roles, "first_leader": 0, "plot_deck": deck(9, *TOP)}
    return GAME.new_game({"players": 9, "options": options}, 5)


def script():
    """Overheard on seat 1, a spotlight, and a close look at seat 4's card."""
    c = []
    c += [(0, {"kind": "give_card", "card": "overheard_conversation", "to": 2}), (2, {"kind": "overhear", "target": 1})]
    c += [(0, {"kind": "give_card", "card": "keeping_a_close_eye", "to": 3}),
          (0, {"kind": "give_card", "card": "in_the_spotlight", "to": 5})]
    c += [(0, {"kind": "propose_team", "team": [1, 4, 6]})]
    c += [(seat, {"kind": "vote", "approve": True}) for seat in range(9)]
    c += [(5, {"kind": "play_card", "card": "in_the_spotlight", "target": 6})]
    c += [(seat, {"kind": "mission_card", "card": "success"}) for seat in (1, 4, 6)]
    c += [(3, {"kind": "play_card", "card": "keeping_a_close_eye", "target": 4})]
    return c


def test_a_bystander_cannot_tell_who_is_a_spy_through_the_cards():
    # Seats 1 and 4 swap sides between the games: seat 7 (resistance) must see no difference.
    assert_indistinguishable(GAME, game_with({0, 1, 2}), game_with({0, 4, 2}), 7, script())


def test_the_spotlight_target_and_the_watcher_learn_nothing_of_the_overheard_card():
    for seat in (3, 5, 6):
        assert_indistinguishable(GAME, game_with({0, 1, 2}), game_with({0, 7, 2}), seat, script())


def test_the_overhearer_can_tell_and_only_through_its_own_view():
    a, b = game_with({0, 1, 2}), game_with({0, 4, 2})
    for seat, command in script()[:2]:
        GAME.apply(a, seat, command)
        GAME.apply(b, seat, command)
    assert GAME.view(a, 2)["knowledge"] != GAME.view(b, 2)["knowledge"]
    assert GAME.view(a, None) == GAME.view(b, None)  # spectators see who looked at whom, not what
