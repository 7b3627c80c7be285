"""Reconnect and resume: a dropped seat comes back with its token and misses nothing; a bot stands in."""
from __future__ import annotations

import asyncio
import random

import pytest

from desktop.engine import GAMES
from desktop.net import Host, Update
from desktop.net.bot_player import BotPlayer
from desktop.net.client import RemoteSeat
from desktop.net.resume import resume_host
from desktop.net.storage import TableStore, unfinished_tables

from .conftest import LOOPBACK, assert_nothing_left, drain, five_player_config, settle

pytestmark = pytest.mark.asyncio


class EventLog:
    """Wraps a seat client and keeps every event it was sent, in order."""

    def __init__(self, client):
        self.client = client
        self.events: list[dict] = []

    def __getattr__(self, name):
        return getattr(self.client, name)

    async def async_receive(self):
        message = await self.client.async_receive()
        if isinstance(message, Update):
            self.events.extend(message.events)
        return message


async def test_dropped_client_reconnects_and_misses_nothing(threads_before):
    host = Host("resistance", {"players": 5}, seed="drop", bot_delay=(0, 0))
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    clients = [EventLog(await RemoteSeat.async_join(*address, f"p{n}", reconnect_seconds=5)) for n in range(5)]
    bots = [BotPlayer(c, "resistance", "random", c.seat, random.Random(n), (0.001, 0.004), stop_at_outcome=True)
            for n, c in enumerate(clients)]
    games = asyncio.gather(*(bot.async_run() for bot in bots))
    victim = clients[2]
    while len(host.session.state.commands) < 4:
        await asyncio.sleep(0.005)
    victim.client._writer.transport.abort()  # the cable is pulled
    outcomes = await asyncio.wait_for(games, 30)
    assert victim.client.reconnects >= 1
    assert outcomes == [host.session.outcome] * 5
    game = GAMES["resistance"]
    for n, client in enumerate(clients):
        assert client.events == game.events_for(host.session.state, client.seat), f"seat {n} lost or repeated events"
    for client in clients:
        await client.client.async_close()
    await host.async_close()
    await assert_nothing_left(threads_before)


async def test_a_bot_stands_in_after_the_grace_and_the_player_takes_the_seat_back():
    host = Host("resistance", five_player_config(), seats=["open"] + ["random"] * 4, seed=3, bot_delay=(0, 0), seat_grace=0.05)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    me = await RemoteSeat.async_join(*address, "me")
    while me.view is None:
        await me.async_receive()
    token = me.token
    me._writer.transport.abort()
    await asyncio.sleep(0.3)  # the grace passes; the stand-in plays our seat (we lead first)
    assert host.table.seats[0].stand_in
    assert len(host.session.state.commands) > 0
    back = RemoteSeat(*address, "me")
    back.token = token
    await back.async_resume()
    assert not host.table.seats[0].stand_in and back.seat == 0
    messages = [await back.async_receive() for _ in range(3)]
    assert [type(m).__name__ for m in messages] == ["Seated", "Update", "Lobby"]
    await back.async_close()
    await me.async_close()
    await host.async_close()


async def test_host_restart_from_its_journal_keeps_seats_tokens_and_sequence_numbers(tmp_path):
    store = TableStore.create(tmp_path)
    host = Host("resistance", five_player_config(), seed=11, bot_delay=(0, 0), store=store)
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    for _ in range(4):  # play a few rounds of commands by hand
        await settle()
        for seat in seats:
            drain(seat)
            if seat.view and seat.view.get("pending"):
                seat.command(GAMES["resistance"].legal(host.session.state, seat.seat) and _first(seat.view))
    await settle()
    for seat in seats:
        drain(seat)
    before = {n: (host.session.view(n), host.session.feeds[n].seq) for n in range(5)}
    tokens = [seat.token for seat in seats]
    assert host.session.outcome is None and len(host.session.state.commands) > 5
    await host.async_close()  # as far as the disk knows, the host just died

    assert [s.table_id for s in unfinished_tables(tmp_path)] == [store.table_id]
    again = resume_host(TableStore(store.directory))
    await again.async_start()
    after = {n: (again.session.view(n), again.session.feeds[n].seq) for n in range(5)}
    assert after == before
    assert [again.table.seat_of_token(t) for t in tokens] == [0, 1, 2, 3, 4]
    await again.async_close()

    # Players who never come back to a resumed table get a stand-in after the grace: the game ends.
    third = resume_host(TableStore(store.directory), seat_grace=0.01)
    await third.async_start()
    outcome = await asyncio.wait_for(third.async_wait_outcome(), 10)
    assert outcome and all(seat.stand_in for seat in third.table.seats)
    await third.async_close()


def _first(view):
    from desktop.engine.core import random_command

    return random_command(view["legal"], random.Random(0))
