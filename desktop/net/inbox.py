"""Every message a connection sends the host passes the same guards, in this order, each with its own code.

known message (malformed) -> hello first / version (refused) -> seat token (bad_token) ->
game started (game_not_started) -> game not over (game_over) -> seat pending (not_pending; a seat
whose answer waits for its window's minimum owes nothing) -> command legal (the engine's codes) ->
sequence number current (stale_sequence).
A refusal is a reply to that connection only; the game and the other seats carry on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.core import Rejected
from . import protocol as p
from .lobby import HUMAN, clean_text
from .peer import Peer
from .session import HostRejected

if TYPE_CHECKING:  # pragma: no cover
    from .host import Host


class Inbox:
    def __init__(self, host: "Host") -> None:
        self.host = host
        self.seating = host.seating

    def receive(self, peer: Peer, body: bytes) -> None:
        """One frame from a connection: decoded, validated and handled, or refused with an Error."""
        if peer not in self.seating.peers:
            return
        if not peer.in_process and not peer.flood.allow():  # in-process seats cannot flood a socket
            if not peer.flood_warned:
                peer.flood_warned = True
                peer.send(p.Error(code="rate_limited"))
            return
        peer.flood_warned = False
        try:
            message = p.decode_client(body)
        except p.ProtocolError as error:
            peer.send(p.Error(code=error.code, params={"detail": error.detail}))
            return
        ref = type(message).__struct_config__.tag
        try:
            self._handle(peer, message)
        except Rejected as error:
            peer.send(p.Error(code=error.code.value, params=_plain(error.params), ref=ref))
        except HostRejected as error:
            peer.send(p.Error(code=error.code, params=_plain(error.params), ref=ref))

    def _handle(self, peer: Peer, message: p.ClientMessage) -> None:
        if not peer.greeted:
            if not isinstance(message, p.Hello):
                self.seating.refuse(peer, "hello_first", "send hello with your protocol version first")
            elif message.version != p.PROTOCOL_VERSION:
                self.seating.refuse(peer, "incompatible_version",
                                    f"this table speaks Safehouse protocol {p.PROTOCOL_VERSION}, you speak {message.version}: "
                                    "use the same Safehouse version as the host")
            else:
                peer.greeted = True
                peer.send(p.Welcome(version=p.PROTOCOL_VERSION, lobby=self.host.table.public()))
            return
        handler = getattr(self, f"_on_{type(message).__struct_config__.tag}")
        handler(peer, message)

    # ---- one handler per message type -----------------------------------------------------------
    def _on_hello(self, peer: Peer, message: p.Hello) -> None:
        raise HostRejected("already_greeted")

    def _on_join(self, peer: Peer, message: p.Join) -> None:
        if peer.seat is not None or peer.spectator:
            raise HostRejected("already_joined")
        if not self.host.table.password_ok(message.password):
            raise HostRejected("bad_password")
        peer.name = clean_text(message.name, 40) or "Player"
        if message.spectate:
            self.seating.make_spectator(peer)
        else:
            self.seating.claim(peer, message.seat)

    def _on_take_seat(self, peer: Peer, message: p.TakeSeat) -> None:
        self.seating.spectator_sits(peer, message.seat)

    def _on_spectate(self, peer: Peer, message: p.Spectate) -> None:
        self.seating.stand_up(peer)

    def _on_leave(self, peer: Peer, message: p.Leave) -> None:
        self.seating.disconnect(peer)

    def _on_resume(self, peer: Peer, message: p.Resume) -> None:
        if not self.host.table.password_ok(message.password):
            raise HostRejected("bad_password")
        seat = self.host.table.seat_of_token(message.token)
        if seat is None:
            raise HostRejected("bad_token")
        self.seating.reclaim(peer, seat, message.game, message.last_seq)

    def _on_command(self, peer: Peer, message: p.Command) -> None:
        host = self.host
        seat = host.table.seat_of_token(message.token)
        if seat is None or seat != peer.seat:
            raise HostRejected("bad_token")
        if host.session is None:
            raise HostRejected("game_not_started")
        host.session.check(seat, message.seq, message.command, answered=host.window.holds(seat))
        host.play(seat, message.command)

    def _on_chat(self, peer: Peer, message: p.Chat) -> None:
        if peer.seat is None and not peer.spectator:
            raise HostRejected("not_joined")
        if not peer.chat.allow():
            raise HostRejected("rate_limited")
        text = clean_text(message.text, 500)
        if text:
            line = p.ChatLine(name=peer.name, seat=peer.seat, text=text)
            for other in list(self.seating.peers):
                if other.seat is not None or other.spectator:
                    other.send(line)

    def _on_start(self, peer: Peer, message: p.Start) -> None:
        if not peer.owner:
            raise HostRejected("not_owner")
        self.host.start_game()

    def _on_rematch(self, peer: Peer, message: p.Rematch) -> None:
        if not peer.owner:
            raise HostRejected("not_owner")
        self.host.rematch()

    def _on_pause(self, peer: Peer, message: p.PauseVote) -> None:
        if peer.seat is None or self.host.table.seats[peer.seat].kind != HUMAN:
            raise HostRejected("not_seated")
        self.host.clocks.vote(peer.seat, message.pause)


def _plain(params: dict) -> dict:
    return {str(k): (v if isinstance(v, (int, float, str, bool, type(None), list, dict)) else str(v)) for k, v in params.items()}


__all__ = ["Inbox"]
