"""Reading a Bodyguard view and this round's public events: who hit whom, and what that suggests."""
from __future__ import annotations

from ...engine.bodyguard.cards import CARD_INFO, HIT_TYPES

PRESIDENT, BODYGUARD, ASSASSIN = "president", "bodyguard", "assassin"


def card_kind(card: str) -> tuple[str, str | None]:
    """("hit", type) or (action, None): the card's id names it, so this is rules data, not state."""
    return CARD_INFO[card]


class Round:
    """One seat's picture of the current round."""

    def __init__(self, view: dict, events: list[dict]) -> None:
        self.view = view
        self.players: int = view["players"]
        you = view.get("you") or {}
        self.me: int = you.get("seat", -1)
        self.role: str | None = you.get("role")
        self.hand: list[str] = list(you.get("hand") or [])
        self.president: int = view["president"]
        self.rows: list[dict] = view["rows"]
        self.eliminated: list[bool] = view["eliminated"]
        self.living = [s for s in range(self.players) if not self.eliminated[s]]
        self.facts = view.get("knowledge") or []
        # This round's hits and targeted actions, read from the public events since it started.
        start = max((i for i, e in enumerate(events) if e.get("kind") == "round_started"), default=-1)
        self.hits_on: list[list[int]] = [[0] * self.players for _ in range(self.players)]  # [by][target]
        for event in events[start + 1:]:
            if event.get("kind") == "hit_placed" or (event.get("kind") == "action_resolved" and not event.get("cancelled")):
                by = event.get("seat", event.get("player"))
                target = event.get("target")
                if isinstance(by, int) and isinstance(target, int):
                    self.hits_on[by][target] += 1

    def missing(self, seat: int) -> list[str]:
        return [t for t in HIT_TYPES if t not in self.rows[seat]]

    def hand_types(self) -> dict[str, list[str]]:
        groups: dict[str, list[str]] = {}
        for card in self.hand:
            kind, type_ = card_kind(card)
            groups.setdefault(type_ or kind, []).append(card)
        return groups

    def assassin_odds(self) -> list[float]:
        """Each seat's chance of being an assassin, as this seat sees it: attacking the President
        marks an assassin; attacking the President's attackers marks the Bodyguard."""
        odds = [0.0] * self.players
        others = [s for s in range(self.players) if s not in (self.me, self.president)]
        base = (self.players - 2) / max(1, self.players - 1)  # assassin cards among the others' cards
        if self.role == ASSASSIN:
            base = (self.players - 3) / max(1, self.players - 2)
        for seat in others:
            toward_president = self.hits_on[seat][self.president]
            toward_attackers = sum(self.hits_on[seat][a] for a in others if self.hits_on[a][self.president])
            score = base + 0.25 * toward_president - 0.25 * toward_attackers
            odds[seat] = min(0.98, max(0.02, score))
        return odds
