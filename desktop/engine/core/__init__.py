"""The shared engine contract: types every game uses. Stdlib only (DESIGN.md, layers)."""
from .commands import Checked, check_command, match, one_of, random_chooser, random_command, shared, spec, subset
from .errors import ConfigError, Reject, Rejected
from .events import OMNISCIENT, Event, Viewer, hand_out, route_by_audience, route_events, visible_events
from .game import Game, GameState
from .options import Option, OptionSet
from .rng import ChanceRng, seeded

__all__ = [
    "OMNISCIENT", "ChanceRng", "Checked", "ConfigError", "Event", "Game", "GameState", "Option", "OptionSet",
    "Reject", "Rejected", "Viewer", "check_command", "hand_out", "match", "one_of", "random_chooser", "random_command", "route_by_audience", "route_events", "seeded", "shared",
    "spec", "subset",
    "visible_events",
]
