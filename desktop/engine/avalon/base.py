"""Avalon's base rules as a feature: role selection, the reveal, setup checks and the end shot (§3)."""
from __future__ import annotations

from ..core import Option
from ..resistance.base import mission_options
from ..resistance.features import Feature
from .assassination import Assassination
from .roles import CLERIC, LANCELOTS, ROLES, SPECIAL_ROLES, reveal_deal, reveal_facts
from .setup import check_roles, shot_kinds


class AvalonBase(Feature):
    name = "avalon"

    def options(self):
        return [
            *mission_options(),
            Option("roles_in_play", "list", ["merlin", "assassin"], "Special roles in play; Loyal Servants and Minions fill the other seats.",
                   choices=SPECIAL_ROLES, sort=True),  # shown to all: the given order must not hint at seating
            Option("team_assassination", "bool", False, "No Assassin card: a random evil player shoots after the evil team confers."),
            Option("cleric_hunt", "bool", True, "With the Cleric in play, evil may hunt the Cleric and one more role instead of Merlin."),
            Option("shooter", "int", None, "Pin the team-assassination shooter's seat (scenarios and tests).",
                   minimum=0, maximum=9, public=False),
        ]

    def roles(self):
        return dict(ROLES)

    def special_roles(self, game, config):
        return list(config["options"]["roles_in_play"])

    def check_setup(self, game, config):
        return check_roles(config)

    def reveal_facts(self, game, config, roles, first_leader, seat):
        return reveal_facts(roles, first_leader, seat, bool(config["options"].get("lancelots_see_each_other")))

    def reveal_deal(self, game, config, roles, first_leader):
        """Every seat's reveal_facts, the option read once and the deal read in one pass (roles.reveal_deal)."""
        return reveal_deal(roles, first_leader, bool(config["options"].get("lancelots_see_each_other")))

    def reveal_reads_leader(self, game, config):
        return CLERIC in config["options"]["roles_in_play"]  # the first leader's thumb (§3.8)

    def setup(self, game, state):
        """Team assassination: the shooter is drawn now, among evil seats that stay evil (§6b #9)."""
        options = state.config["options"]
        if not options["team_assassination"]:
            return
        shooter = options.get("shooter")
        if shooter is None:
            candidates = [seat for seat, role in enumerate(state.roles) if ROLES[role].evil and role not in LANCELOTS]
            shooter = state.rng.choice("shooter", candidates)
        state.shooter = shooter

    def sample_pins(self, game, view, rng, options):
        shooter = view["step"].get("shooter") if view["phase"] == "assassination" else None
        if options.get("team_assassination") and shooter is not None:
            options["shooter"] = shooter  # announced when the shot begins; unknown before

    def consistent(self, game, view, roles):
        """The team-assassination shooter, once announced, is an evil seat that stays evil (§6b #9)."""
        shooter = view["step"].get("shooter") if view["phase"] == "assassination" else None
        return shooter is None or (ROLES[roles[shooter]].evil and roles[shooter] not in LANCELOTS)

    def statistics(self, game, state):
        """Which shot ended the game, when one was fired (e.g. {"shots": {"merlin": 12, "lovers": 3}})."""
        shot = state.finished.get("shot") if state.finished else None
        return {"shots": {shot: 1}} if shot else {}

    def steps(self):
        return [Assassination()]

    def three_successes(self, game, state):
        """The shot comes before Good is declared the winner, if the setup has a target (§3.3)."""
        return ["assassination"] if shot_kinds(state.config["options"]["roles_in_play"], state.config["options"]) else None
