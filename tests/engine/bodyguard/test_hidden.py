"""Hidden information: two games that differ only in what seat p cannot know look identical to p.

Hands, roles, the spare card and the pile order are varied (DESIGN.md, "Hidden information"); p's
view, events and rejection codes must not change until the game itself shows p the difference.
"""
from __future__ import annotations

import random

import pytest

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import DECK, HIT_TYPES
from desktop.engine.core import Rejected, random_command
from helpers import seat_transcript

from .scenario import role_list


def pinned(players: int, president: int, bodyguard: int, deck: list[str]) -> dict:
    return {"players": players, "options": {"first_president": president, "decks": [deck],
                                            "roles": [role_list(players, president, bodyguard)]}}


def reply(state, seat: int, command: dict):
    try:
        GAME.apply(state.clone(), seat, command)
        return None
    except Rejected as error:
        return error.to_data()


def probes(state, seat: int) -> list[dict]:
    """Commands a seat might try, legal or not, built from its own hand and the public table."""
    hand = state.hands[seat]
    targets = list(range(-1, state.players + 1))
    commands = [{"kind": "hit", "card": card, "target": t} for card in hand if card.startswith("hit_") for t in targets]
    commands += [{"kind": kind, "card": card, "target": t} for kind in ("dirty_trick", "deadly_martini")
                 for card in hand[:2] for t in targets]
    commands += [{"kind": "plan_b", "card": card, "remove": removed} for card in hand[:2]
                 for row in state.rows for removed in row.values()]
    commands += [{"kind": "hardcore", "card": card} for card in hand] + [{"kind": "pass"}, {"kind": "reassign"},
                                                                        {"kind": "set_aside", "role": "bodyguard"}]
    commands.append({"kind": "rescue", **{t: card for t, card in zip(HIT_TYPES, hand[:3])}})
    return commands


def walk_twins(state_a, state_b, seat: int, rng: random.Random, rename=lambda card: card, shown=lambda s: False) -> int:
    """Play both games with the same (renamed) commands while `seat` must not tell them apart."""
    steps = 0
    # A round's end reveals every role (§6b #10), and a reassignment may deal the seat a new role
    # of its own: the twins may part ways there, by the rules.
    while state_a.round == state_b.round == 0 and state_a.roles[seat] == state_b.roles[seat] and not shown(state_a):
        assert seat_transcript(GAME, state_a, seat) == seat_transcript(GAME, state_b, seat)
        if seat in GAME.pending(state_a):
            for command in probes(state_a, seat):
                assert reply(state_a, seat, command) == reply(state_b, seat, command), command
        pending = sorted(GAME.pending(state_a))
        sender = pending[rng.randrange(len(pending))]
        command = random_command(GAME.legal(state_a, sender), rng)
        renamed = {key: rename(value) if isinstance(value, str) and key != "kind" else value for key, value in command.items()}
        GAME.apply(state_a, sender, command)
        try:
            GAME.apply(state_b, sender, renamed)
        except Rejected:
            assert sender != seat, "the seat's own legal command was refused in the twin game"
            return steps  # another seat's hidden role or hand made the games part ways
        steps += 1
    return steps


@pytest.mark.parametrize("seed", range(6))
def test_roles_and_the_spare_are_hidden(seed):
    """Seat p, an Assassin, cannot tell where the Bodyguard is, or whether one was dealt."""
    rng = random.Random(seed)
    players = rng.randint(4, 8)
    president, seat = rng.sample(range(players), 2)
    others = [s for s in range(players) if s not in (president, seat)]
    deck = rng.sample(DECK, len(DECK))
    first, second = rng.sample(others, 2) if len(others) > 1 else (others[0], others[0])
    state_a = GAME.new_game(pinned(players, president, first, deck), seed)
    state_b = GAME.new_game(pinned(players, president, second, deck), seed)
    GAME.apply(state_a, president, {"kind": "set_aside", "role": "assassin"})
    GAME.apply(state_b, president, {"kind": "set_aside", "role": "bodyguard" if seed % 2 else "assassin"})
    assert state_a.roles != state_b.roles or state_a.spare != state_b.spare
    walk_twins(state_a, state_b, seat, rng)


@pytest.mark.parametrize("seed", range(6))
def test_other_hands_and_the_pile_are_hidden(seed):
    """Two cards p has not seen trade places (another hand, the pile): p sees nothing until one shows."""
    rng = random.Random(100 + seed)
    players = rng.randint(4, 8)
    president, seat = rng.sample(range(players), 2)
    bodyguard = rng.choice([s for s in range(players) if s != president])
    deck = rng.sample(DECK, len(DECK))
    state_a = GAME.new_game(pinned(players, president, bodyguard, deck), seed)
    unseen = [card for card in DECK if card not in state_a.hands[seat]]
    x, y = rng.sample(unseen, 2)
    swap = {x: y, y: x}
    state_b = GAME.new_game(pinned(players, president, bodyguard, [swap.get(c, c) for c in deck]), seed)

    def shown(state) -> bool:
        public = set(state.hands[seat]) | set(state.discard_up) | set(state.resolving) | set(state.face_down[seat])
        public |= {card for row in state.rows for card in row.values()} | {m for m in state.martinis if m}
        return bool({x, y} & public)

    GAME.apply(state_a, president, {"kind": "set_aside", "role": "assassin"})
    GAME.apply(state_b, president, {"kind": "set_aside", "role": "assassin"})
    walk_twins(state_a, state_b, seat, rng, rename=lambda card: swap.get(card, card), shown=shown)


def test_the_president_learns_nothing_of_who_got_the_bodyguard():
    deck = random.Random(7).sample(DECK, len(DECK))
    state_a = GAME.new_game(pinned(6, 0, 2, deck), 1)
    state_b = GAME.new_game(pinned(6, 0, 4, deck), 1)
    for state in (state_a, state_b):
        GAME.apply(state, 0, {"kind": "set_aside", "role": "assassin"})
    walk_twins(state_a, state_b, 0, random.Random(2))


def test_spectators_see_no_hand_and_no_role():
    deck = random.Random(8).sample(DECK, len(DECK))
    state_a = GAME.new_game(pinned(5, 1, 2, deck), 1)
    state_b = GAME.new_game(pinned(5, 1, 3, deck), 1)
    for state in (state_a, state_b):
        GAME.apply(state, 1, {"kind": "set_aside", "role": "assassin"})
    assert seat_transcript(GAME, state_a, None) == seat_transcript(GAME, state_b, None)
    spectator = GAME.view(state_a, None)
    assert "you" not in spectator and "roles" not in spectator and "hands" not in spectator
    assert not any(card in str(spectator) for card in state_a.hands[0])
