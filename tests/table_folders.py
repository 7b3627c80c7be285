"""Build stored tables and journals on disk, as a host leaves them, for the file and resume tests.

Built from the engine and the lobby directly (not through a host), so what a test expects is computed
independently of the storage and resume code under test."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from desktop.engine import GAMES
from desktop.engine.core import random_command
from desktop.engine.core.journal import journal_text

NAMES = ["Ana", "Bao", "Cam", "Duc", "Elena", "Farid", "Gus", "Hoa"]


def played(game_name: str = "resistance", players: int = 5, commands: int = 12, seed: int = 4):
    """A game with `commands` random legal commands played (fewer if it ends first)."""
    game = GAMES[game_name]
    state = game.new_game({"players": players, "options": {}}, seed)
    rng = random.Random(seed)
    while len(state.commands) < commands and game.outcome(state) is None:
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    return game, state


def journal_of(game_name: str = "resistance", players: int = 5, commands: int = 12, seed: int = 4) -> str:
    return journal_text(played(game_name, players, commands, seed)[1])


def table_file(game_name: str, players: int, status: str = "playing", lan: bool = False, name: str = "Friday") -> str:
    """table.json as Host.save_table writes it: seat 0 and 1 humans, the rest bots."""
    seats = []
    for n in range(players):
        human = n < 2
        seats.append({"kind": "human" if human else "bot", "name": NAMES[n], "level": None if human else "random",
                      "token": f"token-{n}" if human else "", "connected": True, "stand_in": False})
    table = {"name": name, "game": game_name, "config": GAMES[game_name].validate_config({"players": players, "options": {}})[0],
             "public_options": {}, "seats": seats, "password_salt": "", "password_hash": "", "status": status,
             "paused": False, "spectators": 0, "games_played": 0}
    settings = {"bot_delay": [0.0, 0.0], "decision_seconds": None, "min_decision_seconds": 0, "seat_grace": None,
                "stand_in_level": "random", "port": None, "app": {"lan": {"local_seats": [0]}} if lan else {}}
    return json.dumps({"table": table, "settings": settings}, sort_keys=True)


def make_table(root: Path, table_id: str = "20261201-080000-aaaaaa", game_name: str = "resistance", players: int = 5,
               commands: int = 12, journal: str | None = None, **table) -> Path:
    """<root>/tables/<table_id>/ with table.json and game-0001.jsonl (`journal` overrides the played one)."""
    folder = root / "tables" / table_id
    folder.mkdir(parents=True, mode=0o700)
    (folder / "table.json").write_text(table_file(game_name, players, **table), encoding="utf-8")
    text = journal if journal is not None else journal_of(game_name, players, commands)
    (folder / "game-0001.jsonl").write_text(text, encoding="utf-8")
    return folder


def snapshot(folder: Path) -> dict:
    """Every file in a folder: name -> (sha256, mtime), to prove a refusal touched nothing."""
    found = {}
    for path in sorted(folder.iterdir()):
        if path.is_file() and not path.is_symlink():
            found[path.name] = (hashlib.sha256(path.read_bytes()).hexdigest(), path.stat().st_mtime_ns)
        else:
            found[path.name] = ("special", path.lstat().st_mtime_ns)
    return found


def mutate(data: bytes, edits) -> bytes:
    """`data` with byte edits applied: (kind, where, byte) for kind in flip, insert, delete, cut (the fuzz tests)."""
    data = bytearray(data)
    for kind, where, byte in edits:
        at = where % max(len(data), 1)
        if kind == "flip" and data:
            data[at] = byte
        elif kind == "insert":
            data[at:at] = bytes([byte]) * (1 + byte % 8)
        elif kind == "delete":
            del data[at:at + 1 + byte % 30]
        else:
            del data[at:]
    return bytes(data)
