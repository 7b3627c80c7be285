"""Kill the host (SIGKILL, a subprocess `safehouse host`) mid-game, start it again, finish the game."""
from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sys
from pathlib import Path

import pytest

from desktop.engine import GAMES
from desktop.engine.core.journal import replay_lines
from desktop.net.bot_player import BotPlayer
from desktop.net.client import RemoteSeat

pytestmark = pytest.mark.asyncio
ROOT = Path(__file__).resolve().parents[2]


async def start_host(env, *args):
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "desktop", "host", "--address", "127.0.0.1", "--no-discovery", "--json", *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env, cwd=ROOT)
    line = (await asyncio.wait_for(process.stdout.readline(), 20)).decode()
    assert line.startswith("listening on 127.0.0.1:"), line + (await process.stderr.read()).decode()
    return process, int(line.rsplit(":", 1)[1])


async def test_host_killed_and_restarted_mid_game(tmp_path):
    env = {**os.environ, "SAFEHOUSE_DATA_DIR": str(tmp_path)}
    host, port = await start_host(env, "--game", "resistance", "--players", "5", "--bots", "random", "random",
                                  "--bot-delay", "0.01,0.02")
    clients = [await RemoteSeat.async_join("127.0.0.1", port, f"p{n}", reconnect_seconds=30) for n in range(3)]
    bots = [BotPlayer(c, "resistance", "random", c.seat, random.Random(n), (0.01, 0.02), stop_at_outcome=True)
            for n, c in enumerate(clients)]
    games = asyncio.gather(*(bot.async_run() for bot in bots))
    while max(c.seq for c in clients) < 4:
        await asyncio.sleep(0.01)
    host.send_signal(signal.SIGKILL)
    await host.wait()
    journal = next(tmp_path.glob("tables/*/game-0001.jsonl"))
    played_before = journal.read_text().count("\n")
    assert played_before > 2

    again, again_port = await start_host(env, "--resume")
    assert again_port == port  # a resumed table listens where its players knew it
    outcomes = await asyncio.wait_for(games, 60)
    result = json.loads((await asyncio.wait_for(again.stdout.readline(), 30)).decode())
    await again.wait()
    assert again.returncode == 0
    assert outcomes == [result["outcome"]] * 3
    assert all(c.reconnects >= 1 for c in clients)
    # Nothing played was lost: the one journal holds the whole game, before and after the kill.
    lines = journal.read_text().splitlines()
    assert len(lines) >= played_before
    _, state = replay_lines(lines, GAMES)
    assert GAMES["resistance"].outcome(state) == result["outcome"]
    for client in clients:
        await client.async_close()
