"""Built-in bots. `make_bot(game, level, seat, rng)` builds any level for any game's seat."""
from __future__ import annotations

import random

from .base import Bot
from .random_bot import RandomBot
from .skilled_bot import EasyBot, ExpertBot, HardBot, NormalBot

# Levels from weakest to strongest; "random" is for tests.
LEVELS: dict[str, type[Bot]] = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot, "expert": ExpertBot}


def make_bot(game_name: str, level: str, seat: int, rng: random.Random) -> Bot:
    try:
        bot_class = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return bot_class(game_name, seat, rng)


__all__ = ["LEVELS", "Bot", "make_bot"]
