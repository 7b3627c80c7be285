"""Argument handling the headless commands share: game, players, options, bot levels and pauses, running."""
from __future__ import annotations

import argparse
import sys


class UsageError(Exception):
    """A bad argument: printed as one line, exit code 2."""


def add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="resistance", help="resistance, avalon or bodyguard")
    parser.add_argument("--players", type=int, default=None, help="number of seats")
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


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def parse_bot_delay(text: str) -> tuple[float, float]:
    """--bot-delay LOW,HIGH: the seconds a bot pauses before answering (jittered between them)."""
    try:
        low, high = (float(part) for part in text.split(","))
    except ValueError:
        raise UsageError("--bot-delay takes LOW,HIGH in seconds, e.g. 0.8,2.5") from None
    if not 0 <= low <= high:
        raise UsageError("--bot-delay needs 0 <= LOW <= HIGH")
    return low, high


def run_reporting_usage(body, args) -> int:
    """Run a command's `body(args)`: a UsageError is one line on stderr and exit code 2."""
    try:
        return body(args)
    except UsageError as error:
        return fail(str(error))


def run_async(main, args) -> int:
    """Run a command's async `main(args)`: a UsageError is one line and exit code 2, Ctrl-C is 130."""
    try:
        import asyncio

        return asyncio.run(main(args))
    except UsageError as error:
        return fail(str(error))
    except KeyboardInterrupt:
        return 130
