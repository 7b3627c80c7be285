"""A new deal's reveal, worked out for every seat at once (MissionGame.reveal_deal, AvalonBase.reveal_deal),
equals the reveal seat by seat, and the loops of roles.reveal_facts give the facts of the reveal script.

`script_facts` is the reveal as the rules' script reads (§3.2, §3.7, §3.8, §3.9), one seat and one other
seat at a time, with the fact dicts made by side_fact and role_fact: the shape roles.reveal_facts had
before its loops were inlined. Every deal of the 5-player setups and 120 sampled deals of the larger ones
are compared, for three first leaders where the Cleric reads one.
"""
import itertools
import random

import pytest

from desktop.engine import GAMES
from desktop.engine.avalon.roles import (
    CLERIC, HIDDEN_FROM_MERLIN, KNOWN_BY_ROLE_TO_EVIL, LANCELOTS, LOVERS, MERLIN, MORGANA, PERCIVAL, PERCIVAL_SEES,
    ROLES, role_fact, side_fact,
)

GAME = GAMES["avalon"]


def script_facts(roles, first_leader, seat, lancelots_see_each_other):
    mine, info = roles[seat], ROLES[roles[seat]]
    others = [(other, role) for other, role in enumerate(roles) if other != seat]
    facts = []
    if mine == CLERIC and first_leader != seat:
        facts.append(side_fact(first_leader, "evil" if ROLES[roles[first_leader]].evil else "good"))
    if info.evil and info.sees_evil:
        for other, role in others:
            if ROLES[role].evil and ROLES[role].seen_by_evil:
                facts.append(side_fact(other, "evil"))
                if role in KNOWN_BY_ROLE_TO_EVIL:
                    facts.append(role_fact(other, role))
    if mine == MERLIN:
        facts += [side_fact(other, "evil") for other, role in others if ROLES[role].evil and role not in HIDDEN_FROM_MERLIN]
    if mine == PERCIVAL:
        seen = [other for other, role in others if role in PERCIVAL_SEES]
        if seen:
            facts.append({"fact": "one_of_roles", "seats": seen, "roles": list(PERCIVAL_SEES) if MORGANA in roles else [MERLIN],
                          "source": "reveal"})
    if mine in LOVERS:
        facts += [role_fact(other, role) for other, role in others if role in LOVERS]
    if mine in LANCELOTS and lancelots_see_each_other:
        facts += [role_fact(other, role) for other, role in others if role in LANCELOTS]
    return facts


CONFIGS = [
    *(GAME.presets()[name] for name in ("recommended-5", "recommended-6", "recommended-7", "recommended-10",
                                         "mordred-assassin-5", "platform-9")),
    {"players": 6, "options": {"roles_in_play": ["cleric", "percival", "merlin", "morgana", "assassin"]}},
    {"players": 8, "options": {"roles_in_play": ["merlin", "percival", "good_lancelot", "evil_lancelot", "assassin", "oberon"],
                               "lancelots_see_each_other": True}},
    {"players": 10, "options": {"roles_in_play": ["merlin", "tristan", "isolde", "cleric", "assassin", "mordred", "oberon",
                                                  "good_lancelot", "evil_lancelot"]}},
]


def deals(config, rng):
    deck = GAME.new_game(config, "deck").plan.role_deck
    every = sorted(set(itertools.permutations(deck)))
    return every if len(every) <= 120 else rng.sample(every, 120)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}:{'-'.join(c['options']['roles_in_play'])}")
def test_a_deals_reveal_is_every_seats_reveal(config):
    state = GAME.new_game(config, "reveal")
    config, features = state.config, state.plan.features
    see = bool(config["options"].get("lancelots_see_each_other"))
    rng = random.Random(config["players"])
    for roles in deals(config, rng):
        roles = list(roles)
        leaders = rng.sample(range(len(roles)), 3 if CLERIC in roles else 1)
        for leader in leaders:
            dealt = GAME.reveal_deal(config, roles, leader, features)
            assert dealt == [tuple(GAME.reveal_facts(config, roles, leader, seat)) for seat in range(len(roles))]
            for seat, facts in enumerate(dealt):
                assert list(facts[1:]) == script_facts(roles, leader, seat, see), (roles, leader, seat)


def test_resistance_deals_reveal_seat_by_seat():
    game = GAMES["resistance"]
    for config in ({"players": 5, "options": {}}, {"players": 9, "options": {"hunter": True}},
                   {"players": 7, "options": {"assassin_module": True}}):
        state = game.new_game(config, "reveal")
        rng = random.Random(1)
        for _ in range(50):
            roles = rng.sample(state.roles, len(state.roles))
            assert game.reveal_deal(state.config, roles, 0, state.plan.features) == \
                [tuple(game.reveal_facts(state.config, roles, 0, seat)) for seat in range(len(roles))]
