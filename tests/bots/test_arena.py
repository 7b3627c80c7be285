"""`safehouse arena`: paired deals, the report's shape, its statistics, and the bots' import layer."""
import json
import re
import subprocess
import sys
from pathlib import Path

from desktop.bots.arena import make_deal, mean_interval, summarise, wilson
from desktop.engine import GAMES

ROOT = Path(__file__).resolve().parents[2]


def test_a_deal_pins_roles_and_first_leader_and_alternates_sides():
    game = GAMES["resistance"]
    config, _ = game.validate_config({"players": 7, "options": {}})
    deals = [make_deal(game, config, "s", index) for index in range(6)]
    assert [d.side for d in deals] == ["resistance", "spies"] * 3
    for deal in deals:
        roles = deal.config["options"]["roles"]
        assert sorted(roles) == game.role_deck(config) and deal.config["options"]["first_leader"] is not None
        assert game.side_of(roles[deal.seat]) == deal.side
    assert make_deal(game, config, "s", 3) == deals[3]  # same seed, same deal


def test_statistics():
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((hi - lo) - 0.19) < 0.01
    assert mean_interval([1, 1, 1, 1])["ci95"] == [1.0, 1.0]
    pairs = [{"side": "good", "focal": {"won": True, "score": 1.0}, "control": {"won": False, "score": 0.0}}] * 3
    report = summarise(pairs)
    assert report["focal"]["good"]["win_rate"] == 1.0 and report["control"]["good"]["win_rate"] == 0.0
    assert report["paired_difference"]["mean"] == 1.0 and report["paired_difference"]["n"] == 3


def test_arena_command_reports_json():
    result = subprocess.run([sys.executable, "-m", "desktop", "arena", "--game", "resistance", "--players", "5",
                             "--focal", "hard", "--control", "random", "--deals", "6", "--seed", "t", "--json"],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    for who in ("focal", "control"):
        assert set(report[who]) == {"resistance", "spies"}
        for entry in report[who].values():
            assert set(entry) >= {"win_rate", "ci95", "n"} and entry["n"] == 3
    assert set(report["paired_difference"]) == {"mean", "ci95", "n"} and report["paired_difference"]["n"] == 6


def test_arena_rejects_an_unknown_level():
    result = subprocess.run([sys.executable, "-m", "desktop", "arena", "--focal", "genius", "--control", "easy"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "genius" in result.stderr


def test_bots_never_import_ui_network_or_async_code():
    forbidden = re.compile(r"^\s*(from|import)\s+(PySide6|qasync|asyncio|socket|zeroconf|ui\b|desktop\.ui|desktop\.net)", re.M)
    for path in (ROOT / "desktop" / "bots").rglob("*.py"):
        assert not forbidden.search(path.read_text(encoding="utf-8")), path


def test_bots_keep_no_module_level_randomness():
    pattern = re.compile(r"^\s*random\.(random|choice|shuffle|randrange|seed|sample)\(", re.M)
    for path in (ROOT / "desktop" / "bots").rglob("*.py"):
        assert not pattern.search(path.read_text(encoding="utf-8")), path


def test_ladder_benchmark_prints_a_row_per_cell_with_both_sides(tmp_path):
    out = tmp_path / "cells.jsonl"
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "ladder.py"), "--game", "resistance", "--players", "5",
                             "--pairs", "normal:easy", "--deals", "6", "--jobs", "1", "--out", str(out)],
                            capture_output=True, text=True, timeout=120, check=True)
    row = [line for line in result.stdout.splitlines() if line.startswith("| resistance | 5 | normal vs easy | normal | 6 |")]
    assert len(row) == 1 and "resistance " in row[0] and "spies " in row[0]
    report = json.loads(out.read_text())
    assert report["paired_difference"]["n"] == 6 and set(report["paired_difference_by_side"]) == {"resistance", "spies"}


def test_ladder_side_plays_that_sides_half_of_the_same_deals(tmp_path):
    """--side spies is the full run's spies row: the same deals (odd indices), played once each."""
    rows = {}
    for name, extra in (("full", []), ("spies", ["--side", "spies"])):
        out = tmp_path / f"{name}.jsonl"
        subprocess.run([sys.executable, str(ROOT / "benchmarks" / "ladder.py"), "--game", "resistance", "--players", "5",
                        "--pairs", "normal:easy", "--deals", "8", "--seed", "side", "--jobs", "1", "--out", str(out), *extra],
                       capture_output=True, text=True, timeout=120, check=True)
        rows[name] = json.loads(out.read_text())
    full, spies = rows["full"], rows["spies"]
    assert spies["paired_difference"]["n"] == 4 and set(spies["paired_difference_by_side"]) == {"spies"}
    assert spies["paired_difference_by_side"]["spies"] == full["paired_difference_by_side"]["spies"]
    assert spies["focal"]["spies"] == full["focal"]["spies"] and spies["control"]["spies"] == full["control"]["spies"]


def test_spy_votes_benchmark_reports_both_sides():
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "spy_votes.py"), "--level", "hard", "--games", "3",
                             "--seed", "t", "--json"], capture_output=True, text=True, timeout=120, check=True)
    report = json.loads(result.stdout)
    assert report["games"] == 3 and report["field"][0] == "reader"
    assert 0.0 <= report["spies"]["approves_clean"] <= 1.0 and report["spies"]["exposure_by_round"]
    assert 0.0 <= report["resistance"]["approves_dirty"] <= 1.0


def test_assassin_benchmark_asks_every_level_on_the_same_shots():
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "assassin_bench.py"), "--games", "12", "--seed", "t",
                             "--levels", "hard,expert", "--json"], capture_output=True, text=True, timeout=120, check=True)
    report = json.loads(result.stdout)
    assert report["shots"] > 0 and report["hit_rate"]["hard"]["n"] == report["hit_rate"]["expert"]["n"] == report["shots"]
    # Paired on the same views: the difference is the two hit rates' difference (each mean is rounded
    # to 4 places by mean_interval, so up to 1.5e-4 apart: 2/3 - 4/9 reads 0.2222 against 0.6667 - 0.4444).
    rates = report["hit_rate"]
    assert abs(report["difference_from_hard"]["expert"]["mean"] - (rates["expert"]["mean"] - rates["hard"]["mean"])) < 1.6e-4


def test_search_oracle_judges_each_searched_decision_against_hards_choice():
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "search_oracle.py"), "--players", "5", "--deals", "1",
                             "--rollouts", "1", "--seed", "t", "--json"], capture_output=True, text=True, timeout=300, check=True)
    report = json.loads(result.stdout)
    every = report["kinds"]["all"]
    assert every["decisions"] > 0 and every["decisions"] == sum(e["decisions"] for k, e in report["kinds"].items() if k != "all")
    # The best candidate is never worse than hard's own; a choice that never overrode gains nothing.
    assert every["best_minus_default"]["mean"] >= 0.0
    if every["overridden"] == 0:
        assert every["search_gain"]["mean"] == 0.0
