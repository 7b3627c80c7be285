"""The shared tokens (§3.4, §3.6, §3.9, §5.1, §5.2): the Lady of the Lake and the Inquisitor, Sire of the
Sea, Ref of the Rain, Excalibur and the Sergeant — one mechanism each, checked in both games."""
import pytest

from desktop.engine import GAMES
from desktop.engine.core import Rejected

AVALON, RESISTANCE = GAMES["avalon"], GAMES["resistance"]
AVALON_ROLES = ["merlin", "loyal_servant", "minion", "assassin", "minion", "loyal_servant", "loyal_servant"]
RESISTANCE_ROLES = ["resistance", "resistance", "spy", "spy", "spy", "resistance", "resistance"]


def new(game, leader=0, **options):
    roles = AVALON_ROLES if game is AVALON else RESISTANCE_ROLES
    extra = {"roles_in_play": ["merlin", "assassin"]} if game is AVALON else {}
    return game.new_game({"players": 7, "options": {"roles": roles, "first_leader": leader, **extra, **options}}, 1)


def mission(game, state, fails=(), give_to=None, switch=None):
    size = game.team_sizes(7)[state.round]
    team = sorted([3, *[0, 1, 5, 6][: size - 1]]) if fails else list(range(size))
    game.apply(state, state.leader, {"kind": "propose_team", "team": sorted(team)})
    if give_to is not None:
        game.apply(state, state.leader, {"kind": "give_token", "to": give_to})
    for seat in sorted(game.pending(state)):
        game.apply(state, seat, {"kind": "vote", "approve": True})
    for seat in sorted(game.pending(state)):
        game.apply(state, seat, {"kind": "mission_card", "card": "fail" if seat in fails else "success"})


def rejected(game, state, seat, command) -> str:
    with pytest.raises(Rejected) as caught:
        game.apply(state, seat, command)
    return caught.value.code.value


LOYALTY = [(AVALON, "lady_of_the_lake"), (RESISTANCE, "inquisitor")]


