"""TCP over asyncio: length-prefixed, size-capped frames carrying protocol messages.

The host side (`async_serve`) is an asyncio Protocol per connection (TcpLink), not a stream and a
task: a joined connection's frame is handed to its endpoint (`Host._receive`) straight from
`data_received`, so a connection costs the event loop a few callbacks, not a task woken once per frame
with a timer per read (what a table under connection churn spent its time on). The rest (accepting,
the frames of connections not yet joined, closing a spectator that hung up) waits for the Doorman's
turn, one step per turn of the loop after its I/O: a crowd coming and going delays the seats' views by
a step, not by the crowd. A frame larger than MAX_FRAME gets an
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
import asyncio.selector_events
import collections
import contextlib
import logging
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
LISTEN_BACKLOG = 128  # connections the kernel holds for us to accept
TURN_STEPS = 1  # newcomers' frames and hang-ups handled per turn of the event loop (Doorman)
NEWCOMER_BUFFER = 4 * (p.MAX_FRAME + p.HEADER.size)  # bytes a newcomer's waiting frames may take before we stop reading it
_SIZE = p.HEADER.size
log = logging.getLogger(__name__)


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
        self._paused = False  # reading paused: a newcomer's frames wait for their turn (Doorman)
        self.waiting = False  # in the Doorman's queue
        self.hung_up = False  # the peer closed its end; ours is closed in the Doorman's turn

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
        if len(buffer) >= _SIZE and p.HEADER.unpack_from(buffer)[0] > p.MAX_FRAME:
            (size,) = p.HEADER.unpack_from(buffer)
            self.peer.send(p.Error(code="frame_too_large", params={"detail": f"{size} bytes; the limit is {p.MAX_FRAME}"}))
            self.close()
        elif self.peer.joined:
            self.handle_frames()
        elif self.frame_ready():
            self._server.doorman.knock(self)
            if len(buffer) > NEWCOMER_BUFFER and not self._paused:
                self._paused = True
                self.transport.pause_reading()  # a newcomer that sends faster than its turns come waits

    def frame_ready(self) -> bool:
        buffer = self._buffer
        return len(buffer) >= _SIZE and len(buffer) >= _SIZE + p.HEADER.unpack_from(buffer)[0]

    def handle_frames(self, limit: int | None = None) -> int:
        """Hand complete frames to the endpoint (at most `limit`, and then only while not joined);
        returns how many. A frame announcing more than MAX_FRAME gets an Error and the connection closed."""
        buffer = self._buffer
        start = handled = 0
        self._corked = []  # the replies to this read (welcome; seated and the first view) leave in one send
        while not self.closed and len(buffer) - start >= _SIZE:
            (size,) = p.HEADER.unpack_from(buffer, start)
            if size > p.MAX_FRAME:
                self.peer.send(p.Error(code="frame_too_large", params={"detail": f"{size} bytes; the limit is {p.MAX_FRAME}"}))
                self.close()
                break
            end = start + _SIZE + size
            if len(buffer) < end or (limit is not None and handled >= limit and not self.peer.joined):
                break
            body = bytes(buffer[start + _SIZE:end])
            start = end
            handled += 1
            self._server.host._receive(self.peer, body)
        if start:
            del buffer[:start]
        self._uncork()
        if not self.closed:
            if self._watching:
                self._watch()
            if self._paused and len(buffer) <= NEWCOMER_BUFFER:
                self._paused = False
                self.transport.resume_reading()
        return handled

    def eof_received(self) -> bool:
        """The peer hung up: close our end too (connection_lost follows), at once for a seat, else in
        the Doorman's turn (the transport stays open, no longer read, until then)."""
        if self.peer is None or self.peer.seat is not None or self.closed:
            return False
        self.hung_up = True
        self._server.doorman.knock(self)
        return True

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


class Doorman:
    """Whatever is not a seat waits its turn, one step per turn of the event loop: accepting a connection
    (TcpServer.accept_one), one frame of a connection that has not joined yet, closing one that hung up
    (a spectator or a newcomer). So a crowd coming and going cannot stand between the table's seats and
    their views. The frames of joined connections are handled as they arrive, and a seat that hangs up
    is closed at once (TcpLink.data_received, eof_received).

    A turn is a timer due at once: asyncio runs due timers after the I/O callbacks of the same loop turn,
    so the seats' frames that arrived meanwhile are handled, and their views written, first. The
    newcomers still get a turn every loop turn, however busy the table is."""

    def __init__(self, server: "TcpServer") -> None:
        self._server = server
        self._waiting: collections.deque[TcpLink] = collections.deque()
        self._door: dict[socket.socket, None] = {}  # listening sockets with connections to accept
        self._due = False

    def knock(self, link: TcpLink) -> None:
        if not link.waiting:
            link.waiting = True
            self._waiting.append(link)
        self._schedule()

    def ring(self, sock: socket.socket) -> None:
        """A connection waits on a listening socket."""
        self._door[sock] = None
        self._schedule()

    def _schedule(self) -> None:
        if not self._due:
            self._due = True
            asyncio.get_running_loop().call_later(0, self._turn)

    def _turn(self) -> None:
        self._due = False
        for sock in list(self._door):
            if not self._server.accept_one(sock):
                del self._door[sock]  # none left: its reader rings again for the next one
        for _ in range(TURN_STEPS):
            link = self._next()
            if link is None:
                break
            if link.frame_ready():
                link.handle_frames(limit=1)
            elif link.hung_up:
                link.close()
            if not link.closed and (link.frame_ready() or link.hung_up):
                self.knock(link)
        if self._waiting or self._door:
            self._schedule()

    def _next(self) -> "TcpLink | None":
        while self._waiting:
            link = self._waiting.popleft()
            link.waiting = False
            if not link.closed:
                return link
        return None


