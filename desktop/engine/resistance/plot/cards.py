"""The plot deck of The Plot Thickens as data (REFERENCE.md §2.1, §2.2, §2.7, §6 #8-#12).

One row per card: its timing kind and its copies in the 15-card deck and in the 7-card deck of
5-6 player games. A later printing (§2.7: 10 cards at 5-6 players) is one more column here.
"""
from __future__ import annotations

from dataclasses import dataclass

IMMEDIATE, ONE_USE, PERMANENT = "immediate", "one_use", "permanent"

OVERHEARD = "overheard_conversation"
ESTABLISH_CONFIDENCE = "establish_confidence"
OPEN_UP = "open_up"
TAKE_RESPONSIBILITY = "take_responsibility"
NO_CONFIDENCE = "no_confidence"
CLOSE_EYE = "keeping_a_close_eye"
STRONG_LEADER = "strong_leader"
SPOTLIGHT = "in_the_spotlight"
OPINION_MAKER = "opinion_maker"


@dataclass(frozen=True)
class PlotCard:
    timing: str
    copies: int  # in the 15-card deck (7+ players)
    small_copies: int  # in the 7-card deck (5-6 players)


# §2.1; Take Responsibility resolves when received (§6 #14), so it is immediate here.
PLOT_CARDS: dict[str, PlotCard] = {
    OVERHEARD: PlotCard(IMMEDIATE, 2, 0),
    ESTABLISH_CONFIDENCE: PlotCard(IMMEDIATE, 1, 0),
    OPEN_UP: PlotCard(IMMEDIATE, 1, 0),
    TAKE_RESPONSIBILITY: PlotCard(IMMEDIATE, 1, 1),
    NO_CONFIDENCE: PlotCard(ONE_USE, 3, 1),
    CLOSE_EYE: PlotCard(ONE_USE, 2, 2),
    STRONG_LEADER: PlotCard(ONE_USE, 2, 2),
    SPOTLIGHT: PlotCard(ONE_USE, 1, 0),
    OPINION_MAKER: PlotCard(PERMANENT, 2, 1),
}

SMALL_DECK_MAX_PLAYERS = 6  # 5-6 players use the 7-card deck (§6 #8)

# Cards the first leader of a round draws, per player count (§2.2, §6 #12).
DRAWS = {5: 1, 6: 1, 7: 2, 8: 2, 9: 3, 10: 3}


def deck_for(players: int) -> list[str]:
    """The plot cards of a game of `players`, in a fixed (sorted) order before the shuffle."""
    small = players <= SMALL_DECK_MAX_PLAYERS
    return sorted(card for card, info in PLOT_CARDS.items()
                  for _ in range(info.small_copies if small else info.copies))


def is_immediate(card: str) -> bool:
    return PLOT_CARDS[card].timing == IMMEDIATE
