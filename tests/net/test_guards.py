"""Every guard of the host has its own rejection (DESIGN.md, "Host and protocol"), in a fixed order."""
from __future__ import annotations

import pytest

from desktop.net import Error, Host, Update
from desktop.net import protocol as p

from .conftest import assert_nothing_left, drain, five_player_config, settle

pytestmark = pytest.mark.asyncio


async def full_table():
    host = Host("resistance", five_player_config(), seed=1, bot_delay=(0, 0))
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    await settle()
    for seat in seats:
        drain(seat)
    return host, seats


def errors(seat) -> list[str]:
    return [m.code for m in drain(seat) if isinstance(m, Error)]


async def test_malformed_message_gets_an_error_and_play_goes_on(threads_before):
    host, seats = await full_table()
    for garbage in (b"\xff\xfe not json", b"[]", b'{"type": "command"}', b'{"type": "nope"}',
                    b'{"type": "chat", "text": "' + b"x" * 600 + b'"}', b'{"type": "chat", "text": "hi", "extra": 1}'):
        seats[1].send_bytes(garbage)
        await settle()
        assert errors(seats[1]) == ["malformed"]
    seats[0].command({"kind": "propose_team", "team": [0, 1]})
    await settle()
    assert any(isinstance(m, Update) for m in drain(seats[0]))
    await host.async_close()
    await assert_nothing_left(threads_before)


async def test_bad_token_forged_or_another_seats():
    host, seats = await full_table()
    seats[1].send(p.Command(token=seats[0].token, seq=seats[0].seq, command={"kind": "propose_team", "team": [0, 1]}))
    seats[1].send(p.Command(token="forged", seq=0, command={}))
    await settle()
    assert errors(seats[1]) == ["bad_token", "bad_token"]
    assert host.session.state.commands == []
    await host.async_close()


async def test_game_not_started():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0))
    await host.async_start()
    seat = host.local_seat("solo")
    await settle()
    drain(seat)
    seat.command({"kind": "propose_team", "team": [0, 1]})
    await settle()
    assert errors(seat) == ["game_not_started"]
    await host.async_close()


async def test_game_over():
    host = Host("resistance", five_player_config(), seats=["open"] + ["random"] * 4, bot_delay=(0, 0))
    await host.async_start()
    seat = host.local_seat("me")
    from desktop.net.bot_player import BotPlayer
    import random
    player = BotPlayer(seat, "resistance", "random", seat.seat, random.Random(0), (0, 0), stop_at_outcome=True)
    await player.async_run()
    seat.command({"kind": "vote", "approve": True})
    await settle()
    assert errors(seat) == ["game_over"]
    await host.async_close()


async def test_not_pending_comes_before_legality_and_sequence():
    host, seats = await full_table()
    seats[2].send(p.Command(token=seats[2].token, seq=99, command={"kind": "nonsense"}))
    await settle()
    assert errors(seats[2]) == ["not_pending"]
    await host.async_close()


async def test_illegal_command_comes_before_sequence():
    host, seats = await full_table()
    leader = seats[0]
    leader.send(p.Command(token=leader.token, seq=99, command={"kind": "vote", "approve": True}))
    leader.send(p.Command(token=leader.token, seq=leader.seq, command={"kind": "propose_team", "team": [0]}))
    leader.send(p.Command(token=leader.token, seq=leader.seq, command={"kind": "propose_team", "team": [0, 9]}))
    await settle()
    assert errors(leader) == ["unknown_command", "wrong_size", "not_a_candidate"]
    await host.async_close()


async def test_stale_sequence_is_the_last_guard():
    host, seats = await full_table()
    leader = seats[0]
    assert leader.seq == 1
    leader.send(p.Command(token=leader.token, seq=0, command={"kind": "propose_team", "team": [0, 1]}))
    await settle()
    replies = drain(leader)
    assert [(m.code, m.params, m.ref) for m in replies] == [("stale_sequence", {"current": 1}, "command")]
    assert host.session.state.commands == []
    leader.command({"kind": "propose_team", "team": [0, 1]})
    await settle()
    assert host.session.state.commands == [(0, {"kind": "propose_team", "team": [0, 1]})]
    await host.async_close()


async def test_a_rejection_goes_to_the_sender_only():
    host, seats = await full_table()
    seats[3].send_bytes(b"garbage")
    seats[3].command({"kind": "vote", "approve": True})
    await settle()
    assert errors(seats[3]) == ["malformed", "not_pending"]
    for other in (0, 1, 2, 4):
        assert drain(seats[other]) == []
    await host.async_close()


async def test_sequence_numbers_are_per_seat():
    host, seats = await full_table()
    seats[0].command({"kind": "propose_team", "team": [0, 1]})
    await settle()
    for seat in seats:
        drain(seat)
    before = [seat.seq for seat in seats]
    seats[0].command({"kind": "vote", "approve": True})  # only seat 0's own view changes ("answered")
    await settle()
    updates = {n: [m for m in drain(seat) if isinstance(m, Update)] for n, seat in enumerate(seats)}
    assert [len(u) for u in updates.values()] == [1, 0, 0, 0, 0]
    assert [seat.seq for seat in seats] == [before[0] + 1, *before[1:]]
    await host.async_close()


async def test_in_process_seats_are_never_flood_limited():
    # Bots of the host's own answer as fast as the game goes: a socket's flood limit must not stall them.
    host, seats = await full_table()
    for _ in range(1000):
        seats[4].send_bytes(b"{}")
    await settle(20)
    assert set(errors(seats[4])) == {"malformed"}
    await host.async_close()


async def test_a_command_is_checked_once_and_applied_as_checked(monkeypatch):
    from desktop.engine import GAMES
    from desktop.engine.core import Checked

    game = GAMES["resistance"]
    checks, applied = [], []
    check, apply = game.check, game.apply

    def counting_check(state, seat, command):
        checks.append(command)
        return check(state, seat, command)

    def recording_apply(state, seat, command):
        applied.append((type(command), command.version == state.version))
        return apply(state, seat, command)

    monkeypatch.setattr(game, "check", counting_check)
    monkeypatch.setattr(game, "apply", recording_apply)
    host, seats = await full_table()
    seats[0].command({"kind": "propose_team", "team": [0, 1]})
    await settle()
    assert checks == [{"kind": "propose_team", "team": [0, 1]}]
    assert applied == [(Checked, True)]  # the engine trusts it: no second validation
    await host.async_close()

