"""The bots' strength table: every level against the one below it, per game, player count and side.

Each cell is one `safehouse arena` run (paired deals, the field at --field, default normal); the table
shows the paired difference (focal minus control win rate) with its 95% interval for each side, and
marks a cell ✓ when the interval lies above zero. JSON lines of the raw reports go to --out.

    .venv/bin/python benchmarks/ladder.py                       # the whole table (long: expert rows)
    .venv/bin/python benchmarks/ladder.py --game avalon --players 5 --pairs hard:normal --deals 4000
    .venv/bin/python benchmarks/ladder.py --field gauntlet ...  # the same table against the gauntlet
    .venv/bin/python benchmarks/ladder.py ... --side spies      # only that side's half of the deals

With --side, only the deals among the first --deals whose measured seat is on that side are played
(arena.make_deal alternates the side with the deal's index), so the row is exactly that side's row of
the full run with the same --deals and --seed, at half the cost.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import play_pair, summarise  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

COUNTS = {"resistance": (5, 7, 10), "avalon": (5, 7, 10), "bodyguard": (4, 6, 8)}
PAIRS = ("normal:easy", "hard:normal", "expert:hard")
# Expert games search on their decisions: fewer deals keep the table within the hour.
DEFAULT_DEALS = {"normal:easy": 4000, "hard:normal": 4000, "expert:hard": 600}


def config_for(game_name: str, players: int, preset: bool) -> dict:
    game = GAMES[game_name]
    options: dict = {}
    if game_name == "avalon" and preset:
        options = dict(game.presets()[f"recommended-{players}"]["options"])
    config, _ = game.validate_config({"players": players, "options": options})
    return config


def side_indices(game_name: str, deals: int, side: str | None) -> list[int]:
    """The deal indices of a cell: all of them, or those whose measured seat is on `side`."""
    if side is None:
        return list(range(deals))
    sides = list(GAMES[game_name].sides)
    if side not in sides or len(sides) != 2:
        raise SystemExit(f"--side {side}: {game_name}'s sides are {sides}")
    return [index for index in range(deals) if sides[index % 2] == side]  # as arena.make_deal alternates them


def run_cell(pool, game_name: str, players: int, focal: str, control: str, field: str, deals: int, seed: str,
             side: str | None = None) -> dict:
    config = config_for(game_name, players, preset=True)
    tasks = [(game_name, config, seed, index, focal, control, field) for index in side_indices(game_name, deals, side)]
    started = time.perf_counter()
    pairs = list(pool.map(play_pair, tasks, chunksize=8))
    report = summarise(pairs, with_scores=game_name == "bodyguard")
    report.update({"game": game_name, "players": players, "focal_level": focal, "control_level": control,
                   "field_level": field, "deals": deals, "seed": seed, "seconds": round(time.perf_counter() - started, 1), "side": side})
    return report


def cell_text(entry: dict) -> str:
    lo, hi = entry["ci95"]
    return f"{entry['mean']:+.3f} [{lo:+.3f}, {hi:+.3f}] {'✓' if lo > 0 else '✗'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=sorted(COUNTS), help="games (default: all)")
    parser.add_argument("--players", type=int, action="append", help="player counts (default: the game's three)")
    parser.add_argument("--pairs", action="append", help="focal:control pairs (default: every adjacent pair)")
    parser.add_argument("--field", default="normal", help="as `arena --field`: a level, a style, gauntlet, or a comma list")
    parser.add_argument("--deals", type=int, help="deals per cell (default: 4000, 600 for expert)")
    parser.add_argument("--seed", default="ladder")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--side", help="only the deals whose measured seat is on this side (of the first --deals)")
    parser.add_argument("--out", type=Path, help="append each cell's JSON report to this file")
    args = parser.parse_args(argv)
    print("| game | players | focal vs control | field | deals | first side | second side | seconds |")
    print("|---|---|---|---|---|---|---|---|")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game_name in args.game or sorted(COUNTS):
            for players in args.players or COUNTS[game_name]:
                for pair in args.pairs or PAIRS:
                    focal, control = pair.split(":")
                    deals = args.deals or DEFAULT_DEALS.get(pair, 1000)
                    report = run_cell(pool, game_name, players, focal, control, args.field, deals, args.seed, args.side)
                    sides = report["paired_difference_by_side"]
                    cells = " | ".join(f"{side} {cell_text(entry)}" for side, entry in sides.items())
                    print(f"| {game_name} | {players} | {focal} vs {control} | {args.field} | {deals} | {cells} | {report['seconds']} |", flush=True)
                    if args.out:
                        with args.out.open("a", encoding="utf-8") as handle:
                            handle.write(json.dumps(report, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
