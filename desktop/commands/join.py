"""`safehouse join`: sit at a LAN table headless and play it with a bot, or list the tables found. No Qt.

    safehouse join 192.168.1.20:52000 --bot random
    safehouse join --discover [--game resistance] --bot random
    safehouse join --discover --list [--json]

If the connection drops, the client reconnects with its seat token for `--reconnect-seconds`.
When the game ends it prints the outcome (`--json`: one JSON object) and exits.
"""
from __future__ import annotations

import argparse
import logging

from . import argtypes
from .common import CommandFailed, UsageError, describe_os_error, run_async

log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("target", nargs="?", type=argtypes.address_and_port, default=None, metavar="ADDRESS:PORT",
                        help="the host to join")
    parser.add_argument("--discover", action="store_true", help="find a table with zeroconf instead of an address")
    parser.add_argument("--list", action="store_true", help="with --discover: list the tables found and exit")
    parser.add_argument("--game", default=None, help="with --discover: only tables of this game")
    parser.add_argument("--bot", default="random", metavar="LEVEL", help="the bot level that plays our seat")
    parser.add_argument("--name", type=argtypes.text(40), default=None, help="our name at the table (default: the bot's level)")
    parser.add_argument("--password", type=argtypes.text(100, 0), default="", help="the table's password")
    parser.add_argument("--seat", type=argtypes.count(0, 63), default=None, help="the seat to take (default: the first open one)")
    parser.add_argument("--bot-delay", type=argtypes.bot_delay, default="0,0", metavar="LOW,HIGH", help="seconds our bot pauses before answering")
    parser.add_argument("--discover-seconds", type=argtypes.seconds(0, above=True), default=10.0, help="how long to browse")
    parser.add_argument("--discovery-interface", type=argtypes.ip, action="append", default=None, metavar="IP",
                        help="browse only on this interface address (repeatable; default: all)")
    parser.add_argument("--reconnect-seconds", type=argtypes.seconds(0), default=60.0, help="how long to keep trying after a drop")
    parser.add_argument("--json", action="store_true", help="print JSON")


def run(args) -> int:
    return run_async(_async_run, args)


def _joinable(args):
    from desktop.net.protocol import PROTOCOL_VERSION

    def ok(table: dict) -> bool:
        return (table["free_seats"] > 0 and table["version"] == PROTOCOL_VERSION and table["status"] == "lobby"
                and (args.game is None or table["game"] == args.game) and (not table["password"] or bool(args.password)))
    return ok


async def _async_run(args) -> int:
    import json

    from desktop.bots import LEVELS
    from desktop.net.discovery import async_discover

    if args.list:
        if not args.discover:
            raise UsageError("--list goes with --discover")
        tables = await async_discover(args.discover_seconds, args.discovery_interface)
        for table in tables:
            if args.json:
                print(json.dumps(table, ensure_ascii=False))
            else:
                lock = " (password)" if table["password"] else ""
                print(f"{table['address']}:{table['port']}  {table['name']}  {table['game']}  "
                      f"{table['free_seats']}/{table['players']} free  {table['status']}{lock}")
        return 0
    if args.bot not in LEVELS:
        raise UsageError(f"unknown bot level {args.bot!r}; known: {', '.join(LEVELS)}")
    if args.target is None and not args.discover:
        raise UsageError("give ADDRESS:PORT or --discover")
    outcome = await _async_play(args)
    print(json.dumps(outcome, ensure_ascii=False) if args.json else f"game over: {outcome.get('winner')} ({outcome.get('reason')})",
          flush=True)
    return 0


async def _async_play(args) -> dict:
    import asyncio
    import random
    from concurrent.futures import ThreadPoolExecutor

    from desktop.net.bot_player import BotPlayer
    from desktop.net.client import HostBrokeProtocol, JoinRefused, RemoteSeat
    from desktop.net.discovery import async_discover

    name = args.name or f"{args.bot} bot"
    loop = asyncio.get_running_loop()
    give_up = loop.time() + max(args.discover_seconds, 1.0)
    while True:
        if args.target is not None:
            address, port = args.target
        else:
            tables = [t for t in await async_discover(max(0.5, give_up - loop.time()), args.discovery_interface, until=_joinable(args))
                      if _joinable(args)(t)]
            if not tables:
                raise CommandFailed("no table with a free seat was found")
            address, port = tables[0]["address"], tables[0]["port"]
        try:
            seat = await RemoteSeat.async_join(address, port, name, args.password, args.seat,
                                               reconnect_seconds=args.reconnect_seconds)
            break
        except JoinRefused as error:
            # Another client took the last seat between the advert and our join: look again.
            if args.target is not None or error.code not in ("table_full", "seat_taken") or loop.time() > give_up:
                raise CommandFailed(f"the host at {address}:{port} refused us: {error}") from None
        except HostBrokeProtocol as error:
            raise CommandFailed(f"cannot join {address}:{port}: {error}") from None
        except OSError as error:
            raise CommandFailed(f"cannot reach {address}:{port}: {describe_os_error(error)}") from None
    executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="safehouse-join-bot")
    try:
        game_name = (seat.lobby or {}).get("game", "")
        player = BotPlayer(seat, game_name, args.bot, seat.seat or 0, random.Random(), args.bot_delay, executor,
                           stop_at_outcome=True)
        try:
            outcome = await player.async_run()
        except Exception as error:  # the host's lobby and views steer the bot: a hostile host can feed it anything
            log.debug("the bot failed on what the host sent", exc_info=True)
            raise CommandFailed(f"the host at {address}:{port} sent what our bot cannot play "
                                f"({type(error).__name__}: {str(error)[:120]})") from None
        if outcome is None:
            raise CommandFailed(f"the table at {address}:{port} closed before the game ended"
                                + (f": {seat.lost_reason}" if seat.lost_reason else ""))
        if not isinstance(outcome, dict):
            raise CommandFailed(f"the host at {address}:{port} sent an outcome that is not an object")
        return outcome
    finally:
        await seat.async_close()
        executor.shutdown(wait=True, cancel_futures=True)

