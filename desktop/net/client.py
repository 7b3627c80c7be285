"""A remote seat: a client of a host over TCP, with the same face as a LocalSeat.

    seat = await RemoteSeat.async_join("192.168.1.20", 52000, "Ana", password="")
    async for message in seat:          # Seated, Lobby, Update, Error, ChatLine, Clock
        ...
    await seat.async_close()

If the connection drops, `async_receive` reconnects with the seat token and the last sequence number
seen (for up to `reconnect_seconds`) and carries on: the host sends the current view and what was missed.

A host is trusted no more than a guest: every frame goes through `protocol.decode_server`, and whatever
it sends, joining raises only JoinRefused or OSError (HostBrokeProtocol for a bad frame or a wrong
reply, ConnectionResetError for a hang-up, TimeoutError for silence). A bad frame mid-game ends the
connection for good, without reconnecting (the same host would say the same); `lost_reason` says why.
"""
from __future__ import annotations

import asyncio
import collections
import contextlib

from . import protocol as p
from ._seat_client import SeatClientBase
from .tcp import read_frame

HANDSHAKE_SECONDS = 15.0  # from connecting to seated: a host that takes longer is not a Safehouse host
MAX_EARLY = 64  # messages a host may send before it seats us (a lobby update or a chat line or two)


class HostBrokeProtocol(ConnectionError):
    """The host sent a frame that is not a valid message, or a message that makes no sense here."""


class JoinRefused(Exception):
    """The host refused us: a wrong version, a full table, a bad password... (`code`, `message`)."""

    def __init__(self, code: str, message: str = "") -> None:
        self.code = code
        self.message = message
        super().__init__(f"{code}: {message}" if message else code)


class RemoteSeat(SeatClientBase):
    def __init__(self, address: str, port: int, name: str, password: str = "", reconnect_seconds: float = 0.0) -> None:
        self._start_tracking(name)
        self.address = address
        self.port = port
        self.password = password
        self.reconnect_seconds = reconnect_seconds
        self.reconnects = 0
        self.on_link = None  # optional callback(state): "reconnecting", "connected" or "lost", as the link changes
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._early: collections.deque = collections.deque()  # read during the handshake, not yet handed out
        self.lost_reason = ""  # why the connection ended for good, in one line ("" while it lasts)

    # ---- joining -------------------------------------------------------------------------------
    @classmethod
    async def async_join(cls, address: str, port: int, name: str, password: str = "", seat: int | None = None,
                         spectate: bool = False, reconnect_seconds: float = 0.0, version: int = p.PROTOCOL_VERSION) -> "RemoteSeat":
        """Connect, say hello, and take a seat (or watch). Raises JoinRefused or OSError."""
        client = cls(address, port, name, password, reconnect_seconds)
        await client._async_handshake(version, p.Join(name=name, password=password, seat=seat, spectate=spectate))
        return client

    async def async_resume(self) -> None:
        """Reconnect with our token and last sequence number; the host answers with what we missed."""
        await self._async_handshake(p.PROTOCOL_VERSION,
                                    p.Resume(token=self.token, game=self.game, last_seq=self.seq, password=self.password))

    async def _async_handshake(self, version: int, request: p.Message) -> None:
        """Connect, hello, welcome, our request, and messages until seated: all within HANDSHAKE_SECONDS."""
        try:
            async with asyncio.timeout(HANDSHAKE_SECONDS):
                await self._async_open(version)
                self.send(request)
                await self._async_until_seated()
        except TimeoutError:
            self._drop()
            raise TimeoutError(f"the host did not answer within {HANDSHAKE_SECONDS:g} s") from None
        except (OSError, JoinRefused):
            self._drop()
            raise

    async def _async_open(self, version: int) -> None:
        self._drop()
        self._reader, self._writer = await asyncio.open_connection(self.address, self.port)
        self.send(p.Hello(version=version, client="safehouse"))
        message = await self._async_read()
        if isinstance(message, p.Refused):
            self._drop()
            raise JoinRefused(message.code, message.message)
        if not isinstance(message, p.Welcome):
            self._drop()
            raise HostBrokeProtocol(f"the host answered hello with {_tag(message)}, not welcome")
        self.lobby = message.lobby

    async def _async_until_seated(self) -> None:
        while True:
            message = await self._async_read()
            if isinstance(message, p.Error):
                self._drop()
                raise JoinRefused(message.code)
            if isinstance(message, p.Refused):
                self._drop()
                raise JoinRefused(message.code, message.message)
            self._early.append(message)
            if len(self._early) > MAX_EARLY:
                raise HostBrokeProtocol(f"the host sent {MAX_EARLY} messages and still did not seat us")
            if isinstance(message, p.Seated):
                self.seat, self.token = message.seat, message.token
                return

    async def _async_read(self) -> p.ServerMessage:
        """The host's next message. Raises HostBrokeProtocol, or ConnectionResetError when it hangs up."""
        if self._reader is None:
            raise ConnectionResetError("not connected")
        try:
            return p.decode_server(await read_frame(self._reader, limit=p.MAX_SERVER_FRAME))
        except p.ProtocolError as error:
            raise HostBrokeProtocol(f"the host sent a bad frame ({error})") from None
        except asyncio.IncompleteReadError:
            raise ConnectionResetError("the host closed the connection") from None

    # ---- sending -------------------------------------------------------------------------------
    def send(self, message: p.Message) -> None:
        if self._writer is not None and not self._writer.is_closing():
            self._writer.write(p.frame(message))

    # ---- receiving -----------------------------------------------------------------------------
    async def async_receive(self) -> p.ServerMessage | None:
        """The next message; None when the connection is gone for good (after any reconnecting)."""
        while not self.closed:
            if self._early:
                message = self._early.popleft()
                self._track(message)
                return message
            try:
                message = await self._async_read()
            except (HostBrokeProtocol, p.ProtocolError) as error:
                return self._lose(str(error))
            except (OSError, asyncio.IncompleteReadError) as error:
                if self.closed:
                    return None
                self._link("reconnecting")
                if not await self._async_reconnect():
                    return self._lose(str(error) or type(error).__name__)
                self._link("connected")
                continue
            self._track(message)
            return message
        return None

    def _lose(self, reason: str) -> None:
        self.lost_reason = reason
        self.closed = True
        self._drop()
        self._link("lost")

    def _link(self, state: str) -> None:
        if self.on_link is not None:
            self.on_link(state)

    async def _async_reconnect(self) -> bool:
        if not self.token or self.reconnect_seconds <= 0:
            return False
        loop = asyncio.get_running_loop()
        give_up = loop.time() + self.reconnect_seconds
        while loop.time() < give_up and not self.closed:
            try:
                await self.async_resume()
                self.reconnects += 1
                return True
            except JoinRefused as error:
                if error.code in ("bad_token", "incompatible_version", "bad_password"):
                    return False
            except (HostBrokeProtocol, p.ProtocolError):
                return False
            except (OSError, asyncio.IncompleteReadError):  # TimeoutError and ConnectionResetError included
                pass
            await asyncio.sleep(0.2)
        return False

    # ---- closing -------------------------------------------------------------------------------
    def _drop(self) -> None:
        if self._writer is not None:
            self._writer.close()
        self._reader = self._writer = None

    async def async_close(self) -> None:
        self.closed = True
        writer = self._writer
        self._drop()
        if writer is not None:
            with contextlib.suppress(Exception):
                await writer.wait_closed()


def _tag(message: p.Message) -> str:
    return type(message).__struct_config__.tag


__all__ = ["HostBrokeProtocol", "JoinRefused", "RemoteSeat"]
