"""Journals: a game as config + seed + ordered commands, one JSON object per line.

Format (version 1), UTF-8 JSON Lines:

    {"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {...}, "seed": 7}
    {"seat": 3, "command": {"kind": "propose_team", "team": [1, 3]}}
    {"seat": 0, "command": {"kind": "vote", "approve": true}}
    ...

The first line is the header; every further line is one command in the order the host applied it.
Blank lines are ignored. Replaying the commands on `new_game(config, seed)` rebuilds the exact state,
chance outcomes included. A journal holds every secret of its game: it is for the host's disk,
replays after the game, and bug reports — never sent to a seat during play.
"""
from __future__ import annotations

import json
from typing import Iterable, TextIO

from .errors import ConfigError, Rejected
from .game import Game, GameState

FORMAT = "safehouse-journal"
VERSION = 1


class JournalError(ValueError):
    """A journal that cannot be replayed: where, and why (a rejection code or a format problem)."""

    def __init__(self, line: int, code: str, message: str) -> None:
        self.line = line
        self.code = code
        super().__init__(f"line {line}: {code}: {message}")


def header(game: str, config: dict, seed: int | str) -> dict:
    return {"format": FORMAT, "version": VERSION, "game": game, "config": config, "seed": seed}


def dumps_line(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def write_journal(out: TextIO, game: str, config: dict, seed: int | str, commands: Iterable[tuple[int, dict]]) -> None:
    out.write(dumps_line(header(game, config, seed)) + "\n")
    for seat, command in commands:
        out.write(dumps_line({"seat": seat, "command": command}) + "\n")


def journal_text(state: GameState) -> str:
    lines = [dumps_line(header(state.game_name, state.config, state.seed))]
    lines += [dumps_line({"seat": seat, "command": command}) for seat, command in state.commands]
    return "\n".join(lines) + "\n"


def replay_lines(lines: Iterable[str], games: dict[str, Game]) -> tuple[Game, GameState]:
    """Rebuild a game from journal lines, or raise JournalError naming the first bad line."""
    game: Game | None = None
    state: GameState | None = None
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            entry = json.loads(raw)
        except ValueError as error:
            raise JournalError(number, "bad_json", str(error)) from None
        if not isinstance(entry, dict):
            raise JournalError(number, "bad_entry", "each line must be a JSON object")
        if state is None:
            if entry.get("format") != FORMAT:
                raise JournalError(number, "not_a_journal", f"the first line must have \"format\": \"{FORMAT}\"")
            if entry.get("version") != VERSION:
                raise JournalError(number, "unsupported_version", f"version {entry.get('version')!r}; this build reads {VERSION}")
            if entry.get("game") not in games:
                raise JournalError(number, "unknown_game", f"unknown game {entry.get('game')!r}")
            seed = entry.get("seed")
            if not isinstance(seed, (int, str)) or isinstance(seed, bool):
                raise JournalError(number, "bad_seed", "the seed must be an integer or a string")
            game = games[entry["game"]]
            try:
                state = game.new_game(entry.get("config"), seed)
            except ConfigError as error:
                raise JournalError(number, error.code, error.message) from None
            continue
        if set(entry) != {"seat", "command"}:
            raise JournalError(number, "bad_entry", "a command line has exactly the keys \"seat\" and \"command\"")
        try:
            game.apply(state, entry["seat"], entry["command"])  # type: ignore[union-attr]
        except Rejected as error:
            raise JournalError(number, error.code.value, f"seat {entry['seat']!r} sent {json.dumps(entry['command'])}: rejected ({error})") from None
    if state is None or game is None:
        raise JournalError(1, "empty", "the journal has no header line")
    return game, state
