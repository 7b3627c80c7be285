"""What the setup dialog produces and the game screen starts from: the game, its config, the seats."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

HUMAN = "human"
# The bot level a new seat gets, first one registered wins; "random" is for tests only.
PREFERRED_LEVELS = ("normal", "easy", "hard", "expert", "random")
TESTING_LEVELS = frozenset({"random"})  # never offered to players in the setup dialog
# Ready-made setups for a game whose engine offers none: key -> options (the player count stays).
SHELL_PRESETS = {
    "resistance": {
        "base": {},
        "plot": {"plot": True},
        "assassin": {"assassin_module": True},
        "inquisitor": {"inquisitor": True},
        "plot-assassin": {"plot": True, "assassin_module": True},
        "hunter": {"hunter": True},
        "blind-spies": {"blind_spies": True},
    },
}


def presets(game_code: str, game) -> dict[str, dict]:
    """The presets the setup dialog lists: the engine's own, or ours for a game without any."""
    return game.presets() or {key: {"options": options} for key, options in SHELL_PRESETS.get(game_code, {}).items()}


def player_levels(levels) -> list[str]:
    """The bot levels a player may pick, weakest first (the testing bot left out)."""
    return [level for level in levels if level not in TESTING_LEVELS]


@dataclass
class TableSetup:
    game: str
    config: dict  # {"players": N, "options": {...}}, validated by the engine
    names: list[str]
    seats: list[str]  # HUMAN, or a bot level per seat
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(2**62))

    @property
    def players(self) -> int:
        return self.config["players"]

    @property
    def human_seats(self) -> list[int]:
        return [seat for seat, who in enumerate(self.seats) if who == HUMAN]

    @property
    def bot_seats(self) -> dict[int, str]:
        return {seat: who for seat, who in enumerate(self.seats) if who != HUMAN}

    @property
    def hot_seat(self) -> bool:
        """More than one person shares this screen: private views go behind a curtain."""
        return len(self.human_seats) > 1

    def rematch(self) -> "TableSetup":
        return TableSetup(self.game, dict(self.config), list(self.names), list(self.seats))


def default_bot_level(levels) -> str:
    for level in PREFERRED_LEVELS:
        if level in levels:
            return level
    return next(iter(levels))
