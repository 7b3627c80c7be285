"""People at a table: names are plain, distinct and never empty; a live client keeps its seat."""
from __future__ import annotations

import asyncio
import unicodedata

import pytest

from desktop.net import Host, Lobby
from desktop.net import protocol as p
from desktop.net.client import JoinRefused, RemoteSeat
from desktop.net.lobby import clean_text

from .conftest import LOOPBACK, drain, five_player_config, settle



ZALGO = "Z" + "\u0335\u0322\u031b\u0341" * 5 + "oe" + "\u0301" * 30


def test_combining_marks_are_trimmed_per_character_and_real_scripts_are_kept():
    cleaned = clean_text(ZALGO, 40)
    assert [c for c in unicodedata.normalize("NFD", cleaned) if not unicodedata.combining(c)] == ["Z", "o", "e"]
    runs, run = [], 0
    for char in cleaned + "x":
        if unicodedata.category(char).startswith("M"):
            run += 1
        else:
            runs.append(run)
            run = 0
    assert max(runs) <= 2 and len(cleaned) <= 3 * 3  # three characters, each with at most two marks
    for name in ("Nguyễn Thị Ánh", "Zoë", "ที่นี่", "José"):
        decomposed = unicodedata.normalize("NFD", name)
        assert clean_text(decomposed, 40) == unicodedata.normalize("NFC", name)
    assert clean_text("\u0301\u0301\u0301", 40) == ""  # marks on nothing


@pytest.mark.asyncio
async def test_duplicate_names_are_made_distinct():
    host = Host("resistance", five_player_config(), seats=["open"] * 3 + ["random"] * 2, bot_delay=(0, 0), autostart=False)
    await host.async_start()
    seats = [host.local_seat(name) for name in ("Ana", "ana", "Ana")]
    watcher = host.local_spectator("Ana")
    await settle()
    assert [host.table.seats[s._peer.seat].name for s in seats] == ["Ana", "ana (2)", "Ana (3)"]
    lobby = [m for m in drain(watcher) if isinstance(m, Lobby)][-1].lobby
    assert [seat["name"] for seat in lobby["seats"][:3]] == ["Ana", "ana (2)", "Ana (3)"]
    await host.async_close()


@pytest.mark.asyncio
async def test_a_watchers_name_is_free_again_once_it_has_gone():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    first = await RemoteSeat.async_join(*address, "Tv", spectate=True)
    second = await RemoteSeat.async_join(*address, "tv", spectate=True)
    assert sorted(peer.name for peer in host.peers) == ["Tv", "tv (2)"]
    await first.async_close()
    while len(host.peers) > 1:
        await asyncio.sleep(0.01)
    third = await RemoteSeat.async_join(*address, "TV", spectate=True)
    assert sorted(peer.name for peer in host.peers) == ["TV", "tv (2)"]  # the name Tv had is free again
    fourth = await RemoteSeat.async_join(*address, "tv (2)", spectate=True)
    assert sorted(peer.name for peer in host.peers) == ["TV", "tv (2)", "tv (2) (2)"]
    for client in (second, third, fourth):
        await client.async_close()
    await host.async_close()


@pytest.mark.asyncio
async def test_a_name_that_cleans_to_nothing_is_refused():
    host = Host("resistance", five_player_config(), bot_delay=(0, 0), autostart=False)
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    for name in ("\u200b\u200b", "\u0301" * 10, "\n\t "):
        with pytest.raises(JoinRefused) as refused:
            await RemoteSeat.async_join(*address, name)
        assert refused.value.code == "bad_name"
    zalgo = await RemoteSeat.async_join(*address, ZALGO[:40])
    assert host.table.seats[zalgo.seat].name == clean_text(ZALGO[:40], 40)
    await zalgo.async_close()
    await host.async_close()


@pytest.mark.asyncio
async def test_a_seat_is_not_taken_from_a_live_client():
    host = Host("resistance", five_player_config(), seats=["open"] + ["random"] * 4, bot_delay=(0.05, 0.1))
    address = await host.async_listen(LOOPBACK, 0)
    await host.async_start()
    ana = await RemoteSeat.async_join(*address, "Ana")
    thief = RemoteSeat(*address, "thief")
    thief.token, thief.game, thief.seq = ana.token, 1, 0
    with pytest.raises(JoinRefused) as refused:
        await thief.async_resume()
    assert refused.value.code == "seat_in_use"
    assert host.seating.holder(ana.seat) is not None and not host.seating.holder(ana.seat).link.closed
    # Ana still plays her seat: her next message is answered as hers.
    ana.send(p.PauseVote(pause=False))
    await asyncio.sleep(0.05)
    assert host.table.seats[ana.seat].connected
    # Once her connection is gone, the token may come back from anywhere.
    ana._writer.transport.abort()
    for _ in range(100):
        if host.seating.holder(0) is None:
            break
        await asyncio.sleep(0.01)
    await thief.async_resume()
    assert thief.seat == 0
    await thief.async_close()
    await ana.async_close()
    await host.async_close()
