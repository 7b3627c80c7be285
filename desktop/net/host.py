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

Every message from a seat passes the same guards, in this order, each with its own code:
known message (malformed) -> hello first / version (refused) -> seat token (bad_token) ->
game started (game_not_started) -> game not over (game_over) -> seat pending (not_pending) ->
command legal (the engine's codes) -> sequence number current (stale_sequence).
A refusal is a reply to that connection only; the game and the other seats carry on.
"""
from __future__ import annotations

import asyncio
import logging
import random
import secrets
from concurrent.futures import ThreadPoolExecutor

from ..engine import GAMES
from ..engine.core import Game, Rejected
from . import protocol as p
from .bot_player import BotPlayer
from .local import LocalLink, LocalSeat
from .lobby import BOT, HUMAN, OPEN, RateLimit, Seat, Table, clean_text
from .session import GameSession, HostRejected
from .timers import DecisionClocks

log = logging.getLogger(__name__)


class Peer:
    """One connection to the host: a local seat, a bot, or a remote client."""

    def __init__(self, link) -> None:
        self.link = link
        self.greeted = False
        self.seat: int | None = None
        self.spectator = False
        self.owner = False  # may start the game and call a rematch (the host's own local seats)
        self.name = ""
        self.flood = RateLimit(burst=200, per_second=100)
        self.chat = RateLimit(burst=5, per_second=0.5)
        self.flood_warned = False

    def send(self, message: p.Message) -> None:
        self.link.send_bytes(p.encode(message))


class Host:
    def __init__(self, game: str | Game, config: dict, *, seats: list[str] | None = None, seed: int | str | None = None,
                 table_name: str = "Safehouse", password: str = "", bot_delay: tuple[float, float] = (0.8, 2.5),
                 decision_seconds: float | None = None, seat_grace: float | None = None, stand_in_level: str = "random",
                 autostart: bool = True, store=None, table: Table | None = None) -> None:
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
        self.seat_grace = seat_grace
        self.stand_in_level = stand_in_level
        self.autostart = autostart
        self.store = store
        self.session: GameSession | None = None
        self.address: tuple[str, int] | None = None
        self.previous_port: int | None = None  # a resumed table's port, so clients find it again
        self.peers: set[Peer] = set()
        self._holders: dict[int, Peer] = {}  # seat -> the connection acting for it now
        self._bot_tasks: dict[int, tuple[asyncio.Task, LocalSeat]] = {}
        self._bot_players: dict[int, BotPlayer] = {}  # so the pace can change mid-game (set_bot_delay)
        self._grace: dict[int, asyncio.TimerHandle] = {}
        self._server = None
        self._executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="safehouse-bot")
        self.clocks = DecisionClocks(self, decision_seconds)
        self.game_over = asyncio.Event()
        self.on_lobby_change = []  # callbacks(table) — discovery updates its advert from here
        self.app_settings: dict = {}  # the app's own notes on this table (e.g. which seats it plays), kept in table.json

    # ---- life cycle ----------------------------------------------------------------------------
    async def async_start(self) -> None:
        """Seat the bots and, when every seat is filled and autostart is on, start the game."""
        for number, seat in enumerate(self.table.seats):
            if seat.kind == BOT:
                self._start_bot(number, seat.level or "random")
            elif seat.kind == HUMAN and not seat.connected:
                self._schedule_stand_in(number)  # a resumed table: players who never come back get a stand-in
        self._save_table()
        self._maybe_autostart()

    async def async_listen(self, address: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Accept remote seats over TCP; returns (address, port) actually bound."""
        from .tcp import async_serve

        self._server = await async_serve(self, address, port)
        sockname = self._server.sockets[0].getsockname()
        self.address = (sockname[0], sockname[1])
        self._save_table()
        return self.address

    async def async_close(self) -> None:
        """Stop serving: close every connection, stop bots and timers. Nothing is left running."""
        self.clocks.cancel_all()
        for handle in self._grace.values():
            handle.cancel()
        self._grace.clear()
        if self._server is not None:
            self._server.close()
        for peer in list(self.peers):
            peer.link.close()
        self.peers.clear()
        tasks = [task for task, _ in self._bot_tasks.values()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._bot_tasks.clear()
        if self._server is not None:
            await self._server.wait_closed()
            self._server = None
        self._executor.shutdown(wait=True, cancel_futures=True)
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
        client.send_now(p.Join(name=clean_text(name, 40) or "Player", password=password, seat=seat))
        if client._peer.seat is None:
            client.close()
            raise LookupError("seat unavailable")
        return client

    def local_spectator(self, name: str, listener=None) -> LocalSeat:
        client = LocalSeat(self, name, listener)
        client._peer.owner = True
        client.send_now(p.Join(name=clean_text(name, 40) or "Spectator", spectate=True))
        return client

    def start_game(self) -> None:
        """Start when every seat is filled (a seat is a human or a bot)."""
        if not self.table.ready():
            raise HostRejected("table_not_ready", free=len(self.table.free_seats()))
        if self.session is not None and self.session.outcome is None:
            raise HostRejected("game_running")
        number = (self.session.number + 1) if self.session is not None else 1
        seed = self.seed if (self.seed is not None and number == 1) else secrets.randbits(62)
        self.session = GameSession(self.game, self.table.config, seed, number)
        self.table.status = "playing"
        self.game_over.clear()
        if self.store is not None:
            self.store.start_game(number, self.game.name, self.session.config, seed)
        self._save_table()
        self._broadcast_lobby()
        self._after_change()

    def set_bot_delay(self, delay: tuple[float, float]) -> None:
        """Change how long bots pause before answering, from their next decision on (the app's "faster bots")."""
        self.bot_delay = delay
        for player in self._bot_players.values():
            player.delay = delay

    def rematch(self) -> None:
        """The same seats and options, a new deal."""
        if self.session is None or self.session.outcome is None:
            raise HostRejected("game_running" if self.session else "game_not_started")
        self.start_game()

    # ---- the lobby, run by the host's owner (the app that serves the table) ----------------------------
    def move_seat(self, source: int, target: int) -> None:
        """Between games: swap two seats (a player to an empty seat, or two players). Tokens move with them."""
        self._lobby_only(source, target)
        seats = self.table.seats
        seats[source], seats[target] = seats[target], seats[source]
        holders = {number: self._holders.pop(number, None) for number in (source, target)}
        for old, new in ((source, target), (target, source)):
            peer = holders[old]
            if peer is not None:
                peer.seat = new
                self._holders[new] = peer
                peer.send(p.Seated(seat=new, token=seats[new].token))
        for table in (self._bot_tasks, self._bot_players):
            moved = {old: table.pop(old) for old in (source, target) if old in table}
            for old, value in moved.items():
                table[target if old == source else source] = value
        self._save_table()
        self._broadcast_lobby()

    def kick(self, seat: int) -> None:
        """Between games: send a seated player away (their seat opens). The host's own seats stay."""
        self._lobby_only(seat)
        peer = self._holders.get(seat)
        if peer is not None and peer.owner:
            raise HostRejected("not_allowed")
        if self.table.seats[seat].kind != HUMAN:
            raise HostRejected("not_seated")
        if peer is not None:
            peer.send(p.Refused(code="kicked", message="the host gave your seat to someone else"))
            self._holders.pop(seat, None)
            peer.seat = None
            self._disconnect(peer)
        self.table.release(seat)
        self._save_table()
        self._broadcast_lobby()

    def seat_bot(self, seat: int, level: str) -> None:
        """Between games: a bot of `level` takes the seat (its player, if any, is sent away)."""
        self._lobby_only(seat)
        self._clear_seat(seat)
        self.table.seats[seat] = Seat(kind=BOT, level=level, name=f"Bot {seat + 1}", connected=True,
                                      token=secrets.token_urlsafe(16))
        self._start_bot(seat, level)
        self._save_table()
        self._broadcast_lobby()
        self._maybe_autostart()

    def open_seat(self, seat: int) -> None:
        """Between games: make the seat open for a player again (a bot leaves; a player is sent away)."""
        self._lobby_only(seat)
        self._clear_seat(seat)
        self.table.release(seat)
        self._save_table()
        self._broadcast_lobby()

    def farewell(self, code: str = "table_closed") -> None:
        """Tell every remote connection the table is closing (before async_close), so they can say so."""
        for peer in list(self.peers):
            if peer.greeted and not isinstance(peer.link, LocalLink):
                peer.send(p.Refused(code=code, message="the host closed the table"))

    def _clear_seat(self, seat: int) -> None:
        kind = self.table.seats[seat].kind
        if kind == HUMAN:
            self.kick(seat)
        elif kind == BOT and seat in self._bot_tasks:
            task, client = self._bot_tasks.pop(seat)
            self._bot_players.pop(seat, None)
            task.cancel()
            self.peers.discard(client._peer)
            client._peer.link.close()
            if self._holders.get(seat) is client._peer:
                del self._holders[seat]

    def _lobby_only(self, *seats: int) -> None:
        if self.session is not None and self.session.outcome is None:
            raise HostRejected("game_running")
        for seat in seats:
            if not 0 <= seat < len(self.table.seats):
                raise HostRejected("no_such_seat")

    # ---- the transport's entry points -------------------------------------------------------------
    def _connect(self, link) -> Peer:
        peer = Peer(link)
        self.peers.add(peer)
        return peer

    def _disconnect(self, peer: Peer) -> None:
        """A connection ended (closed, dropped, or kicked). A started game holds the seat."""
        if peer not in self.peers:
            return
        self.peers.discard(peer)
        peer.link.close()
        if peer.spectator:
            self.table.spectators -= 1
        seat = peer.seat
        if seat is not None and self._holders.get(seat) is peer:
            del self._holders[seat]
            if self.table.status == "lobby" and self.table.seats[seat].kind == HUMAN:
                self.table.release(seat)
            else:
                self.table.seats[seat].connected = False
                self._schedule_stand_in(seat)
            self._save_table()
        self._broadcast_lobby()

    def _receive(self, peer: Peer, body: bytes) -> None:
        """One frame from a connection: decoded, validated and handled, or refused with an Error."""
        if peer not in self.peers:
            return
        if not getattr(peer.link, "in_process", False) and not peer.flood.allow():  # in-process seats cannot flood a socket
            if not peer.flood_warned:
                peer.flood_warned = True
                peer.send(p.Error(code="rate_limited"))
            return
        peer.flood_warned = False
        try:
            message = p.decode_client(body)
        except p.ProtocolError as error:
            peer.send(p.Error(code=error.code, params={"detail": error.detail}))
            return
        ref = type(message).__struct_config__.tag
        try:
            self._handle(peer, message)
        except Rejected as error:
            peer.send(p.Error(code=error.code.value, params=_plain(error.params), ref=ref))
        except HostRejected as error:
            peer.send(p.Error(code=error.code, params=_plain(error.params), ref=ref))

    # ---- message handlers --------------------------------------------------------------------
    def _handle(self, peer: Peer, message: p.ClientMessage) -> None:
        if not peer.greeted:
            if not isinstance(message, p.Hello):
                self._refuse(peer, "hello_first", "send hello with your protocol version first")
            elif message.version != p.PROTOCOL_VERSION:
                self._refuse(peer, "incompatible_version",
                             f"this table speaks Safehouse protocol {p.PROTOCOL_VERSION}, you speak {message.version}: "
                             "use the same Safehouse version as the host")
            else:
                peer.greeted = True
                peer.send(p.Welcome(version=p.PROTOCOL_VERSION, lobby=self.table.public()))
            return
        handler = getattr(self, f"_on_{type(message).__struct_config__.tag}")
        handler(peer, message)

    def _refuse(self, peer: Peer, code: str, text: str) -> None:
        peer.send(p.Refused(code=code, message=text))
        self._disconnect(peer)

    def _on_hello(self, peer: Peer, message: p.Hello) -> None:
        raise HostRejected("already_greeted")

    def _on_join(self, peer: Peer, message: p.Join) -> None:
        if peer.seat is not None or peer.spectator:
            raise HostRejected("already_joined")
        if not self.table.password_ok(message.password):
            raise HostRejected("bad_password")
        peer.name = clean_text(message.name, 40) or "Player"
        if message.spectate:
            self._make_spectator(peer)
        else:
            self._claim(peer, message.seat)

    def _on_take_seat(self, peer: Peer, message: p.TakeSeat) -> None:
        if not peer.spectator:
            raise HostRejected("not_joined" if peer.seat is None else "already_seated")
        peer.spectator = False
        self.table.spectators -= 1
        try:
            self._claim(peer, message.seat)
        except HostRejected:
            peer.spectator = True
            self.table.spectators += 1
            raise

    def _on_spectate(self, peer: Peer, message: p.Spectate) -> None:
        if peer.seat is None:
            raise HostRejected("not_seated")
        if self.table.status != "lobby":
            raise HostRejected("game_running")
        seat, peer.seat = peer.seat, None
        del self._holders[seat]
        self.table.release(seat)
        self._make_spectator(peer)

    def _on_leave(self, peer: Peer, message: p.Leave) -> None:
        self._disconnect(peer)

    def _on_resume(self, peer: Peer, message: p.Resume) -> None:
        if not self.table.password_ok(message.password):
            raise HostRejected("bad_password")
        seat = self.table.seat_of_token(message.token)
        if seat is None:
            raise HostRejected("bad_token")
        if peer.seat is not None and peer.seat != seat:
            raise HostRejected("already_seated")
        self._stop_stand_in(seat)
        previous = self._holders.get(seat)
        if previous is not None and previous is not peer:
            self._disconnect(previous)  # the old connection is dead or replaced: the token decides
        peer.seat = seat
        peer.name = self.table.seats[seat].name
        self._holders[seat] = peer
        self.table.seats[seat].connected = True
        self._cancel_grace(seat)
        peer.send(p.Seated(seat=seat, token=self.table.seats[seat].token))
        if self.session is not None:
            last = message.last_seq if message.game == self.session.number else 0
            peer.send(self.session.feeds[seat].catch_up(self.game, self.session.state, last))
            self.clocks.resend(seat)
        self._save_table()
        self._broadcast_lobby()

    def _on_command(self, peer: Peer, message: p.Command) -> None:
        seat = self.table.seat_of_token(message.token)
        if seat is None or seat != peer.seat:
            raise HostRejected("bad_token")
        if self.session is None:
            raise HostRejected("game_not_started")
        self.session.check(seat, message.seq, message.command)
        self.play(seat, message.command)

    def _on_chat(self, peer: Peer, message: p.Chat) -> None:
        if peer.seat is None and not peer.spectator:
            raise HostRejected("not_joined")
        if not peer.chat.allow():
            raise HostRejected("rate_limited")
        text = clean_text(message.text, 500)
        if text:
            line = p.ChatLine(name=peer.name, seat=peer.seat, text=text)
            for other in list(self.peers):
                if other.seat is not None or other.spectator:
                    other.send(line)

    def _on_start(self, peer: Peer, message: p.Start) -> None:
        if not peer.owner:
            raise HostRejected("not_owner")
        if self.session is not None and self.session.outcome is None:
            raise HostRejected("game_running")
        self.start_game()

    def _on_rematch(self, peer: Peer, message: p.Rematch) -> None:
        if not peer.owner:
            raise HostRejected("not_owner")
        self.rematch()

    def _on_pause(self, peer: Peer, message: p.PauseVote) -> None:
        if peer.seat is None or self.table.seats[peer.seat].kind != HUMAN:
            raise HostRejected("not_seated")
        self.clocks.vote(peer.seat, message.pause)

    # ---- playing ------------------------------------------------------------------------------
    def play(self, seat: int, command: dict) -> None:
        """Apply a command that passed the guards: journal it, then send every viewer what changed."""
        assert self.session is not None
        clean = self.session.apply(seat, command)
        if self.store is not None:
            self.store.append_command(seat, clean)
        self._after_change()

    def _after_change(self) -> None:
        session = self.session
        assert session is not None
        for viewer, update in session.advance_all().items():
            if viewer is None:
                for peer in list(self.peers):
                    if peer.spectator:
                        peer.send(update)
            elif viewer in self._holders:
                self._holders[viewer].send(update)
        self.clocks.after_change()
        if session.outcome is not None:
            self.table.status = "finished"
            self.table.games_played += 1
            if self.store is not None:
                self.store.finish_game(session.outcome)
            self._save_table()
            self._broadcast_lobby()
            self.game_over.set()

    # ---- seats, bots, stand-ins --------------------------------------------------------------------
    def _claim(self, peer: Peer, wanted: int | None) -> None:
        try:
            seat = self.table.claim(wanted, peer.name)
        except LookupError as error:
            raise HostRejected(str(error.args[0])) from None
        peer.seat = seat
        self._holders[seat] = peer
        peer.send(p.Seated(seat=seat, token=self.table.seats[seat].token))
        self._save_table()
        self._broadcast_lobby()
        self._maybe_autostart()

    def _make_spectator(self, peer: Peer) -> None:
        peer.spectator = True
        self.table.spectators += 1
        peer.send(p.Seated(seat=None, token=""))
        if self.session is not None:
            peer.send(self.session.feeds[None].catch_up(self.game, self.session.state, 0))
        self._broadcast_lobby()

    def _maybe_autostart(self) -> None:
        if self.autostart and self.session is None and self.table.ready():
            self.start_game()

    def _start_bot(self, seat: int, level: str) -> None:
        client = LocalSeat(self, f"{level} bot")
        client.send_now(p.Resume(token=self.table.seats[seat].token, game=0, last_seq=0))
        player = BotPlayer(client, self.game.name, level, seat, random.Random(), self.bot_delay, self._executor)
        self._bot_players[seat] = player
        task = asyncio.get_running_loop().create_task(player.async_run(), name=f"safehouse-bot-{seat}")
        self._bot_tasks[seat] = (task, client)

    def _schedule_stand_in(self, seat: int) -> None:
        if self.seat_grace is None or self.table.seats[seat].kind != HUMAN or self.table.status != "playing":
            return
        self._cancel_grace(seat)
        self._grace[seat] = asyncio.get_running_loop().call_later(self.seat_grace, self._stand_in, seat)

    def _stand_in(self, seat: int) -> None:
        self._grace.pop(seat, None)
        if seat in self._holders or self.table.status != "playing":
            return
        self.table.seats[seat].stand_in = True
        self.table.seats[seat].level = self.stand_in_level
        self._start_bot(seat, self.stand_in_level)
        self._broadcast_lobby()

    def _stop_stand_in(self, seat: int) -> None:
        if self.table.seats[seat].kind != HUMAN or seat not in self._bot_tasks:
            return
        task, client = self._bot_tasks.pop(seat)
        task.cancel()
        self.table.seats[seat].stand_in = False
        peer = client._peer
        self.peers.discard(peer)
        peer.link.close()
        if self._holders.get(seat) is peer:
            del self._holders[seat]

    def _cancel_grace(self, seat: int) -> None:
        handle = self._grace.pop(seat, None)
        if handle is not None:
            handle.cancel()

    # ---- lobby broadcast and storage -------------------------------------------------------------
    def _broadcast_lobby(self) -> None:
        message = p.Lobby(lobby=self.table.public())
        for peer in list(self.peers):
            if peer.greeted:
                peer.send(message)
        for callback in self.on_lobby_change:
            callback(self.table)

    def _save_table(self) -> None:
        if self.store is not None:
            self.store.save_table(self.table.private(), self.settings())

    def settings(self) -> dict:
        return {"bot_delay": list(self.bot_delay), "decision_seconds": self.clocks.seconds, "seat_grace": self.seat_grace,
                "stand_in_level": self.stand_in_level, "port": self.address[1] if self.address else None,
                "app": self.app_settings}


def _plain(params: dict) -> dict:
    return {str(k): (v if isinstance(v, (int, float, str, bool, type(None), list, dict)) else str(v)) for k, v in params.items()}


__all__ = ["Host"]
