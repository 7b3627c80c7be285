"""Scripted Avalon games for the rule tests: pinned roles and first leader, readable helpers."""
from __future__ import annotations

import random

from desktop.engine.avalon import GAME
from desktop.engine.avalon.roles import LOYAL_SERVANT, MINION, ROLES, SPECIAL_ROLES
from desktop.engine.core import ConfigError
from desktop.engine.resistance.rules import SPIES


def new(roles: list[str], leader: int = 0, seed=1, **options):
    """A game with these role cards in seat order; the special ones are the roles in play."""
    special = [r for r in roles if r not in (LOYAL_SERVANT, MINION)]
    options.setdefault("roles_in_play", special)
    return GAME.new_game({"players": len(roles), "options": {"roles": roles, "first_leader": leader, **options}}, seed)


def vote_all(state, approve=True) -> None:
    for seat in sorted(GAME.pending(state)):
        GAME.apply(state, seat, {"kind": "vote", "approve": approve[seat] if isinstance(approve, dict) else approve})


def propose(state, team) -> None:
    GAME.apply(state, state.leader, {"kind": "propose_team", "team": sorted(team)})


def play_cards(state, fails=()) -> None:
    for seat in sorted(GAME.pending(state)):
        GAME.apply(state, seat, {"kind": "mission_card", "card": "fail" if seat in fails else "success"})


def run_mission(state, team, fails=(), give_to=None) -> None:
    """Propose, (give Excalibur), approve, play the cards."""
    propose(state, team)
    if give_to is not None:
        GAME.apply(state, state.leader, {"kind": "give_token", "to": give_to})
    vote_all(state, True)
    play_cards(state, fails)


def team_of(state, seats) -> list[int]:
    """The first `size` seats of `seats`, for the current mission's size."""
    return sorted(seats)[: GAME.team_sizes(state.players)[state.round]]


def random_setup(rng: random.Random, players: int) -> dict:
    """A random legal config: a random role set and random options (for random-play tests)."""
    while True:
        chosen = [role for role in SPECIAL_ROLES if rng.random() < 0.35]
        for pair in (("tristan", "isolde"), ("good_lancelot", "evil_lancelot")):
            if any(r in chosen for r in pair):
                chosen = [r for r in chosen if r not in pair] + (list(pair) if rng.random() < 0.7 else [])
        options = {"roles_in_play": chosen, "team_assassination": rng.random() < 0.3}
        for key in ("targeting", "auto_approve_hammer", "leader_approves", "lady_of_the_lake", "sire_of_the_sea",
                    "ref_of_the_rain", "excalibur", "lancelot_deck_face_up", "evil_lancelot_must_fail",
                    "lancelots_see_each_other", "cleric_hunt"):
            options[key] = rng.random() < 0.4
        config = {"players": players, "options": options}
        try:
            GAME.validate_config(config)
        except ConfigError:
            continue
        return config


def evil_count(players: int) -> int:
    return SPIES[players]


def is_evil(role: str) -> bool:
    return ROLES[role].evil
