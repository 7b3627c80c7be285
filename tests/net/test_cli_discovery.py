"""Discovery on 127.0.0.1 only, and the headless `safehouse host` / `safehouse join` commands."""
from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.engine import GAMES
from desktop.net import Host
from desktop.net.discovery import Advertiser, async_discover

from .conftest import GAME_NAMES, LOOPBACK, assert_nothing_left

ROOT = Path(__file__).resolve().parents[2]
ONLY_LOOPBACK = [LOOPBACK]


def test_headless_commands_never_import_qt():
    code = ("import sys; from desktop.commands import host, join; import desktop.net, desktop.net.discovery, "
            "desktop.net.client, desktop.net.resume, desktop.net.storage; "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'qasync', 'ui')]; print(bad); sys.exit(bool(bad))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.asyncio
async def test_advert_is_found_and_follows_the_seats(threads_before):
    host = Host("resistance", {"players": 5}, seats=["open", "open"] + ["random"] * 3, table_name="Loopback table",
                bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    advertiser = Advertiser(address[1], ONLY_LOOPBACK, ONLY_LOOPBACK)
    await advertiser.async_start(host.table.public())
    host.on_lobby_change.append(advertiser.update)
    found = await async_discover(5, ONLY_LOOPBACK, until=lambda t: t["port"] == address[1])
    mine = [t for t in found if t["port"] == address[1]]
    assert mine and mine[0]["name"] == "Loopback table" and mine[0]["free_seats"] == 2 and mine[0]["game"] == "resistance"
    assert mine[0]["address"] == LOOPBACK and not mine[0]["password"]
    seat = host.local_seat("someone")
    await asyncio.sleep(0.3)
    found = await async_discover(5, ONLY_LOOPBACK, until=lambda t: t["port"] == address[1] and t["free_seats"] == 1)
    assert [t["free_seats"] for t in found if t["port"] == address[1]] == [1]
    seat.close()
    await advertiser.async_close()
    await host.async_close()
    await assert_nothing_left(threads_before)


def run_safehouse(*args, env):
    return subprocess.Popen([sys.executable, "-m", "desktop", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("game_name", GAME_NAMES)
def test_host_and_joins_find_each_other_by_zeroconf(game_name, tmp_path):
    env = {**os.environ, "SAFEHOUSE_DATA_DIR": str(tmp_path)}
    players = GAMES[game_name].min_players
    host = run_safehouse("host", "--game", game_name, "--players", str(players), "--bots", *["random"] * (players - 2),
                         "--address", LOOPBACK, "--name", f"cli {game_name}", "--bot-delay", "0,0", "--json", env=env)
    try:
        first = host.stdout.readline()
        assert first.startswith("listening on 127.0.0.1:"), first + host.stderr.read()
        port = int(first.rsplit(":", 1)[1])
        if game_name != GAME_NAMES[0]:
            listing = None  # listing once is enough; each listing browses for its full time
        else:
            listing = subprocess.run([sys.executable, "-m", "desktop", "join", "--discover", "--list", "--json", "--discover-seconds", "3",
                                      "--discovery-interface", LOOPBACK], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
            tables = [json.loads(line) for line in listing.stdout.splitlines()]
            assert any(t["port"] == port and t["free_seats"] == 2 and t["game"] == game_name for t in tables), listing.stdout
        joins = [run_safehouse("join", "--discover", "--game", game_name, "--discovery-interface", LOOPBACK, "--json", env=env)
                 for _ in range(2)]
        results = [json.loads(j.communicate(timeout=60)[0].splitlines()[-1]) for j in joins]
        hosted = json.loads(host.communicate(timeout=60)[0].splitlines()[-1])
        assert results == [hosted["outcome"]] * 2
        assert host.returncode == 0
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()


NETNS = shutil.which("ip") and hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.mark.skipif(not NETNS, reason="needs root and `ip netns` to build two network namespaces")
def test_discovery_between_two_network_namespaces(tmp_path):
    suffix = str(os.getpid())
    a, b = f"sh-a-{suffix}", f"sh-b-{suffix}"
    setup = [["ip", "netns", "add", a], ["ip", "netns", "add", b],
             ["ip", "link", "add", f"va{suffix}"[:15], "type", "veth", "peer", "name", f"vb{suffix}"[:15]],
             ["ip", "link", "set", f"va{suffix}"[:15], "netns", a], ["ip", "link", "set", f"vb{suffix}"[:15], "netns", b],
             ["ip", "-n", a, "addr", "add", "10.77.0.1/24", "dev", f"va{suffix}"[:15]],
             ["ip", "-n", b, "addr", "add", "10.77.0.2/24", "dev", f"vb{suffix}"[:15]],
             ["ip", "-n", a, "link", "set", f"va{suffix}"[:15], "up"], ["ip", "-n", b, "link", "set", f"vb{suffix}"[:15], "up"],
             ["ip", "-n", a, "link", "set", "lo", "up"], ["ip", "-n", b, "link", "set", "lo", "up"]]
    try:
        for command in setup:
            done = subprocess.run(command, capture_output=True, text=True)
            if done.returncode != 0:
                pytest.skip(f"cannot build namespaces here: {' '.join(command)}: {done.stderr.strip()}")
        env = {**os.environ, "SAFEHOUSE_DATA_DIR": str(tmp_path)}
        host = subprocess.Popen(["ip", "netns", "exec", a, sys.executable, "-m", "desktop", "host", "--players", "5", "--bots",
                                 "random", "random", "random", "random", "--address", "10.77.0.1",
                                 "--discovery-interface", "10.77.0.1", "--bot-delay", "0,0", "--json"],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert host.stdout.readline().startswith("listening on 10.77.0.1:")
            joined = subprocess.run(["ip", "netns", "exec", b, sys.executable, "-m", "desktop", "join", "--discover",
                                     "--discovery-interface", "10.77.0.2", "--json"], cwd=ROOT, env=env,
                                    capture_output=True, text=True, timeout=60)
            assert joined.returncode == 0, joined.stderr
            hosted = json.loads(host.communicate(timeout=60)[0].splitlines()[-1])
            assert json.loads(joined.stdout.splitlines()[-1]) == hosted["outcome"]
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
    finally:
        subprocess.run(["ip", "netns", "del", a], capture_output=True)
        subprocess.run(["ip", "netns", "del", b], capture_output=True)
