"""Local helpers for the Resistance tests."""
from desktop.engine.core import OMNISCIENT

from helpers import canonical

from .scenario import GAME


def canonical_state(state) -> str:
    """Everything about a state, for 'nothing changed' checks: the omniscient view, events, commands."""
    return canonical({"view": GAME.view(state, OMNISCIENT), "events": [e.to_data() for e in state.events],
                      "commands": state.commands, "queue": state.queue, "chance": state.rng.chance_log})
