"""How often each level's assassin hits Merlin, on the same views (issue #17 item 4, Avalon's evil side).

    .venv/bin/python benchmarks/assassin_bench.py [--players 5] [--games 300] [--field gauntlet] [--seed S] [--json]

Avalon games (`recommended-N`) are played by the field (a level, a style, `gauntlet` or a comma list,
drawn per deal as `safehouse arena` draws it); at every assassination each level of `--levels`
(default hard,expert) is asked, on the assassin's own view, which seat it would shoot. The shot is
the one decision evil's game hangs on after three successes, so asking every level on the same view
is a paired measurement far sharper than whole games: the report gives each level's hit rate and
each level's difference from the first, with 95% intervals. Progress on stderr.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import mean_interval  # noqa: E402
from desktop.bots.mission.player import MissionPlayer  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402
from desktop.engine import GAMES  # noqa: E402
from field_play import decisions, levels_argument  # noqa: E402

GAME = GAMES["avalon"]


def shots(players: int, games: int, field: str, seed: str, levels: list[str]) -> list[dict]:
    """One row per assassination: Merlin's seat and the seat each level would shoot."""
    preset = GAME.presets()[f"recommended-{players}"]
    config, _ = GAME.validate_config({"players": players, "options": dict(preset["options"])})
    rows: list[dict] = []
    for index, state, _seat, view, command in decisions(GAME, config, seed, games, field,
                                                        lambda done: f"assassin_bench: {done}/{games} games, {len(rows)} shots"):
        if command.get("kind") == "assassinate":
            row = {"merlin": state.roles.index("merlin")}
            for level in levels:
                asked = MissionPlayer(LEVEL_SKILLS[level], random.Random(f"{seed}:{index}")).decide(view, [])
                row[level] = asked.get("target")
            rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="shots")
    parser.add_argument("--levels", default="hard,expert")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    levels = levels_argument(parser, args.levels)
    rows = shots(args.players, args.games, args.field, args.seed, levels)
    hit = {level: [int(row[level] == row["merlin"]) for row in rows] for level in levels}
    report = {"players": args.players, "games": args.games, "field": args.field, "seed": args.seed, "shots": len(rows),
              "hit_rate": {level: mean_interval(hit[level]) for level in levels},
              "difference_from_" + levels[0]: {level: mean_interval([a - b for a, b in zip(hit[level], hit[levels[0]])])
                                               for level in levels[1:]}}
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"Avalon recommended-{args.players}, field {args.field}, {args.games} games, {len(rows)} shots (seed {args.seed})")
    for level in levels:
        entry = report["hit_rate"][level]
        print(f"  {level:>8} hits Merlin {entry['mean']:6.1%}  [{entry['ci95'][0]:.1%}, {entry['ci95'][1]:.1%}]")
    for level, entry in report["difference_from_" + levels[0]].items():
        print(f"  {level} - {levels[0]}: {entry['mean']:+.3f}  [{entry['ci95'][0]:+.3f}, {entry['ci95'][1]:+.3f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
