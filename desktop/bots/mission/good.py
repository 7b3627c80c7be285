"""The good side of a mission game: send the most trusted team, approve teams at least as likely to be
clean as the one a rejection would bring instead."""
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


def next_leader(table: Table) -> int:
    return (table.view.get("leader", 0) + 1) % table.players


def alternative(table: Table, worlds: Worlds, public: Worlds | None, rng: random.Random, size: int, needed: int) -> float:
    """How likely to be clean, to me, is the team a rejection brings: the next leader's best team as
    the table sees it (the next leader does not know I am good), or my own best team if I lead next."""
    leader = next_leader(table)
    if leader == table.me or public is None:
        order = trust_order(worlds.spy_probability(), range(table.players), rng)
        score, _ = best_team(worlds, size, needed, [leader], order)
        return score
    # The table does not know I am good: to it I look like an average unknown seat, and among seats it
    # trusts equally I am no likelier than the others to be picked.
    public_odds = public.spy_probability()
    unknown = [public_odds[s] for s in range(table.players) if s != table.me and 0.0 < public_odds[s] < 1.0]
    public_odds[table.me] = sum(unknown) / len(unknown) if unknown else 0.5
    order = sorted(trust_order(public_odds, range(table.players), rng), key=lambda s: (round(public_odds[s], 6), s == table.me))
    team = [leader, *[s for s in order if s != leader][: size - 1]]
    return team_score(worlds, mask_of(team), needed)


def approve(table: Table, worlds: Worlds, skill: Skill, rng: random.Random, public: Worlds | None = None) -> bool:
    """Approve a team no worse than what rejecting it would bring; never sink the hammer."""
    if table.vote_track >= 4:
        return True  # a fifth rejection hands the game to evil (§1.4)
    if skill.noise and rng.random() < skill.noise:
        return table.me in table.team or rng.random() < 0.5
    needed = table.needed()
    score = team_score(worlds, mask_of(table.team), needed)
    if skill.sound_votes:
        best = alternative(table, worlds, public, rng, len(table.team), needed)
    else:
        order = trust_order(worlds.spy_probability(), range(table.players), rng)
        best, _ = best_team(worlds, len(table.team), needed, [table.me], order)
    return score >= best - skill.vote_margin
