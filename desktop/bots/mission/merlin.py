"""Merlin's mixed play: what his knowledge wins now, weighed against what it tells an assassin who
reads votes (the good side's analogue of the spies' cover.py).

Merlin sees the evil seats (all but Mordred), so he can score the table exactly as the assassin
will at the end: each good seat's play by how knowing it looks (avalon.knowing_play, the evil side's
reading of votes and teams). For each vote he compares the two answers:
- what each wins: the knowing vote is worth nothing extra; the other costs the chance that his vote
  decides the proposal (cover.pivot_chance, his seen evil seats voting as spies) times what the
  result is worth to good (cover.passing_worth, from the measured values of each score);
- what each tells: how much it raises the assassin's chance of picking him (a softmax over the
  seats' knowing-play scores) times the chance good gets to the shot at all;
and plays the knowing answer with probability sigmoid((gain - cost) / TEMPERATURE). A vote a good
player who does not know would cast (his seat's public belief) besides a knowing vote is what a
replaying assassin (avalon.simulated_tell) reads: agreeing with it costs nothing there.
As leader he sends the team a plain good leader would send from the public record whenever his
knowledge says it is clean: of the clean teams, the one anyone could have picked.
"""
from __future__ import annotations

import math
import random

from . import good
from .avalon import knowing_play
from .calibrated import SHOT_SURVIVED, _nearest, value_of
from .cover import passing_worth, pivot_chance
from .reading import Table
from .teams import team_score
from .worlds import PlayModel, Worlds, mask_of

TEMPERATURE = 0.02  # how sharply the mix leans to the better answer (in good's win chance)
# The shot chance one log-odds unit of the assassin's score moves at the end of the game, where the
# shot is even (the softmax slope 4p(1-p) scales it elsewhere): one vote's share of a whole record.
COST = 0.06
SHARPNESS = 1.5  # the assassin shoots the top score: its pick is sharper than the plain odds
# The knowing-play reading's log-likelihood ratios (avalon.knowing_play) of a knowing and a plain vote.
KNOWING_VOTE, PLAIN_VOTE = math.log(0.85 / 0.6), math.log(0.15 / 0.4)
# A replaying assassin's ratio where the usual player, not knowing, would have voted the other way.
REPLAY = math.log(0.75 / 0.25)


def hit_chance(scores: dict[int, float], me: int) -> float:
    """The assassin's chance of shooting me from the scores so far."""
    top = max(scores.values())
    weights = {s: math.exp(SHARPNESS * (v - top)) for s, v in scores.items()}
    return weights[me] / sum(weights.values())


def reach_chance(table: Table) -> float:
    """Good's chance of three successes from here (the shot comes only then)."""
    survived = SHOT_SURVIVED[_nearest(table.players)]
    return min(1.0, value_of(table.view["game"], table.players, table.successes, table.fails) / survived)


def assassin_scores(table: Table) -> dict[int, float]:
    """How knowing each seat the assassin may shoot has looked so far, read as evil reads it."""
    scores = knowing_play(table)
    return {s: v for s, v in scores.items() if s not in table.known_evil}


def mixed_choice(table: Table, knowing_gain: float, shifts: tuple[float, float], rng: random.Random) -> bool:
    """True for the knowing answer. `knowing_gain`: what it wins for good over the other answer;
    `shifts`: how far each (knowing, other) moves the assassin's score on me."""
    scores = assassin_scores(table)
    if table.me not in scores or len(scores) < 2:
        return True
    hit = hit_chance(scores, table.me)
    cost = reach_chance(table) * COST * 4 * hit * (1 - hit) * (shifts[0] - shifts[1])
    score = (knowing_gain - cost) / TEMPERATURE
    chance = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score))))
    return rng.random() < chance


def vote(table: Table, worlds: Worlds, public: Worlds, approve_from, model: PlayModel, rng: random.Random) -> bool:
    """Merlin's vote: the knowing one, or the one a good player who does not know would cast."""
    honest = approve_from(worlds)
    if table.vote_track >= 4 or table.fails >= 2:
        # The hammer is approved whatever anyone knows; and with two fails a dirty team that goes
        # ends the game, while every later success needs his steering: the values of the score,
        # measured without a Merlin who steers, rate that loss too low.
        return honest
    plain = approve_from(public)
    if plain == honest:
        return honest  # nothing to hide behind: a plain good player votes this way too
    clean = team_score(worlds, mask_of(table.team), table.needed()) >= 0.5
    knowing = honest == clean  # approving clean teams and rejecting dirty ones is the tell
    gain = pivot_chance(table, model, not clean) * abs(passing_worth(table, not clean))
    shifts = (REPLAY + (KNOWING_VOTE if knowing else PLAIN_VOTE), -REPLAY + (PLAIN_VOTE if knowing else KNOWING_VOTE))
    return honest if mixed_choice(table, gain, shifts, rng) else plain


def propose(table: Table, worlds: Worlds, public: Worlds, skill, rng: random.Random, slots: list[int]) -> tuple[int, list[int]]:
    """Merlin's team: the pick of a good leader who does not know, when it is as clean as his own;
    otherwise his own. (Sending a dirty plain team now and then, weighed like a vote, lost more
    missions than the shot gained: merlin_bench.py, 150 deals, good's wins -0.010 against +0.013.)"""
    slot, honest = good.propose(table, worlds, skill, rng, slots)
    if table.vote_track >= 4:
        return slot, honest  # the hammer goes: it must be clean
    plain_slot, plain = good.propose(table, public, skill, rng, slots)
    clean_honest = team_score(worlds, mask_of(honest), table.needed(slot))
    clean_plain = team_score(worlds, mask_of(plain), table.needed(plain_slot))
    if clean_plain >= clean_honest - 1e-9 or clean_plain >= 0.5:
        return plain_slot, plain  # as clean as the knowing pick, and a pick anyone could make
    return slot, honest
