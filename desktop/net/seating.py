"""Who sits where: the connections, the seat each acts for, and the lobby actions of the host's owner.

A seat is acted for by at most one connection at a time (its holder); its token decides who that is,
but never while the holder's connection is open: a live client keeps its seat (no seat flapping), and
a dead one is noticed (EOF, a failed write, TCP keepalive) and closed, after which the token may resume.
At most `max_connections` remote connections and `max_spectators` spectators; the rest get table_full.
Between games the host's owner may move players, send one away, seat a bot or open a seat again.
During a game a dropped player's seat is held for them (a stand-in bot may play it meanwhile).
"""
from __future__ import annotations

import collections
import secrets
from typing import TYPE_CHECKING

from . import protocol as p
from .lobby import BOT, HUMAN, Seat, distinct
from .peer import Peer
from .session import HostRejected

if TYPE_CHECKING:  # pragma: no cover
    from .parts import TableHost


class Seating:
    def __init__(self, host: "TableHost") -> None:
        self.host = host
        self.peers: set[Peer] = set()
        self.holders: dict[int, Peer] = {}  # seat -> the connection acting for it now
        self.remote = 0  # connections from other processes (what max_connections counts)
        self._names: collections.Counter[str] = collections.Counter()  # the connections' names, casefolded

    def holder(self, seat: int) -> Peer | None:
        return self.holders.get(seat)

    def send_to_seat(self, seat: int, message: p.Message) -> None:
        peer = self.holders.get(seat)
        if peer is not None:
            peer.send(message)

    def send_bytes_to_seat(self, seat: int, body: bytes) -> None:
        peer = self.holders.get(seat)
        if peer is not None:
            peer.send_bytes(body)

    def send_to_spectators(self, message: p.Message) -> None:
        self.send_bytes_to_spectators(p.encode(message))

    def send_bytes_to_spectators(self, body: bytes) -> None:
        for peer in list(self.peers):
            if peer.spectator:
                peer.send_bytes(body)

    def send_to_all(self, message: p.Message) -> None:
        """Every joined connection: the seats and the spectators."""
        self._send_each(message, lambda peer: peer.joined)

    def _send_each(self, message: p.Message, wanted) -> None:
        body = p.encode(message)  # once, however many receive it
        for peer in list(self.peers):
            if wanted(peer):
                peer.send_bytes(body)

    def distinct_name(self, name: str) -> str:
        """The name, made distinct from every seat's and every connection's ("Ana (2)")."""
        taken = {seat.name for seat in self.host.table.seats if seat.name}
        taken.update(self._names)  # kept as they come and go: a crowd of connections is not searched
        return distinct(name, taken)

    def name_peer(self, peer: Peer, name: str) -> None:
        """The name a connection goes by from now on (distinct_name checks against it)."""
        self._unname(peer)
        peer.name = name
        if name and peer in self.peers:
            self._names[name.casefold()] += 1

    def _unname(self, peer: Peer) -> None:
        if peer.name and peer in self.peers:
            folded = peer.name.casefold()
            self._names[folded] -= 1
            if self._names[folded] <= 0:
                del self._names[folded]

    # ---- connections ----------------------------------------------------------------------------
    def connect(self, link) -> Peer:
        peer = Peer(link)
        if not peer.in_process:
            if self.remote >= self.host.max_connections:
                peer.send(p.Refused(code="table_full", message="this table takes no more connections"))
                link.close()
                return peer  # never added: its frames are ignored and its end is a no-op
            self.remote += 1
        self.peers.add(peer)
        return peer

    def disconnect(self, peer: Peer) -> None:
        """A connection ended (closed, dropped, or kicked). A started game holds the seat."""
        if peer not in self.peers:
            return
        self._forget(peer)
        host = self.host
        watcher = peer.spectator
        if peer.spectator:
            host.table.spectators -= 1
        seat = peer.seat
        if seat is not None and self.holders.get(seat) is peer:
            del self.holders[seat]
            if host.table.status == "lobby" and host.table.seats[seat].kind == HUMAN:
                host.table.release(seat)
            else:
                host.table.seats[seat].connected = False
                host.bots.schedule_stand_in(seat)
            host.save_table()
            host.lobby_changed()
        elif watcher:  # a peer that never joined leaves nothing to tell
            host.lobby_changed(watchers_only=True)

    def drop_link(self, peer: Peer) -> None:
        """Close one of the host's own connections (a bot's) without the lobby noticing."""
        if peer in self.peers:
            self._forget(peer)
        if peer.seat is not None and self.holders.get(peer.seat) is peer:
            del self.holders[peer.seat]

    def _forget(self, peer: Peer) -> None:
        self._unname(peer)
        self.peers.discard(peer)
        if not peer.in_process:
            self.remote -= 1
        peer.link.close()

    def refuse(self, peer: Peer, code: str, text: str) -> None:
        peer.send(p.Refused(code=code, message=text))
        self.disconnect(peer)

    # ---- taking and leaving seats --------------------------------------------------------------
    def claim(self, peer: Peer, wanted: int | None) -> None:
        host = self.host
        try:
            seat = host.table.claim(wanted, peer.name)
        except LookupError as error:
            raise HostRejected(str(error.args[0])) from None
        peer.seat = seat
        self.holders[seat] = peer
        peer.send(p.Seated(seat=seat, token=host.table.seats[seat].token))
        host.save_table()
        host.lobby_changed()
        host.maybe_autostart()

    def make_spectator(self, peer: Peer) -> None:
        host = self.host
        if not peer.in_process and host.table.spectators >= host.max_spectators:
            raise HostRejected("table_full", spectators=host.max_spectators)
        peer.spectator = True
        host.table.spectators += 1
        peer.send(p.Seated(seat=None, token=""))
        if host.session is not None:
            peer.send_bytes(host.session.feeds[None].first_sight(host.game, host.session.state))
        host.lobby_changed(watchers_only=True)

    def spectator_sits(self, peer: Peer, wanted: int) -> None:
        if not peer.spectator:
            raise HostRejected("not_joined" if peer.seat is None else "already_seated")
        peer.spectator = False
        self.host.table.spectators -= 1
        try:
            self.claim(peer, wanted)
        except HostRejected:
            peer.spectator = True
            self.host.table.spectators += 1
            raise

    def stand_up(self, peer: Peer) -> None:
        """In the lobby, a seated player becomes a spectator."""
        if peer.seat is None:
            raise HostRejected("not_seated")
        if self.host.table.status != "lobby":
            raise HostRejected("game_running")
        if not peer.in_process and self.host.table.spectators >= self.host.max_spectators:
            raise HostRejected("table_full", spectators=self.host.max_spectators)
        seat, peer.seat = peer.seat, None
        del self.holders[seat]
        self.host.table.release(seat)
        self.make_spectator(peer)
        self.host.lobby_changed()  # the seat it left is open: soon, not with the watchers' count

    def reclaim(self, peer: Peer, seat: int, game: int, last_seq: int) -> None:
        """The seat's token came back (a reconnect, or a bot sitting down): the current view and what was missed."""
        host = self.host
        if peer.seat is not None and peer.seat != seat:
            raise HostRejected("already_seated")
        previous = self.holders.get(seat)
        if previous is not None and previous is not peer and not previous.link.closed \
                and not host.table.seats[seat].stand_in:
            raise HostRejected("seat_in_use")  # its client is still connected: it keeps the seat
        host.bots.stop_stand_in(seat)
        previous = self.holders.get(seat)
        if previous is not None and previous is not peer:
            self.disconnect(previous)
        peer.seat = seat
        self.name_peer(peer, host.table.seats[seat].name)
        self.holders[seat] = peer
        host.table.seats[seat].connected = True
        host.bots.cancel_grace(seat)
        peer.send(p.Seated(seat=seat, token=host.table.seats[seat].token))
        if host.session is not None:
            last = last_seq if game == host.session.number else 0
            peer.send(host.session.feeds[seat].catch_up(host.game, host.session.state, last))
            host.clocks.resend(seat)
        host.save_table()
        host.lobby_changed()

    # ---- the lobby, run by the host's owner ------------------------------------------------------
    def move_seat(self, source: int, target: int) -> None:
        self._lobby_only(source, target)
        seats = self.host.table.seats
        seats[source], seats[target] = seats[target], seats[source]
        holders = {number: self.holders.pop(number, None) for number in (source, target)}
        for old, new in ((source, target), (target, source)):
            peer = holders[old]
            if peer is not None:
                peer.seat = new
                self.holders[new] = peer
                peer.send(p.Seated(seat=new, token=seats[new].token))
        self.host.bots.swap(source, target)
        self._lobby_changed()

    def kick(self, seat: int) -> None:
        self._lobby_only(seat)
        peer = self.holders.get(seat)
        if peer is not None and peer.owner:
            raise HostRejected("not_allowed")
        if self.host.table.seats[seat].kind != HUMAN:
            raise HostRejected("not_seated")
        if peer is not None:
            peer.send(p.Refused(code="kicked", message="the host gave your seat to someone else"))
            self.holders.pop(seat, None)
            peer.seat = None
            self.disconnect(peer)
        self.host.table.release(seat)
        self._lobby_changed()

    def seat_bot(self, seat: int, level: str) -> None:
        self._lobby_only(seat)
        self._clear_seat(seat)
        self.host.table.seats[seat] = Seat(kind=BOT, level=level, name=f"Bot {seat + 1}", connected=True,
                                           token=secrets.token_urlsafe(16))
        self.host.bots.start(seat, level)
        self._lobby_changed()
        self.host.maybe_autostart()

    def open_seat(self, seat: int) -> None:
        self._lobby_only(seat)
        self._clear_seat(seat)
        self.host.table.release(seat)
        self._lobby_changed()

    def farewell(self, code: str) -> None:
        self._send_each(p.Refused(code=code, message="the host closed the table"),
                        lambda peer: peer.greeted and not peer.in_process)

    def close_all(self) -> None:
        for peer in list(self.peers):
            peer.link.close()
        self.peers.clear()
        self._names.clear()
        self.remote = 0

    def _clear_seat(self, seat: int) -> None:
        kind = self.host.table.seats[seat].kind
        if kind == HUMAN:
            self.kick(seat)
        elif kind == BOT:
            self.host.bots.stop(seat)

    def _lobby_only(self, *seats: int) -> None:
        session = self.host.session
        if session is not None and session.outcome is None:
            raise HostRejected("game_running")
        for seat in seats:
            if not 0 <= seat < len(self.host.table.seats):
                raise HostRejected("no_such_seat")

    def _lobby_changed(self) -> None:
        self.host.save_table()
        self.host.lobby_changed()


__all__ = ["Seating"]
