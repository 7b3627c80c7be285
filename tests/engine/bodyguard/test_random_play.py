"""Random play, 4-8 players: every round ends, every card is conserved, journals replay exactly."""
from __future__ import annotations

from collections import Counter

from hypothesis import given, settings, strategies as st

from desktop.engine.bodyguard import GAME
from desktop.engine.bodyguard.cards import DECK
from desktop.engine.core.journal import journal_text, replay_lines
from desktop.engine import GAMES
from helpers import assert_replays_exactly, play_random

WHOLE_DECK = Counter(DECK)


def all_cards(state) -> Counter:
    """Hands + pile + discard + table (rows, Martinis, a chain being resolved)."""
    cards = Counter(state.pile)
    for hand in state.hands:
        cards.update(hand)
    for row in state.rows:
        cards.update(row.values())
    cards.update(m for m in state.martinis if m)
    cards.update(state.discard_up)
    cards.update(state.discard_down)
    cards.update(state.resolving)
    return cards


def check_invariants(state) -> None:
    assert state.card_count() == 71
    assert all_cards(state) == WHOLE_DECK  # each physical card exactly once
    if state.finished is None:
        assert GAME.pending(state), "running but nobody pending"
        assert not state.eliminated[state.president]
        if state.phase != "set_aside":
            assert Counter(state.roles + [state.spare]) == {"president": 1, "bodyguard": 1, "assassin": state.players - 1}
        for seat, row in enumerate(state.rows):
            assert len(row) <= 4 and all(card.split("_")[1] == t for t, card in row.items())
            assert len(row) < 4 or state.eliminated[seat] or (seat == state.president and state.phase == "rescue")


@settings(max_examples=15, deadline=None)
@given(players=st.integers(4, 8), seed=st.integers(0, 10**6))
def test_random_games_end_and_conserve_cards(players, seed):
    state = play_random(GAME, {"players": players}, seed, check=check_invariants)
    outcome = GAME.outcome(state)
    assert len(state.history) == players and state.phase == "over"
    assert sorted(r["president"] for r in state.history) == list(range(players))
    assert outcome["winner"] in (*GAME.sides, "shared") and outcome["winning_seats"]
    assert GAME.pending(state) == {}


@settings(max_examples=6, deadline=None)
@given(players=st.integers(4, 8), seed=st.integers(0, 10**6))
def test_journals_replay_exactly(players, seed):
    state = play_random(GAME, {"players": players}, seed)
    assert_replays_exactly(GAME, state)
    _, twin = replay_lines(journal_text(state).splitlines(), GAMES)
    assert twin.rng.chance_log == state.rng.chance_log


def test_clone_is_independent():
    state = play_random(GAME, {"players": 5}, 3)
    running = GAME.new_game({"players": 5}, 3)
    for seat, command in state.commands[:40]:
        GAME.apply(running, seat, command)
    twin = running.clone()
    before = GAME.view(running, "all")
    for seat, command in state.commands[40:80]:
        GAME.apply(twin, seat, command)
    assert GAME.view(running, "all") == before
    assert GAME.view(twin, "all") != before
