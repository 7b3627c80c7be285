"""The engine contract every game implements (DESIGN.md, "The engine contract").

A game is a stateless object; all game data lives in its state. The host, the bots, the UI and the
tests only ever call these methods, so a new game plugs in without special cases anywhere else.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from .commands import check_command
from .errors import ConfigError, Reject, Rejected
from .events import Event, Viewer, visible_events
from .options import OptionSet
from .rng import ChanceRng


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

    def clone(self) -> "GameState":  # pragma: no cover - abstract
        raise NotImplementedError


class Game(ABC):
    name: str
    sides: tuple[str, ...]
    min_players: int
    max_players: int

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

    def check_setup(self, config: dict) -> list[dict]:
        """Game-specific constraints: raise ConfigError for hard ones, return soft warnings."""
        return []

    # ---- the game ------------------------------------------------------------------------
    @abstractmethod
    def new_game(self, config: dict, seed: int | str) -> GameState: ...

    @abstractmethod
    def pending(self, state: GameState) -> dict[int, str]:
        """Seats that owe a decision now, and its kind. Several at once for simultaneous decisions."""

    @abstractmethod
    def legal(self, state: GameState, seat: int) -> list[dict]:
        """The command specs this seat may send now (see commands.py). Empty when not pending."""

    def apply(self, state: GameState, seat: int, command: Any) -> list[Event]:
        """Apply a seat's command, or raise Rejected without changing anything.

        The guards run in a fixed order; only after all of them pass does the state change.
        """
        if state.finished is not None:
            raise Rejected(Reject.GAME_OVER)
        if type(seat) is not int or not 0 <= seat < state.config["players"]:
            raise Rejected(Reject.NOT_A_SEAT)
        if seat not in self.pending(state):
            raise Rejected(Reject.NOT_PENDING)
        matched = check_command(command, self.legal(state, seat))
        clean = {"kind": command["kind"], **{k: command[k] for k in matched["params"]}}
        first_new = len(state.events)
        state.commands.append((seat, clean))
        self._perform(state, seat, clean)
        return state.events[first_new:]

    @abstractmethod
    def _perform(self, state: GameState, seat: int, command: dict) -> None:
        """Carry out a command already known to be legal."""

    @abstractmethod
    def view(self, state: GameState, viewer: Viewer | str) -> dict:
        """Everything `viewer` may know, as plain JSON-ready data: the only door out of the engine.

        `viewer` is a seat, None for a spectator, or OMNISCIENT for a replay with everything revealed.
        """

    def outcome(self, state: GameState) -> dict | None:
        """{"winner": side or None, "winning_seats": [...], "reason": code, ...}; None while running."""
        return state.finished

    def statistics(self, state: GameState) -> dict[str, dict[str, int]]:
        """Counts a finished game adds to `safehouse sim --json` (e.g. plot_cards_played)."""
        return {}

    def events_for(self, state: GameState, viewer: Viewer | str, since: int = 0) -> list[dict]:
        return visible_events(state.events, viewer, since)

    @abstractmethod
    def sample_world(self, view: dict, rng: random.Random) -> GameState:
        """A full state consistent with everything `view` shows: what search bots plan on."""

    def copy(self, state: GameState) -> GameState:
        return state.clone()

    def describe_options(self) -> list[dict]:
        return [option.describe() for option in self.option_set().options]
