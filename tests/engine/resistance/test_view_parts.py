"""Views assembled from parts kept across versions (MissionGame._public_parts) equal views built afresh.

Every command of a random game is followed by every viewer's view twice: as the engine gives it (the
public parts of an earlier version kept when a step said only one seat's answer changed) and from a
copy that remembers nothing (no kept parts, no kept `you`, no kept pending or legal moves). The setups are those of the golden playthroughs, so
every feature that adds to a view (plot cards, tokens, Lancelot, the modules) is covered.
"""
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.core import OMNISCIENT

from golden import golden_setups
from helpers import canonical, random_step

SETUPS = [(label, (name, config)) for label, name, config in golden_setups("resistance", "avalon")]


def fresh_view(game, state, viewer):
    twin = game.copy(state)
    twin.drop_caches()
    twin.you = {}
    return game.view(twin, viewer)


def test_every_mission_golden_setup_is_covered():
    assert len(SETUPS) >= 15  # resistance, avalon and plot goldens, read from their headers


@pytest.mark.parametrize("name,config", [setup for _, setup in SETUPS], ids=[label for label, _ in SETUPS])
def test_kept_public_parts_give_the_fresh_view(name, config):
    game = GAMES[name]
    reused = 0
    for seed in range(1):
        state = game.new_game(config, f"parts:{seed}")
        rng = random.Random(seed)
        viewers = [None, OMNISCIENT, *range(state.players)]
        while game.outcome(state) is None:
            for viewer in viewers:
                assert canonical(game.view(state, viewer)) == canonical(fresh_view(game, state, viewer)), (seed, viewer)
            before = state.view_cache
            random_step(game, state, rng)
            reused += state.view_cache is before and before is not None
        for viewer in viewers:
            assert canonical(game.view(state, viewer)) == canonical(fresh_view(game, state, viewer))
    if not any(feature for feature in game.features_with(state, "view")):
        assert reused > 0  # without a feature's view the parts really are kept across versions


# A step that changes one public field alone (as a hunter's flip changes a mission record and nothing
# else): the view must show it, so the kept parts must not be reused.
ONE_FIELD_CHANGES = {
    "vote_track": lambda s: setattr(s, "vote_track", s.vote_track + 1),
    "round": lambda s: setattr(s, "round", s.round + 1),
    "leader": lambda s: setattr(s, "leader", (s.leader + 1) % s.players),
    "proposals": lambda s: setattr(s, "proposals", s.proposals + 1),
    "slot": lambda s: setattr(s, "slot", 4),
    "team": lambda s: setattr(s, "team", [0, 1]),
    "face_up": lambda s: s.face_up.__setitem__(1, "success"),
    "missions": lambda s: s.missions.__setitem__(0, {**s.missions[0], "result": "flipped"}),
    "mission_order": lambda s: setattr(s, "mission_order", s.mission_order + (4,)),
    "vote_history": lambda s: setattr(s, "vote_history", s.vote_history + ({"round": 9},)),
    "public_history": lambda s: setattr(s, "public_history", s.public_history + ({"seat": 0, "command": {"kind": "x"}},)),
    "finished": lambda s: setattr(s, "finished", {"winner": "spies", "winning_seats": [], "reason": "test"}),
    "phase": lambda s: setattr(s, "phase", "next_round"),
}


@pytest.mark.parametrize("field", sorted(ONE_FIELD_CHANGES))
def test_a_change_of_one_public_field_is_shown(field):
    game = GAMES["resistance"]
    state = game.new_game({"players": 5}, "one-field")
    rng = random.Random(4)
    while state.missions[0] is None or state.phase != "vote":  # past the first mission, in a vote
        random_step(game, state, rng)
    game.view(state, 2)  # the parts are kept now
    ONE_FIELD_CHANGES[field](state)
    state.edited()
    for viewer in (None, 2):
        assert canonical(game.view(state, viewer)) == canonical(fresh_view(game, state, viewer))
