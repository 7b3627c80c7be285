"""The headless commands: sim and replay behave as documented and never import Qt."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def safehouse(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    result = subprocess.run([sys.executable, "-m", "desktop", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)
    if check:
        assert result.returncode == 0, result.stderr
    return result


NO_QT = """
import sys, runpy
sys.argv = ["safehouse", *{args!r}]
try:
    runpy.run_module("desktop", run_name="__main__")
except SystemExit as done:
    assert not done.code, done.code
bad = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "qasync", "shiboken6", "ui"))
assert not bad, bad
"""


@pytest.mark.parametrize("args", [
    ["sim", "--game", "resistance", "--players", "5", "--games", "3"],
    ["sim", "--game", "avalon", "--players", "7", "--games", "3"],
    ["sim", "--game", "bodyguard", "--players", "4", "--games", "1"],
    ["sim", "--list-options"],
    ["replay", "--help"],
    ["review", "tests/review/games/resistance-5.jsonl", "--seat", "1", "--json"],
    ["tutorial", "--check"],
])
def test_headless_commands_never_import_qt(args):
    from desktop.engine import GAMES

    if "--game" in args and args[args.index("--game") + 1] not in GAMES:
        pytest.skip("that game's engine is not in this build")
    result = subprocess.run([sys.executable, "-c", NO_QT.format(args=args)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]


def test_sim_json_has_the_promised_fields_and_is_deterministic():
    args = ["sim", "--game", "resistance", "--players", "6", "--games", "40", "--seed", "9", "--json"]
    first = json.loads(safehouse(*args).stdout)
    second = json.loads(safehouse(*args).stdout)
    for key in ("games", "wins", "reasons", "games_per_second"):
        assert key in first
    assert first["games"] == 40 and sum(first["wins"].values()) == 40 == sum(first["reasons"].values())
    first.pop("games_per_second"), second.pop("games_per_second")
    assert first == second


def test_sim_options_and_per_seat_bots():
    out = json.loads(safehouse("sim", "--players", "5", "--games", "5", "--option", "targeting=true",
                               "--bots", "random,random,random,random,random", "--json").stdout)
    assert out["options"]["targeting"] is True and out["bots"] == ["random"] * 5


@pytest.mark.parametrize("args, message", [
    (["sim", "--players", "11"], "5 to 10 players"),
    (["sim", "--game", "chess"], "unknown game"),
    (["sim", "--option", "targeting=maybe"], "true or false"),
    (["sim", "--option", "nonsense=1"], "unknown option"),
    (["sim", "--option", "targeting"], "KEY=VALUE"),
    (["sim", "--bots", "genius"], "unknown bot level"),
    (["sim", "--players", "5", "--bots", "random,random"], "one per seat"),
    (["sim", "--games", "0"], "at least 1"),
])
def test_sim_bad_arguments_exit_nonzero_with_one_line(args, message):
    result = safehouse(*args, check=False)
    assert result.returncode != 0
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_replay_prints_outcome_and_public_log(tmp_path):
    safehouse("sim", "--players", "5", "--games", "2", "--seed", "r", "--save", str(tmp_path))
    journal = tmp_path / "game-00000.jsonl"
    text = safehouse("replay", str(journal)).stdout
    assert "outcome:" in text and "team_proposed" in text
    data = json.loads(safehouse("replay", str(journal), "--json").stdout)
    assert data["outcome"]["winner"] in ("resistance", "spies")
    assert all(event["kind"] != "role_dealt" for event in data["log"])  # the public log keeps secrets


def test_replay_names_the_first_illegal_command(tmp_path):
    safehouse("sim", "--players", "5", "--games", "1", "--save", str(tmp_path))
    journal = tmp_path / "game-00000.jsonl"
    lines = journal.read_text().splitlines()
    entry = json.loads(lines[2])
    entry["seat"] = (entry["seat"] + 1) % 5 if entry["command"]["kind"] == "propose_team" else 99
    lines[2] = json.dumps(entry)
    journal.write_text("\n".join(lines) + "\n")
    result = safehouse("replay", str(journal), check=False)
    assert result.returncode == 1
    assert "line 3" in result.stderr and ("not_pending" in result.stderr or "not_a_seat" in result.stderr)
    data = json.loads(safehouse("replay", str(journal), "--json", check=False).stdout)
    assert data["error"]["line"] == 3


def test_replay_rejects_files_that_are_not_journals(tmp_path):
    bogus = tmp_path / "x.jsonl"
    bogus.write_text('{"hello": 1}\n')
    result = safehouse("replay", str(bogus), check=False)
    assert result.returncode == 1 and "not_a_journal" in result.stderr
    missing = safehouse("replay", str(tmp_path / "none.jsonl"), check=False)
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_python_dash_m_desktop_is_the_safehouse_command():
    text = safehouse("--help").stdout
    assert "sim" in text and "replay" in text
