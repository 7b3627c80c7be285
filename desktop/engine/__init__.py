"""Rules engines: one package per game, all speaking the contract of `core`.

GAMES maps a game's name to its engine. Stdlib only: no Qt, asyncio, sockets or zeroconf here.
"""
from __future__ import annotations

from .core import Game


def _load() -> dict[str, Game]:
    from . import resistance

    games: dict[str, Game] = {resistance.GAME.name: resistance.GAME}
    for module_name in ("avalon", "bodyguard"):
        try:
            module = __import__(f"{__name__}.{module_name}", fromlist=["GAME"])
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{module_name}":
                raise
            continue
        games[module.GAME.name] = module.GAME
    return games


GAMES: dict[str, Game] = _load()


def get_game(name: str) -> Game:
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}") from None
