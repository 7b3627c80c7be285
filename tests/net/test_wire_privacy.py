"""The indistinguishability test on the wire (DESIGN.md, "Hidden information").

Two games that differ only in what seat 0 cannot know — which of the others are spies — must send
seat 0 byte-identical frames (views, events, lobby, error replies) until the game's end reveals all.
"""
from __future__ import annotations

import asyncio

import pytest

from desktop.net import Host, Update
from desktop.net import protocol as p
from desktop.net.client import RemoteSeat
from desktop.net.tcp import read_frame

from .conftest import LOOPBACK, assert_nothing_left

pytestmark = pytest.mark.asyncio


class RecordingSeat(RemoteSeat):
    """A remote seat that keeps every frame body it receives, byte for byte."""

    frames: list[bytes]

    async def _async_read(self):
        body = await read_frame(self._reader, 16 * p.MAX_FRAME)
        self.frames.append(body)
        return p.decode_server(body)


def policy(view: dict) -> dict:
    """A choice both games allow: the first candidates, approve, success."""
    spec = view["legal"][0]
    command = {"kind": spec["kind"]}
    for name, rule in spec["params"].items():
        if rule["type"] == "subset":
            command[name] = rule["of"][: rule["size"]]
        else:
            values = rule["of"]
            command[name] = "success" if "success" in values else (True if True in values else values[0])
    return command


async def play_seat(seat) -> None:
    async for message in seat:
        if isinstance(message, Update):
            if message.view.get("outcome"):
                return
            if message.view.get("pending"):
                seat.command(policy(message.view))


async def record_seat_zero(roles: list[str]) -> list[bytes]:
    host = Host("resistance", {"players": 5, "options": {"roles": roles, "first_leader": 0}}, seed=7, bot_delay=(0, 0))
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    RecordingSeat.frames = []
    me = await RecordingSeat.async_join(*address, "p0", seat=0)
    me.frames = RecordingSeat.frames
    others = [host.local_seat(f"p{n}", seat=n) for n in range(1, 5)]
    # Seat 0 leads first: a wrong kind, a wrong sequence number, then the game.
    while me.view is None:
        await me.async_receive()
    me.send(p.Command(token=me.token, seq=me.seq, command={"kind": "vote", "approve": True}))
    me.send(p.Command(token=me.token, seq=me.seq + 5, command=policy(me.view)))
    me.command(policy(me.view))
    await asyncio.wait_for(asyncio.gather(play_seat(me), *(play_seat(s) for s in others)), 30)
    frames = [frame.replace(me.token.encode(), b"TOKEN") for frame in me.frames]
    await me.async_close()
    await host.async_close()
    return frames


async def test_seat_zero_cannot_tell_who_the_spies_are(threads_before):
    first = await record_seat_zero(["resistance", "resistance", "spy", "resistance", "spy"])
    second = await record_seat_zero(["resistance", "spy", "resistance", "spy", "resistance"])

    def until_the_end(frames):
        for index, frame in enumerate(frames):
            if b'"outcome":{' in frame:
                return frames[:index]
        raise AssertionError("the game did not end")

    a, b = until_the_end(first), until_the_end(second)
    assert len(a) > 12
    assert any(b'"code":"unknown_command"' in f for f in a) and any(b'"code":"stale_sequence"' in f for f in a)
    assert a == b
    await assert_nothing_left(threads_before)


async def test_the_journal_and_tokens_never_reach_a_seat():
    frames = await record_seat_zero(["resistance", "resistance", "spy", "resistance", "spy"])
    blob = b"".join(frames)
    for secret in (b'"seed"', b'"roles":["', b"first_leader\":0,\"roles", b'"token":"TOKEN"'):
        if secret == b'"token":"TOKEN"':
            assert blob.count(secret) == 1  # our own token, once, in "seated"
        else:
            assert secret not in blob.split(b'"outcome":{')[0]
