"""The host's guards: every frame a connection sends passes them in this order, each with its own code.

    within rate     rate_limited      (once; later frames of the flood are dropped unanswered)
    known message   malformed
    greeted         hello_first       (refused, and the connection closed)
    -- from here on, game commands only --
    token           bad_token         (the sender's own seat's token)
    started         game_not_started
    recording       table_stopped     (the journal could not be written: the table takes no command)
    not over        game_over
    pending         not_pending       (a seat whose answer waits for its window's minimum owes nothing)
    legal           the engine's codes (Game.check, run once; its result is what gets applied)
    sequence        stale_sequence

A refusal is a reply to that connection only; the game and the other seats carry on. A command that
passes every guard goes to the one step that applies, journals and sends it (playing.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..engine.core import Rejected
from ..engine.core.errors import Reject
from . import protocol as p
from .session import HostRejected

if TYPE_CHECKING:  # pragma: no cover
    from .parts import TableHost
    from .peer import Peer


class Dropped(Exception):
    """The frame is ignored without a reply (the rest of a flood)."""


class Refuse(Exception):
    """The handshake failed: a Refused reply, then the connection is closed."""

    def __init__(self, code: str, text: str) -> None:
        self.code = code
        self.text = text
        super().__init__(code)


@dataclass(slots=True)
class Incoming:
    """One frame on its way through the guards, and what they learned of it."""

    peer: "Peer"
    body: bytes
    message: Any = None  # the decoded p.ClientMessage
    seat: int | None = None  # a command's seat, once its token passed
    checked: Any = None  # a command as the engine checked it (GameSession.check)

    @property
    def is_command(self) -> bool:
        return isinstance(self.message, p.Command)


# ---- the guards, in order --------------------------------------------------------------------------
def within_rate(host: "TableHost", incoming: Incoming) -> None:
    peer = incoming.peer
    if peer.in_process or peer.flood.allow():  # in-process seats (local, bots) cannot flood a socket
        peer.flood_warned = False
        return
    if peer.flood_warned:
        raise Dropped()
    peer.flood_warned = True
    raise HostRejected("rate_limited")


def known_message(host: "TableHost", incoming: Incoming) -> None:
    try:
        incoming.message = p.decode_client(incoming.body)
    except p.ProtocolError as error:
        raise HostRejected(error.code, detail=error.detail) from None


def greeted(host: "TableHost", incoming: Incoming) -> None:
    if not incoming.peer.greeted and not isinstance(incoming.message, p.Hello):
        raise Refuse("hello_first", "send hello with your protocol version first")


def token(host: "TableHost", incoming: Incoming) -> None:
    seat = host.table.seat_of_token(incoming.message.token)
    if seat is None or seat != incoming.peer.seat:
        raise HostRejected("bad_token")
    incoming.seat = seat


def started(host: "TableHost", incoming: Incoming) -> None:
    if host.session is None:
        raise HostRejected("game_not_started")


def recording(host: "TableHost", incoming: Incoming) -> None:
    if host.stopped is not None:
        raise HostRejected("table_stopped", **host.stopped)


def not_over(host: "TableHost", incoming: Incoming) -> None:
    if host.session.outcome is not None:
        raise Rejected(Reject.GAME_OVER)


def pending(host: "TableHost", incoming: Incoming) -> None:
    seat = incoming.seat
    if host.window.holds(seat) or seat not in host.session.pending():
        raise Rejected(Reject.NOT_PENDING)


def legal(host: "TableHost", incoming: Incoming) -> None:
    incoming.checked = host.session.check(incoming.seat, incoming.message.command)


def sequence(host: "TableHost", incoming: Incoming) -> None:
    current = host.session.feeds[incoming.seat].seq
    if incoming.message.seq != current:
        raise HostRejected("stale_sequence", current=current)


@dataclass(frozen=True, slots=True)
class Guard:
    name: str
    code: str  # the code it answers with ("*" for the engine's own codes)
    check: Callable[["TableHost", Incoming], None]
    commands_only: bool = False


GUARDS: tuple[Guard, ...] = (
    Guard("within rate", "rate_limited", within_rate),
    Guard("known message", "malformed", known_message),
    Guard("greeted", "hello_first", greeted),
    Guard("token", "bad_token", token, commands_only=True),
    Guard("started", "game_not_started", started, commands_only=True),
    Guard("recording", "table_stopped", recording, commands_only=True),
    Guard("not over", "game_over", not_over, commands_only=True),
    Guard("pending", "not_pending", pending, commands_only=True),
    Guard("legal", "*", legal, commands_only=True),
    Guard("sequence", "stale_sequence", sequence, commands_only=True),
)


def admit(host: "TableHost", incoming: Incoming) -> None:
    """Run the guards in order; raises the first refusal (HostRejected, Rejected, Refuse or Dropped)."""
    for guard in GUARDS:
        if guard.commands_only and not incoming.is_command:
            return
        guard.check(host, incoming)


__all__ = ["GUARDS", "Dropped", "Guard", "Incoming", "Refuse", "admit"]
