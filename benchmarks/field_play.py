"""Arena deals played by a field, decision by decision: the loop the paired-view benchmarks share
(assassin_bench.py, lovers_bench.py), which ask several levels on the same view of a real game."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import make_deal, make_player, seat_players  # noqa: E402
from desktop.bots.runner import seat_rng  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402


def decisions(game, config: dict, seed: str, games: int, field: str, progress: Callable[[int], str],
              every: int = 50) -> Iterator[tuple[int, object, int, dict, dict]]:
    """(deal index, state, seat, view, command) for every decision of `games` deals of `config`, the
    seats drawn from `field` per deal as `safehouse arena` draws them; the command is applied once the
    caller has looked. Every `every` games, `progress(done)` is printed on stderr."""
    players = config["players"]
    for index in range(games):
        deal = make_deal(game, config, seed, index)
        names = seat_players(deal, field)
        bots = [make_player(game.name, names[s], s, seat_rng(deal.seed, s)) for s in range(players)]
        state = game.new_game(deal.config, deal.seed)
        while game.outcome(state) is None:
            seat = min(game.pending(state))
            view = game.view(state, seat)
            command = bots[seat].decide(view)
            yield index, state, seat, view, command
            game.apply(state, seat, command)
        if (index + 1) % every == 0:
            print(progress(index + 1), file=sys.stderr, flush=True)


def levels_argument(parser: argparse.ArgumentParser, text: str) -> list[str]:
    """`--levels`' comma list, every name a level (a one-line parser error otherwise)."""
    levels = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in levels if name not in LEVEL_SKILLS]
    if unknown or not levels:
        parser.error(f"unknown level {unknown[0] if unknown else ''!r}; known: {', '.join(LEVEL_SKILLS)}")
    return levels
