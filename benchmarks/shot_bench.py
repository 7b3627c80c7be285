"""The Merlin shot on its own: record the assassin's view at every shot, then score ways of shooting offline.

`collect` plays Avalon deals with a level in the Assassin's seat and the field in the others, and writes
one JSON line per game that reached the shot: the assassin's view then, its answer, the roles and the
field's players. `score` replays each recorded shot with every shooter named below (SHOOTERS) and
reports how often each hits Merlin or, with the lovers shot, Tristan and Isolde, paired on the same
shots. The history before the shot does not depend on how the
shot is chosen, so a shooter's hit rate on the recorded views is its hit rate in those games.

    PYTHONPATH=$PWD python benchmarks/shot_bench.py collect --players 7 --level expert --field gauntlet --deals 1000 --seed S --out F
    PYTHONPATH=$PWD python benchmarks/shot_bench.py score F [F ...]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots import make_bot  # noqa: E402
from desktop.bots.arena import make_deal, make_player, mean_interval, seat_players  # noqa: E402
from desktop.bots.fallback import choices, find_spec  # noqa: E402
from desktop.bots.mission import avalon, hunt  # noqa: E402
from desktop.bots.mission.reading import Table  # noqa: E402
from desktop.bots.runner import play, seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


class Recorder:
    """Wraps the assassin's bot: keeps its view and its answer at the shot."""

    def __init__(self, bot) -> None:
        self.bot, self.shot = bot, None
        self.observe = bot.observe

    def decide(self, view: dict) -> dict:
        command = self.bot.decide(view)
        if find_spec(view["legal"], "assassinate"):
            self.shot = {"view": view, "command": command}
        return command


def collect(args) -> int:
    game = GAMES["avalon"]
    options = dict(game.presets()[f"recommended-{args.players}"]["options"])
    config, _ = game.validate_config({"players": args.players, "options": options})
    started, shots = time.perf_counter(), 0
    with open(args.out, "a", encoding="utf-8") as out:
        for index in range(args.deals):
            deal = make_deal(game, config, args.seed, index)
            roles = deal.config["options"]["roles"]
            deal = replace(deal, seat=roles.index("assassin"), side="evil")
            field = seat_players(deal, args.field)
            bots = [make_player(game.name, args.level if seat == deal.seat else field[seat], seat, seat_rng(deal.seed, seat))
                    for seat in range(args.players)]
            recorder = bots[deal.seat] = Recorder(bots[deal.seat])
            play(game, deal.config, deal.seed, bots)
            if recorder.shot is not None:
                shots += 1
                merlin = roles.index(avalon.MERLIN)
                field[deal.seat] = args.level
                out.write(json.dumps({"deal": index, "players": args.players, "field": field, "roles": roles,
                                      "merlin": merlin, **recorder.shot}) + "\n")
            if (index + 1) % 100 == 0:
                print(f"{index + 1}/{args.deals} deals, {shots} shots, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


def _top(odds: dict[int, float], targets: list[int]) -> int:
    return max(sorted(targets), key=lambda s: (odds.get(s, 0.0), -s))


def _merlin_alone(table: Table, specs: list[dict], odds: dict[int, float]) -> dict:
    """The shot before hunt.shot_odds: Merlin's reading alone, against the lovers' own (avalon.lovers_odds)."""
    target = _top(odds, choices(find_spec(specs, "assassinate"), "target"))
    lovers = find_spec(specs, "assassinate_lovers")
    pairs = avalon.lovers_odds(table, lovers["params"]["targets"]["of"]) if lovers else {}
    pair = max(sorted(pairs), key=lambda p: pairs[p]) if pairs else None
    if pair is not None and pairs[pair] > odds.get(target, 0.0):
        return {"kind": "assassinate_lovers", "targets": list(pair)}
    return {"kind": "assassinate", "target": target}


def _level(name: str):
    return lambda table, specs: make_bot("avalon", name, table.me, random.Random(0)).decide(table.view)


# Each shooter answers the recorded shot with a command: the levels as they play, and the shots before
# stop 49 (normal's is what hard's was; the expert's read Merlin alone, then the lovers apart).
SHOOTERS = {
    "normal": _level("normal"),
    "hard": _level("hard"),
    "expert_merlin_alone": lambda table, specs: _merlin_alone(table, specs, hunt.merlin_odds(table, avalon.knowing_play(table))),
    "expert": _level("expert"),
}


def hit(command: dict, roles: list[str]) -> bool:
    if command.get("kind") == "assassinate_lovers":
        return sorted(roles[s] for s in command["targets"]) == ["isolde", "tristan"]
    return roles[command["target"]] == avalon.MERLIN


def score(args) -> int:
    records = [json.loads(line) for path in args.files for line in open(path, encoding="utf-8")]
    hits: dict[str, list[int]] = {name: [] for name in SHOOTERS}
    for record in records:
        table = Table(record["view"])
        for name, shoot in SHOOTERS.items():
            hits[name].append(int(hit(shoot(table, record["view"]["legal"]), record["roles"])))
    report = {"shots": len(records), "hit_rate": {name: round(sum(h) / max(1, len(h)), 4) for name, h in hits.items()},
              "hard_minus_normal": mean_interval([a - b for a, b in zip(hits["hard"], hits["normal"])]),
              "expert_minus_hard": mean_interval([a - b for a, b in zip(hits["expert"], hits["hard"])]),
              "expert_minus_expert_merlin_alone": mean_interval([a - b for a, b in zip(hits["expert"], hits["expert_merlin_alone"])])}
    print(json.dumps(report))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    c = commands.add_parser("collect")
    c.add_argument("--players", type=int, default=7)
    c.add_argument("--level", default="expert")
    c.add_argument("--field", default="gauntlet")
    c.add_argument("--deals", type=int, default=1000)
    c.add_argument("--seed", required=True)
    c.add_argument("--out", required=True)
    s = commands.add_parser("score")
    s.add_argument("files", nargs="+")
    args = parser.parse_args()
    return collect(args) if args.command == "collect" else score(args)


if __name__ == "__main__":
    sys.exit(main())
