"""The host: runs one table's game authoritatively for local, bot and remote seats alike.

How the app uses it (hot-seat, solo, LAN — one path):

    from desktop.net import Host, Update, Error

    host = Host("resistance", {"players": 5, "options": {}},
                seats=["open", "open", "random", "random", "random"],   # "open" = a human may sit; else a bot level
                table_name="Friday", bot_delay=(0.8, 2.5))
    await host.async_start()                       # bots take their seats; starts when every seat is filled
    me = host.local_seat("Ana")                    # in-memory seat: me.seat, me.token (private)
    watcher = host.local_spectator("TV")           # the public view
    await host.async_listen("0.0.0.0", 0)          # optional: remote seats over TCP (host.address)
    async for message in me:                       # or host.local_seat("Ana", listener=callback)
        if isinstance(message, Update):            # message.view, message.events, message.seq
            ...draw message.view; when message.view["pending"]: me.command({"kind": ..., ...})
        elif isinstance(message, Error):          # message.code (+ params): translate, show
            ...
    await host.async_close()

The parts, one job each: guards.py (every frame's guards, in order), inbox.py (one handler per
message), playing.py (the one step a command takes: journaled, applied, each viewer sent what it may
see), seating.py (connections, seats and the owner's lobby actions), bot_seats.py (bots and
stand-ins), timers.py (decision clocks), decision_window.py (the minimum time a decision window
stays open, §4.7). The parts see the host only through the interfaces of parts.py.

Connection hygiene (tcp.py, seating.py): at most `max_connections` remote connections and
`max_spectators` spectators (the rest get `table_full`); a connection that has not joined within
`join_seconds` is dropped; a peer that stops reading is cut at its write buffer's limit; lobby
updates are coalesced to one per peer per LOBBY_TICK (per WATCHERS_TICK when only the number of
spectators changed); newcomers wait their turn behind the seats (tcp.py's Doorman).
"""
from __future__ import annotations

import asyncio
import logging
import secrets

from ..engine import GAMES
from ..engine.core import Game
from . import protocol as p
from .announcer import Announcer
from .bot_seats import BotSeats
from .decision_window import MinimumWindow
from .inbox import Inbox
from .local import LocalSeat
from .lobby import BOT, HUMAN, NAME_LENGTH, OPEN, Table, clean_text
from .peer import Peer
from .playing import Playing
from .seating import Seating
from .session import GameSession, HostRejected
from .timers import DecisionClocks

log = logging.getLogger(__name__)

LOBBY_TICK = 0.1  # seconds: once busy, lobby changes within a tick reach each peer as one message
LOBBY_BURST = 4  # lobby messages sent at once before the tick applies (a game starting as its watchers arrive)
WATCHERS_TICK = 1.0  # seconds: how many watch is news that can wait (a crowd coming and going costs 1 lobby/s)


