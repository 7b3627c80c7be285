"""Shared helpers for the host/protocol/LAN tests. Everything here talks only to 127.0.0.1."""
from __future__ import annotations

import asyncio
import threading

import pytest

from desktop.engine import GAMES

GAME_NAMES = sorted(GAMES)
LOOPBACK = "127.0.0.1"


def five_player_config(**options) -> dict:
    return {"players": 5, "options": {"first_leader": 0, **options}}


async def settle(turns: int = 10) -> None:
    """Let call_soon'd sends and their replies run."""
    for _ in range(turns):
        await asyncio.sleep(0)


def drain(seat) -> list:
    messages = []
    while (message := seat.receive_nowait()) is not None:
        messages.append(message)
    return messages


class Recorder:
    """A listener for an in-process seat: its messages as bytes, each with the loop time it arrived."""

    def __init__(self) -> None:
        self.received: list[tuple[float, bytes]] = []

    def __call__(self, message) -> None:
        from desktop.net import protocol

        self.received.append((asyncio.get_running_loop().time(), protocol.encode(message)))

    def since(self, moment: float) -> list[tuple[float, bytes]]:
        return [(at, body) for at, body in self.received if at >= moment]


@pytest.fixture
def threads_before():
    return set(threading.enumerate())


async def assert_nothing_left(threads_before: set) -> None:
    """No task of ours still running, no thread started by the test still alive."""
    await settle()
    current = asyncio.current_task()
    tasks = [task for task in asyncio.all_tasks() if task is not current and not task.done()]
    assert not tasks, f"tasks left behind: {tasks}"
    left = [t for t in threading.enumerate() if t not in threads_before and t.is_alive() and not t.name.startswith("asyncio_")]
    assert not left, f"threads left behind: {left}"
