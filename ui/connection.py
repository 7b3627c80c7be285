"""The thin adapter between the host (desktop.net) and the screens: Qt signals in, commands out.

Every game — solo, hot-seat, resumed — is a Host; this class only opens its local seats and a
spectator feed, turns their messages into signals on the UI thread, and forwards commands.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from .table_setup import HUMAN, TableSetup

log = logging.getLogger(__name__)
PUBLIC = None  # the spectator feed's key: the public view


class TableConnection(QObject):
    update_received = Signal(object, dict, list)  # seat (None = public), view, events
    error_received = Signal(object, str, dict)  # seat, code, params
    chat_received = Signal(str, str)  # name, text

    def __init__(self, host, seat_names: list[str], human_seats: list[int], bot_levels: dict[int, str]) -> None:
        super().__init__()
        self.host = host
        self.seat_names = seat_names
        self.human_seats = human_seats
        self.bot_levels = bot_levels
        self.game_name = host.game.name
        self.players = len(seat_names)
        self.views: dict[int | None, dict] = {}
        self._clients: dict[int | None, object] = {}

    # ---- opening ------------------------------------------------------------------------------
    @classmethod
    async def async_open(cls, setup: TableSetup, bot_delay: float, store=None) -> "TableConnection":
        """A new table: bots seated by the host, this screen's people in their seats, and a public feed."""
        from desktop.net import Host

        plan = ["open" if who == HUMAN else who for who in setup.seats]
        host = Host(setup.game, setup.config, seats=plan, seed=setup.seed, bot_delay=_delay_range(bot_delay),
                    table_name=setup.names[0], store=store)
        for seat, who in enumerate(setup.seats):
            if who != HUMAN:  # bots keep the names the setup gave them, in the lobby and the saved table
                host.table.seats[seat].name = setup.names[seat]
        connection = cls(host, list(setup.names), setup.human_seats, setup.bot_seats)
        connection._watch()
        await host.async_start()
        for seat in setup.human_seats:
            connection._clients[seat] = host.local_seat(setup.names[seat], seat=seat, listener=connection._listener(seat))
        return connection

    @classmethod
    async def async_resume(cls, store, bot_delay: float) -> "TableConnection":
        """A saved table: the host replays its journal and our seats come back with their tokens."""
        from desktop.net.local import LocalSeat
        from desktop.net import protocol
        from desktop.net.resume import resume_host

        host = resume_host(store, bot_delay=_delay_range(bot_delay))
        private, _settings = store.load_table()
        seats = private["seats"]
        names = [seat["name"] or f"{index + 1}" for index, seat in enumerate(seats)]
        humans = [index for index, seat in enumerate(seats) if seat["kind"] == "human"]
        bots = {index: seat.get("level") or "random" for index, seat in enumerate(seats) if seat["kind"] == "bot"}
        connection = cls(host, names, humans, bots)
        connection._watch()
        await host.async_start()
        for seat in humans:
            client = LocalSeat(host, names[seat], connection._listener(seat))
            client._peer.owner = True
            client.send_now(protocol.Resume(token=seats[seat]["token"], game=0, last_seq=0))
            connection._clients[seat] = client
        return connection

    def _watch(self) -> None:
        self._clients[PUBLIC] = self.host.local_spectator("table", listener=self._listener(PUBLIC))

    def _listener(self, seat: int | None):
        from desktop.net import ChatLine, Error, Update

        def on_message(message) -> None:
            if isinstance(message, Update):
                self.views[seat] = message.view
                self.update_received.emit(seat, message.view, list(message.events))
            elif isinstance(message, Error):
                self.error_received.emit(seat, message.code, dict(message.params))
            elif isinstance(message, ChatLine) and seat is PUBLIC:
                self.chat_received.emit(message.name, message.text)

        return on_message

    # ---- playing --------------------------------------------------------------------------------
    def command(self, seat: int, command: dict) -> None:
        self._clients[seat].command(command)

    def rematch(self) -> None:
        self.host.rematch()

    def set_bot_delay(self, seconds: float) -> None:
        """Bots answer at the new pace from their next decision on (if the host supports it)."""
        setter = getattr(self.host, "set_bot_delay", None)
        if setter is not None:
            setter(_delay_range(seconds))

    @property
    def finished(self) -> bool:
        view = self.views.get(PUBLIC)
        return bool(view and view.get("outcome"))

    async def async_close(self) -> None:
        await self.host.async_close()


def _delay_range(seconds: float) -> tuple[float, float]:
    """A human-like jittered pause around the chosen pace."""
    return (seconds * 0.6, seconds * 1.4)
