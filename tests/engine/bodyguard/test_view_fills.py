"""The caches the runner's path fills on the way (the first view of a version builds the turn's legal
list itself; the public table is the round's table copied) equal the plain computation, at every step
of random games."""
from __future__ import annotations

import random

from desktop.engine.bodyguard import GAME
from desktop.engine.core import random_command

from .test_legal_fresh import fresh_legal, fresh_pending


def test_the_legal_list_a_view_fills_equals_a_fresh_count():
    filled = 0
    for seed in range(6):
        rng = random.Random(50 + seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, f"fills:{seed}")
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            assert GAME.pending(state) == fresh_pending(state)
            twin = GAME.copy(state)
            filled += state.phase == "turn"
            view = GAME.view(state, seat)  # the version's first view: it builds the legal list
            assert view["legal"] == fresh_legal(state, seat) == GAME.legal(state, seat)
            assert state.legal_cache == {seat: view["legal"]}
            assert GAME.view(twin, seat) == view  # a copy's own first view, the same
            GAME.apply(state, seat, random_command(view["legal"], rng))
    assert filled > 1000


def test_a_table_made_from_the_rounds_table_equals_one_built_from_the_template():
    """view.round_table (the round's fields set once, shared by copies) gives the same views, key order
    included, as a table built afresh from the template, at every step of random games; copies that
    go their own way drop theirs when a round field changes."""
    import json

    from desktop.engine.core import OMNISCIENT

    def afresh(state, viewer) -> str:
        twin = GAME.copy(state)
        twin.last_table = twin.round_table = None
        return json.dumps(GAME.view(twin, viewer))

    reused = 0
    for seed in range(5):
        rng = random.Random(90 + seed)
        state = GAME.new_game({"players": 4 + seed, "options": {}}, f"round:{seed}")
        side = None
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            reused += state.round_table is not None
            for viewer in (seat, None, OMNISCIENT):
                assert json.dumps(GAME.view(state, viewer)) == afresh(state, viewer)
            if side is not None and GAME.outcome(side) is None:  # a copy a few steps behind, on its own course
                side_seat = min(GAME.pending(side))
                assert json.dumps(GAME.view(side, side_seat)) == afresh(side, side_seat)
                GAME.apply(side, side_seat, random_command(GAME.legal(side, side_seat), rng))
            if rng.random() < 0.05:
                side = GAME.copy(state)
            GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    assert reused > 1000
