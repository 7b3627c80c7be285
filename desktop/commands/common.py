"""What the commands share: the parser, the game arguments, and `run_command`, the one place where a
command's expected failures become one line on stderr (`safehouse: error: ...`) and an exit code:
2 for bad usage, 1 for a failure at run time, 130 for Ctrl-C, never a traceback. Output into a pipe
whose reader stopped (`| head`) ends quietly, with exit code 1.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import sys

from . import argtypes

USAGE, FAILED, INTERRUPTED = 2, 1, 130


class UsageError(Exception):
    """A bad argument: printed as one line, exit code 2."""


class CommandFailed(Exception):
    """The command could not do its job (unreachable host, refused join, ...): one line, exit code 1."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line, like every other error of ours."""

    def error(self, message: str):
        self.exit(USAGE, f"safehouse: error: {message} (see {self.prog} --help)\n")


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="resistance", help="resistance, avalon or bodyguard")
    parser.add_argument("--players", type=argtypes.count(1), default=None, help="number of seats")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable); see --list-options")
    parser.add_argument("--preset", default=None, help="a named preset of options (see --list-options)")


def resolve_game(args):
    from desktop.engine import GAMES

    if args.game not in GAMES:
        raise UsageError(f"unknown game {args.game!r}; known: {', '.join(sorted(GAMES))}")
    return GAMES[args.game]


def build_config(game, args) -> dict:
    """The config from --players, --preset and --option, validated by the engine."""
    from desktop.engine.core import ConfigError

    players = args.players if args.players is not None else game.min_players
    options: dict = {}
    if args.preset:
        presets = game.presets()
        if args.preset not in presets:
            raise UsageError(f"unknown preset {args.preset!r}; known: {', '.join(sorted(presets)) or 'none'}")
        preset = presets[args.preset]
        players = preset.get("players", players) if args.players is None else players
        options.update(preset.get("options", {}))
    try:
        options.update(game.option_set().parse_pairs(args.option))
        config, _warnings = game.validate_config({"players": players, "options": options})
    except ConfigError as error:
        raise UsageError(error.message) from None
    return config


def parse_levels(text: str | None, players: int, default: str = "random") -> list[str]:
    from desktop.bots import LEVELS

    levels = [part.strip() for part in (text or default).split(",") if part.strip()]
    if len(levels) == 1:
        levels = levels * players
    if len(levels) != players:
        raise UsageError(f"--bots takes one level or one per seat ({players}), not {len(levels)}")
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise UsageError(f"unknown bot level {unknown[0]!r}; known: {', '.join(LEVELS)}")
    return levels


def fail(message: str, code: int = USAGE) -> int:
    with contextlib.suppress(OSError):  # stderr itself may be a closed pipe
        print(f"safehouse: error: {printable(message)}", file=sys.stderr, flush=True)
    return code


def printable(text: str, limit: int = 500) -> str:
    """One line that cannot drive the terminal: a hostile host's words may be in it (escapes, newlines)."""
    text = "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def run_command(run, args) -> int:
    """Run a command's `run(args)`; its expected failures become one line and an exit code."""
    try:
        code = int(run(args) or 0)
        sys.stdout.flush()  # here, so a closed pipe is caught below and not at exit
        return code
    except UsageError as error:
        return fail(str(error), USAGE)
    except CommandFailed as error:
        return fail(str(error), FAILED)
    except BrokenPipeError:
        return _output_closed()
    except OSError as error:
        return fail(describe_os_error(error), FAILED)
    except KeyboardInterrupt:
        return INTERRUPTED


def run_async(main, args) -> int:
    """Run a command's async `main(args)` on a fresh event loop."""
    import asyncio

    return asyncio.run(main(args))


def describe_os_error(error: OSError) -> str:
    """One line: `PATH: reason` for a file, the reason alone otherwise, in the system's words
    (asyncio's own are longer: "error while attempting to bind on address ...")."""
    if isinstance(error.errno, int) and error.errno > 0:  # (a resolver's errno is negative: its strerror says it)
        reason = os.strerror(error.errno)
    else:
        reason = error.strerror or str(error) or type(error).__name__
    return f"{error.filename}: {reason}" if error.filename else reason


def _output_closed() -> int:
    """Whoever read our output stopped (`safehouse sim --json | head -c 10`): stop quietly, like other tools.

    Python's last flush at exit would fail again and print a traceback, so stdout now points at devnull."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return FAILED
