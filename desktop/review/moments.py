"""The key moments of one seat's game, and the coach's belief round by round.

A decision is a moment when the seat played otherwise than the expert would have, or when hindsight
says it mattered: a team with a spy approved or rejected, the assassin's shot, a Bodyguard rescue,
the seat's last decision. The "expert" and "why" columns come from explain.py, on the seat's view
and events at that time only. The swing may use hindsight: it is the seat's side's win rate in short
playouts from the true position (journals only; usual and casual players) with the expert's choice, minus with the other choice
(the seat's own when it differed, else the other vote or card), so a positive swing is what the
expert's choice was worth.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..bots import make_bot
from ..engine import GAMES
from ..engine.core import Rejected, route_events
from .explain import expert_advice, seat_belief
from .reasons import sentence
from .saved import Decision, SeatGame

MAX_MOMENTS = 10
PRIORITY = {tag: rank for rank, tag in enumerate(
    ("shot_won", "shot_missed", "rescue", "differs", "approved_spy_team", "rejected_spy_team", "last_decision"))}
PLAYOUTS = 8  # per side of a swing
# The playouts' players: the usual (normal-level) player, and a casual one, whose slips give the
# playouts from one true position their spread (normal play from a known deal is nearly fixed).
FIELD = ("normal", "easy")


@dataclass
class Moment:
    round: int
    decision: str
    chosen: dict | None
    expert: dict
    code: str
    params: dict
    why: str
    tag: str
    swing: float | None
    index: int  # the seat's n-th decision
    when: tuple = ()  # (round, proposal, missions played, what was asked): to find it in a replay (decision_key)

    def as_json(self) -> dict:
        return {"round": self.round, "decision": self.decision, "chosen": self.chosen, "expert": self.expert,
                "why": self.why, "swing": self.swing, "tag": self.tag, "reason": {"code": self.code, "params": self.params},
                "index": self.index}


@dataclass
class Review:
    game: str
    seat: int
    names: list[str]
    moments: list[Moment] = field(default_factory=list)
    belief: list[dict] = field(default_factory=list)  # {"round": n, "odds": {seat: p}}
    outcome: dict | None = None
    side: str | None = None

    def as_json(self) -> dict:
        return {"game": self.game, "seat": self.seat, "names": self.names, "side": self.side, "outcome": self.outcome,
                "moments": [m.as_json() for m in self.moments],
                "belief": [{"round": b["round"], "odds": {str(s): round(p, 4) for s, p in b["odds"].items()}}
                           for b in self.belief]}


def review_game(walk: SeatGame) -> Review:
    review = Review(walk.game, walk.seat, walk.names, outcome=walk.outcome, side=walk.side)
    review.belief = [{"round": point.round, "odds": seat_belief(walk.game, point.view, point.events)}
                     for point in walk.belief_points]
    found = []
    for decision in walk.decisions:
        if not _real_choice(decision.view):
            continue
        advice = expert_advice(walk.game, walk.seat, decision.view, decision.events)
        differs = decision.chosen is not None and not same_command(decision.chosen, advice.command)
        tag = _tag(walk, decision) or ("differs" if differs else "")
        if not tag:
            continue
        found.append((decision, advice, tag))
    if len(found) > MAX_MOMENTS:  # the shots and rescues, then where the seat strayed from the expert, then the rest
        keep = {id(item) for item in sorted(found, key=lambda item: PRIORITY.get(item[2], len(PRIORITY)))[:MAX_MOMENTS]}
        found = [item for item in found if id(item) in keep]
    for decision, advice, tag in found:
        review.moments.append(Moment(decision.round, decision.kind, decision.chosen, advice.command, advice.code,
                                     advice.params, sentence(advice.code, advice.params, walk.names), tag,
                                     _swing(walk, decision, advice.command), decision.index, decision_key(decision.view)))
    return review


def decision_key(view: dict) -> tuple:
    """Where in the game a seat's decision is: the same for every view of it, wherever it is replayed."""
    return (view.get("round"), view.get("proposal"), len(view.get("mission_order") or []), view.get("pending"))


def same_command(a: dict, b: dict) -> bool:
    def norm(command: dict) -> dict:
        return {k: sorted(v) if isinstance(v, list) else v for k, v in command.items()}
    return norm(a) == norm(b)


def _real_choice(view: dict) -> bool:
    """More than one thing the seat could do (a good seat's only mission card is no decision)."""
    specs = view.get("legal") or []
    if len(specs) != 1:
        return bool(specs)
    return any(len(rule.get("of", ())) > 1 or rule.get("type") != "one_of" for rule in specs[0]["params"].values())


def _tag(walk: SeatGame, decision: Decision) -> str:
    """Why hindsight marks this decision (may read the truth: the tag is not the expert's answer)."""
    kind = decision.kind
    chosen = decision.chosen or {}
    if chosen.get("kind") == "assassinate" and walk.outcome is not None:
        return "shot_won" if walk.side == walk.outcome.get("winner") else "shot_missed"
    if chosen.get("kind") == "rescue" or kind == "rescue":
        return "rescue"
    if decision is walk.decisions[-1] and walk.outcome is not None:
        return "last_decision"
    state = decision.state
    if kind == "vote" and state is not None and getattr(state, "sides", None):
        good = GAMES[walk.game].good
        if state.sides[walk.seat] == good:
            spies_aboard = any(state.sides[s] != good for s in decision.view.get("team") or [])
            if spies_aboard:
                return "approved_spy_team" if chosen.get("approve") else "rejected_spy_team"
    return ""


def _swing(walk: SeatGame, decision: Decision, expert: dict) -> float | None:
    if decision.state is None:
        return None
    other = decision.chosen if decision.chosen and not same_command(decision.chosen, expert) else _flipped(expert)
    if other is None:
        return None
    game = GAMES[walk.game]
    mine, theirs = (_win_rate(game, decision.state, walk.seat, command, f"{decision.index}") for command in (expert, other))
    if mine is None or theirs is None:
        return None
    return round(mine - theirs, 2)


def _flipped(command: dict) -> dict | None:
    if command["kind"] == "vote":
        return {"kind": "vote", "approve": not command["approve"]}
    if command["kind"] == "mission_card":
        return {"kind": "mission_card", "card": "success" if command["card"] != "success" else "fail"}
    return None


def _win_rate(game, start, seat: int, command: dict, key: str) -> float | None:
    wins = 0
    for playout in range(PLAYOUTS):
        state = game.copy(start)
        try:
            game.apply(state, seat, command)
        except Rejected:
            return None
        players = state.config["players"]
        level = FIELD[playout % len(FIELD)]
        bots = [make_bot(game.name, level, s, random.Random(f"review:{key}:{playout}:{s}")) for s in range(players)]
        seen = 0
        for _ in range(5000):
            if game.outcome(state) is not None:
                break
            if len(state.events) > seen:
                _public, by_seat = route_events(state.events, players, since=seen)
                seen = len(state.events)
                for bot, new in zip(bots, by_seat):
                    if new:
                        bot.observe(new)
            pending = game.pending(state)
            mover = min(pending)
            game.apply(state, mover, bots[mover].decide(game.view(state, mover)))
        outcome = game.outcome(state) or {}
        wins += seat in outcome.get("winning_seats", [])
    return wins / PLAYOUTS