class Host:
    def __init__(self, game: str | Game, config: dict, *, seats: list[str] | None = None, seed: int | str | None = None,
                 table_name: str = "Safehouse", password: str = "", bot_delay: tuple[float, float] = (0.8, 2.5),
                 decision_seconds: float | None = None, min_decision_seconds: float | None = None,
                 seat_grace: float | None = None, stand_in_level: str = "random", autostart: bool = True, store=None,
                 table: Table | None = None, max_connections: int = 64, max_spectators: int = 32,
                 join_seconds: float = 30.0, max_backlog: int = 1024 * 1024) -> None:
        """`min_decision_seconds`: the least time a decision window stays open (decision_window.py);
        None follows the bots' pace (at most 1.5 s), 0 turns it off. `max_connections` counts remote
        connections only (the host's own seats and bots are in-process); `max_backlog`: bytes queued
        to one remote peer before it is cut."""
        self.game: Game = GAMES[game] if isinstance(game, str) else game
        config, self.warnings = self.game.validate_config(config)
        players = config["players"]
        plan = seats if seats is not None else [OPEN] * players
        if len(plan) != players:
            raise ValueError(f"seats lists {len(plan)} seats for {players} players")
        public_options = self.game.option_set().public_values(config["options"])
        self.table = table or Table.create(table_name, self.game.name, config, public_options, plan, password)
        for seat in self.table.seats:
            if seat.kind == BOT and not seat.token:
                seat.token = secrets.token_urlsafe(16)
        self.seed = seed
        self.bot_delay = bot_delay
        self.autostart = autostart
        self.store = store
        self.session: GameSession | None = None
        self.address: tuple[str, int] | None = None
        self.previous_port: int | None = None  # a resumed table's port, so clients find it again
        self.max_connections = max_connections
        self.max_spectators = max_spectators
        self.join_seconds = join_seconds
        self.max_backlog = max_backlog
        self.stopped: dict | None = None  # why the table takes no command (its journal failed)
        self._server = None
        self._lobby = Announcer(self._send_lobby, LOBBY_TICK, LOBBY_BURST)
        self.seating = Seating(self)
        self.bots = BotSeats(self, seat_grace, stand_in_level)
        self.inbox = Inbox(self, self.seating)
        self.clocks = DecisionClocks(self, decision_seconds)
        self.window = MinimumWindow(min_decision_seconds, pace=lambda: self.bot_delay[1])
        self.playing = Playing(self, self.window)
        self.game_over = asyncio.Event()
        self.on_lobby_change = []  # callbacks(table) — discovery updates its advert from here
        self.app_settings: dict = {}  # the app's own notes on this table (e.g. which seats it plays), kept in table.json

    @property
    def seat_grace(self) -> float | None:
        return self.bots.seat_grace

    @property
    def stand_in_level(self) -> str:
        return self.bots.stand_in_level

    @property
    def peers(self) -> set[Peer]:
        return self.seating.peers

    # ---- life cycle ----------------------------------------------------------------------------
    async def async_start(self) -> None:
        """Seat the bots and, when every seat is filled and autostart is on, start the game."""
        for number, seat in enumerate(self.table.seats):
            if seat.kind == BOT:
                self.bots.start(number, seat.level or "random")
            elif seat.kind == HUMAN and not seat.connected:
                self.bots.schedule_stand_in(number)  # a resumed table: players who never come back get a stand-in
        if self.session is not None:
            self.window.after_change(self.session, set())  # a resumed game's open windows start their minimum again
        self.save_table()
        self.maybe_autostart()

    async def async_listen(self, address: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Accept remote seats over TCP; returns (address, port) actually bound."""
        from .tcp import async_serve

        self._server = await async_serve(self, address, port, join_seconds=self.join_seconds,
                                         max_backlog=self.max_backlog)
        sockname = self._server.sockets[0].getsockname()
        self.address = (sockname[0], sockname[1])
        self.save_table()
        return self.address

    async def async_close(self) -> None:
        """Stop serving: close every connection, stop bots and timers. Nothing is left running."""
        self.clocks.cancel_all()
        self.window.cancel()
        self._lobby.cancel()
        if self._server is not None:
            self._server.close()
        self.seating.close_all()
        await self.bots.async_close()
        if self._server is not None:
            await self._server.wait_closed()
            self._server = None
        if self.store is not None:
            self.store.close()

    async def async_wait_outcome(self) -> dict:
        await self.game_over.wait()
        return self.session.outcome  # type: ignore[union-attr]

    # ---- local seats (in-memory transport) --------------------------------------------------------
    def local_seat(self, name: str, seat: int | None = None, listener=None, owner: bool = True, password: str = "") -> LocalSeat:
        """Claim a seat for a player in this process. Raises LookupError (table_full, seat_taken)."""
        client = LocalSeat(self, name, listener)
        client._peer.owner = owner
        client.send_now(p.Join(name=clean_text(name, NAME_LENGTH) or "Player", password=password, seat=seat))
        if client._peer.seat is None:
            client.close()
            raise LookupError("seat unavailable")
        return client

    def local_spectator(self, name: str, listener=None) -> LocalSeat:
        client = LocalSeat(self, name, listener)
        client._peer.owner = True
        client.send_now(p.Join(name=clean_text(name, NAME_LENGTH) or "Spectator", spectate=True))
        return client

    # ---- games ----------------------------------------------------------------------------------
    def start_game(self) -> None:
        """Start when every seat is filled (a seat is a human or a bot)."""
        if not self.table.ready():
            raise HostRejected("table_not_ready", free=len(self.table.free_seats()))
        if self.session is not None and self.session.outcome is None:
            raise HostRejected("game_running")
        if self.stopped is not None:
            raise HostRejected("table_stopped", **self.stopped)
        number = (self.session.number + 1) if self.session is not None else 1
        seed = self.seed if (self.seed is not None and number == 1) else secrets.randbits(62)
        self.session = GameSession(self.game, self.table.config, seed, number)
        self.table.status = "playing"
        self.game_over.clear()
        if self.store is not None:
            try:
                self.store.start_game(number, self.game.name, self.session.config, seed)
            except OSError as error:
                self.playing.stop(error)
                return
        self.save_table()
        self._lobby.now()  # its players hear the game started before its first update
        self.playing.after_change(set())

    def rematch(self) -> None:
        """The same seats and options, a new deal."""
        if self.session is None or self.session.outcome is None:
            raise HostRejected("game_running" if self.session else "game_not_started")
        self.start_game()

    def maybe_autostart(self) -> None:
        if self.autostart and self.session is None and self.table.ready():
            self.start_game()

    def set_bot_delay(self, delay: tuple[float, float]) -> None:
        """Change how long bots pause before answering, from their next decision on (the app's "faster bots").
        A minimum window that follows the bots' pace follows it from the next window on."""
        self.bot_delay = delay
        self.bots.set_delay(delay)

    # ---- playing (playing.py) ------------------------------------------------------------------
    def play(self, seat: int, checked) -> None:
        """A command that passed every guard (guards.py) takes the play step."""
        self.playing.submit(seat, checked)

    def act(self, seat: int, command: dict) -> None:
        self.playing.act(seat, command)

    def game_finished(self) -> None:
        session = self.session
        self.table.status = "finished"
        self.table.games_played += 1
        if self.store is not None:
            try:
                self.store.finish_game(session.outcome)
            except OSError as error:  # every command is on disk already; only the closing flush failed
                log.error("table %s: the finished journal could not be flushed (%s)", self.table.name, error)
        self.save_table()
        self._lobby.now()
        self.game_over.set()

    # ---- the lobby, run by the host's owner (the app that serves the table) ----------------------------
    def move_seat(self, source: int, target: int) -> None:
        """Between games: swap two seats (a player to an empty seat, or two players). Tokens move with them."""
        self.seating.move_seat(source, target)

    def kick(self, seat: int) -> None:
        """Between games: send a seated player away (their seat opens). The host's own seats stay."""
        self.seating.kick(seat)

    def seat_bot(self, seat: int, level: str) -> None:
        """Between games: a bot of `level` takes the seat (its player, if any, is sent away)."""
        self.seating.seat_bot(seat, level)

    def open_seat(self, seat: int) -> None:
        """Between games: make the seat open for a player again (a bot leaves; a player is sent away)."""
        self.seating.open_seat(seat)

    def farewell(self, code: str = "table_closed") -> None:
        """Tell every remote connection the table is closing (before async_close), so they can say so."""
        self.seating.farewell(code)

    # ---- the transports' entry points -----------------------------------------------------------
    def _connect(self, link) -> Peer:
        return self.seating.connect(link)

    def _disconnect(self, peer: Peer) -> None:
        self.seating.disconnect(peer)

    def _receive(self, peer: Peer, body: bytes) -> None:
        self.inbox.receive(peer, body)

    # ---- lobby broadcast and storage -------------------------------------------------------------
    def lobby_changed(self, watchers_only: bool = False) -> None:
        """Every joined peer hears the lobby soon, changes made meanwhile with it (announcer.py); when
        only the number of spectators changed, within WATCHERS_TICK. A peer that has only said hello
        had it in its welcome, and hears it again once it joins."""
        self._lobby.changed(WATCHERS_TICK if watchers_only else None)

    def _send_lobby(self) -> None:
        self.seating.send_to_all(p.Lobby(lobby=self.table.public()))
        for callback in self.on_lobby_change:
            callback(self.table)

    def save_table(self) -> None:
        if self.store is None:
            return
        try:
            self.store.save_table(self.table.private(), self.settings())
        except OSError as error:  # the journal is the record; a stale table.json only loses the newest seats
            log.error("table %s: table.json could not be written (%s)", self.table.name, error)

    def settings(self) -> dict:
        return {"bot_delay": list(self.bot_delay), "decision_seconds": self.clocks.seconds,
                "min_decision_seconds": self.window.setting, "seat_grace": self.seat_grace,
                "stand_in_level": self.stand_in_level, "port": self.address[1] if self.address else None,
                "app": self.app_settings}


__all__ = ["Host"]
