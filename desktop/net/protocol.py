"""The wire protocol: typed messages (msgspec), JSON in length-prefixed, size-capped frames.

Every message is a msgspec Struct tagged by its "type" field. Decoding validates every field's type
and bounds on arrival; anything else is `malformed`. No pickle, no eval: JSON only.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON (one message).
`decode_client` and `decode_server` are the only doors in: whatever bytes arrive, they return a message
or raise ProtocolError, nothing else. Size and nesting depth are checked before msgspec sees a byte,
because msgspec recurses once per level and has no depth limit of its own (a frame nested 1,000 deep
would raise RecursionError, or on a small thread stack crash the process).

Client -> host: hello, join, resume, take_seat, spectate, leave, command, chat, start, rematch, pause.
Host -> client: welcome, refused, seated, lobby, update, error, chat_line, clock.
"""
from __future__ import annotations

import struct
from typing import Annotated, Any, Union

import msgspec
from msgspec import Meta, Struct

PROTOCOL_VERSION = 1
MAX_FRAME = 16 * 1024  # bytes a client may send: 8x its largest message (a 500-character chat line, ~2 KB)
MAX_SERVER_FRAME = 4 * 1024 * 1024  # bytes a host may send; a 10-seat view is ~15 KB, a long game's log more
MAX_DEPTH = 32  # nesting of arrays and objects in one frame; real frames nest at most ~8 deep
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
    """Input that is not a valid message. `code` is sent back in an Error; `detail` says why, in one line."""

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
    """One frame from a client: a message, or ProtocolError (never any other exception)."""
    return _decode(_client_decoder, body, MAX_FRAME)


def decode_server(body: bytes) -> ServerMessage:
    """One frame from a host: a message, or ProtocolError (never any other exception)."""
    return _decode(_server_decoder, body, MAX_SERVER_FRAME)


def _decode(decoder: msgspec.json.Decoder, body: bytes, limit: int):
    if not isinstance(body, (bytes, bytearray, memoryview)):
        raise ProtocolError("malformed", f"expected bytes, not {type(body).__name__}")
    if len(body) > limit:
        raise ProtocolError("frame_too_large", f"{len(body)} bytes; the limit is {limit}")
    depth = nesting_depth(body)
    if depth > MAX_DEPTH:
        raise ProtocolError("too_deep", f"nested more than {MAX_DEPTH} levels deep")
    try:
        return decoder.decode(body)
    except (msgspec.MsgspecError, RecursionError) as error:  # RecursionError: only if the stack was nearly full already
        raise ProtocolError("malformed", _one_line(str(error))) from None


_BRACKETS = b"[{]}"
_AS_PARENS = bytes.maketrans(_BRACKETS, b"(())")
_NOT_SKELETON = bytes(b for b in range(256) if b not in b'[{]}"')


def nesting_depth(body: bytes, limit: int = MAX_DEPTH) -> int:
    """How deep arrays and objects nest in a JSON text (brackets in strings skipped), without parsing it.

    Exact for valid JSON up to `limit`, and `limit + 1` for anything deeper. For invalid JSON it is never
    less than the depth a decoder reaches before it fails, so it bounds msgspec's recursion. Cheap: a
    frame with few brackets is answered by counting them; otherwise each round strips the innermost
    "()" pairs in C, at most `limit` rounds: about as long as msgspec takes to decode a view, and well
    under a millisecond for the worst 16 KB frame (benchmarks/decode_bench.py)."""
    body = bytes(body)
    if b"\\" in body:  # drop escaped backslashes, then escaped quotes: every quote left opens or closes a string
        body = body.replace(b"\\\\", b"").replace(b'\\"', b"")
    skeleton = body.translate(None, _NOT_SKELETON)  # quotes and brackets only
    opens = skeleton.count(b"[") + skeleton.count(b"{")
    if opens <= limit:
        return opens  # within the limit whatever the structure (an upper bound, not the depth)
    # Drop adjacent quote pairs (a string without brackets, or two strings with nothing between them):
    # what is left between quotes is inside strings. (Where the decoder would fail, at a stray backslash
    # or a torn string, what follows does not matter: it never gets there.)
    skeleton = skeleton.replace(b'""', b"")
    if b'"' in skeleton:
        skeleton = b"".join(skeleton.split(b'"')[::2])
    parens = skeleton.translate(_AS_PARENS)
    too_many = b"(" * (limit + 1)
    rounds = 0
    while True:
        if too_many[rounds:] in parens:
            return limit + 1  # a run of opens that, with the levels stripped below it, goes past the limit
        shorter = parens.replace(b"()", b"")
        if len(shorter) == len(parens):
            break
        parens, rounds = shorter, rounds + 1
        if rounds > limit:
            return limit + 1
    # Left: unmatched closes (the decoder fails at the first) then unclosed opens (a torn frame).
    return min(rounds + parens.count(b"("), limit + 1)


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def to_builtins(message: Message) -> dict:
    return msgspec.to_builtins(message)


__all__ = [
    "MAX_DEPTH", "MAX_FRAME", "MAX_SERVER_FRAME", "PROTOCOL_VERSION", "ClientMessage", "ServerMessage",
    "ProtocolError", "decode_client", "decode_server", "encode", "frame", "nesting_depth",
]
