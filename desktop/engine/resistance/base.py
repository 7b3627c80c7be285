"""The base rules of The Resistance as a feature: its options, its two roles, the spies' reveal (§1)."""
from __future__ import annotations

from ..core import Option
from .features import Feature, RoleInfo

RESISTANCE, SPY = "resistance", "spy"


def mission_options() -> list[Option]:
    """Options every mission game has (The Resistance and Avalon)."""
    return [
        Option("targeting", "bool", False, "The leader picks which mission to attempt; mission 5 only after two successes."),
        Option("leader_approves", "bool", False, "House rule: the leader always votes Approve and is not asked."),
        Option("auto_approve_hammer", "bool", False, "After four rejections in a round the fifth team goes without a vote."),
        Option("roles", "list", None, "Pin the role card of each seat, in seat order (scenarios and tests).", public=False),
        Option("first_leader", "int", None, "Pin the first leader's seat (scenarios and tests).", minimum=0, maximum=9, public=False),
    ]


class ResistanceBase(Feature):
    name = "resistance"

    def options(self):
        return [*mission_options(), Option("blind_spies", "bool", False, "Spies are not told who the other spies are.")]

    def roles(self):
        return {RESISTANCE: RoleInfo(evil=False), SPY: RoleInfo(evil=True)}

    def reveal_facts(self, game, config, roles, first_leader, seat):
        """Spies open their eyes and see each other, unless Blind Spies (§1.3, §1.6)."""
        info = game.role_table[roles[seat]]
        if not info.evil or not info.sees_evil or config["options"].get("blind_spies"):
            return []
        return [{"fact": "side", "seat": other, "side": game.evil, "source": "reveal"}
                for other, role in enumerate(roles)
                if other != seat and game.role_table[role].evil and game.role_table[role].seen_by_evil]
