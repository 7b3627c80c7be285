"""The shared events of a turn (recurring.py) are exactly the events made afresh, in every game."""
from __future__ import annotations

import json
import random

from desktop.engine.bodyguard import GAME, recurring
from desktop.engine.core import random_command

MEMOS = ("TURN_STARTED", "CARD_DRAWN", "YOU_DREW", "HIT_PLACED", "DISCARDED")


class Forgetful(dict):
    """A memo that keeps nothing: every event is made afresh."""

    def __setitem__(self, key, value) -> None:
        pass


def play(seed: int, players: int) -> list:
    rng = random.Random(seed)
    state = GAME.new_game({"players": players, "options": {}}, f"recurring:{seed}")
    while GAME.outcome(state) is None:
        seat = min(GAME.pending(state))
        GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    return state.events


def test_shared_events_equal_events_made_afresh(monkeypatch):
    games = [(seed, 4 + seed % 5) for seed in range(5)]
    shared = [play(seed, players) for seed, players in games]
    again = [play(seed, players) for seed, players in games]  # the memos filled by the first games
    for memo in MEMOS:
        monkeypatch.setattr(recurring, memo, [Forgetful() for _ in getattr(recurring, memo)])
    fresh = [play(seed, players) for seed, players in games]
    for a, b, c in zip(shared, again, fresh):
        assert a == b == c
        assert [json.dumps([e.kind, e.data, e.audience]) for e in a] == [json.dumps([e.kind, e.data, e.audience]) for e in c]
        assert all(type(e) is type(f) for e, f in zip(a, c))
    reused = sum(e is f for a, b in zip(shared, again) for e, f in zip(a, b))
    made = sum(e is f for a, c in zip(shared, fresh) for e, f in zip(a, c))
    assert reused > 1000 and made < reused  # the memos are used, and the forgetful run made its own


def test_a_targeted_actions_shared_events_equal_events_made_afresh(monkeypatch):
    """action_played, reaction_passed, action_resolved: shared like a turn's, equal to fresh ones."""
    games = [(seed, 4 + seed % 5) for seed in range(10, 14)]
    shared = [play(seed, players) for seed, players in games]
    again = [play(seed, players) for seed, players in games]
    for memo in ("ACTION_PLAYED", "REACTION_PASSED", "ACTION_RESOLVED"):
        monkeypatch.setattr(recurring, memo, [Forgetful() for _ in getattr(recurring, memo)])
    fresh = [play(seed, players) for seed, players in games]
    kinds = {"action_played", "reaction_passed", "action_resolved"}
    reused = 0
    for a, b, c in zip(shared, again, fresh):
        assert [json.dumps([e.kind, e.data, e.audience]) for e in a] == [json.dumps([e.kind, e.data, e.audience]) for e in c]
        assert all(type(e) is type(f) for e, f in zip(a, c))
        reused += sum(e is f and e.kind in kinds for e, f in zip(a, b))
        assert not any(e is f and e.kind in kinds for e, f in zip(a, c))  # the forgetful run made its own
    assert reused > 50
