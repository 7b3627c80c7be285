"""What a level's votes give away, and how well it reads others' (issue #17, items 2 and 3).

    .venv/bin/python benchmarks/spy_votes.py --level hard [--players 5] [--games 400] [--field gauntlet]
        [--table resistance|spies]

Two tables, each from games seeded `--seed`:
- as spies: every spy seat is the level, every resistance seat the field. How often its spies approve
  a clean team and reject a team holding a spy, and its exposure: after each mission, the spy
  probability a strict vote reader (gauntlet/reading.py, knowing only the public record) puts on the
  level's spies minus its average on the resistance seats; "votes only" is the same reader reading
  votes and selections but not mission results (what the votes themselves give away).
- as resistance: one resistance seat is the level, every other seat the field: how often it approves
  a team holding a spy and a clean team, and how often its own proposals hold a spy.
Both tables also give how often the level's side won.
Votes where only one answer was allowed are not counted; "off the hammer" leaves out the fifth
proposal of a round, which good always approves.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import field_names, make_player  # noqa: E402
from desktop.bots.mission.readers import STRICT, STRICT_VOTES_ONLY, reader_odds  # noqa: E402
from desktop.bots.mission.reading import with_hammer  # noqa: E402
from desktop.bots.runner import play, seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


def deal(game, players: int, seed: str, rng: random.Random, options: dict) -> dict:
    config, _ = game.validate_config({"players": players, "options": options})
    roles = list(game.role_deck(config))
    rng.shuffle(roles)
    pinned, _ = game.validate_config({"players": players, "options": {**options, "roles": roles,
                                                                      "first_leader": rng.randrange(players)}})
    return pinned


def play_one(game, config: dict, seed: str, level: str, level_seats: set[int], field: list[str], rng: random.Random):
    names = [rng.choice(field) for _ in range(config["players"])]
    bots = [make_player(game.name, level if s in level_seats else names[s], s, seat_rng(seed, s))
            for s in range(config["players"])]
    rounds: list[list[float]] = []
    rounds_votes: list[list[float]] = []

    def after(state, seat, command):
        played = sum(1 for m in state.missions if m)
        if played > len(rounds):
            view = game.view(state, None)
            rounds.append(reader_odds(view, STRICT))
            rounds_votes.append(reader_odds(view, STRICT_VOTES_ONLY))

    state = play(game, config, seed, bots, on_command=after)
    return state, rounds, rounds_votes


def vote_counts(state, game, seats: set[int], counts: Counter, prefix: str) -> None:
    evil = {s for s in range(state.players) if state.sides[s] == game.evil}
    for record, hammer in with_hammer(state.vote_history):
        team = set(record["team"])
        dirty = bool(team & evil)
        if record["leader"] in seats:
            counts[(prefix, "proposals")] += 1
            counts[(prefix, "proposals dirty")] += dirty
        for seat, approve in (record["votes"] or {}).items():
            if int(seat) not in seats:
                continue
            for scope in ("all", "off hammer") if not hammer else ("all",):
                counts[(prefix, scope, dirty)] += 1
                counts[(prefix, scope, dirty, "yes")] += bool(approve)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=400, help="games per table (default: 400)")
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="votes")
    parser.add_argument("--table", choices=["both", "spies", "resistance"], default="both",
                        help="play only one of the two tables (default: both)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    field = field_names(args.field)
    options = dict(game.presets()[f"recommended-{args.players}"]["options"]) if args.game == "avalon" else {}
    counts: Counter = Counter()
    gap = [[0.0, 0] for _ in range(5)]
    gap_votes = [[0.0, 0] for _ in range(5)]
    for index in range(args.games):
        for role in ("spies", "resistance") if args.table == "both" else (args.table,):
            seed = f"{args.seed}:{role}:{index}"
            rng = random.Random(seed)
            config = deal(game, args.players, seed, rng, options)
            sides = [game.side_of(r) for r in config["options"]["roles"]]
            spies = {s for s in range(args.players) if sides[s] == game.evil}
            good = [s for s in range(args.players) if s not in spies]
            seats = spies if role == "spies" else {rng.choice(good)}
            state, rounds, rounds_votes = play_one(game, config, seed, args.level, seats, field, rng)
            vote_counts(state, game, seats, counts, role)
            counts[(role, "games")] += 1
            counts[(role, "won")] += any(s in seats for s in (game.outcome(state) or {}).get("winning_seats", []))
            if role == "spies":
                for table, odds_by_round in ((gap, rounds), (gap_votes, rounds_votes)):
                    for r, odds in enumerate(odds_by_round):
                        table[r][0] += sum(odds[s] for s in spies) / len(spies) - sum(odds[s] for s in good) / len(good)
                        table[r][1] += 1

    def rate(*key):
        n = counts[key]
        return round(counts[(*key, "yes")] / n, 4) if n else None

    report = {
        "level": args.level, "game": args.game, "players": args.players, "games": args.games, "field": field, "seed": args.seed,
        "spies": {"approves_clean": rate("spies", "all", False), "rejects_own": round(1 - (rate("spies", "all", True) or 0), 4),
                  "approves_clean_off_hammer": rate("spies", "off hammer", False),
                  "rejects_own_off_hammer": round(1 - (rate("spies", "off hammer", True) or 0), 4),
                  "won": round(counts[("spies", "won")] / max(1, counts[("spies", "games")]), 4),
                  "exposure_by_round": [round(s / n, 4) for s, n in gap if n],
                  "exposure_votes_only_by_round": [round(s / n, 4) for s, n in gap_votes if n]},
        "resistance": {"won": round(counts[("resistance", "won")] / max(1, counts[("resistance", "games")]), 4),
                       "approves_dirty": rate("resistance", "all", True), "approves_clean": rate("resistance", "all", False),
                       "approves_dirty_off_hammer": rate("resistance", "off hammer", True),
                       "approves_clean_off_hammer": rate("resistance", "off hammer", False),
                       "proposals_dirty": round(counts[("resistance", "proposals dirty")] / max(1, counts[("resistance", "proposals")]), 4)},
    }
    if args.json:
        print(json.dumps(report))
        return 0
    s, r = report["spies"], report["resistance"]
    print(f"{args.level} in {args.game} at {args.players} players, field {args.field}, {args.games} games a table, seed {args.seed}")
    if args.table != "resistance":
        print_spies(s)
    if args.table != "spies":
        print(f"  as resistance: won {r['won']:.1%}; approves teams with a spy {r['approves_dirty']:.1%} (off the hammer {r['approves_dirty_off_hammer']:.1%}), "
              f"clean teams {r['approves_clean']:.1%} (off the hammer {r['approves_clean_off_hammer']:.1%}); "
              f"its proposals hold a spy {r['proposals_dirty']:.1%}")
    return 0


def print_spies(s: dict) -> None:
    print(f"  as spies: won {s['won']:.1%}; approves clean teams {s['approves_clean']:.1%} (off the hammer {s['approves_clean_off_hammer']:.1%}), "
          f"rejects its own {s['rejects_own']:.1%} (off the hammer {s['rejects_own_off_hammer']:.1%})")
    print("    exposure after each mission (reader's P(spy) on its spies minus on resistance seats): "
          + ", ".join(f"{v:+.3f}" for v in s["exposure_by_round"]))
    print("    the same, votes and selections only:                                             "
          + ", ".join(f"{v:+.3f}" for v in s["exposure_votes_only_by_round"]))


if __name__ == "__main__":
    raise SystemExit(main())
