"""The Resistance (REFERENCE.md §1), and the mission-game machinery Avalon shares."""
from .base import RESISTANCE, SPY, ResistanceBase
from .game import MissionGame
from .modules import AssassinModule, HunterModule, ModuleRules
from .plot import PlotCards
from .tokens import INQUISITOR, SERGEANT, CardSwitchToken, LoyaltyToken


class ResistanceGame(MissionGame):
    name = "resistance"
    sides = ("resistance", "spies")
    plain_good = RESISTANCE
    plain_evil = SPY


def build_features():
    """Every feature of The Resistance. Plot cards and modules register here."""
    return [ResistanceBase(), LoyaltyToken(INQUISITOR), CardSwitchToken(SERGEANT),
            PlotCards(), AssassinModule(), HunterModule(), ModuleRules()]


GAME = ResistanceGame(build_features())

__all__ = ["GAME", "MissionGame", "ResistanceGame"]
