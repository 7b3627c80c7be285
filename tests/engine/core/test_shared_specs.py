"""Shared legal lists are matched compiled (commands.shared / match); answers patch the caches.

The compiled matcher must give exactly what check_command gives: the same spec for a legal command,
and no match (so check_command says why) for anything else. Commands are tried against the lists
the mission games share and against lists made to trip an equality test (1 is not True, 1.0 is not 1).
"""
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import Rejected, check_command, match, one_of, random_command, shared, spec, subset

ODD_VALUES = [True, False, 0, 1, 2, 1.0, 0.0, None, "a", "b", "1", [], [0], [0, 1], [1, 0], [0, 0], [True, 1],
              [0, 5], [1, 2], (0, 1), {"x": 1}]


def lists():
    return [
        [spec("vote", approve=one_of([True, False]))],
        [spec("pick", value=one_of([0, 1, 2]))],
        [spec("pick", value=one_of(["a", None]))],
        [spec("team", team=subset(range(5), 2))],
        [spec("pick", value=one_of([0, 1]), other=one_of(["a", "b"])), spec("pick", value=one_of([2]))],
        [spec("team", team=subset(range(3), 2)), spec("vote", approve=one_of([False]))],
    ]


def expected(command, specs):
    """check_command's answer: the spec, or None when it refuses."""
    try:
        return check_command(command, specs)
    except Rejected:
        return None


def commands_for(specs):
    names = {name for candidate in specs for name in candidate["params"]}
    kinds = {candidate["kind"] for candidate in specs} | {"other"}
    found = [{}, {"kind": 1}, {"approve": True}]
    for kind in kinds:
        found.append({"kind": kind})
        for name in names:
            for value in ODD_VALUES:
                found.append({"kind": kind, name: value})
                found.append({"kind": kind, name: value, "extra": 1})
                for second in names - {name}:
                    for other in ("a", 0, 2, True):
                        found.append({"kind": kind, name: value, second: other})
    return found


@pytest.mark.parametrize("index", range(len(lists())))
def test_the_compiled_match_gives_what_check_command_gives(index):
    specs = shared(lists()[index])
    assert match({"kind": "nothing"}, specs) is None
    hits = 0
    for command in commands_for(specs):
        assert match(command, specs) is expected(command, specs), command
        hits += expected(command, specs) is not None
    assert hits > 0


def test_a_list_not_shared_is_never_matched_compiled():
    specs = [spec("vote", approve=one_of([True, False]))]
    assert match({"kind": "vote", "approve": True}, specs) is None
    assert match({"kind": "vote", "approve": True}, shared(specs)) is specs[0]
    assert match({"kind": "vote", "approve": True}, list(specs)) is None  # an equal copy is not the list


def test_a_list_with_equal_values_of_two_types_stays_generic():
    specs = shared([spec("pick", value=one_of([1, True]))])  # 1 == True: one dict key for both
    assert match({"kind": "pick", "value": True}, specs) is None
    assert check_command({"kind": "pick", "value": True}, specs) is specs[0]


@pytest.mark.parametrize("name, config", [("resistance", {"players": 5}), ("avalon", {"players": 7})])
def test_an_answer_patches_the_caches_of_the_state_alone(name, config):
    """After a vote before the last, pending and legal moves are those a fresh copy computes, and a
    copy taken before the vote still has its own."""
    game = GAMES[name]
    state = game.new_game(config, "patch")
    rng = random.Random(3)
    while state.phase != "vote":
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    for seat in range(state.players):
        game.view(state, seat)  # every seat's pending and legal cached
    before = game.copy(state)
    pending_before = dict(game.pending(before))
    game.apply(state, 0, {"kind": "vote", "approve": True})
    fresh = game.copy(state)
    fresh.drop_caches()
    assert game.pending(state) == game.pending(fresh) and 0 not in game.pending(state)
    for seat in range(state.players):
        assert game.legal(state, seat) == game.legal(fresh, seat)
        assert game.view(state, seat) == game.view(fresh, seat)
    assert game.pending(before) == pending_before and game.legal(before, 0)  # the copy kept its own


def test_the_same_config_dict_is_prepared_again_after_it_changed():
    game = GAMES["resistance"]
    config = {"players": 5, "options": {}}
    assert game.new_game(config, 1).players == 5
    config["players"] = 6  # changed in place: not the config prepared before
    assert game.new_game(config, 1).players == 6
    config["options"]["targeting"] = True
    assert game.new_game(config, 1).config["options"]["targeting"] is True


def test_a_reveal_shared_across_first_leaders_equals_the_reveal_worked_out():
    """Without a Cleric no reveal reads the first leader: deals differing only in it share one."""
    setups = [("resistance", {"players": 5}), ("avalon", {"players": 5}),
              ("avalon", {"players": 5, "options": {"roles_in_play": ["cleric", "assassin"]}})]
    for name, config in setups:
        game = GAMES[name]
        leaders_by_deal: dict[tuple, set] = {}
        for seed in range(150):
            state = game.new_game(config, f"reveal:{seed}")
            leader = state.first_leader
            worked_out = [game.reveal_facts(state.config, state.roles, leader, seat) for seat in range(state.players)]
            assert [list(facts) for facts in state.knowledge] == worked_out, (name, seed)
            leaders_by_deal.setdefault(tuple(state.roles), set()).add(leader)
        assert any(len(leaders) > 1 for leaders in leaders_by_deal.values())  # a deal came with two first leaders


def drawn_by_randrange(specs, rng):
    """The random bot's choice as its rule says: a spec by randrange, then each parameter in order."""
    chosen = specs[rng.randrange(len(specs))]
    command = {"kind": chosen["kind"]}
    for name, rule in chosen["params"].items():
        if rule["type"] == "one_of":
            command[name] = rule["of"][rng.randrange(len(rule["of"]))]
        else:
            command[name] = sorted(rng.sample(rule["of"], rule["size"]))
    return command


@pytest.mark.parametrize("index", range(len(lists()) + 2))
def test_a_shared_list_is_drawn_as_randrange_draws(index):
    # plus a one-value list (randrange(1) still draws) and an 11-value one (draws past the count retried)
    made = (lists() + [[spec("card", card=one_of(["success"]))], [spec("pick", value=one_of(list(range(11))))]])[index]
    specs = shared(made)
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(5):
            assert random_command(specs, ours) == drawn_by_randrange(made, theirs)
        assert ours.getstate() == theirs.getstate()  # the same draws, none more
