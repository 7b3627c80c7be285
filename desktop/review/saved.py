"""A saved game as one seat lived it: the seat's decisions, each with the view and events it had then.

Two sources: a host journal (every secret: replayed, so each decision's state is there too, for the
swing) and a seat record (what the seat was sent, frame by frame: no state, so no swing). Each
decision holds a frozen copy of what the seat could know at that moment and nothing more — the views
the engine hands out share lists with the live state, so they are copied through JSON.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import GAMES
from ..engine.core.journal import FORMAT as JOURNAL, JournalError, JsonLines, parse_journal, read_file_bytes
from ..engine.core.seat_record import SEAT_RECORD, parse_seat_record

# Events after which the coach's belief is drawn again: a mission's result, a Bodyguard round's end.
ROUND_ENDS = ("mission_result", "round_ended")


class ReviewError(ValueError):
    """A file or seat that cannot be reviewed: one line."""


@dataclass
class Decision:
    index: int  # the seat's n-th decision
    round: int  # 1-based
    kind: str  # what was pending: vote, propose_team, mission_card, assassinate, turn, ...
    view: dict
    events: list[dict]
    chosen: dict | None  # what the seat did (None: a seat record does not show it)
    state: object | None = None  # the full state just before it (journals only): for the swing, never the expert


@dataclass
class BeliefPoint:
    round: int  # rounds finished (0: before the first)
    view: dict
    events: list[dict]


@dataclass
class SeatGame:
    game: str
    players: int
    seat: int
    names: list[str]
    decisions: list[Decision] = field(default_factory=list)
    belief_points: list[BeliefPoint] = field(default_factory=list)
    outcome: dict | None = None
    side: str | None = None  # the seat's side, as its last view shows it
    journal: bool = False


def load_seat_game(path, seat: int) -> SeatGame:
    path = Path(path)
    try:
        data = read_file_bytes(path)
        first = next(iter(JsonLines(data.split(b"\n", 1)[0])), (1, None))[1]
        kind = first.get("format") if isinstance(first, dict) else None
        if kind == JOURNAL:
            return _from_journal(data, seat)
        if kind == SEAT_RECORD:
            return _from_seat_record(data, seat)
        raise JournalError(1, "not_a_journal", "not a Safehouse game file")
    except JournalError as error:
        error.path = path
        raise ReviewError(str(error)) from None


def _frozen(value):
    return json.loads(json.dumps(value))


def _round(view: dict) -> int:
    return int(view.get("round") or 0) + 1


def _from_journal(data: bytes, seat: int) -> SeatGame:
    journal = parse_journal(data, GAMES)
    journal.replay(GAMES)  # every command legal, or the line that is not (JournalError)
    players = journal.header.players
    _check_seat(seat, players)
    game = GAMES[journal.header.game]
    names = list(journal.header.names or [])
    walk = SeatGame(game.name, players, seat, _names(names, players), journal=True)
    state = game.new_game(journal.header.config, journal.header.seed)
    walk.belief_points.append(BeliefPoint(0, _frozen(game.view(state, seat)), _frozen(game.events_for(state, seat))))
    finished = 0
    for sender, command in journal.commands:
        if sender == seat:
            view = _frozen(game.view(state, seat))
            walk.decisions.append(Decision(len(walk.decisions), _round(view), view.get("pending") or command["kind"], view,
                                           _frozen(game.events_for(state, seat)), dict(command), game.copy(state)))
        new = game.apply(state, sender, command)
        if any(event.kind in ROUND_ENDS for event in new):
            finished += 1
            walk.belief_points.append(BeliefPoint(finished, _frozen(game.view(state, seat)), _frozen(game.events_for(state, seat))))
    last = game.view(state, seat)
    walk.outcome = _frozen(game.outcome(state))
    you = last.get("you") or {}
    walk.side = you.get("side") or you.get("role")  # Bodyguard deals roles, not sides
    return walk


def _from_seat_record(data: bytes, seat: int) -> SeatGame:
    _head, game_name, players, recorded, names, frames = parse_seat_record(data, GAMES)
    _check_seat(seat, players)
    if recorded != seat:
        who = "a spectator" if recorded is None else f"seat {recorded}"
        raise JournalError(0, "not_this_seat", f"this seat record was kept by {who}: it can be reviewed from there only")
    walk = SeatGame(game_name, players, seat, _names(list(names or []), players))
    events: list[dict] = []
    finished = 0
    last_asked = None
    for number, frame in enumerate(frames):
        view = frame["view"]
        new = frame.get("events") or []
        events.extend(new)
        if number == 0 or any(event.get("kind") in ROUND_ENDS for event in new):
            finished += number > 0
            walk.belief_points.append(BeliefPoint(finished, view, list(events)))
        # A seat stays asked while others vote: one decision per (what, when), however many frames show it.
        asked = (view.get("pending"), view.get("round"), view.get("proposal"), len(view.get("mission_order") or []), view.get("phase"))
        if view.get("legal") and not view.get("answered") and asked != last_asked:
            last_asked = asked
            chosen = _seen_choice(view, frames[number + 1:], seat)
            walk.decisions.append(Decision(len(walk.decisions), _round(view), view.get("pending") or view["legal"][0]["kind"],
                                           view, list(events), chosen))
    walk.outcome = frames[-1]["view"].get("outcome")
    you = frames[-1]["view"].get("you") or {}
    walk.side = you.get("side") or you.get("role")
    return walk


def _seen_choice(view: dict, later: list[dict], seat: int) -> dict | None:
    """What the seat sent, as the next views' public history shows it (a hidden card never shows)."""
    known = len(view.get("public_history") or [])
    for frame in later:
        history = frame["view"].get("public_history") or []
        for entry in history[known:]:
            if isinstance(entry, dict) and entry.get("seat") == seat and isinstance(entry.get("command"), dict):
                return entry["command"]
        if frame["view"].get("answered") is False and frame["view"].get("legal"):
            return None  # the next decision came first
    return None


def _check_seat(seat: int, players: int) -> None:
    if not 0 <= seat < players:
        raise JournalError(0, "not_a_seat", f"there is no seat {seat}: this game has seats 0-{players - 1}")


def _names(given: list[str], players: int) -> list[str]:
    return [given[s] if s < len(given) and given[s] else f"seat {s}" for s in range(players)]  # 0-based, as the CLI's --seat
