"""The rulebook's tables for The Resistance and Avalon (REFERENCE.md §1.1, §1.2, §3.1), as data."""
from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 5, 10
MISSIONS = 5
WINS_NEEDED = 3
MAX_REJECTIONS = 5  # the fifth rejected proposal in a round is a spy win (§1.4)

# Spies (Evil) per player count, §1.1 and §6 #1.
SPIES = {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}

# Team size per mission slot (0-based) per player count, §1.2.
TEAM_SIZES = {
    5: (2, 3, 2, 3, 3),
    6: (2, 3, 4, 3, 4),
    7: (2, 3, 3, 4, 4),
    8: (3, 4, 4, 5, 5),
    9: (3, 4, 4, 5, 5),
    10: (3, 4, 4, 5, 5),
}

TWO_FAIL_SLOT = 3  # mission 4 needs two fails with 7+ players; it stays with slot 4 under Targeting
TWO_FAIL_MIN_PLAYERS = 7


def fails_needed(players: int, slot: int) -> int:
    return 2 if slot == TWO_FAIL_SLOT and players >= TWO_FAIL_MIN_PLAYERS else 1
