"""Seat records: what one seat was sent during a game, view by view (a `.safehouse` file a LAN player
keeps). The headless half of reading one: the header's typed fields and the check that each recorded
view is a view of that game. ui/game_files.py (the replay screen) and desktop/review (the post-game
review) both read seat records through here.

    {"format": "safehouse-seat-record", "version": 1, "game": ..., "players": N, "seat": S, "names": [...]}
    {"view": {...}, "events": [...]}
    ...
"""
from __future__ import annotations

import functools

from .journal import JournalError, JsonLines

SEAT_RECORD = "safehouse-seat-record"
MAX_NAME = 200  # characters in a seat name or a table name


def parse_seat_record(data: bytes, games: dict) -> tuple[dict, str, int, int | None, list[str] | None, list[dict]]:
    """(header, game, players, seat, names, frames) of a seat record, every line checked; JournalError if not."""
    entries = iter(JsonLines(data))
    first = next(entries, None)
    if first is None:
        raise JournalError(1, "empty", "no header line")
    _number, head = first
    if not isinstance(head, dict) or head.get("format") != SEAT_RECORD:
        raise JournalError(1, "not_a_journal", "not a seat record")
    game, players, seat, seat_names = seat_record_header(head, games)
    return head, game, players, seat, seat_names, seat_record_frames(entries, games, game, players, seat)


def seat_record_frames(entries, games: dict, game: str, players: int, seat: int | None) -> list[dict]:
    frames = []
    shape = view_shape(games[game], players, seat)
    for number, frame in entries:
        events = frame.get("events", []) if isinstance(frame, dict) else None
        if not (isinstance(frame, dict) and fits(frame.get("view"), shape, game, players, seat) and isinstance(events, list)
                and all(isinstance(e, dict) and isinstance(e.get("kind"), str) for e in events)):
            raise JournalError(number, "bad_entry", "a frame is an object with a view of this game and its events")
        frames.append(frame)
    if not frames:
        raise JournalError(1, "empty", "a seat record with no view")
    return frames


@functools.lru_cache(maxsize=32)
def view_shape(game, players: int, seat: int | None) -> dict[str, type | None]:
    """The top-level keys every view of this game has, with their JSON types (None: any), from a fresh deal."""
    state = game.new_game({"players": players, "options": {}}, 0)
    view = game.view(state, seat)
    return {key: None if value is None else _json_type(value) for key, value in view.items()
            if key not in _PHASE_KEYS}


_PHASE_KEYS = {"outcome", "step", "pending", "legal", "waiting_for"}  # may come and go, or change type, as play goes on


def _json_type(value) -> type:
    return bool if isinstance(value, bool) else float if isinstance(value, (int, float)) else type(value)


def fits(view, shape: dict, game: str, players: int, seat: int | None) -> bool:
    """A recorded view the replay screen can draw: this game's, with each key a view always has, of its type."""
    if not isinstance(view, dict) or view.get("game") != game or view.get("players") != players or view.get("viewer") != seat:
        return False
    for key, kind in shape.items():
        if key not in view:
            return False
        if kind is not None and view[key] is not None and _json_type(view[key]) is not kind:
            return False
    return True


def seat_record_header(head: dict, games: dict) -> tuple[str, int, int | None, list[str] | None]:
    """The typed fields of a seat record's header, each checked before anything is sized by it."""
    version, game, players, seat, seat_names = (head.get(k) for k in ("version", "game", "players", "seat", "names"))
    if version != 1 or type(version) is not int:
        raise JournalError(1, "unsupported_version", f"version {version!r}"[:80])
    if not isinstance(game, str) or game not in games:
        raise JournalError(1, "unknown_game", "unknown game")
    rules = games[game]
    if type(players) is not int or not rules.min_players <= players <= rules.max_players:
        raise JournalError(1, "bad_player_count", f"{game} is for {rules.min_players}-{rules.max_players} players")
    if seat is not None and (type(seat) is not int or not 0 <= seat < players):
        raise JournalError(1, "not_a_seat", "the seat is not one of the players")
    if seat_names is not None and not (isinstance(seat_names, list) and len(seat_names) == players
                                       and all(isinstance(n, str) and len(n) <= MAX_NAME for n in seat_names)):
        raise JournalError(1, "bad_names", "one short name per seat")
    return game, players, seat, seat_names
