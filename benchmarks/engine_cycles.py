"""Instructions, L1 data misses and a rough cycle estimate per game, under valgrind's cachegrind.

Run: .venv/bin/python benchmarks/engine_cycles.py [--baseline REF] [--games N] [--case LABEL ...]

engine_instructions.py counts instructions only; a game whose objects miss the cache runs slower than
its count says (Bodyguard: 4.2x fewer instructions than 117dace, 2.8x fewer L1 data misses, 3.5x the
games/s). This plays the same games (one warm-up game then N, less the warm-up alone) inside
`valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes` and prints per game: instructions (Ir),
L1 data misses (D1mr + D1mw), last-level misses (DLmr + DLmw), mispredicted branches (Bcm + Bim, by
cachegrind's simple predictor: an upper bound), and the model `Ir / 2.5 + 12 * D1 misses + 60 * LL
misses` in cycles, a rough guess (benchmarks/README.md, bgalloc) that still overrates the instructions'
part: real IPC here is nearer 1. Load does not move any of these. `--keep DIR` keeps cachegrind's files for `cg_annotate` (where the misses go).
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import engine_bench
import engine_instructions

ROOT = engine_bench.ROOT
FIELDS = ("Ir", "D1mr", "D1mw", "DLmr", "DLmw", "Bcm", "Bim")
IPC, D1_MISS, LL_MISS = 2.5, 12, 60  # the model: instructions per cycle, cycles an L1 / last-level data miss


def counts(tree: Path, label: str, games: int, out: Path) -> dict[str, int]:
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
            f"import engine_instructions; engine_instructions.play_games({label!r}, {games})")
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=yes", "--branch-sim=yes", f"--cachegrind-out-file={out}",
                           sys.executable, "-c", code],
                          capture_output=True, text=True, cwd=tree, env={"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"})
    summary = re.search(r"^summary:(.*)$", out.read_text(), re.M) if out.exists() else None
    events = re.search(r"^events:(.*)$", out.read_text(), re.M) if out.exists() else None
    if done.returncode != 0 or not summary or not events:
        raise SystemExit(f"valgrind run of {tree} failed:\n{done.stderr.strip()[-2000:]}")
    found = dict(zip(events.group(1).split(), map(int, summary.group(1).split())))
    return {name: found[name] for name in FIELDS}


def per_game(tree: Path, label: str, games: int, keep: Path) -> dict[str, float]:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "desktop"), str(ROOT / "benchmarks")], check=True)
    tag = f"{tree.name}-{label}"
    full = counts(tree, label, games, keep / f"cachegrind.{tag}.{games}")
    warm = counts(tree, label, 0, keep / f"cachegrind.{tag}.0")
    game = {name: (full[name] - warm[name]) / games for name in FIELDS}
    game["D1"] = game["D1mr"] + game["D1mw"]
    game["LL"] = game["DLmr"] + game["DLmw"]
    game["mispredicts"] = game["Bcm"] + game["Bim"]
    game["cycles"] = game["Ir"] / IPC + D1_MISS * game["D1"] + LL_MISS * game["LL"]
    return game


def line(label: str, game: dict[str, float]) -> str:
    return (f"  {label:<22}{game['Ir'] / 1e6:>10.2f} M{game['D1'] / 1e6:>10.3f} M{game['LL'] / 1e3:>10.1f} K"
            f"{game['mispredicts'] / 1e6:>10.3f} M{game['cycles'] / 1e6:>10.2f} M")


def main() -> None:
    labels = [case[0] for case in engine_bench.CASES]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REF", help="also measure commit REF's tree and print the ratios")
    parser.add_argument("--games", type=int, help="games a case (default: engine_instructions.py's)")
    parser.add_argument("--case", action="append", choices=labels, help="only these cases (repeatable)")
    parser.add_argument("--keep", type=Path, help="keep cachegrind's output files in this directory")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    if args.games is not None and args.games < 1:
        raise SystemExit("--games must be at least 1")
    with tempfile.TemporaryDirectory(prefix="engine-cycles-") as tmp:
        keep = args.keep or Path(tmp)
        keep.mkdir(parents=True, exist_ok=True)
        baseline_tree = None
        if args.baseline:
            baseline_tree = Path(tmp) / "baseline"
            baseline_tree.mkdir()
            engine_bench.extract(args.baseline, baseline_tree)
        print(f"  {'case':<22}{'Ir':>12}{'D1 misses':>12}{'LL misses':>12}{'mispredicts':>12}{'cycles':>12}   (per game)")
        for label in args.case or labels:
            games = args.games or engine_instructions.DEFAULT_GAMES[label]
            current = per_game(ROOT, label, games, keep)
            print(line(label, current), flush=True)
            if baseline_tree:
                old = per_game(baseline_tree, label, games, keep)
                print(line(args.baseline, old))
                print(f"  {'ratio':<22}" + "".join(f"{old[k] / current[k]:>11.2f}×" for k in ("Ir", "D1", "LL", "mispredicts", "cycles")))


if __name__ == "__main__":
    main()
