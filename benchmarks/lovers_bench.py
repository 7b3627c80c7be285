"""Which shot each level's assassin takes at the end of a lovers or Cleric-hunt game, and how often it hits (issue #17 item 5 (d)).

    .venv/bin/python benchmarks/lovers_bench.py [--preset recommended-9] [--games 100] [--field gauntlet] [--seed S]
        [--roles merlin,percival,cleric,assassin,morgana --cleric-hunt]

Avalon games of `--preset` (one with Tristan and Isolde) are played by the field; at every assassination
each level of `--levels` is asked, on the assassin's own view, what it would do (and, as `level:merlin` /
`level:lovers`, what it would do were that the only shot offered): shoot Merlin (a hit if
the seat is Merlin), the lovers (a hit if the pair is Tristan and Isolde) or hunt the Cleric (a hit if
the seat is the Cleric: the hunt's first step only, so an upper bound on the hunt's wins). Paired on the same views;
the report gives each level's hit rate and how often it chose the lovers, with 95% intervals.
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


def hit(command: dict, roles: list[str]) -> tuple[int, int]:
    """(hit?, lovers shot?) of an assassination command."""
    if command.get("kind") == "assassinate_lovers":
        return int(sorted(roles[s] for s in command["targets"]) == ["isolde", "tristan"]), 1
    if command.get("kind") == "hunt_cleric":  # a hit here: the Cleric found (the hunt's first step only)
        return int(roles[command["target"]] == "cleric"), 1
    return int(roles[command.get("target")] == "merlin") if command.get("target") is not None else 0, 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="recommended-9")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="lovers")
    parser.add_argument("--levels", default="hard,expert")
    parser.add_argument("--roles", default="", help="comma list: roles_in_play instead of the preset's")
    parser.add_argument("--cleric-hunt", action="store_true", help="the Cleric hunt is a shot (options.cleric_hunt)")
    args = parser.parse_args()
    levels = levels_argument(parser, args.levels)
    preset = GAME.presets()[args.preset]
    players = int(args.preset.rsplit("-", 1)[1])
    options = dict(preset["options"])
    if args.roles:
        options["roles_in_play"] = [role.strip() for role in args.roles.split(",") if role.strip()]
    if args.cleric_hunt:
        options["cleric_hunt"] = True
    config, _ = GAME.validate_config({"players": players, "options": options})
    rows: list[dict] = []
    for index, state, _seat, view, command in decisions(GAME, config, args.seed, args.games, args.field,
                                                        lambda done: f"lovers_bench: {done}/{args.games} games, {len(rows)} shots",
                                                        every=10):
        kinds = {spec["kind"] for spec in view.get("legal") or ()}
        other = next((kind for kind in ("assassinate_lovers", "hunt_cleric") if kind in kinds), None)
        if other and "assassinate" in kinds:
            row = {}
            for level in levels:
                for name, keep in ((level, kinds), (f"{level}:merlin", {"assassinate"}), (f"{level}:{other}", {other})):
                    asked = {**view, "legal": [spec for spec in view["legal"] if spec["kind"] in keep]}
                    row[name] = hit(MissionPlayer(LEVEL_SKILLS[level], random.Random(f"{args.seed}:{index}")).decide(asked, []),
                                    list(state.roles))
            rows.append(row)
    report = {"preset": args.preset, "games": args.games, "field": args.field, "seed": args.seed, "shots": len(rows),
              "hit_rate": {name: mean_interval([row[name][0] for row in rows]) for name in (rows[0] if rows else levels)},
              "other_chosen": {level: mean_interval([row[level][1] for row in rows]) for level in levels},
              "difference_from_" + levels[0]: {level: mean_interval([row[level][0] - row[levels[0]][0] for row in rows])
                                               for level in levels[1:]}}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
