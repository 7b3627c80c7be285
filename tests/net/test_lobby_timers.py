"""The lobby (password, seats, spectators, chat, start, rematch) and the per-decision clocks."""
from __future__ import annotations

import asyncio

import pytest

from desktop.net import ChatLine, Clock, Error, Host, Seated, Update
from desktop.net import protocol as p
from desktop.net.client import JoinRefused, RemoteSeat

from .conftest import LOOPBACK, drain, five_player_config, settle

pytestmark = pytest.mark.asyncio


async def test_password_full_table_and_taken_seats():
    host = Host("resistance", five_player_config(), seats=["open", "open", "random", "random", "random"],
                password="sesame", bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    with pytest.raises(JoinRefused) as refused:
        await RemoteSeat.async_join(*address, "eve", password="wrong")
    assert refused.value.code == "bad_password"
    ana = await RemoteSeat.async_join(*address, "ana", password="sesame", seat=1)
    assert ana.seat == 1
    with pytest.raises(JoinRefused) as refused:
        await RemoteSeat.async_join(*address, "bob", password="sesame", seat=1)
    assert refused.value.code == "seat_taken"
    bob = await RemoteSeat.async_join(*address, "bob", password="sesame")
    assert bob.seat == 0
    with pytest.raises(JoinRefused) as refused:
        await RemoteSeat.async_join(*address, "cy", password="sesame")
    assert refused.value.code == "table_full"
    lobby = host.table.public()
    assert lobby["password"] is True and "sesame" not in str(lobby) and "token" not in str(lobby)
    for client in (ana, bob):
        await client.async_close()
    await host.async_close()


async def test_spectate_take_a_seat_leave_and_start_when_ready():
    host = Host("resistance", five_player_config(), seats=["open"] + ["random"] * 4, bot_delay=(0, 0), autostart=False)
    await host.async_start()
    guest = host.local_spectator("guest")
    guest._peer.owner = False
    await settle()
    guest.send(p.TakeSeat(seat=0))
    await settle()
    assert any(isinstance(m, Seated) and m.seat == 0 for m in drain(guest))
    guest.send(p.Start())  # a remote player may not start the table
    await settle()
    assert [m.code for m in drain(guest) if isinstance(m, Error)] == ["not_owner"]
    guest.send(p.Spectate())
    await settle()
    assert host.table.free_seats() == [0] and host.table.spectators == 1
    with pytest.raises(Exception):
        host.start_game()  # a seat is empty
    me = host.local_seat("me")
    me.send(p.Start())
    await settle()
    assert host.session is not None and host.table.status == "playing"
    await host.async_close()


async def test_chat_is_plain_text_length_capped_and_rate_limited():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0))
    await host.async_start()
    ana, bob = host.local_seat("ana"), host.local_seat("bob")
    await settle()
    drain(ana), drain(bob)
    ana.chat("<b>hi</b>\nthere\x1b[31m\u202e")
    await settle()
    lines = [m for m in drain(bob) if isinstance(m, ChatLine)]
    assert [(m.name, m.seat, m.text) for m in lines] == [("ana", 0, "<b>hi</b> there[31m")]
    ana.send_bytes(p.encode(p.Chat(text="x")).replace(b'"x"', b'"' + b"y" * 501 + b'"'))
    for _ in range(10):
        ana.chat("spam")
    await settle()
    codes = [m.code for m in drain(ana) if isinstance(m, Error)]
    assert codes[0] == "malformed" and "rate_limited" in codes
    assert len([m for m in drain(bob) if isinstance(m, ChatLine)]) < 10
    await host.async_close()


async def test_rematch_keeps_seats_and_options_with_a_new_deal():
    host = Host("resistance", five_player_config(), seats=["random"] * 5, bot_delay=(0, 0))
    await host.async_start()
    watcher = host.local_spectator("tv")
    first = await asyncio.wait_for(host.async_wait_outcome(), 10)
    tokens = [seat.token for seat in host.table.seats]
    host.rematch()
    assert host.session.number == 2 and host.table.status == "playing"
    second = await asyncio.wait_for(host.async_wait_outcome(), 10)
    assert first and second and [seat.token for seat in host.table.seats] == tokens
    updates = [m for m in drain(watcher) if isinstance(m, Update)]
    assert {m.game for m in updates} == {1, 2} and updates[-1].view["outcome"] == second
    await host.async_close()


async def test_a_decision_that_times_out_is_played_for_the_seat():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), decision_seconds=0.05)
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    await settle()
    clocks = [m for m in drain(seats[0]) if isinstance(m, Clock)]
    assert clocks and 0 < clocks[0].seconds_left <= 0.05 and not clocks[0].paused
    await asyncio.sleep(0.15)
    assert host.session.state.commands[0][0] == 0  # the leader's team was proposed for it
    await host.async_close()


async def test_a_pause_vote_stops_the_clocks():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), decision_seconds=0.1)
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    await settle()
    for seat in seats[:3]:  # three of five humans: a majority
        seat.send(p.PauseVote(pause=True))
    await settle()
    assert host.table.paused
    await asyncio.sleep(0.2)
    assert host.session.state.commands == []  # nothing timed out while paused
    seats[0].send(p.PauseVote(pause=False))
    await settle()
    assert not host.table.paused
    await asyncio.sleep(0.2)
    assert host.session.state.commands != []
    await host.async_close()
