"""Measure how a bot level actually plays, to set the likelihoods of the spy-set tracker (PlayModel).

Offline tool: `python -m desktop.bots.mission.calibrate LEVEL PLAYERS GAMES` plays self-play games
and prints the observed frequencies behind each PlayModel field, from the finished games' full record.
`python -m desktop.bots.mission.calibrate fit [FIELD ...]` plays 600 games at 5, 7 and 10 players
with every seat drawn per game from each FIELD (default: `gauntlet` and `normal`, as `arena --field`)
and rewrites fitted.py, the likelihoods the hard and expert levels read votes with (a mixture of
the fields, weighed seat by seat: worlds.SoftEvidence).
`python -m desktop.bots.mission.calibrate values GAME LEVEL PLAYERS GAMES` measures how often good wins
from each score between missions (the expert's static evaluation, calibrated.VALUES).
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

from .reading import STAGES, mission_step, vote_stage, with_hammer
from .worlds import PlayModel


def measure(level: str, players: int, games: int, seed: str = "calibrate", by_player: bool = False) -> dict:
    """The frequencies from games with every seat drawn per game from `level` (a level, a style,
    `gauntlet` or a comma list of those, as `arena --field`); with `by_player`, also each drawn
    player's own vote likelihoods (`"voters": {name: approve}`), as it votes in that mixed field."""
    from ...engine import GAMES
    from ..arena import field_names, make_player
    from ..runner import play, seat_rng

    game = GAMES["resistance"]
    names = field_names(level)
    counts: Counter = Counter()
    for index in range(games):
        draw = random.Random(f"{seed}:{index}:field")
        drawn = [draw.choice(names) for _ in range(players)]
        bots = [make_player(game.name, drawn[seat], seat, seat_rng(f"{seed}:{index}", seat)) for seat in range(players)]
        state = play(game, {"players": players, "options": {}}, f"{seed}:{index}", bots)
        evil = {s for s in range(players) if state.sides[s] == game.evil}
        for record, hammer in with_hammer(state.vote_history):
            team = set(record["team"])
            dirty = bool(team & evil)
            counts[("leader", record["leader"] in evil, dirty)] += 1
            counts[(drawn[record["leader"]], "leader", record["leader"] in evil, dirty)] += 1
            stage = vote_stage(record)
            for seat, approve in (record["votes"] or {}).items():
                seat = int(seat)
                key = ("vote", seat in evil, dirty, int(seat) in team, hammer)
                for own in (key, (*key, stage), (drawn[seat], *key[1:]), (drawn[seat], *key[1:], stage)):
                    counts[own] += 1
                    counts[(*own, "yes")] += approve
        successes = 0
        for order, slot in enumerate(state.mission_order):
            record = state.missions[slot]
            aboard = len(set(record["team"]) & evil)
            if aboard:
                stage = "deciding" if successes >= 2 else ("first" if order == 0 else "later")
                counts[("mission", stage)] += 1
                counts[("mission", stage, "pass")] += record["fails"] == 0
                if aboard == 1:  # a lone spy aboard, by its own style (as worlds._add_seat_missions reads it)
                    seat = next(iter(set(record["team"]) & evil))
                    for key in {stage, mission_step(order, successes)}:
                        counts[(drawn[seat], "mission", key)] += 1
                        counts[(drawn[seat], "mission", key, "pass")] += record["fails"] == 0
            if record["result"] == "success":
                successes += 1
    default = PlayModel()

    def rates(prefix: str, fallback: dict) -> dict:
        found = {}
        for key, guess in fallback.items():
            n = counts[(prefix, *key)]
            found[key] = round(counts[(prefix, *key, "yes")] / n, 3) if n >= 20 else guess
        return found

    def staged(prefix: str, fallback: dict) -> dict:
        """The same rates by the vote's stage (vote_stage), each falling back on its unstaged rate."""
        found = {}
        for key, guess in fallback.items():
            for stage in STAGES:
                n = counts[(prefix, *key, stage)]
                found[(*key, stage)] = round(counts[(prefix, *key, stage, "yes")] / n, 3) if n >= 20 else guess
        return found

    def passing_of(prefix: tuple, fallback: dict, steps: tuple = ()) -> dict:
        """By stage (and, with `steps`, also by mission_step, each falling back on its stage's rate)."""
        found = {stage: round(counts[(*prefix, "mission", stage, "pass")] / counts[(*prefix, "mission", stage)], 3)
                 if counts[(*prefix, "mission", stage)] >= 20 else guess for stage, guess in fallback.items()}
        for step in steps:
            n = counts[(*prefix, "mission", step)]
            found[step] = round(counts[(*prefix, "mission", step, "pass")] / n, 3) if n >= 20 else found["first" if step == 0 else "later"]
        return found

    def leader_of(prefix: tuple, fallback: dict) -> dict:
        found = {}
        for evil_leader in (True, False):
            total = counts[(*prefix, "leader", evil_leader, True)] + counts[(*prefix, "leader", evil_leader, False)]
            found[evil_leader] = (round(counts[(*prefix, "leader", evil_leader, True)] / total, 3) if total >= 20
                                  else fallback[evil_leader])
        return found

    approve = rates("vote", default.approve)
    passing = passing_of((), default.passing)
    leader_dirty = leader_of((), default.leader_dirty)
    row = {"approve": approve, "passing": passing, "leader_dirty": leader_dirty}
    if by_player:  # a rate too rare to measure for one player falls back on the whole field's
        row["voters"] = {name: rates(name, approve) for name in sorted(set(names))}
        row["staged"] = {name: staged(name, row["voters"][name]) for name in sorted(set(names))}
        row["styles"] = {name: {"passing": passing_of((name,), passing, steps=(0, 1, 2, 3, 4)),
                                "leader_dirty": leader_of((name,), leader_dirty)}
                         for name in sorted(set(names))}
    else:
        row["staged"] = {names[0]: staged("vote", approve)}
    return row





