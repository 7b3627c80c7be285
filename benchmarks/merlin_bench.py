"""How often a level's Merlin survives the shot, before and after Merlin mixes (issue #17 item 5).

    .venv/bin/python benchmarks/merlin_bench.py --level hard --assassin hunter,reader [--players 5] [--games 200]

Every deal (roles, first leader, seed) is played twice: Merlin's seat is the level with
`merlin_mixes` off (before: merlin_hides only) and on (after, merlin.py); everything else is the
same. The other good seats are drawn from `--good` (default: the gauntlet styles), every evil seat
is the `--assassin` player: a level or style name (`reader` is the gauntlet's strict vote reader,
whose shot is avalon.merlin_odds), or `hunter`: the hard level with the expert's shot (it replays
every vote as a plain good seat and as Merlin, avalon.simulated_odds), far cheaper than the whole
expert. The Avalon setup is the game's default (Merlin, the Assassin and minions, as DeepRole's
arena) unless `--roles` names the roles in play.

Reports per assassin and variant: good's win rate, how often good reaches the shot (three
successes), and Merlin's survival of the shot; with the paired difference of good's win rate
(after - before, 95% interval) over the same deals.
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

from desktop.bots.arena import field_names, make_player, mean_interval  # noqa: E402
from desktop.bots.runner import play, seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

HUNTER = "hunter"


def deal(game, players: int, roles_in_play: list[str] | None, rng: random.Random) -> dict:
    options = {"roles_in_play": roles_in_play} if roles_in_play else {}
    config, _ = game.validate_config({"players": players, "options": options})
    roles = list(game.role_deck(config))
    rng.shuffle(roles)
    pinned, _ = game.validate_config({"players": players, "options": {**config["options"], "roles": roles,
                                                                      "first_leader": rng.randrange(players)}})
    return pinned


def build(game, name: str, seat: int, seed: str):
    if name == HUNTER:
        bot = make_player(game.name, "hard", seat, seat_rng(seed, seat))
        bot.player.skill = replace(bot.player.skill, replays_merlin_hunt=True)
        return bot
    return make_player(game.name, name, seat, seat_rng(seed, seat))


def play_one(game, config: dict, seed: str, level: str, mixes: bool, assassin: str, good_names: list[str]) -> dict:
    roles = config["options"]["roles"]
    bots = []
    for seat, role in enumerate(roles):
        if role == "merlin":
            bot = make_player(game.name, level, seat, seat_rng(seed, seat))
            bot.player.skill = replace(bot.player.skill, merlin_mixes=mixes)
        elif game.side_of(role) == game.evil:
            bot = build(game, assassin, seat, seed)
        else:
            bot = build(game, good_names[seat], seat, seed)
        bots.append(bot)
    state = play(game, config, seed, bots)
    outcome = game.outcome(state) or {}
    good_won = outcome.get("winner") == game.good
    shot = sum(1 for m in state.missions if m and m.get("result") == "success") >= 3
    return {"good": good_won, "shot": shot}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--assassin", default=f"{HUNTER},reader", help="comma list: hunter, a level or a style")
    parser.add_argument("--good", default="gauntlet", help="the field the other good seats are drawn from")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", default="merlin")
    parser.add_argument("--roles", default="", help="comma list of roles in play (default: the game's)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = GAMES["avalon"]
    try:
        good_field = field_names(args.good)
        assassins = [a.strip() for a in args.assassin.split(",") if a.strip()]
        for name in assassins:
            if name != HUNTER:
                field_names(name)
    except ValueError as error:
        print(f"merlin_bench: {error}", file=sys.stderr)
        return 2
    roles_in_play = [r.strip() for r in args.roles.split(",") if r.strip()] or None
    report = {}
    started = time.monotonic()
    for assassin in assassins:
        rows = {False: [], True: []}
        for index in range(args.games):
            rng = random.Random(f"{args.seed}:{index}")
            config = deal(game, args.players, roles_in_play, rng)
            good_names = [rng.choice(good_field) for _ in range(args.players)]
            seed = f"{args.seed}:{index}"
            for mixes in (False, True):
                rows[mixes].append(play_one(game, config, seed, args.level, mixes, assassin, good_names))
            if (index + 1) % 25 == 0:
                print(f"  {assassin}: {index + 1}/{args.games} deals, {time.monotonic() - started:.0f} s", file=sys.stderr)
        cell = {}
        for mixes, name in ((False, "before"), (True, "after")):
            games = rows[mixes]
            shots = [g for g in games if g["shot"]]
            cell[name] = {"good_wins": round(sum(g["good"] for g in games) / len(games), 4),
                          "reached_shot": round(len(shots) / len(games), 4),
                          "merlin_survived": round(sum(g["good"] for g in shots) / len(shots), 4) if shots else None,
                          "shots": len(shots)}
        cell["good_wins_paired_difference"] = mean_interval(
            [float(a["good"]) - float(b["good"]) for a, b in zip(rows[True], rows[False])])
        report[assassin] = cell
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"Avalon {args.players}, Merlin {args.level}, good seats from {args.good}, {args.games} deals, seed {args.seed}")
    print(f"{'assassin':<10} {'variant':<7} {'good wins':>9} {'reach shot':>10} {'survives':>9} {'shots':>6}")
    for assassin, cell in report.items():
        for name in ("before", "after"):
            row = cell[name]
            survived = "-" if row["merlin_survived"] is None else f"{row['merlin_survived']:.1%}"
            print(f"{assassin:<10} {name:<7} {row['good_wins']:>9.1%} {row['reached_shot']:>10.1%} {survived:>9} {row['shots']:>6}")
        diff = cell["good_wins_paired_difference"]
        print(f"{assassin:<10} after-before good wins {diff['mean']:+.3f} [{diff['ci95'][0]:+.3f}, {diff['ci95'][1]:+.3f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
