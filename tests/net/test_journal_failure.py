"""A journal that cannot be written (a full disk) stops the table; nothing already accepted is lost."""
from __future__ import annotations

import errno

import pytest

from desktop.engine import GAMES
from desktop.engine.core import random_command
from desktop.net import Error, Host, Update
from desktop.net.resume import resume_host
from desktop.net.storage import TableStore

from .conftest import drain, five_player_config, settle

pytestmark = pytest.mark.asyncio

ACCEPTED = 6  # commands journaled before the disk fills


def fill_the_disk_after(store: TableStore, commands: int) -> list:
    """The store's journal append fails with ENOSPC once `commands` were written (the injected fault)."""
    written = []
    append = store.append_command

    def append_or_fail(seat, command):
        if len(written) >= commands:
            raise OSError(errno.ENOSPC, "No space left on device")
        append(seat, command)
        written.append((seat, command))

    store.append_command = append_or_fail
    return written


async def play_until_stopped(host, seats, rounds: int = 40) -> None:
    import random

    rng = random.Random(3)
    for _ in range(rounds):
        await settle()
        for seat in seats:
            for message in drain(seat):
                seat.messages.append(message)
            if host.stopped is None and seat.view and seat.view.get("pending") and seat.view.get("outcome") is None:
                seat.command(random_command(seat.view["legal"], rng))


async def test_a_failed_journal_write_stops_the_table_and_loses_nothing(tmp_path):
    store = TableStore.create(tmp_path)
    host = Host("resistance", five_player_config(), seed=4, bot_delay=(0, 0), min_decision_seconds=0, store=store)
    await host.async_start()
    seats = [host.local_seat(f"p{n}") for n in range(5)]
    watcher = host.local_spectator("tv")
    for client in (*seats, watcher):
        client.messages = []
    written = fill_the_disk_after(store, ACCEPTED)
    await play_until_stopped(host, seats)
    watcher.messages.extend(drain(watcher))

    # The table stopped at the failed write: the command that failed was not applied.
    assert host.stopped is not None and host.stopped["reason"] == "journal_write_failed"
    assert host.session.state.commands == written and len(written) == ACCEPTED
    # Every seat and the spectators were told, once.
    for client in (*seats, watcher):
        stops = [m for m in client.messages if isinstance(m, Error) and m.code == "table_stopped" and m.ref == ""]
        assert len(stops) == 1, client.name
    # What anyone saw is what was journaled: no update shows a seventh command.
    for n, seat in enumerate(seats):
        last = [m for m in seat.messages if isinstance(m, Update)][-1]
        assert last.view == GAMES["resistance"].view(host.session.state, n)
    # Every later command is refused with the same code, and changes nothing.
    pending = next(iter(host.session.pending()))
    seats[pending].command(random_command(host.session.view(pending)["legal"], __import__("random").Random(0)))
    await settle()
    assert [m.code for m in drain(seats[pending]) if isinstance(m, Error)] == ["table_stopped"]
    assert len(host.session.state.commands) == ACCEPTED
    await host.async_close()

    # Nothing accepted was lost: the table resumes from its journal exactly where it stopped.
    again = resume_host(TableStore(store.directory))
    assert again.session.state.commands == written
    assert again.stopped is None
    await again.async_close()
