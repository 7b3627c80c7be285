"""TCP over asyncio: length-prefixed, size-capped frames carrying protocol messages.

The host side (`async_serve`) hands each frame to its endpoint (`Host._receive`), exactly as a local
seat does. A frame larger than MAX_FRAME gets an Error and the connection is closed (the stream cannot
be trusted after it). A peer is dropped when it says nothing for HELLO_SECONDS, has not joined (taken
a seat or begun watching) `join_seconds` after it connected, stops reading what it is sent (more than
`max_backlog` bytes waiting in our buffer; the kernel's send buffer is kept small too), or stops
answering at the TCP level (keepalive probes, or data unacknowledged for UNACKED_SECONDS): only then
may its seat's token be resumed from another connection. The host and the other seats carry on.
"""
from __future__ import annotations

import asyncio
import contextlib
import socket
from typing import TYPE_CHECKING

from . import protocol as p

if TYPE_CHECKING:  # pragma: no cover
    from .parts import Endpoint

HELLO_SECONDS = 10.0
JOIN_SECONDS = 30.0
MAX_BACKLOG = 1024 * 1024  # bytes queued to one slow reader before we give up on it
SEND_BUFFER = 64 * 1024  # the kernel's send buffer per connection (a reader that stops holds no more)
KEEPALIVE = (10, 5, 3)  # seconds idle, seconds between probes, probes: a vanished machine is cut in ~25 s
UNACKED_SECONDS = 20  # data sent and not acknowledged for this long: the peer is gone (TCP_USER_TIMEOUT)


def _tune(writer: asyncio.StreamWriter) -> None:
    sock = writer.get_extra_info("socket")
    if sock is None:
        return
    with contextlib.suppress(OSError, AttributeError):
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        idle, interval, count = KEEPALIVE
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE, idle)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPINTVL, interval)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPCNT, count)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_USER_TIMEOUT, UNACKED_SECONDS * 1000)


async def read_frame(reader: asyncio.StreamReader, limit: int = p.MAX_FRAME) -> bytes:
    """One frame's body; raises ProtocolError("frame_too_large") or IncompleteReadError at EOF."""
    (size,) = p.HEADER.unpack(await reader.readexactly(p.HEADER.size))
    if size > limit:
        raise p.ProtocolError("frame_too_large", f"{size} bytes; the limit is {limit}")
    return await reader.readexactly(size)


class TcpLink:
    """The host's end of one TCP connection."""

    def __init__(self, writer: asyncio.StreamWriter, max_backlog: int = MAX_BACKLOG) -> None:
        self._writer = writer
        self._max_backlog = max_backlog
        self.closed = False

    def send_bytes(self, body: bytes) -> None:
        if self.closed:
            return
        transport = self._writer.transport
        if transport.is_closing():  # gone under us: writing on would only log a warning per send
            self.close()
            return
        transport.write(p.HEADER.pack(len(body)) + body)
        if transport.get_write_buffer_size() > self._max_backlog:
            transport.abort()  # a peer that does not read cannot make the host hold its memory
            self.close()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._writer.close()


class TcpServer:
    """A listening socket and its connection handlers; closing waits for every handler."""

    def __init__(self, host: "Endpoint", join_seconds: float = JOIN_SECONDS, max_backlog: int = MAX_BACKLOG) -> None:
        self._host = host
        self.join_seconds = join_seconds
        self.max_backlog = max_backlog
        self._handlers: set[asyncio.Task] = set()
        self.server: asyncio.base_events.Server | None = None

    @property
    def sockets(self):
        return self.server.sockets if self.server else []

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        self._handlers.add(task)  # type: ignore[arg-type]
        _tune(writer)
        link = TcpLink(writer, self.max_backlog)
        peer = self._host._connect(link)
        loop = asyncio.get_running_loop()
        join_by = loop.time() + self.join_seconds
        try:
            while not link.closed:
                if not peer.greeted:
                    timeout = HELLO_SECONDS
                elif not peer.joined:
                    timeout = max(0.0, join_by - loop.time())
                else:
                    timeout = None
                body = await asyncio.wait_for(read_frame(reader), timeout)
                self._host._receive(peer, body)
        except p.ProtocolError as error:
            peer.send(p.Error(code=error.code, params={"detail": error.detail}))
        except (asyncio.IncompleteReadError, ConnectionError, TimeoutError, OSError):
            pass
        finally:
            self._host._disconnect(peer)
            link.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()
            self._handlers.discard(task)  # type: ignore[arg-type]

    def close(self) -> None:
        if self.server is not None:
            self.server.close()

    async def wait_closed(self) -> None:
        if self._handlers:
            await asyncio.gather(*list(self._handlers), return_exceptions=True)
        if self.server is not None:
            await self.server.wait_closed()


async def async_serve(host: "Endpoint", address: str, port: int, join_seconds: float = JOIN_SECONDS,
                      max_backlog: int = MAX_BACKLOG) -> TcpServer:
    server = TcpServer(host, join_seconds, max_backlog)
    server.server = await asyncio.start_server(server._handle, address, port, reuse_address=True)
    return server


__all__ = ["TcpServer", "async_serve", "read_frame"]
