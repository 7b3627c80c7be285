"""benchmarks/search_oracle.py --rules: saved decision records replayed under each override rule."""
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "search_oracle.py"


def _oracle_module():
    spec = importlib.util.spec_from_file_location("search_oracle", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Three cards: the playouts favour candidate 1 by 0.06, 0.20 and 0.00; the oracle says it gains 0.5,
# loses 1.0, and is level. The shipped rule overrode only the second.
RECORDS = [
    {"kind": "mission_card", "choice": 0, "argmax": 1, "oracle": [0.0, 0.5], "playouts": [0.80, 0.86], "worlds": 16},
    {"kind": "mission_card", "choice": 1, "argmax": 1, "oracle": [1.0, 0.0], "playouts": [0.60, 0.80], "worlds": 16},
    {"kind": "mission_card", "choice": 0, "argmax": 0, "oracle": [0.5, 0.5], "playouts": [0.50, 0.50], "worlds": 16},
]


def test_each_rule_is_scored_by_the_oracle_on_the_decisions_it_would_change():
    report = _oracle_module().rules(RECORDS)["mission_card"]
    assert report["decisions"] == 3 and report["pairs"] == 3
    assert (report["shipped"]["changed"], report["shipped"]["total"]) == (1, -1.0)
    assert (report["margin 0.00"]["changed"], report["margin 0.00"]["total"]) == (2, -0.5)  # the level third stays
    assert (report["margin 0.10"]["changed"], report["margin 0.10"]["total"]) == (1, -1.0)
    assert (report["margin 0.15"]["changed"], report["margin 0.15"]["total"]) == (1, -1.0)
    # playout gains 0.06, 0.20, 0.00 against oracle gains 0.5, -1.0, 0.0: Pearson's r by hand
    xs, ys = [0.06, 0.20, 0.0], [0.5, -1.0, 0.0]
    mx, my = sum(xs) / 3, sum(ys) / 3
    r = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / (sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys)) ** 0.5
    assert abs(report["correlation"] - round(r, 3)) < 1e-9


def test_rules_reads_saved_records_from_the_command_line(tmp_path):
    path = tmp_path / "records.json"
    path.write_text(json.dumps(RECORDS), encoding="utf-8")
    result = subprocess.run([sys.executable, str(SCRIPT), "--rules", str(path), "--json"],
                            capture_output=True, text=True, timeout=60, check=True)
    report = json.loads(result.stdout)
    assert report["mission_card"]["margin 0.05"]["changed"] == 2


def test_a_file_that_is_not_records_ends_in_one_line(tmp_path):
    """Unreadable, malformed or foreign files are refused with one line on stderr, never a traceback."""
    files = {"missing.json": None, "broken.json": "nope", "object.json": '{"kind": "vote"}',
             "plain.json": json.dumps([{"kind": "vote", "choice": 0}]),
             "partial.json": json.dumps([{"kind": "vote", "playouts": [1.0]}])}
    for name, text in files.items():
        path = tmp_path / name
        if text is not None:
            path.write_text(text, encoding="utf-8")
        done = subprocess.run([sys.executable, str(SCRIPT), "--rules", str(path)], capture_output=True, text=True,
                              cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}, timeout=120)
        lines = done.stderr.strip().splitlines()
        assert done.returncode == 2, (name, done.stderr)
        assert "Traceback" not in done.stderr and lines[-1].startswith("search_oracle.py: error: --rules"), (name, lines)
