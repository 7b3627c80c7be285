"""The plot deck, the draw, and handing out (REFERENCE.md §2.1, §2.2, §6 #8-#13, §6b #4)."""
from collections import Counter

import pytest

from desktop.engine.core import ConfigError, Reject, Rejected
from desktop.engine.resistance.plot import deck_for
from desktop.engine.resistance.plot.cards import DRAWS

from .scenario import GAME, act, deck, give, held, new, propose, vote_all


def test_the_15_card_deck_and_the_7_card_deck():
    assert Counter(deck_for(7)) == {
        "overheard_conversation": 2, "establish_confidence": 1, "open_up": 1, "take_responsibility": 1,
        "no_confidence": 3, "keeping_a_close_eye": 2, "strong_leader": 2, "in_the_spotlight": 1, "opinion_maker": 2}
    assert Counter(deck_for(5)) == Counter(deck_for(6)) == {
        "keeping_a_close_eye": 2, "strong_leader": 2, "no_confidence": 1, "opinion_maker": 1, "take_responsibility": 1}
    assert all(len(deck_for(n)) == 15 for n in (7, 8, 9, 10))


@pytest.mark.parametrize("players", range(5, 11))
def test_the_first_leader_draws_1_2_or_3(players):
    state = GAME.new_game({"players": players, "options": {"plot": True}}, 3)
    assert state.phase == "plot_draw"
    assert len(state.plot.hand) == DRAWS[players] == {5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3}[players]
    assert ("plot_deck", state.plot.drawn + state.plot.deck) in state.rng.chance_log
    assert GAME.pending(state) == {state.leader: "give_card"}


def test_only_the_first_proposal_of_a_round_draws():
    state = new(top=("no_confidence", "strong_leader"))
    give(state, "no_confidence", 3)
    give(state, "strong_leader", 4)
    propose(state, [0, 1])
    vote_all(state, False)  # rejected: the next leader draws nothing
    assert state.leader == 1 and state.phase == "strong_leader"  # seat 4 may take the lead first
    act(state, 4, "pass")
    assert state.phase == "propose" and state.plot.drawn == ["no_confidence", "strong_leader"]


def test_recipients_are_distinct_other_players_and_the_leader_picks_the_order():
    state = new(players=9, spies=(0, 1, 2), top=("no_confidence", "strong_leader", "opinion_maker"))
    specs = GAME.legal(state, 0)
    assert sorted(s["params"]["card"]["of"][0] for s in specs) == ["no_confidence", "opinion_maker", "strong_leader"]
    assert all(0 not in s["params"]["to"]["of"] for s in specs)
    give(state, "opinion_maker", 5)  # any card first
    assert all(5 not in s["params"]["to"]["of"] for s in GAME.legal(state, 0))
    with pytest.raises(Rejected) as error:
        give(state, "strong_leader", 5)
    assert error.value.code == Reject.NOT_ELIGIBLE_TARGET
    with pytest.raises(Rejected):
        give(state, "strong_leader", 0)  # never to the leader
    give(state, "strong_leader", 6)
    give(state, "no_confidence", 7)
    assert held(state)[5] == ["opinion_maker"] and held(state)[6] == ["strong_leader"] and held(state)[7] == ["no_confidence"]
    assert state.phase == "propose"
    given = [e.data for e in state.events if e.kind == "plot_card_given"]
    assert [g["to"] for g in given] == [5, 6, 7] and all(e.audience is None for e in state.events if e.kind == "plot_card_given")


def test_an_immediate_card_resolves_before_the_next_card_is_handed_out():
    state = new(top=("overheard_conversation", "strong_leader"))
    give(state, "overheard_conversation", 3)
    assert GAME.pending(state) == {3: "overhear"}
    assert GAME.legal(state, 0) == []
    act(state, 3, "overhear", target=4)
    assert GAME.pending(state) == {0: "give_card"}


def test_establish_confidence_has_no_recipient_and_shows_the_leaders_card():
    state = new(top=("establish_confidence", "strong_leader"))
    give(state, "establish_confidence", 3)
    assert {"fact": "role", "seat": 0, "role": "spy", "side": "spies", "source": "establish_confidence"} in state.knowledge[3]
    give(state, "strong_leader", 3)  # seat 3 was shown a card, it did not receive one
    assert held(state)[3] == ["strong_leader"]


def test_a_pinned_deck_must_be_this_player_counts_deck():
    with pytest.raises(ConfigError) as error:
        GAME.new_game({"players": 5, "options": {"plot": True, "plot_deck": deck(7)}}, 1)
    assert error.value.code == "pinned_plot_deck_mismatch"
    assert "plot_deck" not in GAME.view(new(), 0)["options"]  # a pin is never shown


def test_plot_cards_are_off_by_default():
    state = GAME.new_game({"players": 7}, 1)
    assert state.phase == "propose" and "plot" not in GAME.view(state, 0)
