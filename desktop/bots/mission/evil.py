"""The evil side of a mission game: fail when it pays, one spy at a time, and look clean doing it.

Spies never talk, so they coordinate by a rule each can compute from what they all see: on a team,
the lowest-seat known spies fail, exactly as many as the mission needs; the others play success.
"""
from __future__ import annotations

import random
from dataclasses import replace

from ...engine.avalon.roles import EVIL_LANCELOT
from ..skill import LEVEL_SKILLS, Skill
from . import good
from .cover import TableReading, mixed_vote
from .reading import Table
from .teams import trust_order
from .worlds import PlayModel, Worlds

# Cover teams (the table's most trusted seats plus the spies a fail needs) won hard's spies about 2
# points against the gauntlet and at 7 players in every field, and in Avalon against our own normal
# level too; at Resistance 5-6 against a table that reads only the missions they cost 1.2 points
# (benchmarks/README.md, `spyside`): there, once a mission is played and the good seats' votes show
# such a table (cover.TableReading.table_reads below this), a spy leader picks its others at random.
PLAIN_TEAMS_BELOW = 0.5
PLAIN_TEAMS_PLAYERS = 6  # at most this many players (at 7 the same rule cost 1 point in either field)
# A spy reads the table as ours (Skill.fails_first_among_strangers_at) from this chance: it knows who is evil, so
# the reading is sharp, and at a table of our normal level it stood at 0.99 at every first card (Resistance 10).
SURELY_HOME = 0.95
BLIND_ROLES = frozenset({EVIL_LANCELOT})  # evil roles known to the other spies that do not see them (§3.7)


def mission_card(table: Table, skill: Skill, cards: list[str], home: float | None = None) -> str:
    """The card to play; `home`: the chance the table is our own level's (worlds.home_table_chance), for a
    skill that lays low only there (Skill.fails_first_among_strangers_at)."""
    fail = next((c for c in cards if c != "success"), None)
    if fail is None:
        return cards[0]
    if "success" not in cards:
        return fail
    if not skill.coordinated_fails:
        return fail  # every spy aboard fails: it works, and it shows
    needed = table.needed()
    if _blind(table):
        return fail if needed == 1 else "success"  # blind: nobody to share a two-fail mission with
    if needed == 1 and len(table.known_evil) < table.evil_count:
        # With a spy hidden from us (Oberon) each spy aboard fails a one-fail mission itself: against the
        # gauntlet, where partners follow no seat rule, leaving it to the lowest seen seat lost a point
        # (Avalon 10, two seeds of 1,500 evil deals: +0.003, +0.013 [+0.002, +0.025] for failing).
        return fail
    # A blind teammate (Evil Lancelot sees no one; we know him by his thumb) plays as the blind do, above:
    # he fails a one-fail mission himself, so we leave it to him, and never counts on us for a two-fail one.
    blind = [s for s in table.team if s != table.me and table.known_roles.get(s) in BLIND_ROLES and s in table.known_evil]
    if blind and needed == 1:
        return "success"
    aboard = sorted(s for s in table.known_evil if s in table.team and s not in blind)
    if len(aboard) < needed:
        return "success"  # a lone fail on a two-fail mission only exposes its player
    if (skill.lay_low and not table.view.get("mission_order") and len(table.team) <= 3 and len(aboard) == 1
            and not _among_strangers(table, skill, home)):
        return "success"  # a lone spy failing mission 1 on a tiny team all but names itself; wait
    return fail if table.me in aboard[:needed] else "success"


def card_reads_table(table: Table, skill: Skill) -> bool:
    """Whether this skill's first-mission card here hangs on the table's kind (Skill.fails_first_among_strangers_at)."""
    return (table.view["game"], table.players) in skill.fails_first_among_strangers_at


def _among_strangers(table: Table, skill: Skill, home: float | None) -> bool:
    """Whether this skill fails the first mission here anyway: a table it does not read as surely our own level."""
    return card_reads_table(table, skill) and home is not None and home < SURELY_HOME


def _reads(table: Table, reading: TableReading) -> float:
    """How likely the good seats read votes, from the record so far (cover.TableReading.table_reads)."""
    reading.update(table)
    return reading.table_reads(table)


def _plain_table(table: Table, reading: TableReading) -> bool:
    """A small Resistance table, past its first mission, whose good seats are seen to read only the
    missions (no Merlin at it: in Avalon the cover team paid even there)."""
    return (table.players <= PLAIN_TEAMS_PLAYERS and bool(table.view.get("mission_order"))
            and "merlin" not in (table.view.get("role_deck") or ()) and _reads(table, reading) < PLAIN_TEAMS_BELOW)


