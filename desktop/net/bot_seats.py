"""The host's own bots: bot seats, and stand-ins for players who dropped out of a running game.

Each bot plays through an in-memory seat, exactly as a human's client would (bot_player.py), and
thinks on the host's small thread pool. A dropped player's seat is held for `seat_grace` seconds,
then a bot of `stand_in_level` plays it until the player comes back with the seat's token.
"""
from __future__ import annotations

import asyncio
import random
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from . import protocol as p
from .bot_player import BotPlayer
from .local import LocalSeat
from .lobby import HUMAN

if TYPE_CHECKING:  # pragma: no cover
    from .parts import TableHost


class BotSeats:
    def __init__(self, host: "TableHost", seat_grace: float | None, stand_in_level: str) -> None:
        self.host = host
        self.seat_grace = seat_grace
        self.stand_in_level = stand_in_level
        self._tasks: dict[int, tuple[asyncio.Task, LocalSeat]] = {}
        self._players: dict[int, BotPlayer] = {}  # so the pace can change mid-game
        self._grace: dict[int, asyncio.TimerHandle] = {}
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="safehouse-bot")

    def start(self, seat: int, level: str) -> None:
        """A bot of `level` sits in the seat with its token and plays it."""
        host = self.host
        client = LocalSeat(host, f"{level} bot")
        client.send_now(p.Resume(token=host.table.seats[seat].token, game=0, last_seq=0))
        player = BotPlayer(client, host.game.name, level, seat, random.Random(), host.bot_delay, self._executor)
        self._players[seat] = player
        task = asyncio.get_running_loop().create_task(player.async_run(), name=f"safehouse-bot-{seat}")
        self._tasks[seat] = (task, client)

    def stop(self, seat: int) -> bool:
        """The seat's bot (or stand-in) leaves; False if there was none."""
        if seat not in self._tasks:
            return False
        task, client = self._tasks.pop(seat)
        self._players.pop(seat, None)
        task.cancel()
        self.host.seating.drop_link(client._peer)
        return True

    def swap(self, source: int, target: int) -> None:
        """Two seats swapped places (between games): their bots go with them."""
        for table in (self._tasks, self._players):
            moved = {old: table.pop(old) for old in (source, target) if old in table}
            for old, value in moved.items():
                table[target if old == source else source] = value

    def set_delay(self, delay: tuple[float, float]) -> None:
        for player in self._players.values():
            player.delay = delay

    # ---- stand-ins --------------------------------------------------------------------------------
    def schedule_stand_in(self, seat: int) -> None:
        """A player's seat is empty during a game: after the grace, a bot plays it."""
        table = self.host.table
        if self.seat_grace is None or table.seats[seat].kind != HUMAN or table.status != "playing":
            return
        self.cancel_grace(seat)
        self._grace[seat] = asyncio.get_running_loop().call_later(self.seat_grace, self._stand_in, seat)

    def _stand_in(self, seat: int) -> None:
        self._grace.pop(seat, None)
        host = self.host
        if host.seating.holder(seat) is not None or host.table.status != "playing":
            return
        host.table.seats[seat].stand_in = True
        host.table.seats[seat].level = self.stand_in_level
        self.start(seat, self.stand_in_level)
        host.lobby_changed()

    def stop_stand_in(self, seat: int) -> None:
        """The seat's player came back: its stand-in leaves."""
        if self.host.table.seats[seat].kind == HUMAN and self.stop(seat):
            self.host.table.seats[seat].stand_in = False

    def cancel_grace(self, seat: int) -> None:
        handle = self._grace.pop(seat, None)
        if handle is not None:
            handle.cancel()

    async def async_close(self) -> None:
        for handle in self._grace.values():
            handle.cancel()
        self._grace.clear()
        tasks = [task for task, _ in self._tasks.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._tasks.clear()
        self._players.clear()
        self._executor.shutdown(wait=True, cancel_futures=True)


__all__ = ["BotSeats"]
