"""1,000 connections come and go (and 100 more sit idle) while an honest game is played: its command→view
p99 stays within 2× of the same table when quiet.

The churn runs in its own process at the lowest CPU priority: it stands for other machines on a LAN,
so on loopback it must not simply take the host's CPU (the host's own cost of the churn is what is
measured). The churner is paused and resumed (SIGSTOP, SIGCONT) every PHASE seconds until it is done:
commands sent while it runs are the churned figure, those sent while it is paused the quiet one, so
both are measured over the same stretch of time on a machine whose other load comes and goes. Rounds
of 1,000 connections are repeated until each figure rests on at least SAMPLES commands (a p99 of a few
hundred is one slow command away from another), and the p99s are taken over all of them.
"""
from __future__ import annotations

import asyncio
import random
import statistics
import time

import pytest

from desktop.engine.core import random_command
from desktop.net import Host
from desktop.net import protocol as p
from desktop.net.client import RemoteSeat

from .churn import Timed, p99, rounds
from .conftest import LOOPBACK

CHURNED, IDLE, CONCURRENCY = 1000, 100, 10
PHASE = 0.05  # seconds: several pauses a round, since a churner can finish in 0.2 s
SAMPLES, MAX_ROUNDS = 1500, 8


def ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{1000 * seconds:.2f}"


@pytest.mark.asyncio
async def test_churned_connections_keep_the_honest_game_responsive(caplog):
    host = Host("resistance", {"players": 5}, bot_delay=(0, 0), min_decision_seconds=0, autostart=False,
                max_connections=128, max_spectators=64)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    seats = [Timed(await RemoteSeat.async_join(*address, f"seat {n}")) for n in range(5)]
    host.start_game()
    quiet, churned, reports = await rounds(host, seats, random.Random(7), connections=CHURNED, idle=IDLE,
                                           concurrency=CONCURRENCY, samples=SAMPLES, max_rounds=MAX_ROUNDS, phase=PHASE)
    assert len(quiet) >= 100 and len(churned) >= 100, (
        f"too few latencies to compare: {len(quiet)} quiet, {len(churned)} churned in {len(reports)} rounds")
    print(f"command->view p99: quiet {1000 * p99(quiet):.2f} ms (median {1000 * statistics.median(quiet):.2f}, "
          f"{len(quiet)} commands), churned {1000 * p99(churned):.2f} ms (median {1000 * statistics.median(churned):.2f}, "
          f"{len(churned)} commands): {p99(churned) / p99(quiet):.2f}x; rounds: " + "; ".join(
              f"{r.get('seconds')} s, p99 {ms(r['quiet_p99'])} / {ms(r['churned_p99'])} ms" for r in reports))
    for report in reports:
        assert "seconds" in report, report  # the churner's last line came: it churned to the end
        assert int(report["served"]) + int(report["refused"]) == CHURNED and int(report["served"]) >= 0.9 * CHURNED
        assert int(report["idle"]) == IDLE
    assert sorted(peer.seat for peer in host.peers) == [0, 1, 2, 3, 4]  # every churned and idle connection is gone
    assert p99(churned) <= 2 * p99(quiet), (
        f"churned p99 {1000 * p99(churned):.2f} ms is more than 2x the quiet {1000 * p99(quiet):.2f} ms")
    # Nothing was written to connections already gone (asyncio logs a warning per such send).
    assert not [record for record in caplog.records if "socket.send" in record.getMessage()]
    for timed in seats:
        await timed.client.async_close()
        await timed.task
    await host.async_close()


@pytest.mark.asyncio
async def test_a_seats_command_is_answered_before_a_crowds_hellos():
    # The Doorman (tcp.py): what a crowd of newcomers sends waits its turn, one step a loop turn, so a
    # seat's command sent after fifty hellos has its views out long before the last of their welcomes
    # (handled as they came, the hellos would all go first, and the command's views with the last welcome).
    host = Host("resistance", {"players": 5}, bot_delay=(0, 0), min_decision_seconds=0, autostart=False,
                max_connections=128)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    seats = [Timed(await RemoteSeat.async_join(*address, f"seat {n}")) for n in range(5)]
    host.start_game()
    session = host.session
    while any(timed.client.seq != session.feeds[n].seq for n, timed in enumerate(seats)):
        await asyncio.sleep(0.01)
    crowd = [await asyncio.open_connection(*address) for _ in range(50)]
    while len(host.peers) < 55:
        await asyncio.sleep(0.01)
    welcomed: list[float] = []

    async def welcome(reader: asyncio.StreamReader) -> None:
        (size,) = p.HEADER.unpack(await reader.readexactly(p.HEADER.size))
        assert isinstance(p.decode_server(await reader.readexactly(size)), p.Welcome)
        welcomed.append(time.perf_counter())

    for _, writer in crowd:
        writer.write(p.frame(p.Hello(version=p.PROTOCOL_VERSION, client="crowd")))
    seat = min(session.pending())
    before = {viewer: feed.seq for viewer, feed in session.feeds.items() if viewer is not None}
    sent = time.perf_counter()
    seats[seat].client.command(random_command(session.game.legal(session.state, seat), random.Random(1)))
    await asyncio.gather(*(welcome(reader) for reader, _ in crowd))
    targets = [(seats[v], feed.seq) for v, feed in session.feeds.items() if v is not None and feed.seq != before[v]]
    assert targets, "the command was applied"
    answered = max(timed.arrived[(session.number, seq)] for timed, seq in targets)
    print(f"the seat's views after {1000 * (answered - sent):.2f} ms, the last welcome after {1000 * (max(welcomed) - sent):.2f} ms")
    assert answered - sent < 0.5 * (max(welcomed) - sent)
    for _, writer in crowd:
        writer.close()
    for timed in seats:
        await timed.client.async_close()
        await timed.task
    await host.async_close()
