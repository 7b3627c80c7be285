"""How often good seats vote as cover.plain_vote (a mission-only normal in their seat) would: the rates
cover.AGREES and cover.AGREES_AT weigh a table's votes by (issue #17 item 3).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/plain_vote_agreement.py --game avalon --players 10 \
        --field normal --games 20

Every seat is drawn per game from --field (a level, a style, gauntlet, or a comma list); every good seat's vote
off the hammer is compared with plain_vote's from the public record then. Printed by whether the seat's role
knows seats (Merlin, Percival, the lovers) or not, and all told.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import field_names, make_player  # noqa: E402
from desktop.bots.mission import cover  # noqa: E402
from desktop.bots.runner import play  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

PLAIN_ROLES = ("loyal_servant", "resistance")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="avalon", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--field", default="normal")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", default="agree")
    args = parser.parse_args()
    game = GAMES[args.game]
    preset = game.presets().get(f"recommended-{args.players}")
    config = preset if args.game == "avalon" and preset else {"players": args.players, "options": {}}
    names = field_names(args.field)
    counts = {True: [0, 0], False: [0, 0]}  # knowing role: [agreeing votes, votes]
    for number in range(args.games):
        seed = f"{args.seed}:{number}"
        rng = random.Random(seed)
        bots = [make_player(args.game, rng.choice(names), seat, random.Random(f"{seed}:{seat}")) for seat in range(args.players)]
        view = game.view(play(game, config, seed, bots), None)
        good = game.sides[0]
        rejections: dict[int, int] = {}
        for index, record in enumerate(view.get("vote_history") or []):
            round_ = record.get("round", 0)
            hammer = rejections.get(round_, 0) >= 4
            if not record.get("approved"):
                rejections[round_] = rejections.get(round_, 0) + 1
            if hammer or not record.get("votes"):
                continue
            then = {**cover._before(view, index, record), "leader": record["leader"], "mission": record.get("mission", round_),
                    "vote_track": rejections.get(round_, 0) - (not record.get("approved"))}
            for seat, yes in record["votes"].items():
                seat = int(seat)
                if view["sides_by_seat"][seat] != good:
                    continue
                knowing = view["roles"][seat] not in PLAIN_ROLES
                counts[knowing][0] += cover.plain_vote(then, seat, good) == bool(yes)
                counts[knowing][1] += 1
    total = [sum(c[0] for c in counts.values()), sum(c[1] for c in counts.values())]
    for label, (agree, votes) in (("plain roles", counts[False]), ("knowing roles", counts[True]), ("all", total)):
        print(f"{label}: {agree / max(1, votes):.3f} of {votes} votes agree with plain_vote")
    return 0


if __name__ == "__main__":
    sys.exit(main())
