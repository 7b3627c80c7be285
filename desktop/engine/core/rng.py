"""Seeded randomness whose every outcome is recorded.

Chance is an actor (OpenSpiel): each shuffle, deal and draw is written to `chance_log`, so a game is
exactly `config + seed + commands`, and a bug report or golden file shows what chance did.

A clone shares the generator until one of the two draws (copy-on-write): search copies states by
the thousand, and most copies of a mission game never draw again.
"""
from __future__ import annotations

import random
from typing import Sequence, TypeVar

try:  # as random.py imports it
    from _sha512 import sha512
except ImportError:  # pragma: no cover
    from hashlib import sha512

T = TypeVar("T")

_SEED_BY_INT = random.Random.__mro__[1].seed  # the C generator's seeding by an int, which random.Random.seed ends with


def seeded(seed: int | str) -> random.Random:
    """random.Random(seed): the same generator state. For a str seed (sim seeds six a game: the chance
    and every bot's), its version-2 seeding (the string and its SHA-512 as one big-endian int) is done
    here, without random.py's two Python-level calls around the C seeding. Tested against random.Random."""
    if type(seed) is not str:
        return random.Random(seed)
    generator = random.Random.__new__(random.Random)  # no OS seeding: the state is set at once
    encoded = seed.encode()
    _SEED_BY_INT(generator, int.from_bytes(encoded + sha512(encoded).digest(), "big"))
    generator.gauss_next = None
    return generator


class ChanceRng:
    __slots__ = ("_random", "_shared", "chance_log")

    def __init__(self, seed: int | str) -> None:
        self._random = seeded(seed)
        self._shared = False  # True while another ChanceRng may hold the same generator
        self.chance_log: tuple[tuple[str, object], ...] = ()

    def clone(self) -> "ChanceRng":
        twin = ChanceRng.__new__(ChanceRng)
        twin._random = self._random
        twin._shared = self._shared = True
        twin.chance_log = self.chance_log  # a tuple, shared
        return twin

    def _own(self) -> random.Random:
        """The generator, made this object's own before it draws."""
        if self._shared:
            mine = random.Random.__new__(random.Random)  # no OS seeding: the state is set at once
            mine.setstate(self._random.getstate())
            self._random, self._shared = mine, False
        return self._random

    # random.Random's shuffle and randrange, written out with its getrandbits (`_randbelow`'s loop):
    # the same draws and results, without a Python call per item (a Bodyguard deck is 40 cards).
    def shuffled(self, label: str, items: Sequence[T]) -> list[T]:
        result = list(items)
        bits = self._own().getrandbits
        for i in range(len(result) - 1, 0, -1):  # random.shuffle: reversed(range(1, n))
            below = i + 1
            width = below.bit_length()
            j = bits(width)
            while j >= below:
                j = bits(width)
            result[i], result[j] = result[j], result[i]
        self.chance_log += ((label, list(result)),)
        return result

    def choice(self, label: str, items: Sequence[T]) -> T:
        count = len(items)
        if not count:
            raise ValueError("empty range for randrange()")
        bits = self._own().getrandbits
        width = count.bit_length()
        index = bits(width)
        while index >= count:
            index = bits(width)
        result = items[index]
        self.chance_log += ((label, result),)
        return result
