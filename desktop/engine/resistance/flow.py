"""The timeline of a mission game, as a queue of named steps (REFERENCE.md §2.6).

The state keeps `queue`, the names of the steps still to run. `advance` pops steps until one needs a
decision: that step becomes the phase. Automatic steps do their work in `enter` and return False. A
step that a game or option does not use is simply not registered, or declines in `enter`, so plot
cards, tokens and modules add their windows without touching the base steps.

Steps push more steps at the front of the queue (a rejection pushes the next proposal; an approval
pushes the mission). Because the queue is plain data, a state copies and replays exactly.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import MissionGame
    from .state import MissionState

# One proposal, in the order of §2.6. Names nobody registered are skipped.
PROPOSAL = [
    "strong_leader",  # plot: a holder may take the lead (before the leader acts)
    "plot_draw",  # plot: first proposal of a round only
    "propose",  # the leader picks the team (and, with Targeting, the mission)
    "give_token",  # Excalibur / Sergeant
    "give_investigator",  # the Hunter module's investigator token (§5.4)
    "opinion_vote",  # plot: Opinion Maker holders vote first, in public
    "vote",  # everyone else votes at once; the reveal follows
    "vote_result",
]
# After an approved team.
MISSION = [
    "no_confidence",  # plot
    "spotlight",  # plot
    "mission",  # team members play their cards
    "switch_card",  # Excalibur / Sergeant
    "close_eye",  # plot: Keeping a Close Eye on You
    "mission_result",
]
# After a mission when the game goes on (§3.4, §5.1, §5.4).
AFTER_MISSION = [
    "hunter_early_accusation",
    "investigate",
    "lady",
    "inquisitor",
    "sire",
    "ref",
    "next_round",
]
ROUND = ["round_start", "lancelot_flip", *PROPOSAL]
# When a side has reached three results, MissionGame.check_end queues the features' end steps
# (an assassination, the Hunters' accusation), then "declare_winner".


def advance(game: "MissionGame", state: "MissionState") -> None:
    """Run steps until one waits for a decision or the game is over."""
    steps = state.plan.steps
    queue = state.queue
    while state.finished is None and queue:
        name = queue.pop(0)
        step = steps.get(name)
        if step is not None and step.enter(game, state):
            state.phase = name
            return
    state.phase = "over" if state.finished is not None else state.phase
