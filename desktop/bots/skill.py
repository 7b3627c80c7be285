"""What each bot level knows how to do: one table, so the levels differ by skill, not by copy-paste.

Every level is a real strategy (issue #6); each row adds a kind of reasoning to the one before it:
- easy: logic from fail counts only; casual teams and votes; every spy aboard fails.
- normal: a Bayesian spy-set tracker weighing missions and votes; spies fail one at a time (lowest
  seat) and vote on clean teams as a good player would.
- hard: the tracker's likelihoods measured from real play (calibrated.py); spy leaders send the team
  the table would trust, plus themselves.
- expert: also reads proposals (spy leaders send spies); a spy lies low on a tiny first mission.
Bodyguard has its own table (desktop/bots/bodyguard/levels.py).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Skill:
    name: str
    # Belief: which evidence the spy-set tracker weighs besides the hard facts (mission fail counts).
    mission_evidence: bool  # a success with a spy aboard is unlikely (spies usually fail)
    vote_evidence: bool  # spies approve teams with spies and reject clean ones
    proposal_evidence: bool  # spy leaders put spies on their teams
    measured_model: bool  # likelihoods measured from how the normal level really plays (calibrated.py)
    # Evil play.
    coordinated_fails: bool  # only the lowest-seat spies fail, as many as the mission needs
    cover_votes: bool  # evil votes on clean teams as a good player would, seeing what the table sees
    cover_teams: bool  # evil leaders send the team a good leader would, plus just enough spies
    lay_low: bool  # a spy lets the first mission pass rather than out itself on a tiny team
    # Good play.
    vote_margin: float  # how much worse than the best team a good player still approves
    noise: float  # chance of a casual choice instead of the best one


LEVEL_SKILLS = {
    "easy": Skill("easy", mission_evidence=False, vote_evidence=False, proposal_evidence=False, measured_model=False,
                  coordinated_fails=False, cover_votes=False, cover_teams=False, lay_low=False, vote_margin=0.35, noise=0.3),
    "normal": Skill("normal", mission_evidence=True, vote_evidence=True, proposal_evidence=False, measured_model=False,
                    coordinated_fails=True, cover_votes=True, cover_teams=False, lay_low=False, vote_margin=0.15, noise=0.05),
    "hard": Skill("hard", mission_evidence=True, vote_evidence=True, proposal_evidence=False, measured_model=True,
                  coordinated_fails=True, cover_votes=True, cover_teams=True, lay_low=False, vote_margin=0.1, noise=0.0),
    "expert": Skill("expert", mission_evidence=True, vote_evidence=True, proposal_evidence=True, measured_model=True,
                    coordinated_fails=True, cover_votes=True, cover_teams=True, lay_low=True, vote_margin=0.1, noise=0.0),
}
