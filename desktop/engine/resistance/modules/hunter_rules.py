"""The Hunter module's roles and tables (REFERENCE.md §5.4), as data and small pure functions."""
from __future__ import annotations

from ..features import RoleInfo

MODULE = "hunter"
RES_CHIEF, RES_HUNTER = "resistance_chief", "resistance_hunter"
SPY_CHIEF, SPY_HUNTER = "spy_chief", "spy_hunter"
DUMMY_AGENT, COORDINATOR, DEEP_AGENT, PRETENDER = "dummy_agent", "coordinator", "deep_agent", "pretender"
OPTIONAL_ROLES = (DUMMY_AGENT, COORDINATOR, DEEP_AGENT, PRETENDER)

ROLES = {
    RES_CHIEF: RoleInfo(evil=False),
    RES_HUNTER: RoleInfo(evil=False),
    DUMMY_AGENT: RoleInfo(evil=False),
    COORDINATOR: RoleInfo(evil=False),
    PRETENDER: RoleInfo(evil=False),
    SPY_CHIEF: RoleInfo(evil=True),
    SPY_HUNTER: RoleInfo(evil=True),
    # Does not know the spies; the spies' view of it is the module's own reveal (with the Pretender).
    DEEP_AGENT: RoleInfo(evil=True, sees_evil=False, seen_by_evil=False),
}

HELP = {
    MODULE: "Hunter module: Chiefs and Hunters; an investigator each mission; Hunters accuse Chiefs to decide the end.",
    DUMMY_AGENT: "Dummy Agent (Resistance): may answer an investigation either way.",
    COORDINATOR: "Coordinator (Resistance): known to the Resistance Chiefs; the Spy Hunter wins by finding it too.",
    DEEP_AGENT: "Deep Agent (spy): does not know the other spies.",
    PRETENDER: "Pretender (Resistance): looks like a second possible Deep Agent to the spies.",
}

CHIEF_FAIL_MIN_PLAYERS = 7  # Chief Fail cards, and the three-way loyalty cards, from 7 players on
INVESTIGATED_MISSIONS = 4  # the investigator token goes out on missions 1-4

# Hunter loyalty cards an investigated player may answer with (§5.4). At 5-6: Chief / Not a Chief.
CHIEF, NOT_CHIEF = "chief", "not_chief"
SPY_CHIEF_CARD, RES_CHIEF_CARD = "spy_chief", "resistance_chief"


def res_chiefs(players: int) -> int:
    return 2 if players >= 8 else 1


def spy_chiefs(players: int) -> int:
    return 2 if players >= 10 else 1


def chief_fail_in_play(players: int) -> bool:
    return players >= CHIEF_FAIL_MIN_PLAYERS


def answers_for(role: str, players: int) -> list[str]:
    """The loyalty cards a role may show when investigated. The Dummy Agent may claim to be a Chief.

    OUR RESOLUTION: at 7+ "either way" for the Dummy Agent means Resistance Chief or Not a Chief.
    """
    three_way = chief_fail_in_play(players)
    if role == SPY_CHIEF:
        return [SPY_CHIEF_CARD if three_way else CHIEF]
    if role == RES_CHIEF:
        return [RES_CHIEF_CARD if three_way else CHIEF]
    if role == DUMMY_AGENT:
        return [RES_CHIEF_CARD if three_way else CHIEF, NOT_CHIEF]
    return [NOT_CHIEF]


# Who each Hunter hunts: a right accusation wins for the Hunter's side (§5.4).
QUARRY = {SPY_HUNTER: (RES_CHIEF, COORDINATOR), RES_HUNTER: (SPY_CHIEF,)}
