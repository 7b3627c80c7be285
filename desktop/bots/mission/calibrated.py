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
            (True, True, False, False): 0.632,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.6,
            (True, False, False, False): 0.354,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.735,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.484,
            (False, False, True, True): 0.97,
            (False, False, True, False): 0.933,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.741,
        },
        "passing": {'first': 0.0, 'later': 0.0, 'deciding': 0.0},
        "leader_dirty": {True: 1.0, False: 0.356},
    },
    7: {
        "approve": {
            (True, True, True, True): 0.97,
            (True, True, True, False): 0.968,
            (True, True, False, True): 0.97,
            (True, True, False, False): 0.598,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.6,
            (True, False, False, False): 0.432,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.783,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.549,
            (False, False, True, True): 0.97,
            (False, False, True, False): 0.983,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.826,
        },
        "passing": {'first': 0.0, 'later': 0.046, 'deciding': 0.294},
        "leader_dirty": {True: 1.0, False: 0.544},
    },
    10: {
        "approve": {
            (True, True, True, True): 0.97,
            (True, True, True, False): 0.99,
            (True, True, False, True): 0.97,
            (True, True, False, False): 0.555,
            (True, False, True, True): 0.6,
            (True, False, True, False): 0.25,
            (True, False, False, True): 0.6,
            (True, False, False, False): 0.344,
            (False, True, True, True): 0.97,
            (False, True, True, False): 0.863,
            (False, True, False, True): 0.97,
            (False, True, False, False): 0.608,
            (False, False, True, True): 0.97,
            (False, False, True, False): 0.97,
            (False, False, False, True): 0.97,
            (False, False, False, False): 0.843,
        },
        "passing": {'first': 0.0, 'later': 0.023, 'deciding': 0.147},
        "leader_dirty": {True: 1.0, False: 0.715},
    },
}


def measured_model(players: int) -> PlayModel:
    """The model measured at the nearest player count (5-6 -> 5, 7-8 -> 7, 9-10 -> 10)."""
    nearest = 5 if players <= 6 else 7 if players <= 8 else 10
    return PlayModel(**MEASURED[nearest])
