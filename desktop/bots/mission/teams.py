"""Choosing a team: the most trusted seats, scored against the belief over evil sets."""
from __future__ import annotations

import random
from itertools import combinations

from .worlds import Worlds, mask_of


def trust_order(odds: list[float], seats, rng: random.Random) -> list[int]:
    """Seats from least to most suspected; equal odds in a random order so ties do not favour low seats."""
    shuffled = list(seats)
    rng.shuffle(shuffled)
    return sorted(shuffled, key=lambda s: round(odds[s], 9))


def team_score(worlds: Worlds, team_mask: int, needed: int) -> float:
    """Chance the mission cannot fail, nudged to prefer fewer likely spies (a known spy never rides)."""
    ok, spies = worlds.team_odds(team_mask, needed)
    return ok - 0.02 * spies


def best_team(worlds: Worlds, size: int, needed: int, must: list[int], order: list[int]) -> tuple[float, list[int]]:
    """The best-scoring team holding `must`, drawn from the few most trusted others."""
    rest = [s for s in order if s not in must]
    need = size - len(must)
    width = min(len(rest), need + 2)
    best: tuple[float, list[int]] | None = None
    for extra in combinations(rest[:width], need):
        team = sorted([*must, *extra])
        score = team_score(worlds, mask_of(team), needed)
        if best is None or score > best[0] + 1e-12:
            best = (score, team)
    assert best is not None
    return best
