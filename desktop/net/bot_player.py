"""A bot playing one seat through a seat client (local or TCP): the same messages a human gets.

It observes the events its seat is sent, thinks off the event loop's thread, and answers after a
jittered, human-like pause that runs at the same time as its thinking — so neither an instant answer
nor a long think tells the table anything (DESIGN.md, "Hidden information": timing).
"""
from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import Executor
from typing import Protocol

from ..bots import make_bot
from ..engine.core import random_command
from . import protocol as p

log = logging.getLogger(__name__)


# Refusals about timing or identity, not about the command chosen: a newer update will follow, or nothing can be done.
_NOT_OUR_CHOICE = {"stale_sequence", "not_pending", "game_over", "game_not_started", "bad_token", "rate_limited",
                   "table_stopped"}


class SeatClient(Protocol):
    game: int
    seq: int
    view: dict | None

    async def async_receive(self) -> p.ServerMessage | None: ...

    def command(self, command: dict) -> None: ...


class BotPlayer:
    def __init__(self, client: SeatClient, game_name: str, level: str, seat: int, rng: random.Random,
                 delay: tuple[float, float] = (0.8, 2.5), executor: Executor | None = None,
                 stop_at_outcome: bool = False) -> None:
        self.client = client
        self.game_name = game_name
        self.level = level
        self.seat = seat
        self.rng = rng
        self.delay = delay
        self.executor = executor
        self.stop_at_outcome = stop_at_outcome
        self.outcome: dict | None = None
        self._jitter = random.Random(rng.random())
        self._bot = None
        self._game = -1
        self._fallback_for: tuple[int, int] | None = None

    async def async_run(self) -> dict | None:
        """Play until the connection closes (or the game ends, with stop_at_outcome); the outcome."""
        while True:
            message = await self.client.async_receive()
            if message is None:
                return self.outcome
            if isinstance(message, p.Seated) and message.seat is not None:
                self.seat = message.seat
            elif isinstance(message, p.Update):
                self._observe(message)
                if message.view.get("outcome") is not None:
                    self.outcome = message.view["outcome"]
                    if self.stop_at_outcome:
                        return self.outcome
                elif message.view.get("pending") and message.view.get("legal"):
                    await self._answer(message)
            elif isinstance(message, p.Error) and message.code == "rate_limited":
                await asyncio.sleep(0.2)  # the host dropped what we sent: answer again, slower
                view = self.client.view or {}
                if view.get("pending") and view.get("legal") and view.get("outcome") is None:
                    await self._answer(p.Update(game=self.client.game, seq=self.client.seq, view=view, events=[]))
            elif isinstance(message, p.Error) and message.ref == "command" and message.code not in _NOT_OUR_CHOICE:
                # The bot chose an illegal command (a bot bug): once per decision, a random legal one instead.
                view = self.client.view or {}
                if view.get("pending") and view.get("legal") and self._fallback_for != (self.client.game, self.client.seq):
                    log.warning("bot seat %s: command refused (%s); playing a random legal command", self.seat, message.code)
                    self._fallback_for = (self.client.game, self.client.seq)
                    self.client.command(random_command(view["legal"], self._jitter))

    def _observe(self, update: p.Update) -> None:
        if update.game != self._game:  # a new game (rematch, or a seat taken over mid-game): fresh beliefs
            self._game = update.game
            self._bot = make_bot(self.game_name, self.level, self.seat, random.Random(self.rng.random()))
        if update.events:
            self._bot.observe(update.events)

    async def _answer(self, update: p.Update) -> None:
        loop = asyncio.get_running_loop()
        thinking = loop.run_in_executor(self.executor, self._bot.decide, update.view)
        low, high = self.delay
        if high > 0:
            await asyncio.sleep(self._jitter.uniform(low, high))
        command = await thinking
        self.client.command(command)


__all__ = ["BotPlayer"]
