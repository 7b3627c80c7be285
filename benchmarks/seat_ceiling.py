"""How much one good seat can win by knowing more: hard's play with the true evil set as its belief (issue #17 item 4).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/seat_ceiling.py --game resistance --players 7 --deals 1000 \
        --seed S [--field gauntlet] [--base hard] [--log FILE]

The expert's search and beliefs can at best make a good seat play as if it knew who the spies are. This
measures that bound. Each good-side deal (arena.make_deal) is played with the measured seat as `--base`
and as three seers, the same field elsewhere, so the differences are paired:
- seer: `--base` with its own belief replaced by the true evil set, for its votes and its teams;
- seer_votes: only its votes read the true set (its teams come from its own belief);
- seer_teams: only its teams do;
- with --votes, seer_rejects and seer_approves: the seat's own vote, changed to the true set's only where
  that rejects a team the seat would approve (or only where it approves one the seat would reject).
The table's view of the seat (its public belief) is never touched: only what the seat knows changes, not
how the table reads it. A seer cheats by construction, so this is a benchmark, not a level: its one use is
to say how much of a good seat's result is left to win by inference, and whether that is in votes or teams.
Prints one JSON object: win rates and each seer minus the base, with 95% intervals.
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
from desktop.bots.arena import field_names, make_deal, mean_interval, play_deal  # noqa: E402
from desktop.bots.mission.player import MissionPlayer  # noqa: E402
from desktop.bots.mission.worlds import Worlds  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402
from desktop.bots.skilled_bot import SkilledBot  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

SEERS = {"seer": ("vote", "propose"), "seer_votes": ("vote",), "seer_teams": ("propose",)}


class Truth:
    """The deal's true evil seats, set before each game (the one thing a seer knows that its view does not)."""
    seats: tuple[int, ...] = ()


def _peeking(method_name: str):
    """A MissionPlayer method that, for a seer level that peeks at this kind of decision, runs with the
    seat's own belief replaced by the true evil set."""
    original = getattr(MissionPlayer, method_name)
    kind = "vote" if method_name == "vote" else "propose"

    def wrapped(self, table, specs):
        if kind not in SEERS.get(self.skill.name, ()) or "worlds" in self.__dict__:  # not a seer here, or already seeing
            return original(self, table, specs)
        own = self.worlds

        def seen(table_, public=False):
            if public:
                return own(table_, public=True)
            mask = sum(1 << seat for seat in Truth.seats)
            return Worlds(table_.players, [(mask, Truth.seats)], [1.0])

        self.worlds = seen
        try:
            return original(self, table, specs)
        finally:
            del self.worlds  # the class's own belief again
    return wrapped


def _half_seeing(peeking_vote):
    """The vote split in two (--votes): seer_rejects takes the true set's vote only where it rejects what the
    seat's own belief approves, seer_approves only where it approves what the seat would reject."""
    def vote(self, table, specs):
        half = self.skill.name
        if half not in ("seer_rejects", "seer_approves"):
            return peeking_vote(self, table, specs)
        own = peeking_vote(self, table, specs)
        self.skill, name = replace(self.skill, name="seer"), self.skill
        try:
            seen = peeking_vote(self, table, specs)
        finally:
            self.skill = name
        wanted = not seen["approve"] if half == "seer_rejects" else seen["approve"]
        return seen if own["approve"] != seen["approve"] and wanted else own
    return vote


def install(base: str, halves: bool = False) -> list[str]:
    MissionPlayer.vote = _peeking("vote")
    MissionPlayer.propose = _peeking("propose")
    if halves:
        MissionPlayer.vote = _half_seeing(MissionPlayer.vote)
        SEERS.update({"seer_rejects": (), "seer_approves": ()})
    for name in SEERS:
        LEVEL_SKILLS[name] = replace(LEVEL_SKILLS[base], name=name)
        LEVELS[name] = type(name, (SkilledBot,), {"level": name})
    return [base, *SEERS]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--deals", type=int, default=1000, help="good-side deals")
    parser.add_argument("--seed", default="ceiling")
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--base", default="hard", choices=["normal", "hard"])
    parser.add_argument("--log", help="append each deal's wins by level to this file as a JSON line")
    parser.add_argument("--votes", action="store_true", help="also seer_rejects and seer_approves: where the vote's room is")
    args = parser.parse_args()
    if args.deals < 1:
        parser.error(f"--deals {args.deals}: at least one deal")
    game = GAMES[args.game]
    preset = game.presets().get(f"recommended-{args.players}") if args.game == "avalon" else {"options": {}}
    if preset is None:
        parser.error(f"--players {args.players}: Avalon has no recommended-{args.players} preset")
    try:
        config, _ = game.validate_config({"players": args.players, "options": dict(preset["options"])})
        field_names(args.field)
    except ValueError as error:  # a ConfigError too
        parser.error(str(error))
    names = install(args.base, args.votes)
    wins: dict[str, list[int]] = {name: [] for name in names}
    started, index = time.perf_counter(), 0
    while len(wins[args.base]) < args.deals:
        deal = make_deal(game, config, args.seed, index)
        index += 1
        if deal.side != game.good:
            continue
        roles = deal.config["options"]["roles"]
        Truth.seats = tuple(seat for seat, role in enumerate(roles) if game.side_of(role) == game.evil)
        for name in names:
            wins[name].append(int(play_deal(game, deal, name, args.field)["won"]))
        if args.log:
            with open(args.log, "a", encoding="utf-8") as log:
                log.write(json.dumps({"deal": index - 1, **{name: w[-1] for name, w in wins.items()}}) + "\n")
        if len(wins[args.base]) % 100 == 0:
            running = {name: round(sum(a - b for a, b in zip(w, wins[args.base])) / len(w), 4) for name, w in wins.items() if name != args.base}
            print(f"{len(wins[args.base])}/{args.deals} deals, {time.perf_counter() - started:.0f} s, minus {args.base} {running}", file=sys.stderr)
    report = {"game": args.game, "players": args.players, "deals": args.deals, "seed": args.seed, "field": args.field, "base": args.base,
              "win_rate": {name: round(sum(w) / len(w), 4) for name, w in wins.items()},
              f"minus_{args.base}": {name: mean_interval([a - b for a, b in zip(wins[name], wins[args.base])]) for name in SEERS},
              "seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
