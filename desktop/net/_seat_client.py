"""What the two seat clients — in-memory (local.py) and TCP (client.py) — keep and do alike.

Each tracks its seat, token, the last view and sequence number it received and the lobby, sends
commands stamped with that sequence number, and can be iterated for its messages. A subclass
provides `send(message)` and `async_receive()`.
"""
from __future__ import annotations

from . import protocol as p


class SeatClientBase:
    def _start_tracking(self, name: str) -> None:
        self.name = name
        self.seat: int | None = None
        self.token = ""
        self.game = 0
        self.seq = 0
        self.view: dict | None = None
        self.lobby: dict | None = None
        self.closed = False

    def send(self, message: p.Message) -> None:  # pragma: no cover - each transport has its own
        raise NotImplementedError

    async def async_receive(self) -> p.ServerMessage | None:  # pragma: no cover - each transport has its own
        raise NotImplementedError

    def command(self, command: dict) -> None:
        """Send a game command for this seat, stamped with the last sequence number received."""
        self.send(p.Command(token=self.token, seq=self.seq, command=command))

    def chat(self, text: str) -> None:
        self.send(p.Chat(text=text))

    def _track(self, message: p.ServerMessage) -> None:
        if isinstance(message, p.Seated):
            self.seat, self.token = message.seat, message.token
        elif isinstance(message, p.Update):
            self.game, self.seq, self.view = message.game, message.seq, message.view
        elif isinstance(message, (p.Lobby, p.Welcome)):
            self.lobby = message.lobby

    def __aiter__(self):
        return self

    async def __anext__(self) -> p.ServerMessage:
        message = await self.async_receive()
        if message is None:
            raise StopAsyncIteration
        return message
