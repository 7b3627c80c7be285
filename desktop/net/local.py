"""The in-memory transport: a seat (or a spectator) in the same process as the host.

Hot-seat, solo and the host's own bots use it. Messages still go through the protocol's encoder and
decoder, so a local seat is refused, validated and fed exactly as a remote one: one path for all.

    seat = host.local_seat("Ana")            # claims the first open seat; seat.seat, seat.token
    async for message in seat:                # Seated, Lobby, Update, Error, ChatLine, Clock ...
        if isinstance(message, Update) and message.view.get("pending"):
            seat.command({"kind": "vote", "approve": True})   # uses the last seq *received*

A Qt app may pass `listener=callback` instead of iterating: it is called on the event loop, once per
message, in order. Sending never re-enters the host synchronously (it is scheduled with call_soon).
"""
from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Callable

from . import protocol as p
from ._seat_client import SeatClientBase

if TYPE_CHECKING:  # pragma: no cover
    from .parts import Endpoint


class LocalLink:
    """The host's end of an in-memory connection."""

    in_process = True

    def __init__(self, client: "LocalSeat") -> None:
        self._client = client
        self.closed = False

    def send_bytes(self, body: bytes) -> None:
        if not self.closed:
            self._client._deliver(body)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._client._deliver(None)


class LocalSeat(SeatClientBase):
    """The client's end: receive messages, send commands. Tracks its seat, token, view and seq."""

    def __init__(self, host: "Endpoint", name: str, listener: Callable[[p.ServerMessage], None] | None = None) -> None:
        self._start_tracking(name)
        self._listener = listener
        self._loop = asyncio.get_running_loop()
        self._queue: asyncio.Queue = asyncio.Queue()
        self._host = host
        self._peer = host._connect(LocalLink(self))
        host._receive(self._peer, p.encode(p.Hello(version=p.PROTOCOL_VERSION, client="local")))

    # ---- sending -----------------------------------------------------------------------------
    def send(self, message: p.Message) -> None:
        """Send any protocol message; the host handles it on the next turn of the event loop."""
        if not self.closed:
            self._loop.call_soon(self._host._receive, self._peer, p.encode(message))

    def send_bytes(self, body: bytes) -> None:
        """Send a raw frame body, valid or not (hostile-input tests)."""
        if not self.closed:
            self._loop.call_soon(self._host._receive, self._peer, body)

    def send_now(self, message: p.Message) -> None:
        """Handle a message at once (for the host's own set-up calls, never from a listener)."""
        self._host._receive(self._peer, p.encode(message))

    def leave(self) -> None:
        self.send(p.Leave())

    def close(self) -> None:
        """Drop the connection (as a crashed client would); the host holds the seat."""
        if not self.closed:
            self._host._disconnect(self._peer)

    # ---- receiving ---------------------------------------------------------------------------
    def _deliver(self, body: bytes | None) -> None:
        message = None if body is None else p.decode_server(body)
        if self._listener is not None:
            self._loop.call_soon(self._consume_to_listener, message)
        else:
            self._queue.put_nowait(message)

    def _consume_to_listener(self, message) -> None:
        if message is None:
            self.closed = True
            return
        self._track(message)
        self._listener(message)  # type: ignore[misc]

    async def async_receive(self) -> p.ServerMessage | None:
        """The next message, or None once the host closed this connection."""
        if self.closed:
            return None
        message = await self._queue.get()
        if message is None:
            self.closed = True
            return None
        self._track(message)
        return message

    def receive_nowait(self) -> p.ServerMessage | None:
        """The next message if one is already here, else None (tests, and draining)."""
        if self._queue.empty():
            return None
        message = self._queue.get_nowait()
        if message is None:
            self.closed = True
            return None
        self._track(message)
        return message


__all__ = ["LocalSeat"]
