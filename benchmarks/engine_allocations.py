"""Objects made per bench game, counted by valgrind: how many dicts, lists, tuples and small blocks a game allocates.

Run: .venv/bin/python benchmarks/engine_allocations.py [--case LABEL] [--games N]

Like engine_instructions.py (the same games, `runner.play` with random bots, a warm-up game, N games
less none), but it reads callgrind's call counts of CPython's allocation functions instead of the
instruction total. Objects taken from CPython's free lists count as made: they are made. Needs valgrind.
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


def calls(label: str, games: int) -> collections.Counter:
    with tempfile.TemporaryDirectory(prefix="engine-allocations-") as tmp:
        out = Path(tmp) / "callgrind.out"
        code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
                f"import engine_instructions; engine_instructions.play_games({label!r}, {games})")
        done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
                              capture_output=True, text=True, cwd=ROOT, env={"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"})
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


def main() -> None:
    labels = [case[0] for case in engine_bench.CASES]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", choices=labels, default="bodyguard-8")
    parser.add_argument("--games", type=int, help="games (default: as engine_instructions.py)")
    args = parser.parse_args()
    games = args.games or engine_instructions.DEFAULT_GAMES[args.case]
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "desktop"), str(ROOT / "benchmarks")], check=True)
    some, none = calls(args.case, games), calls(args.case, 0)
    for name, meaning in COUNTED.items():
        print(f"  {meaning:<32}{(some[name] - none[name]) / games:>12,.0f} a game  ({name})")


if __name__ == "__main__":
    main()
