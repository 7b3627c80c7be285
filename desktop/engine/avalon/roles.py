"""Avalon's role cards and who sees whom at the reveal (REFERENCE.md §3.2, §3.7, §3.8, §3.9).

The knowledge matrix is written here once, as data plus one function: `reveal_facts` is a pure
function of the setup, so a sampled world can be checked by running the reveal again.
"""
from __future__ import annotations

from ..resistance.features import RoleInfo

LOYAL_SERVANT, MINION = "loyal_servant", "minion"
MERLIN, PERCIVAL, CLERIC, TRISTAN, ISOLDE = "merlin", "percival", "cleric", "tristan", "isolde"
ASSASSIN, MORGANA, MORDRED, OBERON, MORDRED_ASSASSIN = "assassin", "morgana", "mordred", "oberon", "mordred_assassin"
GOOD_LANCELOT, EVIL_LANCELOT = "good_lancelot", "evil_lancelot"

# Evil Lancelot does not open his eyes with Evil; Oberon neither, and Evil never sees Oberon (§3.2, §3.7).
ROLES: dict[str, RoleInfo] = {
    LOYAL_SERVANT: RoleInfo(evil=False),
    MERLIN: RoleInfo(evil=False),
    PERCIVAL: RoleInfo(evil=False),
    CLERIC: RoleInfo(evil=False),
    TRISTAN: RoleInfo(evil=False),
    ISOLDE: RoleInfo(evil=False),
    GOOD_LANCELOT: RoleInfo(evil=False),
    MINION: RoleInfo(evil=True),
    ASSASSIN: RoleInfo(evil=True),
    MORGANA: RoleInfo(evil=True),
    MORDRED: RoleInfo(evil=True),
    MORDRED_ASSASSIN: RoleInfo(evil=True),
    OBERON: RoleInfo(evil=True, sees_evil=False, seen_by_evil=False),
    EVIL_LANCELOT: RoleInfo(evil=True, sees_evil=False),
}
SPECIAL_ROLES = tuple(role for role in ROLES if role not in (LOYAL_SERVANT, MINION))

HIDDEN_FROM_MERLIN = frozenset({MORDRED, MORDRED_ASSASSIN})
SHOOTERS = frozenset({ASSASSIN, MORDRED_ASSASSIN})  # the card that names Merlin at the end (§3.3)
LANCELOTS = (GOOD_LANCELOT, EVIL_LANCELOT)
LOVERS = (TRISTAN, ISOLDE)
PAIRS = (LANCELOTS, LOVERS)  # used only together (§3.7, §3.9, §6 #31)
# Merlin or Morgana: what Percival sees (§3.2).
PERCIVAL_SEES = (MERLIN, MORGANA)
# Evil Lancelot raises a thumb: Evil knows his seat as Lancelot's, so it can follow a switch (§3.7 #5).
# Merlin sees him as evil like every evil seat, never by role (§3.2: "sees" never names a role).
KNOWN_BY_ROLE_TO_EVIL = frozenset({EVIL_LANCELOT})
# The good roles (and both Lancelots) whose reveal may show them someone; the evil that open their eyes see each other.
SEEING = frozenset({CLERIC, MERLIN, PERCIVAL, *LOVERS, *LANCELOTS})


# Who the evil that open their eyes see, and who Merlin sees: as sets of roles, read once a seat (reveal_facts).
SEEN_BY_EVIL = frozenset(role for role, info in ROLES.items() if info.evil and info.seen_by_evil)
SEEN_BY_MERLIN = frozenset(role for role, info in ROLES.items() if info.evil and role not in HIDDEN_FROM_MERLIN)


def side_fact(seat: int, side: str) -> dict:
    return {"fact": "side", "seat": seat, "side": side, "source": "reveal"}


def role_fact(seat: int, role: str) -> dict:
    return {"fact": "role", "seat": seat, "role": role, "source": "reveal"}


