"""Seeded randomness whose every outcome is recorded.

Chance is an actor (OpenSpiel): each shuffle, deal and draw is written to `chance_log`, so a game is
exactly `config + seed + commands`, and a bug report or golden file shows what chance did.
"""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


class ChanceRng:
    __slots__ = ("_random", "chance_log")

    def __init__(self, seed: int | str) -> None:
        self._random = random.Random(seed)
        self.chance_log: list[tuple[str, object]] = []

    def clone(self) -> "ChanceRng":
        twin = ChanceRng.__new__(ChanceRng)
        twin._random = random.Random()
        twin._random.setstate(self._random.getstate())
        twin.chance_log = list(self.chance_log)
        return twin

    def shuffled(self, label: str, items: Sequence[T]) -> list[T]:
        result = list(items)
        self._random.shuffle(result)
        self.chance_log.append((label, list(result)))
        return result

    def choice(self, label: str, items: Sequence[T]) -> T:
        result = items[self._random.randrange(len(items))]
        self.chance_log.append((label, result))
        return result
