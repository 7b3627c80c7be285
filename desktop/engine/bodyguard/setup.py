"""Bodyguard's options: pins that script a scenario exactly, and their checks (§6b #12).

All options are pins (public=False): they fix hidden chance outcomes, so no seat ever sees them.
- first_president: the first President's seat.
- roles: one list per round (a prefix of the rounds), the role of each seat as dealt when the
  President keeps an Assassin as the spare; if the President sets the Bodyguard aside instead,
  that seat gets an Assassin. Exactly one "president" (the round's President), one "bodyguard",
  the rest "assassin".
- reassignments: like roles, for the deal after the President's reassignment (§4.8), one list or
  null per round; it needs the first President pinned. The Bodyguard card goes to the pinned seat
  when it is among the cards and that seat receives one (a living seat); otherwise the deal is shuffled.
- decks: one list per round (a prefix of the rounds), card ids from the top of the deck down; a
  list may be a prefix of the deck, the rest is shuffled. Hands are dealt in blocks of six, the
  President first, then clockwise; what is left is the draw pile, in order.
"""
from __future__ import annotations

from ..core import ConfigError, Option, OptionSet
from .cards import ASSASSIN, BODYGUARD, CARD_INFO, MAX_PLAYERS, PRESIDENT

OPTIONS = OptionSet([
    Option("first_president", "int", None, "pin: the first President's seat", minimum=0, maximum=MAX_PLAYERS - 1, public=False),
    Option("roles", "any", None, "pin: each round's roles, one list of seat roles per round", public=False),
    Option("reassignments", "any", None, "pin: each round's roles after a reassignment, a list or null per round", public=False),
    Option("decks", "any", None, "pin: each round's deck order from the top (a prefix is enough)", public=False),
])


def first_president_of(options: dict) -> int | None:
    """The pinned first President, from the option or from the first round's pinned roles."""
    if options.get("first_president") is not None:
        return options["first_president"]
    roles = options.get("roles")
    return roles[0].index(PRESIDENT) if roles else None


def check_setup(config: dict) -> list[dict]:
    players = config["players"]
    options = config["options"]
    first = options.get("first_president")
    if first is not None and not 0 <= first < players:
        raise ConfigError("bad_first_president", f"first President {first} is not a seat of {players}", seat=first, players=players)
    _check_roles(options.get("roles"), players, first)
    _check_reassignments(options.get("reassignments"), players, first_president_of(options))
    _check_decks(options.get("decks"), players)
    return []


def _check_roles(pinned, players: int, first: int | None) -> None:
    if pinned is None:
        return
    if not isinstance(pinned, list) or not 1 <= len(pinned) <= players:
        raise ConfigError("bad_pinned_roles", f"roles must be a list of 1 to {players} rounds", players=players)
    if first is None:
        first = pinned[0].index(PRESIDENT) if isinstance(pinned[0], list) and PRESIDENT in pinned[0] else 0
    for number, roles in enumerate(pinned):
        _check_round_roles(roles, number, players, first)


def _check_reassignments(pinned, players: int, first: int | None) -> None:
    if pinned is None:
        return
    if not isinstance(pinned, list) or not 1 <= len(pinned) <= players or first is None:
        raise ConfigError("bad_pinned_reassignments",
                          f"reassignments must be a list of 1 to {players} rounds, with the first President pinned",
                          players=players)
    for number, roles in enumerate(pinned):
        if roles is not None:
            _check_round_roles(roles, number, players, first)


def _check_round_roles(roles, number: int, players: int, first: int) -> None:
    expected = sorted([PRESIDENT, BODYGUARD] + [ASSASSIN] * (players - 2))
    if not isinstance(roles, list) or not all(isinstance(r, str) for r in roles) or sorted(roles) != expected:
        raise ConfigError("pinned_roles_mismatch",
                          f"round {number}: pinned roles must be one president, one bodyguard and {players - 2} assassins, one per seat",
                          round=number, players=players)
    president = (first + number) % players
    if roles[president] != PRESIDENT:
        raise ConfigError("pinned_president_mismatch",
                          f"round {number}: the President is seat {president}, but the pinned roles put the president elsewhere",
                          round=number, seat=president)


def _check_decks(pinned, players: int) -> None:
    if pinned is None:
        return
    if not isinstance(pinned, list) or not 1 <= len(pinned) <= players:
        raise ConfigError("bad_pinned_deck", f"decks must be a list of 1 to {players} rounds", players=players)
    for number, order in enumerate(pinned):
        if not isinstance(order, list) or not all(isinstance(c, str) and c in CARD_INFO for c in order):
            raise ConfigError("bad_pinned_deck", f"round {number}: a deck order lists card ids such as \"hit_weapon_01\"", round=number)
        if len(set(order)) != len(order):
            raise ConfigError("bad_pinned_deck", f"round {number}: a card appears twice in the deck order", round=number)
