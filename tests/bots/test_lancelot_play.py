"""The bots with Lancelot in play (§3.7): beliefs across a switch, the playouts' deals, the shot, the fails.

After a switch a bot's belief reads each round's evidence against the seats evil then. The expected
beliefs are counted over every deal of the role cards the viewer cannot see, by hand-written rules of
what that viewer knows; the belief under test is worlds.build_worlds on the engine's real view.
"""
import random
from itertools import permutations
from types import SimpleNamespace

import pytest

from desktop.bots.mission import avalon, evil, hunt, lancelot, search
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import DEFAULT_MODEL, build_worlds
from desktop.bots.skill import LEVEL_SKILLS
from tests.engine.avalon.scenario import GAME, new, propose, run_mission, team_of, vote_all

# Seats: 0 Merlin, 1 Good Lancelot, 2-3 servants, 4 Minion, 5 Assassin, 6 Evil Lancelot.
ROLES = ["merlin", "good_lancelot", "loyal_servant", "loyal_servant", "minion", "assassin", "evil_lancelot"]
EVIL_ROLES = {"minion", "assassin", "evil_lancelot"}


def switched_game():
    """Evil Lancelot fails the first mission; the second passes; the third round opens with a Switch."""
    state = new(ROLES, lancelot_deck=["switch", "no_change", "no_change", "switch", "no_change"])
    run_mission(state, [2, 6], fails=[6])
    run_mission(state, [0, 2, 3])
    assert state.sides[1] == "evil" and state.sides[6] == "good"  # the scenario is what it says
    return state


def counted_belief(viewer: int, knows) -> list[float]:
    """Each seat's chance of being evil now, over every deal of the other cards that `knows` allows,
    all equally likely. A deal's sides now are its reveal sides with the two Lancelots swapped."""
    others = [seat for seat in range(len(ROLES)) if seat != viewer]
    cards = [role for seat, role in enumerate(ROLES) if seat != viewer]
    totals, deals = [0.0] * len(ROLES), 0
    for dealt in set(permutations(cards)):
        roles = list(ROLES)
        for seat, role in zip(others, dealt):
            roles[seat] = role
        at_reveal = [role in EVIL_ROLES for role in roles]
        now = [not evil if role in ("good_lancelot", "evil_lancelot") else evil for role, evil in zip(roles, at_reveal)]
        if not at_reveal[2] and not at_reveal[6]:  # the first mission (seats 2 and 6) failed: a spy aboard then
            continue
        if not knows(roles, at_reveal, now):
            continue
        deals += 1
        for seat, evil in enumerate(now):
            totals[seat] += evil
    return [total / deals for total in totals]


def belief(state, viewer: int, reads_switches: bool = True) -> list[float]:
    table = Table(GAME.view(state, viewer))
    return build_worlds(table, DEFAULT_MODEL, mission_evidence=False, reads_switches=reads_switches).spy_probability()


def test_a_servant_no_longer_takes_the_first_missions_fail_for_a_spy_aboard_now():
    state = switched_game()
    expected = counted_belief(2, lambda roles, at_reveal, now: True)
    assert belief(state, 2) == pytest.approx(expected)
    assert expected[6] < 0.9  # Evil Lancelot, who failed it, may be good now...
    assert belief(state, 2, reads_switches=False)[6] == pytest.approx(1.0)  # ...which the plain reading cannot see


def test_merlin_knows_one_of_the_seats_he_saw_may_be_good_now_and_one_good_seat_evil():
    state = switched_game()
    expected = counted_belief(0, lambda roles, at_reveal, now: [s for s in range(7) if at_reveal[s]] == [4, 5, 6])
    assert belief(state, 0) == pytest.approx(expected)
    assert expected[4] == pytest.approx(2 / 3) and expected[1] == pytest.approx(1 / 3)


def test_the_assassin_follows_evil_lancelot_across_the_switch_and_looks_for_good_lancelot():
    state = switched_game()
    expected = counted_belief(5, lambda roles, at_reveal, now: roles[6] == "evil_lancelot" and at_reveal[4])
    assert belief(state, 5) == pytest.approx(expected)
    assert expected[6] == 0.0 and expected[4] == 1.0


