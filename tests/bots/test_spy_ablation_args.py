"""benchmarks/spy_ablation.py's --role: a role no seat on --side holds is a one-line usage error (exit 2, no
traceback), not a loop that never finds a deal; a role that is held keeps only its deals."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "benchmarks" / "spy_ablation.py"), *args, "--variant", "x={}"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)


def test_a_role_nobody_on_the_side_holds_is_a_one_line_error():
    done = _run("--game", "avalon", "--players", "7", "--side", "good", "--role", "assassin", "--deals", "1")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("spy_ablation.py: error: --role assassin:")


def test_a_held_role_is_reported_with_how_the_games_ended():
    done = _run("--game", "avalon", "--players", "5", "--side", "good", "--role", "merlin", "--deals", "2")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["role"] == "merlin"
    assert sum(report["ends"]["hard"].values()) == 2  # each of the two deals ended once, for hard