def accepts_itself(loop: asyncio.AbstractEventLoop) -> bool:
    """Whether TcpServer accepts on this loop itself (a selector loop), or asks asyncio's server to."""
    return isinstance(loop, asyncio.selector_events.BaseSelectorEventLoop)


class TcpServer:
    """The listening sockets and their connections; closing waits until every connection is gone.

    On a selector event loop (asyncio's own on Linux and macOS, qasync's) it accepts connections itself,
    one per turn of the loop in the Doorman's turn, each straight into a transport: asyncio's server
    would start a task per connection, and take the whole accept queue in one turn. Elsewhere (Windows'
    proactor loop) it serves the same sockets with `loop.create_server`."""

    def __init__(self, host: "Endpoint", join_seconds: float = JOIN_SECONDS, max_backlog: int = MAX_BACKLOG) -> None:
        self.host = host
        self.join_seconds = join_seconds
        self.max_backlog = max_backlog
        self.links: set[TcpLink] = set()
        self.doorman = Doorman(self)
        self.sockets: list[socket.socket] = []
        self._all_lost: asyncio.Future | None = None
        self._servers: list[asyncio.base_events.Server] = []  # the fallback: asyncio's own servers
        self._loop: asyncio.AbstractEventLoop | None = None

    async def listen(self, address: str, port: int) -> None:
        loop = self._loop = asyncio.get_running_loop()
        infos = await loop.getaddrinfo(address or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
        for family, kind, proto, _, sockaddr in dict.fromkeys(infos):
            sock = socket.socket(family, kind, proto)
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6:
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                sock.bind(sockaddr)
                sock.listen(LISTEN_BACKLOG)
                sock.setblocking(False)
            except OSError:
                sock.close()
                self.close()
                raise
            self.sockets.append(sock)
            if accepts_itself(loop):
                loop.add_reader(sock.fileno(), self.doorman.ring, sock)
            else:
                self._servers.append(await loop.create_server(lambda: TcpLink(self), sock=sock))

    def accept_one(self, sock: socket.socket) -> bool:
        """Accept a connection waiting on `sock` (the Doorman's step); False when none was waiting."""
        if sock not in self.sockets:
            return False  # closed meanwhile
        try:
            conn, address = sock.accept()
        except (BlockingIOError, InterruptedError, ConnectionAbortedError):
            return False
        except OSError as error:  # out of file descriptors or memory: try again in a while
            log.warning("accepting a connection failed (%s); trying again in 1 s", error)
            self._loop.remove_reader(sock.fileno())
            self._loop.call_later(1.0, self._resume_accepting, sock)
            return False
        conn.setblocking(False)
        # What asyncio's server does for each connection, less the task it starts to wait for it.
        self._loop._make_socket_transport(conn, TcpLink(self), extra={"peername": address})
        return True

    def _resume_accepting(self, sock: socket.socket) -> None:
        if sock in self.sockets:
            self._loop.add_reader(sock.fileno(), self.doorman.ring, sock)

    def lost(self, link: TcpLink) -> None:
        self.links.discard(link)
        if not self.links and self._all_lost is not None and not self._all_lost.done():
            self._all_lost.set_result(None)

    def close(self) -> None:
        """Stop listening (the connections stay until closed)."""
        for server in self._servers:
            server.close()  # and its socket
        if not self._servers:
            for sock in self.sockets:
                self._loop.remove_reader(sock.fileno())
                sock.close()
        self.sockets = []

    async def wait_closed(self) -> None:
        for link in list(self.links):
            link.close()
        while self.links:
            self._all_lost = asyncio.get_running_loop().create_future()
            await self._all_lost
        for server in self._servers:
            await server.wait_closed()


async def async_serve(host: "Endpoint", address: str, port: int, join_seconds: float = JOIN_SECONDS,
                      max_backlog: int = MAX_BACKLOG) -> TcpServer:
    server = TcpServer(host, join_seconds, max_backlog)
    await server.listen(address, port)
    return server


__all__ = ["TcpLink", "TcpServer", "async_serve", "read_frame"]
