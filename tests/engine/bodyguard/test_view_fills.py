"""The caches the runner's path fills on the way (edited() sets a turn's pending, the first view of a
version builds the turn's legal list itself) equal the plain computation, at every step of random games."""
from __future__ import annotations

import random

from desktop.engine.bodyguard import GAME
from desktop.engine.core import random_command

from .test_legal_fresh import fresh_legal, fresh_pending


def test_the_pending_and_legal_lists_a_view_fills_equal_a_fresh_count():
    filled = 0
    for seed in range(6):
        rng = random.Random(50 + seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, f"fills:{seed}")
        while GAME.outcome(state) is None:
            if state.pending_cache is not None:  # set by edited(), before anyone asked
                assert state.pending_cache == fresh_pending(state)
                filled += 1
            seat = min(GAME.pending(state))
            twin = GAME.copy(state)
            view = GAME.view(state, seat)  # the version's first view: it builds the legal list
            assert view["legal"] == fresh_legal(state, seat) == GAME.legal(state, seat)
            assert state.legal_cache == {seat: view["legal"]}
            assert GAME.view(twin, seat) == view  # a copy's own first view, the same
            GAME.apply(state, seat, random_command(view["legal"], rng))
    assert filled > 1000
