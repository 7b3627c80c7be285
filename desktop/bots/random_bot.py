"""The `random` level: a uniformly random legal command. For tests and headless games only."""
from __future__ import annotations

import random

from ..engine.core import random_chooser
from .base import Bot


class RandomBot(Bot):
    level = "random"

    def __init__(self, game_name: str, seat: int, rng: random.Random) -> None:
        super().__init__(game_name, seat, rng)
        self._choose = random_chooser(rng)  # random_command with this generator bound: one call a decision

    def decide(self, view: dict) -> dict:
        return self._choose(view["legal"])
