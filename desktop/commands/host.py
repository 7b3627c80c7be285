"""`safehouse host`: serve one LAN table headless. No Qt.

The first line printed is `listening on ADDRESS:PORT`. Bots sit in the last seats (`--bots`), the
other seats wait for `safehouse join` clients (or the app). The game starts when every seat is filled;
when it ends the outcome is printed (`--json`: one JSON object) and the host exits.
With `--resume [TABLE_ID]` a table whose host stopped mid-game is brought back, on its old port.
"""
from __future__ import annotations

import argparse
import sys

from . import argtypes
from .common import CommandFailed, UsageError, add_game_arguments, build_config, describe_os_error, fail, resolve_game, run_async


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_game_arguments(parser)
    parser.add_argument("--bots", nargs="+", default=[], metavar="LEVEL", help="bot seats (the last seats), one level each; commas work too")
    parser.add_argument("--address", type=argtypes.address, default="0.0.0.0", help="address to listen on (default 0.0.0.0, every interface)")
    parser.add_argument("--port", type=argtypes.port, default=None, help="TCP port (default: any free port, or a resumed table's old one)")
    parser.add_argument("--name", type=argtypes.text(60), default="Safehouse", help="the table's name, as others see it")
    parser.add_argument("--password", type=argtypes.text(100, 0), default="", help="a password players need to join")
    parser.add_argument("--seed", type=argtypes.seed, default=None, help="the first game's seed (default: random)")
    parser.add_argument("--no-discovery", action="store_true", help="do not advertise the table with zeroconf")
    parser.add_argument("--discovery-interface", type=argtypes.ip, action="append", default=None, metavar="IP",
                        help="advertise only on this interface address (repeatable; default: 127.0.0.1 when listening there, else all)")
    parser.add_argument("--bot-delay", type=argtypes.bot_delay, default="0.8,2.5", metavar="LOW,HIGH", help="seconds a bot pauses before answering (jittered)")
    parser.add_argument("--decision-seconds", type=argtypes.seconds(0, above=True), default=None, help="time limit per decision (default: none)")
    parser.add_argument("--min-decision-seconds", type=argtypes.seconds(0), default=None, metavar="SECONDS",
                        help="the least time a vote, mission or play-or-pass window stays open, so its length tells nothing "
                             "(default: the bots' longest pause, at most 1.5; 0: off)")
    parser.add_argument("--seat-grace", type=argtypes.seconds(0), default=60.0, help="seconds a dropped seat is held before a bot stands in")
    parser.add_argument("--resume", nargs="?", const="latest", default=None, metavar="TABLE_ID", help="resume an unfinished table")
    parser.add_argument("--json", action="store_true", help="print the outcome as one JSON object")


def run(args) -> int:
    return run_async(_async_run, args)


def _build_host(args):
    from desktop.bots import LEVELS
    from desktop.net.host import Host
    from desktop.net.resume import resume_host
    from desktop.net.storage import TableStore, unfinished_tables

    unfinished = unfinished_tables()
    if args.resume:
        chosen = unfinished if args.resume == "latest" else [s for s in unfinished if s.table_id == args.resume]
        if not chosen:
            raise UsageError(f"no unfinished table {args.resume!r} to resume")
        overrides = {} if args.min_decision_seconds is None else {"min_decision_seconds": args.min_decision_seconds}
        host = resume_host(chosen[0], **overrides)  # ResumeError: the files are left as they were
        for note in host.resume_notes:
            print(f"note: {note}", file=sys.stderr)
        return host
    if unfinished:
        latest = unfinished[0].table_id
        note = f"table {latest} is damaged; `safehouse host --resume {latest}` says why" if unfinished[0].status() is None \
            else f"unfinished table {latest} can be resumed with: safehouse host --resume {latest}"
        print(f"note: {note}", file=sys.stderr)
    game = resolve_game(args)
    config = build_config(game, args)
    levels = [level.strip() for text in args.bots for level in text.split(",") if level.strip()]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise UsageError(f"unknown bot level {unknown[0]!r}; known: {', '.join(LEVELS)}")
    players = config["players"]
    if len(levels) > players:
        raise UsageError(f"{len(levels)} bots for {players} seats")
    seats = ["open"] * (players - len(levels)) + levels
    seed = None if args.seed is None else (int(args.seed) if args.seed.lstrip("-").isdigit() else args.seed)
    return Host(game, config, seats=seats, seed=seed, table_name=args.name, password=args.password,
                bot_delay=args.bot_delay, decision_seconds=args.decision_seconds,
                min_decision_seconds=args.min_decision_seconds, seat_grace=args.seat_grace,
                store=TableStore.create())


async def _async_run(args) -> int:
    import json

    from desktop.net.resume import ResumeError

    try:
        host = _build_host(args)
    except ResumeError as error:  # a stored table that cannot be brought back as it was: exit 1
        return fail(str(error), 1)
    advertiser = None
    try:
        port = args.port if args.port is not None else (host.previous_port or 0)
        try:
            address, port = await host.async_listen(args.address, port)
        except OSError as error:
            raise CommandFailed(f"cannot listen on {args.address}:{port}: {describe_os_error(error)}") from None
        print(f"listening on {address}:{port}", flush=True)
        await host.async_start()
        if not args.no_discovery:
            advertiser = await _async_advertise(host, args, address, port)
        outcome = await host.async_wait_outcome()
        result = {"table": host.table.name, "table_id": host.store.table_id, "game": host.game.name,
                  "players": host.table.config["players"], "outcome": outcome}
        if args.json:
            print(json.dumps(result, ensure_ascii=False), flush=True)
        else:
            print(f"game over: {outcome.get('winner')} ({outcome.get('reason')})", flush=True)
        return 0
    finally:
        if advertiser is not None:
            await advertiser.async_close()
        await host.async_close()


async def _async_advertise(host, args, address: str, port: int):
    from desktop.net.discovery import Advertiser

    interfaces = args.discovery_interface
    if interfaces is None and address.startswith("127."):
        interfaces = [address]  # a loopback table is advertised on loopback only
    addresses = (interfaces or _lan_addresses()) if address == "0.0.0.0" else [address]
    advertiser = Advertiser(port, addresses, interfaces)
    await advertiser.async_start(host.table.public())
    host.on_lobby_change.append(advertiser.update)
    return advertiser


def _lan_addresses() -> list[str]:
    import ifaddr

    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
    return [ip for ip in found if not ip.startswith("127.")] or ["127.0.0.1"]
