"""The easy, normal, hard and expert bots: one class, one skill row per level (skill.py).

The bot routes each request to its game's player; anything the player has no play for, or a command
that would be illegal, falls back to a sensible legal one, so a new card or module never crashes it.
"""
from __future__ import annotations

import random

from ..engine.core import Rejected, check_command
from .base import Bot
from .bodyguard import BodyguardPlayer
from .fallback import fallback_command
from .mission import MissionPlayer
from .skill import LEVEL_SKILLS

MISSION_GAMES = ("resistance", "avalon")


class SkilledBot(Bot):
    level = "normal"

    def __init__(self, game_name: str, seat: int, rng: random.Random) -> None:
        super().__init__(game_name, seat, rng)
        self.skill = LEVEL_SKILLS[self.level]
        self.events: list[dict] = []
        self.mistakes = 0  # commands the strategy got wrong and the fallback replaced; tests want 0
        self.player = self._player_for(game_name)

    def _player_for(self, game_name: str):
        if game_name in MISSION_GAMES:
            return MissionPlayer(self.skill, self.rng)
        if game_name == "bodyguard":
            return BodyguardPlayer(self.skill, self.rng)
        return None  # a game with no strategy yet: every request gets the fallback's legal answer

    def observe(self, events: list[dict]) -> None:
        self.events.extend(events)

    def decide(self, view: dict) -> dict:
        specs = view["legal"]
        if not specs:
            raise ValueError(f"seat {self.seat} was asked to decide but has no legal command")
        if self.player is None:
            return fallback_command(specs, self.rng)
        command = self.player.decide(view, self.events)
        try:
            check_command(command, specs)
        except Rejected:
            self.mistakes += 1
            return fallback_command(specs, self.rng)
        return command

    def belief(self, view: dict) -> dict:
        """This bot's current belief about the hidden roles, as data (the practice coach shows it)."""
        return self.player.belief(view) if self.player is not None else {}


class EasyBot(SkilledBot):
    level = "easy"


class NormalBot(SkilledBot):
    level = "normal"


class HardBot(SkilledBot):
    level = "hard"


class ExpertBot(SkilledBot):
    level = "expert"
