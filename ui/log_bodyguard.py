"""Bodyguard's events as log sentences (log_text.py handles the mission games)."""
from __future__ import annotations

from . import names
from .table.bodyguard_cards import card_name
from .text import tr

QUIET = {"turn_started", "card_drawn", "hand_dealt", "reaction_passed", "you_answered"}


def bodyguard_line(event: dict, seat_names: list[str]) -> str | None | bool:
    """A sentence; None to leave the event out; False when this module does not know the event."""
    kind = event.get("kind", "")

    def who(key: str = "seat") -> str:
        seat = event.get(key)
        return seat_names[seat] if isinstance(seat, int) and 0 <= seat < len(seat_names) else "?"

    if kind in QUIET:
        return None
    if kind == "game_started" and "rounds" in event:
        return tr("log", "The game begins: %1 rounds, everyone is President once.", event["rounds"])
    if kind == "round_started" and "president" in event:
        return tr("log", "— Round %1 — %2 is President.", event["round"] + 1, who("president"))
    if kind == "roles_dealt":
        if event.get("reassignment"):
            return tr("log", "The President deals the roles again.")
        return tr("log", "The President deals the secret roles.")
    if kind == "spare_set_aside":
        return tr("log", "You set aside: %1.", names.role(event["role"]))
    if kind == "role_dealt":
        return tr("log", "Your role this round: %1.", names.role(event["role"]))
    if kind == "hit_placed":
        return tr("log", "%1 places %2 on %3.", who(), card_name(event["card"]), who("target"))
    if kind == "action_played":
        return tr("log", "%1 plays %2 on %3.", who(), names.card(event["action"]), who("target"))
    if kind == "action_resolved":
        if event.get("cancelled"):
            return tr("log", "%1 is cancelled.", names.card(event["action"]))
        return tr("log", "%1 takes effect on %2.", names.card(event["action"]), who("target"))
    if kind == "hardcore_played":
        return tr("log", "%1 answers with Hardcore!", who())
    if kind == "card_discarded":
        return tr("log", "%1 discards a card face down.", who())
    if kind == "you_discarded":
        return tr("log", "You discarded %1.", card_name(event["card"]))
    if kind == "you_drew":
        return tr("log", "You drew %1.", card_name(event["card"]))
    if kind == "turn_skipped":
        if event.get("reason") == "deadly_martini":
            return tr("log", "%1 drank the Deadly Martini and skips a turn.", who())
        return tr("log", "%1 skips a turn.", who())
    if kind == "plan_b_played":
        return tr("log", "%1 plays Plan B and removes %2.", who(), card_name(event["removed"]))
    if kind == "reassignment_started":
        return tr("log", "%1 gathers the roles to deal them again.", who("president"))
    if kind == "roles_collected":
        return tr("log", "Role cards collected: %1.", ", ".join(names.role(r) for r in event["roles"]))
    if kind == "rescue_window":
        return tr("log", "Rescue window! %1 is about to kill the President. Can the Bodyguard save them?", who("assassin"))
    if kind in ("rescue", "president_rescued"):
        return tr("log", "The Bodyguard rescues the President!")
    if kind == "game_over" and "scores" in event:
        winners = [seat_names[s] for s in event.get("winning_seats", []) if 0 <= s < len(seat_names)]
        return tr("log", "The game is over. Winner: %1.", " & ".join(winners) or "—")
    if kind == "no_rescue":
        return tr("log", "No rescue came.")
    if kind == "player_eliminated":
        return tr("log", "%1 is eliminated by %2.", who(), who("by"))
    if kind == "round_ended":
        roles = ", ".join(f"{seat_names[s]}: {names.role(r)}" for s, r in enumerate(event["roles"]) if r)
        return tr("log", "Round over (%1). Roles: %2. Scores: %3.", names.reason(event["reason"]), roles,
                  ", ".join(f"{seat_names[s]} {p}" for s, p in enumerate(event["scores"])))
    return False
