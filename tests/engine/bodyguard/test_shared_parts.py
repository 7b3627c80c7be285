"""The speed paths change nothing a seat can see.

Views, copies and events share the state's copy-on-write lists (state.py), so a view or a copy taken
earlier must still show its own moment after the game went on; and `legal.matching` (the check
without exceptions) must pick exactly the spec core's check_command picks.
"""
from __future__ import annotations

import json
import random

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.legal import matching
from desktop.engine.core import Rejected, check_command, random_command


def _as_json(data) -> str:
    return json.dumps(data, sort_keys=True)


def test_views_events_and_copies_keep_their_moment():
    state = GAME.new_game({"players": 6}, "shared")
    rng = random.Random(5)
    taken = []  # (a view or copy's view, its JSON when taken)
    seen = 0
    while GAME.outcome(state) is None and len(state.commands) < 400:
        seat = min(GAME.pending(state))
        for viewer in (seat, None, "all"):
            view = GAME.view(state, viewer)
            taken.append((view, _as_json(view)))
        copy = GAME.copy(state)
        taken.append((copy, _as_json(GAME.view(copy, "all"))))
        events = [event.to_data() for event in state.events[seen:]]
        taken.append((events, _as_json(events)))
        seen = len(state.events)
        GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    assert len(state.commands) > 100
    for before, shown in taken:
        now = GAME.view(before, "all") if not isinstance(before, (dict, list)) else before
        assert _as_json(now) == shown


def probes(state, seat: int) -> list:
    """Legal and illegal commands: every legal value, and near misses of each."""
    found = []
    for spec in GAME.legal(state, seat):
        params = spec["params"]
        command = {"kind": spec["kind"], **{name: rule["of"][0] for name, rule in params.items()}}
        found.append(command)
        found.append({**command, "extra": 1})
        found.append({"kind": spec["kind"]})
        for name, rule in params.items():
            for value in rule["of"]:
                found.append({**command, name: value})
            found.append({**command, name: "hit_weapon_01"})
            found.append({**command, name: True})
            found.append({**command, name: 1.0})
            found.append({key: v for key, v in command.items() if key != name})
    hand = state.hands[seat]
    found += [{"kind": "hit", "card": card, "target": target} for card in hand for target in range(-1, state.players + 1)]
    found += [{"kind": "pass"}, {"kind": "reassign"}, {"kind": 3}, {}]
    return found


def test_matching_picks_what_check_command_picks():
    compared = accepted = 0
    for seed in range(3):
        state = GAME.new_game({"players": 5}, seed)
        rng = random.Random(seed)
        while GAME.outcome(state) is None and len(state.commands) < 300:
            seat = min(GAME.pending(state))
            specs = GAME.legal(state, seat)
            for command in probes(state, seat):
                try:
                    expected = check_command(command, specs)
                except Rejected:
                    expected = None
                found = matching(command, specs)
                assert found is expected, command
                compared += 1
                accepted += expected is not None
            GAME.apply(state, seat, random_command(specs, rng))
    assert compared > 1000 and 0 < accepted < compared


def test_every_rule_of_every_legal_list_is_one_of():
    """`matching` relies on it (it compares by membership and never reads a rule's type)."""
    checked = 0
    for seed in range(4):
        state = GAME.new_game({"players": 4 + seed}, f"one_of:{seed}")
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            for seat in GAME.pending(state):
                for spec in GAME.legal(state, seat):
                    for rule in spec["params"].values():
                        assert rule["type"] == "one_of" and isinstance(rule["of"], list), spec
                        checked += 1
            seat = min(GAME.pending(state))
            GAME.apply(state, seat, random_command(GAME.legal(state, seat), rng))
    assert checked > 1000


def test_a_play_and_its_draw_change_no_list_an_earlier_moment_holds():
    """A play's new hand takes its draw in place (tally.draw_into): the hands, hand counts and legal
    lists that views, copies and events of every earlier moment hold keep their contents."""
    for seed in range(3):
        state = GAME.new_game({"players": 5 + seed}, f"in_place:{seed}")
        rng = random.Random(seed)
        held = []  # (a list an earlier moment holds, its contents then)
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            view = GAME.view(state, seat)
            copy = GAME.copy(state)
            held += [(hand, list(hand)) for hand in state.hands]
            held += [(view["hand_counts"], list(view["hand_counts"])), (view["you"]["hand"], list(view["you"]["hand"])),
                     (copy.hands, list(copy.hands)), (copy.hand_counts, list(copy.hand_counts))]
            held += [(rule["of"], list(rule["of"])) for spec in view["legal"] for rule in spec["params"].values()]
            GAME.apply(state, seat, random_command(view["legal"], rng))
            assert state.taken_hand is None
        for values, contents in held:
            assert values == contents
        assert sum(state.hand_counts) == sum(len(hand) for hand in state.hands)
