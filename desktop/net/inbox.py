"""Every frame a connection sends: through the guards (guards.py), then to its message's handler.

A refusal is a reply to that connection only; the game and the other seats carry on.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.core import Rejected
from . import protocol as p
from .guards import Dropped, Incoming, Refuse, admit
from .lobby import HUMAN, NAME_LENGTH, clean_text
from .peer import Peer
from .session import HostRejected

if TYPE_CHECKING:  # pragma: no cover
    from .parts import TableHost
    from .seating import Seating


class Inbox:
    def __init__(self, host: "TableHost", seating: "Seating") -> None:
        self.host = host
        self.seating = seating

    def receive(self, peer: Peer, body: bytes) -> None:
        """One frame from a connection: guarded and handled, or refused with an Error."""
        if peer not in self.seating.peers:
            return
        incoming = Incoming(peer, body)
        try:
            admit(self.host, incoming)
            handler = getattr(self, f"_on_{type(incoming.message).__struct_config__.tag}")
            handler(incoming)
        except Dropped:
            pass
        except Refuse as refusal:
            self.seating.refuse(peer, refusal.code, refusal.text)
        except Rejected as error:
            peer.send(p.Error(code=error.code.value, params=_plain(error.params), ref=_ref(incoming)))
        except HostRejected as error:
            peer.send(p.Error(code=error.code, params=_plain(error.params), ref=_ref(incoming)))

    # ---- one handler per message type -----------------------------------------------------------
    def _on_hello(self, incoming: Incoming) -> None:
        peer, message = incoming.peer, incoming.message
        if peer.greeted:
            raise HostRejected("already_greeted")
        if message.version != p.PROTOCOL_VERSION:
            raise Refuse("incompatible_version",
                         f"this table speaks Safehouse protocol {p.PROTOCOL_VERSION}, you speak {message.version}: "
                         "use the same Safehouse version as the host")
        peer.greeted = True
        peer.send(p.Welcome(version=p.PROTOCOL_VERSION, lobby=self.host.table.public()))

    def _on_join(self, incoming: Incoming) -> None:
        peer, message = incoming.peer, incoming.message
        if peer.seat is not None or peer.spectator:
            raise HostRejected("already_joined")
        if not self.host.table.password_ok(message.password):
            raise HostRejected("bad_password")
        name = clean_text(message.name, NAME_LENGTH)
        if not name:
            raise HostRejected("bad_name")
        self.seating.name_peer(peer, self.seating.distinct_name(name))
        if message.spectate:
            self.seating.make_spectator(peer)
        else:
            self.seating.claim(peer, message.seat)

    def _on_take_seat(self, incoming: Incoming) -> None:
        self.seating.spectator_sits(incoming.peer, incoming.message.seat)

    def _on_spectate(self, incoming: Incoming) -> None:
        self.seating.stand_up(incoming.peer)

    def _on_leave(self, incoming: Incoming) -> None:
        self.seating.disconnect(incoming.peer)

    def _on_resume(self, incoming: Incoming) -> None:
        peer, message = incoming.peer, incoming.message
        if not self.host.table.password_ok(message.password):
            raise HostRejected("bad_password")
        seat = self.host.table.seat_of_token(message.token)
        if seat is None:
            raise HostRejected("bad_token")
        self.seating.reclaim(peer, seat, message.game, message.last_seq)

    def _on_command(self, incoming: Incoming) -> None:
        self.host.play(incoming.seat, incoming.checked)  # every guard passed

    def _on_chat(self, incoming: Incoming) -> None:
        peer, message = incoming.peer, incoming.message
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

    def _on_start(self, incoming: Incoming) -> None:
        if not incoming.peer.owner:
            raise HostRejected("not_owner")
        self.host.start_game()

    def _on_rematch(self, incoming: Incoming) -> None:
        if not incoming.peer.owner:
            raise HostRejected("not_owner")
        self.host.rematch()

    def _on_pause(self, incoming: Incoming) -> None:
        peer, message = incoming.peer, incoming.message
        if peer.seat is None or self.host.table.seats[peer.seat].kind != HUMAN:
            raise HostRejected("not_seated")
        self.host.clocks.vote(peer.seat, message.pause)


def _ref(incoming: Incoming) -> str:
    """The type of the message refused ("" for a frame that is no message)."""
    return "" if incoming.message is None else type(incoming.message).__struct_config__.tag


def _plain(params: dict) -> dict:
    return {str(k): (v if isinstance(v, (int, float, str, bool, type(None), list, dict)) else str(v)) for k, v in params.items()}


__all__ = ["Inbox"]
