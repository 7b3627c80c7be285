"""BodyguardState.edited (after a rule step) and BodyguardGame.apply_quietly write GameState.edited's text
inline, a Python call less a command. These tests keep the copies from drifting: whatever GameState.edited
changes on a state, found by running it on one rather than listed here, the inlined paths change alike.
"""
from desktop.engine import GAMES
from desktop.engine.core import GameState

GAME = GAMES["bodyguard"]


def a_turn():
    """A state at a plain turn, its seat's view built (so every core cache is filled)."""
    state = GAME.new_game({"players": 5, "options": {}}, "edited-inline")
    while state.phase != "turn":  # the President's deal: the first value of the first spec
        seat = min(GAME.pending(state))
        spec = GAME.legal(state, seat)[0]
        GAME.apply(state, seat, {"kind": spec["kind"], **{name: rule["of"][0] for name, rule in spec["params"].items()}})
    GAME.view(state, state.turn)
    return state


def changes(state, edit) -> dict:
    """What `edit` changes in the state's instance dict: the core's version and caches live there."""
    before = dict(vars(state))
    assert {"version", "legal_cache", "pending_cache", "view_cache"} <= set(before), before.keys()
    edit(state)
    after = vars(state)
    return {name: after.get(name, "<deleted>") for name in set(before) | set(after)
            if before.get(name, "<absent>") is not after.get(name, "<deleted>")}


def normalised(changed: dict, version_before: int) -> dict:
    changed = dict(changed)
    assert changed.pop("version") > version_before  # a new number, from the same counter
    return changed


def test_edited_after_a_step_changes_what_gamestate_edited_changes():
    reference = a_turn()
    version = reference.version
    expected = normalised(changes(reference, GameState.edited), version)
    state = a_turn()
    state.tallied = True  # as plays.step leaves it: BodyguardState.edited takes its inlined path
    version = state.version
    assert normalised(changes(state, type(state).edited), version) == expected
    assert expected == {"legal_cache": None, "pending_cache": None, "view_cache": None}


def test_apply_quietly_changes_the_core_fields_as_gamestate_edited_does():
    reference = a_turn()
    version = reference.version
    expected = normalised(changes(reference, GameState.edited), version)
    state = a_turn()
    seat = state.turn
    discard = next(spec for spec in GAME.legal(state, seat) if spec["kind"] == "discard")
    version = state.version
    changed = changes(state, lambda s: GAME.apply_quietly(s, seat, {"kind": "discard",
                                                                     "card": discard["params"]["card"]["of"][0]}))
    assert state.commands[-1][1]["kind"] == "discard"  # the fast path carried the command out
    assert {name: value for name, value in normalised(changed, version).items() if name in expected} == expected
