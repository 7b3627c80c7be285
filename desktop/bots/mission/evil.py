"""The evil side of a mission game: fail when it pays, one spy at a time, and look clean doing it.

Spies never talk, so they coordinate by a rule each can compute from what they all see: on a team,
the lowest-seat known spies fail, exactly as many as the mission needs; the others play success.
"""
from __future__ import annotations

import random

from ..skill import Skill
from .reading import Table
from . import good
from .teams import trust_order
from .worlds import Worlds


def mission_card(table: Table, skill: Skill, cards: list[str]) -> str:
    fail = next((c for c in cards if c != "success"), None)
    if fail is None:
        return cards[0]
    if "success" not in cards:
        return fail
    if not skill.coordinated_fails:
        return fail  # every spy aboard fails: it works, and it shows
    needed = table.needed()
    aboard = sorted(s for s in table.known_evil if s in table.team)
    if len(aboard) < needed and not _others_unknown(table):
        return "success"  # a lone fail on a two-fail mission only exposes its player
    failers = aboard[:needed]
    return fail if table.me in failers or _others_unknown(table) else "success"


def _others_unknown(table: Table) -> bool:
    """A blind spy (or Oberon) cannot count on anyone else failing."""
    return len(table.known_evil) < table.evil_count


def team_can_fail(table: Table, team: list[int]) -> bool:
    aboard = sum(1 for s in table.known_evil if s in team)
    return aboard >= table.needed() or (_others_unknown(table) and table.me in team and table.needed() == 1)


def approve(table: Table, skill: Skill, public: Worlds | None, rng: random.Random) -> bool:
    """Back teams that can fail; sink clean ones only when it matters or when too naive to hide."""
    if team_can_fail(table, table.team):
        return True
    if table.successes >= 2:
        return False  # a clean team now would be good's third success
    if table.vote_track >= 4:
        return skill.cover  # sinking a clean hammer alone is a confession; only the naive do it
    if not skill.cover or public is None:
        return False
    # Blend in: vote as a good player in this seat would, seeing only what the table sees.
    return good.approve(table, public, skill, rng)


def propose(table: Table, skill: Skill, public: Worlds | None, rng: random.Random, slots: list[int]) -> tuple[int, list[int]]:
    """A team that can fail: self plus just enough spies, filled with the seats the table trusts most."""
    slot = _pick_slot(table, slots)
    size, needed = table.team_size(slot), table.needed(slot)
    spies = [s for s in table.known_evil if s != table.me]
    others = [s for s in range(table.players) if s != table.me and s not in spies]
    if public is not None and skill.cover:
        order = trust_order(public.spy_probability(), range(table.players), rng)
        spies = [s for s in order if s in spies]
        others = [s for s in order if s in others]
    else:
        rng.shuffle(spies)
        rng.shuffle(others)
    team = [table.me, *spies[: max(0, min(needed, size) - 1)]]
    team += others[: size - len(team)]
    return slot, sorted(team)


def _pick_slot(table: Table, slots: list[int]) -> int:
    """Targeting: a mission one spy can fail, the earliest such."""
    single = [s for s in slots if table.needed(s) == 1]
    return min(single or slots)
