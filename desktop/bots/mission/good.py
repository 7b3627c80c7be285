"""The good side of a mission game: send the most trusted team, approve teams at least as likely to be
clean as the one a rejection would bring instead."""
from __future__ import annotations

import random
from itertools import combinations

from ..skill import LEVEL_SKILLS, Skill
from .reading import Table
from .teams import best_team, team_score, trust_order
from .worlds import DEFAULT_MODEL, PlayModel, Worlds, build_worlds, mask_of

# A team this likely to be clean where my vote decides it is approved, whatever my own team would be:
# waiting for my lead costs rejections that each bring the hammer closer, and reading a few votes as a
# reason to sink a likely clean team is reading noise. At 5 players in the gauntlet (benchmarks/README.md,
# spy_votes.py, 400 games): without it hard approved 35.0% of teams holding a spy and 87.2% of clean
# ones; 0.6: 37.5% / 89.2%; 0.5: 38.9% / 90.5%; 0.4: 39.8% / 92.1%. (Approving every team of the first
# mission as well reaches 96.9% of clean teams but 51.8% of spy teams.)
GOOD_ENOUGH = 0.4
# ... and one this unlikely is rejected, even when the team a rejection brings looks no better: at 5
# players (same benchmark) 39.8% / 92.1% -> 36.7% / 92.1%, arena hard-normal as resistance (gauntlet,
# 600 deals, m1) +0.103 -> +0.110. At 10 players (300 deals, m1) it moved gauntlet +0.013 -> +0.047 but
# normal -0.007 -> -0.033: there it is left out until measured further.
FLOOR = 0.25
# A skill's vote bar holds once this many missions are played: on the first, where only the votes can be
# read, it rejected most teams off the seat and lost in our own field (Resistance 7, normal field, 2,000
# good deals, seed s41-r7m-normal: -0.036 from the first mission, -0.0075 from the second) while it won
# as much in the gauntlet from either (+0.017 [+0.004, +0.030], +0.017 [+0.008, +0.026]; s41-r7m-gauntlet).
# At Resistance 10 the expert's bar waits for the third (its Skill entry's fourth field): from the second it lost 2
# points in our own field (s42-r10own, -0.021 [-0.028, -0.014]), from the third nothing (-0.0007).
BAR_FROM_MISSION = 1
# A table reads as our own level's (Skill.home_vote_bars) from this chance (worlds.home_table_chance).
HOME_TABLE = 0.5


