"""Play models measured from the normal level's self-play (calibrate.py), by player count.

Regenerate after changing how the normal level plays:
    python -m desktop.bots.mission.calibrate normal N 150   (N = 5, 7, 10)
"""
from __future__ import annotations

from .worlds import PlayModel

MEASURED = {
    5: {
        "approve": {
            (True, True, True, True): 0.97,
            (True, True, True, False): 1.0,
            (True, True, False, True): 0.97,
            (True, True, False, False): 1.0,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.6,
            (True, False, False, False): 0.0,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.832,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.576,
            (False, False, True, True): 0.97,
            (False, False, True, False): 0.979,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.791,
        },
        "passing": {'first': 0.0, 'later': 0.0, 'deciding': 0.0},
        "leader_dirty": {True: 1.0, False: 0.497},
    },
    7: {
        "approve": {
            (True, True, True, True): 0.97,
            (True, True, True, False): 0.931,
            (True, True, False, True): 0.97,
            (True, True, False, False): 0.917,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.6,
            (True, False, False, False): 0.0,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.754,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.612,
            (False, False, True, True): 0.97,
            (False, False, True, False): 0.979,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.796,
        },
        "passing": {'first': 0.0, 'later': 0.042, 'deciding': 0.283},
        "leader_dirty": {True: 1.0, False: 0.625},
    },
    10: {
        "approve": {
            (True, True, True, True): 0.97,
            (True, True, True, False): 0.976,
            (True, True, False, True): 0.97,
            (True, True, False, False): 0.967,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.0,
            (True, False, False, False): 0.0,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.862,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.768,
            (False, False, True, True): 1.0,
            (False, False, True, False): 0.978,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.777,
        },
        "passing": {'first': 0.0, 'later': 0.01, 'deciding': 0.636},
        "leader_dirty": {True: 1.0, False: 0.69},
    },
}


def measured_model(players: int) -> PlayModel:
    """The model measured at the nearest player count (5-6 -> 5, 7-8 -> 7, 9-10 -> 10)."""
    nearest = 5 if players <= 6 else 7 if players <= 8 else 10
    return PlayModel(**MEASURED[nearest])


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


def value_of(game_name: str, players: int, successes: int, fails: int) -> float:
    if successes >= 3:
        return 1.0 if game_name != "avalon" else VALUES.get((game_name, _nearest(players)), {}).get("shot", 0.6)
    if fails >= 3:
        return 0.0
    table = VALUES.get((game_name, _nearest(players)), {})
    return table.get((successes, fails), 0.5 + 0.2 * (successes - fails))


def _nearest(players: int) -> int:
    return 5 if players <= 6 else 7 if players <= 8 else 10
