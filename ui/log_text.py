"""Game events as sentences for the game log. Unknown events still read sensibly."""
from __future__ import annotations

from . import names
from .log_bodyguard import bodyguard_line
from .text import cap, name_list, tr


def event_line(event: dict, seat_names: list[str]) -> str | None:
    """One log line, or None for events the log leaves out (they show on the table instead)."""
    kind = event.get("kind", "")

    def who(key: str) -> str:
        seat = event.get(key)
        return seat_names[seat] if isinstance(seat, int) and 0 <= seat < len(seat_names) else "?"

    special = bodyguard_line(event, seat_names)
    if special is not False:
        return special
    if kind == "game_started":
        return tr("log", "The game begins with %1 players. %2 leads first.", event.get("players"), who("first_leader"))
    if kind == "role_dealt":
        return tr("log", "Your role: %1.", names.role(event.get("role")))
    if kind == "round_started":
        return tr("log", "— Round %1 — %2 leads.", event.get("round", 0) + 1, who("leader"))
    if kind == "team_proposed":
        return tr("log", "%1 proposes %2 for mission %3.", who("leader"), name_list(seat_names, event.get("team", [])),
                  (event.get("mission") or 0) + 1)
    if kind == "votes_revealed":
        votes = event.get("votes", {})
        yes = [int(s) for s, v in votes.items() if v]
        no = [int(s) for s, v in votes.items() if not v]
        verdict = tr("log", "approved") if event.get("approved") else tr("log", "rejected")
        return tr("log", "The team is %1. Approve: %2. Reject: %3.", verdict,
                  name_list(seat_names, yes) or "—", name_list(seat_names, no) or "—")
    if kind == "team_auto_approved":
        return tr("log", "The fifth team goes ahead without a vote.")
    if kind == "proposal_rejected":
        return tr("log", "Rejected teams this round: %1 of 5.", event.get("vote_track"))
    if kind == "mission_started":
        return None
    if kind == "mission_result":
        result = tr("log", "succeeded") if event.get("result") == "success" else tr("log", "failed")
        return tr("log", "Mission %1 %2: %3 Success, %4 Fail.", (event.get("slot") or 0) + 1, result,
                  event.get("successes"), event.get("fails"))
    if kind == "token_placed":
        return tr("log", "%1 receives the %2.", who("seat"), names.card(event.get("token")))
    if kind == "token_used":
        return tr("log", "%1 uses the %2 on %3.", who("holder"), names.card(event.get("token")), who("target"))
    if kind == "loyalty_seen":
        return tr("log", "You saw %1's loyalty: %2.", who("target") if "target" in event else who("seat"),
                  names.side(event.get("side")))
    if kind == "game_over":
        return tr("log", "%1 win: %2.", cap(names.side(event.get("winner"))), names.reason(event.get("reason")))
    return _generic(event, seat_names)


def _generic(event: dict, seat_names: list[str]) -> str:
    details = []
    for key, value in event.items():
        if key == "kind" or isinstance(value, dict):
            continue
        details.append(f"{names.param(key)}: {names.value(key, value, seat_names)}")
    text = names.tidy(event.get("kind", ""))
    return f"{text} ({'; '.join(details)})" if details else text
