"""Churn at a host, and the honest game's command→view latency beside it (test_churn.py, net_bench.py).

`churn(port, connections, concurrency, idle)` runs in its own process (`python -m tests.net.churn PORT N C
IDLE [NICE]`, at niceness 19 unless told):
connections that say hello and hang up, or join as spectators and hang up, as fast as they can.
`command_latencies(host, seats, count)` plays `count` commands for the honest seats and returns, for
each, the time from sending it to the last seat whose view changed having that view. `interleaved`
times them while one churner runs and is paused in turns; `rounds` repeats that with a churner of
`connections` each round until both figures rest on `samples` commands.
"""
from __future__ import annotations

import asyncio
import random
import signal
import sys
import time

from desktop.engine.core import random_command
from desktop.net import Update
from desktop.net import protocol as p


class Timed:
    """A seat client whose reader notes when each update arrived."""

    def __init__(self, client) -> None:
        self.client = client
        self.arrived: dict[tuple[int, int], float] = {}
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while (message := await self.client.async_receive()) is not None:
            if isinstance(message, Update):
                self.arrived[(message.game, message.seq)] = time.perf_counter()


# An honest seat sends at most one frame per SEAT_GAP s, under the host's flood limit per connection
# (peer.py, 100 frames/s). Answering as fast as loopback allows, a seat could pass it on a fast
# machine, get `rate_limited`, and wait for ever for a command the host had refused.
SEAT_GAP = 0.012
STALL = 30.0  # s: a wait this long fails the test with what it waited for, rather than hanging


async def _until(condition, what: str) -> None:
    deadline = time.perf_counter() + STALL
    while not condition():
        if time.perf_counter() > deadline:
            raise AssertionError(f"waited {STALL:.0f} s for {what}")
        await asyncio.sleep(0.0005)


async def command_latencies(host, seats: list[Timed], count: int, rng: random.Random, until=None,
                            watchers: list[Timed] = ()) -> list[float]:
    """Play commands for the seats (the host's pending seat, lowest first) until `count` are timed, or
    `until()` turns true after at least `count` (the churn is over); rematches when a game ends. A
    command's time runs until the last seat (or spectator in `watchers`) whose view changed has it.
    Each seat keeps SEAT_GAP between its commands, as any honest client does."""
    found: list[float] = []
    last_sent: dict[int, float] = {}
    while len(found) < count or (until is not None and not until()):
        session = host.session
        if session.outcome is not None:
            host.rematch()
            await asyncio.sleep(0.01)
            continue
        seat = min(session.pending())
        client = seats[seat].client
        await _until(lambda: client.seq == session.feeds[seat].seq and client.game == session.number, f"seat {seat}'s view")
        gap = last_sent.get(seat, 0.0) + SEAT_GAP - time.perf_counter()
        if gap > 0:
            await asyncio.sleep(gap)
        before = {viewer: feed.seq for viewer, feed in session.feeds.items()}
        applied = len(session.state.commands)
        sent = last_sent[seat] = time.perf_counter()
        client.command(random_command(session.game.legal(session.state, seat), rng))
        await _until(lambda: len(session.state.commands) != applied, f"seat {seat}'s command to be applied")
        targets = [(seats[v], feed.seq) for v, feed in session.feeds.items() if v is not None and feed.seq != before[v]]
        public = session.feeds.get(None)
        if watchers and public is not None and public.seq != before[None]:
            targets += [(watcher, public.seq) for watcher in watchers]
        await _until(lambda: all((session.number, seq) in timed.arrived for timed, seq in targets), "the new views")
        found.append(max(timed.arrived[(session.number, seq)] for timed, seq in targets) - sent)
    return found


async def interleaved(host, seats: list[Timed], churner, rng: random.Random, phase: float = 0.4) -> tuple[list, list]:
    """(quiet, churned) latencies: the churner (an asyncio subprocess) is paused and resumed every `phase`
    seconds until it is done; a command counts as churned when sent while it ran. So both figures are
    measured over the same stretch of time, on a machine whose other load comes and goes."""
    loop = asyncio.get_running_loop()
    quiet: list[float] = []
    churned: list[float] = []
    running = True
    while churner.returncode is None:
        ends = loop.time() + phase
        (churned if running else quiet).extend(await command_latencies(
            host, seats, 0, rng, until=lambda: loop.time() >= ends or churner.returncode is not None))
        running = not running
        try:
            churner.send_signal(signal.SIGCONT if running else signal.SIGSTOP)
        except ProcessLookupError:
            break
    if churner.returncode is None:
        churner.send_signal(signal.SIGCONT)
    return quiet, churned


