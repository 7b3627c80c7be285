"""Random-play property tests (hypothesis): every game ends, invariants hold, replay is exact."""
import random

from hypothesis import Phase, given, settings, strategies as st

from desktop.engine.core import OMNISCIENT
from desktop.engine.resistance.rules import MAX_REJECTIONS, SPIES

from helpers import assert_replays_exactly, canonical, play_random

from .scenario import GAME

option_sets = st.fixed_dictionaries({
    "targeting": st.booleans(),
    "blind_spies": st.booleans(),
    "leader_approves": st.booleans(),
    "auto_approve_hammer": st.booleans(),
})


def check_invariants(state) -> None:
    players = state.players
    assert 0 <= state.leader < players
    assert 0 <= state.vote_track < MAX_REJECTIONS or state.finished
    successes = sum(1 for m in state.missions if m and m["result"] == "success")
    fails = sum(1 for m in state.missions if m and m["result"] == "fail")
    assert successes <= 3 and fails <= 3
    assert (successes == 3 or fails == 3 or state.vote_track == MAX_REJECTIONS) == (state.finished is not None) or state.finished
    assert state.roles.count("spy") == SPIES[players]
    for record in state.missions:
        if record:
            assert len(record["team"]) == GAME.team_sizes(players)[record["slot"]]
            assert record["fails"] <= sum(1 for s in record["team"] if state.sides[s] == "spies")
    if state.finished is None:
        pending = GAME.pending(state)
        assert pending and all(GAME.legal(state, seat) for seat in pending)
        assert all(GAME.legal(state, seat) == [] for seat in range(players) if seat not in pending)


@settings(max_examples=60, deadline=None)
@given(players=st.integers(5, 10), options=option_sets, seed=st.integers(0, 10**9))
def test_random_games_end_keep_invariants_and_replay_exactly(players, options, seed):
    state = play_random(GAME, {"players": players, "options": options}, seed, check=check_invariants)
    outcome = GAME.outcome(state)
    assert outcome["winner"] in ("resistance", "spies")
    assert outcome["winning_seats"] == [s for s in range(players) if state.sides[s] == outcome["winner"]]
    assert_replays_exactly(GAME, state)


# No shrinking: each example samples a world for every seat, and a failure prints its inputs anyway.
@settings(max_examples=25, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate])
@given(players=st.integers(5, 10), options=option_sets, seed=st.integers(0, 10**9), cut=st.floats(0, 1))
def test_sample_world_explains_the_view(players, options, seed, cut):
    """A sampled world looks exactly like the real one to the seat it was sampled for."""
    full = play_random(GAME, {"players": players, "options": options}, seed)
    steps = int(len(full.commands) * cut)
    from desktop.engine.core.journal import journal_text, replay_lines
    from desktop.engine import GAMES

    lines = journal_text(full).splitlines()[: 1 + steps]
    _, state = replay_lines(lines, GAMES)
    rng = random.Random(seed)
    for seat in range(players):
        view = GAME.view(state, seat)
        world = GAME.sample_world(view, rng)
        assert canonical(GAME.view(world, seat)) == canonical(view)


def test_views_hide_roles_until_the_end():
    state = play_random(GAME, {"players": 7}, seed=3)
    assert "roles" in GAME.view(state, None)  # revealed at the end
    fresh = GAME.new_game({"players": 7}, seed=3)
    for viewer in [None, *range(7)]:
        assert "roles" not in GAME.view(fresh, viewer)
    assert GAME.view(fresh, OMNISCIENT)["roles"] == fresh.roles


def test_pins_are_not_shown_to_seats():
    state = GAME.new_game({"players": 5, "options": {"roles": ["spy", "spy", "resistance", "resistance", "resistance"], "first_leader": 2}}, 1)
    for viewer in [None, 0, 3]:
        assert "roles" not in GAME.view(state, viewer)["options"]
