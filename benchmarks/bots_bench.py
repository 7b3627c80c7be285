"""Time per bot decision, per level, at 5 and 10 players: median and p99 (issue #6, speed).

    .venv/bin/python benchmarks/bots_bench.py [--games N] [--game resistance|avalon|bodyguard] [--level L]
        [--players N] [--cpu] [--json]

The expert searches (about 0.1-0.5 s on the decisions that matter), so its rows take minutes: pass
--games 3 --level expert to time it alone.

Every seat of each game is the measured level, so every decision it makes is timed; the engine's
own time (views, apply) is not counted. `--cpu` times with the process's CPU clock instead of the wall
clock, so that other work on a loaded machine does not count; `--players` times one count instead.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.runner import make_bots, play  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

LEVELS = ["easy", "normal", "hard", "expert"]
COUNTS = {"resistance": (5, 10), "avalon": (5, 10), "bodyguard": (4, 8)}


def timed(bot, samples: list[float], clock=time.perf_counter):
    decide = bot.decide

    def wrapper(view):
        started = clock()
        command = decide(view)
        samples.append(clock() - started)
        return command

    bot.decide = wrapper
    return bot


def measure(game_name: str, players: int, level: str, games: int, clock=time.perf_counter) -> dict:
    game = GAMES[game_name]
    samples: list[float] = []
    for index in range(games):
        seed = f"bench:{index}"
        bots = [timed(bot, samples, clock) for bot in make_bots(game, [level] * players, seed)]
        play(game, {"players": players, "options": {}}, seed, bots)
    samples.sort()
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    return {"game": game_name, "players": players, "level": level, "decisions": len(samples),
            "median_ms": round(1000 * statistics.median(samples), 2), "p99_ms": round(1000 * p99, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--game", action="append", choices=sorted(COUNTS), help="default: all three")
    parser.add_argument("--level", action="append", choices=LEVELS, help="default: all four")
    parser.add_argument("--players", type=int, action="append", help="default: each game's smallest and largest count")
    parser.add_argument("--cpu", action="store_true", help="time with the process's CPU clock (a loaded machine)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    rows = [measure(game_name, players, level, args.games, clock)
            for game_name in (args.game or list(COUNTS)) for players in (args.players or COUNTS[game_name])
            for level in (args.level or LEVELS)]
    if args.json:
        print(json.dumps(rows))
        return 0
    print(f"{'game':<11}{'players':>8}  {'level':<7}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}")
    for row in rows:
        print(f"{row['game']:<11}{row['players']:>8}  {row['level']:<7}{row['decisions']:>10}{row['median_ms']:>11}{row['p99_ms']:>9}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
