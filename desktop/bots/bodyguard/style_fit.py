"""Refit style_fitted.py, the Bodyguard styles' measured play rates that opponents.py reads
(offline; about two minutes): `python -m desktop.bots.bodyguard.style_fit [GAMES]`.

Every seat of each game is drawn from the six gauntlet styles and the normal level; every public
play is counted by the seat's style, its role (revealed at the round's end) and its context.
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from ...engine import GAMES
from ..arena import make_player
from ..runner import play, seat_rng
from .opponents import NAMES, REACTIONS, ROLES, TURN_PLAYS, plays

FITTED = Path(__file__).with_name("style_fitted.py")


def measure(players: int, games: int, seed: str = "bodyguard-styles") -> Counter:
    """Counts of (style, role, context, category) from games with every seat drawn from NAMES."""
    game = GAMES["bodyguard"]
    counts: Counter = Counter()
    config, _ = game.validate_config({"players": players, "options": {}})
    for index in range(games):
        draw = random.Random(f"{seed}:{players}:{index}:field")
        names = [draw.choice(NAMES) for _ in range(players)]
        bots = [make_player(game.name, names[s], s, seat_rng(f"{seed}:{index}", s)) for s in range(players)]
        state = play(game, config, f"{seed}:{index}", bots)
        public = [event.to_data() for event in state.events if event.audience is None]
        rounds, roles = plays(public)
        for round_plays, round_roles in zip(rounds, roles):
            for seat, context, category in round_plays:
                counts[(names[seat], round_roles[seat], context, category)] += 1
    return counts


def tables_from(counts: Counter, prior: float = 4.0) -> dict:
    """Each style's rate of every category in its group (turn plays, reactions), per role and
    context, shrunk a little towards the pooled rate of all styles."""
    result: dict = {name: {} for name in NAMES}
    for role in ROLES:
        for context in range(3):
            for group in (TURN_PLAYS, REACTIONS):
                pooled_total = sum(counts[(n, role, context, c)] for n in NAMES for c in group)
                for name in NAMES:
                    total = sum(counts[(name, role, context, c)] for c in group)
                    for category in group:
                        pooled = (sum(counts[(n, role, context, category)] for n in NAMES) / pooled_total
                                  if pooled_total else 1.0 / len(group))
                        rate = (counts[(name, role, context, category)] + prior * pooled) / (total + prior)
                        result[name][(role, context, category)] = round(rate, 3)
    return result


def refit(games: int = 400) -> str:
    body = ""
    for players in (4, 6, 8):
        tables = tables_from(measure(players, games))
        body += f"    {players}: {{\n" + "".join(f"        {name!r}: {row!r},\n" for name, row in tables.items()) + "    },\n"
    text = (f'''"""Each Bodyguard style's measured play rates at 4, 6 and 8 players, from {games} games a count with
every seat drawn per game from the six gauntlet styles and the normal level (generated: do not edit).

Keys: (role, context: the President's types less one, 0-2, category). Refit after changing a style:
    python -m desktop.bots.bodyguard.style_fit {games}
"""

STYLE_TABLES = {{\n''' + body + "}\n")
    FITTED.write_text(text, encoding="utf-8")
    return text


if __name__ == "__main__":  # pragma: no cover - offline tool
    print(refit(int(sys.argv[1]) if len(sys.argv) > 1 else 400))
