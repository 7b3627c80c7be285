"""Host benchmarks on loopback. `.venv/bin/python benchmarks/net_bench.py [--samples N] [--games N]`

1. Latency: 10 seats and 20 spectators, all TCP clients on 127.0.0.1 (in this process, on the same event
   loop as the host, so the figure includes every client's decoding). For each command, the time from
   sending it to the last client that gets a new view having it: median and p99.
2. Throughput and memory: N games back to back (rematches) on one host with 5 in-process bot seats;
   resident memory before and after.
3. `--churn`: 1,000 connections come and go (100 more sit idle) at a 5-seat table while its honest game
   is played (the churn in its own process at the lowest CPU priority, standing for other machines, and
   paused and resumed every 0.4 s): the command->view p99 of commands sent while it ran and while paused,
   over rounds of 1,000 until each rests on `--samples` commands (1,500 unless given), as tests/net/test_churn.py.
4. `--idle`: the hostile guest's load of issue #18: 1,000 connections say hello and sit idle, then 300
   spectators come and go one at a time; the time those 300 take (the caps lifted, so all are served).
5. `--lan`: for each game, a `safehouse host` and ten `safehouse join --discover --bot random` processes
   find each other by zeroconf on 127.0.0.1; mid-game one client is killed and the host is killed
   (SIGKILL) and resumed; every surviving client must print the host's outcome.
"""
from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop.net import Host  # noqa: E402
from desktop.net.client import RemoteSeat  # noqa: E402
from tests.net.churn import Timed, command_latencies  # noqa: E402  (timed seat clients, timed commands)


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def latency(samples: int) -> list[float]:
    host = Host("resistance", {"players": 10}, bot_delay=(0, 0), autostart=False)
    address = await host.async_listen("127.0.0.1", 0)
    await host.async_start()
    seats = [Timed(await RemoteSeat.async_join(*address, f"seat {n}")) for n in range(10)]
    watchers = [Timed(await RemoteSeat.async_join(*address, f"tv {n}", spectate=True)) for n in range(20)]
    host.start_game()
    found = await command_latencies(host, seats, samples, random.Random(1), watchers=watchers)
    for timed in seats + watchers:
        await timed.client.async_close()
        await timed.task
    await host.async_close()
    return found


async def churned(connections: int, idle: int, samples: int) -> None:
    from tests.net.churn import p99, rounds

    host = Host("resistance", {"players": 5}, bot_delay=(0, 0), min_decision_seconds=0, autostart=False,
                max_connections=128, max_spectators=64)
    await host.async_listen("127.0.0.1", 0)
    await host.async_start()
    seats = [Timed(await RemoteSeat.async_join(*host.address, f"seat {n}")) for n in range(5)]
    host.start_game()
    started = time.perf_counter()
    quiet, during, reports = await rounds(host, seats, random.Random(7), connections=connections, idle=idle,
                                          concurrency=10, samples=samples, max_rounds=10)
    took = time.perf_counter() - started
    for n, report in enumerate(reports, 1):
        print(f"  round {n}: {report['served']} served, {report['refused']} refused, {report['idle']} idle, churn "
              f"{report['seconds']} s: p99 quiet {1000 * report['quiet_p99']:.2f} ms, churned {1000 * report['churned_p99']:.2f} ms")
    print(f"churn ({len(reports)} rounds of {connections} connections, {took:.1f} s): command->view p99 quiet "
          f"{1000 * p99(quiet):.2f} ms (median {1000 * statistics.median(quiet):.2f}, {len(quiet)} commands), churned "
          f"{1000 * p99(during):.2f} ms (median {1000 * statistics.median(during):.2f}, {len(during)} commands): "
          f"{p99(during) / p99(quiet):.2f}x")
    for timed in seats:
        await timed.client.async_close()
        await timed.task
    await host.async_close()


async def idle_then_cycles(idle: int, cycles: int) -> None:
    import resource
    import subprocess

    resource.setrlimit(resource.RLIMIT_NOFILE, (4096, 4096))
    host = Host("resistance", {"players": 5}, bot_delay=(0, 0), autostart=False, max_connections=2 * idle,
                max_spectators=2 * idle)
    address = await host.async_listen("127.0.0.1", 0)
    churner = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.net.churn", str(address[1]), str(cycles), "1", str(idle), "0",
        cwd=Path(__file__).resolve().parent.parent, stdout=subprocess.PIPE,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (4096, 4096)))
    report = dict(item.split("=") for item in (await churner.communicate())[0].decode().split())
    print(f"{report['idle']} idle connections, then {cycles} spectators come and go one by one: {report['seconds']} s "
          f"({report['served']} served)")
    await host.async_close()


