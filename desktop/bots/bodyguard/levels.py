"""Bodyguard's own skill table: what each bot level knows how to do at this game (issue #6).

The shared skill table (desktop/bots/skill.py) is for the mission games; a Bodyguard player looks its
level up here by name. There is one strategy (policy.py); each row adds a kind of reasoning to it:
- easy: plays casually: random legal hits, plays and discards; never reassigns; spends a Hardcore on
  any action aimed at it (or throws it away). It still rescues the President when it can, and
  plays a Plan B when three types lie in front of it; and it sees what any beginner sees: as
  President it deals the Bodyguard out, as the Bodyguard it holds on to its hits (three types once
  it has them) (at eight players the Plan B alone left easy level with random: benchmarks/README.md,
  `bg8`).
- normal: the plan of policy.py on a flat picture of the round (every other seat equally likely to
  hold the Bodyguard), with a casual play about one time in seven (never a missed rescue): the
  President keeps the Bodyguard in play and hits likely attackers; the Bodyguard keeps three hit
  types for a rescue; assassins race for the fourth hit and hold back the third. (One slip in
  twenty left normal level with hard at 6 and 8 players: the belief alone moves little there,
  -0.003 [-0.015, +0.011] at 6 with no slips on either side; benchmarks/README.md.)
- hard: the same plan on a Bayesian belief over this round's roles from who hits whom (belief.py),
  each play weighed by the measured rates of the known styles (opponents.py):
  the President's finishing hits, Martinis and the reassignment trick aim at seats the plays have
  shown, and the assassins hunt the seat that looks like the Bodyguard; and from 6 players the
  President keeps the Bodyguard out of his round at a calm table, one whose styles hold back his
  third type (opponents.StyleBelief.calm): he then scores 2, not a rescue's 1.
- expert: hard, plus search on the decisions that matter: candidate plays are scored by playouts of
  the round (itself by the hard policy, every other seat by a style drawn from its style belief,
  opponents.py) in worlds drawn from the belief, each playout by the chance to win the game its
  round's points leave (standing.py); and the round's deal (the Bodyguard in play or kept out)
  searched the same way.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BodyguardSkill:
    name: str
    casual: bool  # random legal plays, no plan at all
    reads_plays: bool  # a Bayesian belief over the roles from the round's hits and actions
    noise: float  # chance of a casual play instead of the plan
    search: bool  # determinized playouts on the decisions that matter
    samples: int = 0  # worlds per searched decision
    budget: float = 0.0  # seconds a searched decision may take: a safety stop for a very slow machine only


BODYGUARD_SKILLS = {
    "easy": BodyguardSkill("easy", casual=True, reads_plays=False, noise=1.0, search=False),
    "normal": BodyguardSkill("normal", casual=False, reads_plays=False, noise=0.15, search=False),
    "hard": BodyguardSkill("hard", casual=False, reads_plays=True, noise=0.0, search=False),
    "expert": BodyguardSkill("expert", casual=False, reads_plays=True, noise=0.0, search=True, samples=24, budget=3.0),
}


def bodyguard_skill(level: str) -> BodyguardSkill:
    """The row for a level name; an unknown level plays as normal."""
    return BODYGUARD_SKILLS.get(level, BODYGUARD_SKILLS["normal"])
