"""Refit the expert assassin's rates (hunt_fitted.py) from Avalon games.

    python -m desktop.bots.mission.hunt_fit [PLAYERS=GAMES ...]   (default 5=3000 7=1500 10=3000)

Refits the player counts given (the others stay as they are in hunt_fitted.py). Plays `recommended-N` games with every seat drawn per game from the gauntlet's
six styles, hard and normal (as `arena --field gauntlet,hard,normal`), and at every assassination
counts, on the assassin's own view, each good seat's events (hunt.events) by its player and whether
it is Merlin (Merlin's as he saw the table: Mordred's seat is not dirty to him, Oberon's is; Oberon is
not a good seat). Only games that reach the shot count: those are the records the assassin reads.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from ...engine import GAMES
from ...engine.avalon.roles import OBERON
from ..arena import field_names, make_player
from ..runner import seat_rng
from .hunt import events
from .reading import Table

FIELD = "gauntlet,hard,normal"
SEED = "hunt"


def shots(players: int, games: int, seed: str = SEED, field: str = FIELD):
    """Every assassination of `games` recommended-N games with each seat drawn per game from `field`:
    (the assassin's Table, the true roles, each seat's player name)."""
    game = GAMES["avalon"]
    preset = game.presets()[f"recommended-{players}"]
    config, _ = game.validate_config({"players": players, "options": dict(preset["options"])})
    names = field_names(field)
    for index in range(games):
        draw = random.Random(f"{seed}:{players}:{index}:field")
        drawn = [draw.choice(names) for _ in range(players)]
        bots = [make_player(game.name, drawn[s], s, seat_rng(f"{seed}:{players}:{index}", s)) for s in range(players)]
        state = game.new_game(config, f"{seed}:{players}:{index}")
        while game.outcome(state) is None:
            seat = min(game.pending(state))
            view = game.view(state, seat)
            if view.get("pending") == "assassinate":
                yield Table(view), list(state.roles), drawn
            game.apply(state, seat, bots[seat].decide(view))
        if (index + 1) % 100 == 0:
            print(f"{players} players, {index + 1}/{games} games", file=sys.stderr, flush=True)


def measure(players: int, games: int, seed: str = SEED, field: str = FIELD) -> dict:
    counts: dict[str, dict[str, dict[str, list[int]]]] = {}
    for table, roles, drawn in shots(players, games, seed, field):
        # Oberon is evil and Merlin sees him, though the assassin does not: as hunt.shot_odds reads the
        # seating where he sits there, he is no plain seat and a team holding him is dirty.
        evil = set(table.known_evil) | {s for s in range(players) if roles[s] == OBERON}
        for target in range(players):
            if target in evil:
                continue
            merlin = roles[target] == "merlin"
            tally = counts.setdefault(drawn[target], {"merlin": {}, "plain": {}})["merlin" if merlin else "plain"]
            mordred = tuple(s for s in range(players) if merlin and roles[s] == "mordred")
            for key, yes in events(table, target, mordred, evil):  # Merlin's: as he saw the table
                cell = tally.setdefault(key, [0, 0])
                cell[0] += int(yes)
                cell[1] += 1
    return counts


def write_rates(path: Path, about: list[str], module: str, prefix: str, kinds: tuple[str, str],
                tables: dict[int, dict], games: dict[int, int], held: tuple[dict, dict]) -> None:
    """A generated rates module (hunt_fitted.py, lovers_fitted.py): `about`'s lines, then {prefix}_GAMES
    and {prefix}_RATES[players][player][kind][key] = (yes, n) for these tables and, for the counts not
    among them, the `held` (rates, games) it holds now. `module` is the command that refits it."""
    held_rates, held_games = held
    tables = {players: tables.get(players, held_rates.get(players)) for players in sorted({*tables, *held_rates})}
    games = {players: games.get(players, held_games.get(players)) for players in tables}
    lines = ['"""' + about[0], *about[1:],
             f"({', '.join(f'{n} at {p} players' for p, n in games.items())}, field {FIELD}, seed {SEED!r};",
             "generated: do not edit). Refit after changing how a style or level plays:",
             f"    python -m {module}", '"""', "", f"{prefix}_GAMES = {games!r}", "", f"{prefix}_RATES = {{"]
    for players, table in tables.items():
        lines.append(f"    {players}: {{")
        for name in sorted(table):
            lines.append(f"        {name!r}: {{")
            for kind in kinds:
                cells = ", ".join(f"{key!r}: ({yes}, {n})" for key, (yes, n) in sorted(table[name][kind].items()))
                lines.append(f"            {kind!r}: {{{cells}}},")
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n")


def parse_counts(argv: list[str], default: dict[int, int], valid) -> dict[int, int] | None:
    """PLAYERS=GAMES arguments (none: `default`), or None if any is malformed, has no game or fails `valid(players)`."""
    try:
        games = {int(players): int(count) for players, count in (arg.split("=") for arg in argv)} if argv else default
    except ValueError:
        return None
    return games if games and all(count >= 1 and valid(players) for players, count in games.items()) else None


def write(tables: dict[int, dict], games: dict[int, int], path: Path = Path(__file__).with_name("hunt_fitted.py")) -> None:
    """hunt_fitted.py with these tables and, for the counts not among them, the tables it holds now."""
    from .hunt_fitted import HUNT_GAMES, HUNT_RATES
    write_rates(path, ["The expert assassin's measured rates (hunt.py): for each player of the field and each event",
                       "key, [yes, n] as a Merlin and as a plain good seat, at the shot of Avalon `recommended-N` games"],
                "desktop.bots.mission.hunt_fit", "HUNT", ("merlin", "plain"), tables, games, (HUNT_RATES, HUNT_GAMES))


# The 10-player table (8 players read the 7-player one, 9 the 10-player one: hunt._nearest) counts Oberon
# as evil and Merlin as seeing him. Fitted before that, counting Oberon as a plain seat, it shot worse than
# the 7-player table (-0.118 [-0.165, -0.071] in the normal field); counted so and read with the lovers and
# Oberon (hunt.shot_odds), better (benchmarks/README.md, stop 49).
DEFAULT_GAMES = {5: 3000, 7: 1500, 10: 3000}


def main(argv: list[str]) -> int:
    presets = GAMES["avalon"].presets()
    games = parse_counts(argv, DEFAULT_GAMES, lambda players: f"recommended-{players}" in presets)
    if games is None:
        print("hunt_fit: give PLAYERS=GAMES pairs with 5-10 players and at least one game, such as 7=1500", file=sys.stderr)
        return 2
    write({players: measure(players, n) for players, n in games.items()}, games)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