def reveal_facts(roles: list[str], first_leader: int, seat: int, lancelots_see_each_other: bool) -> list[dict]:
    """What `seat` learns at the reveal, in seat order within each kind (§3.2 reveal script).

    A new deal asks it for every seat (MissionGame.new_game): the facts are dict literals in loops over
    the seats, not calls of side_fact and role_fact, which make the same dicts."""
    mine = roles[seat]
    info = ROLES[mine]
    evil_eyes = info.evil and info.sees_evil
    if mine not in SEEING and not evil_eyes:
        return []  # a Loyal Servant, Oberon, Evil Lancelot: nobody shown
    facts: list[dict] = []
    if mine == CLERIC and first_leader != seat:  # the first leader raises a thumb if evil (§3.8, §6b #8)
        facts.append(side_fact(first_leader, "evil" if ROLES[roles[first_leader]].evil else "good"))
    if evil_eyes:
        for other, role in enumerate(roles):
            if role in SEEN_BY_EVIL and other != seat:
                facts.append({"fact": "side", "seat": other, "side": "evil", "source": "reveal"})
                if role in KNOWN_BY_ROLE_TO_EVIL:
                    facts.append({"fact": "role", "seat": other, "role": role, "source": "reveal"})
    if mine == MERLIN:
        for other, role in enumerate(roles):
            if role in SEEN_BY_MERLIN and other != seat:
                facts.append({"fact": "side", "seat": other, "side": "evil", "source": "reveal"})
    if mine == PERCIVAL:
        seen = [other for other, role in enumerate(roles) if role in PERCIVAL_SEES and other != seat]
        # Thumbs look alike: with Morgana in play any thumb is "Merlin or Morgana", even alone (§6b #8).
        shown = list(PERCIVAL_SEES) if MORGANA in roles else [MERLIN]
        if seen:
            facts.append({"fact": "one_of_roles", "seats": seen, "roles": shown, "source": "reveal"})
    if mine in LOVERS:
        facts.extend(role_fact(other, role) for other, role in enumerate(roles) if role in LOVERS and other != seat)
    if mine in LANCELOTS and lancelots_see_each_other:  # the Big Box "classic" option (§3.7)
        facts.extend(role_fact(other, role) for other, role in enumerate(roles) if role in LANCELOTS and other != seat)
    return facts


# What each role of a deal reveals at once (reveal_deal): the evil that open their eyes, Merlin.
EVIL_EYES = frozenset(role for role, info in ROLES.items() if info.evil and info.sees_evil)


def reveal_deal(roles: list[str], first_leader: int, lancelots_see_each_other: bool) -> list[list[dict]]:
    """`reveal_facts` of every seat of a deal, in seat order, the same facts in the same order: the seats
    each kind of role sees found in one pass over the deal, not in loops of every role for every seat
    (a new deal's reveal, MissionGame.new_game; tests/engine/avalon/test_reveal_deal.py)."""
    evil_seen: list[int] = []
    merlin_seen: list[int] = []
    thumbs: list[int] = []
    lovers: list[int] = []
    lancelots: list[int] = []
    for other, role in enumerate(roles):
        if role in SEEN_BY_EVIL:
            evil_seen.append(other)
        if role in SEEN_BY_MERLIN:
            merlin_seen.append(other)
        if role in PERCIVAL_SEES:
            thumbs.append(other)
        if role in LOVERS:
            lovers.append(other)
        elif role in LANCELOTS:
            lancelots.append(other)
    dealt: list[list[dict]] = []
    for seat, mine in enumerate(roles):
        evil_eyes = mine in EVIL_EYES
        if not evil_eyes and mine not in SEEING:
            dealt.append([])  # a Loyal Servant, Oberon, Evil Lancelot: nobody shown
            continue
        facts: list[dict] = []
        if mine == CLERIC and first_leader != seat:  # the first leader raises a thumb if evil (§3.8, §6b #8)
            facts.append(side_fact(first_leader, "evil" if ROLES[roles[first_leader]].evil else "good"))
        if evil_eyes:
            for other in evil_seen:
                if other != seat:
                    facts.append({"fact": "side", "seat": other, "side": "evil", "source": "reveal"})
                    if roles[other] in KNOWN_BY_ROLE_TO_EVIL:
                        facts.append({"fact": "role", "seat": other, "role": roles[other], "source": "reveal"})
        if mine == MERLIN:
            for other in merlin_seen:
                if other != seat:
                    facts.append({"fact": "side", "seat": other, "side": "evil", "source": "reveal"})
        elif mine == PERCIVAL:
            seen = [other for other in thumbs if other != seat]
            if seen:  # thumbs look alike: with Morgana in play any thumb is "Merlin or Morgana" (§6b #8)
                facts.append({"fact": "one_of_roles", "seats": seen,
                              "roles": list(PERCIVAL_SEES) if MORGANA in roles else [MERLIN], "source": "reveal"})
        elif mine in LOVERS:
            for other in lovers:
                if other != seat:
                    facts.append({"fact": "role", "seat": other, "role": roles[other], "source": "reveal"})
        elif mine in LANCELOTS and lancelots_see_each_other:  # the Big Box "classic" option (§3.7)
            for other in lancelots:
                if other != seat:
                    facts.append({"fact": "role", "seat": other, "role": roles[other], "source": "reveal"})
        dealt.append(facts)
    return dealt
