"""Random play with each module at every player count, with and without plot cards: every game ends,
replays exactly, and every sampled world looks the same to its viewer (§5.3, §5.4)."""
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from desktop.engine import GAMES
from desktop.engine.core import ConfigError

from ..plot.checks import play_and_check

GAME = GAMES["resistance"]

ASSASSIN_ROLES = ("body_guard", "false_commander", "deep_cover", "blind_spy")
HUNTER_ROLES = ("dummy_agent", "coordinator", "deep_agent", "pretender")


def valid(config) -> dict:
    try:
        return GAME.validate_config(config)[0]
    except ConfigError:
        assume(False)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6), plot=st.booleans(),
       roles=st.lists(st.sampled_from(ASSASSIN_ROLES), unique=True, max_size=3), blind=st.booleans())
def test_assassin_module_games_end_replay_and_sample(players, seed, plot, roles, blind):
    options = {"assassin_module": True, "plot": plot, "blind_spies": blind, **dict.fromkeys(roles, True)}
    state = play_and_check(GAME, valid({"players": players, "options": options}), seed, sample_every=9)
    assert GAME.outcome(state)["reason"] in ("three_fails", "five_rejections", "commander_assassinated", "assassination_missed")


@settings(max_examples=30, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6), plot=st.booleans(),
       roles=st.lists(st.sampled_from(HUNTER_ROLES), unique=True, max_size=4), inquisitor=st.booleans())
def test_hunter_module_games_end_replay_and_sample(players, seed, plot, roles, inquisitor):
    options = {"hunter": True, "plot": plot, "inquisitor": inquisitor, **dict.fromkeys(roles, True)}
    state = play_and_check(GAME, valid({"players": players, "options": options}), seed, sample_every=9)
    assert GAME.outcome(state)["reason"] in ("chief_found", "five_rejections")
