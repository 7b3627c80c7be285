"""The held cards' windows: timing, priority, one chance each, and the lock-outs (§2.4-§2.6, §6 #15-#20)."""
import pytest

from desktop.engine.core import Reject, Rejected

from .scenario import GAME, act, give, give_all, held, new, pass_windows, play_cards, propose, vote_all


def with_cards(cards_by_seat, players=7, leader=0, **options):
    """A game whose first leader hands out `cards_by_seat` (seat -> card) in the first draw."""
    top = tuple(cards_by_seat.values())
    state = new(players=players, leader=leader, top=top, **options)
    for seat, card in cards_by_seat.items():
        give(state, card, seat)
    return state


# ---- Strong Leader -----------------------------------------------------------------------------
def test_strong_leader_comes_before_the_leader_acts_and_rotation_goes_on_from_the_new_leader():
    state = with_cards({3: "strong_leader", 5: "no_confidence"})
    propose(state, [0, 1])
    vote_all(state, False)
    assert state.leader == 1 and GAME.pending(state) == {3: "strong_leader"}
    act(state, 3, "play_card", card="strong_leader")
    assert state.leader == 3 and state.phase == "propose" and held(state)[3] == []
    assert state.vote_track == 1  # the track does not move
    propose(state, [3, 4])
    vote_all(state, False)
    assert state.leader == 4


def test_strong_leader_on_a_rounds_first_proposal_means_the_new_leader_draws():
    state = with_cards({3: "strong_leader", 4: "no_confidence"})
    propose(state, [0, 1])
    vote_all(state, True)
    play_cards(state)  # round 2: seat 1 leads; seat 3 may take the lead before the draw
    assert state.phase == "strong_leader" and state.plot.hand == []
    act(state, 3, "play_card", card="strong_leader")
    assert state.phase == "plot_draw" and GAME.pending(state) == {3: "give_card"}


def test_the_current_leader_cannot_play_strong_leader():
    state = with_cards({1: "strong_leader", 2: "strong_leader"})
    propose(state, [0, 1])
    vote_all(state, False)  # seat 1 leads now: only seat 2 is asked
    assert GAME.pending(state) == {2: "strong_leader"}


def test_after_a_strong_leader_no_other_until_a_vote_is_held():
    state = new(players=9, spies=(0, 1, 2), top=("strong_leader", "strong_leader", "no_confidence"))
    give_all(state, [3, 5, 6])
    propose(state, [0, 1, 2])
    vote_all(state, False)  # leader 1; holders 3 and 5 in priority order
    assert GAME.pending(state) == {3: "strong_leader"}
    act(state, 3, "play_card", card="strong_leader")
    assert state.phase == "propose" and GAME.view(state, 5)["plot"]["strong_leader_locked"]  # seat 5 is locked out
    act(state, 3, "propose_team", team=[3, 4, 5])
    vote_all(state, False)  # a vote was held: the lock is gone
    assert GAME.pending(state) == {5: "strong_leader"}


def test_priority_starts_with_the_leader_and_a_pass_is_final():
    state = new(players=9, spies=(0, 1, 2), top=("strong_leader", "strong_leader", "no_confidence"))
    give_all(state, [8, 3, 5])
    propose(state, [0, 1, 2])
    vote_all(state, False)  # leader 1: seat 3 comes before seat 8
    assert GAME.pending(state) == {3: "strong_leader"}
    act(state, 3, "pass")
    assert GAME.pending(state) == {8: "strong_leader"}
    with pytest.raises(Rejected) as error:
        act(state, 3, "play_card", card="strong_leader")
    assert error.value.code == Reject.NOT_PENDING
    act(state, 8, "pass")
    assert state.phase == "propose" and held(state)[3] == ["strong_leader"]


