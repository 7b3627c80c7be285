"""Every pending dict of a mission game lists its seats in seat order (MissionGame.pending_in_seat_order).

The runner takes the first pending seat for the smallest when a game says so, and a group-less step's
waiting_for is its pending seats as listed: both rely on the order. Every golden setup and every Avalon
preset (the team shot's suggesters and shooter among them) is played at random, the order checked at
every state against sorted().
"""
import random

import pytest

from desktop.engine import GAMES

from golden import golden_setups
from helpers import random_step

SETUPS = golden_setups("resistance", "avalon") + [
    (f"avalon/{preset}", "avalon", config) for preset, config in sorted(GAMES["avalon"].presets().items())]


def test_mission_games_say_their_pending_seats_are_in_order():
    assert GAMES["resistance"].pending_in_seat_order and GAMES["avalon"].pending_in_seat_order


@pytest.mark.parametrize("name,config", [(name, config) for _, name, config in SETUPS], ids=[label for label, _, _ in SETUPS])
def test_pending_seats_are_listed_in_seat_order(name, config):
    game = GAMES[name]
    many = 0
    for seed in range(12):
        state = game.new_game(config, f"pending-order:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            pending = game.pending(state)
            assert list(pending) == sorted(pending), (seed, state.phase, pending)
            many += len(pending) > 1
            random_step(game, state, rng)
    assert many  # votes at least: the check saw dicts of several seats


def test_the_team_shot_lists_the_shooter_among_the_suggesters_in_seat_order():
    game = GAMES["avalon"]
    config = game.presets()["platform-7"]
    checked = 0
    for seed in range(60):
        state = game.new_game(config, f"team-shot:{seed}")
        rng = random.Random(seed)
        while game.outcome(state) is None:
            if state.phase == "assassination":
                pending = game.pending(state)
                shooter = state.assassination.shooter
                evil = [seat for seat in range(state.players) if state.sides[seat] == "evil"]
                expected = [seat for seat in evil if seat == shooter or seat not in state.assassination.suggestions]
                assert list(pending) == expected
                assert pending[shooter] in ("assassinate", "name_role")
                checked += shooter != evil[-1]  # a shooter before a suggester: the case a dict built in turn got wrong
            random_step(game, state, rng)
    assert checked
