"""A whole game of every game in GAMES over TCP on 127.0.0.1, a bot client in every seat."""
from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from desktop.engine import GAMES
from desktop.net import Host, Update
from desktop.net.bot_player import BotPlayer
from desktop.net.client import RemoteSeat

from .conftest import GAME_NAMES, LOOPBACK, assert_nothing_left

pytestmark = pytest.mark.asyncio


async def play_over_tcp(host: Host, players: int, executor) -> tuple[list, RemoteSeat]:
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    watcher = await RemoteSeat.async_join(*address, "watcher", spectate=True)
    clients = [await RemoteSeat.async_join(*address, f"bot {n}") for n in range(players)]
    bots = [BotPlayer(c, host.game.name, "random", c.seat, random.Random(n), (0, 0), executor, stop_at_outcome=True)
            for n, c in enumerate(clients)]
    outcomes = await asyncio.wait_for(asyncio.gather(*(bot.async_run() for bot in bots)), 60)
    return outcomes, watcher, clients


@pytest.mark.parametrize("game_name", GAME_NAMES)
async def test_full_game_over_tcp(game_name, threads_before):
    game = GAMES[game_name]
    players = min(game.max_players, max(game.min_players, 5))
    executor = ThreadPoolExecutor(2, thread_name_prefix="test-bots")
    host = Host(game_name, {"players": players}, seed=f"tcp:{game_name}", bot_delay=(0, 0))
    outcomes, watcher, clients = await play_over_tcp(host, players, executor)
    expected = await host.async_wait_outcome()
    assert all(outcome == expected for outcome in outcomes)
    # The spectator saw the same ending, through the public view only.
    last = None
    while (message := await asyncio.wait_for(watcher.async_receive(), 5)) is not None:
        if isinstance(message, Update):
            last = message
            assert "you" not in message.view and "legal" not in message.view
            if message.view.get("outcome"):
                break
    assert last.view["outcome"] == expected
    for client in [watcher, *clients]:
        await client.async_close()
    await host.async_close()
    executor.shutdown(wait=True)
    await assert_nothing_left(threads_before)
