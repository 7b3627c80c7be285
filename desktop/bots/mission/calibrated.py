"""The play models the hard and expert levels read votes with, and the values of each score.

The likelihoods are measured from games against the gauntlet and against our normal level (fitted.py,
refit with `python -m desktop.bots.mission.calibrate fit`), and each seat is read as a mixture of
the styles seen there (each gauntlet style's and the normal level's; at 10 players, of the two
fields), weighed by the seat's own play during the game (worlds.SoftEvidence): its votes, read with
the style's rates at the vote's stage of the game, and the missions it rode as the only spy aboard,
read with the style's own chance of letting a mission pass. The reading assumes neither that every
spy votes like our normal level nor that none does, and learns which style each seat plays like.
"""
from __future__ import annotations

from .fitted import FITTED
from .worlds import PlayModel

def measured_model(players: int) -> PlayModel:
    """The model measured at the nearest player count (5-6 -> 5, 7-8 -> 7, 9-10 -> 10): each seat
    read as a mixture of the styles seen (each gauntlet style's, our normal level's), the other
    likelihoods the fields' average."""
    rows = [by_count[_nearest(players)] for by_count in FITTED.values()]
    fields = tuple(row["approve"] for row in rows)
    approve = {key: sum(field[key] for field in fields) / len(fields) for key in fields[0]}
    passing = {stage: sum(row["passing"][stage] for row in rows) / len(rows) for stage in rows[0]["passing"]}
    leader_dirty = {evil: sum(row["leader_dirty"][evil] for row in rows) / len(rows) for evil in (True, False)}
    if _nearest(players) >= 10:
        # At 10 players (210 evil sets) a mixture over seven styles per seat doubled hard's p99 decision
        # time (bots_bench.py, Resistance 10: 56 ms -> 106 ms on a loaded machine): each field is one style.
        return PlayModel(approve=approve, passing=passing, leader_dirty=leader_dirty, voters=fields)
    # Each style's votes by stage (reading.vote_stage) and its own passing: a seat that votes like a
    # deceiver is read as one on the missions too. At 5 players in the gauntlet (spy_votes.py, 400
    # games) this took the belief's separation of clean from spy teams after the first mission
    # (the AUC of its P(clean)) from 0.93 to 0.96.
    styles = [(table, row.get("styles", {}).get(name, {}).get("passing", row["passing"]))
              for row in rows for name, table in row["staged"].items()]
    return PlayModel(approve=approve, passing=passing, leader_dirty=leader_dirty,
                     voters=tuple(table for table, _ in styles), voter_passing=tuple(own for _, own in styles))


# How often good goes on to win from a score (successes, fails) between missions, measured from the
# normal level's self-play (`python -m desktop.bots.mission.calibrate values GAME normal N 600`):
# where the expert's short playouts stop (search.py).
VALUES = {
    ('avalon', 5): {(0, 1): 0.079, (0, 2): 0.058, (1, 0): 0.557, (1, 1): 0.284, (1, 2): 0.305, (2, 0): 0.524, (2, 1): 0.18, (2, 2): 0.376},
    ('avalon', 7): {(0, 1): 0.163, (0, 2): 0.07, (1, 0): 0.473, (1, 1): 0.385, (1, 2): 0.189, (2, 0): 0.566, (2, 1): 0.532, (2, 2): 0.25},
    ('avalon', 10): {(0, 1): 0.139, (0, 2): 0.024, (1, 0): 0.552, (1, 1): 0.45, (1, 2): 0.161, (2, 0): 0.683, (2, 1): 0.629, (2, 2): 0.286},
    ('resistance', 5): {(0, 1): 0.184, (0, 2): 0.149, (1, 0): 0.711, (1, 1): 0.616, (1, 2): 0.328, (2, 0): 1.0, (2, 1): 0.75, (2, 2): 0.633},
    ('resistance', 7): {(0, 1): 0.182, (0, 2): 0.058, (1, 0): 0.643, (1, 1): 0.604, (1, 2): 0.207, (2, 0): 0.87, (2, 1): 0.894, (2, 2): 0.298},
    ('resistance', 10): {(0, 1): 0.115, (0, 2): 0.03, (1, 0): 0.686, (1, 1): 0.647, (1, 2): 0.329, (2, 0): 0.929, (2, 1): 0.888, (2, 2): 0.446},
}


# How often good wins Avalon once it has three successes: Merlin survives evil's last shot. Measured
# from the normal level's self-play (`python -m desktop.bots.mission.calibrate values avalon normal N
# 600`, its "shot" entry), so the search values a third success by how the shot really goes.
SHOT_SURVIVED = {5: 0.404, 7: 0.529, 10: 0.461}


def value_of(game_name: str, players: int, successes: int, fails: int) -> float:
    """Good's chance to win from a score between missions."""
    if successes >= 3:
        return SHOT_SURVIVED[_nearest(players)] if game_name == "avalon" else 1.0
    if fails >= 3:
        return 0.0
    table = VALUES.get((game_name, _nearest(players)), {})
    # A score too rare to be measured (and the opening, never recorded): one success is worth 0.2.
    return table.get((successes, fails), 0.5 + 0.2 * (successes - fails))


def _nearest(players: int) -> int:
    return 5 if players <= 6 else 7 if players <= 8 else 10
