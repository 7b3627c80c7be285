"""The reveal moments' timetable: what turns over when, computed from PUBLIC events only.

No reveal may leak (DESIGN.md, hidden information): its order and timing depend on nothing a
spectator could not see. So the timetable is built from the public feed's events alone; every
duration is a constant (scaled by the player's pace and animation settings, which are the same
whatever the cards); mission cards turn by shuffled position, showing counts, never who played what.
No Qt here: the scene's RevealLayer plays a timetable, and tests compare them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

# Milliseconds at the normal pace and animation speed.
VOTE_FLIP = 240
VOTE_HOLD = 900
SHUFFLE = 520
CARD_TURN = 260
CARD_GAP = 420  # from one card's turn to the next
BANNER_HOLD = 1500
SUMMARY_HOLD = 4200
END_BANNER = 700
ROLE_FLIP = 200
ROLE_GAP = 150
ROLE_CARD_HOLD = 3200

# How long a person needs between two actions, per bot pace (Settings), in ms; 0 = no pacing.
BEATS = {"relaxed": 1700, "normal": 1000, "fast": 450, "instant": 0}
HOLD_SCALE = {"relaxed": 1.4, "normal": 1.0, "fast": 0.55, "instant": 0.0}


@dataclass(frozen=True)
class Step:
    at: int  # ms from the start of the reveal
    length: int  # ms
    kind: str  # votes, shuffle, turn, banner, summary, end_banner, role_flip, role_card
    index: int = 0


@dataclass(frozen=True)
class Reveal:
    kind: str  # "votes", "mission", "round_summary", "game_end", "role_card"
    event: dict
    steps: tuple[Step, ...]

    @property
    def length(self) -> int:
        return max((step.at + step.length for step in self.steps), default=0)


def _scaled(ms: float, factor: float) -> int:
    return round(ms * factor)


def plan(public_events: list[dict], players: int, pace: str, motion: float) -> list[Reveal]:
    """The reveals a batch of public events calls for, in order. `motion` 0 is reduced motion: no
    shuffling or turning, the result shows at once and holds as long as it would have."""
    hold = HOLD_SCALE.get(pace, 1.0)
    reveals = []
    for event in public_events:
        kind = event.get("kind")
        if kind == "votes_revealed":
            steps = (Step(0, _scaled(VOTE_FLIP, motion) + _scaled(VOTE_HOLD, hold), "votes"),)
            reveals.append(Reveal("votes", event, steps))
        elif kind == "mission_result":
            reveals.append(Reveal("mission", event, _mission_steps(len(event.get("team") or []), hold, motion)))
        elif kind == "round_ended":
            reveals.append(Reveal("round_summary", event, (Step(0, _scaled(SUMMARY_HOLD, hold), "summary"),)))
        elif kind == "game_over":
            steps = [Step(0, _scaled(END_BANNER, motion) + _scaled(BANNER_HOLD, hold), "end_banner")]
            start = _scaled(END_BANNER, motion)
            for seat in range(players):  # seat order: public
                steps.append(Step(start + _scaled(seat * ROLE_GAP, motion), _scaled(ROLE_FLIP, motion), "role_flip", seat))
            reveals.append(Reveal("game_end", event, tuple(steps)))
    return reveals


def _mission_steps(cards: int, hold: float, motion: float) -> tuple[Step, ...]:
    steps = [Step(0, _scaled(SHUFFLE, motion), "shuffle")]
    start = _scaled(SHUFFLE, motion)
    for position in range(cards):  # by shuffled position: the same times whatever each card is
        steps.append(Step(start + _scaled(position * CARD_GAP, motion), _scaled(CARD_TURN, motion), "turn", position))
    end = start + _scaled(max(0, cards - 1) * CARD_GAP + CARD_TURN, motion)
    steps.append(Step(end, _scaled(BANNER_HOLD, hold), "banner"))
    return tuple(steps)


def role_card(pace: str) -> Reveal:
    """The viewer's role card at the start: the same hold for every role."""
    return Reveal("role_card", {}, (Step(0, _scaled(ROLE_CARD_HOLD, max(HOLD_SCALE.get(pace, 1.0), 0.6)), "role_card"),))


def mission_faces(event: dict) -> list[str]:
    """The mission cards face up in shuffled order: only the counts go in, so the order says nothing.
    The shuffle is seeded by the mission's public slot and round, so a replay shows the same."""
    faces = ["success"] * int(event.get("successes", 0)) + ["fail"] * int(event.get("fails", 0))
    random.Random(f"{event.get('slot')}:{event.get('round')}").shuffle(faces)
    return faces


# Public events that change nothing a person needs to follow (a pass, a turn passing on): a short beat.
QUIET = {"turn_started", "card_drawn", "hand_dealt", "reaction_passed", "you_answered", "round_started"}
QUIET_BEAT = 0.2  # of a full beat


def beat(pace: str, public_events: list[dict]) -> int:
    """The pause after a public update so a person can follow it: a full beat for an action, a short
    one when nothing visible happened. Public event kinds only, so it says nothing hidden."""
    full = BEATS.get(pace, 1000)
    if not public_events:
        return 0
    if all(event.get("kind") in QUIET for event in public_events):
        return round(full * QUIET_BEAT)
    return full


def actor(public_events: list[dict]) -> int | None:
    """The seat whose action these public events report (the last one that names an actor)."""
    for event in reversed(public_events):
        for key in ("seat", "leader", "player", "holder", "shooter"):
            if isinstance(event.get(key), int) and event.get("kind") not in ("round_started", "turn_started",
                                                                             "token_placed", "player_eliminated"):
                return event[key]
    return None
