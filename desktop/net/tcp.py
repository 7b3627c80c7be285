"""TCP over asyncio: length-prefixed, size-capped frames carrying protocol messages.

The host side (`async_serve`) hands each frame to `Host._receive`, exactly as a local seat does.
A frame larger than MAX_FRAME gets an Error and the connection is closed (the stream cannot be
trusted after it); a peer that says nothing for HELLO_SECONDS, or stops reading what it is sent
(more than MAX_BACKLOG bytes waiting), is dropped. The host and the other seats carry on.
"""
from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from . import protocol as p

if TYPE_CHECKING:  # pragma: no cover
    from .host import Host

HELLO_SECONDS = 10.0
MAX_BACKLOG = 8 * 1024 * 1024  # bytes queued to one slow reader before we give up on it


async def read_frame(reader: asyncio.StreamReader, limit: int = p.MAX_FRAME) -> bytes:
    """One frame's body; raises ProtocolError("frame_too_large") or IncompleteReadError at EOF."""
    (size,) = p.HEADER.unpack(await reader.readexactly(p.HEADER.size))
    if size > limit:
        raise p.ProtocolError("frame_too_large", f"{size} bytes; the limit is {limit}")
    return await reader.readexactly(size)


class TcpLink:
    """The host's end of one TCP connection."""

    def __init__(self, writer: asyncio.StreamWriter) -> None:
        self._writer = writer
        self.closed = False

    def send_bytes(self, body: bytes) -> None:
        if self.closed:
            return
        self._writer.write(p.HEADER.pack(len(body)) + body)
        if self._writer.transport.get_write_buffer_size() > MAX_BACKLOG:
            self.close()  # a peer that does not read cannot make the host hold its memory

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._writer.close()


class TcpServer:
    """A listening socket and its connection handlers; closing waits for every handler."""

    def __init__(self, host: "Host") -> None:
        self._host = host
        self._handlers: set[asyncio.Task] = set()
        self.server: asyncio.base_events.Server | None = None

    @property
    def sockets(self):
        return self.server.sockets if self.server else []

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        self._handlers.add(task)  # type: ignore[arg-type]
        link = TcpLink(writer)
        peer = self._host._connect(link)
        try:
            while not link.closed:
                timeout = None if peer.greeted else HELLO_SECONDS
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


async def async_serve(host: "Host", address: str, port: int) -> TcpServer:
    server = TcpServer(host)
    server.server = await asyncio.start_server(server._handle, address, port, reuse_address=True)
    return server


__all__ = ["TcpServer", "async_serve", "read_frame"]
