"""The legal lists built from tallies, seat masks and shared parts equal a plain count of the table.

`legal.py` builds a turn's targets from the tallies' seat masks and shares the target rules, the
one-seat pending dicts and the pass windows between states; here the same lists are worked out
afresh from the state's plain fields by the rules (§4.4-§4.7), at every step of random games.
"""
from __future__ import annotations

import random
from itertools import combinations

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import BODYGUARD, CARD_INFO, HARDCORE, HIT_TYPES, PLAN_B
from desktop.engine.core import random_command


def one_of(values, reject=None) -> dict:
    rule = {"type": "one_of", "of": list(values)}
    if reject:
        rule["reject"] = reject
    return rule


def fresh_turn(state, seat) -> list[dict]:
    hand = state.hands[seat]
    living = [s for s in range(state.players) if not state.eliminated[s]]
    others = [s for s in living if s != seat]
    president = state.president
    specs = [{"kind": "reassign", "params": {}}] if seat == president and not state.reassigned else []
    for type_ in HIT_TYPES:
        cards = [card for card in hand if CARD_INFO[card] == ("hit", type_)]
        targets = [s for s in others if type_ not in state.rows[s]
                   and not (state.roles[seat] == BODYGUARD and s == president and len(state.rows[s]) == 3)]
        if cards and targets:
            specs.append({"kind": "hit", "params": {"card": one_of(cards, "card_not_in_hand"),
                                                    "target": one_of(targets, "not_eligible_target")}})
    for action, targets in (("dirty_trick", others), ("deadly_martini", [s for s in others if state.martinis[s] is None])):
        cards = [card for card in hand if CARD_INFO[card][0] == action]
        if cards and targets:
            specs.append({"kind": action, "params": {"card": one_of(cards, "card_not_in_hand"),
                                                     "target": one_of(targets, "not_eligible_target")}})
    plans = [card for card in hand if CARD_INFO[card][0] == PLAN_B]
    row = state.rows[seat]
    if plans and row:
        specs.append({"kind": PLAN_B, "params": {"card": one_of(plans, "card_not_in_hand"),
                                                 "remove": one_of(row[t] for t in HIT_TYPES if t in row)}})
    specs.append({"kind": "discard", "params": {"card": one_of(hand, "card_not_in_hand")}})
    return specs


def fresh_legal(state, seat) -> list[dict]:
    phase = state.phase
    if phase == "turn":
        return fresh_turn(state, seat)
    if phase == "set_aside":
        return [{"kind": "set_aside", "params": {"role": one_of(sorted(set(state.collected)), "not_a_role_option")}}]
    passing = {"kind": "pass", "params": {}}
    hand = state.hands[seat]
    if phase in ("counter", "counter_counter"):
        cards = [card for card in hand if CARD_INFO[card][0] == HARDCORE]
        return ([{"kind": "hardcore", "params": {"card": one_of(cards, "card_not_in_hand")}}] if cards else []) + [passing]
    rescues = []
    if state.roles[seat] == BODYGUARD:
        held = [t for t in HIT_TYPES if any(CARD_INFO[card] == ("hit", t) for card in hand)]
        for trio in combinations(held, 3):
            rescues.append({"kind": "rescue", "params": {
                t: one_of([card for card in hand if CARD_INFO[card] == ("hit", t)], "card_not_in_hand") for t in trio}})
    return rescues + [passing]


def fresh_pending(state) -> dict[int, str]:
    if state.finished is not None:
        return {}
    phase = state.phase
    if phase == "rescue":
        return {s: "rescue" for s in state.rescue["group"] if s not in state.answered}
    seat = {"set_aside": state.president, "turn": state.turn, "counter": (state.chain or {}).get("target"),
            "counter_counter": (state.chain or {}).get("player")}[phase]
    return {seat: phase}


def test_legal_lists_and_pending_equal_a_fresh_count_in_random_games():
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, f"fresh:{seed}")
        while GAME.outcome(state) is None:
            owed = GAME.pending(state)
            assert owed == fresh_pending(state)
            for seat in owed:
                assert GAME.legal(state, seat) == fresh_legal(state, seat)
                checked += 1
            twin = GAME.copy(state)  # a copy's lists are its own moment's too
            seat = min(owed)
            GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
            assert GAME.legal(twin, seat) == fresh_legal(twin, seat)
        assert GAME.pending(state) == {}
    assert checked > 2000
