"""The wire protocol: typed messages (msgspec), JSON in length-prefixed, size-capped frames.

Every message is a msgspec Struct tagged by its "type" field. Decoding validates every field's type
and bounds on arrival; anything else is `malformed`. No pickle, no eval: JSON only.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON (one message).

Client -> host: hello, join, resume, take_seat, spectate, leave, command, chat, start, rematch, pause.
Host -> client: welcome, refused, seated, lobby, update, error, chat_line, clock.
"""
from __future__ import annotations

import struct
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta, Struct

PROTOCOL_VERSION = 1
MAX_FRAME = 256 * 1024  # bytes; a view of a 10-seat game is ~10 KB, so this is generous
HEADER = struct.Struct(">I")

Name = Annotated[str, Meta(min_length=1, max_length=40)]
Token = Annotated[str, Meta(min_length=1, max_length=64)]
Seq = Annotated[int, Meta(ge=0, le=2**31)]
SeatNo = Annotated[int, Meta(ge=0, le=63)]
ChatText = Annotated[str, Meta(min_length=1, max_length=500)]
Password = Annotated[str, Meta(max_length=100)]


class Message(Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=False):
    pass


# ---- client -> host -------------------------------------------------------------------------
class Hello(Message, tag="hello"):
    version: int
    client: Annotated[str, Meta(max_length=60)] = ""


class Join(Message, tag="join"):
    """Sit at the table: take `seat` (or any open seat if None), or watch with `spectate`."""
    name: Name
    password: Password = ""
    seat: SeatNo | None = None
    spectate: bool = False


class Resume(Message, tag="resume"):
    """Reclaim a seat after a drop: the token, and the last game and sequence number seen."""
    token: Token
    game: Seq = 0
    last_seq: Seq = 0
    password: Password = ""


class TakeSeat(Message, tag="take_seat"):
    seat: SeatNo


class Spectate(Message, tag="spectate"):
    pass


class Leave(Message, tag="leave"):
    pass


class Command(Message, tag="command"):
    """A game command for the sender's seat; `seq` is the last update sequence number it saw."""
    token: Token
    seq: Seq
    command: dict[str, Any]


class Chat(Message, tag="chat"):
    text: ChatText


class Start(Message, tag="start"):
    pass


class Rematch(Message, tag="rematch"):
    pass


class PauseVote(Message, tag="pause"):
    pause: bool


ClientMessage = Union[Hello, Join, Resume, TakeSeat, Spectate, Leave, Command, Chat, Start, Rematch, PauseVote]


# ---- host -> client -------------------------------------------------------------------------
class Welcome(Message, tag="welcome"):
    version: int
    lobby: dict[str, Any]


class Refused(Message, tag="refused"):
    """The handshake failed (e.g. incompatible version); the host closes the connection."""
    code: str
    message: str


class Seated(Message, tag="seated"):
    """Your place at the table: a seat and its private token, or seat None as a spectator."""
    seat: int | None
    token: str


class Lobby(Message, tag="lobby"):
    lobby: dict[str, Any]


class Update(Message, tag="update"):
    """Your view and the events you may see since your last update. `seq` counts your updates."""
    game: int
    seq: int
    view: dict[str, Any]
    events: list[dict[str, Any]]


class Error(Message, tag="error"):
    """A refused message: a code and parameters, never a sentence (the UI translates)."""
    code: str
    params: dict[str, Any] = {}
    ref: str = ""  # the type of the message refused


class ChatLine(Message, tag="chat_line"):
    name: str
    seat: int | None
    text: str


class Clock(Message, tag="clock"):
    """Time left for your current decision; paused when the table voted to pause."""
    seconds_left: float | None
    paused: bool


ServerMessage = Union[Welcome, Refused, Seated, Lobby, Update, Error, ChatLine, Clock]

_client_decoder = msgspec.json.Decoder(ClientMessage)
_server_decoder = msgspec.json.Decoder(ServerMessage)
_encoder = msgspec.json.Encoder()


class ProtocolError(Exception):
    """Input that is not a valid message. `code` is sent back in an Error."""

    def __init__(self, code: str, detail: str = "") -> None:
        self.code = code
        self.detail = detail
        super().__init__(f"{code}: {detail}" if detail else code)


def encode(message: Message) -> bytes:
    return _encoder.encode(message)


def frame(message: Message) -> bytes:
    body = _encoder.encode(message)
    return HEADER.pack(len(body)) + body


def decode_client(body: bytes) -> ClientMessage:
    try:
        return _client_decoder.decode(body)
    except msgspec.ValidationError as error:
        raise ProtocolError("malformed", str(error)[:200]) from None
    except msgspec.DecodeError as error:
        raise ProtocolError("malformed", str(error)[:200]) from None


def decode_server(body: bytes) -> ServerMessage:
    try:
        return _server_decoder.decode(body)
    except (msgspec.ValidationError, msgspec.DecodeError) as error:
        raise ProtocolError("malformed", str(error)[:200]) from None


def to_builtins(message: Message) -> dict:
    return msgspec.to_builtins(message)


__all__ = [
    "MAX_FRAME", "PROTOCOL_VERSION", "ClientMessage", "ServerMessage", "ProtocolError",
    "decode_client", "decode_server", "encode", "frame",
]
