"""Objects made per bench game, counted by valgrind: how many dicts, lists, tuples and small blocks a game allocates.

Run: .venv/bin/python benchmarks/engine_allocations.py [--case LABEL] [--games N] [--baseline REF]

Like engine_instructions.py (the same games, `runner.play` with random bots, a warm-up game, N games
less none), but it reads callgrind's call counts of CPython's allocation functions instead of the
instruction total. Objects taken from CPython's free lists count as made: they are made. Needs valgrind.
--baseline REF counts commit REF's `desktop/` too (git archive, as engine_bench.py) and prints both.
"""
from __future__ import annotations

import argparse
import collections
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import engine_bench
import engine_instructions

ROOT = engine_bench.ROOT
COUNTED = {"_PyDict_FromItems": "dicts made", "PyList_New": "lists made", "PyTuple_New": "tuples made",
           "_PyObject_Malloc": "small-object allocations", "_PyObject_GC_Link": "GC-tracked objects allocated",
           "gc_collect_main": "garbage collections"}


def calls(label: str, games: int, tree: Path = ROOT) -> collections.Counter:
    with tempfile.TemporaryDirectory(prefix="engine-allocations-") as tmp:
        out = Path(tmp) / "callgrind.out"
        code = (f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
                f"import engine_instructions; engine_instructions.play_games({label!r}, {games})")
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
                              capture_output=True, text=True, cwd=tree, env={"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"})
        if done.returncode != 0:
            raise SystemExit(f"valgrind failed:\n{done.stderr.strip()[-2000:]}")
        names: dict[str, str] = {}
        counts: collections.Counter = collections.Counter()
        callee = None
        for line in out.read_text().splitlines():  # callgrind's format: cfn= names the callee of the next calls=
            named = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line)
            if named:
                if named.group(2):
                    names[named.group(1)] = named.group(2)
                callee = names.get(named.group(1)) if line.startswith("cfn=") else None
            elif line.startswith("calls=") and callee is not None:
                counts[callee] += int(line[6:].split()[0])
                callee = None
        return counts


def per_game(tree: Path, label: str, games: int) -> dict[str, float]:
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "desktop"), str(ROOT / "benchmarks")], check=True)
    some, none = calls(label, games, tree), calls(label, 0, tree)
    return {name: (some[name] - none[name]) / games for name in COUNTED}


def main() -> None:
    labels = [case[0] for case in engine_bench.CASES]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", choices=labels, default="bodyguard-8")
    parser.add_argument("--games", type=int, help="games (default: as engine_instructions.py)")
    parser.add_argument("--baseline", metavar="REF", help="also count commit REF's tree and print both")
    args = parser.parse_args()
    games = args.games or engine_instructions.DEFAULT_GAMES[args.case]
    with tempfile.TemporaryDirectory(prefix="engine-allocations-tree-") as tmp:
        current = per_game(ROOT, args.case, games)
        old = None
        if args.baseline:
            engine_bench.extract(args.baseline, Path(tmp))
            old = per_game(Path(tmp), args.case, games)
    print(f"  {'a game':<32}{'this tree':>12}" + (f"{args.baseline:>12}{'change':>9}" if old else ""))
    for name, meaning in COUNTED.items():
        digits = 1 if current[name] < 100 else 0  # a few collections a game: a mean like 3.8
        line = f"  {meaning:<32}{current[name]:>12,.{digits}f}"
        if old:
            line += f"{old[name]:>12,.{digits}f}{(current[name] / old[name] - 1) * 100 if old[name] else 0:>+8.1f}%"
        print(f"{line}  ({name})")


if __name__ == "__main__":
    main()
