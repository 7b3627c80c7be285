"""Immediate cards: resolved as received, what they show goes to one seat only (§2.2, §2.5, §2.8, §6 #14, #21)."""
import pytest

from desktop.engine import GAMES
from desktop.engine.core import Reject, Rejected

from .scenario import GAME, act, give, held, new

AVALON = GAMES["avalon"]
AVALON_ROLES = ["assassin", "minion", "merlin", "loyal_servant", "loyal_servant", "loyal_servant", "minion"]


def test_overheard_conversation_sees_a_neighbour_privately():
    state = new(top=("overheard_conversation", "strong_leader"))
    give(state, "overheard_conversation", 2)
    assert GAME.legal(state, 2)[0]["params"]["target"]["of"] == [1, 3]  # left or right (§6 #21)
    with pytest.raises(Rejected) as error:
        act(state, 2, "overhear", target=5)
    assert error.value.code == Reject.NOT_ELIGIBLE_TARGET
    act(state, 2, "overhear", target=1)
    assert state.knowledge[2][-1] == {"fact": "role", "seat": 1, "role": "spy", "side": "spies",
                                      "source": "overheard_conversation"}
    shown = [e for e in state.events if e.kind == "card_shown"]
    assert [e.audience for e in shown] == [(2,)]
    played = [e for e in state.events if e.kind == "plot_card_played"][-1]
    assert played.audience is None and played.data == {"seat": 2, "card": "overheard_conversation", "target": 1}
    for seat in (0, 1, 3, 4, 5, 6):
        assert all(f.get("source") != "overheard_conversation" for f in state.knowledge[seat])
        assert "spy" not in str([e["role"] for e in GAME.events_for(state, seat) if e["kind"] == "card_shown"])


def test_overheard_conversation_may_name_the_leader():
    state = new(top=("overheard_conversation", "strong_leader"))
    give(state, "overheard_conversation", 1)
    assert 0 in GAME.legal(state, 1)[0]["params"]["target"]["of"]


def test_open_up_shows_the_receivers_card_to_anyone_they_pick_the_leader_included():
    state = new(top=("open_up", "strong_leader"))
    give(state, "open_up", 4)
    assert GAME.pending(state) == {4: "open_up"}
    assert GAME.legal(state, 4)[0]["params"]["to"]["of"] == [0, 1, 2, 3, 5, 6]
    act(state, 4, "open_up", to=0)
    assert {"fact": "role", "seat": 4, "role": "resistance", "side": "resistance", "source": "open_up"} in state.knowledge[0]


def test_take_responsibility_takes_any_card_held_by_another_player():
    state = new(players=9, spies=(0, 1, 2), top=("no_confidence", "take_responsibility", "opinion_maker"))
    give(state, "no_confidence", 3)
    give(state, "take_responsibility", 4)
    specs = GAME.legal(state, 4)
    assert [(s["params"]["card"]["of"], s["params"]["owner"]["of"]) for s in specs] == [(["no_confidence"], [3])]
    act(state, 4, "take_card", card="no_confidence", owner=3)
    assert held(state)[3] == [] and held(state)[4] == ["no_confidence"]
    played = [e for e in state.events if e.kind == "plot_card_played"][-1]
    assert played.data == {"seat": 4, "card": "take_responsibility", "target": 3, "taken": "no_confidence"}


def test_take_responsibility_with_nothing_to_take_is_discarded():
    state = new(top=("take_responsibility", "strong_leader"))
    give(state, "take_responsibility", 3)
    assert GAME.pending(state) == {0: "give_card"}
    assert [e.kind for e in state.events[-2:]] == ["plot_card_given", "plot_card_discarded"]
    assert state.plot.played == {}


def test_take_responsibility_cannot_take_the_receivers_own_card():
    state = new(players=9, spies=(0, 1, 2), top=("strong_leader", "take_responsibility", "opinion_maker"))
    give(state, "strong_leader", 3)
    give(state, "take_responsibility", 5)
    with pytest.raises(Rejected):
        act(state, 5, "take_card", card="strong_leader", owner=5)


@pytest.mark.parametrize("card, command", [
    ("overheard_conversation", {"kind": "overhear", "target": 0}),
    ("open_up", {"kind": "open_up", "to": 0}),
])
def test_in_avalon_cards_show_loyalty_never_the_role(card, command):
    state = new(top=(card, "strong_leader"), game=AVALON, roles=AVALON_ROLES, leader=2)
    give(state, card, 1, game=AVALON)
    AVALON.apply(state, 1, command)
    learner, shown = (1, 0) if card == "overheard_conversation" else (0, 1)
    fact = state.knowledge[learner][-1]
    assert fact == {"fact": "side", "seat": shown, "side": "evil", "source": card}
    event = [e for e in state.events if e.kind == "card_shown"][-1]
    assert "role" not in event.data and event.audience == (learner,)


def test_in_avalon_establish_confidence_shows_the_leaders_loyalty():
    state = new(top=("establish_confidence", "strong_leader"), game=AVALON, roles=AVALON_ROLES, leader=2)
    give(state, "establish_confidence", 5, game=AVALON)
    assert state.knowledge[5][-1] == {"fact": "side", "seat": 2, "side": "good", "source": "establish_confidence"}
    assert "merlin" not in str(AVALON.view(state, 5)["knowledge"][1:])
