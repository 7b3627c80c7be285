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
        if not no:  # never "Reject: —."
            return tr("log", "The team is approved by everyone.") if event.get("approved") else \
                tr("log", "Everyone approves, yet the team is rejected.")
        if not yes:
            return tr("log", "The team is rejected by everyone.")
        verdict = tr("log", "approved") if event.get("approved") else tr("log", "rejected")
        return tr("log", "The team is %1. Approve: %2. Reject: %3.", verdict,
                  name_list(seat_names, yes), name_list(seat_names, no))
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
    if kind == "leader_changed":
        if event.get("reason") == "strong_leader":
            return tr("log", "%1 plays Strong Leader and takes the lead.", who("leader"))
        return tr("log", "%1 now leads.", who("leader"))
    if kind == "opinion_votes_revealed":
        votes = event.get("votes", {})
        return tr("log", "Opinion Maker votes first: %1.", ", ".join(
            f"{seat_names[int(s)]} {names.value('approve', v, seat_names)}" for s, v in votes.items()
            if 0 <= int(s) < len(seat_names)))
    if kind == "plot_cards_drawn":
        return tr("log", "%1 draws %2.", who("leader"), ", ".join(names.card(c) for c in event.get("cards", [])))
    if kind == "plot_card_given":
        return tr("log", "%1 gives %2 to %3.", who("leader"), names.card(event.get("card")), who("to"))
    if kind == "plot_card_played":
        if "target" in event:
            return tr("log", "%1 plays %2 on %3.", who("seat"), names.card(event.get("card")), who("target"))
        return tr("log", "%1 plays %2.", who("seat"), names.card(event.get("card")))
    if kind == "plot_card_passed":
        return None  # a pass in a plot-card window says nothing the table needs
    if kind == "plot_card_discarded":
        return tr("log", "%1 is discarded without effect.", names.card(event.get("card")))
    if kind == "card_shown":
        shown = names.role(event["role"]) if event.get("role") else names.side(event.get("side"))
        return tr("log", "You saw %1's card: %2.", who("seat"), shown)
    if kind in ("mission_card_seen", "card_seen"):
        return tr("log", "You saw %1's mission card: %2.", who("seat"), names.card(event.get("card")))
    if kind == "mission_card_face_up":
        return tr("log", "%1 plays %2 face up.", who("seat"), names.card(event.get("card")))
    if kind == "token_given":
        return tr("log", "%1 gives %2 to %3.", who("leader"), names.card(event.get("token")), who("holder"))
    if kind == "card_switched" and not isinstance(event.get("target"), int):
        return tr("log", "%1 does not use %2: no card is switched.", who("holder"), names.card(event.get("token")))
    if kind == "card_switched":
        return tr("log", "%1 uses %2 to switch %3's mission card.", who("holder"), names.card(event.get("token")),
                  who("target"))
    if kind == "loyalty_card_turned":
        return tr("log", "Lancelot's loyalty card: %1.", names.card(event.get("card")))
    if kind == "loyalty_deck_revealed":
        return tr("log", "Lancelot's loyalty cards, in order: %1.", ", ".join(names.card(c) for c in event.get("deck", [])))
    if kind == "assassination_started":
        return tr("log", "Three missions succeeded. %1 takes aim.", who("shooter"))
    if kind == "evil_revealed":
        return tr("log", "Evil reveals itself to choose the target together.")
    if kind == "target_suggested":
        return tr("log", "%1 suggests %2.", who("seat"), name_list(seat_names, event.get("targets") or [event.get("target")]))
    if kind == "shot_fired":
        return tr("log", "%1 shoots at %2.", who("shooter"), name_list(seat_names, event.get("targets", [])))
    if kind == "assassination":
        result = tr("log", "a hit") if event.get("hit") else tr("log", "a miss")
        return tr("log", "%1 shoots at %2: %3.", who("assassin"), who("target"), result)
    if kind == "investigator_given":
        return tr("log", "%1 gives the Investigator token to %2.", who("leader"), who("investigator"))
    if kind == "investigation":
        return tr("log", "%1 investigates %2.", who("by"), who("target"))
    if kind == "investigation_answered":
        return tr("log", "%1 answers the investigation.", who("target"))
    if kind == "hunter_card_shown":
        return tr("log", "%1 showed you: %2.", who("seat"), names.card(event.get("card")))
    if kind == "hunter_revealed":
        return tr("log", "%1 reveals: %2.", who("seat"), names.role(event.get("role")))
    if kind == "accusation":
        result = tr("log", "right") if event.get("right") else tr("log", "wrong")
        return tr("log", "%1 accuses %2: %3.", who("hunter"), who("target"), result)
    if kind == "early_accusation_declined":
        return tr("log", "The Spy Hunter does not accuse early.")
    if kind == "mission_result_changed":
        result = tr("log", "a success") if event.get("result") == "success" else tr("log", "a failure")
        return tr("log", "Mission %1 now counts as %2.", (event.get("mission") or 0) + 1, result)
    if kind == "game_over":
        return cap(tr("log", "%1 win: %2.", names.side(event.get("winner")), names.reason(event.get("reason"))))
    return _generic(event, seat_names)


def _generic(event: dict, seat_names: list[str]) -> str:
    details = []
    for key, value in event.items():
        if key == "kind" or isinstance(value, dict):
            continue
        details.append(f"{names.param(key)}: {names.value(key, value, seat_names)}")
    text = names.tidy(event.get("kind", ""))
    return f"{text} ({'; '.join(details)})" if details else text