async def back_to_back(games: int) -> tuple[float, float, float]:
    host = Host("resistance", {"players": 5}, seats=["random"] * 5, bot_delay=(0, 0))
    await host.async_start()
    await host.async_wait_outcome()
    gc.collect()
    before = rss_mb()
    started = time.perf_counter()
    for _ in range(games):
        host.rematch()
        await host.async_wait_outcome()
    elapsed = time.perf_counter() - started
    gc.collect()
    after = rss_mb()
    await host.async_close()
    return before, after, games / elapsed


def lan(tmp: Path) -> None:
    import os

    from desktop.engine import GAMES

    for name, game in GAMES.items():
        env = {**os.environ, "SAFEHOUSE_DATA_DIR": str(tmp / name)}
        processes: list = []
        try:
            _lan_game(name, min(10, game.max_players), env, tmp / name, processes)
        finally:
            for process in processes:  # nothing of ours outlives a failed run
                if process.poll() is None:
                    process.kill()
                    process.wait()


def _lan_game(name: str, players: int, env: dict, data: Path, processes: list) -> None:
    import json
    import signal
    import subprocess

    def safehouse(*args: str) -> subprocess.Popen:
        process = subprocess.Popen([sys.executable, "-m", "desktop", *args], cwd=Path(__file__).resolve().parent.parent,
                                   env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        processes.append(process)
        return process

    start = time.perf_counter()
    host = safehouse("host", "--game", name, "--players", str(players), "--address", "127.0.0.1", "--seat-grace", "1",
                     "--min-decision-seconds", "0", "--json")
    assert host.stdout.readline().startswith("listening on")
    joins = [safehouse("join", "--discover", "--discovery-interface", "127.0.0.1", "--bot", "random",
                       "--bot-delay", "0.02,0.06", "--json", "--discover-seconds", "30") for _ in range(players)]
    journal = None
    while journal is None or journal.read_text().count("\n") < 8:
        time.sleep(0.05)
        journal = next(data.glob("tables/*/game-0001.jsonl"), None)
    joins[0].send_signal(signal.SIGKILL)  # a client dies: a bot stands in after the grace
    host.send_signal(signal.SIGKILL)  # the host dies: resumed from its journal on the same port
    host.wait()
    host = safehouse("host", "--resume", "--address", "127.0.0.1", "--json")  # the minimum window stays as stored
    assert host.stdout.readline().startswith("listening on")
    hosted = json.loads(host.communicate(timeout=300)[0].splitlines()[-1])["outcome"]
    outcomes = [json.loads(j.communicate(timeout=120)[0].splitlines()[-1]) for j in joins[1:]]
    assert outcomes == [hosted] * (players - 1), (outcomes, hosted)
    print(f"lan {name}: {players} joins found the host by zeroconf, one killed, host killed and resumed; "
          f"{players - 1} clients agree on {hosted['winner']} ({hosted['reason']}) in {time.perf_counter() - start:.1f} s",
          flush=True)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, help="commands timed (300; with --churn, 1,500 of each figure)")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--lan", action="store_true", help="run the ten-process LAN scenario instead")
    parser.add_argument("--churn", action="store_true", help="run the connection-churn scenario instead")
    parser.add_argument("--idle", action="store_true", help="run the idle-peers scenario instead")
    args = parser.parse_args()
    if args.churn:
        await churned(1000, 100, args.samples or 1500)
        return
    if args.idle:
        await idle_then_cycles(1000, 300)
        return
    if args.lan:
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            lan(Path(tmp))
        return
    found = sorted(await latency(args.samples or 300))
    p99 = found[min(len(found) - 1, int(0.99 * len(found)))]
    print(f"command -> every seat's new view, 10 seats + 20 spectators over TCP loopback ({len(found)} commands): "
          f"median {1000 * statistics.median(found):.2f} ms, p99 {1000 * p99:.2f} ms")
    before, after, rate = await back_to_back(args.games)
    print(f"{args.games} games back to back on one host: {rate:.0f} games/s; RSS {before:.1f} MB before, {after:.1f} MB after")


if __name__ == "__main__":
    asyncio.run(main())
