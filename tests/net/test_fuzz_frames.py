"""Fuzzing the wire: whatever bytes arrive, the decoders give a message or a ProtocolError, nothing else.

- 100,000 frames (mutations of real frames of both directions, deep nesting, huge numbers, wrong types,
  non-UTF-8, raw bytes) go through `decode_client` and `decode_server`: no other exception escapes, and
  what is accepted encodes again. SAFEHOUSE_FUZZ_FRAMES=1000000 runs a longer campaign.
- `read_frame` with hostile length prefixes (up to 4 GB) raises only ProtocolError or IncompleteReadError.
- A real host on 127.0.0.1, mid-game, takes a few thousand garbage frames from hostile connections:
  each gets its `error` reply, nothing is logged as an error, the honest game finishes, and the host's
  memory stays flat.
"""
from __future__ import annotations

import asyncio
import gc
import json
import logging
import os
import random
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.net import Host
from desktop.net import protocol as p
from desktop.net import session
from desktop.net import tcp
from desktop.net.bot_player import BotPlayer
from desktop.net.client import RemoteSeat

from .conftest import LOOPBACK, assert_nothing_left

FRAMES = int(os.environ.get("SAFEHOUSE_FUZZ_FRAMES", "100000"))
FRAMES_PER_EXAMPLE = 100  # hypothesis picks a base frame and a salt; a seeded PRNG mutates it this many times
CI_SETTINGS = settings(max_examples=max(1, FRAMES // FRAMES_PER_EXAMPLE), derandomize=True, deadline=None, database=None,
                       suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# ---- real frames to start from ---------------------------------------------------------------
def _client_frames() -> list[bytes]:
    messages = [p.Hello(version=p.PROTOCOL_VERSION, client="safehouse"), p.Join(name="Ana", password="pw", seat=2),
                p.Join(name="Bảo", spectate=True), p.Resume(token="A" * 22, game=1, last_seq=17), p.TakeSeat(seat=3),
                p.Spectate(), p.Leave(), p.Chat(text="hola, ¿qué tal?"), p.Start(), p.Rematch(), p.PauseVote(pause=True),
                p.Command(token="t" * 22, seq=4, command={"kind": "propose", "team": [0, 2, 4]}),
                p.Command(token="t" * 22, seq=5, command={"kind": "vote", "approve": False}),
                p.Command(token="t" * 22, seq=6, command={"kind": "play", "card": "success"})]
    return [p.encode(message) for message in messages]


async def _record_a_game() -> list[bytes]:
    """Every frame encoded in a real 5-player game (lobby, seats' and a spectator's views, events, clocks)."""
    captured: list[bytes] = []
    encode = p.encode

    def recording(message: p.Message) -> bytes:
        body = encode(message)
        captured.append(body)
        return body

    p.encode = session.encode = recording  # the session encodes updates through its own name for it
    try:
        host = Host("resistance", {"players": 5}, seats=["random"] * 5, seed="fuzz", bot_delay=(0, 0), min_decision_seconds=0)
        await host.async_start()
        host.local_spectator("tv")
        await asyncio.wait_for(host.async_wait_outcome(), 60)
        await host.async_close()
    finally:
        p.encode = session.encode = encode
    return captured


@pytest.fixture(scope="module")
def real_frames() -> list[bytes]:
    recorded = asyncio.run(_record_a_game())
    assert any(b'"type":"update"' in body for body in recorded) and max(map(len, recorded)) > 2000
    return sorted(set(_client_frames() + recorded))


# ---- hostile frames ----------------------------------------------------------------------------
TOKENS = [b"[", b"]", b"{", b"}", b'"', b"\\", b",", b":", b"null", b"true", b"NaN", b"Infinity", b"-0", b"1e999",
          b"18446744073709551616", b"-9223372036854775809", b"\x00", b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\\ud800",
          b'"\\u0000"', b'"type"', b'"command"', b"\xe2\x80\xae", b" " * 64]


def nest(depth: int, rng: random.Random) -> bytes:
    opener = rng.choice([b"[", b'{"a":', b'[{"b":'])
    closer = {b"[": b"]", b'{"a":': b"}", b'[{"b":': b"}]"}[opener]
    return opener * depth + b"0" + (closer * depth if rng.random() < 0.7 else b"")


def mutate(frame: bytes, rng: random.Random, others: list[bytes]) -> bytes:
    data = bytearray(frame)
    for _ in range(rng.randint(1, 4)):
        at = rng.randint(0, len(data))
        roll = rng.random()
        if roll < 0.2 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif roll < 0.35:
            del data[at: at + rng.randint(1, 64)]
        elif roll < 0.55:
            data[at:at] = rng.choice(TOKENS) * rng.choice([1, 1, 2, 33, 300])
        elif roll < 0.65:
            data[at:at] = nest(rng.choice([2, 31, 32, 33, 100, 1000, 5000]), rng)
        elif roll < 0.75:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        elif roll < 0.85:
            other = rng.choice(others)
            cut = rng.randint(0, len(other))
            data = data[:at] + other[cut:]
        elif roll < 0.95:
            data = data[:at]
        else:
            start = rng.randint(0, len(data))
            data[at:at] = data[start: start + 200] * rng.randint(2, 20)
    return bytes(data[: p.MAX_FRAME])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-2**70, max_value=2**70) | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8)
