"""Modules that cannot be combined are refused with a message naming both (§5.1-§5.4, §6 #32)."""
import pytest

from desktop.engine import GAMES
from desktop.engine.core import ConfigError
from desktop.engine.resistance.modules import ModuleRules
from desktop.engine.resistance.modules.compat import CLASHES

GAME = GAMES["resistance"]


def refused(players, **options):
    with pytest.raises(ConfigError) as error:
        GAME.validate_config({"players": players, "options": options})
    return error.value


def test_sergeant_with_hunter_at_7_or_more_is_refused():
    error = refused(7, sergeant=True, hunter=True)
    assert error.code == "incompatible_options"
    assert "the Sergeant" in error.message and "the Hunter module" in error.message and "7+" in error.message


def test_sergeant_with_hunter_at_5_or_6_is_allowed():
    for players in (5, 6):
        GAME.validate_config({"players": players, "options": {"sergeant": True, "hunter": True}})


def test_assassin_module_with_hunter_is_refused():
    error = refused(8, assassin_module=True, hunter=True)
    assert "the Assassin module" in error.message and "the Hunter module" in error.message


def test_the_pretender_needs_the_deep_agent_and_hunter_roles_need_the_module():
    assert "the Pretender" in refused(8, hunter=True, pretender=True).message
    assert "the Deep Agent" in refused(8, hunter=True, pretender=True).message
    assert refused(8, dummy_agent=True).params == {"option": "dummy_agent", "needs": "hunter"}


class _FakeAvalon:
    name = "avalon"


def test_hunter_with_avalons_merlin_and_assassin_is_refused():
    with pytest.raises(ConfigError) as error:
        ModuleRules().check_setup(_FakeAvalon(), {"players": 7, "options": {"hunter": True}})
    assert "Merlin" in error.value.message and "Hunter" in error.value.message


def test_inquisitor_with_lady_of_the_lake_is_refused():
    with pytest.raises(ConfigError) as error:
        ModuleRules().check_setup(GAME, {"players": 7, "options": {"inquisitor": True, "lady_of_the_lake": True}})
    assert "Inquisitor" in error.value.message and "Lady of the Lake" in error.value.message


def test_compatible_combinations_play():
    for options in ({"hunter": True, "inquisitor": True, "plot": True}, {"assassin_module": True, "sergeant": True,
                    "deep_cover": True, "plot": True, "inquisitor": True}):
        GAME.validate_config({"players": 8, "options": options})
    assert len(CLASHES) == 4
