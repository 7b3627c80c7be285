"""Engine speed on the host's path: random games per CPU second, median `apply` and state-copy times.

Run: .venv/bin/python benchmarks/engine_bench.py [--rounds N] [--scale X] [--json] [--baseline REF]

Each game is played as `safehouse sim` plays it (desktop/bots/runner.py, random bots in every seat):
the deciding seat's view built for every decision and every event routed to every seat that may see
it, so the engine is measured with the host's work, not the rule step alone. One untimed warm-up game
a case first pays for imports and what a tree builds once per config, as a long `sim` or host would.
Then a few of the games are replayed command by command to time each `apply`, a `copy` of the state
before it, and the views of every seat and the spectators at that point ("all views": what a host
sends each change).

--baseline REF extracts commit REF's `desktop/` into a temporary directory (git archive) and measures
both trees in fresh processes, alternating (this tree, REF, REF, this tree, ...), so load on a shared
machine falls on both alike; it prints the median of each measure and the ratio new / REF.
Each round's two runs share a hash seed (PYTHONHASHSEED = the round's number), so a round compares
the trees under the same dict and set layouts, and the rounds vary it. Every round therefore gives a
paired games/s ratio; their median and a distribution-free 95% interval for that median (order
statistics of the binomial) are printed beside the ratio of medians, to tell a real shortfall from noise.
Games per second count the measuring process's CPU time, which load from other processes barely
changes; the medians of single calls are wall-clock (perf_counter).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# (label, game, players, preset or None, games per run, games replayed for apply/copy)
CASES = [
    ("resistance-5", "resistance", 5, None, 400, 40),
    ("avalon-recommended-5", "avalon", 5, "recommended-5", 300, 30),
    ("bodyguard-8", "bodyguard", 8, None, 16, 3),
]


# ---- the measuring process (imports the tree under test) ------------------------------------------
def measure_case(game_name: str, players: int, preset: str | None, games: int, replayed: int) -> dict:
    from desktop.bots.runner import make_bots, play
    from desktop.engine import GAMES

    game = GAMES[game_name]
    config = game.presets()[preset] if preset else {"players": players, "options": {}}
    levels = ["random"] * config["players"]
    journals = []
    play(game, config, "bench:warm-up", make_bots(game, levels, "bench:warm-up"))  # imports and per-config caches: not timed
    started = time.process_time()  # CPU time: other load on a shared machine barely counts
    for index in range(games):
        seed = f"bench:{index}"
        state = play(game, config, seed, make_bots(game, levels, seed))
        if index < replayed:
            journals.append((seed, list(state.commands)))
    elapsed = time.process_time() - started
    apply_times: list[float] = []
    copy_times: list[float] = []
    fanout_times: list[float] = []
    clock = time.perf_counter
    viewers = [None, *range(config["players"])]
    for seed, commands in journals:
        state = game.new_game(config, seed)
        for seat, command in commands:
            before = clock()
            for viewer in viewers:  # what a host sends after each command: every seat's view
                game.view(state, viewer)
            viewed = clock()
            game.copy(state)
            copied = clock()
            game.apply(state, seat, command)
            after = clock()
            fanout_times.append(viewed - before)
            copy_times.append(copied - viewed)
            apply_times.append(after - copied)
    return {"games_per_second": games / elapsed, "commands_per_game": sum(len(c) for _, c in journals) / len(journals),
            "apply_median_us": statistics.median(apply_times) * 1e6, "copy_median_us": statistics.median(copy_times) * 1e6,
            "fanout_median_us": statistics.median(fanout_times) * 1e6}


def worker(scale: float) -> None:
    results = {}
    for label, name, players, preset, games, replayed in CASES:
        results[label] = measure_case(name, players, preset, max(1, round(games * scale)), max(1, round(replayed * scale)))
    print(json.dumps(results))


# ---- the driver ---------------------------------------------------------------------------------
def run_tree(tree: Path, scale: float, hash_seed: int) -> dict:
    """One measuring run of the `desktop/` package found in `tree`, in a fresh process."""
    code = (f"import sys; sys.path.insert(0, {str(tree)!r}); sys.path.insert(1, {str(ROOT / 'benchmarks')!r}); "
            f"import engine_bench; engine_bench.worker({scale!r})")
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tree, env=env)
    if done.returncode != 0:
        raise SystemExit(f"measuring {tree} failed:\n{done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def extract(ref: str, into: Path) -> None:
    archive = into / "tree.tar"
    with archive.open("wb") as out:
        done = subprocess.run(["git", "-C", str(ROOT), "archive", ref, "desktop"], stdout=out, stderr=subprocess.PIPE)
    if done.returncode != 0:
        raise SystemExit(f"git archive {ref}: {done.stderr.decode().strip()}")
    with tarfile.open(archive) as tar:
        tar.extractall(into, filter="data")


def medians(runs: list[dict]) -> dict:
    return {label: {key: statistics.median(run[label][key] for run in runs) for key in runs[0][label]}
            for label in runs[0]}


def median_interval(values: list[float]) -> tuple[float, float, float]:
    """The median and a distribution-free interval of at least 95% for it; below 6 values none exists and min-max is given."""
    ordered = sorted(values)
    n = len(ordered)
    k = 0  # the largest k with P(Binomial(n, 1/2) < k) <= 0.025, counted from 1; the interval is (x_k, x_{n+1-k})
    while k + 1 <= n // 2 and sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n <= 0.025:
        k += 1
    low, high = (ordered[k - 1], ordered[n - k]) if k else (ordered[0], ordered[-1])
    return statistics.median(ordered), low, high


def print_table(title: str, result: dict) -> None:
    print(title)
    print(f"  {'case':<22}{'games/s':>10}{'cmds/game':>11}{'apply median':>15}{'copy median':>14}{'all views':>14}")
    for label, r in result.items():
        print(f"  {label:<22}{r['games_per_second']:>10.1f}{r['commands_per_game']:>11.1f}"
              f"{r['apply_median_us']:>12.1f} µs{r['copy_median_us']:>11.1f} µs{r['fanout_median_us']:>11.1f} µs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REF", help="also measure commit REF, alternating, and print the ratios")
    parser.add_argument("--rounds", type=int, default=3, help="measuring runs per tree (the median is reported)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply the number of games per run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.rounds < 1 or args.scale <= 0:
        raise SystemExit("--rounds must be at least 1 and --scale above 0")
    with tempfile.TemporaryDirectory(prefix="engine-bench-") as tmp:
        baseline_tree = None
        if args.baseline:
            baseline_tree = Path(tmp)
            extract(args.baseline, baseline_tree)
        current_runs: list[dict] = []
        baseline_runs: list[dict] = []
        for round_number in range(args.rounds):
            order = [("current", ROOT), ("baseline", baseline_tree)] if baseline_tree else [("current", ROOT)]
            if round_number % 2:
                order.reverse()
            for which, tree in order:
                (current_runs if which == "current" else baseline_runs).append(run_tree(tree, args.scale, round_number + 1))
    current = medians(current_runs)
    report: dict = {"current": current}
    if baseline_runs:
        baseline = medians(baseline_runs)
        report["baseline"] = {"ref": args.baseline, **baseline}
        # games/s: new over old; times: old over new. Above 1 means faster either way.
        report["speedup"] = {label: {
            "games_per_second": current[label]["games_per_second"] / baseline[label]["games_per_second"],
            "apply": baseline[label]["apply_median_us"] / current[label]["apply_median_us"],
            "copy": baseline[label]["copy_median_us"] / current[label]["copy_median_us"],
            "all_views": baseline[label]["fanout_median_us"] / current[label]["fanout_median_us"]} for label in current}
        report["games_per_second_by_round"] = {}
        for label in current:
            ratios = [new[label]["games_per_second"] / old[label]["games_per_second"]
                      for new, old in zip(current_runs, baseline_runs)]
            median, low, high = median_interval(ratios)
            report["games_per_second_by_round"][label] = {"median": median, "ci95": [low, high], "rounds": ratios}
    if args.json:
        print(json.dumps(report, indent=2))
        return
    print_table(f"this tree (median of {args.rounds} runs)", current)
    if baseline_runs:
        print_table(f"baseline {args.baseline} (median of {args.rounds} runs)", baseline)
        print("speedup (above 1: this tree is faster)")
        print(f"  {'case':<22}{'games/s':>10}{'apply':>10}{'copy':>10}{'all views':>11}   games/s round by round: median [95%]")
        for label, ratio in report["speedup"].items():
            paired = report["games_per_second_by_round"][label]
            print(f"  {label:<22}{ratio['games_per_second']:>9.2f}×{ratio['apply']:>9.2f}×{ratio['copy']:>9.2f}×"
                  f"{ratio['all_views']:>10.2f}×   {paired['median']:.2f}× [{paired['ci95'][0]:.2f}, {paired['ci95'][1]:.2f}]")


if __name__ == "__main__":
    main()
