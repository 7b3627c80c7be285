"""A version's public table made from the version before (a plain turn: view.TURN_FIELDS set again)
equals one built afresh, key order included, at every step of random games, copies included."""
from __future__ import annotations

import json
import random

from desktop.engine.bodyguard import GAME
from desktop.engine.core import OMNISCIENT, random_command


def fresh_view(state, viewer) -> str:
    """The view built from the template, every field set: a copy that has no table to patch."""
    twin = GAME.copy(state)
    twin.last_table = None
    return json.dumps(GAME.view(twin, viewer))  # not sort_keys: the order is part of the view


def test_a_patched_table_equals_one_built_afresh():
    patched = steps = 0
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, f"patch:{seed}")
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            patched += state.last_table is not None
            steps += 1
            copy = GAME.copy(state)  # viewed first: it patches the same table of the version before
            for viewer in (seat, None, OMNISCIENT):
                expected = fresh_view(state, viewer)
                assert json.dumps(GAME.view(copy, viewer)) == expected
                assert json.dumps(GAME.view(state, viewer)) == expected
            GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
        assert json.dumps(GAME.view(state, None)) == fresh_view(state, None)
    assert steps > 1000 and steps // 4 < patched < steps  # plain turns are common, not everything


def test_a_step_off_the_plain_turn_is_never_patched():
    """A Dirty Trick, a Deadly Martini, a counter window, a round's end: the table is built afresh."""
    rng = random.Random(3)
    state = GAME.new_game({"players": 6, "options": {}}, "patch:kinds")
    kinds = set()
    while GAME.outcome(state) is None:
        seat = min(GAME.pending(state))
        GAME.view(state, seat)  # a table of this version, for the next to patch
        command = random_command(GAME.legal(state, seat), rng)
        GAME.apply(state, seat, command)
        if state.last_table is not None:
            kinds.add(command["kind"])
    assert kinds <= {"hit", "discard"} and kinds


def test_a_table_arranged_by_hand_after_a_plain_turn_is_built_afresh():
    """Rows replaced without edited() (as tests and bots arrange a table): not patched from the version before."""
    rng = random.Random(7)
    state = GAME.new_game({"players": 5, "options": {}}, "patch:arranged")
    while state.last_table is None:
        seat = min(GAME.pending(state))
        GAME.view(state, seat)
        GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    victim = next(seat for seat in range(5) if not state.eliminated[seat])
    state.rows = [{"weapon": "hit_weapon_01"} if seat == victim else row for seat, row in enumerate(state.rows)]
    state.martinis = [None] * 4 + ["deadly_martini_1"]
    view = GAME.view(state, None)
    assert view["rows"][victim] == {"weapon": "hit_weapon_01"} and view["martinis"][4] == "deadly_martini_1"


def test_a_first_view_made_from_the_base_equals_one_built_afresh():
    """One view a version (the runner's): made from the base table, no table of its own; some versions
    viewed by nobody, so the base is carried over them. Copies viewed too, each its own first view."""
    based = steps = 0
    for seed in range(5):
        rng = random.Random(100 + seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, f"base:{seed}")
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            steps += 1
            if rng.random() < 0.8:  # else nobody views this version
                viewer = rng.choice([seat, seat, None, OMNISCIENT, (seat + 1) % state.players])
                expected = fresh_view(state, viewer)
                if rng.random() < 0.3:
                    assert json.dumps(GAME.view(GAME.copy(state), viewer)) == expected
                based += state.last_table is not None and state.view_cache is None
                assert json.dumps(GAME.view(state, viewer)) == expected
                assert json.dumps(GAME.view(state, seat)) == fresh_view(state, seat)  # a second view: the table's
            GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    assert steps > 1000 and steps // 4 < based < steps
