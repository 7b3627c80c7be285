"""A seat (or a spectator) at a table served by another computer: desktop.net's RemoteSeat as Qt signals.

It has the face of ui.connection.TableConnection (the game screen cannot tell them apart) plus what a
LAN table adds: the lobby, chat, and the state of the link to the host. When the link drops, the
RemoteSeat reconnects by itself with its seat token; if the host stays away, this says so and keeps
trying, so the player is back at the table as soon as the host is (a restarted host resumes the game).
"""
from __future__ import annotations

import asyncio
import contextlib
import logging

from PySide6.QtCore import QObject, Signal

from ..connection import PUBLIC
from . import LanOptions

log = logging.getLogger(__name__)
REJOIN_EVERY = 1.0  # seconds between attempts to reach a host that went away

# Link states, shown by ui.lan.in_game.LinkBanner
CONNECTED, RECONNECTING, HOST_GONE, KICKED, CLOSED = "connected", "reconnecting", "host_gone", "kicked", "closed"


class RemoteTableConnection(QObject):
    update_received = Signal(object, dict, list)  # seat (None = spectating), view, events
    error_received = Signal(object, str, dict)
    chat_received = Signal(str, str)
    lobby_received = Signal(dict)
    link_changed = Signal(str)
    seat_changed = Signal(object)

    lan = True
    is_host = False

    def __init__(self, client, options: LanOptions, name: str, password: str = "") -> None:
        super().__init__()
        self.client = client
        self.options = options
        self.name = name
        self.password = password
        self.address = (client.address, client.port)
        self.lobby: dict = dict(client.lobby or {})
        self.game_name = self.lobby.get("game", "resistance")
        self.players = int(self.lobby.get("players", 0))
        self.seat_names: list[str] = [""] * self.players
        self.human_seats: list[int] = []
        self.bot_levels: dict[int, str] = {}
        self.views: dict[int | None, dict] = {}
        self.link = CONNECTED
        self.refusal = ""  # why the host sent us away (a code), if it did
        self.record = None  # ui.saved_games.SeatRecord of the game being played, for its replay
        self.saved_replays: list = []
        self.chat_log: list[tuple[str, str]] = []  # every chat line so far (the lobby's chat carries into the game)
        self._events_seen: dict[int, int] = {}  # game number -> events received (to skip a spectator's catch-up)
        self._skip: dict[int, int] = {}
        self._closing = False
        self._gone_timer: asyncio.TimerHandle | None = None
        self._reader: asyncio.Task | None = None
        self._apply_lobby(self.lobby)
        self._apply_seat(client.seat)

    # ---- joining -------------------------------------------------------------------------------
    @classmethod
    async def async_join(cls, address: str, port: int, name: str, password: str = "", seat: int | None = None,
                         spectate: bool = False, options: LanOptions | None = None) -> "RemoteTableConnection":
        """Join (raises desktop.net.client.JoinRefused or OSError) and start listening to the host."""
        from desktop.net.client import RemoteSeat

        options = options or LanOptions()
        client = await RemoteSeat.async_join(address, port, name, password, seat=seat, spectate=spectate,
                                             reconnect_seconds=options.reconnect_seconds)
        connection = cls(client, options, name, password)
        connection._start()
        return connection

    def _start(self) -> None:
        self.client.on_link = self._on_link
        self._reader = asyncio.get_running_loop().create_task(self._async_read(), name="safehouse-remote-table")

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def view_key(self) -> int | None:
        return self.client.seat if self.client.seat is not None else PUBLIC

    # ---- the host's messages ------------------------------------------------------------------------
    async def _async_read(self) -> None:
        while not self._closing:
            message = await self.client.async_receive()
            if message is None:
                if self._closing:
                    return
                if self.refusal in ("kicked", "bad_token"):
                    self._set_link(KICKED)
                    return
                self._set_link(HOST_GONE)
                if not await self._async_rejoin():
                    return
                continue
            try:
                self._handle(message)
            except Exception:  # one bad message must not stop the table
                log.exception("could not handle %s", type(message).__name__)

    def _handle(self, message) -> None:
        from desktop.net import protocol as p

        if isinstance(message, p.Update):
            self._on_update(message)
        elif isinstance(message, (p.Lobby, p.Welcome)):
            self._apply_lobby(message.lobby)
            self.lobby_received.emit(self.lobby)
        elif isinstance(message, p.Seated):
            self._apply_seat(message.seat)
            self.seat_changed.emit(message.seat)
        elif isinstance(message, p.ChatLine):
            self.chat_log.append((message.name, message.text))
            self.chat_received.emit(message.name, message.text)
        elif isinstance(message, p.Error):
            self.error_received.emit(self.view_key, message.code, dict(message.params))
        elif isinstance(message, p.Refused):
            self.refusal = message.code
            if message.code == "table_closed":
                self._set_link(HOST_GONE)

    def _on_update(self, message) -> None:
        from ..saved_games import SeatRecord

        events = list(message.events)
        skip = self._skip.pop(message.game, 0)
        events = events[skip:]
        self._events_seen[message.game] = self._events_seen.get(message.game, 0) + len(events)
        key = self.view_key
        if self.record is None or self.record.game_number != message.game:
            self.record = SeatRecord(self.game_name, self.players, key, list(self.seat_names), self.lobby.get("name", ""),
                                     message.game)
        self.record.add(message.view, events)
        self.views[key] = message.view
        self.update_received.emit(key, message.view, events)
        if message.view.get("outcome") and not self.record.saved:
            with contextlib.suppress(OSError):
                self.saved_replays.append(self.record.save(list(self.seat_names)))

    def _apply_lobby(self, lobby: dict) -> None:
        from .seat_states import apply_lobby_seats

        self.lobby = dict(lobby)
        apply_lobby_seats(lobby, self.seat_names, self.bot_levels)

    def _apply_seat(self, seat: int | None) -> None:
        self.human_seats[:] = [seat] if seat is not None else []

    # ---- the link ----------------------------------------------------------------------------------
    def _on_link(self, state: str) -> None:
        if state == "reconnecting":
            if self.link == CONNECTED:
                self._set_link(RECONNECTING)
                self._gone_timer = asyncio.get_running_loop().call_later(self.options.host_gone_after, self._host_gone)
        elif state == "connected":
            self._set_link(CONNECTED)

    def _host_gone(self) -> None:
        self._gone_timer = None
        if self.link == RECONNECTING:
            self._set_link(HOST_GONE)

    def _set_link(self, state: str) -> None:
        if state != RECONNECTING and self._gone_timer is not None:
            self._gone_timer.cancel()
            self._gone_timer = None
        if state == CONNECTED and self.refusal == "table_closed":
            self.refusal = ""
        if state != self.link:
            self.link = state
            self.link_changed.emit(state)

    async def _async_rejoin(self) -> bool:
        """The RemoteSeat gave up (or we only watched, without a token): keep trying until the host is back."""
        from desktop.net.client import JoinRefused, RemoteSeat

        while not self._closing:
            await asyncio.sleep(REJOIN_EVERY)
            try:
                if self.client.token:
                    self.client.closed = False
                    await self.client.async_resume()
                else:  # a spectator joins again and skips the events it already has
                    client = await RemoteSeat.async_join(*self.address, self.name, self.password, spectate=True,
                                                         reconnect_seconds=self.options.reconnect_seconds)
                    client.on_link = self._on_link
                    self.client = client
                    for game, seen in self._events_seen.items():
                        self._skip[game] = seen
            except JoinRefused as error:
                if error.code in ("bad_token", "bad_password", "incompatible_version"):
                    self.refusal = error.code
                    self._set_link(KICKED)
                    return False
            except (OSError, asyncio.IncompleteReadError, ValueError):
                continue
            else:
                self._set_link(CONNECTED)
                return True
        return False

    # ---- sending -----------------------------------------------------------------------------------
    def command(self, seat: int, command: dict) -> None:
        self.client.command(command)

    def send_chat(self, text: str) -> None:
        self.client.chat(text)

    def take_seat(self, seat: int) -> None:
        from desktop.net import protocol as p

        self.client.send(p.TakeSeat(seat=seat))

    def spectate(self) -> None:
        from desktop.net import protocol as p

        self.client.send(p.Spectate())

    def rematch(self) -> None:
        """Only the host calls a rematch."""

    def set_bot_delay(self, seconds: float) -> None:
        """The host sets the bots' pace."""

    @property
    def finished(self) -> bool:
        view = self.views.get(self.view_key)
        return bool(view and view.get("outcome"))

    @property
    def last_replay(self):
        return self.saved_replays[-1] if self.saved_replays else None

    async def async_close(self) -> None:
        from desktop.net import protocol as p

        self._closing = True
        if self._gone_timer is not None:
            self._gone_timer.cancel()
        self.client.send(p.Leave())
        await self.client.async_close()
        if self._reader is not None:
            self._reader.cancel()
            await asyncio.gather(self._reader, return_exceptions=True)
        self._set_link(CLOSED)
