"""The plot cards on the table: the deck, who holds what, and the private looks cards give.

All of it lives in `state.plot`, plain data with its own copy, so a state copies and replays exactly.
Held cards lie face up (§2.2): who holds what is public; what a card shows is private.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..steps import emit

if TYPE_CHECKING:  # pragma: no cover
    from ..game import MissionGame
    from ..state import MissionState

@dataclass(eq=False, slots=True)
class PlotTable:
    """state.plot. Held cards lie face up (§2.2): who holds what is public; what a card shows is private."""

    deck: list[str]  # undrawn cards, top first (hidden order)
    held: list[list[str]]  # one-use and permanent cards in front of each seat
    drawn: list[str] = field(default_factory=list)  # every card drawn so far, in order (public)
    hand: list[str] = field(default_factory=list)  # drawn this round, not yet handed out (public)
    recipients: list[int] = field(default_factory=list)  # who received a card this round: distinct (§6 #13)
    resolving: dict | None = None  # {"card", "seat"}: an immediate card whose receiver must act now
    window: list[int] = field(default_factory=list)  # seats still to be asked in the open window, in order
    lock: int | None = None  # Strong Leader lock-out: the vote count when one was played (§2.5, §6 #16)
    spotlight: int | None = None  # the seat whose mission card is played face up (§2.5)
    watched: list[int] = field(default_factory=list)  # team members whose card a Close Eye saw this mission (§6 #18)
    played: dict[str, int] = field(default_factory=dict)  # card -> times played, for statistics

    def copy(self) -> "PlotTable":
        return PlotTable(list(self.deck), [list(cards) for cards in self.held], list(self.drawn), list(self.hand),
                         list(self.recipients), dict(self.resolving) if self.resolving else None, list(self.window),
                         self.lock, self.spotlight, list(self.watched), dict(self.played))


def new_table(players: int, deck: list[str]) -> PlotTable:
    return PlotTable(list(deck), [[] for _ in range(players)])


def table(state: "MissionState") -> PlotTable:
    return state.plot  # type: ignore[return-value]


def seats_from(state: "MissionState", first: int) -> list[int]:
    """Every seat clockwise starting with `first`: the priority order of a window (§2.4)."""
    return [(first + step) % state.players for step in range(state.players)]


def holders(state: "MissionState", card: str) -> list[int]:
    """Seats holding `card`, in priority order from the Leader (§2.4, §6 #17)."""
    held = table(state).held
    return [seat for seat in seats_from(state, state.leader) if card in held[seat]]


def count_played(state: "MissionState", card: str, times: int = 1) -> None:
    played = table(state).played
    played[card] = played.get(card, 0) + times


def discard(state: "MissionState", seat: int, card: str) -> None:
    """A one-use card is used: out of its owner's hand, counted, announced to all (§2.2)."""
    table(state).held[seat].remove(card)
    count_played(state, card)


def show_card(game: "MissionGame", state: "MissionState", shown: int, to: int, source: str) -> None:
    """`to` privately sees `shown`'s character card; in Avalon only the loyalty (§1.3, §2.8)."""
    if game_shows_loyalty(game, state):
        fact = {"fact": "side", "seat": shown, "side": state.sides[shown], "source": source}
    else:
        fact = {"fact": "role", "seat": shown, "role": state.roles[shown], "side": state.sides[shown], "source": source}
    state.learn(to, fact)
    emit(state, "card_shown", (to,), **{k: v for k, v in fact.items() if k != "fact"})


def game_shows_loyalty(game: "MissionGame", state: "MissionState") -> bool:
    return any(getattr(feature, "shows_loyalty", False) for feature in game.features_of(state))
