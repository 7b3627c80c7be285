"""The `safehouse` command: the app with no arguments, or one of the subcommands.

Headless subcommands (sim, replay, arena, host, join) never import PySide6: each lives in its own
module under `desktop.commands`, imported only when called, so `safehouse sim` starts fast and runs
on a machine without a display.
"""
from __future__ import annotations

import argparse
import importlib
import sys

# name -> (module under desktop.commands, one-line help)
SUBCOMMANDS = {
    "sim": ("sim", "play many headless games between bots and print statistics"),
    "replay": ("replay", "replay a saved game journal and print its outcome and public log"),
    "arena": ("arena", "measure a bot level against another in paired games"),
    "host": ("host", "host a LAN table headless"),
    "join": ("join", "join a LAN table headless with a bot, or list the tables found"),
    "screenshot": ("screenshot", "render every screen of the app to PNG files, in a real window"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="safehouse", description="Hidden-role table games: The Resistance, Avalon, Bodyguard.",
        epilog="With no COMMAND the app opens; `safehouse GAME.safehouse` opens that saved game's replay.")
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
    if argv and argv[0] in SUBCOMMANDS:
        name = argv[0]
        module = _load(SUBCOMMANDS[name][0])
        parser = argparse.ArgumentParser(prog=f"safehouse {name}", description=SUBCOMMANDS[name][1])
        module.add_arguments(parser)
        args = parser.parse_args(argv[1:])
        return int(module.run(args) or 0)
    game_file = None
    if argv and argv[-1].lower().endswith(".safehouse"):  # opened from a game file (the file association)
        argv, game_file = argv[:-1], argv[-1]
    parser = build_parser()
    args = parser.parse_args(argv)
    from desktop import app  # the only path that imports Qt

    return app.run(self_test=args.self_test, lang=args.lang, game_file=game_file)
