"""The games and bot levels, imported on first use: the home screen opens before the engines load."""
from __future__ import annotations

from functools import cached_property


class Catalog:
    def __init__(self, games: dict | None = None, levels: dict | None = None) -> None:
        if games is not None:
            self.__dict__["games"] = games
        if levels is not None:
            self.__dict__["levels"] = levels

    @cached_property
    def games(self) -> dict:
        from desktop.engine import GAMES

        return GAMES

    @cached_property
    def levels(self) -> dict:
        from desktop.bots import LEVELS

        return LEVELS

    def warm_up(self) -> None:
        """Load both now (called once the window is on screen)."""
        self.games, self.levels  # noqa: B018
