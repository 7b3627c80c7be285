"""`safehouse arena`: measure a bot level against another in paired games. No Qt, no network.

Each deal is played twice, the focal level and then the control level in the same seat, the other
seats played by the field (a level, a gauntlet style, `gauntlet` for every style, or a comma list
drawn per deal); the report gives win rates per side with 95% intervals and the paired difference,
overall and per side, with its 95% interval. Runs of many deals show progress on stderr.
"""
from __future__ import annotations

import argparse

from . import argtypes
from .common import UsageError, add_game_arguments, build_config, resolve_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.add_argument("--focal", required=True, help="the bot level being measured")
    parser.add_argument("--control", required=True, help="the bot level it is compared with")
    parser.add_argument("--field", default="normal",
                        help="who plays every other seat: a level, a style, 'gauntlet' (every style) or a comma "
                             "list of those, drawn per deal (default: normal)")
    parser.add_argument("--deals", type=argtypes.count(2), default=200, help="deals; each is played twice (default: 200)")
    parser.add_argument("--seed", type=argtypes.seed, default="0", help="base seed (same seed, same deals)")
    parser.add_argument("--jobs", type=argtypes.count(1, 256), default=1, help="worker processes (default: 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args) -> int:
    import json
    import time

    from desktop.bots import LEVELS
    from desktop.bots.arena import field_names, play_pair, summarise

    game = resolve_game(args)
    config = build_config(game, args)
    for flag in ("focal", "control"):
        if getattr(args, flag) not in LEVELS:
            raise UsageError(f"unknown bot level {getattr(args, flag)!r} for --{flag}; known: {', '.join(LEVELS)}")
    try:
        field_names(args.field)
    except ValueError as error:
        raise UsageError(f"--field: {error}") from None
    tasks = [(game.name, config, str(args.seed), index, args.focal, args.control, args.field) for index in range(args.deals)]
    started = time.perf_counter()
    progress = Progress(len(tasks), started)
    if args.jobs > 1:
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            pairs = [progress.step(pair) for pair in pool.map(play_pair, tasks, chunksize=4)]
    else:
        pairs = [progress.step(play_pair(task)) for task in tasks]
    progress.done()
    with_scores = any(p["focal"]["score"] not in (0.0, 1.0) or p["control"]["score"] not in (0.0, 1.0) for p in pairs)
    report = summarise(pairs, with_scores=with_scores or game.name == "bodyguard")
    report.update({"game": game.name, "players": config["players"], "deals": args.deals, "seed": str(args.seed),
                   "focal_level": args.focal, "control_level": args.control, "field_level": args.field,
                   "field": field_names(args.field),
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


class Progress:
    """Deals done, rate and time left on stderr, at most every few seconds (only on long runs)."""

    EVERY = 5.0  # seconds between lines

    def __init__(self, total: int, started: float) -> None:
        self.total, self.started, self.count, self.last = total, started, 0, started

    def step(self, pair):
        import sys
        import time

        self.count += 1
        now = time.perf_counter()
        if now - self.last >= self.EVERY and self.count < self.total:
            self.last = now
            rate = self.count / (now - self.started)
            print(f"arena: {self.count}/{self.total} deals, {rate:.1f}/s, about {(self.total - self.count) / rate:.0f} s left",
                  file=sys.stderr, flush=True)
        return pair

    def done(self) -> None:
        import sys
        import time

        if time.perf_counter() - self.started >= self.EVERY:
            print(f"arena: {self.total}/{self.total} deals", file=sys.stderr, flush=True)
