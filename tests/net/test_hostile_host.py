"""A hostile host against `safehouse join`: whatever it sends, one line on stderr and exit code 1.

The fake host runs on 127.0.0.1 in a thread of its own; `safehouse join` runs through the real entry
point (`desktop.cli.main`), in this process (so a traceback would fail the test) and, once, as a child
process (so the exit code and stderr are the real ones).
"""
from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from desktop import cli
from desktop.net import client
from desktop.net import protocol as p

from .conftest import LOOPBACK

ROOT = Path(__file__).resolve().parents[2]


def frame_of(body: bytes) -> bytes:
    return p.HEADER.pack(len(body)) + body


WELCOME = p.frame(p.Welcome(version=p.PROTOCOL_VERSION, lobby={"game": "resistance", "players": 5}))
SEATED = p.frame(p.Seated(seat=0, token="t" * 22))
VIEW = {"game": "resistance", "players": 5, "viewer": 0, "pending": [0], "outcome": None}


class FakeHost:
    """Answers hello with `after_hello` and join with `after_join` (raw bytes), then sends `trickle` every
    0.1 s while the client stays, then waits for it to go or hangs up."""

    def __init__(self, after_hello: bytes = b"", after_join: bytes | None = None, hang_up: bool = False,
                 trickle: bytes = b"") -> None:
        self.after_hello, self.after_join, self.hang_up, self.trickle = after_hello, after_join, hang_up, trickle
        self.port = 0
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="fake-host", daemon=True)

    def __enter__(self) -> "FakeHost":
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def __exit__(self, *_exc) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def _serve(self) -> None:
        self._loop = asyncio.new_event_loop()
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self._talks: set[asyncio.Task] = set()
        server = await asyncio.start_server(self._talk, LOOPBACK, 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        await self._stop.wait()
        server.close()
        for task in self._talks:
            task.cancel()
        await asyncio.gather(*self._talks, return_exceptions=True)
        await server.wait_closed()

    async def _talk(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._talks.add(asyncio.current_task())
        try:
            await _read_frame(reader)  # hello
            writer.write(self.after_hello)
            if self.after_join is not None:
                await _read_frame(reader)  # join
                writer.write(self.after_join)
            await writer.drain()
            while self.trickle:  # a message now and then, never a seat, until the client hangs up
                writer.write(self.trickle)
                await writer.drain()
                await asyncio.sleep(0.1)
            if not self.hang_up:
                await reader.read()  # until the client goes
        except (OSError, asyncio.IncompleteReadError, asyncio.CancelledError):  # (cancelled: the test is over)
            pass
        finally:
            writer.close()
            with contextlib.suppress(Exception, asyncio.CancelledError):
                await writer.wait_closed()


async def _read_frame(reader: asyncio.StreamReader) -> bytes:
    (size,) = p.HEADER.unpack(await reader.readexactly(4))
    return await reader.readexactly(size)


def join(port: int, capsys) -> tuple[int, str]:
    code = cli.main(["join", f"{LOOPBACK}:{port}", "--reconnect-seconds", "0"])
    return code, capsys.readouterr().err


CASES = {
    "a malformed welcome": (dict(after_hello=frame_of(b'{"type":"welcome","version":1,"lobby":[]}')),
                            "the host sent a bad frame (malformed: Expected `object`, got `array` - at `$.lobby`)"),
    "an unknown message type": (dict(after_hello=frame_of(b'{"type":"surprise"}')),
                                "the host sent a bad frame (malformed: Invalid value 'surprise' - at `$.type`)"),
    "a 4 GB length prefix": (dict(after_hello=p.HEADER.pack(2**32 - 1)),
                             f"the host sent a bad frame (frame_too_large: 4294967295 bytes; the limit is {p.MAX_SERVER_FRAME})"),
    "a welcome nested 100,000 deep": (dict(after_hello=frame_of(b'{"type":"welcome","version":1,"lobby":{"a":'
                                                                + b"[" * 100_000 + b"]" * 100_000 + b"}}")),
                                      f"the host sent a bad frame (too_deep: nested more than {p.MAX_DEPTH} levels deep)"),
    "bytes that are not UTF-8": (dict(after_hello=frame_of(b'{"type":"welcome","version":1,"lobby":{"\xff":1}}')),
                                 "the host sent a bad frame (malformed: Invalid UTF-8"),
    "an update instead of a welcome": (dict(after_hello=p.frame(p.Update(game=1, seq=1, view={}, events=[]))),
                                       "the host answered hello with update, not welcome"),
    "a hang-up after hello": (dict(hang_up=True), "cannot reach 127.0.0.1:{port}: the host closed the connection"),
    "a refusal": (dict(after_hello=p.frame(p.Refused(code="table_full", message="no seat left"))),
                  "the host at 127.0.0.1:{port} refused us: table_full: no seat left"),
    "a refusal that would drive the terminal": (dict(after_hello=p.frame(p.Refused(code="x\x1b[2J", message="a\nb\x07"))),
                                                "refused us: x\\x1b[2J: a\\nb\\x07"),
    "lobby updates that never end in a seat": (dict(after_hello=WELCOME, after_join=p.frame(p.Lobby(lobby={})) * 100),
                                                f"the host sent {client.MAX_EARLY} messages and still did not seat us"),
    "a bad frame once seated": (dict(after_hello=WELCOME, after_join=SEATED + frame_of(b"\x00garbage")),
                                "the table at 127.0.0.1:{port} closed before the game ended: the host sent a bad frame (malformed:"),
    "a hang-up once seated": (dict(after_hello=WELCOME, after_join=SEATED, hang_up=True),
                              "the table at 127.0.0.1:{port} closed before the game ended: the host closed the connection"),
    "a view the bot cannot play": (dict(after_hello=WELCOME, after_join=SEATED + p.frame(p.Update(
        game=1, seq=1, view={**VIEW, "legal": [{"kind": "vote", "params": "nonsense"}]}, events=[]))),
        "the host at 127.0.0.1:{port} sent what our bot cannot play ("),
    "an outcome that is not an object": (dict(after_hello=WELCOME, after_join=SEATED + p.frame(p.Update(
        game=1, seq=1, view={**VIEW, "outcome": [1, 2]}, events=[]))),
        "the host at 127.0.0.1:{port} sent an outcome that is not an object"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_host_gets_one_line_and_exit_code_1(case, capsys):
    behaviour, expected = CASES[case]
    with FakeHost(**behaviour) as host:
        code, err = join(host.port, capsys)
    assert code == 1, err
    assert err.startswith("safehouse: error: ") and err.count("\n") == 1, err
    assert expected.format(port=host.port) in err, err


@pytest.mark.parametrize("trickle", [False, True])
def test_a_silent_or_trickling_host_times_out(trickle, capsys, monkeypatch):
    monkeypatch.setattr(client, "HANDSHAKE_SECONDS", 0.5)
    behaviour = dict(after_hello=WELCOME, after_join=b"", trickle=p.frame(p.ChatLine(name="h", seat=None, text="."))) if trickle else {}
    with FakeHost(**behaviour) as host:
        code, err = join(host.port, capsys)
    assert code == 1 and err == f"safehouse: error: cannot reach 127.0.0.1:{host.port}: the host did not answer within 0.5 s\n"


def test_the_real_process_exits_1_without_a_traceback():
    with FakeHost(after_hello=p.HEADER.pack(2**32 - 1)) as host:
        done = subprocess.run([sys.executable, "-m", "desktop", "join", f"{LOOPBACK}:{host.port}"], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.splitlines() == [f"safehouse: error: cannot join 127.0.0.1:{host.port}: the host sent a bad frame "
                                        f"(frame_too_large: 4294967295 bytes; the limit is {p.MAX_SERVER_FRAME})"]
