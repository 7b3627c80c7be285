"""The sentences a mission table shows: what is happening now, and what the viewer knows."""
from __future__ import annotations

from .. import names
from ..text import cap, name_list, tr


def mission_caption(view: dict, seat_names: list[str]) -> str:
    """One line on the table saying what the table is waiting for, in public terms."""
    outcome = view.get("outcome")
    if outcome:
        return cap(tr("table", "%1 win — %2", names.side(outcome["winner"]), names.reason(outcome["reason"])))
    phase = view.get("phase")
    leader = seat_names[view["leader"]] if view.get("leader") is not None else ""
    mission = (view["mission"] if view.get("mission") is not None else view.get("round", 0)) + 1
    waiting = view.get("waiting_for", [])
    if phase == "propose":
        if view["options"].get("targeting"):
            return tr("table", "%1 is choosing a mission and its team", leader)
        size = view["team_sizes"][view["round"]]
        return tr("table", "%1 is choosing %2 players for mission %3", leader, size, mission)
    if phase == "vote":
        return tr("table", "Everyone votes on %1's team for mission %2", leader, mission)
    if phase == "mission":
        return tr("table", "Mission %1 is under way: %2", mission, name_list(seat_names, view.get("team", [])))
    if phase == "assassination":
        return tr("table", "Three missions succeeded. The Assassin is taking aim…")
    if waiting:
        return tr("table", "%1: waiting for %2", names.phase(phase), name_list(seat_names, waiting))
    return names.phase(phase)


# Roles that are only their side: "You are Resistance", never "You are Resistance (the Resistance)".
PLAIN_ROLES = {"resistance", "spy", "good", "evil", "loyal_servant", "minion"}


def knowledge_lines(view: dict, seat_names: list[str]) -> list[str]:
    """What this seat privately knows, as sentences (its role first)."""
    you = view.get("you")
    if not you:
        return []
    lines = []
    if you.get("role") and you.get("side") and you["role"] not in PLAIN_ROLES:
        lines.append(tr("table", "You are %1 (%2).", names.role(you["role"]), names.side(you["side"])))
    elif you.get("role"):
        lines.append(tr("table", "You are %1.", names.role(you["role"])))
    sides: dict[str, list[int]] = {}
    for fact in view.get("knowledge", []):
        seat = fact.get("seat")
        if fact["fact"] in ("played", "role") and (seat == you["seat"] or seat is None):
            continue
        if fact["fact"] == "role":
            lines.append(tr("table", "%1 is %2.", seat_names[seat], names.role(fact["role"])))
        elif fact["fact"] == "side" and isinstance(seat, int):
            sides.setdefault(fact["side"], []).append(seat)
        elif fact["fact"] == "one_of_roles":  # Percival: "Merlin or Morgana: Bao, Elena"
            lines.append(tr("table", "%1: %2", tr("table", " or ").join(names.role(r) for r in fact["roles"]),
                            name_list(seat_names, fact["seats"])))
        elif fact["fact"] == "loyalty" and isinstance(seat, int):
            lines.append(tr("table", "%1 showed you their loyalty: %2.", seat_names[seat], names.side(fact["side"])))
        elif fact["fact"] == "bodyguard_among" and not fact.get("seats"):
            lines.append(tr("table", "Nobody is the Bodyguard this round."))
        else:  # any other fact reads as "Fact: values", e.g. "Face down: Location hit"
            details = [names.value(k, v, seat_names) for k, v in fact.items() if k not in ("fact", "source")]
            lines.append(tr("table", "%1: %2", names.fact(fact["fact"]), ", ".join(details)))
    for side, seats in sides.items():  # e.g. "The Spies: Bao, Duc"
        lines.append(tr("table", "%1: %2", cap(names.side(side)), name_list(seat_names, seats)))
    return lines
