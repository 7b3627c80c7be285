"""Scripted Bodyguard scenarios: pinned roles and a pinned deck, so every card is where a test wants it."""
from __future__ import annotations

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import ASSASSIN, BODYGUARD, DECK, HAND_SIZE, PRESIDENT
from desktop.engine.core import Rejected

# Hands are topped up with harmless cards first: Plan B is playable only with a hit in front of you.
_RANK = {"plan_b": 0, "deadly_martini": 1, "dirty_trick": 2, "hit": 3, "hardcore": 4}
FILLER = sorted(DECK, key=lambda card: (_RANK[card.rsplit("_", 1)[0] if not card.startswith("hit_") else "hit"], DECK.index(card)))


def deck_order(players: int, president: int, hands: dict[int, list[str]], pile_top: list[str] = ()) -> list[str]:
    """A whole deck: each seat's hand (topped up to six), then `pile_top`, then the filler."""
    used = {card for hand in hands.values() for card in hand} | set(pile_top)
    filler = [card for card in FILLER if card not in used]
    order: list[str] = []
    for k in range(players):
        hand = list(hands.get((president + k) % players, []))
        while len(hand) < HAND_SIZE:
            hand.append(filler.pop(0))
        order += hand
    return order + list(pile_top) + filler


def role_list(players: int, president: int, bodyguard: int) -> list[str]:
    return [PRESIDENT if s == president else BODYGUARD if s == bodyguard else ASSASSIN for s in range(players)]


def config(players: int = 4, president: int = 0, bodyguard: int = 1, hands=None, pile_top=(), **options) -> dict:
    return {"players": players, "options": {
        "first_president": president, "roles": [role_list(players, president, bodyguard)],
        "decks": [deck_order(players, president, hands or {}, list(pile_top))], **options}}


def new(players: int = 4, president: int = 0, bodyguard: int | None = 1, hands=None, pile_top=(), seed=0):
    """A game at its first turn; `bodyguard=None` means the President sets the Bodyguard aside."""
    state = GAME.new_game(config(players, president, bodyguard if bodyguard is not None else (president + 1) % players,
                                 hands, pile_top), seed)
    act(state, president, "set_aside", role="bodyguard" if bodyguard is None else "assassin")
    return state


def act(state, seat: int, kind: str, **params):
    state.edited()  # tests set the table by hand between commands
    return GAME.apply(state, seat, {"kind": kind, **params})


def code(state, seat: int, kind: str, **params) -> str:
    """The rejection code of a command that must be refused, and nothing changed."""
    state.edited()  # tests set the table by hand between commands
    before = GAME.view(state, "all")
    try:
        GAME.apply(state, seat, {"kind": kind, **params})
    except Rejected as error:
        assert GAME.view(state, "all") == before
        return error.code.value
    raise AssertionError(f"{kind} {params} was accepted")


def kinds(events) -> list[str]:
    return [event.kind for event in events]


def hits(*cards: str) -> dict[str, str]:
    """A row of hit cards by type, from card ids."""
    return {card.split("_")[1]: card for card in cards}
