"""`safehouse arena`: measure a bot level against another in paired games. No Qt, no network.

Each deal is played twice, the focal level and then the control level in the same seat, the other
seats played by the field level; the report gives win rates per side with 95% intervals and the
paired difference with its 95% interval.
"""
from __future__ import annotations

import argparse

from . import argtypes
from .common import UsageError, add_game_arguments, build_config, resolve_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.add_argument("--focal", required=True, help="the bot level being measured")
    parser.add_argument("--control", required=True, help="the bot level it is compared with")
    parser.add_argument("--field", default="normal", help="the level of every other seat (default: normal)")
    parser.add_argument("--deals", type=argtypes.count(2), default=200, help="deals; each is played twice (default: 200)")
    parser.add_argument("--seed", type=argtypes.seed, default="0", help="base seed (same seed, same deals)")
    parser.add_argument("--jobs", type=argtypes.count(1, 256), default=1, help="worker processes (default: 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args) -> int:
    import json
    import time

    from desktop.bots import LEVELS
    from desktop.bots.arena import play_pair, summarise

    game = resolve_game(args)
    config = build_config(game, args)
    for flag in ("focal", "control", "field"):
        if getattr(args, flag) not in LEVELS:
            raise UsageError(f"unknown bot level {getattr(args, flag)!r} for --{flag}; known: {', '.join(LEVELS)}")
    tasks = [(game.name, config, str(args.seed), index, args.focal, args.control, args.field) for index in range(args.deals)]
    started = time.perf_counter()
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            pairs = list(pool.map(play_pair, tasks, chunksize=8))
    else:
        pairs = [play_pair(task) for task in tasks]
    with_scores = any(p["focal"]["score"] not in (0.0, 1.0) or p["control"]["score"] not in (0.0, 1.0) for p in pairs)
    report = summarise(pairs, with_scores=with_scores or game.name == "bodyguard")
    report.update({"game": game.name, "players": config["players"], "deals": args.deals, "seed": str(args.seed),
                   "focal_level": args.focal, "control_level": args.control, "field_level": args.field,
                   "options": game.option_set().public_values(config["options"]),
                   "seconds": round(time.perf_counter() - started, 1)})
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    print(f"{game.name}, {config['players']} players, {args.deals} deals x2: focal {args.focal} vs control {args.control}, "
          f"field {args.field} ({report['seconds']} s)")
    for who in ("focal", "control"):
        for side, entry in report[who].items():
            lo, hi = entry["ci95"]
            score = f"  mean score {entry['mean_score']['mean']:.3f}" if "mean_score" in entry else ""
            print(f"  {who:>7} as {side:<10} win {entry['win_rate']:6.1%}  [{lo:.1%}, {hi:.1%}]  n={entry['n']}{score}")
    diff = report["paired_difference"]
    print(f"  paired difference (focal - control): {diff['mean']:+.3f}  [{diff['ci95'][0]:+.3f}, {diff['ci95'][1]:+.3f}]  n={diff['n']}")
    for side, entry in report["paired_difference_by_side"].items():
        print(f"    as {side:<10} {entry['mean']:+.3f}  [{entry['ci95'][0]:+.3f}, {entry['ci95'][1]:+.3f}]  n={entry['n']}")
    return 0
