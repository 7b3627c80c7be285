"""The minimum decision window (REFERENCE.md §4.7, desktop/net/decision_window.py).

No window's result reaches anyone sooner than the minimum after it opened, however fast the answers;
a seat that answered hears back at the same moment, in the same bytes, whatever the others did; and
windows answered slowly are not slowed further.
"""
from __future__ import annotations

import asyncio

import pytest

from desktop.net import Error, Host
from desktop.net import protocol as p

from .conftest import Recorder, assert_nothing_left, five_player_config, settle

pytestmark = pytest.mark.asyncio

MINIMUM = 0.3


async def vote_window(minimum: float = MINIMUM):
    """Five in-process seats and a spectator; the leader's proposal opens a vote of all five."""
    host = Host("resistance", five_player_config(), seed=5, bot_delay=(0, 0), min_decision_seconds=minimum)
    await host.async_start()
    recorders = [Recorder() for _ in range(5)]
    seats = [host.local_seat(f"p{n}", seat=n, listener=recorders[n]) for n in range(5)]
    tv = Recorder()
    host.local_spectator("tv", listener=tv)
    await settle()
    seats[0].command({"kind": "propose_team", "team": [0, 1]})
    while host.session.pending().get(0) != "vote":
        await asyncio.sleep(0.001)
    await settle()
    for recorder in (*recorders, tv):
        recorder.received.clear()  # the window is open: from here, what each hears of it
    return host, seats, recorders, tv, host.window.opened(0) or asyncio.get_running_loop().time()


async def vote(seats, which, delay: float) -> None:
    await asyncio.sleep(delay)
    for n in which:
        seats[n].command({"kind": "vote", "approve": True})


def reveal_time(recorder: Recorder, opened: float) -> float:
    return next(at for at, body in recorder.since(opened) if b'"votes_revealed"' in body)


async def test_fast_answers_wait_for_the_minimum_and_slow_ones_are_not_slowed(threads_before):
    for delay in (0.0, 0.12, 0.5):
        host, seats, recorders, tv, opened = await vote_window()
        await vote(seats, range(5), delay)
        while not any(b'"votes_revealed"' in body for _, body in tv.received):
            await asyncio.sleep(0.005)
        shown = reveal_time(tv, opened)
        assert shown - opened >= MINIMUM
        assert shown - opened < max(MINIMUM, delay) + 0.2
        for recorder in recorders:
            after = recorder.since(opened)
            assert all(at >= opened + max(MINIMUM, delay) for at, _ in after) and b'"votes_revealed"' in after[-1][1]
            if delay < MINIMUM:  # every answer was held: each seat hears of the vote once, the reveal
                assert len(after) == 1
        await host.async_close()
    await assert_nothing_left(threads_before)


async def test_an_answer_hears_back_alike_whatever_the_others_did():
    """Seat 2 votes at once; the others at once, a little later, or after the minimum."""
    heard = {}
    for others in (0.0, 0.15, 0.45):
        host, seats, recorders, tv, opened = await vote_window()
        seats[2].command({"kind": "vote", "approve": False})
        rest = asyncio.get_running_loop().create_task(vote(seats, (0, 1, 3, 4), others))
        await asyncio.sleep(0.25)
        assert [r.since(opened) for r in recorders] == [[]] * 5 and tv.since(opened) == []  # nobody hears a thing yet
        await rest
        await asyncio.sleep(0.6 - others)
        at, body = recorders[2].since(opened)[0]
        heard[others] = (at - opened, body)
        await host.async_close()
    (fast_at, fast), (later_at, later), (lone_at, lone) = heard[0.0], heard[0.15], heard[0.45]
    assert fast == later and b'"votes_revealed"' in fast
    assert MINIMUM <= min(fast_at, later_at, lone_at) and max(fast_at, later_at, lone_at) < MINIMUM + 0.05
    # Alone before the others, seat 2 still hears back when the minimum is up; only what it hears differs —
    # whether the window has closed, which every seat and the spectators learn at that moment too.
    assert b'"your_vote":false' in lone and b'"votes_revealed"' not in lone


async def test_a_held_answer_owes_nothing_more():
    host, seats, recorders, tv, opened = await vote_window()
    seats[3].command({"kind": "vote", "approve": True})
    await settle()
    seats[3].command({"kind": "vote", "approve": False})
    await settle()
    errors = [p.decode_server(body) for _, body in recorders[3].since(opened)]
    assert [(m.code, m.ref) for m in errors if isinstance(m, Error)] == [("not_pending", "command")]
    await vote(seats, (0, 1, 2, 4), 0)
    await asyncio.sleep(MINIMUM + 0.05)
    assert host.session.state.commands[1:] == [(3, {"kind": "vote", "approve": True})] + [
        (n, {"kind": "vote", "approve": True}) for n in (0, 1, 2, 4)]
    await host.async_close()


async def test_turns_are_not_windows_and_a_zero_minimum_holds_nothing():
    host, seats, recorders, tv, opened = await vote_window()
    assert host.window.opened(0) is not None and host.session.pending() == {n: "vote" for n in range(5)}
    await host.async_close()
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), min_decision_seconds=MINIMUM)
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    await settle()
    assert host.window.opened(0) is None  # the leader's proposal is one seat's turn, not a window
    await host.async_close()
    host, seats, recorders, tv, opened = await vote_window(minimum=0)
    await vote(seats, range(5), 0)
    await settle(20)
    assert any(b'"votes_revealed"' in body for _, body in tv.received)
    await host.async_close()


async def test_the_minimum_follows_the_bots_pace_unless_set():
    paced = Host("resistance", five_player_config(), bot_delay=(0.72, 1.68))
    assert paced.window.seconds == 1.5 and paced.settings()["min_decision_seconds"] is None
    paced.set_bot_delay((0.3, 0.7))
    assert paced.window.seconds == 0.7
    assert Host("resistance", five_player_config(), bot_delay=(0, 0)).window.seconds == 0
    assert Host("resistance", five_player_config(), bot_delay=(0, 0), min_decision_seconds=2).window.seconds == 2


async def test_a_play_or_pass_window_is_held_whether_or_not_the_seat_can_play():
    """A Hardcore counter window asked of a seat with no Hardcore: its instant pass still waits (§4.5, §4.7)."""
    from engine.bodyguard.scenario import config as bodyguard_config

    host = Host("bodyguard", bodyguard_config(players=4, hands={0: ["dirty_trick_1"]}), seed=2, bot_delay=(0, 0),
                min_decision_seconds=MINIMUM)
    await host.async_start()
    recorders = [Recorder() for _ in range(4)]
    seats = [host.local_seat(f"p{n}", seat=n, listener=recorders[n]) for n in range(4)]
    await settle()
    seats[0].command({"kind": "set_aside", "role": "assassin"})
    await settle()
    seats[0].command({"kind": "dirty_trick", "card": "dirty_trick_1", "target": 2})
    await settle()
    assert host.session.pending() == {2: "counter"} and [s["kind"] for s in seats[2].view["legal"]] == ["pass"]
    opened = host.window.opened(2)
    assert opened is not None
    seats[2].command({"kind": "pass"})
    while host.session.pending().get(2) == "counter":
        await asyncio.sleep(0.005)
    await settle()
    for recorder in recorders:
        passed = [at for at, body in recorder.since(opened) if b'"reaction_passed"' in body]
        assert passed and passed[0] >= opened + MINIMUM
    await host.async_close()
