"""A tutorial played through the real host (the one solo play uses): the lesson's other seats are
in-memory seats that send the script's commands, the player's seat is the app's, and the coach's
lines go to a callback. No Qt: the app's tutorial screen listens and draws.

    table = TutorialTable(lesson, texts, language, on_coach, bot_delay=1.2)
    await table.async_open(connect_player)      # connect_player(host): the app seats the player
    verdict = table.player_command(command)      # before the app sends it: the lesson's judgement
    table.next()                                 # the player read a lesson: carry on
    point = table.take_back_point                # (commands to replay, step index) after a weak choice

Take back is a new table from the same pinned start with the commands before that choice replayed:
the engine is deterministic from config + seed + commands, so it is the same game up to there.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Callable

from ..net import Host
from ..net import protocol as p
from .lessons import Lesson, text
from .script import Progress, Verdict

log = logging.getLogger(__name__)

CATCH_UP_SECONDS = 0.02  # how soon to look again while a scripted seat has updates on their way


class TutorialTable:
    def __init__(self, lesson: Lesson, texts: dict, language: str, on_coach: Callable[[str, str], None],
                 bot_delay: float = 1.2) -> None:
        """`on_coach(kind, text key)`: kind is lesson, you, good, weak, off, free, note, end; or, with no
        key, left (the game went where the script cannot follow) and over (a game that ended off the script)."""
        self.lesson = lesson
        self.texts = texts
        self.language = language
        self.on_coach = on_coach
        self.bot_delay = bot_delay
        self.progress = Progress(lesson)
        self.host: Host | None = None
        self.seats: dict = {}  # scripted seat -> its LocalSeat
        self.take_back_point: tuple[int, int] | None = None
        self.notes_said: set[str] = set()
        self._said: tuple | None = None
        self._handle: asyncio.TimerHandle | None = None
        self._closed = False

    @property
    def names(self) -> list[str]:
        names = list(self.lesson.names)
        names.insert(self.lesson.seat, "")
        return names

    async def async_open(self, connect_player: Callable[[Host], None], replay: list[tuple[int, dict]] = (),
                         index: int = 0, notes_said: set[str] = frozenset()) -> Host:
        """Open the table; with `replay`, the commands of an earlier try up to step `index` are played again."""
        lesson = self.lesson
        delay = (self.bot_delay * 0.6, self.bot_delay * 1.4)
        self.host = host = Host(lesson.game, lesson.config, seed=lesson.seed, table_name="tutorial", bot_delay=delay,
                                min_decision_seconds=0)  # scripted seats answer at once when replaying
        await host.async_start()
        for seat, name in enumerate(self.names):
            if seat != lesson.seat:
                self.seats[seat] = host.local_seat(name, seat=seat, listener=self._listener(seat))
        connect_player(host)  # the last seat: the game starts
        for seat, command in replay:
            host.act(seat, command)
        self.progress.index = index
        self.notes_said = set(notes_said)
        self._schedule()
        return host

    async def async_close(self) -> None:
        self._closed = True
        if self._handle is not None:
            self._handle.cancel()
        if self.host is not None:
            await self.host.async_close()

    # ---- the player ----------------------------------------------------------------------------------
    def player_command(self, command: dict) -> Verdict | None:
        """Judge the player's command before it is sent; a weak one can be taken back."""
        played = len(self.host.session.state.commands) if self.host and self.host.session else 0
        verdict = self.progress.judge(command)
        if verdict is not None:
            self._said = ("verdict", verdict.step)
            if verdict.kind == "good":
                self.take_back_point = None
                if verdict.why:
                    self.on_coach("good", verdict.why)
            else:
                self.take_back_point = (played, verdict.step)
                self.on_coach(verdict.kind, verdict.why)
                self._hand_over("off")  # off the script: the other seats' bots play on
        self._schedule()
        return verdict

    def next(self) -> None:
        """The player has read the current lesson."""
        if self.progress.kind == "lesson":
            self.progress.advance()
        self._schedule()

    def on_player_update(self, view: dict, events: list[dict]) -> None:
        """Every update of the player's seat: the coach's notes on things seen for the first time."""
        for event in events:
            kind = event.get("kind")
            key = self.lesson.notes.get(kind)
            if key and kind not in self.notes_said and self.progress.mode != "script":
                self.notes_said.add(kind)
                self.on_coach("note", key)
        if view.get("outcome"):
            self._schedule()

    def replay_commands(self) -> list[tuple[int, dict]]:
        """The commands to play again on a take back."""
        played, _step = self.take_back_point
        return [(seat, dict(command)) for seat, command in self.host.session.state.commands[:played]]

    # ---- the script ----------------------------------------------------------------------------------
    def _listener(self, seat: int):
        def on_message(message) -> None:
            if isinstance(message, p.Error) and self.progress.mode == "script":
                log.warning("tutorial %s: seat %d's scripted command was refused (%s)", self.lesson.id, seat, message.code)
                self._hand_over("off")
                self.on_coach("left", "")
            elif isinstance(message, p.Update):
                self._schedule()

        return on_message

    def _schedule(self, seconds: float | None = None) -> None:
        if self._closed or self._handle is not None:
            return
        loop = asyncio.get_running_loop()
        self._handle = loop.call_later(self.bot_delay if seconds is None else seconds, self._drive)

    def _caught_up(self) -> bool:
        feeds = self.host.session.feeds
        return all(client.seq == feeds[seat].seq for seat, client in self.seats.items() if not client.closed)

    def _drive(self) -> None:
        """Do what the current step asks, as far as the table allows now."""
        self._handle = None
        host = self.host
        if self._closed or host is None or host.session is None:
            return
        progress = self.progress
        if progress.mode == "off":  # after a weak choice the bots play on; the coach only speaks at the end
            if host.session.outcome is not None:
                self._say("over", "")
            return
        while (kind := progress.kind) is not None:
            step = progress.step
            if kind == "lesson":
                return self._say("lesson", step["lesson"])
            if kind == "you":
                if progress.mode == "script":
                    self._say("you", step["you"]["coach"])
                return
            if kind == "free":
                self._hand_over("free")
                self._say("free", step["free"])
                progress.advance()
                continue
            if kind == "end":
                if host.session.outcome is not None and progress.mode != "off":
                    self._say("end", step["end"])
                return
            # a 'bots' step
            if progress.mode != "script":
                progress.advance()
                continue
            if not self._caught_up():
                return self._schedule(CATCH_UP_SECONDS)
            pending = {seat: what for seat, what in host.session.pending().items() if seat in self.seats}
            commands = progress.bot_commands(pending)
            if commands is None:
                return  # the player (or the table) has not got there yet: the next update looks again
            for seat, command in commands:
                self.seats[seat].command(command)
            for seat, key in step.get("say", []):
                self.seats[seat].chat(text(self.texts, self.language, key))
            progress.advance()
            return self._schedule()

    def _say(self, kind: str, key: str) -> None:
        said = (kind, self.progress.index)
        if said != self._said:
            self._said = said
            self.on_coach(kind, key)

    def _hand_over(self, mode: str) -> None:
        """Bots of the lesson's level take the other seats: for the free part, or after a weak choice."""
        if self.progress.mode != "script":
            return
        self.progress.mode = mode
        for seat, client in self.seats.items():
            client.close()
            self.host.bots.start(seat, self.lesson.bots)