def test_before_any_switch_the_belief_is_the_plain_one():
    state = new(ROLES, lancelot_deck=["no_change", "switch", "no_change", "switch", "no_change"])
    run_mission(state, [2, 6], fails=[6])
    run_mission(state, [0, 2, 3])
    assert GAME.view(state, None)["lancelot"]["turned"] == ["no_change"]
    for viewer in range(7):
        assert belief(state, viewer) == pytest.approx(belief(state, viewer, reads_switches=False))


@pytest.mark.parametrize("turned, by_round, now", [
    (["switch"], (0, 0, 1, 1, 1), 1),  # turned at the start of the third round (round 2)
    (["no_change", "switch"], (0, 0, 0, 1, 1), 1),
    (["switch", "no_change", "switch"], (0, 0, 1, 1, 0), 0),  # two switches: the sides are back
])
def test_each_rounds_sides_follow_the_switches_turned_by_then(turned, by_round, now):
    moves = lancelot.switches(SimpleNamespace(view={"lancelot": {"turned": turned}}))
    assert (moves.by_round, moves.now) == (by_round, now)


def test_no_switch_turned_means_no_switches():
    assert lancelot.switches(SimpleNamespace(view={"lancelot": {"turned": ["no_change", "no_change"]}})) is None
    assert lancelot.switches(SimpleNamespace(view={})) is None


def test_the_assassin_never_takes_evil_lancelot_turned_good_for_merlin():
    """The assassin knows Evil Lancelot's seat by his thumb: good after the switch, and never Merlin."""
    state = switched_game()
    run_mission(state, team_of(state, [0, 2, 3, 4]))
    run_mission(state, team_of(state, [0, 2, 3, 4]))
    assert state.phase == "assassination" and state.sides[6] == "good"
    table = Table(GAME.view(state, 5))
    assert 6 in GAME.legal(state, 5)[0]["params"]["target"]["of"]  # the rules let him name that seat...
    assert hunt.merlin_candidates(table) == [0, 1, 2, 3]  # ...but he knows it is no Merlin
    assert set(avalon.merlin_odds(table)) == set(hunt.merlin_odds(table)) == {0, 1, 2, 3}


@pytest.mark.parametrize("viewer", [2, 5])
def test_the_expert_deals_its_playout_worlds_with_the_lancelots_cards_on_their_sides_now(viewer):
    """The search asks for a world whose seats evil now are a given set (search.dealt): after a switch
    Good Lancelot's card must go to a seat evil now. Dealt the old way, the true set never came out."""
    state = switched_game()
    truth = sum(1 << seat for seat in range(7) if state.sides[seat] == "evil")
    view = GAME.view(state, viewer)
    worlds = [search.dealt(GAME, view, truth, random.Random(index), tries=1) for index in range(40)]
    found = [world for world in worlds if world is not None]
    assert len(found) >= 10  # the deal's other cards are still shuffled: some replays contradict the record
    assert all(search.evil_mask(GAME, world) == truth for world in found)


def card_of(state, seat: int) -> str:
    view = GAME.view(state, seat)
    cards = [rule for spec in view["legal"] if spec["kind"] == "mission_card" for rule in spec["params"]["card"]["of"]]
    return evil.mission_card(Table(view), LEVEL_SKILLS["hard"], cards)


def test_a_spy_leaves_the_fail_to_evil_lancelot_who_cannot_see_him():
    """Evil Lancelot sees no spy, so he fails a one-fail mission himself; the Assassin, who knows him
    by his thumb, plays success beside him instead of adding a second fail that names them both."""
    state = new(ROLES, lancelot_deck=["switch", "no_change", "no_change", "switch", "no_change"])
    propose(state, [5, 6])
    vote_all(state, True)
    assert card_of(state, 6) == "fail" and card_of(state, 5) == "success"


def test_spies_who_see_each_other_still_fail_by_the_lowest_seat():
    state = new(ROLES, lancelot_deck=["switch", "no_change", "no_change", "switch", "no_change"])
    propose(state, [4, 5])
    vote_all(state, True)
    assert card_of(state, 4) == "fail" and card_of(state, 5) == "success"