def propose(table: Table, worlds: Worlds, skill: Skill, rng: random.Random, slots: list[int]) -> tuple[int, list[int]]:
    """The slot and team most likely to succeed; the leader always rides (they know they are good)."""
    odds = worlds.spy_probability()
    order = trust_order(odds, range(table.players), rng)
    choices = []
    for slot in slots:
        score, team = best_team(worlds, table.team_size(slot), table.needed(slot), [table.me], order)
        choices.append((score, -slot, team))
    score, negative_slot, team = max(choices)
    if skill.electable_teams and table.vote_track < 4:
        team = electable_team(table, worlds, rng, -negative_slot, order) or team
    if skill.noise and rng.random() < skill.noise:
        # A casual leader: themself plus a random pick among the trusted half.
        trusted = [s for s in order if s != table.me][: max(table.team_size(-negative_slot), (table.players + 1) // 2)]
        team = sorted([table.me, *rng.sample(trusted, table.team_size(-negative_slot) - 1)])
    return -negative_slot, team


def electable_team(table: Table, worlds: Worlds, rng: random.Random, slot: int, order: list[int]) -> list[int] | None:
    """The team most likely to go on a clean mission once the table has voted on it.

    A clean team needs nearly every good vote (the spies sink it), and good players who read only the
    missions reject teams holding seats they distrust, even seats I have cleared from the votes. Each
    other seat's vote is predicted as the usual player casts it: a spy backs the team if it can fail,
    a good seat if the team is no worse, to its own mission-only belief, than what a rejection brings.
    A rejected team is worth the next leader's team (`alternative`)."""
    size, needed = table.team_size(slot), table.needed(slot)
    pool = [s for s in order if s != table.me][: size + 2]
    teams = [sorted([table.me, *extra]) for extra in combinations(pool, size - 1)]
    if len(teams) < 2:
        return None
    view = {**table.view, "mission": slot, "knowledge": []}
    good_side = table.good_side
    margin = LEVEL_SKILLS["normal"].vote_margin  # the usual player's
    backs: dict[int, tuple[Worlds, float]] = {}
    for voter in range(table.players):
        if voter == table.me:
            continue
        seat_table = Table({**view, "you": {"seat": voter, "role": "", "side": good_side}})
        belief = build_worlds(seat_table, DEFAULT_MODEL, mission_evidence=True, public=True)
        backs[voter] = (belief, alternative(seat_table, belief, belief, rng, size, needed) - margin)
    public = build_worlds(table, DEFAULT_MODEL, mission_evidence=True, public=True)
    rejected = alternative(table, worlds, public, rng, size, needed)
    best: tuple[float, list[int]] | None = None
    for team in teams:
        mask = mask_of(team)
        good_backers = [v for v, (belief, bar) in backs.items() if team_score(belief, mask, needed) >= bar]
        value = 0.0
        for spies, weight in worlds.masks:
            aboard = (spies & mask).bit_count()
            votes = 1 + sum(1 for v in good_backers if not (spies >> v) & 1)
            if aboard >= needed:
                votes += spies.bit_count()  # the spies back a team they can fail
            passes = votes * 2 > table.players
            value += weight * ((aboard < needed) if passes else rejected)
        if best is None or value > best[0] + 1e-9:
            best = (value, team)
    return best[1] if best else None


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


def approve(table: Table, worlds: Worlds, skill: Skill, rng: random.Random, public: Worlds | None = None,
            model: PlayModel | None = None, home: float | None = None) -> bool:
    """Approve a team no worse than what rejecting it would bring, or (judged where my vote decides)
    likely enough to be clean; never sink the hammer."""
    if table.vote_track >= 4:
        return True  # a fifth rejection hands the game to evil (§1.4)
    needed = table.needed()
    score = team_score(worlds, mask_of(table.team), needed)
    if not skill.sound_votes and score <= 0.0:
        return False  # even a casual player will not send a team the missions prove holds a spy
    if skill.noise and rng.random() < skill.noise:
        return table.me in table.team or rng.random() < 0.5
    decides = judges_where_vote_decides(table, skill)
    if decides:
        score = judged_clean(table, worlds, model, score)
    bar = vote_bar(table, skill, home)
    if bar is not None:
        return score >= bar
    if skill.sound_votes:
        best = alternative(table, worlds, public, rng, len(table.team), needed)
        if holds_out_for_own_lead(table, skill):
            order = trust_order(worlds.spy_probability(), range(table.players), rng)
            best = max(best, best_team(worlds, len(table.team), needed, [table.me], order)[0])
    else:
        order = trust_order(worlds.spy_probability(), range(table.players), rng)
        best, _ = best_team(worlds, len(table.team), needed, [table.me], order)
    if decides and score >= GOOD_ENOUGH:
        return True
    if decides and score < FLOOR and floor_applies(table):
        return False
    return score >= best - skill.vote_margin


def judged_clean(table: Table, worlds: Worlds, model: PlayModel | None, plain: float) -> float:
    """The team's chance to be clean as a seat that judges where its vote decides sees it: in the worlds
    where my vote decides it (decisive_clean), or `plain` (its chance in every world) when no model is
    given or my vote decides nothing."""
    decisive = None if model is None else decisive_clean(table, worlds, model, table.needed())
    return plain if decisive is None else decisive


def judges_where_vote_decides(table: Table, skill: Skill) -> bool:
    """Whether a team is judged by the worlds where my vote decides it (decisive_clean): from
    `skill.decisive_players` players up. Normal does it at 8-10 only: there four spies sink every clean
    team, so a clean team needs all six good votes while a dirty one passes on two, and judging a
    team by its plain chance rejected clean teams (Resistance 10 in the gauntlet, 160 good deals,
    seed r4: normal approved 69% of clean teams and 59% of dirty ones; with it 86% / 75%, wins
    +0.038 [-0.008, +0.083]). At 5 players it cost normal 3 points in Avalon (avalonladder)."""
    return skill.decisive_votes and table.players >= skill.decisive_players


def vote_bar(table: Table, skill: Skill, home: float | None = None) -> float | None:
    """The bar my vote is cast by here (Skill.vote_bars), if the skill has one at this table, judges where its
    vote decides (a bar is on that chance), and the entry's missions are played: its fourth field where it
    has one, else BAR_FROM_MISSION. With `home`, the chance the table is one of our own level's
    (worlds.home_table_chance), a skill that reads it takes Skill.home_vote_bars at a table that reads as
    one (HOME_TABLE or more).

    Where the good leader's teams are worth little and the votes much, as at Resistance 7 (a seat that
    knew the spies would win +3.5 points by its teams alone and +11 by its votes, most of it by rejecting
    the spies' teams that hard approves: benchmarks/seat_ceiling.py), a plain bar on the chance the team
    is clean where my vote decides beats weighing it against the team a rejection brings."""
    here = (table.view["game"], table.players)
    bars = skill.home_vote_bars if skill.reads_home_table and home is not None and home >= HOME_TABLE else skill.vote_bars
    entry = next((entry for entry in bars if entry[:2] == here), None)
    if entry is None or not judges_where_vote_decides(table, skill):
        return None
    if table.successes + table.fails < (entry[3] if len(entry) > 3 else BAR_FROM_MISSION):
        return None
    return entry[2]


def floor_applies(table: Table) -> bool:
    """Whether FLOOR holds: up to 7 players always; at 8-10 only for a seat that knows some seat's
    side or role (Merlin, Percival, the lovers, a Lady holder), whose belief rests on more than its
    reading of votes. Against the gauntlet at Avalon 10 (hard's good side, paired with the floor at 7
    players only, 150 deals each): the floor for every seat +0.040 [-0.029, +0.109] (seed V10:
    Percival +0.148, Tristan +0.111, Isolde +0.074, the plain servants -0.036, who read their FLOOR
    from votes alone); for knowing seats only +0.020 [-0.034, +0.074] (seed W10: the lovers +0.10,
    Percival +0.04, Merlin -0.11 over 27 deals). Both within noise; benchmarks/README.md."""
    if table.players <= 7:
        return True
    # A spy's cover vote is a plain good seat's, who knows nobody.
    return not table.i_am_evil and bool(table.known_good_mask or table.known_evil_mask or table.exact)


def holds_out_for_own_lead(table: Table, skill: Skill) -> bool:
    """Whether my own best team is on offer too: rejections will reach me before the hammer.

    At up to 7 players only on the first mission, where nothing has been read yet and a team with me
    is the one I can trust; later the reading tells the others' teams apart, and holding out for mine
    rejected clean teams (5 players, gauntlet, spy_votes.py 400 games: 94.0% -> 94.4% of clean
    teams, seed v2 93.7% -> 94.1%). At 10 players it is not measured yet: left as it was."""
    first_mission = not table.successes + table.fails
    return skill.waits_for_own_lead and _lead_before_hammer(table) and (first_mission or table.players > 7)


def _lead_before_hammer(table: Table) -> bool:
    """Whether I lead this round at the latest on its fifth proposal, if every team until then is rejected."""
    return table.vote_track + (table.me - table.view.get("leader", 0)) % table.players <= 4


def decisive_clean(table: Table, worlds: Worlds, model: PlayModel, needed: int) -> float | None:
    """The team's chance to be clean in the worlds where my vote decides it, or None if it decides nothing.

    A vote changes the result only when the others are split one short of a majority, and how they
    split depends on the world: spies back teams with spies and sink clean ones, so a clean team needs
    nearly every good vote and a dirty one passes without mine. Weighing each world by the chance that
    my vote is the deciding one asks the right question: not "is this team clean?" but "is it clean
    when it hangs on me?" (the others' votes are drawn from `model`, how the usual player votes).
    """
    team = mask_of(table.team)
    others_on = len([s for s in table.team if s != table.me])
    others_off = table.players - 1 - others_on
    short = table.players // 2  # approvals the others must give for mine to tip the vote
    hammer = table.vote_track >= 4
    pivots: dict[tuple, float] = {}
    deciding = clean = 0.0
    for mask, weight in worlds.masks:
        spies_on = (mask & team).bit_count()  # I am good: no world has me among the spies
        spies_off = mask.bit_count() - spies_on
        dirty = spies_on > 0
        key = (dirty, spies_on, spies_off)
        chance = pivots.get(key)
        if chance is None:
            groups = [(spies_on, model.approve[(True, dirty, True, hammer)]),
                      (spies_off, model.approve[(True, dirty, False, hammer)]),
                      (others_on - spies_on, model.approve[(False, dirty, True, hammer)]),
                      (others_off - spies_off, model.approve[(False, dirty, False, hammer)])]
            chance = pivots[key] = chance_of_exactly(groups, short)
        deciding += weight * chance
        if spies_on < needed:
            clean += weight * chance
    return clean / deciding if deciding > 1e-9 else None


def chance_of_exactly(groups: list[tuple[int, float]], wanted: int) -> float:
    """The chance that exactly `wanted` voters approve, each group's voters approving independently."""
    counts = [1.0]
    for size, p in groups:
        for _ in range(size):
            counts = [(counts[k] if k < len(counts) else 0.0) * (1 - p) + (counts[k - 1] * p if k else 0.0)
                      for k in range(len(counts) + 1)]
    return counts[wanted] if wanted < len(counts) else 0.0
