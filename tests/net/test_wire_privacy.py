"""The indistinguishability test on the wire (DESIGN.md, "Hidden information").

Two games that differ only in what seat 0 cannot know — which of the others are spies — must send
seat 0 byte-identical frames (views, events, lobby, error replies) until the game's end reveals all.
And a Bodyguard rescue window (REFERENCE.md §4.7) that another seat could answer with a rescue sends
every seat that is not that seat the same bytes as one nobody could, and closes no sooner.
"""
from __future__ import annotations

import asyncio

import pytest

from desktop.net import Host, Update
from desktop.net import protocol as p
from desktop.net.client import RemoteSeat
from desktop.net.tcp import read_frame

from engine.bodyguard.scenario import config as bodyguard_config

from .conftest import LOOPBACK, Recorder, assert_nothing_left

pytestmark = pytest.mark.asyncio


class RecordingSeat(RemoteSeat):
    """A remote seat that keeps every frame body it receives, byte for byte, and when it came."""

    frames: list[bytes]
    arrivals: list[float] = []

    async def _async_read(self):
        body = await read_frame(self._reader, 16 * p.MAX_FRAME)
        self.frames.append(body)
        self.arrivals.append(asyncio.get_running_loop().time())
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


# ---- the Bodyguard rescue window -----------------------------------------------------------------
MINIMUM = 0.3
# Seat 1 holds three hit types: a rescue, if seat 1 is the Bodyguard — that is, if the President
# (seat 0) keeps an Assassin as the spare rather than setting the Bodyguard aside.
RESCUE_HANDS = {1: ["hit_weapon_02", "hit_location_02", "hit_weather_02"], 2: ["hit_weapon_01", "hit_time_01"],
                3: ["hit_location_01"], 4: ["hit_weather_01"]}


def last_card(view: dict) -> dict:
    return {"kind": "discard", "card": view["you"]["hand"][-1]}


def hit(card: str):
    return lambda view: {"kind": "hit", "card": card, "target": 0}


async def record_rescue_window(bodyguard_can_rescue: bool) -> tuple[dict[int, list[bytes]], float, float]:
    """Seats 2, 3 (over TCP) and 4 recorded while seat 2 places the President's fourth type and all pass."""
    host = Host("bodyguard", bodyguard_config(players=5, president=0, bodyguard=1, hands=RESCUE_HANDS), seed=4,
                bot_delay=(0, 0), min_decision_seconds=MINIMUM)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    RecordingSeat.frames, RecordingSeat.arrivals = [], []
    remote = await RecordingSeat.async_join(*address, "p3", seat=3)
    reading = asyncio.get_running_loop().create_task(_read_all(remote))
    recorders = {n: Recorder() for n in (0, 1, 2, 4)}
    clients = {n: host.local_seat(f"p{n}", seat=n, listener=recorders[n]) for n in (0, 1, 2, 4)}
    clients[3] = remote
    set_aside = {"kind": "set_aside", "role": "assassin" if bodyguard_can_rescue else "bodyguard"}
    script = [(0, lambda view: set_aside), (0, last_card), (1, last_card), (2, hit("hit_weapon_01")),
              (3, hit("hit_location_01")), (4, hit("hit_weather_01")), (0, last_card), (1, last_card),
              (2, hit("hit_time_01"))]
    for step, (seat, choose) in enumerate(script):
        await _until(lambda: len(host.session.state.commands) == step and clients[seat].seq == host.session.feeds[seat].seq)
        clients[seat].command(choose(clients[seat].view))
    await _until(lambda: host.session.state.phase == "rescue" and all(
        clients[n].seq == host.session.feeds[n].seq for n in (1, 3, 4)))
    opened = host.window.opened(3)
    assert opened is not None and sorted(host.session.pending()) == [1, 3, 4]
    can_rescue = any(spec["kind"] == "rescue" for spec in clients[1].view["legal"])
    assert can_rescue == bodyguard_can_rescue
    for seat in (1, 3, 4):
        clients[seat].command({"kind": "pass"})
    await _until(lambda: host.session.state.round == 1)
    await _until(lambda: any(b'"no_rescue"' in frame for frame in remote.frames))
    frames = {n: [body for _, body in recorders[n].received] for n in (2, 4)}
    frames[3] = [frame.replace(remote.token.encode(), b"TOKEN") for frame in remote.frames]
    shown = remote.arrivals[next(i for i, frame in enumerate(remote.frames) if b'"no_rescue"' in frame)]
    await remote.async_close()
    await reading
    await host.async_close()
    for n in (2, 4):
        frames[n] = [frame.replace(clients[n].token.encode(), b"TOKEN") for frame in frames[n]]
    return frames, opened, shown


async def _read_all(seat) -> None:
    while await seat.async_receive() is not None:
        pass


async def _until(condition, timeout: float = 10) -> None:
    loop = asyncio.get_running_loop()
    give_up = loop.time() + timeout
    while not condition():
        assert loop.time() < give_up, "timed out"
        await asyncio.sleep(0.002)


async def test_a_possible_rescue_cannot_be_told_from_none_on_the_wire(threads_before):
    could, could_opened, could_shown = await record_rescue_window(bodyguard_can_rescue=True)
    could_not, opened, shown = await record_rescue_window(bodyguard_can_rescue=False)

    def until_the_reveal(frames):  # the round's end shows every role: the games part there, by the rules
        for index, frame in enumerate(frames):
            if b'"no_rescue"' in frame:
                return frames[:index]
        raise AssertionError("the window did not close")

    for seat in (2, 3, 4):  # the Assassin who hit, and the two others asked to rescue
        assert until_the_reveal(could[seat]) == until_the_reveal(could_not[seat]), seat
        assert any(b'"rescue_window"' in frame for frame in until_the_reveal(could[seat]))
    assert could_shown - could_opened >= MINIMUM and shown - opened >= MINIMUM
    await assert_nothing_left(threads_before)
