"""The random bot and the runner's generators: the same draws as the plain, slow way.

The random bot's `decide` is its chooser bound on the instance and its `observe` a builtin that drops
the events; `seat_rng` seeds without random.py's Python-level calls. A game played by the runner
must be the game played by hand with `random.Random(f"{seed}:bot:{seat}")` and `random_command`.
"""
import random

import pytest

from desktop.bots import make_bot
from desktop.bots.random_bot import RandomBot
from desktop.bots.runner import make_bots, play, seat_rng
from desktop.engine import GAMES
from desktop.engine.core import random_command


def played_by_hand(game, config, seed):
    """The game as random_command plays it, with each seat's plain random.Random: the commands."""
    state = game.new_game(config, seed)
    rngs = [random.Random(f"{seed}:bot:{seat}") for seat in range(state.config["players"])]
    while game.outcome(state) is None:
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.view(state, seat)["legal"], rngs[seat]))
    return state.commands


@pytest.mark.parametrize("name, config", [("resistance", {"players": 5}), ("avalon", {"players": 7}),
                                          ("bodyguard", {"players": 6})])
def test_the_runner_plays_the_game_random_command_plays(name, config):
    game = GAMES[name]
    for seed in ("r:0", "r:1"):
        bots = make_bots(game, ["random"] * config["players"], seed)
        assert all(type(bot) is RandomBot for bot in bots)
        assert play(game, config, seed, bots).commands == played_by_hand(game, config, seed)


def test_seat_rng_is_the_plain_generator_of_the_seat():
    for seed, seat in (("x", 0), (7, 3), ("bench:12", 9)):
        assert seat_rng(seed, seat).getstate() == random.Random(f"{seed}:bot:{seat}").getstate()


def test_the_random_bot_decides_and_observes_as_a_bot_does():
    game = GAMES["resistance"]
    state = game.new_game({"players": 5}, "obs")
    seat = min(game.pending(state))
    bot = make_bot("resistance", "random", seat, random.Random(3))
    assert bot.observe([{"kind": "x"}]) is not bot  # takes a list of events, keeps nothing
    view = game.view(state, seat)
    assert bot.decide(view) == random_command(view["legal"], random.Random(3))
    plain = make_bot("resistance", "random", seat, random.Random(3))
    assert RandomBot.decide(plain, view) == random_command(view["legal"], random.Random(3))  # the class's own method
