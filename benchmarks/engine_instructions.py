"""Machine instructions per game on the host's path, counted by valgrind: a speed figure load cannot move.

Run: .venv/bin/python benchmarks/engine_instructions.py [--baseline REF] [--games N] [--case LABEL ...]

Each case of engine_bench.py is played as there (`runner.play`, random bots in every seat, the same
`bench:i` seeds) inside `valgrind --tool=callgrind`, twice: one warm-up game then N games, and the warm-up
game alone. The difference over N is the instructions a game costs, with Python's start-up, the imports
and the first game's one-off work taken out. On a shared machine games per CPU second swing by ±15%
from run to run; the instruction count of the same games does not, so it shows a change of a few percent.
Needs valgrind (apt: valgrind); the speed targets themselves are engine_bench.py's games per second.
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

ROOT = engine_bench.ROOT
DEFAULT_GAMES = {"resistance-5": 40, "avalon-recommended-5": 40, "bodyguard-8": 4}


def play_games(label: str, games: int) -> None:
    """The measured work: a warm-up game, then `games` bench games (runs inside valgrind)."""
    from desktop.bots.runner import make_bots, play
    from desktop.engine import GAMES

    _label, name, players, preset, _n, _r = next(case for case in engine_bench.CASES if case[0] == label)
    game = GAMES[name]
    config = game.presets()[preset] if preset else {"players": players, "options": {}}
    levels = ["random"] * config["players"]
    for index in range(-1, games):
        seed = f"bench:{index}"
        play(game, config, seed, make_bots(game, levels, seed))


def count(tree: Path, label: str, games: int) -> int:
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
            f"import engine_instructions; engine_instructions.play_games({label!r}, {games})")
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, "-c", code],
                          capture_output=True, text=True, cwd=tree, env={"PYTHONHASHSEED": "0", "PATH": "/usr/bin:/bin"})
    found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"valgrind run of {tree} failed:\n{done.stderr.strip()[-2000:]}")
    return int(found.group(1))


def per_game(tree: Path, label: str, games: int) -> float:
    # Bytecode caches written first, outside valgrind: a run that compiles a module counts the compiler too.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "desktop"), str(ROOT / "benchmarks")], check=True)
    return (count(tree, label, games) - count(tree, label, 0)) / games


def main() -> None:
    labels = [case[0] for case in engine_bench.CASES]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REF", help="also count commit REF's tree and print the ratios")
    parser.add_argument("--games", type=int, help="games a case (default: 40, Bodyguard 4)")
    parser.add_argument("--case", action="append", choices=labels, help="only these cases (repeatable)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt install valgrind)")
    if args.games is not None and args.games < 1:
        raise SystemExit("--games must be at least 1")
    with tempfile.TemporaryDirectory(prefix="engine-instructions-") as tmp:
        baseline_tree = None
        if args.baseline:
            baseline_tree = Path(tmp)
            engine_bench.extract(args.baseline, baseline_tree)
        print(f"  {'case':<22}{'this tree':>14}" + (f"{args.baseline:>14}{'ratio':>9}" if baseline_tree else ""))
        for label in args.case or labels:
            games = args.games or DEFAULT_GAMES[label]
            current = per_game(ROOT, label, games)
            line = f"  {label:<22}{current / 1e6:>12.2f} M"
            if baseline_tree:
                old = per_game(baseline_tree, label, games)
                line += f"{old / 1e6:>12.2f} M{old / current:>8.2f}×"
            print(line, flush=True)


if __name__ == "__main__":
    main()
