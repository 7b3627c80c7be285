"""`safehouse review FILE --seat N [--json]`: the post-game review of a saved game from one seat.

Prints the key moments (what the seat did, what the expert would have done and why, how much it
mattered) and the coach's belief round by round. Headless: the engine and the bots, never Qt.
"""
from __future__ import annotations

import argparse

from . import argtypes
from .common import UsageError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a saved game: a host journal (.jsonl) or a .safehouse file")
    parser.add_argument("--seat", type=argtypes.count(0, 63), required=True, help="the seat to review from (0 is the first)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args) -> int:
    import json

    from desktop.review import ReviewError, review_file
    from desktop.review.reasons import describe_command

    try:
        review = review_file(args.file, args.seat)
    except ReviewError as error:
        raise UsageError(str(error)) from None
    if args.json:
        print(json.dumps(review.as_json(), ensure_ascii=False))
        return 0
    names = review.names
    outcome = review.outcome or {}
    result = f"{outcome.get('winner')} win ({outcome.get('reason')})" if outcome else "not finished"
    print(f"{review.game}: review from {names[review.seat]} ({review.side}); {result}")
    if not review.moments:
        print("no key moments: every decision matched the expert's")
    for moment in review.moments:
        swing = "" if moment.swing is None else f" [swing {moment.swing:+.2f}]"
        print(f"round {moment.round}, {moment.decision} ({moment.tag}): you {describe_command(moment.chosen, names)}; "
              f"expert {describe_command(moment.expert, names)}{swing}")
        print(f"    {moment.why}")
    print("belief (chance of being a spy, by round):" if review.game != "bodyguard" else "belief (chance of being the assassin, by round):")
    for point in review.belief:
        odds = "  ".join(f"{names[s]} {round(100 * p):3d}%" for s, p in sorted(point["odds"].items()))
        print(f"  {'start' if point['round'] == 0 else 'after ' + str(point['round'])}: {odds}")
    return 0
