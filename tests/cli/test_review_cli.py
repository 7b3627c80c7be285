"""`safehouse review FILE --seat N [--json]`: the promised JSON, headless, and one-line errors for bad input."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop import cli

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "review" / "games" / "resistance-5.jsonl"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as done:
        code = done.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_json_has_the_promised_fields(capsys):
    code, out, err = run(capsys, "review", str(GAME), "--seat", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["moments"] and data["belief"]
    for moment in data["moments"]:
        assert {"round", "decision", "chosen", "expert", "why", "swing"} <= moment.keys()
        assert isinstance(moment["why"], str) and moment["why"].endswith(".")
    # one belief point before the game and one after each mission: 4 missions (sizes 2, 3, 2, 3) were played
    results = sum(1 for line in GAME.read_text().splitlines() if '"mission_card"' in line)
    assert results == 2 + 3 + 2 + 3 and len(data["belief"]) == 1 + 4
    assert all(set(point["odds"]) == {str(s) for s in range(5)} for point in data["belief"])


def test_text_output_names_each_moment(capsys):
    code, out, _err = run(capsys, "review", str(GAME), "--seat", "1")
    assert code == 0
    assert "expert send seat 1, seat 2, seat 4" in out and "belief" in out


def _seat_record(tmp_path: Path, seat: int) -> Path:
    head = {"format": "safehouse-seat-record", "version": 1, "game": "resistance", "players": 5, "seat": seat}
    from desktop.engine import GAMES

    game = GAMES["resistance"]
    state = game.new_game({"players": 5, "options": {}}, 0)
    path = tmp_path / "seat.safehouse"
    path.write_text(json.dumps(head) + "\n" + json.dumps({"view": game.view(state, seat), "events": []}) + "\n")
    return path


@pytest.mark.parametrize("make_args,expected", [
    (lambda tmp: [str(GAME), "--seat", "5"], "there is no seat 5: this game has seats 0-4"),
    (lambda tmp: [str(GAME), "--seat", "-1"], "argument --seat"),
    (lambda tmp: [str(GAME)], "the following arguments are required: --seat"),
    (lambda tmp: [str(tmp / "missing.jsonl"), "--seat", "0"], "unreadable"),
    (lambda tmp: [str(tmp), "--seat", "0"], "not_a_file"),
    (lambda tmp: [str(ROOT / "pyproject.toml"), "--seat", "0"], "bad_json"),
    (lambda tmp: [str(_seat_record(tmp, 2)), "--seat", "3"], "kept by seat 2"),
])
def test_bad_input_is_one_line(capsys, tmp_path, make_args, expected):
    code, out, err = run(capsys, "review", *make_args(tmp_path))
    assert code == 2 and not out
    assert err.startswith("safehouse: error: ") and err.count("\n") == 1 and expected in err, err


def test_a_damaged_journal_names_its_line(capsys, tmp_path):
    lines = GAME.read_text().splitlines()
    lines[5] = json.dumps({"seat": 0, "command": {"kind": "propose_team", "team": [9]}})
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines) + "\n")
    code, _out, err = run(capsys, "review", str(bad), "--seat", "0")
    assert code == 2 and "line 6" in err and err.count("\n") == 1
