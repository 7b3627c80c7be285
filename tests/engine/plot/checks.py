"""Contract checks for random play with plot cards and modules: the game ends, replays exactly, and
every sampled world looks to its viewer exactly like the real game."""
from __future__ import annotations

import random

from helpers import assert_replays_exactly, canonical, random_step

# A sampled world does not replay the viewer's own unrevealed answer in a simultaneous decision.
UNREPLAYED = ("answered", "pending", "legal")


def same_to_viewer(view_a: dict, view_b: dict) -> bool:
    strip = lambda view: {k: v for k, v in view.items() if k not in UNREPLAYED}  # noqa: E731
    return canonical(strip(view_a)) == canonical(strip(view_b))


def play_and_check(game, config: dict, seed, sample_every: int = 0, skip_phases=()) -> object:
    state = game.new_game(config, seed)
    rng = random.Random(f"check:{seed}")
    for count in range(1, 20_000):
        if game.outcome(state) is not None:
            break
        random_step(game, state, rng)
        if sample_every and count % sample_every == 0 and game.outcome(state) is None and state.phase not in skip_phases:
            seat = rng.randrange(state.players)
            view = game.view(state, seat)
            world = game.sample_world(view, random.Random(count))
            assert same_to_viewer(game.view(world, seat), view), f"sampled world differs for seat {seat} at {state.phase}"
    assert game.outcome(state) is not None, "the game did not end"
    assert_replays_exactly(game, state)
    return state
