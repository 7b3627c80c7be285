"""Random play with plot cards at every player count, alone and with the other options (§2)."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.engine import GAMES

from .checks import play_and_check

RESISTANCE, AVALON = GAMES["resistance"], GAMES["avalon"]
PLOT_CARDS = ("establish_confidence", "in_the_spotlight", "keeping_a_close_eye", "no_confidence", "open_up",
              "opinion_maker", "overheard_conversation", "strong_leader", "take_responsibility")

HOUSE_RULES = st.fixed_dictionaries({
    "targeting": st.booleans(), "leader_approves": st.booleans(), "auto_approve_hammer": st.booleans(),
    "blind_spies": st.booleans(), "inquisitor": st.booleans(),
})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6), rules=HOUSE_RULES)
def test_resistance_with_plot_cards_ends_replays_and_samples_consistently(players, seed, rules):
    config = {"players": players, "options": {"plot": True, **rules}}
    state = play_and_check(RESISTANCE, config, seed, sample_every=11)
    assert set(RESISTANCE.statistics(state)["plot_cards_played"]) == set(PLOT_CARDS)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6))
def test_resistance_with_plot_cards_and_the_sergeant_ends_replays_and_samples_consistently(players, seed):
    # Keeping a Close Eye sees the card after the switch (§2.6 #9): sampled worlds must still agree.
    play_and_check(RESISTANCE, {"players": players, "options": {"plot": True, "sergeant": True}}, seed, sample_every=7)


@settings(max_examples=15, deadline=None)
@given(players=st.integers(5, 10), seed=st.integers(0, 10**6))
def test_avalon_with_plot_cards_ends_replays_and_samples_consistently(players, seed):
    play_and_check(AVALON, {"players": players, "options": {"plot": True, "excalibur": True}}, seed, sample_every=13)


def test_every_card_gets_played_over_many_games():
    totals = dict.fromkeys(PLOT_CARDS, 0)
    for seed in range(25):
        state = play_and_check(RESISTANCE, {"players": 10, "options": {"plot": True}}, seed)
        for card, count in RESISTANCE.statistics(state)["plot_cards_played"].items():
            totals[card] += count
    assert all(count > 0 for count in totals.values()), totals
