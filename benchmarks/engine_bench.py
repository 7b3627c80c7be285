"""Engine speed: games per second of random games, and the median time of one `apply`.

Run: .venv/bin/python benchmarks/engine_bench.py [--games N] [--json]
Random legal commands drive every seat, so this measures the engine (legal + apply + view for the
deciding seat, as a bot would see it), not a strategy.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.engine import GAMES  # noqa: E402
from desktop.engine.core import random_command  # noqa: E402


def measure(game_name: str, players: int, games: int, options: dict | None = None) -> dict:
    game = GAMES[game_name]
    apply_times: list[float] = []
    commands = 0
    started = time.perf_counter()
    for index in range(games):
        state = game.new_game({"players": players, "options": options or {}}, f"bench:{index}")
        rng = random.Random(index)
        while game.outcome(state) is None:
            pending = sorted(game.pending(state))
            seat = pending[rng.randrange(len(pending))]
            command = random_command(game.view(state, seat)["legal"], rng)
            before = time.perf_counter()
            game.apply(state, seat, command)
            apply_times.append(time.perf_counter() - before)
            commands += 1
    elapsed = time.perf_counter() - started
    return {
        "game": game_name, "players": players, "options": options or {}, "games": games,
        "games_per_second": round(games / elapsed, 1),
        "commands_per_game": round(commands / games, 1),
        "apply_median_us": round(statistics.median(apply_times) * 1e6, 1),
        "apply_p99_us": round(sorted(apply_times)[int(len(apply_times) * 0.99)] * 1e6, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    cases = [("resistance", 5, None), ("resistance", 10, None)]
    if "avalon" in GAMES:
        cases += [("avalon", 5, None), ("avalon", 10, None)]
    if "bodyguard" in GAMES:
        cases += [("bodyguard", 4, None), ("bodyguard", 8, None)]
    results = [measure(name, players, args.games, options) for name, players, options in cases]
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"{'game':<12}{'players':>8}{'games/s':>10}{'cmds/game':>11}{'apply median':>15}{'apply p99':>12}")
    for r in results:
        print(f"{r['game']:<12}{r['players']:>8}{r['games_per_second']:>10}{r['commands_per_game']:>11}"
              f"{r['apply_median_us']:>12} µs{r['apply_p99_us']:>9} µs")


if __name__ == "__main__":
    main()
