"""A Bodyguard state's fields are slots, and its copy (BodyguardState.clone, every slot written out)
holds every field of the original.

Over random games at several table sizes: nothing but the core's caches and version lives in the
instance dict, a copy's every field equals the original's as `getattr` reads it (a slot left out of
clone raises AttributeError), the containers a clone owns are new objects, and a copy played on leaves
the original's views as they were.
"""
import dataclasses
import json
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import OMNISCIENT, random_command
from desktop.engine.bodyguard.state import BodyguardState

OWNED = ("roles", "collected", "bodyguard_candidates", "pile", "hands", "discard_down", "face_down", "answered",
         "events", "commands")
CORE = {"version", "legal_cache", "pending_cache", "view_cache"}


def test_every_field_is_a_slot():
    names = [f.name for f in dataclasses.fields(BodyguardState)]
    assert list(BodyguardState.__slots__) == names


@pytest.mark.parametrize("players", [4, 6, 8])
def test_a_copy_holds_every_field(players):
    game = GAMES["bodyguard"]
    for seed in range(2):
        state = game.new_game({"players": players, "options": {}}, f"slots:{players}:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            assert set(vars(state)) <= CORE
            seat = min(game.pending(state))
            if rng.random() < 0.5:  # a copy made with the caches filled, or not
                game.view(state, seat)
            twin = game.copy(state)
            assert set(vars(twin)) <= CORE
            for name in BodyguardState.__slots__:
                mine, theirs = getattr(twin, name), getattr(state, name)
                if name == "rng":
                    continue
                if name == "tallied_from":  # the tallies' sources: the copy's own outer hands list
                    assert [a == b for a, b in zip(mine, theirs)] == [True] * len(theirs)
                    continue
                assert mine == theirs, name
            assert twin.rng.clone().shuffled("x", list(range(9))) == state.rng.clone().shuffled("x", list(range(9)))
            assert twin.version == state.version
            for name in OWNED:
                assert getattr(twin, name) is not getattr(state, name), name
            before = [json.dumps(game.view(state, viewer)) for viewer in (seat, None, OMNISCIENT)]
            game.apply(twin, seat, random_command(game.legal(twin, seat), random.Random(seed + 1)))
            assert [json.dumps(game.view(state, viewer)) for viewer in (seat, None, OMNISCIENT)] == before
            game.apply(state, seat, random_command(game.legal(state, seat), rng))