def _blind(table: Table) -> bool:
    """A spy who sees no other spy (Oberon, Evil Lancelot, Good Lancelot turned evil) cannot count on
    anyone else failing. One who sees some (the others, with Oberon in play) shares a two-fail mission
    with those."""
    return len(table.known_evil) <= 1 < table.evil_count


def team_can_fail(table: Table, team: list[int]) -> bool:
    aboard = sum(1 for s in table.known_evil if s in team)
    return aboard >= table.needed() or (_blind(table) and table.me in team and table.needed() == 1)


def approve(table: Table, skill: Skill, public: Worlds | None, rng: random.Random, model: PlayModel | None = None,
            reading: TableReading | None = None) -> bool:
    """Back teams that can fail and sink clean ones; with cover votes, a mixed vote between that and
    what a good player would cast, weighing what each wins against what it gives away (cover.py)."""
    dirty = team_can_fail(table, table.team)
    if reading is not None and skill.cover_votes:
        reading.update(table)  # every vote, so no single decision catches up on a long record
    if skill.noise and rng.random() < skill.noise:
        return table.me in table.team or rng.random() < 0.5  # a casual vote, as a casual good player's
    if table.fails >= 2 and dirty:
        return True  # this mission wins the game
    if table.successes >= 2 and not dirty:
        return False  # a clean team now would be good's third success
    if table.vote_track >= 4:
        return dirty or skill.cover_votes  # sinking a clean hammer alone is a confession
    if public is None or not skill.cover_votes:
        return dirty
    if table.successes >= 2 or table.fails >= 2:
        # The next mission can end the game: no later team is left for a hidden vote to win me a
        # place on. Stopping cover here won hard's spies +0.018 [+0.005, +0.031] (5 players, gauntlet).
        return dirty
    # Vote as the usual good player votes (the normal level's margin and rule): blending in means matching the table.
    usual = replace(skill, vote_margin=LEVEL_SKILLS["normal"].vote_margin, vote_bars=LEVEL_SKILLS["normal"].vote_bars, noise=0.0)
    cover = good.approve(table, public, usual, rng, public)
    # A good player on a team backs it; one off it who backs a doubtful team stands out.
    cover = (table.me in table.team or cover) if dirty else cover
    if model is None or reading is None:
        return cover
    return mixed_vote(table, model, reading, dirty, cover, rng)


def propose(table: Table, skill: Skill, public: Worlds | None, rng: random.Random, slots: list[int],
            reading: TableReading | None = None) -> tuple[int, list[int]]:
    """A team that can fail: the team a good leader would send from what the table sees, with just
    enough spies in it (the leader first); at a small table seen to read only the missions, the
    leader and seats drawn at random, as normal's spies send (`reading`: what the table reads)."""
    slot = _pick_slot(table, slots)
    size, needed = table.team_size(slot), table.needed(slot)
    spies = [s for s in table.known_evil if s != table.me]
    covers = public is not None and covers_teams(table, skill) and not (reading is not None and _plain_table(table, reading))
    if covers:
        order = trust_order(public.spy_probability(), range(table.players), rng)
        _, team = good.propose(table, public, replace(skill, electable_teams=False), rng, [slot])  # the plain pick
        aboard = [s for s in team if s in table.known_evil]
        wanted = min(needed, size) if not _blind(table) else 1
        while len(aboard) < wanted:
            extra = next(s for s in [table.me, *[o for o in order if o in spies]] if s not in team)
            outsider = max((s for s in team if s not in table.known_evil), key=order.index)
            team = [s for s in team if s != outsider] + [extra]
            aboard.append(extra)
        # Just enough spies: each extra one only doubles the suspicion a fail brings.
        for spare in [s for s in aboard if s != table.me][max(0, wanted - 1):] if table.me in team else []:
            trusted = next((s for s in order if s not in team and s not in table.known_evil), None)
            if trusted is None:
                break
            team = [s for s in team if s != spare] + [trusted]
        return slot, sorted(team)
    if skill.noise and rng.random() < skill.noise:
        return slot, sorted(rng.sample(range(table.players), size))  # a casual pick, not always aboard
    others = [s for s in range(table.players) if s != table.me and s not in spies]
    rng.shuffle(spies)
    rng.shuffle(others)
    team = [table.me, *spies[: max(0, min(needed, size) - 1)]]
    team += others[: size - len(team)]
    return slot, sorted(team)


def covers_teams(table: Table, skill: Skill) -> bool:
    """Whether this spy leader sends a covered team (Skill.cover_teams) at this table's size."""
    return skill.cover_teams and table.players >= skill.cover_teams_players


def _pick_slot(table: Table, slots: list[int]) -> int:
    """Targeting: a mission one spy can fail, the earliest such."""
    single = [s for s in slots if table.needed(s) == 1]
    return min(single or slots)
