"""The engine contract every game implements (DESIGN.md, "The engine contract").

A game is a stateless object; all game data lives in its state. The host, the bots, the UI and the
tests only ever call these methods, so a new game plugs in without special cases anywhere else.
"""
from __future__ import annotations

import itertools
import json
import random
from abc import ABC, abstractmethod
from typing import Any, Callable

from .commands import SHARED_CLEANERS, SHARED_MATCHERS, Checked, check_command
from .errors import ConfigError, Reject, Rejected
from .events import Event, Viewer, visible_events
from .options import OptionSet
from .rng import ChanceRng


_ABSENT = object()
_cleaner_of = SHARED_CLEANERS.get  # a bound lookup: `apply` asks it once per command
PREPARED_CONFIGS = 256  # distinct configs remembered by Game.prepared (a search samples many)
_VERSIONS = itertools.count(1)  # GameState.version numbers
# The next version number, one C call: for a game state type whose `edited` writes GameState.edited's text inline
# (a Python call less a command), which must take its numbers from here like every other state.
next_version = _VERSIONS.__next__


def _make_apply(returns_events: bool) -> Callable[..., list[Event] | None]:
    """Game.apply's body, made twice from this one text: `apply` returns the events the command caused;
    `apply_quietly`, the runner's, returns None (it reads new events from the state): a list made and
    dropped a command less (~30 K instructions an Avalon game)."""
    def apply(self, state: GameState, seat: int, command: Checked | Any) -> list[Event] | None:
        """Apply a seat's command and return the events it caused (`apply_quietly`: None).

        Given a Checked of this seat and this state's version, nothing is validated again. Anything
        else (a raw command dict, as bots, tools and tests send; a stale Checked) is checked first,
        and a refused command raises Rejected without changing anything.
        """
        if type(command) is not Checked:  # a raw command
            clean = None
            # The common case, a pending seat's command from a shared legal list, in one pass: the
            # guards' hits inlined (its cached list first, so another list costs two lookups, then
            # a running game and a pending seat) and the list's compiled cleaner, which gives the
            # clean command or None. Anything else, and every refusal, goes through `_matching_spec`,
            # the guards in order.
            cache = state.legal_cache
            if cache is not None and type(seat) is int:
                specs = cache.get(seat)
                compiled = _cleaner_of(id(specs))  # its list kept alive: no other live object has that id
                if compiled is not None and state.finished is None and type(command) is dict:
                    owed = state.pending_cache
                    if owed is not None and seat in owed:
                        _specs, cleaner, kind, name, allowed = compiled
                        if allowed is None:  # a subset
                            clean = cleaner(command)
                        elif len(command) == 2 and command.get("kind") == kind:  # one_choice_clean, inlined
                            value = command.get(name, _ABSENT)
                            try:
                                found = allowed.get(value)
                                if found is not None and found[0] is type(value):  # by type too: 1 is not True
                                    clean = found[1]  # the value's clean command, made once (SHARED_CLEANERS)
                            except TypeError:  # unhashable: no one_of value; the guards say so
                                pass
            if clean is None:
                params = self._matching_spec(state, seat, command)["params"]
                clean = {"kind": command["kind"]}  # the clean dict, made straight from the matching spec
                for name in params:
                    clean[name] = command[name]
        elif command.seat == seat and command.version == state.version:
            clean = command.command()
        else:
            clean = self.check(state, seat, command.command()).command()
        first_new = len(state.events)
        state.commands.append((seat, clean))
        if self._perform(state, seat, clean):  # one seat's answer alone: its caches patched, not dropped
            if state.answer_patched_inline:  # GameState.edited_by_answer, inlined: a frame less a vote
                state.version = next(_VERSIONS)
                owed = state.pending_cache
                if owed is not None:
                    owed = state.pending_cache = owed.copy()
                    owed.pop(seat, None)
                legal = state.legal_cache
                if legal is not None:
                    legal.pop(seat, None)
            else:  # a state type with its own edited_by_answer
                state.edited_by_answer(seat)
        else:
            state.edited()
        if returns_events:
            return state.events[first_new:]
        return None

    return apply


