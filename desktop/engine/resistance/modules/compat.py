"""Which modules and tokens cannot be played together (REFERENCE.md §5.1-§5.4, §6 #32).

A table of option pairs, written once; a refused setup names both sides in its message.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...core import ConfigError
from ..features import Feature


@dataclass(frozen=True)
class Clash:
    first: str  # option keys; "avalon_core" stands for Avalon's Merlin and Assassin, always in play
    second: str
    min_players: int  # the clash exists from this player count on
    why: str


CLASHES = [
    Clash("sergeant", "hunter", 7, "Chief Fail cards have no opposite for the Sergeant to switch to (§5.2, §6 #32)"),
    Clash("assassin_module", "hunter", 5, "both replace the end-of-game check (§5.3)"),
    Clash("avalon_core", "hunter", 5, "Merlin's assassination and the Hunters' accusations both decide the end (§5.4)"),
    Clash("inquisitor", "lady_of_the_lake", 5, "both are the same loyalty check; play one (§5.1)"),
]

# Optional roles and the module (or role) they belong to.
NEEDS = {
    "body_guard": "assassin_module", "false_commander": "assassin_module", "deep_cover": "assassin_module",
    "blind_spy": "assassin_module", "dummy_agent": "hunter", "coordinator": "hunter", "deep_agent": "hunter",
    "pretender": "deep_agent",  # the Pretender only exists to be mistaken for the Deep Agent (§5.3)
}

NAMES = {
    "sergeant": "the Sergeant", "hunter": "the Hunter module", "assassin_module": "the Assassin module",
    "avalon_core": "Avalon's Merlin and Assassin", "inquisitor": "the Inquisitor",
    "lady_of_the_lake": "the Lady of the Lake", "body_guard": "the Body Guard", "false_commander": "the False Commander",
    "deep_cover": "Deep Cover", "blind_spy": "the Blind Spy", "dummy_agent": "the Dummy Agent",
    "coordinator": "the Coordinator", "deep_agent": "the Deep Agent", "pretender": "the Pretender",
}


def in_play(game, config: dict, key: str) -> bool:
    if key == "avalon_core":
        return game.name == "avalon"
    return bool(config["options"].get(key))


class ModuleRules(Feature):
    """Always on: refuses setups that combine modules the rules keep apart."""

    name = "module_rules"

    def check_setup(self, game, config):
        for role, needed in NEEDS.items():
            if in_play(game, config, role) and not in_play(game, config, needed):
                raise ConfigError("needs_option", f"{NAMES[role]} needs {NAMES[needed]}", option=role, needs=needed)
        for clash in CLASHES:
            if config["players"] >= clash.min_players and in_play(game, config, clash.first) and in_play(game, config, clash.second):
                at = f" at {clash.min_players}+ players" if clash.min_players > 5 else ""
                raise ConfigError("incompatible_options",
                                  f"{NAMES[clash.first]} cannot be combined with {NAMES[clash.second]}{at}: {clash.why}",
                                  first=clash.first, second=clash.second, players=config["players"])
        return []