def measure_values(game_name: str, level: str, players: int, games: int, seed: str = "values") -> dict:
    """How often good goes on to win from each score (successes, fails) between missions: the static
    evaluation the expert's short playouts end on (search.py)."""
    from ...engine import GAMES
    from ..runner import make_bots, play

    game = GAMES[game_name]
    seen: Counter = Counter()
    won: Counter = Counter()
    for index in range(games):
        state = play(game, {"players": players, "options": {}}, f"{seed}:{index}", make_bots(game, [level] * players, f"{seed}:{index}"))
        good_won = any(state.sides[s] == game.good for s in (game.outcome(state) or {}).get("winning_seats", []))
        score = [0, 0]
        for slot in state.mission_order:
            record = state.missions[slot]
            score[0 if record["result"] == "success" else 1] += 1
            key = tuple(score) if max(score) < 3 else "shot" if score[0] >= 3 else None
            if key is not None:  # "shot": three successes, and the game left to evil's last shot (Avalon)
                seen[key] += 1
                won[key] += good_won
    return {key: round(won[key] / seen[key], 3) for key in sorted(seen, key=str) if seen[key] >= 10}


FITTED = Path(__file__).with_name("fitted.py")
FIELDS = ("gauntlet", "normal")  # the styles a seat may vote like: the gauntlet's, or our normal level's


def refit(fields=FIELDS, games: int = 600) -> str:
    """Measure the likelihoods at 5, 7 and 10 players against each field (and, in a field of several
    players, each player's own) and write them to fitted.py."""
    from ..arena import field_names

    rows = {field: {players: measure(field, players, games, seed=f"fit:{field}", by_player=len(set(field_names(field))) > 1)
                    for players in (5, 7, 10)}
            for field in fields}
    body = "".join(f"    {field!r}: {{\n" + "".join(f"        {players}: {row!r},\n" for players, row in by_count.items()) + "    },\n"
                   for field, by_count in rows.items())
    text = (f'''"""Vote, proposal and mission likelihoods, per field and player count, each measured from {games} games
with every seat drawn per game from the field (generated: do not edit; calibrate.py refits it).

Refit after changing how a field plays:
    python -m desktop.bots.mission.calibrate fit {" ".join(fields)}
"""

FITTED = {{\n''' + body + "}\n")
    FITTED.write_text(text, encoding="utf-8")
    return text


if __name__ == "__main__":  # pragma: no cover - offline tool
    if sys.argv[1] == "fit":  # python -m desktop.bots.mission.calibrate fit [FIELD ...]
        print(refit(tuple(sys.argv[2:]) or FIELDS))
    elif sys.argv[1] == "values":  # python -m desktop.bots.mission.calibrate values GAME LEVEL PLAYERS GAMES
        print(repr(measure_values(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))))
    else:
        level, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
        print(repr(measure(level, players, games)))
