"""A seat's chance to win the game after a round's points: what the expert's playouts score (search.py).

The game is won over rounds, not in one (REFERENCE.md §4.9): the highest total wins, then more
2-point awards, and players still tied share the win (a shared win is a win). So a round's points
are worth what they do for that chance: early in the game about their size, in the last rounds only
whether they carry me past the leader (or keep me ahead of him).

The rounds still to come are drawn, a fixed set of scenarios per round (the same for every
candidate and every decision of that round): each round's President is known (the presidency passes to the left), its outcome is
drawn from the measured rates of a round's outcomes in the gauntlet, and the Bodyguard and the
Assassin who places the fourth hit are drawn among the others. Measured with hard in one seat of a
gauntlet table, 200 games per count, seed OUT (`benchmarks/README.md`, branch `bg8`).
"""
from __future__ import annotations

import functools
import random

from .opponents import nearest

# Per player count: P(rescue), P(assassination), P(the President wins); P(the Bodyguard is the spare).
OUTCOMES = {4: ((0.591, 0.114, 0.295), 0.26), 6: ((0.642, 0.172, 0.186), 0.11), 8: ((0.616, 0.285, 0.099), 0.03)}
# Enough draws that a fixed set does not mislead: at 8 players 160 of them put the difference in
# win chance between two round outcomes off by 0.016 on average (the search's margin is 0.005), 2000
# by 0.006 (40 standings, against 20,000 draws; benchmarks/README.md, branch `bgexpert8`).
SCENARIOS = 2000
RESCUE, ASSASSINATION, PRESIDENT_WINS = range(3)
TWOS = 64  # a seat's standing as one number: points * TWOS + 2-point awards (never 64 of them)


class Standing:
    """The game after the round being played: the totals and 2-point awards so far, and
    `SCENARIOS` draws of what the rounds after it will add (the same draws for every decision of
    that round: they depend on the count, the round and its President only)."""

    def __init__(self, players: int, round_: int, president: int, totals: list[int], twos: list[int]) -> None:
        self.players, self.totals, self.twos = players, list(totals), list(twos)
        self.future = futures(players, players - 1 - round_, president)
        self._memo: dict[tuple, float] = {}

    def win_chance(self, seat: int, points: list[int]) -> float:
        """P(`seat` is among the game's winners) once this round has given `points`."""
        key = (seat, tuple(points))
        if key not in self._memo:
            now = [(t + p) * TWOS + w + (p == 2) for t, p, w in zip(self.totals, points, self.twos)]
            mine = now[seat]
            # the others, the leaders first: most scenarios are lost to one of them
            rivals = sorted((s for s in range(self.players) if s != seat), key=lambda s: -now[s])
            wins = 0
            for more in self.future:
                best = mine + more[seat]
                for rival in rivals:
                    if now[rival] + more[rival] > best:  # a tie on both is shared: a win
                        break
                else:
                    wins += 1
            self._memo[key] = wins / len(self.future)
        return self._memo[key]


@functools.lru_cache(maxsize=64)
def round_standing(players: int, round_: int, president: int, totals: tuple[int, ...], twos: tuple[int, ...]) -> Standing:
    """One `Standing` per round's start, shared by the round's decisions (its memo with them)."""
    return Standing(players, round_, president, list(totals), list(twos))


@functools.lru_cache(maxsize=128)
def futures(n: int, rounds: int, president: int) -> tuple[tuple[int, ...], ...]:
    """`SCENARIOS` draws of the `rounds` rounds after the one `president` leads, from a fixed seed."""
    rng = random.Random(f"standing {n} {rounds} {president}")
    return tuple(_draw(n, rounds, president, rng) for _ in range(SCENARIOS))


def _draw(n: int, rounds: int, president: int, rng: random.Random) -> tuple[int, ...]:
    """One scenario of the rounds to come: per seat, its points there and 2-point awards, as one
    number ordered as the game's end orders players (points first, then 2-point awards)."""
    rates, spare = OUTCOMES[nearest(n)]
    points, twos = [0] * n, [0] * n
    for step in range(1, rounds + 1):
        chief = (president + step) % n
        others = [s for s in range(n) if s != chief]
        bodyguard = None if rng.random() < spare else others[int(rng.random() * len(others))]
        draw = rng.random() * (1.0 if bodyguard is not None else 1.0 - rates[0])
        if bodyguard is None:
            outcome = ASSASSINATION if draw < rates[1] else PRESIDENT_WINS
        else:
            outcome = RESCUE if draw < rates[0] else ASSASSINATION if draw < rates[0] + rates[1] else PRESIDENT_WINS
        if outcome == RESCUE:
            award = {bodyguard: 2, chief: 1}
        elif outcome == PRESIDENT_WINS:
            award = {chief: 2, **({bodyguard: 1} if bodyguard is not None else {})}
        else:
            assassins = [s for s in others if s != bodyguard]
            award = dict.fromkeys(assassins, 1)
            award[assassins[int(rng.random() * len(assassins))]] = 2
        for seat, value in award.items():
            points[seat] += value
            twos[seat] += value == 2
    return tuple(p * TWOS + t for p, t in zip(points, twos))
