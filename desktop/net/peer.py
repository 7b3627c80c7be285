"""One connection to the host — a local seat, a bot, or a remote client — and what the host knows of it."""
from __future__ import annotations

from . import protocol as p
from .lobby import RateLimit


class Peer:
    def __init__(self, link) -> None:
        self.link = link
        self.greeted = False
        self.seat: int | None = None
        self.spectator = False
        self.owner = False  # may start the game and call a rematch (the host's own local seats)
        self.name = ""
        self.flood = RateLimit(burst=200, per_second=100)
        self.chat = RateLimit(burst=5, per_second=0.5)
        self.flood_warned = False

    @property
    def in_process(self) -> bool:
        """A seat of this process (local seat or the host's bot): it cannot flood a socket."""
        return getattr(self.link, "in_process", False)

    @property
    def joined(self) -> bool:
        """Seated or watching (not merely greeted)."""
        return self.seat is not None or self.spectator

    def send(self, message: p.Message) -> None:
        self.link.send_bytes(p.encode(message))

    def send_bytes(self, body: bytes) -> None:
        self.link.send_bytes(body)


__all__ = ["Peer"]
