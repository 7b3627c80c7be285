"""Bodyguard card ids ("hit_weapon_07", "dirty_trick_4") to art and words, and the table's caption."""
from __future__ import annotations

from .. import names
from ..text import tr

HIT_TYPES = ["weapon", "location", "weather", "time"]


def card_base(card: str) -> str:
    """"hit_weapon_07" -> "hit_weapon"; "plan_b_4" -> "plan_b"."""
    head, _, tail = card.rpartition("_")
    return head if tail.isdigit() and head else card


def card_art(card: str) -> str:
    base = card_base(card)
    return f"bodyguard/{base}" if base.startswith("hit_") else f"bodyguard/action_{base}"


def card_name(card: str) -> str:
    base = card_base(card)
    if base.startswith("hit_"):
        return tr("table", "%1 hit", names.card(base[4:]))
    return names.card(base)


def caption(view: dict, seat_names: list[str]) -> str:
    outcome = view.get("outcome")
    if outcome:
        winners = [seat_names[s] for s in outcome.get("winning_seats") or []]
        return tr("table", "%1 win the game!", " & ".join(winners)) if len(winners) > 1 else \
            tr("table", "%1 wins the game!", winners[0] if winners else "?")
    chain = view.get("chain")
    if chain:
        return tr("table", "%1 plays %2 on %3 — Hardcore?", seat_names[chain["player"]], names.card(chain["action"]),
                  seat_names[chain["target"]])
    phase = view.get("phase")
    turn = view.get("turn")
    if phase == "turn" and isinstance(turn, int):
        return tr("table", "%1's turn", seat_names[turn])
    if phase == "set_aside":
        return tr("table", "The President sets one role card aside")
    return names.phase(phase)
