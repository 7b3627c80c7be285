"""The `random` level: a uniformly random legal command. For tests and headless games only."""
from __future__ import annotations

import random

from ..engine.core import random_chooser
from .base import Bot


class RandomBot(Bot):
    level = "random"

    def __init__(self, game_name: str, seat: int, rng: random.Random) -> None:
        self.game_name, self.seat, self.rng = game_name, seat, rng  # Bot.__init__, without its frame: sim makes thousands
        # `decide` is random_command of view["legal"] with this generator bound, set on the instance:
        # a decision is one Python call (sim makes millions), not a method calling a chooser.
        self.decide = random_chooser(rng, from_view=True)  # type: ignore[method-assign]
        # It keeps nothing from events: `observe` is a C builtin that takes the list and drops it. The
        # runner still hands every seat its events, without a Python frame per hand-over.
        self.observe = len  # type: ignore[method-assign]

    def decide(self, view: dict) -> dict:  # replaced per instance in __init__; the same draw
        return random_chooser(self.rng)(view["legal"])
