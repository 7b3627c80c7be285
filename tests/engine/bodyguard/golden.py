"""Golden playthroughs: every state, legal move and per-seat view of a scenario, as readable text.

Regenerate after a deliberate rules change with `SAFEHOUSE_UPDATE_GOLDEN=1 pytest tests/engine/bodyguard/test_golden.py`
and read the diff: it is the rules change.
"""
from __future__ import annotations

import random

from desktop.engine.bodyguard import GAME
from desktop.engine.core import random_command
from helpers import canonical

from .scenario import config

# Fields every view repeats unchanged; the golden files leave them out to stay readable.
STATIC = ("game", "players", "options", "sides", "deck", "rounds", "first_president", "viewer")


def _slim(view: dict) -> dict:
    return {key: value for key, value in view.items() if key not in STATIC}


def render(name: str, cfg: dict, seed, commands, views: bool = True) -> str:
    """Play `commands` (a list, or a function of the state giving the next command or None)."""
    state = GAME.new_game(cfg, seed)
    players = state.players
    lines = [f"# Bodyguard golden playthrough: {name}", f"# config {canonical(cfg)} seed {seed!r}"]
    seen = 0
    step = 0
    script = iter(commands) if isinstance(commands, list) else None
    while True:
        for event in state.events[seen:]:
            audience = "all" if event.audience is None else ",".join(map(str, event.audience))
            lines.append(f"  event [{audience}] {canonical(event.to_data())}")
        seen = len(state.events)
        pending = GAME.pending(state)
        lines.append(f"  pending {canonical({str(s): k for s, k in sorted(pending.items())})}")
        if views:
            for seat in sorted(pending):
                lines.append(f"  legal {seat} {canonical(GAME.legal(state, seat))}")
            for viewer in [*range(players), None]:
                lines.append(f"  view {viewer} {canonical(_slim(GAME.view(state, viewer)))}")
            lines.append(f"  omniscient {canonical({k: v for k, v in GAME.view(state, 'all').items() if k in ('roles', 'spare', 'hands', 'collected')})}")
        nxt = next(script, None) if script is not None else commands(state)
        if nxt is None:
            break
        seat, command = nxt
        step += 1
        lines.append(f"== {step}: seat {seat} {canonical(command)}")
        GAME.apply(state, seat, command)
    lines.append(f"outcome {canonical(GAME.outcome(state))}")
    return "\n".join(lines) + "\n"


def _hands(*rows: str) -> dict[int, list[str]]:
    return {seat: row.split() for seat, row in enumerate(rows)}


def rescue_5p() -> str:
    """A Dirty Trick countered twice, a Martini, hits on the President, the window, the rescue."""
    hands = _hands("plan_b_1 plan_b_2 deadly_martini_1 dirty_trick_1 hardcore_2 hit_time_05",
                   "hit_weapon_02 hit_location_02 hit_weather_02 hardcore_1 plan_b_3 plan_b_4",
                   "hit_time_01 hit_weapon_05 plan_b_5 plan_b_6 dirty_trick_2 deadly_martini_2",
                   "hit_weapon_01 hit_weather_03 plan_b_7 dirty_trick_3 deadly_martini_3 hardcore_3",
                   "hit_location_01 dirty_trick_4 deadly_martini_4 hit_time_06 hit_weapon_06 dirty_trick_5")
    commands = [
        (0, {"kind": "set_aside", "role": "assassin"}),
        (0, {"kind": "dirty_trick", "card": "dirty_trick_1", "target": 3}),
        (3, {"kind": "hardcore", "card": "hardcore_3"}),
        (0, {"kind": "hardcore", "card": "hardcore_2"}),
        (1, {"kind": "discard", "card": "plan_b_3"}),
        (2, {"kind": "deadly_martini", "card": "deadly_martini_2", "target": 4}),
        (4, {"kind": "pass"}),
        (3, {"kind": "hit", "card": "hit_weapon_01", "target": 0}),
        (0, {"kind": "discard", "card": "plan_b_1"}),  # seat 4's turn went by: the Martini
        (1, {"kind": "discard", "card": "plan_b_4"}),
        (2, {"kind": "discard", "card": "plan_b_5"}),
        (3, {"kind": "hit", "card": "hit_weather_03", "target": 0}),
        (4, {"kind": "hit", "card": "hit_location_01", "target": 0}),
        (0, {"kind": "discard", "card": "plan_b_2"}),
        (1, {"kind": "discard", "card": "hardcore_1"}),
        (2, {"kind": "hit", "card": "hit_time_01", "target": 0}),  # the fourth type: the window opens
        (3, {"kind": "pass"}),
        (4, {"kind": "pass"}),
        (1, {"kind": "rescue", "weapon": "hit_weapon_02", "location": "hit_location_02", "weather": "hit_weather_02"}),
    ]
    return render("rescue, 5 players", config(5, president=0, bodyguard=1, hands=hands), 0, commands)


def reassign_4p() -> str:
    """The President takes the roles back and sets the Bodyguard aside this time."""
    commands = [
        (0, {"kind": "set_aside", "role": "assassin"}),
        (0, {"kind": "reassign"}),
        (0, {"kind": "set_aside", "role": "bodyguard"}),
        (0, {"kind": "discard", "card": "plan_b_1"}),
        (1, {"kind": "discard", "card": "plan_b_7"}),
    ]
    return render("reassignment, 4 players", config(4, president=0, bodyguard=2), 3, commands)


def random_4p() -> str:
    """A whole random 4-player game, events only: chance, every round's end and the final scores."""
    rng = random.Random("golden")

    def next_command(state):
        if state.finished is not None:
            return None
        seat = min(GAME.pending(state))
        return seat, random_command(GAME.legal(state, seat), rng)

    return render("random game, 4 players", {"players": 4}, "golden", next_command, views=False)


SCENARIOS = {"rescue_5p": rescue_5p, "reassign_4p": reassign_4p, "random_4p": random_4p}
