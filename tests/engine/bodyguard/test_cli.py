"""`safehouse sim --game bodyguard` and `safehouse replay` on its journals, headless, in a subprocess."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def safehouse(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_sim_json_has_the_usual_fields_and_the_bodyguard_distributions(tmp_path):
    done = safehouse("sim", "--game", "bodyguard", "--players", "6", "--games", "8", "--seed", "t", "--json",
                     "--save", str(tmp_path))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["game"] == "bodyguard" and result["players"] == 6 and result["games"] == 8
    assert set(result["wins"]) >= {"president", "bodyguard", "assassin"}
    assert sum(result["wins"].values()) == 8  # one winner label per game, "shared" included
    assert sum(result["round_outcomes"].values()) == 8 * 6  # as many rounds as players
    assert set(result["round_outcomes"]) <= {"assassination", "assassin_eliminated", "rescue", "cards_exhausted"}
    assert sum(result["final_scores"].values()) == 8 * 6  # one final score per seat
    assert result["games_per_second"] > 0
    journal = tmp_path / "game-00003.jsonl"
    replayed = safehouse("replay", str(journal), "--json")
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["outcome"]["reason"] == "all_rounds_played"


def test_sim_lists_the_pins():
    done = safehouse("sim", "--game", "bodyguard", "--list-options")
    assert done.returncode == 0, done.stderr
    listing = json.loads(done.stdout)
    assert {o["key"] for o in listing["options"]} == {"first_president", "roles", "reassignments", "decks"}
    assert listing["players"] == [4, 8]
