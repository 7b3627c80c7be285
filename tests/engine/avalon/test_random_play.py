"""Random-play property tests: every game ends, replay is exact, sampled worlds explain the view."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from desktop.engine import GAMES
from desktop.engine.core.journal import journal_text, replay_lines

from helpers import assert_replays_exactly, canonical, play_random

from .scenario import GAME, random_setup

PRESETS = sorted(GAME.presets())


def check_invariants(state) -> None:
    if state.finished is None:
        pending = GAME.pending(state)
        assert pending and all(GAME.legal(state, seat) for seat in pending)
        assert all(GAME.legal(state, seat) == [] for seat in range(state.players) if seat not in pending)
    assert sorted(state.sides).count("evil") == {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}[state.players]


def finished_game(config, seed):
    state = play_random(GAME, config, seed, check=check_invariants)
    outcome = GAME.outcome(state)
    assert outcome["winner"] in ("good", "evil")
    assert outcome["winning_seats"] == [s for s in range(state.players) if state.sides[s] == outcome["winner"]]
    return state


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(PRESETS), seed=st.integers(0, 10**9))
def test_presets_end_and_replay_exactly(preset, seed):
    setup = GAME.presets()[preset]
    state = finished_game({"players": setup["players"], "options": setup["options"]}, seed)
    assert_replays_exactly(GAME, state)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**9))
def test_random_role_sets_end_and_replay_exactly(players, seed):
    config = random_setup(random.Random(seed), players)
    state = finished_game(config, seed)
    assert_replays_exactly(GAME, state)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**9), cut=st.floats(0, 1))
def test_sample_world_explains_the_view(players, seed, cut):
    """A sampled world looks exactly like the real one to the seat it was sampled for."""
    config = random_setup(random.Random(seed), players)
    full = play_random(GAME, config, seed)
    steps = int(len(full.commands) * cut)
    _, state = replay_lines(journal_text(full).splitlines()[: 1 + steps], GAMES)
    if state.finished is not None:
        return
    rng = random.Random(seed)
    for seat in range(players):
        view = GAME.view(state, seat)
        world = GAME.sample_world(view, rng)
        assert canonical(GAME.view(world, seat)) == canonical(view), (config, seat)


EVERY_OPTION = {key: True for key in ("lady_of_the_lake", "sire_of_the_sea", "ref_of_the_rain", "excalibur", "targeting",
                                      "auto_approve_hammer", "leader_approves", "lancelot_deck_face_up",
                                      "evil_lancelot_must_fail", "lancelots_see_each_other")}
MOST_ROLES = {
    5: ["merlin", "cleric", "good_lancelot", "evil_lancelot", "mordred_assassin"],
    7: ["merlin", "percival", "cleric", "good_lancelot", "evil_lancelot", "assassin", "morgana"],
    10: ["merlin", "percival", "cleric", "tristan", "isolde", "good_lancelot", "oberon", "morgana", "mordred", "evil_lancelot"],
}


@pytest.mark.parametrize("players", sorted(MOST_ROLES))
@pytest.mark.parametrize("seed", range(3))
def test_every_option_at_once_plays_replays_and_samples(players, seed):
    roles = MOST_ROLES[players]
    team = "assassin" not in roles and "mordred_assassin" not in roles
    config = {"players": players, "options": dict(EVERY_OPTION, roles_in_play=roles, team_assassination=team)}
    state = finished_game(config, seed)
    assert_replays_exactly(GAME, state)
    _, middle = replay_lines(journal_text(state).splitlines()[: len(state.commands) * 2 // 3], GAMES)
    for seat in range(players):
        view = GAME.view(middle, seat)
        assert canonical(GAME.view(GAME.sample_world(view, random.Random(seed)), seat)) == canonical(view)
