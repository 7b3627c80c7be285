"""The knowledge matrix of §3.2: what each seat's view shows about every other seat, for every role pair.

The expected table is written here from the rulebook, independently of the engine's own table.
"""
import itertools

import pytest

from desktop.engine.avalon.roles import ROLES

from .scenario import GAME, new

EVIL_SEEING = ("assassin", "morgana", "mordred", "minion", "mordred_assassin")


def expected(viewer: str, other: str, lancelots_see_each_other=False) -> set[str]:
    """What `viewer` learns about a seat holding `other` at the reveal (Cleric aside)."""
    seen = set()
    if viewer == "merlin" and ROLES[other].evil and other not in ("mordred", "mordred_assassin"):
        seen.add("evil")
    if viewer in EVIL_SEEING and ROLES[other].evil and other != "oberon":
        seen.add("evil")
    if viewer in EVIL_SEEING and other == "evil_lancelot":
        seen.add("role")  # Evil knows his seat, to follow a switch; Merlin sees only "evil" (§3.7 #5)
    if viewer == "percival" and other in ("merlin", "morgana"):
        seen.add("merlin_or_morgana")
    if {viewer, other} == {"tristan", "isolde"}:
        seen.add("role")
    if lancelots_see_each_other and {viewer, other} == {"good_lancelot", "evil_lancelot"}:
        seen.add("role")
    return seen


def shown(view, seat) -> set[str]:
    seen = set()
    for fact in view["knowledge"]:
        if fact["fact"] == "side" and fact["seat"] == seat:
            seen.add(fact["side"])
        if fact["fact"] == "role" and fact["seat"] == seat and seat != view["viewer"]:
            assert fact["role"] == view["_true_roles"][seat]
            seen.add("role")
        if fact["fact"] == "one_of_roles" and seat in fact["seats"]:
            seen.add("merlin_or_morgana")
    return seen


SETUPS = [
    ["merlin", "percival", "tristan", "isolde", "cleric", "loyal_servant", "assassin", "morgana", "mordred", "oberon"],
    ["merlin", "percival", "good_lancelot", "cleric", "loyal_servant", "loyal_servant", "mordred_assassin", "evil_lancelot", "minion", "minion"],
    ["merlin", "percival", "good_lancelot", "tristan", "isolde", "loyal_servant", "assassin", "evil_lancelot", "morgana", "minion"],
    ["merlin", "percival", "cleric", "good_lancelot", "loyal_servant", "loyal_servant", "mordred_assassin", "oberon", "morgana", "evil_lancelot"],
    ["merlin", "tristan", "isolde", "cleric", "good_lancelot", "percival", "mordred", "oberon", "minion", "evil_lancelot"],
    ["merlin", "percival", "loyal_servant", "loyal_servant", "loyal_servant", "loyal_servant", "assassin", "mordred", "minion", "minion"],
    ["merlin", "tristan", "isolde", "percival", "loyal_servant", "loyal_servant", "mordred_assassin", "morgana", "oberon", "minion"],
]


@pytest.mark.parametrize("lancelots_see_each_other", [False, True])
@pytest.mark.parametrize("roles", SETUPS)
def test_every_seat_sees_exactly_what_its_role_may(roles, lancelots_see_each_other):
    # The first leader is a Loyal Servant or Merlin's seat 0: the Cleric's extra fact is tested apart.
    team = not {"assassin", "mordred_assassin"} & set(roles)
    state = new(roles, leader=0, lancelots_see_each_other=lancelots_see_each_other, team_assassination=team)
    for viewer, viewer_role in enumerate(roles):
        view = GAME.view(state, viewer)
        view["_true_roles"] = roles
        assert view["you"] == {"seat": viewer, "role": viewer_role, "side": "evil" if ROLES[viewer_role].evil else "good"}
        for other, other_role in enumerate(roles):
            if other == viewer or (viewer_role == "cleric" and other == 0):
                continue
            assert shown(view, other) == expected(viewer_role, other_role, lancelots_see_each_other), (viewer_role, other_role)


def test_the_setups_cover_every_pair_of_roles_that_can_meet():
    met = {(a, b) for roles in SETUPS for a, b in itertools.permutations(roles, 2)}
    cannot_meet = {frozenset(p) for p in [("mordred", "mordred_assassin"), ("assassin", "mordred_assassin")]}
    single = {r for r in ROLES if r not in ("loyal_servant", "minion")}
    missing = [(a, b) for a in ROLES for b in ROLES
               if (a, b) not in met and frozenset((a, b)) not in cannot_meet and not (a == b and a in single)]
    assert missing == []


def test_percival_sees_merlin_and_morgana_as_one_pair_in_seat_order():
    state = new(["morgana", "percival", "loyal_servant", "merlin", "assassin"])
    facts = GAME.view(state, 1)["knowledge"]
    assert list(facts[1:]) == [{"fact": "one_of_roles", "seats": [0, 3], "roles": ["merlin", "morgana"], "source": "reveal"}]


def test_percival_without_morgana_sees_merlin_and_without_merlin_sees_morgana_as_merlin_or_morgana():
    only_merlin = new(["minion", "percival", "loyal_servant", "merlin", "assassin"])
    assert list(GAME.view(only_merlin, 1)["knowledge"][1:]) == [
        {"fact": "one_of_roles", "seats": [3], "roles": ["merlin"], "source": "reveal"}]
    only_morgana = new(["minion", "percival", "loyal_servant", "loyal_servant", "morgana"])
    assert list(GAME.view(only_morgana, 1)["knowledge"][1:]) == [
        {"fact": "one_of_roles", "seats": [4], "roles": ["merlin", "morgana"], "source": "reveal"}]  # §6b #8
    neither = new(["minion", "percival", "loyal_servant", "loyal_servant", "minion"])
    assert list(GAME.view(neither, 1)["knowledge"][1:]) == []


@pytest.mark.parametrize("leader, side", [(0, "evil"), (2, "good")])
def test_the_cleric_learns_the_first_leaders_loyalty(leader, side):
    state = new(["minion", "cleric", "loyal_servant", "merlin", "assassin"], leader=leader)
    assert list(GAME.view(state, 1)["knowledge"][1:]) == [{"fact": "side", "seat": leader, "side": side, "source": "reveal"}]


def test_the_cleric_as_first_leader_learns_nothing_new():
    state = new(["minion", "cleric", "loyal_servant", "merlin", "assassin"], leader=1)
    assert list(GAME.view(state, 1)["knowledge"][1:]) == []


def test_spectators_and_other_seats_never_see_roles_before_the_end():
    roles = SETUPS[0]
    state = new(roles)
    spectator = GAME.view(state, None)
    assert "roles" not in spectator and "knowledge" not in spectator
    for seat in range(10):
        assert "roles" not in GAME.view(state, seat)
