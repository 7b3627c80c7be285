"""Bodyguard (REFERENCE.md §4): a card game of hidden roles, hit cards and reactions, 4-8 players."""
from .game import BodyguardGame
from .state import BodyguardState

GAME = BodyguardGame()

__all__ = ["GAME", "BodyguardGame", "BodyguardState"]
