"""A mission state's fields are slots, and its copy (MissionState.clone, every slot written out)
holds every field of the original.

Over random games of The Resistance and Avalon: nothing but the core's caches and version lives in the
instance dict, a copy's every field equals the original's field as `getattr` reads it, the containers a
clone owns are new objects, and a copy played on leaves the original's views as they were.
"""
import dataclasses
import json
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import OMNISCIENT, random_command
from desktop.engine.resistance.state import MissionState

SETUPS = [("resistance", {"players": 5}), ("resistance", {"players": 10, "options": {"plot": True}}),
          ("avalon", GAMES["avalon"].presets()["recommended-5"]), ("avalon", GAMES["avalon"].presets()["platform-9"])]
OWNED = ("roles", "sides", "votes", "cards", "face_up", "missions", "knowledge", "queue", "tokens", "events", "commands")


def test_every_field_is_a_slot():
    names = [f.name for f in dataclasses.fields(MissionState)]
    assert list(MissionState.__slots__) == names


@pytest.mark.parametrize("name,config", SETUPS)
def test_a_copy_holds_every_field(name, config):
    game = GAMES[name]
    for seed in range(3):
        state = game.new_game(config, f"slots:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            assert set(vars(state)) <= {"version", "legal_cache", "pending_cache", "view_cache"}
            twin = game.copy(state)
            for field in MissionState.__slots__:  # the features' tables copy themselves: equal by their repr
                mine, theirs = getattr(twin, field), getattr(state, field)
                assert mine == theirs or repr(mine) == repr(theirs) or field == "rng", field
            assert twin.rng.clone().shuffled("x", list(range(9))) == state.rng.clone().shuffled("x", list(range(9)))
            assert twin.version == state.version
            for field in OWNED:
                assert getattr(twin, field) is not getattr(state, field), field
            seat = min(game.pending(state))
            before = [json.dumps(game.view(state, viewer)) for viewer in (seat, None, OMNISCIENT)]
            game.apply(twin, seat, random_command(game.legal(twin, seat), random.Random(seed + 1)))
            assert [json.dumps(game.view(state, viewer)) for viewer in (seat, None, OMNISCIENT)] == before
            game.apply(state, seat, random_command(game.legal(state, seat), rng))
