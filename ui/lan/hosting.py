"""Serving a LAN table from the app: a Host listening on TCP, advertised with zeroconf, and the host
player's own seat in this window (a local seat, like solo play) — one path for every way to play.

The host runs the lobby here (move, send away, seat a bot, open a seat, start); the journal and the
table file go to the data directory, so a restarted app offers to resume the table (players reconnect
by themselves with their seat tokens).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass

from PySide6.QtCore import Signal

from ..connection import TableConnection, _delay_range
from ..table_setup import HUMAN, TableSetup
from . import LanOptions

log = logging.getLogger(__name__)
OPEN = "open"  # a seat for a player on the network (TableSetup.seats may hold it in a LAN setup)


@dataclass
class LanSetup:
    """A TableSetup plus what a LAN table needs: its name, a password, and what a dropped seat waits for."""

    setup: TableSetup
    table_name: str
    password: str = ""
    seat_grace: float | None = 60.0  # seconds a dropped player's seat waits before a bot takes it; None: wait
    port: int = 0


class LanHostConnection(TableConnection):
    """The host's side: its own seat's updates, the lobby, chat; and the lobby actions only a host has."""

    lobby_received = Signal(dict)
    link_changed = Signal(str)
    seat_changed = Signal(object)

    lan = True
    is_host = True

    def __init__(self, host, my_seat: int, options: LanOptions) -> None:
        seats = host.table.seats
        names = [seat.name for seat in seats]
        bots = {n: seat.level or "random" for n, seat in enumerate(seats) if seat.kind == "bot"}
        super().__init__(host, names, [my_seat], bots)
        self.options = options
        self.my_seat = my_seat
        self.lobby: dict = host.table.public()
        self.link = "connected"
        self.address: tuple[str, int] | None = None
        self.advertiser = None
        self._advert_task: asyncio.Task | None = None
        self.announced = False  # the zeroconf advert is up
        self.chat_log: list[tuple[str, str]] = []  # every chat line so far (the lobby's chat carries into the game)
        self._apply_lobby(self.lobby)

    # ---- opening -------------------------------------------------------------------------------------
    @classmethod
    async def async_host(cls, lan: LanSetup, bot_delay: float, options: LanOptions | None = None, store=None) -> "LanHostConnection":
        from desktop.net import Host
        from desktop.net.storage import TableStore

        options = options or LanOptions()
        setup = lan.setup
        me = setup.seats.index(HUMAN) if HUMAN in setup.seats else 0
        plan = [OPEN if who in (HUMAN, OPEN) else who for who in setup.seats]
        host = Host(setup.game, setup.config, seats=plan, seed=setup.seed, bot_delay=_delay_range(bot_delay),
                    table_name=lan.table_name, password=lan.password, seat_grace=lan.seat_grace, autostart=False,
                    min_decision_seconds=options.min_decision_seconds, store=store or TableStore.create())
        for seat, who in enumerate(setup.seats):
            if who not in (HUMAN, OPEN):
                host.table.seats[seat].name = setup.names[seat]
        host.app_settings = {"lan": {"local_seats": [me]}}
        connection = cls(host, me, options)
        await host.async_start()
        connection._clients[me] = host.local_seat(setup.names[me], seat=me, listener=connection._seat_listener(),
                                                   password=lan.password)
        await connection._async_serve(lan.port)
        return connection

    @classmethod
    async def async_resume(cls, store, bot_delay: float, options: LanOptions | None = None) -> "LanHostConnection":
        """A LAN table this app was hosting when it stopped: the game replayed, served again on its old port."""
        from desktop.net import protocol
        from desktop.net.local import LocalSeat
        from desktop.net.resume import resume_host

        options = options or LanOptions()
        host = resume_host(store, bot_delay=_delay_range(bot_delay))
        me = (host.app_settings.get("lan") or {}).get("local_seats", [0])[0]
        connection = cls(host, me, options)
        await host.async_start()
        client = LocalSeat(host, host.table.seats[me].name, connection._seat_listener())
        client._peer.owner = True
        client.send_now(protocol.Resume(token=host.table.seats[me].token, game=0, last_seq=0))
        connection._clients[me] = client
        await connection._async_serve(host.previous_port or 0)
        return connection

    async def _async_serve(self, port: int) -> None:
        try:
            self.address = await self.host.async_listen(self.options.bind_address, port)
        except OSError:
            if not port:
                raise
            log.warning("port %s is taken; serving the table on another port", port)
            self.address = await self.host.async_listen(self.options.bind_address, 0)
        self._advert_task = asyncio.get_running_loop().create_task(self._async_advertise(), name="safehouse-advert")

    async def _async_advertise(self) -> None:
        from desktop.net.discovery import Advertiser

        advertiser = Advertiser(self.address[1], self.options.advertised_addresses(), self.options.interfaces)
        self.advertiser = advertiser
        try:
            await advertiser.async_start(self.host.table.public())
        except Exception:  # no multicast here: joining by address still works
            log.warning("could not advertise the table on the network", exc_info=True)
            return
        self.host.on_lobby_change.append(advertiser.update)
        advertiser.update(self.host.table)  # seats may have filled while it was probing
        self.announced = True
        self.lobby_received.emit(self.lobby)

    def _watch(self) -> None:
        """No spectator feed of our own: the host player's seat brings the lobby and the chat."""

    # ---- messages ----------------------------------------------------------------------------------------
    def _seat_listener(self):
        from desktop.net import protocol as p

        def on_message(message) -> None:
            seat = self.my_seat
            if isinstance(message, p.Update):
                self.views[seat] = message.view
                self.update_received.emit(seat, message.view, list(message.events))
            elif isinstance(message, (p.Lobby, p.Welcome)):
                self._apply_lobby(message.lobby)
                self.lobby_received.emit(self.lobby)
            elif isinstance(message, p.Seated) and message.seat is not None and message.seat != self.my_seat:
                self._clients[message.seat] = self._clients.pop(self.my_seat)
                self.my_seat = message.seat
                self.human_seats[:] = [message.seat]
                self.seat_changed.emit(message.seat)
            elif isinstance(message, p.ChatLine):
                self.chat_log.append((message.name, message.text))
                self.chat_received.emit(message.name, message.text)
            elif isinstance(message, p.Error):
                self.error_received.emit(seat, message.code, dict(message.params))

        return on_message

    def _apply_lobby(self, lobby: dict) -> None:
        from .seat_states import apply_lobby_seats

        self.lobby = dict(lobby)
        apply_lobby_seats(lobby, self.seat_names, self.bot_levels)

    # ---- the host's lobby actions (each raises desktop.net.HostRejected with a code) ----------------------
    def move_seat(self, source: int, target: int) -> None:
        self.host.move_seat(source, target)

    def kick(self, seat: int) -> None:
        self.host.kick(seat)

    def seat_bot(self, seat: int, level: str) -> None:
        self.host.seat_bot(seat, level)

    def open_seat(self, seat: int) -> None:
        self.host.open_seat(seat)

    def start(self) -> None:
        self.host.start_game()

    def send_chat(self, text: str) -> None:
        self._clients[self.my_seat].chat(text)

    @property
    def seat(self) -> int:
        return self.my_seat

    @property
    def view_key(self) -> int:
        return self.my_seat

    @property
    def finished(self) -> bool:
        view = self.views.get(self.my_seat)
        return bool(view and view.get("outcome"))

    @property
    def last_replay(self):
        session = self.host.session
        if session is None or self.host.store is None:
            return None
        return self.host.store.journal_path(session.number)

    async def async_close(self) -> None:
        """Close the table: tell the players, stop advertising, stop serving (the journal stays to resume)."""
        self.host.farewell()
        await asyncio.sleep(0)  # let the farewell frames go out before the sockets close
        if self._advert_task is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._advert_task), 5)
            self._advert_task.cancel()
        if self.advertiser is not None:
            with contextlib.suppress(Exception):
                await self.advertiser.async_close()
        await self.host.async_close()