@pytest.mark.parametrize("game, key", LOYALTY)
def test_loyalty_token_starts_right_of_the_first_leader_and_is_used_after_missions_2_to_4(game, key):
    state = new(game, leader=2, **{key: True})
    assert game.view(state, None)["tokens"][key]["holder"] == 1  # the seat that leads last
    mission(game, state)
    assert state.phase == "propose"  # not after the first mission
    mission(game, state)
    assert game.pending(state) == {1: "examine"}
    assert game.legal(state, 1)[0]["params"]["target"]["of"] == [0, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("game, key", LOYALTY)
def test_loyalty_check_is_public_the_result_private_and_the_token_passes(game, key):
    state = new(game, **{key: True})
    mission(game, state)
    mission(game, state)
    holder = 6
    game.apply(state, holder, {"kind": "examine", "target": 3})
    evil = game.sides[1]
    fact = {"fact": "loyalty", "seat": 3, "side": evil, "source": key, "round": 1}
    assert fact in game.view(state, holder)["knowledge"]
    for seat in range(7):
        if seat != holder:
            assert fact not in game.view(state, seat)["knowledge"]
    public = game.view(state, None)["tokens"][key]
    assert public == {"holder": 3, "holders": [6, 3], "uses": [{"round": 1, "holder": 6, "target": 3}]}
    seen = [e for e in state.events if e.kind == "loyalty_seen"]
    assert seen[0].audience == (holder,)


@pytest.mark.parametrize("game, key", LOYALTY)
def test_no_previous_holder_may_be_examined(game, key):
    state = new(game, **{key: True})
    mission(game, state, fails=[3])
    mission(game, state)
    assert rejected(game, state, 6, {"kind": "examine", "target": 6}) == "not_eligible_target"
    game.apply(state, 6, {"kind": "examine", "target": 1})
    mission(game, state)
    assert game.legal(state, 1)[0]["params"]["target"]["of"] == [0, 2, 3, 4, 5]
    assert rejected(game, state, 1, {"kind": "examine", "target": 6}) == "not_eligible_target"


def test_the_lady_is_not_used_once_the_game_is_decided():
    state = new(AVALON, lady_of_the_lake=True)
    mission(AVALON, state)
    mission(AVALON, state)
    AVALON.apply(state, 6, {"kind": "examine", "target": 1})
    mission(AVALON, state)
    assert state.phase == "assassination"


def test_the_lady_shows_oberon_and_mordred_as_evil():
    roles = ["merlin", "loyal_servant", "loyal_servant", "mordred", "oberon", "loyal_servant", "assassin"]
    state = AVALON.new_game({"players": 7, "options": {"roles": roles, "first_leader": 0, "lady_of_the_lake": True,
                                                       "roles_in_play": ["merlin", "mordred", "oberon", "assassin"]}}, 1)
    mission(AVALON, state)
    mission(AVALON, state)
    AVALON.apply(state, 6, {"kind": "examine", "target": 4})
    assert AVALON.view(state, 6)["knowledge"][-1]["side"] == "evil"


def test_sire_of_the_sea_starts_left_of_the_leader_and_shows_the_holder_to_the_target():
    state = new(AVALON, leader=2, sire_of_the_sea=True, lady_of_the_lake=True)
    tokens = AVALON.view(state, None)["tokens"]
    assert tokens["sire_of_the_sea"]["holder"] == 3 and tokens["lady_of_the_lake"]["holder"] == 1
    mission(AVALON, state)
    mission(AVALON, state)
    AVALON.apply(state, 1, {"kind": "examine", "target": 0})
    assert AVALON.pending(state) == {3: "show_loyalty"}  # the Sire after the Lady
    AVALON.apply(state, 3, {"kind": "show_loyalty", "target": 5})
    assert {"fact": "loyalty", "seat": 3, "side": "evil", "source": "sire_of_the_sea", "round": 1} in AVALON.view(state, 5)["knowledge"]
    assert not [f for f in AVALON.view(state, 3)["knowledge"] if f["fact"] == "loyalty"]


def test_ref_of_the_rain_is_used_after_a_failed_quest_only_even_the_first():
    state = new(AVALON, ref_of_the_rain=True)
    mission(AVALON, state, fails=[3])
    assert AVALON.pending(state) == {6: "examine"}
    AVALON.apply(state, 6, {"kind": "examine", "target": 0})
    assert AVALON.view(state, 6)["knowledge"][-1]["source"] == "ref_of_the_rain"
    mission(AVALON, state)
    assert state.phase == "propose"


SWITCH = [(AVALON, "excalibur"), (RESISTANCE, "sergeant")]


@pytest.mark.parametrize("game, key", SWITCH)
def test_the_leader_gives_the_switch_token_to_a_team_member_who_is_not_the_leader(game, key):
    state = new(game, **{key: True})
    game.apply(state, 0, {"kind": "propose_team", "team": [0, 4]})
    assert game.pending(state) == {0: "give_token"}
    assert rejected(game, state, 0, {"kind": "give_token", "to": 0}) == "not_yourself"  # on the team, but the leader
    assert rejected(game, state, 0, {"kind": "give_token", "to": 2}) == "not_on_team"
    game.apply(state, 0, {"kind": "give_token", "to": 4})
    assert state.phase == "vote" and game.view(state, 1)["tokens"][key]["holder"] == 4


@pytest.mark.parametrize("game, key", SWITCH)
def test_the_holder_switches_one_card_after_the_cards_and_privately_learns_the_original(game, key):
    state = new(game, **{key: True})
    mission(game, state, give_to=1)  # team 0, 1; both good and play Success
    assert game.pending(state) == {1: "switch_card"}
    assert rejected(game, state, 1, {"kind": "switch_card", "target": 1}) == "not_yourself"
    assert rejected(game, state, 1, {"kind": "switch_card", "target": 5}) == "not_on_team"
    game.apply(state, 1, {"kind": "switch_card", "target": 0})  # a good holder may turn a Success into a Fail
    record = game.view(state, 5)["missions"][0]
    assert record["fails"] == 1 and record["result"] == "fail" and record["switched"] == [0]
    fact = {"fact": "mission_card", "mission": 0, "seat": 0, "card": "success", "source": key}
    assert fact in game.view(state, 1)["knowledge"]
    assert all(fact not in game.view(state, seat)["knowledge"] for seat in range(7) if seat != 1)
    assert game.view(state, None)["tokens"][key]["uses"] == [{"round": 0, "mission": 0, "holder": 1, "target": 0}]


@pytest.mark.parametrize("game, key", SWITCH)
def test_a_fail_switched_becomes_a_success_and_the_holder_may_keep_the_cards(game, key):
    state = new(game, **{key: True})
    game.apply(state, 0, {"kind": "propose_team", "team": [0, 3]})
    game.apply(state, 0, {"kind": "give_token", "to": 3})
    for seat in range(7):
        game.apply(state, seat, {"kind": "vote", "approve": True})
    game.apply(state, 0, {"kind": "mission_card", "card": "success"})
    game.apply(state, 3, {"kind": "mission_card", "card": "fail"})
    game.apply(state, 3, {"kind": "keep_cards"})
    assert game.view(state, 0)["missions"][0]["fails"] == 1
    mission(game, state, fails=[3], give_to=0)  # seat 1 leads now
    game.apply(state, 0, {"kind": "switch_card", "target": 3})
    assert game.view(state, 0)["missions"][1]["result"] == "success"


@pytest.mark.parametrize("game, key", SWITCH)
def test_a_rejected_team_hands_the_token_back(game, key):
    state = new(game, **{key: True})
    game.apply(state, 0, {"kind": "propose_team", "team": [0, 4]})
    game.apply(state, 0, {"kind": "give_token", "to": 4})
    for seat in range(7):
        game.apply(state, seat, {"kind": "vote", "approve": False})
    assert game.view(state, 0)["tokens"][key]["holder"] is None and state.phase == "propose"


def test_tokens_are_off_by_default_and_listed_as_options():
    for game, keys in ((AVALON, ["lady_of_the_lake", "sire_of_the_sea", "ref_of_the_rain", "excalibur"]),
                       (RESISTANCE, ["inquisitor", "sergeant"])):
        options = {o["key"]: o for o in game.describe_options()}
        assert all(options[k]["default"] is False for k in keys)
        assert "tokens" not in game.view(game.new_game({"players": 5}, 1), None)
