"""Bodyguard's cards and roles as data, written once (REFERENCE.md §4.2, §4.3; §6 #35).

Every physical card has a stable id, so hands, piles and journals are exact:
hit cards are "hit_<type>_<nn>", action cards "<action>_<n>".
"""
from __future__ import annotations

MIN_PLAYERS, MAX_PLAYERS = 4, 8
HAND_SIZE = 6

# Roles (§4.3). The President's card is public; the rest are dealt face down.
PRESIDENT, BODYGUARD, ASSASSIN = "president", "bodyguard", "assassin"
ROLES = (PRESIDENT, BODYGUARD, ASSASSIN)

# Hit cards: four types, 11 of each (§4.2, OUR RESOLUTION §6 #35).
HIT_TYPES = ("weapon", "location", "weather", "time")
HITS_PER_TYPE = 11

# Action cards and their counts (§4.5, OUR RESOLUTION §6 #35).
DIRTY_TRICK, DEADLY_MARTINI, PLAN_B, HARDCORE = "dirty_trick", "deadly_martini", "plan_b", "hardcore"
ACTION_COUNTS = {DIRTY_TRICK: 7, DEADLY_MARTINI: 7, PLAN_B: 7, HARDCORE: 6}
# Actions aimed at another player: the only ones Hardcore can cancel (§4.5, §6 #39).
TARGETED_ACTIONS = (DIRTY_TRICK, DEADLY_MARTINI)

HIT = "hit"


def _build_deck() -> tuple[list[str], dict[str, tuple[str, str | None]]]:
    deck: list[str] = []
    info: dict[str, tuple[str, str | None]] = {}
    for hit_type in HIT_TYPES:
        for number in range(1, HITS_PER_TYPE + 1):
            card = f"hit_{hit_type}_{number:02d}"
            deck.append(card)
            info[card] = (HIT, hit_type)
    for action, count in ACTION_COUNTS.items():
        for number in range(1, count + 1):
            card = f"{action}_{number}"
            deck.append(card)
            info[card] = (action, None)
    return deck, info


# The 71 cards in a fixed canonical order, and each card's (kind, hit type or None).
DECK, CARD_INFO = _build_deck()
DECK_SIZE = len(DECK)
assert DECK_SIZE == 44 + 27


def kind_of(card: str) -> str:
    """"hit" or the action's name."""
    return CARD_INFO[card][0]


def hit_type(card: str) -> str | None:
    return CARD_INFO[card][1]


def role_cards(players: int) -> list[str]:
    """The cards the President deals from: the Bodyguard and one Assassin per other player (§4.3).

    There is one card more than the other players, so exactly one is left over as the spare.
    """
    return [BODYGUARD] + [ASSASSIN] * (players - 1)
