"""sample_world: a full state that shows the seat exactly its view, with the hidden parts redrawn."""
from __future__ import annotations

import random

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.sample import bodyguard_places
from helpers import canonical, play_random, random_step

from .scenario import act, hits, new
from .test_random_play import check_invariants


def views_along_a_game(players: int, seed: int, every: int):
    """(state, seat) pairs taken every `every` commands of a random game."""
    state = GAME.new_game({"players": players}, seed)
    rng = random.Random(seed)
    taken = []
    while state.finished is None:
        if len(state.commands) % every == 0:
            taken.append(state.clone())
        random_step(GAME, state, rng)
    taken.append(state)
    return taken


@pytest.mark.parametrize("players, seed", [(4, 1), (6, 2), (8, 3)])
def test_the_sampled_world_shows_the_seat_its_own_view(players, seed):
    rng = random.Random(seed)
    for state in views_along_a_game(players, seed, every=23):
        for seat in range(players):
            view = GAME.view(state, seat)
            world = GAME.sample_world(view, rng)
            assert canonical(GAME.view(world, seat)) == canonical(view)
            check_invariants(world)


def test_sampled_worlds_vary_and_play_on():
    state = new(players=5, bodyguard=3)
    for seat in range(4):
        act(state, seat, "discard", card=state.hands[seat][0])
    view = GAME.view(state, 2)
    rng = random.Random(0)
    worlds = [GAME.sample_world(view, rng) for _ in range(30)]
    assert len({tuple(w.hands[1]) for w in worlds}) > 20
    assert {w.roles.index("bodyguard") if "bodyguard" in w.roles else "spare" for w in worlds} == {1, 3, 4, "spare"}
    for world in worlds[:3]:
        while world.finished is None:
            random_step(GAME, world, rng)
            check_invariants(world)


def test_what_the_table_works_out_is_respected():
    state = new(players=5, bodyguard=1, hands={0: ["hit_time_01"]})
    state.rows[1] = hits("hit_weapon_01", "hit_location_01", "hit_weather_01")
    act(state, 0, "hit", card="hit_time_01", target=1)  # the round goes on: seat 1 was the Bodyguard
    view = GAME.view(state, 3)
    assert bodyguard_places(view, {f["fact"]: f for f in view["knowledge"]}) == [1]


def test_the_presidents_knowledge_is_respected():
    state = new(players=5, bodyguard=None)
    view = GAME.view(state, 0)
    rng = random.Random(1)
    assert all(GAME.sample_world(view, rng).spare == "bodyguard" for _ in range(10))
    state = new(players=5, bodyguard=2)
    view = GAME.view(state, 0)
    assert {GAME.sample_world(view, rng).roles.index("bodyguard") for _ in range(40)} == {1, 2, 3, 4}


def test_a_spectator_view_is_refused():
    with pytest.raises(ValueError):
        GAME.sample_world(GAME.view(new(), None), random.Random(0))


def test_a_finished_game_samples_its_revealed_roles():
    state = play_random(GAME, {"players": 4}, 11)
    world = GAME.sample_world(GAME.view(state, 2), random.Random(0))
    assert world.roles == state.history[-1]["roles"] and GAME.outcome(world) == GAME.outcome(state)
