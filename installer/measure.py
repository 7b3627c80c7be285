"""Measure a frozen Safehouse: bundle size, start-up to first window, --self-test and `sim --games 1`.

    python installer/measure.py dist/safehouse/safehouse [--runs 5]

Start-up is timed from the parent's exec() to the moment the child's first window is shown: the app
prints `startup_ms=…` right after `window.show()` when SAFEHOUSE_STARTUP_PROBE is set (desktop/app.py),
and this script stamps that line's arrival. Everything runs offscreen with a scratch data directory.
Prints one JSON object (medians over --runs; self-test once).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def bundle_bytes(program: Path) -> int:
    root = program.resolve().parent
    if root.name == "MacOS":  # Safehouse.app/Contents/MacOS
        root = root.parent.parent
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file() and not path.is_symlink())


def first_window(program: str, env: dict) -> tuple[float, float, float]:
    """(ms exec→window shown, ms the app itself reports from its start, ms exec→process exit)."""
    env = dict(env, SAFEHOUSE_STARTUP_PROBE="1")
    started = time.perf_counter()
    child = subprocess.Popen([program], env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    shown, inner = None, None
    for line in child.stdout:
        if line.startswith("startup_ms="):
            shown = (time.perf_counter() - started) * 1000
            fields = dict(part.split("=", 1) for part in line.split())  # startup_ms=… screen=…
            inner = float(fields["startup_ms"])
    child.wait(timeout=60)
    ended = (time.perf_counter() - started) * 1000
    if shown is None:
        raise SystemExit("the app printed no startup_ms= line (is SAFEHOUSE_STARTUP_PROBE supported?)")
    return shown, inner, ended


def wall(argv: list[str], env: dict) -> float:
    started = time.perf_counter()
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise SystemExit(f"{argv} exited {result.returncode}: {result.stderr[-2000:]}")
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    args.program = os.path.abspath(args.program)  # Windows: backslashes, and no search of PATH
    with tempfile.TemporaryDirectory(prefix="safehouse-measure-") as data:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", SAFEHOUSE_DATA_DIR=data)
        env.pop("PYTHONPATH", None)
        first_window(args.program, env)  # warm the page cache once; cold numbers are not the point here
        runs = [first_window(args.program, env) for _ in range(args.runs)]
        sims = [wall([args.program, "sim", "--games", "1"], env) for _ in range(args.runs)]
        self_test = wall([args.program, "--self-test"], env)
    report = {
        "bundle_mb": round(bundle_bytes(Path(args.program)) / 1e6, 1),
        "startup_to_first_window_ms": round(statistics.median(run[0] for run in runs)),
        "startup_in_app_ms": round(statistics.median(run[1] for run in runs)),
        "startup_probe_exit_ms": round(statistics.median(run[2] for run in runs)),
        "sim_games_1_s": round(statistics.median(sims), 2),
        "self_test_s": round(self_test, 1),
        "runs": args.runs,
    }
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
