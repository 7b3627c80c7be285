"""The `random` level: a uniformly random legal command. For tests and headless games only."""
from __future__ import annotations

from ..engine.core import random_command
from .base import Bot


class RandomBot(Bot):
    level = "random"

    def decide(self, view: dict) -> dict:
        return random_command(view["legal"], self.rng)
