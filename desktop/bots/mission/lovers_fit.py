"""Refit the expert assassin's lover rates (lovers_fitted.py) from Avalon games with Tristan and Isolde.

    python -m desktop.bots.mission.lovers_fit [PLAYERS=GAMES ...]   (default 9=4000 10=4000)

Refits the player counts given (the others stay as they are in lovers_fitted.py). Plays
`recommended-N` games (Tristan and Isolde are in those of 9 and 10) with every seat drawn per game from
the field hunt_fit uses, and at every assassination counts, on the assassin's own view, each ordered
pair of good seats' events (hunt.lover_events: one seat's play towards the other) by the first seat's
player, as a pair of lovers or as a plain seat towards another good seat. A lover's play towards anyone
but the other lover is neither, and Oberon is not good: those are not counted.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ...engine import GAMES
from ...engine.avalon.roles import ISOLDE, OBERON, TRISTAN
from .hunt import lover_events
from .hunt_fit import FIELD, SEED, parse_counts, shots, write_rates

LOVERS = (TRISTAN, ISOLDE)
DEFAULT_GAMES = {9: 4000, 10: 4000}


def measure(players: int, games: int, seed: str = SEED, field: str = FIELD) -> dict[str, dict[str, dict[str, list[int]]]]:
    counts: dict[str, dict[str, dict[str, list[int]]]] = {}
    for table, roles, drawn in shots(players, games, seed, field):
        good = [s for s in range(players) if s not in table.known_evil and roles[s] != OBERON]
        for seat in good:
            for other in good:
                pair = roles[seat] in LOVERS and roles[other] in LOVERS
                if other == seat or (roles[seat] in LOVERS and not pair):
                    continue
                tally = counts.setdefault(drawn[seat], {"pair": {}, "plain": {}})["pair" if pair else "plain"]
                for key, yes in lover_events(table, seat, other):
                    cell = tally.setdefault(key, [0, 0])
                    cell[0] += int(yes)
                    cell[1] += 1
    return counts


def write(tables: dict[int, dict], games: dict[int, int], path: Path = Path(__file__).with_name("lovers_fitted.py")) -> None:
    """lovers_fitted.py with these tables and, for the counts not among them, the tables it holds now."""
    from .lovers_fitted import LOVER_GAMES, LOVER_RATES
    write_rates(path, ["The expert assassin's measured lover rates (hunt.lovers_scores): for each player of the field and each",
                       "event key of one seat's play towards another, [yes, n] between Tristan and Isolde and from a plain good",
                       "seat to another good seat, at the shot of Avalon `recommended-N` games"],
                "desktop.bots.mission.lovers_fit", "LOVER", ("pair", "plain"), tables, games, (LOVER_RATES, LOVER_GAMES))


def main(argv: list[str]) -> int:
    presets = GAMES["avalon"].presets()
    games = parse_counts(argv, DEFAULT_GAMES, lambda players: f"recommended-{players}" in presets
                         and TRISTAN in presets[f"recommended-{players}"]["options"]["roles_in_play"])
    if games is None:
        print("lovers_fit: give PLAYERS=GAMES pairs for a recommended game with the lovers (9 or 10 players) and at "
              "least one game, such as 10=4000", file=sys.stderr)
        return 2
    write({players: measure(players, n) for players, n in games.items()}, games)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
