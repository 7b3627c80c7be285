"""Bots for the mission games: The Resistance and Avalon."""
from .player import MissionPlayer

__all__ = ["MissionPlayer"]