class GameState:
    """What every game's state has. Games subclass it and implement `clone`."""

    game_name: str
    config: dict
    seed: int | str
    rng: ChanceRng
    events: list[Event]
    finished: dict | None
    # Commands as applied, in order, with the seat that sent them: the journal's body.
    commands: list[tuple[int, dict]]
    # Which state this is: a new number, unique in the process, at every change (`edited`). A copy
    # keeps it until one of the two changes, so a Checked is trusted only by the state it was
    # checked against (or an identical copy), never by a copy that went another way.
    version: int = 0
    # Legal specs by seat for this version, filled on demand (Game.legal); None when empty.
    legal_cache: dict[int, list[dict]] | None = None
    # Game.pending for this version, or None until asked.
    pending_cache: dict[int, str] | None = None
    # The parts of a view every viewer shares at this version, or None until a view is asked.
    view_cache: Any = None

    # True unless the state's type overrides edited_by_answer: `apply` then runs its text inline.
    answer_patched_inline = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.answer_patched_inline = cls.edited_by_answer is GameState.edited_by_answer

    def clone(self) -> "GameState":  # pragma: no cover - abstract
        raise NotImplementedError

    def edited(self) -> None:
        """The state changed: a new version, and what was derived from the old one is dropped.

        `apply` calls it; so must anything else that changes a state (a test's set-up by hand).
        """
        self.version = next(_VERSIONS)
        self.legal_cache = self.pending_cache = self.view_cache = None  # drop_caches, inlined: once per command

    def edited_by_answer(self, seat: int) -> None:
        """The state changed by `seat`'s answer alone (a vote before the last): a new version whose
        caches are the old ones patched, not dropped. The step that says so (Step.perform returning
        True) vouches that nothing public changed and no other seat's decision or legal moves did;
        `seat` owes nothing now. A state type needing more on such a change overrides this (`apply`
        runs this text inline only for a type that does not: `answer_patched_inline`)."""
        self.version = next(_VERSIONS)
        owed = self.pending_cache
        if owed is not None:
            owed = self.pending_cache = owed.copy()  # a new dict: whoever read the old one keeps it
            owed.pop(seat, None)
        legal = self.legal_cache
        if legal is not None:
            legal.pop(seat, None)  # the old version's dict, never handed out: patched in place

    def drop_caches(self) -> None:
        """Forget what was derived from this version (`edited` does; so does every copy)."""
        self.legal_cache = self.pending_cache = self.view_cache = None


