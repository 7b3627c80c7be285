"""BodyguardGame.apply's fast path (a pending seat's raw command matching its cached legal list) does
exactly what core's Game.apply does, at every step of random games, copies included; odd commands
(an extra key, a bool for a seat, a card not in hand) are refused the same way."""
from __future__ import annotations

import json
import random

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.core import Game, Rejected, random_command


CORE_APPLY = Game.apply


def core(state, seat, command):
    return CORE_APPLY(GAME, state, seat, command)


def outcome_of(apply, state, seat, command):
    try:
        return json.dumps([[e.kind, e.data, e.audience] for e in apply(state, seat, command)])
    except Rejected as error:
        return f"rejected {error.code} {error.params}"


def odd_commands(command: dict, state, seat: int):
    yield {**command, "extra": 1}
    yield {key: (True if type(value) is int else value) for key, value in command.items()}
    yield {**command, "card": next((c for hand in state.hands for c in hand if c not in state.hands[seat]), "x")}
    yield {"kind": command["kind"]}


@pytest.mark.parametrize("seed", range(4))
def test_the_fast_path_does_what_core_apply_does(seed, monkeypatch):
    through_core = []
    monkeypatch.setattr(Game, "apply", lambda *a: through_core.append(1) or CORE_APPLY(*a))
    rng = random.Random(seed)
    state = GAME.new_game({"players": 4 + seed, "options": {}}, f"fast:{seed}")
    fast = 0
    while GAME.outcome(state) is None:
        seat = min(GAME.pending(state))
        specs = GAME.legal(state, seat)  # cached: the fast path's case
        command = random_command(specs, rng)
        for odd in odd_commands(command, state, seat):
            twin = GAME.copy(state)
            GAME.legal(twin, seat)  # cached, so the fast path is tried, and must hand these on
            assert outcome_of(GAME.apply, twin, seat, odd) == outcome_of(
                core, GAME.copy(state), seat, odd)
        plain = GAME.copy(state)
        before = len(through_core)
        assert outcome_of(GAME.apply, state, seat, command) == outcome_of(core, plain, seat, command)
        fast += len(through_core) == before
        assert json.dumps(state.commands) == json.dumps(plain.commands)
        for viewer in (seat, None):
            assert json.dumps(GAME.view(state, viewer)) == json.dumps(GAME.view(plain, viewer))
    assert fast > 100 and through_core  # the usual command takes the fast path; odd ones core's
