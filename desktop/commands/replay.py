"""`safehouse replay FILE [--json]`: replay a journal; print the outcome and the public log."""
from __future__ import annotations

import argparse

from .common import fail


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game journal (.jsonl), e.g. written by `safehouse sim --save DIR`")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args) -> int:
    import json

    from desktop.engine import GAMES
    from desktop.engine.core.journal import JournalError, read_journal_file

    try:
        game, state = read_journal_file(args.file, GAMES).replay(GAMES)
    except JournalError as error:
        error.path = args.file  # as the user typed it
        status = 2 if error.code in FILE_ARGUMENT_ERRORS else 1
        if not args.json:
            return fail(str(error), status)
        print(json.dumps({"error": {"line": error.line, "code": error.code, "message": str(error)}}))
        return status
    outcome = game.outcome(state)
    public_log = game.events_for(state, None)
    if args.json:
        print(json.dumps({"game": game.name, "players": state.config["players"], "commands": len(state.commands),
                          "outcome": outcome, "log": public_log}, ensure_ascii=False))
        return 0
    print(f"{game.name}, {state.config['players']} players, {len(state.commands)} commands")
    for number, event in enumerate(public_log, start=1):
        details = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in event.items() if k != "kind")
        print(f"{number:4d}. {event['kind']}" + (f": {details}" if details else ""))
    if outcome is None:
        print("the game is not over: the journal stops mid-game")
    else:
        print(f"outcome: {outcome.get('winner')} win ({outcome.get('reason')})")
    return 0


FILE_ARGUMENT_ERRORS = ("unreadable", "not_a_file")  # the path itself is wrong: a usage error (exit 2)
