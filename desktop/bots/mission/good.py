"""The good side of a mission game: send the most trusted team, approve only teams nearly as good."""
from __future__ import annotations

import random

from ..skill import Skill
from .reading import Table
from .teams import best_team, team_score, trust_order
from .worlds import Worlds, mask_of


def propose(table: Table, worlds: Worlds, skill: Skill, rng: random.Random, slots: list[int]) -> tuple[int, list[int]]:
    """The slot and team most likely to succeed; the leader always rides (they know they are good)."""
    odds = worlds.spy_probability()
    order = trust_order(odds, range(table.players), rng)
    choices = []
    for slot in slots:
        score, team = best_team(worlds, table.team_size(slot), table.needed(slot), [table.me], order)
        choices.append((score, -slot, team))
    score, negative_slot, team = max(choices)
    if skill.noise and rng.random() < skill.noise:
        # A casual leader: themself plus a random pick among the trusted half.
        trusted = [s for s in order if s != table.me][: max(table.team_size(-negative_slot), (table.players + 1) // 2)]
        team = sorted([table.me, *rng.sample(trusted, table.team_size(-negative_slot) - 1)])
    return -negative_slot, team


def approve(table: Table, worlds: Worlds, skill: Skill, rng: random.Random) -> bool:
    """Approve a team close to the best one a good leader could send; never sink the hammer."""
    if table.vote_track >= 4:
        return True  # a fifth rejection hands the game to evil (§1.4)
    needed = table.needed()
    score = team_score(worlds, mask_of(table.team), needed)
    odds = worlds.spy_probability()
    order = trust_order(odds, range(table.players), rng)
    best, _ = best_team(worlds, len(table.team), needed, [table.me], order)
    if skill.noise and rng.random() < skill.noise:
        return table.me in table.team or rng.random() < 0.5
    return score >= best - skill.vote_margin
