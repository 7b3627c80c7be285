"""The expert's good side with one of its numbers changed at a time, on the same good-side deals (issue #17 item 4).

    PYTHONPATH=$PWD nice -n 10 .venv/bin/python benchmarks/good_ablation.py --game resistance --players 5 \
        --deals 400 --seed S [--field gauntlet] [--variant NAME=JSON ...]

Each deal (arena.make_deal, only those where the measured seat is on the good side) is played once
with hard in the seat and once per variant, the same field elsewhere, so the differences are paired.
A variant is the expert with its search off (`search_budget` 0, for speed) and skill fields changed:
`{"skill": {"soft_weight": 0.7}}`; `{"base": "hard"}` or `{"skill": {"search_budget": 3.0}}` for
others. Without --variant: the expert with its search off. Prints one JSON object: win rates, each
variant minus hard with its 95% interval, and how many deals each variant played differently from
hard (a different outcome, not merely different moves).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots import LEVELS  # noqa: E402
from desktop.bots.arena import make_deal, mean_interval, play_deal  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402
from desktop.bots.skilled_bot import SkilledBot  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


def register(name: str, variant: dict) -> None:
    base = variant.get("base", "expert")
    overrides = {"search_budget": 0.0} if base == "expert" else {}
    overrides.update(variant.get("skill", {}))
    LEVEL_SKILLS[name] = replace(LEVEL_SKILLS[base], name=name, **overrides)
    LEVELS[name] = type(name, (SkilledBot,), {"level": name})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=400, help="good-side deals")
    parser.add_argument("--seed", default="ga1")
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=JSON")
    args = parser.parse_args()
    variants = {"x_expert_nosearch": {}}
    if args.variant:
        variants = {}
        for text in args.variant:
            name, _, spec = text.partition("=")
            variants[f"x_{name}"] = json.loads(spec or "{}")
    for name, variant in variants.items():
        register(name, variant)
    game = GAMES[args.game]
    options = dict(game.presets()[f"recommended-{args.players}"]["options"]) if args.game == "avalon" else {}
    config, _ = game.validate_config({"players": args.players, "options": options})
    wins: dict[str, list[int]] = {"hard": [], **{name: [] for name in variants}}
    started, index = time.process_time(), 0
    while len(wins["hard"]) < args.deals:
        deal = make_deal(game, config, args.seed, index)
        index += 1
        if deal.side != game.sides[0]:
            continue
        for name in wins:
            wins[name].append(int(play_deal(game, deal, name, args.field)["won"]))
        if len(wins["hard"]) % 50 == 0:
            partial = {name[2:]: mean_interval([a - b for a, b in zip(w, wins["hard"])])
                       for name, w in wins.items() if name != "hard"}
            print(f"{len(wins['hard'])}/{args.deals} deals, {time.process_time() - started:.0f} s CPU {partial}",
                  file=sys.stderr, flush=True)
    report = {"game": args.game, "players": args.players, "deals": args.deals, "seed": args.seed, "field": args.field,
              "variants": {name[2:]: variants[name] for name in variants},
              "win_rate": {name.removeprefix("x_"): round(sum(w) / len(w), 4) for name, w in wins.items()},
              "minus_hard": {name[2:]: mean_interval([a - b for a, b in zip(wins[name], wins["hard"])]) for name in variants},
              "deals_differing": {name[2:]: sum(1 for a, b in zip(wins[name], wins["hard"]) if a != b) for name in variants},
              "cpu_seconds": round(time.process_time() - started, 1)}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