TAGS = [config.tag for config in (m.__struct_config__ for m in (*p.ClientMessage.__args__, *p.ServerMessage.__args__))]
FIELDS = ["version", "client", "name", "password", "seat", "spectate", "token", "game", "last_seq", "seq", "command",
          "text", "pause", "lobby", "code", "message", "view", "events", "params", "ref", "seconds_left", "paused"]


@st.composite
def wrong_types(draw) -> bytes:
    """A message with its real tag and fields of any JSON type (or unknown fields): for the validators."""
    fields = draw(st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=6), json_values, max_size=5))
    body = {"type": draw(st.sampled_from(TAGS) | json_values), **fields}
    return json.dumps(body, allow_nan=True).encode()


def frames(real: list[bytes]):
    return st.one_of(
        st.sampled_from(real),
        wrong_types(),
        st.binary(max_size=300),
        st.builds(lambda depth, base: base[:-1] + b',"x":' + b"[" * depth + b"]" * depth + b"}",
                  st.integers(0, 20000), st.sampled_from(real)),
        st.builds(lambda junk, base: base[:10] + junk + base[10:], st.binary(min_size=1, max_size=8), st.sampled_from(real)),
    )


def assert_contained(decode, body: bytes) -> None:
    try:
        message = decode(body)
    except p.ProtocolError as error:
        assert error.code in ("malformed", "too_deep", "frame_too_large") and "\n" not in str(error)
        return
    except Exception as error:  # the point of the test: say which frame let what through
        raise AssertionError(f"{decode.__name__} raised {type(error).__name__}: {error} for {body[:300]!r}") from error
    assert isinstance(message, p.Message)
    p.encode(message)  # what was accepted can be sent on


def test_the_decoders_raise_only_protocol_errors(real_frames):
    decoded = {"frames": 0}

    @CI_SETTINGS
    @given(base=frames(real_frames), salt=st.integers(0, 2**32 - 1))
    def fuzz(base: bytes, salt: int) -> None:
        rng = random.Random(salt)
        batch = [base] + [mutate(base, rng, real_frames) for _ in range(FRAMES_PER_EXAMPLE - 1)]
        for body in batch:
            assert_contained(p.decode_client, body)
            assert_contained(p.decode_server, body)
        decoded["frames"] += len(batch)

    fuzz()
    assert decoded["frames"] >= FRAMES


