"""Bots for Bodyguard."""
from .player import BodyguardPlayer

__all__ = ["BodyguardPlayer"]
