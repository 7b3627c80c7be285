"""One running copy of the app per user (and per data folder): a second launch hands its files over.

The first copy listens on a QLocalServer (a Unix socket / a Windows named pipe, readable by this user
only). A later launch connects, sends `{"open": [absolute paths]}` as one JSON line, waits for "ok"
and exits: the running copy opens those games and comes to the front. So only one copy ever loads or
writes the settings.

The server's name comes from the user and the data folder, so a test or the self-test with its own
SAFEHOUSE_DATA_DIR never meets the player's running copy.
"""
from __future__ import annotations

import getpass
import hashlib
import json
import logging
import os

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)
TIMEOUT_MS = 3000
MAX_MESSAGE = 64 * 1024


def server_name() -> str:
    try:
        user = getpass.getuser()
    except Exception:  # no user name in the environment (rare containers)
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    data = os.environ.get("SAFEHOUSE_DATA_DIR", "")
    digest = hashlib.sha256(f"{user}\0{data}".encode()).hexdigest()[:16]
    return f"safehouse-{digest}"


def forward(files: list[str], name: str | None = None, timeout_ms: int = TIMEOUT_MS) -> bool:
    """Hand `files` to a running copy; True once it said "ok" (then this launch should exit)."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write((json.dumps({"open": [os.path.abspath(path) for path in files]}) + "\n").encode())
    socket.flush()
    reply = b""
    while b"\n" not in reply and socket.waitForReadyRead(timeout_ms):
        reply += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return reply.strip() == b"ok"


def become_the_running_copy(files: list[str], parent: QObject | None = None) -> "InstanceServer | None":
    """The server this copy listens on, or None when a running copy took `files` (this launch exits)."""
    if forward(files):
        return None
    server = InstanceServer(parent=parent)
    return server if server.listen(files) else None


class InstanceServer(QObject):
    """Listens for later launches; emits `files_opened(paths)` (an empty list: just come to the front)."""

    files_opened = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self, files: list[str]) -> bool:
        """Become the running copy; False if another copy took `files` meanwhile (then exit)."""
        if self.server.listen(self.name):
            return True
        if forward(files, self.name):  # another copy started at the same moment and is listening now
            return False
        # A copy that crashed leaves its socket file behind; nobody answers on it, so it is stale.
        QLocalServer.removeServer(self.name)
        if not self.server.listen(self.name):
            log.warning("single instance: cannot listen on %s: %s", self.name, self.server.errorString())
        return True

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            buffer = bytearray()
            socket.readyRead.connect(lambda socket=socket, buffer=buffer: self._read(socket, buffer))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.readAll().data())
        if len(buffer) > MAX_MESSAGE:
            socket.abort()
            return
        if b"\n" not in buffer:
            return
        try:
            files = json.loads(buffer.split(b"\n", 1)[0])["open"]
            if not isinstance(files, list) or not all(isinstance(path, str) for path in files):
                raise ValueError("open is not a list of paths")
        except (ValueError, KeyError, TypeError) as error:
            log.warning("single instance: ignored a bad message: %s", error)
            socket.abort()
            return
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        log.info("another launch handed over %d file(s)", len(files))
        self.files_opened.emit(files)
