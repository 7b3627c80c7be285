"""The `safehouse` command: the app with no arguments, or one of the subcommands.

Headless subcommands (sim, replay, review, arena, host, join, tutorial) never import PySide6: each lives in its own
module under `desktop.commands`, imported only when called, so `safehouse sim` starts fast and runs
on a machine without a display.
"""
from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys

from desktop import logs
from desktop.commands.common import Parser, run_command  # stdlib only: the parser and the one error wrapper
from desktop.version import version

GAME_FILE_SUFFIX = ".safehouse"  # ui/saved_games.GAME_FILE_SUFFIX (the CLI never imports ui)

# name -> (module under desktop.commands, one-line help)
SUBCOMMANDS = {
    "sim": ("sim", "play many headless games between bots and print statistics"),
    "replay": ("replay", "replay a saved game journal and print its outcome and public log"),
    "review": ("review", "review a saved game from one seat: key moments, the expert's choice and why, the belief"),
    "arena": ("arena", "measure a bot level against another in paired games"),
    "host": ("host", "host a LAN table headless"),
    "join": ("join", "join a LAN table headless with a bot, or list the tables found"),
    "tutorial": ("tutorial", "play every tutorial headless and check its steps and texts (--check), or list them"),
    "screenshot": ("screenshot", "render every screen of the app to PNG files, in a real window"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="safehouse", description="Hidden-role table games: The Resistance, Avalon, Bodyguard.",
        epilog="With no COMMAND the app opens; `safehouse GAME.safehouse` opens that saved game's replay.")
    parser.add_argument("--version", action="version", version=f"safehouse {version()}")
    parser.add_argument("--verbose", action="store_true", help="log debug messages and print the log to stderr too (any command)")
    parser.add_argument("--self-test", action="store_true", help="open the app offscreen, play a bot game through the host, exit 0 if all is well")
    parser.add_argument("--lang", choices=["en", "es", "vi"], help="the app's language (default: the system's)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        command_parser = sub.add_parser(name, help=help_text, description=help_text)
        _load(module_name).add_arguments(command_parser)
    return parser


def _load(module_name: str):
    return importlib.import_module(f"desktop.commands.{module_name}")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    verbose = "--verbose" in argv  # before or after the command: every command logs
    argv = [arg for arg in argv if arg != "--verbose"]
    try:
        return _main(argv, verbose)
    except KeyboardInterrupt:  # Ctrl-C: a clean exit, not a traceback
        logging.getLogger(__name__).info("interrupted")
        print("safehouse: interrupted", file=sys.stderr)
        return 130


def _main(argv: list[str], verbose: bool) -> int:
    if argv and argv[0] in SUBCOMMANDS:
        name = argv[0]
        module = _load(SUBCOMMANDS[name][0])
        parser = Parser(prog=f"safehouse {name}", description=SUBCOMMANDS[name][1])
        module.add_arguments(parser)
        args = parser.parse_args(argv[1:])
        logs.setup(name, verbose)
        return run_command(module.run, args)
    game_files = [arg for arg in argv if arg.lower().endswith(GAME_FILE_SUFFIX)]  # the file association
    argv = [arg for arg in argv if arg not in game_files]
    args = build_parser().parse_args(argv)
    for path in game_files:
        if not os.path.isfile(path):
            print(f"safehouse: no such saved game: {path}", file=sys.stderr)
            return 2
    logs.setup("self-test" if args.self_test else "app", verbose)
    from desktop import app  # the only path that imports Qt

    return app.run(self_test=args.self_test, lang=args.lang, game_files=game_files)
