"""One game at a table: the engine state, its check-and-apply, and what each viewer has been sent.

Synchronous and transport-free, so the feeds are tested without sockets (the guards are guards.py).
Each viewer (a seat, or the spectators together) has a Feed: its own sequence numbers — a global
counter would leak how many private events others got — and an update only when its view changed
or it may see a new event, so the bytes a seat receives depend only on what it may know.
New events are routed once per change by their audience (an index from audience to viewers), not by
asking every viewer about every event.
"""
from __future__ import annotations

import msgspec

from ..engine.core import Checked, Game, GameState
from .protocol import Update, encode

_encode = msgspec.json.Encoder().encode


class HostRejected(Exception):
    """A message refused by the host (not the engine): a code and parameters, never a sentence."""

    def __init__(self, code: str, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(code)

    def to_data(self) -> dict:
        return {"code": self.code, "params": dict(self.params)}


class Feed:
    """What one viewer has been sent of one game: sequence numbers and where each update ended."""

    def __init__(self, viewer: int | None, game_number: int) -> None:
        self.viewer = viewer
        self.game_number = game_number
        self.seq = 0
        self.marks = [0]  # marks[seq]: how many engine events existed when update `seq` was made
        self._last_view = b""
        self.body = b""  # the latest update, encoded (its view's bytes reused: encoded once)
        self._first_sight: tuple[int, bytes] | None = None  # (seq, catch_up from 0, encoded)

    def advance(self, game: Game, state: GameState, events: list[dict]) -> Update | None:
        """The next update for this viewer, or None when nothing it may know has changed.
        `events`: the new events this viewer may see (routed by GameSession)."""
        view = game.view(state, self.viewer)
        blob = _encode(view)
        if not events and blob == self._last_view:
            return None
        self.seq += 1
        self.marks.append(len(state.events))
        self._last_view = blob
        self.body = encode(Update(game=self.game_number, seq=self.seq, view=msgspec.Raw(blob), events=events))
        return Update(game=self.game_number, seq=self.seq, view=view, events=events)

    def first_sight(self, game: Game, state: GameState) -> bytes:
        """`catch_up(…, 0)` encoded, made once per update: every spectator who arrives meanwhile gets
        these same bytes (nothing it may see changed, or the feed would have moved on)."""
        if self._first_sight is None or self._first_sight[0] != self.seq:
            self._first_sight = (self.seq, encode(self.catch_up(game, state, 0)))
        return self._first_sight[1]

    def catch_up(self, game: Game, state: GameState, last_seq: int) -> Update:
        """The current view and every event after update `last_seq` (all of them if it is unknown)."""
        since = self.marks[last_seq] if 0 <= last_seq <= self.seq else 0
        return Update(game=self.game_number, seq=self.seq, view=game.view(state, self.viewer),
                      events=game.events_for(state, self.viewer, since=since))


def route_events(events, since: int, viewers: dict) -> dict:
    """Each viewer's share of the events from index `since` on, as plain data: an event for everyone
    goes to every viewer (spectators included), a private one to the seats of its audience only.
    (The engine's own `events.route_events`, once merged, does the same for seats and spectators.)"""
    shares: dict = {viewer: [] for viewer in viewers}
    everyone = list(shares.values())
    for index in range(since, len(events)):
        event = events[index]
        data = event.to_data()
        if event.audience is None:
            for share in everyone:
                share.append(data)
        else:
            for seat in set(event.audience):
                share = shares.get(seat)
                if share is not None:
                    share.append(data)
    return shares


class GameSession:
    """The engine state of one game plus a feed per seat and one for all spectators."""

    def __init__(self, game: Game, config: dict, seed: int | str, game_number: int = 1) -> None:
        self.game = game
        self.seed = seed
        self.number = game_number
        self.state = game.new_game(config, seed)
        self.config = self.state.config
        self.players = self.config["players"]
        self.feeds: dict[int | None, Feed] = {seat: Feed(seat, game_number) for seat in range(self.players)}
        self.feeds[None] = Feed(None, game_number)
        self.changes = 0  # commands applied: a Checked is good for the change it was checked at
        self._routed = 0  # engine events already routed to the feeds

    @property
    def outcome(self) -> dict | None:
        return self.game.outcome(self.state)

    def pending(self) -> dict[int, str]:
        return self.game.pending(self.state)

    def check(self, seat: int, command: dict) -> Checked:
        """The legal guard (guards.py): the engine checks the command once; raises Rejected."""
        return self.game.check(self.state, seat, command)

    def apply(self, checked: Checked) -> None:
        """Apply a command checked against the current state: the engine does not validate it again."""
        self.game.apply(self.state, checked.seat, checked)
        self.changes += 1

    def advance_all(self) -> dict[int | None, Update]:
        """The updates due to every viewer after a change (viewers with nothing new are left out); each
        one's bytes are its feed's `body`."""
        events = self.state.events
        shares = route_events(events, self._routed, self.feeds)
        self._routed = len(events)
        updates = {}
        for viewer, feed in self.feeds.items():
            update = feed.advance(self.game, self.state, shares[viewer])
            if update is not None:
                updates[viewer] = update
        return updates

    def view(self, viewer: int | None) -> dict:
        return self.game.view(self.state, viewer)

    @classmethod
    def replayed(cls, game: Game, config: dict, seed: int | str, commands: list[tuple[int, dict]],
                 game_number: int = 1) -> "GameSession":
        """Rebuild a session from its journal, feeds and sequence numbers included (host restart)."""
        session = cls(game, config, seed, game_number)
        session.advance_all()
        for seat, command in commands:
            session.game.apply(session.state, seat, command)
            session.changes += 1
            session.advance_all()
        return session


__all__ = ["Feed", "GameSession", "HostRejected"]
