"""Play models measured from the normal level's self-play (calibrate.py), by player count.

Regenerate after changing how the normal level plays:
    python -m desktop.bots.mission.calibrate normal N 150   (N = 5, 7, 10)
"""
from __future__ import annotations

from .worlds import PlayModel

MEASURED = {
    5: {
        "approve": {
            (True, True, True, True): 1.0,
            (True, True, True, False): 1.0,
            (True, True, False, True): 1.0,
            (True, True, False, False): 0.294,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 1.0,
            (True, False, False, False): 0.096,
            (False, True, True, True): 1.0,
            (False, True, True, False): 0.621,
            (False, True, False, True): 1.0,
            (False, True, False, False): 0.106,
            (False, False, True, True): 1.0,
            (False, False, True, False): 0.824,
            (False, False, False, True): 1.0,
            (False, False, False, False): 0.263,
        },
        "passing": {'first': 0.0, 'later': 0.0, 'deciding': 0.01},
        "leader_dirty": {True: 1.0, False: 0.514},
    },
    7: {
        "approve": {
            (True, True, True, True): 0.984,
            (True, True, True, False): 0.974,
            (True, True, False, True): 0.981,
            (True, True, False, False): 0.246,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.917,
            (True, False, False, False): 0.197,
            (False, True, True, True): 1.0,
            (False, True, True, False): 0.548,
            (False, True, False, True): 1.0,
            (False, True, False, False): 0.134,
            (False, False, True, True): 1.0,
            (False, False, True, False): 0.752,
            (False, False, False, True): 1.0,
            (False, False, False, False): 0.148,
        },
        "passing": {'first': 0.0, 'later': 0.055, 'deciding': 0.156},
        "leader_dirty": {True: 1.0, False: 0.67},
    },
    10: {
        "approve": {
            (True, True, True, True): 0.99,
            (True, True, True, False): 0.997,
            (True, True, False, True): 0.99,
            (True, True, False, False): 0.349,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.895,
            (True, False, False, False): 0.234,
            (False, True, True, True): 1.0,
            (False, True, True, False): 0.51,
            (False, True, False, True): 1.0,
            (False, True, False, False): 0.193,
            (False, False, True, True): 1.0,
            (False, False, True, False): 0.731,
            (False, False, False, True): 1.0,
            (False, False, False, False): 0.279,
        },
        "passing": {'first': 0.0, 'later': 0.046, 'deciding': 0.095},
        "leader_dirty": {True: 1.0, False: 0.75},
    },
}


def measured_model(players: int) -> PlayModel:
    """The model measured at the nearest player count (5-6 -> 5, 7-8 -> 7, 9-10 -> 10)."""
    nearest = 5 if players <= 6 else 7 if players <= 8 else 10
    return PlayModel(**MEASURED[nearest])
