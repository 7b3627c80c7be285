"""Does the expert tell a table of our own bots from one of strangers? (issue #17 items 2 and 4)

    PYTHONPATH=$PWD .venv/bin/python benchmarks/home_table.py --game resistance --players 7 --deals 150 \
        [--field normal --field gauntlet] [--seed S]

Each deal (arena.make_deal) is played with the expert in the measured seat and the field elsewhere. At every
vote of that seat while it is good, it records worlds.home_table_chance: the chance the other seats all vote
like our own level rather than each like one of the other styles. Printed per field and missions played:
the votes, the reading's mean and deciles, and the share at or above good.HOME_TABLE, where the expert takes
its home bars (Skill.home_vote_bars). The field says which kind of table it truly is.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import field_names, make_deal, make_player, seat_players  # noqa: E402
from desktop.bots.mission import good  # noqa: E402
from desktop.bots.mission.player import MissionPlayer  # noqa: E402
from desktop.bots.mission.worlds import home_table_chance  # noqa: E402
from desktop.bots.runner import play, seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


def readings(game_name: str, players: int, deals: int, seed: str, field: str) -> dict[int, list[float]]:
    """The measured seat's readings by missions played, over the deals where it is good."""
    game = GAMES[game_name]
    options = dict(game.presets()[f"recommended-{players}"]["options"]) if game_name == "avalon" else {}
    config, _ = game.validate_config({"players": players, "options": options})
    by_missions: dict[int, list[float]] = {}
    measured = {"seat": None}
    original = MissionPlayer.vote

    def vote(player, table, specs):
        if table.me == measured["seat"] and not table.i_am_evil:
            player.worlds(table)  # the seat's tally of the record, brought up to date
            chance = home_table_chance(table, player.model, player.evidence[False], player.skill.mission_evidence)
            if chance is not None:
                by_missions.setdefault(table.successes + table.fails, []).append(chance)
        return original(player, table, specs)

    MissionPlayer.vote = vote
    try:
        for index in range(deals):
            deal = make_deal(game, config, seed, index)
            if deal.side != game.good:
                continue
            names = seat_players(deal, field)
            measured["seat"] = deal.seat
            bots = [make_player(game.name, "expert" if seat == deal.seat else names[seat], seat, seat_rng(deal.seed, seat))
                    for seat in range(players)]
            play(game, deal.config, deal.seed, bots)
    finally:
        MissionPlayer.vote = original
    return by_missions


def summary(values: list[float]) -> dict:
    ordered = sorted(values)
    decile = lambda q: round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)  # noqa: E731
    return {"votes": len(ordered), "mean": round(sum(ordered) / len(ordered), 3), "p10": decile(0.1),
            "p50": decile(0.5), "p90": decile(0.9), "reads_home": round(sum(v >= good.HOME_TABLE for v in ordered) / len(ordered), 3)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", default="homechance")
    parser.add_argument("--field", action="append", help="repeatable (default: normal and gauntlet)")
    args = parser.parse_args(argv)
    if not 5 <= args.players <= 10:
        parser.error("--players must be 5-10")
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    fields = args.field or ["normal", "gauntlet"]
    for field in fields:
        try:
            field_names(field)
        except ValueError as error:
            parser.error(str(error))
    report = {field: {str(missions): summary(values) for missions, values in sorted(readings(
        args.game, args.players, args.deals, args.seed, field).items())} for field in fields}
    print(json.dumps({"game": args.game, "players": args.players, "deals": args.deals, "seed": args.seed, "fields": report}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
