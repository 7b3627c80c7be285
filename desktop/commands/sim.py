"""`safehouse sim`: many headless games between bots, with statistics. No Qt, no network."""
from __future__ import annotations

import argparse

from . import argtypes
from .common import add_game_arguments, build_config, fail, parse_levels, resolve_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.add_argument("--games", type=argtypes.count(1), default=100, help="how many games to play")
    parser.add_argument("--seed", type=argtypes.seed, default="0", help="base seed; game i uses SEED:i (same seed, same numbers)")
    parser.add_argument("--bots", default=None, help="one bot level for every seat, or one per seat, comma-separated")
    parser.add_argument("--save", type=argtypes.directory, default=None, metavar="DIR", help="write each game's journal to DIR")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--list-options", action="store_true", help="print every option with its allowed values, and the presets")


def run(args) -> int:
    import json
    import time
    from collections import Counter
    from pathlib import Path

    from desktop.bots.runner import make_bots, play
    from desktop.engine.core.journal import journal_text, write_private_file

    game = resolve_game(args)
    if args.list_options:
        listing = {"game": game.name, "players": [game.min_players, game.max_players],
                   "options": game.describe_options(), "presets": game.presets()}
        print(json.dumps(listing, indent=2, ensure_ascii=False))
        return 0
    config = build_config(game, args)
    levels = parse_levels(args.bots, config["players"])
    save_dir = Path(args.save) if args.save else None
    if save_dir:
        save_dir.mkdir(parents=True, exist_ok=True)  # an OSError is a runtime failure: one line, exit 1
    wins: Counter = Counter({side: 0 for side in game.sides})
    reasons: Counter = Counter()
    extra: dict[str, Counter] = {}
    started = time.perf_counter()
    for index in range(args.games):
        seed = f"{args.seed}:{index}"
        state = play(game, config, seed, make_bots(game, levels, seed))
        outcome = game.outcome(state)
        if outcome.get("winner"):
            wins[outcome["winner"]] += 1
        reasons[outcome["reason"]] += 1
        for key, counts in game.statistics(state).items():
            extra.setdefault(key, Counter()).update(counts)
        if save_dir:  # a journal holds every secret of its game: 600, written whole
            path = save_dir / f"game-{index:05d}.jsonl"
            try:
                write_private_file(path, journal_text(state), durable=False)
            except OSError as error:
                return fail(f"cannot write {path}: {error.strerror or error}", 1)
    elapsed = time.perf_counter() - started
    result = {
        "game": game.name, "players": config["players"], "games": args.games, "seed": args.seed, "bots": levels,
        "options": game.option_set().public_values(config["options"]),
        "wins": dict(wins), "reasons": dict(sorted(reasons.items())),
        "games_per_second": round(args.games / elapsed, 1) if elapsed > 0 else None,
    }
    for key, counts in extra.items():
        result[key] = dict(sorted(counts.items()))
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"{game.name}, {config['players']} players, {args.games} games ({result['games_per_second']} games/s)")
        for side, count in wins.items():
            print(f"  {side:>12}: {count:6d} wins ({100 * count / args.games:5.1f}%)")
        for reason, count in sorted(reasons.items()):
            print(f"  {reason:>24}: {count}")
        for key, counts in extra.items():
            print(f"  {key}: {dict(sorted(counts.items()))}")
    return 0