# ---- Opinion Maker -----------------------------------------------------------------------------
def test_opinion_makers_vote_first_in_public_then_everyone_else():
    state = new(players=9, spies=(0, 1, 2), top=("opinion_maker", "opinion_maker", "no_confidence"))
    give_all(state, [6, 3, 5])
    propose(state, [0, 1, 2])
    assert state.phase == "opinion_vote" and GAME.pending(state) == {3: "vote", 6: "vote"}
    assert GAME.view(state, None)["waiting_for"] == [3, 6]
    act(state, 3, "vote", approve=False)
    assert not any(e.kind == "opinion_votes_revealed" for e in state.events)  # revealed together
    assert GAME.view(state, 0)["waiting_for"] == [3, 6]  # never who already answered
    act(state, 6, "vote", approve=True)
    revealed = [e for e in state.events if e.kind == "opinion_votes_revealed"][-1]
    assert revealed.audience is None and revealed.data["votes"] == {"3": False, "6": True}
    assert state.phase == "vote" and sorted(GAME.pending(state)) == [0, 1, 2, 4, 5, 7, 8]
    vote_all(state, True)
    assert state.vote_history[-1]["votes"]["3"] is False


def test_a_player_holding_two_opinion_makers_votes_once():
    state = new(players=9, spies=(0, 1, 2), top=("opinion_maker", "take_responsibility", "no_confidence"))
    give(state, "opinion_maker", 3)
    give(state, "take_responsibility", 4)
    act(state, 4, "take_card", card="opinion_maker", owner=3)
    give(state, "no_confidence", 5)
    propose(state, [0, 1, 2])
    assert GAME.pending(state) == {4: "vote"}
    act(state, 4, "vote", approve=True)
    assert 4 not in GAME.pending(state)


def test_with_leader_approves_the_leaders_fixed_vote_is_part_of_the_pre_vote():
    state = with_cards({3: "opinion_maker", 4: "no_confidence"}, leader_approves=True)
    propose(state, [0, 1])
    act(state, 3, "vote", approve=False)
    revealed = [e for e in state.events if e.kind == "opinion_votes_revealed"][-1]
    assert revealed.data["votes"] == {"0": True, "3": False}
    assert 0 not in GAME.pending(state)


def test_opinion_maker_does_nothing_on_an_auto_approved_hammer():
    state = with_cards({3: "opinion_maker", 4: "strong_leader"}, auto_approve_hammer=True)
    for _ in range(4):
        pass_windows(state)
        act(state, state.leader, "propose_team", team=[0, 1])
        vote_all(state, False)
    pass_windows(state)
    act(state, state.leader, "propose_team", team=[0, 1])
    assert state.phase == "mission"  # no pre-vote, no vote


# ---- No Confidence -----------------------------------------------------------------------------
def test_no_confidence_right_after_an_approval_counts_as_a_rejection():
    state = with_cards({3: "no_confidence", 4: "strong_leader"})
    propose(state, [0, 1])
    vote_all(state, True)
    assert GAME.pending(state) == {3: "no_confidence"}
    act(state, 3, "play_card", card="no_confidence")
    assert state.vote_track == 1 and state.leader == 1 and state.round == 0
    assert state.plot.played == {"no_confidence": 1}


def test_no_confidence_is_not_offered_after_a_rejection():
    state = with_cards({3: "no_confidence", 4: "strong_leader"})
    propose(state, [0, 1])
    vote_all(state, False)
    assert state.phase == "strong_leader"


def test_no_confidence_as_the_fifth_rejection_is_a_spy_win():
    state = with_cards({3: "no_confidence", 4: "no_confidence"})
    for _ in range(4):
        propose(state, [0, 1])
        vote_all(state, False)
    propose(state, [0, 1])
    vote_all(state, True)
    assert GAME.pending(state) == {4: "no_confidence"}  # seat 4 leads the fifth proposal: asked first
    act(state, 4, "play_card", card="no_confidence")
    assert GAME.outcome(state)["reason"] == "five_rejections" and GAME.outcome(state)["winner"] == "spies"


