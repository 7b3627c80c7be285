"""The Resistance: Avalon (REFERENCE.md §3), on the mission machinery it shares with The Resistance."""
from __future__ import annotations

from ..resistance.game import MissionGame
from ..resistance.plot import PlotCards
from ..resistance.tokens import (
    EXCALIBUR, LADY_OF_THE_LAKE, REF_OF_THE_RAIN, SIRE_OF_THE_SEA, CardSwitchToken, LoyaltyToken,
)
from .base import AvalonBase
from .lancelot import Lancelot
from .presets import presets
from .roles import LANCELOTS, LOYAL_SERVANT, MINION


class AvalonGame(MissionGame):
    name = "avalon"
    sides = ("good", "evil")
    plain_good = LOYAL_SERVANT
    plain_evil = MINION
    switching_roles = LANCELOTS

    def presets(self) -> dict[str, dict]:
        return presets()

    def _replay_public(self, view, options, roles, rng):
        """Also replay what the evil team suggested at a team assassination: private, but this seat saw it."""
        state = super()._replay_public(view, options, roles, rng)
        for seat, target in view["step"].get("suggestions", {}).items():
            command = {"kind": "pass"} if target is None else {"kind": "suggest_target", "target": target}
            self.apply(state, int(seat), command)
        return state


def build_features():
    """Every feature of Avalon, in one place: plot cards and other modules register here."""
    return [
        AvalonBase(),
        Lancelot(),
        LoyaltyToken(LADY_OF_THE_LAKE),
        LoyaltyToken(SIRE_OF_THE_SEA),
        LoyaltyToken(REF_OF_THE_RAIN),
        CardSwitchToken(EXCALIBUR),
        PlotCards(shows_loyalty=True),  # plot cards show loyalty, never the role (§2.8)
    ]


GAME = AvalonGame(build_features())

__all__ = ["GAME", "AvalonGame", "build_features"]