def _reference_depth(value) -> int:
    if isinstance(value, list):
        return 1 + max(map(_reference_depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(_reference_depth, value.values()), default=0)
    return 0


@settings(max_examples=300, derandomize=True, deadline=None, database=None)
@given(depth=st.integers(0, 200), leaf=json_values, keyed=st.booleans(), pad=st.integers(0, 40))
def test_nesting_depth_is_exact_for_valid_json_up_to_the_limit(depth, leaf, keyed, pad):
    value = leaf
    for level in range(depth):
        value = {"k]": value, "pad": "[{" * pad} if keyed else [value, "}]", *([[]] * (level % 3))]
    body = json.dumps(value).encode()
    expected = _reference_depth(value)
    found = p.nesting_depth(body)
    if expected > p.MAX_DEPTH:
        assert found == p.MAX_DEPTH + 1
    else:
        assert expected <= found <= p.MAX_DEPTH  # exact, or (few brackets) the count of opens
        assert found == expected or body.count(b"[") + body.count(b"{") <= p.MAX_DEPTH


def test_a_frame_as_deep_as_the_limit_decodes_and_one_deeper_is_refused():
    def command(depth: int) -> bytes:  # the message itself and its command are two levels
        inner = b"[" * (depth - 2) + b"]" * (depth - 2)
        return b'{"type":"command","token":"t","seq":0,"command":{"a":' + inner + b"}}"

    assert isinstance(p.decode_client(command(p.MAX_DEPTH)), p.Command)
    for depth in (p.MAX_DEPTH + 1, 1000, 5000):
        with pytest.raises(p.ProtocolError) as refused:
            p.decode_client(command(depth))
        assert refused.value.code == "too_deep"
        with pytest.raises(p.ProtocolError):
            p.decode_server(command(depth))


@pytest.fixture(scope="module")
def loop():
    """One event loop for every example: a loop per example would cost more than the test."""
    loop = asyncio.new_event_loop()
    yield loop
    loop.close()


@settings(max_examples=1000, derandomize=True, deadline=None, database=None)
@given(data=st.binary(max_size=600) | st.builds(bytes.__add__, st.sampled_from([b"\xff\xff\xff\xff", b"\x00\x01\x00\x01"]),
                                                 st.binary(max_size=600)))
def test_framing_survives_any_length_prefix(loop, data):
    async def read(limit: int):
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        try:
            return await tcp.read_frame(reader, limit)
        except p.ProtocolError as error:
            return error.code
        except asyncio.IncompleteReadError:
            return "eof"

    async def read_all() -> list:
        return [await read(limit) for limit in limits]

    limits = (100, p.MAX_FRAME, p.MAX_SERVER_FRAME)
    size = int.from_bytes(data[:4], "big")
    expected = ["eof" if len(data) < 4 else "frame_too_large" if size > limit
                else "eof" if len(data) - 4 < size else data[4: 4 + size] for limit in limits]
    assert loop.run_until_complete(read_all()) == expected


# ---- garbage at a real host, mid-game ------------------------------------------------------------
def garbage_for_the_host(real: list[bytes], count: int) -> list[bytes]:
    """`count` frames that are not valid client messages, each under the size cap: each earns one error."""
    rng = random.Random("live")
    found: list[bytes] = []
    while len(found) < count:
        body = mutate(rng.choice(real), rng, real)
        try:
            p.decode_client(body)
        except p.ProtocolError as error:
            if error.code != "frame_too_large":
                found.append(body)
    return found


async def _attack(address, bodies: list[bytes]) -> list[str]:
    """One hostile connection: hello, then the bodies as frames; the codes of the errors it got back."""
    reader, writer = await asyncio.open_connection(*address)
    writer.write(p.frame(p.Hello(version=p.PROTOCOL_VERSION)))
    assert isinstance(p.decode_server(await tcp.read_frame(reader, p.MAX_SERVER_FRAME)), p.Welcome)
    for body in bodies:
        writer.write(p.HEADER.pack(len(body)) + body)
    await writer.drain()
    writer.write(p.HEADER.pack(2**32 - 1))  # and a 4 GB length prefix to finish: an error, then the host hangs up
    codes = []  # (a greeted connection also gets the lobby as it changes)
    while not codes or codes[-1] != "frame_too_large":
        message = p.decode_server(await asyncio.wait_for(tcp.read_frame(reader, p.MAX_SERVER_FRAME), 10))
        if isinstance(message, p.Error):
            codes.append(message.code)
    codes.pop()
    assert await reader.read() == b""
    writer.close()
    await writer.wait_closed()
    return codes


class Hold:
    """Honest answers go through until `free` have, then wait until `release()`: so the attack lands mid-game."""

    def __init__(self, free: int) -> None:
        self.free = free
        self.waiting: list = []
        self.released = False

    def wrap(self, send):
        def command(command: dict) -> None:
            if self.released or self.free > 0:
                self.free -= 1
                send(command)
            else:
                self.waiting.append((send, command))
        return command

    def release(self) -> None:
        self.released = True
        for send, command in self.waiting:
            send(command)


@pytest.mark.asyncio
async def test_garbage_frames_at_a_real_host_mid_game(real_frames, caplog, threads_before):
    caplog.set_level(logging.WARNING)
    garbage = garbage_for_the_host(real_frames, 4000)
    host = Host("resistance", {"players": 5}, seed="fuzz-live", bot_delay=(0, 0), min_decision_seconds=0)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    clients = [await RemoteSeat.async_join(*address, f"honest {n}") for n in range(5)]
    hold = Hold(free=8)
    for client in clients:
        client.command = hold.wrap(client.command)
    bots = [BotPlayer(c, "resistance", "random", c.seat, random.Random(n), (0, 0.01), stop_at_outcome=True)
            for n, c in enumerate(clients)]
    games = asyncio.gather(*(bot.async_run() for bot in bots))
    while not hold.waiting:
        await asyncio.sleep(0.01)

    tracemalloc.start()
    try:
        # A warm-up wave, then the same again: the second wave must not grow the host's memory.
        waves = [garbage[:2000], garbage[2000:]]
        used = []
        for wave in waves:
            assert host.session.outcome is None, "the attack should land mid-game"
            per_connection = 150  # under the flood limit's burst, so every frame reaches the decoder
            chunks = [wave[i: i + per_connection] for i in range(0, len(wave), per_connection)]
            replies = await asyncio.gather(*(_attack(address, chunk) for chunk in chunks))
            assert sum(map(len, replies)) == len(wave)
            assert {code for codes in replies for code in codes} == {"malformed", "too_deep"}
            gc.collect()
            used.append(tracemalloc.get_traced_memory()[0])
        wave_bytes = sum(map(len, waves[1]))
    finally:
        tracemalloc.stop()
    assert used[1] - used[0] < max(wave_bytes // 10, 512 * 1024), (used, wave_bytes)

    hold.release()
    outcomes = await asyncio.wait_for(games, 120)
    assert outcomes == [await host.async_wait_outcome()] * 5
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info], caplog.text[-2000:]
    assert len(host.peers) == 5  # the honest seats; every hostile connection is gone
    for client in clients:
        await client.async_close()
    await host.async_close()
    await assert_nothing_left(threads_before)


@pytest.mark.asyncio
async def test_a_command_nested_1000_deep_gets_an_error_and_the_connection_carries_on(caplog):
    caplog.set_level(logging.WARNING)
    host = Host("resistance", {"players": 5}, bot_delay=(0, 0))
    address = await host.async_listen(LOOPBACK, 0)
    reader, writer = await asyncio.open_connection(*address)

    async def reply():
        while True:
            message = p.decode_server(await asyncio.wait_for(tcp.read_frame(reader, p.MAX_SERVER_FRAME), 10))
            if not isinstance(message, p.Lobby):
                return message

    writer.write(p.frame(p.Hello(version=p.PROTOCOL_VERSION)))
    assert isinstance(await reply(), p.Welcome)
    for _ in range(3):
        body = b'{"type":"command","token":"t","seq":0,"command":{"a":' + b"[" * 1000 + b"]" * 1000 + b"}}"
        writer.write(p.HEADER.pack(len(body)) + body)
        error = await reply()
        assert isinstance(error, p.Error) and error.code == "too_deep", error
    writer.write(p.frame(p.Join(name="after", spectate=True)))
    assert isinstance(await reply(), p.Seated)  # the same connection, still served
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info], caplog.text[-2000:]
    writer.close()
    await writer.wait_closed()
    await host.async_close()
