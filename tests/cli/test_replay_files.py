"""`safehouse replay` on hostile files (#18 item 4): each ends in one `error:` line and no traceback, at
once (a FIFO never hangs, /dev/zero is never read); an honest journal still replays."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from table_folders import journal_of

ROOT = Path(__file__).resolve().parents[2]
HEADER = {"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {"players": 5}, "seed": 3}


def hostile_files(folder: Path) -> dict[str, tuple[Path, int, str]]:
    """name -> (path, exit code, words the one error line must hold)."""
    def put(name: str, data: bytes) -> Path:
        path = folder / name
        path.write_bytes(data)
        return path

    head = json.dumps(HEADER).encode() + b"\n"
    fifo = folder / "fifo.jsonl"
    os.mkfifo(fifo)
    zero = folder / "zero.jsonl"
    zero.symlink_to("/dev/zero")
    directory = folder / "folder.jsonl"
    directory.mkdir()
    big = folder / "big.jsonl"
    with open(big, "wb") as out:
        out.truncate(17 * 1024 * 1024)
    return {
        "non-UTF-8": (put("latin1.jsonl", head + b'{"seat": 0, "command": {"kind": "caf\xe9"}}\n'), 1, "line 2: not_utf8"),
        "deep nesting": (put("deep.jsonl", b"[" * 100_000 + b"]" * 100_000 + b"\n"), 1, "line 1: too_deep"),
        "game as a list": (put("list.jsonl", json.dumps({**HEADER, "game": ["resistance"]}).encode()), 1, "unknown_game"),
        "a link to /dev/zero": (zero, 2, "a device, not a game file"),
        "a FIFO": (fifo, 2, "a pipe, not a game file"),
        "a folder": (directory, 2, "a folder, not a game file"),
        "17 MB": (big, 1, "too_large"),
        "ten million players": (put("players.jsonl", json.dumps({**HEADER, "config": {"players": 10 ** 7}}).encode()), 1,
                                "bad_player_count"),
        "random bytes": (put("random.jsonl", bytes(range(256)) * 4), 1, "line 1: bad_json"),
        "empty": (put("empty.jsonl", b""), 1, "empty"),
        "a seat record": (put("seat.safehouse", b'{"format": "safehouse-seat-record", "version": 1, "game": "resistance", '
                                                b'"players": 10000000}\n'), 1, "not_a_journal"),
        "missing": (folder / "missing.jsonl", 2, "cannot read it"),
    }


def replay(path: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop", "replay", str(path), *extra], cwd=ROOT, capture_output=True,
                          text=True, timeout=30)


def test_every_hostile_file_ends_in_one_line(tmp_path, capsys):
    for name, (path, code, words) in hostile_files(tmp_path).items():
        done = replay(path)
        assert "Traceback" not in done.stderr, (name, done.stderr)
        assert done.returncode == code and done.stderr.count("\n") == 1, (name, done.returncode, done.stderr)
        assert done.stderr.startswith(f"safehouse: error: {path}: ") and words in done.stderr, (name, done.stderr)
        with capsys.disabled():  # the messages, for the record
            print(f"\n  {name}: {done.stderr.strip()}", end="")
        as_json = json.loads(replay(path, "--json").stdout)
        assert set(as_json["error"]) == {"line", "code", "message"}


@pytest.mark.parametrize("game_name, players", [("resistance", 5), ("avalon", 7), ("bodyguard", 4)])
def test_an_honest_journal_still_replays(tmp_path, game_name, players):
    path = tmp_path / "honest.jsonl"
    path.write_text(journal_of(game_name, players, 10 ** 6))
    done = replay(path, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["outcome"]["winner"]