class Game(ABC):
    name: str
    sides: tuple[str, ...]
    min_players: int
    max_players: int
    # `prepared`'s memo, per instance once set. Class defaults, not `self.__dict__` reads: on 3.11 touching
    # `__dict__` turns the instance's inline attributes into a dict and every method lookup slows down.
    _last_prepared: tuple | None = None
    _prepared: dict | None = None
    # True when every `pending` dict of this game lists its seats in ascending order, so its first key
    # is its smallest: the runner then takes the first pending seat instead of `min(pending)` (a C
    # call that parses its arguments, ~1,000 instructions, once a command).
    pending_in_seat_order = False

    # ---- configuration -------------------------------------------------------------------
    @abstractmethod
    def option_set(self) -> OptionSet:
        """Every option of this game, with defaults and allowed values."""

    def presets(self) -> dict[str, dict]:
        """Named option sets (e.g. the recommended setup per player count). Empty by default."""
        return {}

    def validate_config(self, config: dict) -> tuple[dict, list[dict]]:
        """Return (normalised config, warnings) or raise ConfigError with a clear message.

        A config is {"players": N, "options": {...}}; missing options take their defaults.
        Warnings are {"code": ..., "message": ..., "params": {...}}: shown, but the game may start.
        """
        if not isinstance(config, dict):
            raise ConfigError("bad_config", "the config must be an object")
        players = config.get("players")
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise ConfigError(
                "bad_player_count",
                f"{self.name} takes {self.min_players} to {self.max_players} players, not {players!r}",
                players=repr(players), minimum=self.min_players, maximum=self.max_players,
            )
        given = config.get("options", {})
        if not isinstance(given, dict):
            raise ConfigError("bad_config", "options must be an object")
        normalised = {"players": players, "options": self.option_set().normalise(given)}
        warnings = self.check_setup(normalised)
        return normalised, warnings

    def prepared(self, config: dict) -> tuple[dict, dict]:
        """(normalised config, its shared `derived` dict): validated once per distinct config.

        `new_game` is called for every game of a sim and every world a search samples; the config is
        never changed after validation, so its normalised form and the facts derived from it (which
        features are on, the public options, ...) are shared by every game of that config.
        """
        last = self._last_prepared  # a sim passes the same dict game after game
        if last is not None and last[0] is config and last[1] == config:  # equal to its copy: unchanged since
            return last[2]
        try:
            key = json.dumps(config, sort_keys=True)
        except (TypeError, ValueError):  # not JSON: validate_config gives the one-line error
            return self.validate_config(config)[0], {}
        memo = self._prepared
        if memo is None:
            memo = self._prepared = {}
        found = memo.get(key)
        if found is None:
            if len(memo) >= PREPARED_CONFIGS:
                memo.clear()
            found = memo[key] = (self.validate_config(config)[0], {})
        self._last_prepared = (config, json.loads(key), found)
        return found

    def check_setup(self, config: dict) -> list[dict]:
        """Game-specific constraints: raise ConfigError for hard ones, return soft warnings."""
        return []

    # ---- the game ------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: dict, seed: int | str) -> GameState: ...

    def pending(self, state: GameState) -> dict[int, str]:
        """Seats that owe a decision now, and its kind. Several at once for simultaneous decisions.

        Computed once per state version; treat it as read-only.
        """
        owed = state.pending_cache
        if owed is None:
            owed = state.pending_cache = self._pending(state)
        return owed

    @abstractmethod
    def _pending(self, state: GameState) -> dict[int, str]:
        """Build `pending` (uncached)."""

    def legal(self, state: GameState, seat: int) -> list[dict]:
        """The command specs this seat may send now (see commands.py). Empty when not pending.

        Computed once per state version and seat: the host's guard, `apply` and the seat's view
        share one list. Treat it as read-only.
        """
        cache = state.legal_cache
        if cache is None:
            cache = state.legal_cache = {}
        specs = cache.get(seat)
        if specs is None:
            specs = cache[seat] = self._legal(state, seat)
        return specs

    @abstractmethod
    def _legal(self, state: GameState, seat: int) -> list[dict]:
        """Build the specs of `legal` (uncached)."""

    def check(self, state: GameState, seat: int, command: Any) -> Checked:
        """The engine's guards, in order, for one command of one seat: a Checked, or Rejected.

        Game over -> not a seat -> not pending -> the command against the legal specs (check_command).
        Nothing changes; `apply` takes the Checked without validating again.
        """
        return Checked.of(seat, command, self._matching_spec(state, seat, command), state.version)

    def _matching_spec(self, state: GameState, seat: int, command: Any) -> dict:
        """The guards of `check`, in order; the legal spec `command` matches. Games may sharpen a refusal,
        never refuse a command a legal spec matches (`apply` takes a shared list's match without them)."""
        if state.finished is not None:
            raise Rejected(Reject.GAME_OVER)
        owed = state.pending_cache  # `pending` and `legal`, their cache hits inlined: once per command
        if owed is None:
            owed = self.pending(state)
        if type(seat) is not int or seat not in owed:  # a pending seat is a seat: which refusal, only now
            if type(seat) is not int or not 0 <= seat < state.config["players"]:
                raise Rejected(Reject.NOT_A_SEAT)
            raise Rejected(Reject.NOT_PENDING)
        cache = state.legal_cache
        specs = cache.get(seat) if cache is not None else None
        if specs is None:
            specs = self.legal(state, seat)
        compiled = SHARED_MATCHERS.get(id(specs))  # a shared legal list: matched compiled (`match`, inlined)
        if compiled is not None and compiled[0] is specs and type(command) is dict:
            found = compiled[1](command)
            if found is not None:
                return found
        try:
            return check_command(command, specs)
        except Rejected as error:
            raise self._sharpen(state, seat, command, error) from None

    def _sharpen(self, state: GameState, seat: int, command: Any, error: Rejected) -> Rejected:
        """A sharper reason for a command the legal specs refused (a game's own rule); `error` by default."""
        return error

    apply = _make_apply(True)
    apply_quietly = _make_apply(False)  # a game overriding `apply` overrides this too, or callers use its apply

    @abstractmethod
    def _perform(self, state: GameState, seat: int, command: dict) -> bool | None:
        """Carry out a command already known to be legal. True when it was `seat`'s answer alone
        (see GameState.edited_by_answer): the caches are patched instead of dropped."""

    @abstractmethod
    def view(self, state: GameState, viewer: Viewer | str) -> dict:
        """Everything `viewer` may know, as plain JSON-ready data: the only door out of the engine.

        `viewer` is a seat, None for a spectator, or OMNISCIENT for a replay with everything revealed.
        The dict is the caller's; what is inside it (history lists and their records, the legal
        specs) is shared with the state and other views, so read it, never change it. It holds
        only JSON types (dicts, lists, strings, numbers, bools, None): it equals its JSON round trip.
        """

    def outcome(self, state: GameState) -> dict | None:
        """{"winner": side or None, "winning_seats": [...], "reason": code, ...}; None while running."""
        return state.finished

    def statistics(self, state: GameState) -> dict[str, dict[str, int]]:
        """Counts a finished game adds to `safehouse sim --json` (e.g. plot_cards_played)."""
        return {}

    def events_for(self, state: GameState, viewer: Viewer | str, since: int = 0) -> list[dict]:
        """The events from index `since` on that `viewer` may see. For every seat at once, use
        `events.route_events`, which reads each event once instead of once per seat."""
        return visible_events(state.events, viewer, since)

    @abstractmethod
    def sample_world(self, view: dict, rng: random.Random) -> GameState:
        """A full state consistent with everything `view` shows: what search bots plan on."""

    def copy(self, state: GameState) -> GameState:
        twin = state.clone()
        twin.legal_cache = twin.pending_cache = None  # filled in place: never shared (a game's clone may keep its read-only view_cache)
        return twin

    def describe_options(self) -> list[dict]:
        return [option.describe() for option in self.option_set().options]
