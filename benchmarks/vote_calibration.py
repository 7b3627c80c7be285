"""Is a good seat's vote belief calibrated? The chance it gives a team to be clean, against the truth (issue #17 items 2 and 4).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/vote_calibration.py --game resistance --players 5 --deals 1000 \
        --seed S [--field gauntlet] [--level hard] [--log FILE]

Each good-side deal (arena.make_deal) is played with `--level` in the measured seat and the field elsewhere. At every
vote the seat casts with a choice, off the hammer, it records the chance it judges the team to be clean
(good.judged_clean: where the level judges by the worlds where its vote decides, that chance), its vote, and
after the game whether the team held a spy. Votes are binned by that chance, in tenths, apart for the first
mission and later ones. A calibrated belief's bins hold about as many clean teams as their chance says; where
they hold fewer, a good seat approves teams it should not (what a bar on the chance, good.vote_bar, corrects).
Prints one JSON object: per bin, the votes, the share of clean teams and the share the seat approved.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots import LEVELS  # noqa: E402
from desktop.bots.arena import field_names, make_deal, make_player, seat_players  # noqa: E402
from desktop.bots.fallback import choices, find_spec  # noqa: E402
from desktop.bots.mission import good  # noqa: E402
from desktop.bots.mission.player import MissionPlayer  # noqa: E402
from desktop.bots.mission.teams import team_score  # noqa: E402
from desktop.bots.mission.worlds import mask_of  # noqa: E402
from desktop.bots.runner import play, seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


class Recorder:
    """Wraps MissionPlayer.vote for the measured seat: (first mission?, judged chance, team, vote) per vote."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.votes: list[tuple[bool, float, tuple[int, ...], bool]] = []
        self.original = MissionPlayer.vote

    def __enter__(self) -> "Recorder":
        recorder = self

        def vote(player, table, specs):
            command = recorder.original(player, table, specs)
            if table.me == recorder.seat and not table.i_am_evil and table.vote_track < 4 and len(choices(find_spec(specs, "vote"), "approve")) > 1:
                worlds = player.worlds(table)
                plain = team_score(worlds, mask_of(table.team), table.needed())
                chance = good.judged_clean(table, worlds, player.model, plain) if good.judges_where_vote_decides(table, player.skill) else plain
                recorder.votes.append((table.successes + table.fails == 0, chance, tuple(table.team), command["approve"]))
            return command

        MissionPlayer.vote = vote
        return self

    def __exit__(self, *exc) -> None:
        MissionPlayer.vote = self.original


def calibration(game_name: str, players: int, deals: int, seed: str, field: str, level: str, log=None) -> dict:
    game = GAMES[game_name]
    options = dict(game.presets()[f"recommended-{players}"]["options"]) if game_name == "avalon" else {}
    config, _ = game.validate_config({"players": players, "options": options})  # Avalon: its recommended preset
    bins: dict[str, list[int]] = {}
    started = time.monotonic()
    with Recorder() as recorder:
        for index in range(deals):
            deal = make_deal(game, config, seed, index)
            if deal.side != game.good:
                continue
            names = seat_players(deal, field)
            bots = [make_player(game.name, level if seat == deal.seat else names[seat], seat, seat_rng(deal.seed, seat))
                    for seat in range(players)]
            recorder.seat, recorder.votes = deal.seat, []
            play(game, deal.config, deal.seed, bots)
            evil = {seat for seat, role in enumerate(deal.config["options"]["roles"]) if game.side_of(role) != game.good}
            for first, chance, team, approve in recorder.votes:
                key = f"{'first' if first else 'later'} {min(int(chance * 10), 9) / 10:.1f}"
                counts = bins.setdefault(key, [0, 0, 0])
                counts[0] += 1
                counts[1] += not (set(team) & evil)
                counts[2] += approve
            if log is not None:
                log.write(json.dumps({"deal": index, "votes": [list(v) for v in recorder.votes], "evil": sorted(evil)}) + "\n")
            if (index + 1) % 200 == 0:
                print(f"{index + 1}/{deals} deals, {time.monotonic() - started:.0f} s", file=sys.stderr)
    return {key: {"votes": n, "clean": round(clean / n, 3), "approved": round(yes / n, 3)}
            for key, (n, clean, yes) in sorted(bins.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", default="calibration")
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--level", default="hard", choices=[name for name in LEVELS if name != "random"])
    parser.add_argument("--log", type=argparse.FileType("w"))
    args = parser.parse_args(argv)
    if not 5 <= args.players <= 10:
        parser.error("--players must be 5-10")
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    try:
        field_names(args.field)
    except ValueError as error:
        parser.error(str(error))
    bins = calibration(args.game, args.players, args.deals, args.seed, args.field, args.level, args.log)
    print(json.dumps({"game": args.game, "players": args.players, "deals": args.deals, "seed": args.seed,
                      "field": args.field, "level": args.level, "bins": bins}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
