"""The scene that draws each game's table."""
from __future__ import annotations

from ..art import Art
from .motion import Motion


def make_scene(game: str, art: Art, motion: Motion):
    if game == "bodyguard":
        from .bodyguard_scene import BodyguardScene

        return BodyguardScene(art, motion)
    from .mission_scene import MissionScene

    return MissionScene(art, game, motion)
