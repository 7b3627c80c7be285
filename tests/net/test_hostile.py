"""Hostile clients while a game runs: garbage, huge frames, wrong versions, forged tokens, floods.

Each gets an error reply (or is refused and dropped); the host, the game and the other seats carry on.
"""
from __future__ import annotations

import asyncio
import random

import pytest

from desktop.net import Host
from desktop.net import protocol as p
from desktop.net import tcp
from desktop.net.bot_player import BotPlayer
from desktop.net.client import JoinRefused, RemoteSeat
from desktop.engine import GAMES
from desktop.engine.core.journal import replay_lines

from .conftest import LOOPBACK, assert_nothing_left

pytestmark = pytest.mark.asyncio


class Raw:
    """A client that writes whatever bytes it likes."""

    @classmethod
    async def open(cls, address):
        raw = cls()
        raw.reader, raw.writer = await asyncio.open_connection(*address)
        return raw

    def send(self, message: p.Message) -> None:
        self.writer.write(p.frame(message))

    def send_body(self, body: bytes) -> None:
        self.writer.write(p.HEADER.pack(len(body)) + body)

    async def read(self):
        """The next message, or None at EOF."""
        try:
            return p.decode_server(await asyncio.wait_for(tcp.read_frame(self.reader, 1 << 24), 5))
        except asyncio.IncompleteReadError:
            return None

    async def close(self):
        self.writer.close()
        try:
            await self.writer.wait_closed()
        except ConnectionError:
            pass


async def hostile_attacks(address) -> None:
    # Garbage in a well-formed frame: an error, the connection stays.
    raw = await Raw.open(address)
    raw.send_body(b"\x00\x01garbage{")
    assert (await raw.read()).code == "malformed"
    # Anything before hello is refused.
    raw.send(p.Join(name="x"))
    reply = await raw.read()
    assert isinstance(reply, p.Refused) and reply.code == "hello_first"
    assert await raw.read() is None
    await raw.close()

    # A frame bigger than the cap: an error, then the connection is closed.
    raw = await Raw.open(address)
    raw.writer.write(p.HEADER.pack(p.MAX_FRAME + 1) + b"x" * 1000)
    assert (await raw.read()).code == "frame_too_large"
    assert await raw.read() is None
    await raw.close()

    # A different protocol version: refused with a clear message.
    with pytest.raises(JoinRefused) as refused:
        await RemoteSeat.async_join(*address, "old", version=p.PROTOCOL_VERSION + 1)
    assert refused.value.code == "incompatible_version" and "protocol" in refused.value.message

    # A spectator forging a token, and flooding.
    raw = await Raw.open(address)
    raw.send(p.Hello(version=p.PROTOCOL_VERSION))
    assert isinstance(await raw.read(), p.Welcome)
    raw.send(p.Join(name="mallory", spectate=True))
    raw.send(p.Command(token="A" * 22, seq=1, command={"kind": "vote", "approve": True}))
    codes = []
    while len(codes) < 1:
        message = await raw.read()
        if isinstance(message, p.Error):
            codes.append(message.code)
    assert codes == ["bad_token"]
    for _ in range(3000):
        raw.send(p.Chat(text="spam"))
    while not (isinstance(message := await raw.read(), p.Error) and message.code == "rate_limited"):
        assert message is not None
    raw.writer.write(b"\x00\x00")  # a torn frame header, then hang up
    await raw.writer.drain()
    await raw.close()

    # Wrong types in every field we can think of.
    raw = await Raw.open(address)
    raw.send(p.Hello(version=p.PROTOCOL_VERSION))
    await raw.read()
    for body in (b'{"type":"command","token":1,"seq":"x","command":[]}', b'{"type":"join","name":""}',
                 b'{"type":"resume","token":"t","last_seq":-1}', b'{"type":"take_seat","seat":1e9}', b"null", b'"str"'):
        raw.send_body(body)
    seen = []
    while len(seen) < 6:
        message = await raw.read()
        if isinstance(message, p.Error):
            seen.append(message.code)
    assert seen == ["malformed"] * 6
    await raw.close()


async def test_hostile_clients_do_not_stop_the_game(threads_before):
    host = Host("resistance", {"players": 5}, seed="hostile", bot_delay=(0, 0))
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    clients = [await RemoteSeat.async_join(*address, f"bot {n}") for n in range(5)]
    # The bots wait a little before each answer, so the attacks land while the game runs.
    bots = [BotPlayer(c, "resistance", "random", c.seat, random.Random(n), (0.002, 0.01), stop_at_outcome=True)
            for n, c in enumerate(clients)]
    games = asyncio.gather(*(bot.async_run() for bot in bots))
    await hostile_attacks(address)
    assert host.session.outcome is None, "the attacks should land mid-game"
    outcomes = await asyncio.wait_for(games, 60)
    expected = await host.async_wait_outcome()
    assert outcomes == [expected] * 5
    # Nothing hostile reached the game: the journal replays to the same end.
    _, replayed = replay_lines(_journal(host).splitlines(), GAMES)
    assert GAMES["resistance"].outcome(replayed) == expected
    for client in clients:
        await client.async_close()
    await host.async_close()
    await assert_nothing_left(threads_before)


async def test_silent_connection_is_dropped(monkeypatch):
    monkeypatch.setattr(tcp, "HELLO_SECONDS", 0.2)
    host = Host("resistance", {"players": 5}, bot_delay=(0, 0))
    address = await host.async_listen(LOOPBACK, 0)
    raw = await Raw.open(address)
    assert await raw.read() is None
    assert not host.peers
    await raw.close()
    await host.async_close()


def _journal(host: Host) -> str:
    from desktop.engine.core.journal import journal_text

    return journal_text(host.session.state)
