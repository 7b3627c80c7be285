"""The gauntlet: opponents who play differently from our levels, for `safehouse arena --field gauntlet`.

Six styles (mission.py, bodyguard.py), each a whole strategy for every game written from the
published Resistance bots. They are measuring opponents, not levels a player picks: the app's level
list (desktop.bots.LEVELS) does not hold them.
"""
from __future__ import annotations

import random

from ...engine.core import Rejected, check_command
from ..base import Bot
from ..fallback import fallback_command
from .bodyguard import BODYGUARD_STYLES
from .mission import MISSION_STYLES

STYLES = ("reader", "paranoid", "aggressive", "cautious", "deceiver", "statistician")
assert set(STYLES) == set(MISSION_STYLES) == set(BODYGUARD_STYLES)


class StyleBot(Bot):
    """A seat played by one gauntlet style."""

    def __init__(self, game_name: str, seat: int, rng: random.Random, style: str) -> None:
        super().__init__(game_name, seat, rng)
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}; known: {', '.join(STYLES)}")
        self.level = style
        self.events: list[dict] = []
        self.mistakes = 0  # commands the style got wrong and the fallback replaced; tests want 0
        if game_name == "bodyguard":
            self.player = BODYGUARD_STYLES[style](rng)
        elif game_name in ("resistance", "avalon"):
            self.player = MISSION_STYLES[style](rng)
        else:
            raise ValueError(f"no gauntlet style plays {game_name!r}")

    def observe(self, events: list[dict]) -> None:
        self.events.extend(events)

    def decide(self, view: dict) -> dict:
        if self.game_name == "bodyguard":
            command = self.player.decide(view, self.events)
        else:
            command = self.player.decide(view)
        try:
            check_command(command, view["legal"])
        except Rejected:  # a rule the style has no play for: a legal answer, never a crash
            self.mistakes += 1
            return fallback_command(view["legal"], self.rng)
        return command


__all__ = ["STYLES", "StyleBot"]
