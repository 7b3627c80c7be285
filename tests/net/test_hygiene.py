"""Connection hygiene: idle peers dropped, caps on connections and spectators, coalesced lobby updates,
and peers that do not read cut at their buffer's limit."""
from __future__ import annotations

import asyncio
import socket

import pytest

from desktop.net import Host, Lobby, tcp
from desktop.net import protocol as p
from desktop.net.client import JoinRefused, RemoteSeat
from desktop.net.host import LOBBY_BURST, LOBBY_TICK, WATCHERS_TICK

from .conftest import LOOPBACK, drain, five_player_config, settle
from .test_hostile import Raw

pytestmark = pytest.mark.asyncio


async def greeted(address) -> Raw:
    raw = await Raw.open(address)
    raw.send(p.Hello(version=p.PROTOCOL_VERSION))
    assert isinstance(await raw.read(), p.Welcome)
    return raw


async def test_a_greeted_peer_that_never_joins_is_dropped():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), join_seconds=0.3)
    address = await host.async_listen(LOOPBACK, 0)
    loop = asyncio.get_running_loop()
    started = loop.time()
    raw = await greeted(address)
    assert await raw.read() is None  # the host closed it
    assert 0.3 <= loop.time() - started < 2 and not host.peers
    # One that joins in time stays.
    client = await RemoteSeat.async_join(*address, "Ana")
    await asyncio.sleep(0.5)
    assert len(host.peers) == 1 and not client.closed
    await raw.close()
    await client.async_close()
    await host.async_close()


async def test_connections_beyond_the_cap_are_refused_with_table_full():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), max_connections=3, autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    host.local_spectator("the host's own screen")  # in-process: not counted
    first = [await greeted(address) for _ in range(3)]
    extra = await Raw.open(address)
    reply = await extra.read()
    assert isinstance(reply, p.Refused) and reply.code == "table_full"
    assert await extra.read() is None
    await first[0].close()
    await asyncio.sleep(0.1)
    again = await greeted(address)  # a place came free
    for raw in (*first[1:], extra, again):
        await raw.close()
    await host.async_close()


async def test_spectators_beyond_the_cap_get_table_full():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), max_spectators=2, autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    watchers = [await RemoteSeat.async_join(*address, f"tv {n}", spectate=True) for n in range(2)]
    with pytest.raises(JoinRefused) as refused:
        await RemoteSeat.async_join(*address, "one too many", spectate=True)
    assert refused.value.code == "table_full"
    player = await RemoteSeat.async_join(*address, "a player")  # seats are not spectators
    assert player.seat == 0
    for client in (*watchers, player):
        await client.async_close()
    await host.async_close()


async def test_lobby_updates_are_coalesced_and_peers_that_never_joined_cost_nothing():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False, max_spectators=200,
                max_connections=200)
    address = await host.async_listen(LOOPBACK, 0)
    observer = host.local_spectator("observer")
    idle = [await greeted(address) for _ in range(50)]
    watchers = [await RemoteSeat.async_join(*address, f"tv {n}", spectate=True) for n in range(60)]
    await asyncio.sleep(WATCHERS_TICK + 0.3)
    drain(observer)
    for raw in idle:  # peers that never joined: their going changes nothing anyone sees
        await raw.close()
    await asyncio.sleep(0.3)
    assert [m for m in drain(observer) if isinstance(m, Lobby)] == []
    loop = asyncio.get_running_loop()
    started = loop.time()
    for client in watchers:  # 60 spectators leave one after another: a few lobby messages, not 60
        await client.async_close()
    ticks = (loop.time() - started) / WATCHERS_TICK
    await asyncio.sleep(WATCHERS_TICK + 0.3)
    lobbies = [m for m in drain(observer) if isinstance(m, Lobby)]
    assert 1 <= len(lobbies) <= ticks + 2 < 10, (len(lobbies), ticks)
    assert lobbies[-1].lobby["spectators"] == 1
    await host.async_close()


async def test_how_many_watch_can_wait_but_a_seat_taken_is_news_at_once():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    observer = host.local_spectator("observer")
    await asyncio.sleep(WATCHERS_TICK + 0.2)
    drain(observer)
    loop = asyncio.get_running_loop()
    started = loop.time()
    watcher = await RemoteSeat.async_join(*address, "tv", spectate=True)
    await asyncio.sleep(LOBBY_TICK * 3)
    assert not [m for m in drain(observer) if isinstance(m, Lobby)]  # the watcher's count waits for its tick
    player = await RemoteSeat.async_join(*address, "Ana")
    await asyncio.sleep(LOBBY_TICK * 2)
    lobbies = [m for m in drain(observer) if isinstance(m, Lobby)]
    assert len(lobbies) == 1 and loop.time() - started < WATCHERS_TICK, "a seat taken is announced within a tick"
    assert lobbies[0].lobby["spectators"] == 2 and lobbies[0].lobby["seats"][0]["name"] == "Ana"  # with the count
    await asyncio.sleep(WATCHERS_TICK + 0.2)
    assert not [m for m in drain(observer) if isinstance(m, Lobby)]  # nothing left to tell
    for client in (watcher, player):
        await client.async_close()
    await host.async_close()


async def test_a_peer_that_does_not_read_is_cut_at_its_buffer_limit():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), max_backlog=64 * 1024, autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    sluggard = await greeted(address)
    sluggard.writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sluggard.send(p.Join(name="never reads", spectate=True))
    reader = await RemoteSeat.async_join(*address, "reads", spectate=True)
    reading = asyncio.get_running_loop().create_task(_read_all(reader))
    await settle()
    peer = next(peer for peer in host.peers if peer.name == "never reads")
    for _ in range(400):  # ~4 MB of lobby-sized messages at the two spectators
        host.seating.send_to_spectators(p.Lobby(lobby={"padding": "x" * 10_000}))
        await asyncio.sleep(0)
    await asyncio.sleep(0.2)
    assert peer not in host.peers and peer.link.closed
    assert any(p_.name == "reads" for p_ in host.peers)  # the peer that reads stays
    await sluggard.close()
    await reader.async_close()
    await reading
    await host.async_close()


async def _read_all(client: RemoteSeat) -> None:
    while await client.async_receive() is not None:
        pass


async def test_the_host_notices_a_peer_whose_machine_went_away():
    # A seat is only taken over once its connection is known dead (test_people.py): TCP must find out.
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    client = await RemoteSeat.async_join(*address, "Ana")
    sock = host.seating.holder(0).link.transport.get_extra_info("socket")
    assert sock.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) == 1
    assert 0 < sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE) <= 30
    assert 0 < sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT) <= 30_000
    await client.async_close()
    await host.async_close()


async def test_where_the_loop_cannot_accept_for_us_asyncios_server_serves_the_same(monkeypatch):
    # Windows' proactor loop has no add_reader: there the host's sockets are served by loop.create_server.
    monkeypatch.setattr(tcp, "accepts_itself", lambda loop: False)
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False, join_seconds=0.3)
    address = await host.async_listen(LOOPBACK, 0)
    assert host._server._servers  # asyncio's own server, on our socket
    clients = [await RemoteSeat.async_join(*address, f"p{n}") for n in range(5)]
    host.start_game()
    raw = await greeted(address)
    assert await raw.read() is None  # the join deadline holds there too
    seen = [await client.async_receive() for client in clients]
    assert all(message is not None for message in seen)
    for client in clients:
        await client.async_close()
    await raw.close()
    await host.async_close()
    assert not host.peers
