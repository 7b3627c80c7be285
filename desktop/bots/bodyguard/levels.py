"""Bodyguard's own skill table: what each bot level knows how to do at this game (issue #6).

The shared skill table (desktop/bots/skill.py) is for the mission games; a Bodyguard player looks its
level up here by name. Each row adds a kind of reasoning to the one before it:
- easy: plays casually: random legal hits, plays and discards; never reassigns; spends a Hardcore on
  any action aimed at it (or throws it away). It still rescues the President when it can.
- normal: sound heuristics: the President keeps the Bodyguard in play and hits attackers; the
  Bodyguard keeps three hit types for a rescue; assassins hold back the third hit.
- hard: a Bayesian belief over this round's roles from who hits whom; plays to the score: the
  Bodyguard keeps a rescue ready and lets the assassins bring the President to the brink; assassins
  race for the fourth hit and hunt the Bodyguard; the President reassigns to make a finishing hit
  count, saves Plan B for the third hit and Hardcore for the Martinis that matter.
- expert: hard, plus search on the decisions that matter: candidate plays are scored by playouts of
  the round (itself by the hard policy, the others as the usual player) in worlds drawn from the belief.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BodyguardSkill:
    name: str
    casual: bool  # random legal plays, no plan at all
    reads_attacks: bool  # a Bayesian belief over the roles from the round's hits and actions
    patient_race: bool  # an assassin holds back the third hit unless it also holds the fourth
    reassigns: bool  # the President uses the once-per-round reassignment
    plans: bool  # the hard policy: scores, rescues, the race and the reassignment trick
    search: bool  # determinized playouts on the decisions that matter
    samples: int = 0  # worlds per searched decision
    budget: float = 0.0  # seconds a searched decision may take: a safety stop for a very slow machine only


BODYGUARD_SKILLS = {
    "easy": BodyguardSkill("easy", casual=True, reads_attacks=False, patient_race=False, reassigns=False, plans=False,
                           search=False),
    "normal": BodyguardSkill("normal", casual=False, reads_attacks=False, patient_race=False, reassigns=True, plans=False,
                             search=False),
    "hard": BodyguardSkill("hard", casual=False, reads_attacks=True, patient_race=True, reassigns=True, plans=True,
                           search=False),
    "expert": BodyguardSkill("expert", casual=False, reads_attacks=True, patient_race=True, reassigns=True, plans=True,
                             search=True, samples=24, budget=3.0),
}


def bodyguard_skill(level: str) -> BodyguardSkill:
    """The row for a level name; an unknown level plays as normal."""
    return BODYGUARD_SKILLS.get(level, BODYGUARD_SKILLS["normal"])
