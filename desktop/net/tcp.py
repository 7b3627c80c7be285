"""TCP over asyncio: length-prefixed, size-capped frames carrying protocol messages.

The host side (`async_serve`) is an asyncio Protocol per connection (TcpLink), not a stream and a
task: a frame is handed to its endpoint (`Host._receive`) straight from `data_received`, so a
connection costs the event loop a few callbacks, not a task woken once per frame with a timer per
read (what a table under connection churn spends its time on). A frame larger than MAX_FRAME gets an
Error and the connection is closed (the stream cannot be trusted after it). A peer is dropped when it
has not said hello HELLO_SECONDS after it connected, has not joined (taken a seat or begun watching)
`join_seconds` after it connected, stops reading what it is sent (more than `max_backlog` bytes
waiting in our buffer; the kernel's send buffer is kept small too), or stops answering at the TCP
level (keepalive probes, or data unacknowledged for UNACKED_SECONDS): only then may its seat's token
be resumed from another connection. The host and the other seats carry on.

The clients read with `read_frame` on a StreamReader (client.py).
"""
from __future__ import annotations

import asyncio
import contextlib
import socket
from typing import TYPE_CHECKING

from . import protocol as p

if TYPE_CHECKING:  # pragma: no cover
    from .parts import Endpoint
    from .peer import Peer

HELLO_SECONDS = 10.0
JOIN_SECONDS = 30.0
MAX_BACKLOG = 1024 * 1024  # bytes queued to one slow reader before we give up on it
SEND_BUFFER = 64 * 1024  # the kernel's send buffer per connection (a reader that stops holds no more)
KEEPALIVE = (10, 5, 3)  # seconds idle, seconds between probes, probes: a vanished machine is cut in ~25 s
UNACKED_SECONDS = 20  # data sent and not acknowledged for this long: the peer is gone (TCP_USER_TIMEOUT)
_SIZE = p.HEADER.size


def _tune(sock: socket.socket | None) -> None:
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


class TcpLink(asyncio.Protocol):
    """The host's end of one TCP connection: frames in (to the endpoint), bytes out."""

    def __init__(self, server: "TcpServer") -> None:
        self._server = server
        self.transport: asyncio.Transport | None = None
        self.peer: "Peer | None" = None
        self.closed = False
        self._buffer = bytearray()
        self._deadline: asyncio.TimerHandle | None = None
        self._watching = ""  # what the deadline waits for: "hello", "join" or "" (none)
        self._corked: list[bytes] | None = None  # replies held while a read is handled, sent as one write

    # ---- asyncio's calls ------------------------------------------------------------------------
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self._server.links.add(self)
        self._opened = asyncio.get_running_loop().time()
        self.peer = self._server.host._connect(self)
        if not self.closed:
            self._watch()

    def data_received(self, data: bytes) -> None:
        buffer = self._buffer
        buffer += data
        start = 0
        self._corked = []  # a newcomer's replies (welcome; seated and the first view) leave in one send
        while not self.closed and len(buffer) - start >= _SIZE:
            (size,) = p.HEADER.unpack_from(buffer, start)
            if size > p.MAX_FRAME:
                self.peer.send(p.Error(code="frame_too_large", params={
                    "detail": f"{size} bytes; the limit is {p.MAX_FRAME}"}))
                self.close()
                break
            end = start + _SIZE + size
            if len(buffer) < end:
                break
            body = bytes(buffer[start + _SIZE:end])
            start = end
            self._server.host._receive(self.peer, body)
        if start:
            del buffer[:start]
        self._uncork()
        if not self.closed and self._watching:
            self._watch()

    def eof_received(self) -> bool:
        return False  # the peer hung up: close our end too (connection_lost follows)

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_watching()
        self.closed = True
        self._buffer.clear()
        if self.peer is not None:
            self._server.host._disconnect(self.peer)
        self._server.lost(self)

    # ---- the host's calls -----------------------------------------------------------------------
    def send_bytes(self, body: bytes) -> None:
        if self.closed:
            return
        if self._corked is not None:
            self._corked += (p.HEADER.pack(len(body)), body)
            return
        self._write(p.HEADER.pack(len(body)) + body)

    def _write(self, data: bytes) -> None:
        transport = self.transport
        if transport.is_closing():  # gone under us: writing on would only log a warning per send
            self.close()
            return
        transport.write(data)
        if transport.get_write_buffer_size() > self._server.max_backlog:
            transport.abort()  # a peer that does not read cannot make the host hold its memory
            self.close()

    def _uncork(self) -> None:
        corked, self._corked = self._corked, None
        if corked and not self.closed:
            self._write(b"".join(corked))

    def close(self) -> None:
        if not self.closed:
            self._uncork()  # a refusal's reason goes out before the connection closes
            self.closed = True
            self._stop_watching()
            if self.transport is not None:
                self.transport.close()

    # ---- the hello and join deadlines ----------------------------------------------------------
    def _watch(self) -> None:
        """(Re)arm the one timer a connection has: hello within HELLO_SECONDS, join within join_seconds."""
        peer = self.peer
        wanted = "hello" if not peer.greeted else "join" if not peer.joined else ""
        if wanted == self._watching:
            return
        self._stop_watching()
        self._watching = wanted
        if not wanted:  # joined: from now on it holds a seat or watches, so TCP must notice if it goes
            _tune(self.transport.get_extra_info("socket"))
        else:
            seconds = HELLO_SECONDS if wanted == "hello" else self._server.join_seconds
            self._deadline = asyncio.get_running_loop().call_at(self._opened + seconds, self._expired)

    def _stop_watching(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._watching = ""

    def _expired(self) -> None:
        self._deadline = None
        self.close()


class TcpServer:
    """A listening socket and its connections; closing waits until every connection is gone."""

    def __init__(self, host: "Endpoint", join_seconds: float = JOIN_SECONDS, max_backlog: int = MAX_BACKLOG) -> None:
        self.host = host
        self.join_seconds = join_seconds
        self.max_backlog = max_backlog
        self.links: set[TcpLink] = set()
        self._all_lost: asyncio.Future | None = None
        self.server: asyncio.base_events.Server | None = None

    @property
    def sockets(self):
        return self.server.sockets if self.server else []

    def lost(self, link: TcpLink) -> None:
        self.links.discard(link)
        if not self.links and self._all_lost is not None and not self._all_lost.done():
            self._all_lost.set_result(None)

    def close(self) -> None:
        if self.server is not None:
            self.server.close()

    async def wait_closed(self) -> None:
        for link in list(self.links):
            link.close()
        while self.links:
            self._all_lost = asyncio.get_running_loop().create_future()
            await self._all_lost
        if self.server is not None:
            await self.server.wait_closed()


async def async_serve(host: "Endpoint", address: str, port: int, join_seconds: float = JOIN_SECONDS,
                      max_backlog: int = MAX_BACKLOG) -> TcpServer:
    server = TcpServer(host, join_seconds, max_backlog)
    loop = asyncio.get_running_loop()
    server.server = await loop.create_server(lambda: TcpLink(server), address, port, reuse_address=True)
    return server


__all__ = ["TcpLink", "TcpServer", "async_serve", "read_frame"]
