"""Every level plays whole games of every game, player count and option without a wrong command.

Each table seats all levels at once (easy, normal, hard, expert, random), so one game exercises them
all. A bot's `mistakes` counts commands its strategy got wrong (caught and replaced by the fallback).
"""
import pytest

from desktop.engine import GAMES
from tests.bots.scenarios import play_mixed

RESISTANCE_OPTIONS = [
    {},
    {"targeting": True},
    {"blind_spies": True},
    {"auto_approve_hammer": True, "leader_approves": True},
    {"plot": True},
    {"inquisitor": True, "sergeant": True},
    {"assassin_module": True, "body_guard": True, "false_commander": True, "deep_cover": True},
    {"hunter": True},
]
AVALON_OPTIONS = [
    {},
    {"roles_in_play": ["merlin", "assassin", "percival", "morgana"], "lady_of_the_lake": True, "excalibur": True},
    {"roles_in_play": ["merlin", "assassin", "mordred", "oberon"], "plot": True, "targeting": True},
    # Team assassination has no Assassin card: the evil team confers and one of them shoots.
    {"team_assassination": True, "roles_in_play": ["merlin", "percival", "morgana"]},
]


def _check(state, bots):
    assert GAMES[state.game_name].outcome(state) is not None
    assert [getattr(bot, "mistakes", 0) for bot in bots] == [0] * len(bots)


@pytest.mark.parametrize("players", [5, 7, 10])
@pytest.mark.parametrize("index", range(len(RESISTANCE_OPTIONS)))
def test_resistance(players, index):
    options = RESISTANCE_OPTIONS[index]
    try:
        GAMES["resistance"].validate_config({"players": players, "options": options})
    except Exception:
        pytest.skip("setup not valid at this player count")
    for rotate in range(4):
        _check(*play_mixed("resistance", players, options, f"r{players}:{index}:{rotate}", rotate))


@pytest.mark.parametrize("players", [5, 7, 10])
@pytest.mark.parametrize("index", range(len(AVALON_OPTIONS)))
def test_avalon(players, index):
    options = AVALON_OPTIONS[index]
    try:
        GAMES["avalon"].validate_config({"players": players, "options": options})
    except Exception:
        assert "team_assassination" not in options  # played at every count, never skipped
        pytest.skip("setup not valid at this player count")
    for rotate in range(4):
        _check(*play_mixed("avalon", players, options, f"a{players}:{index}:{rotate}", rotate))


@pytest.mark.parametrize("preset", ["recommended-7", "recommended-9", "recommended-10", "platform-8"])
def test_avalon_presets(preset):
    game = GAMES["avalon"]
    setup = game.presets()[preset]
    _check(*play_mixed("avalon", setup.get("players", 7), setup.get("options", {}), f"p{preset}"))


@pytest.mark.parametrize("players", [4, 6, 8])
def test_bodyguard(players):
    _check(*play_mixed("bodyguard", players, {}, f"b{players}"))
