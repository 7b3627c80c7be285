"""Indistinguishability (DESIGN.md, "Hidden information"): two games that differ only in what seat p
cannot know give p byte-identical views, events and rejection codes — including roles that look alike:
Merlin and Morgana to Percival, Mordred to Merlin, Oberon to Evil, Good Lancelot to everyone."""
import random

import pytest

from desktop.engine.core import Rejected, random_command

from helpers import assert_indistinguishable

from .scenario import GAME, new


def accepted(state, seat, command):
    twin = GAME.copy(state)
    try:
        GAME.apply(twin, seat, command)
    except Rejected:
        return None
    return twin


def reveals_the_swap(viewer, swap, seat, command) -> bool:
    """A token check between the viewer and a swapped seat rightly tells the games apart."""
    return (seat == viewer and command["kind"] == "examine" and command["target"] in swap) or \
        (seat in swap and command["kind"] == "show_loyalty" and command["target"] == viewer)


def shared_commands(a, b, rng, viewer, swap, limit=400) -> list[tuple[int, dict]]:
    """Random commands legal in both games, up to the moment the games would be told apart by the rules
    themselves (the shot reveals the Assassin; the end reveals everyone)."""
    a, b = GAME.copy(a), GAME.copy(b)
    commands = []
    for _ in range(limit):
        pending = sorted(set(GAME.pending(a)) & set(GAME.pending(b)))
        if not pending or a.phase in ("assassination", "over"):
            break
        for _try in range(20):
            seat = pending[rng.randrange(len(pending))]
            command = random_command(GAME.legal(a, seat), rng)
            if reveals_the_swap(viewer, swap, seat, command):
                continue
            next_a, next_b = accepted(a, seat, command), accepted(b, seat, command)
            if next_a and next_b and "assassination" not in (next_a.phase, next_b.phase) \
                    and next_a.finished is None and next_b.finished is None:
                break
        else:
            break
        commands.append((seat, command))
        a, b = next_a, next_b
    return commands


CASES = [
    # (viewer, roles of game A, the two seats swapped in game B, options)
    pytest.param(1, ["merlin", "percival", "loyal_servant", "assassin", "morgana", "loyal_servant", "minion"], (0, 4),
                 {"lady_of_the_lake": True, "excalibur": True}, id="percival-merlin-or-morgana"),
    pytest.param(0, ["merlin", "percival", "loyal_servant", "assassin", "mordred", "loyal_servant", "morgana"], (2, 4),
                 {"lady_of_the_lake": True, "sire_of_the_sea": True}, id="merlin-mordred-or-servant"),
    pytest.param(3, ["merlin", "oberon", "loyal_servant", "assassin", "minion", "loyal_servant", "percival"], (1, 2),
                 {"excalibur": True, "ref_of_the_rain": True}, id="assassin-oberon-or-servant"),
    pytest.param(2, ["merlin", "tristan", "loyal_servant", "assassin", "minion", "isolde", "minion"], (0, 3),
                 {"targeting": True}, id="servant-merlin-or-assassin"),
    pytest.param(4, ["merlin", "good_lancelot", "loyal_servant", "assassin", "minion", "evil_lancelot", "loyal_servant"], (1, 2),
                 {"lancelot_deck": ["switch", "switch", "no_change", "no_change", "no_change"]}, id="evil-good-lancelot-or-servant"),
    pytest.param(2, ["merlin", "cleric", "loyal_servant", "assassin", "minion", "percival", "morgana"], (4, 6),
                 {"auto_approve_hammer": True}, id="servant-minion-or-morgana"),
]


@pytest.mark.parametrize("viewer, roles, swap, options", CASES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_seat_cannot_tell_apart_games_that_differ_only_in_what_it_may_not_know(viewer, roles, swap, options, seed):
    other = list(roles)
    i, j = swap
    other[i], other[j] = other[j], other[i]
    special = sorted(r for r in roles if r not in ("loyal_servant", "minion"))
    a = new(roles, leader=seed % 7, seed=seed, roles_in_play=special, **options)
    b = new(other, leader=seed % 7, seed=seed, roles_in_play=special, **options)
    commands = shared_commands(a, b, random.Random(seed), viewer, swap)
    assert len(commands) > 10
    assert_indistinguishable(GAME, a, b, viewer, commands)


def test_the_shooters_targets_do_not_depend_on_what_the_shooter_cannot_know():
    """The Assassin's eligible targets and rejection codes are the same whoever is Merlin (§6b #6)."""
    from .test_assassination import three_successes

    replies = []
    for roles in (["merlin", "percival", "loyal_servant", "assassin", "morgana"],
                  ["percival", "merlin", "loyal_servant", "assassin", "morgana"]):
        state = new(roles)
        three_successes(state)
        try:
            GAME.apply(state, 3, {"kind": "assassinate", "target": 4})
        except Rejected as error:
            replies.append((GAME.view(state, 3)["legal"], error.to_data()))
    assert len(replies) == 2 and replies[0] == replies[1]
