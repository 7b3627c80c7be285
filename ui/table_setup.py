"""What the setup dialog produces and the game screen starts from: the game, its config, the seats."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

HUMAN = "human"
# Bot levels from weakest to strongest, as desktop.bots will register them; "random" is for tests.
PREFERRED_LEVELS = ("normal", "easy", "hard", "expert", "random")


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
