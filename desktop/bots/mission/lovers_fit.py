"""Refit the expert assassin's lover rates (lovers_fitted.py) from Avalon 10 games.

    python -m desktop.bots.mission.lovers_fit [GAMES]   (default 4000)

Plays `recommended-10` games (Tristan and Isolde are in it) with every seat drawn per game from the
field hunt_fit uses, and at every assassination counts, on the assassin's own view, each ordered pair
of good seats' events (hunt.lover_events: one seat's play towards the other) as a pair of lovers or
as a plain seat towards another good seat. A lover's play towards anyone but the other lover is
neither, and Oberon is not good: those are not counted.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ...engine.avalon.roles import ISOLDE, OBERON, TRISTAN
from .hunt import lover_events
from .hunt_fit import FIELD, SEED, shots

PLAYERS = 10
DEFAULT_GAMES = 4000
LOVERS = (TRISTAN, ISOLDE)


def measure(games: int, seed: str = SEED, field: str = FIELD) -> dict[str, dict[str, list[int]]]:
    counts: dict[str, dict[str, list[int]]] = {"pair": {}, "plain": {}}
    for table, roles, _drawn in shots(PLAYERS, games, seed, field):
        good = [s for s in range(PLAYERS) if s not in table.known_evil and roles[s] != OBERON]
        for seat in good:
            for other in good:
                pair = roles[seat] in LOVERS and roles[other] in LOVERS
                if other == seat or (roles[seat] in LOVERS and not pair):
                    continue
                tally = counts["pair" if pair else "plain"]
                for key, yes in lover_events(table, seat, other):
                    cell = tally.setdefault(key, [0, 0])
                    cell[0] += int(yes)
                    cell[1] += 1
    return counts


def write(counts: dict, games: int, path: Path = Path(__file__).with_name("lovers_fitted.py")) -> None:
    lines = ['"""The expert assassin\'s measured lover rates (hunt.lovers_scores): for each event key of one seat\'s',
             "play towards another, [yes, n] between Tristan and Isolde and from a plain good seat to another good",
             f"seat, at the shot of {games} Avalon `recommended-{PLAYERS}` games (field {FIELD}, seed {SEED!r};",
             "generated: do not edit). Refit after changing how a style or level plays:",
             "    python -m desktop.bots.mission.lovers_fit", '"""', "", f"LOVER_GAMES = {games!r}", "", "LOVER_RATES = {"]
    for kind in ("pair", "plain"):
        cells = ", ".join(f"{key!r}: ({yes}, {n})" for key, (yes, n) in sorted(counts[kind].items()))
        lines.append(f"    {kind!r}: {{{cells}}},")
    lines.append("}")
    path.write_text("\n".join(lines) + "\n")


def main(argv: list[str]) -> int:
    try:
        games = int(argv[0]) if argv else DEFAULT_GAMES
    except ValueError:
        games = 0
    if len(argv) > 1 or games < 1:
        print("lovers_fit: give at most one argument, the number of games (at least 1), such as 4000", file=sys.stderr)
        return 2
    write(measure(games), games)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