async def rounds(host, seats: list[Timed], rng: random.Random, *, connections: int, idle: int, concurrency: int,
                 samples: int, max_rounds: int, phase: float = 0.4) -> tuple[list, list, list[dict]]:
    """(quiet, churned, the churners' reports): rounds of `interleaved`, each with its own churner, until
    both lists hold `samples` latencies or `max_rounds` ran. Between rounds every churned and idle
    connection is gone (the host's peers are its seats again), so each round meets the same table."""
    from pathlib import Path

    quiet: list[float] = []
    churned: list[float] = []
    reports: list[dict] = []
    seated = len(host.peers)
    while len(reports) < max_rounds and min(len(quiet), len(churned)) < samples:
        churner = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.net.churn", str(host.address[1]), str(connections), str(concurrency), str(idle),
            cwd=Path(__file__).resolve().parents[2], stdout=asyncio.subprocess.PIPE)
        calm, busy = await interleaved(host, seats, churner, rng, phase)
        # The report, printed last, says the churner finished: its exit status may be lost (asyncio's child
        # watcher, racing another reaper, once reported 255 "Unknown child process" for a churner that had).
        report = dict(item.split("=") for item in (await churner.communicate())[0].decode().split())
        # A churner that finishes inside its first phase leaves the round without quiet samples: no p99 then.
        report.update(returncode=churner.returncode, quiet_p99=p99(calm) if calm else None,
                      churned_p99=p99(busy) if busy else None)
        reports.append(report)
        while len(host.peers) > seated:
            await asyncio.sleep(0.01)
        quiet += calm
        churned += busy
    return quiet, churned, reports


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


# ---- the churning process ----------------------------------------------------------------------------
async def _one(port: int, spectate: bool) -> str:
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return "refused"
    try:
        writer.write(p.frame(p.Hello(version=p.PROTOCOL_VERSION, client="churn")))
        reply = await _read(reader)
        if spectate and isinstance(reply, p.Welcome):
            writer.write(p.frame(p.Join(name="churn", spectate=True)))
            reply = await _read(reader)
        return "refused" if isinstance(reply, (p.Refused, p.Error)) else "served"
    except (OSError, asyncio.IncompleteReadError, p.ProtocolError):
        return "refused"
    finally:
        writer.close()


async def _read(reader):
    (size,) = p.HEADER.unpack(await reader.readexactly(p.HEADER.size))
    return p.decode_server(await reader.readexactly(size))


async def _idle(port: int):
    """A connection that says hello and then nothing (the host may refuse it: table_full)."""
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(p.frame(p.Hello(version=p.PROTOCOL_VERSION, client="idle")))
        reply = await _read(reader)
    except (OSError, asyncio.IncompleteReadError, p.ProtocolError):
        return None
    if not isinstance(reply, p.Welcome):
        writer.close()
        return None
    return writer


async def churn(port: int, connections: int, concurrency: int, idle: int = 0) -> dict:
    """`idle` connections are opened first and held (greeted, never joining) while `connections`
    come and go, `concurrency` at a time; every other one joins as a spectator before hanging up."""
    counts: dict = {"served": 0, "refused": 0, "idle": 0}
    held = [writer for writer in [await _idle(port) for _ in range(idle)] if writer is not None]
    counts["idle"] = len(held)
    queue = iter(range(connections))

    async def worker() -> None:
        for number in queue:
            counts[await _one(port, spectate=number % 2 == 1)] += 1

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    counts["seconds"] = round(time.perf_counter() - started, 2)  # the coming and going, without the idle set-up
    for writer in held:
        writer.close()
    return counts


if __name__ == "__main__":
    import os

    port, connections, concurrency, idle, *niceness = (int(arg) for arg in sys.argv[1:])
    os.nice(niceness[0] if niceness else 19)  # the churn stands for other machines: it must not take the host's CPU
    result = asyncio.run(churn(port, connections, concurrency, idle))
    print(" ".join(f"{key}={value}" for key, value in result.items()), flush=True)