def test_no_confidence_on_an_auto_approved_hammer_is_a_spy_win():
    state = with_cards({3: "no_confidence", 4: "keeping_a_close_eye"}, auto_approve_hammer=True)
    for _ in range(4):
        propose(state, [0, 1])
        vote_all(state, False)
    propose(state, [0, 1])
    assert GAME.pending(state) == {3: "no_confidence"}
    act(state, 3, "play_card", card="no_confidence")
    assert GAME.outcome(state)["reason"] == "five_rejections"


# ---- In the Spotlight --------------------------------------------------------------------------
def test_spotlight_targets_a_team_member_whose_card_is_played_face_up():
    state = with_cards({3: "in_the_spotlight", 4: "no_confidence"})
    propose(state, [0, 3])
    vote_all(state, True)
    act(state, 4, "pass")
    spec = GAME.legal(state, 3)[0]
    assert spec["params"]["target"]["of"] == [0, 3]  # any member, the holder included (§6b #1)
    with pytest.raises(Rejected) as error:
        act(state, 3, "play_card", card="in_the_spotlight", target=5)
    assert error.value.code == Reject.NOT_ELIGIBLE_TARGET
    act(state, 3, "play_card", card="in_the_spotlight", target=0)
    assert state.phase == "mission"
    act(state, 0, "mission_card", card="fail")
    face_up = [e for e in state.events if e.kind == "mission_card_face_up"][-1]
    assert face_up.audience is None and face_up.data == {"mission": 0, "seat": 0, "card": "fail"}
    assert GAME.view(state, 5)["face_up"] == {"0": "fail"}
    act(state, 3, "mission_card", card="success")
    assert state.missions[0]["face_up"] == {"0": "fail"}


# ---- Keeping a Close Eye -----------------------------------------------------------------------
def test_close_eye_looks_privately_after_the_cards_one_look_per_card():
    state = new(players=9, spies=(0, 1, 2), top=("keeping_a_close_eye", "keeping_a_close_eye", "no_confidence"))
    give_all(state, [3, 4, 5])
    propose(state, [0, 1, 3])
    vote_all(state, True)
    act(state, 5, "pass")  # the No Confidence window
    for seat, card in ((0, "fail"), (1, "success"), (3, "success")):
        act(state, seat, "mission_card", card=card)
    assert state.phase == "close_eye" and GAME.pending(state) == {3: "close_eye"}
    assert GAME.legal(state, 3)[0]["params"]["target"]["of"] == [0, 1]  # never your own card
    act(state, 3, "play_card", card="keeping_a_close_eye", target=0)
    assert GAME.legal(state, 4)[0]["params"]["target"]["of"] == [1, 3]  # one look per card
    seen = [e for e in state.events if e.kind == "mission_card_seen"]
    assert seen[-1].audience == (3,) and seen[-1].data["card"] == "fail"
    assert {"fact": "mission_card", "mission": 0, "seat": 0, "card": "fail", "source": "keeping_a_close_eye"} in state.knowledge[3]
    played = [e for e in state.events if e.kind == "plot_card_played"][-1]
    assert played.audience is None and played.data == {"seat": 3, "card": "keeping_a_close_eye", "target": 0}
    act(state, 4, "play_card", card="keeping_a_close_eye", target=1)
    assert state.phase != "close_eye" and state.missions[0]["fails"] == 1


def test_close_eye_cannot_look_at_a_face_up_card_and_a_holder_with_nothing_to_see_is_not_asked():
    state = new(players=9, spies=(0, 1, 2), top=("keeping_a_close_eye", "in_the_spotlight", "no_confidence"))
    give_all(state, [3, 4, 5])
    propose(state, [3, 4, 5])
    vote_all(state, True)
    act(state, 5, "pass")
    act(state, 4, "play_card", card="in_the_spotlight", target=4)
    play_cards(state)
    assert GAME.legal(state, 3)[0]["params"]["target"]["of"] == [5]
    act(state, 3, "pass")
    assert state.phase != "close_eye"
