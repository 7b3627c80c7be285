"""The tallies the rule steps keep (tally.py) always equal a fresh count of the table."""
from __future__ import annotations

import random

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import HIT_TYPES
from desktop.engine.core import random_command

from .scenario import hits, new


def mask_of(seats) -> int:
    return sum(1 << seat for seat in seats)


def fresh_count(state) -> tuple:
    living = [seat for seat in range(state.players) if not state.eliminated[seat]]
    lacking = {t: mask_of(seat for seat in living if t not in state.rows[seat]) for t in HIT_TYPES}
    return [len(hand) for hand in state.hands], living, lacking


def test_the_tallies_follow_every_step_of_random_games():
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game({"players": 4 + seed % 5, "options": {}}, seed)
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            view = GAME.view(state, seat)
            counts, living, lacking = fresh_count(state)
            assert view["hand_counts"] == counts
            assert (state.hand_counts, state.living_seats, state.living_mask, state.lacking) == (counts, living, mask_of(living), lacking)
            twin = GAME.copy(state)  # a copy goes its own way: its tallies too
            GAME.apply(twin, seat, random_command(GAME.legal(twin, seat), random.Random(seed)))
            counts, living, lacking = fresh_count(twin)
            assert (twin.hand_counts, twin.living_seats, twin.living_mask, twin.lacking) == (counts, living, mask_of(living), lacking)
            GAME.apply(state, seat, random_command(view["legal"], rng))


def test_a_table_arranged_by_replacing_its_lists_is_counted_afresh():
    state = new(hands={0: ["plan_b_1"], 1: ["hit_weapon_02"]})
    GAME.apply(state, 0, {"kind": "discard", "card": "plan_b_1"})  # the steps kept the tallies
    state.hands = [list(hand) for hand in state.hands]
    state.hands[2] = []
    state.rows = [hits("hit_weapon_03"), {}, {}, {}]  # no edited() (as tests/bots arrange a table)
    view = GAME.view(state, 1)
    assert view["hand_counts"][2] == 0
    hit = next(spec for spec in view["legal"] if spec["kind"] == "hit")
    assert hit["params"]["target"]["of"] == [2, 3]
