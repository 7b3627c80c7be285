"""The Bodyguard expert's opponent models: plays read as categories, a belief over each seat's style."""
import pytest

from desktop.bots.arena import make_player
from desktop.bots.bodyguard.opponents import NAMES, StyleBelief, plays
from desktop.bots.bodyguard.search import OPPONENTS, table_of
from desktop.bots.runner import play, seat_rng
from desktop.engine import GAMES

GAME = GAMES["bodyguard"]


def test_plays_are_read_in_the_presidents_context_and_by_the_revealed_roles():
    events = [
        {"kind": "round_started", "round": 0, "president": 0},
        {"kind": "roles_dealt", "round": 0, "president": 0, "reassignment": False, "receivers": [1, 2, 3]},
        {"kind": "hit_placed", "seat": 1, "card": "hit_weapon_01", "target": 0, "hit_type": "weapon"},
        {"kind": "hit_placed", "seat": 2, "card": "hit_time_01", "target": 1, "hit_type": "time"},
        {"kind": "hit_placed", "seat": 3, "card": "hit_time_02", "target": 0, "hit_type": "time"},
        {"kind": "card_discarded", "seat": 0},
        {"kind": "action_played", "seat": 1, "action": "deadly_martini", "card": "deadly_martini_1", "target": 0},
        {"kind": "hardcore_played", "seat": 0, "card": "hardcore_1", "level": 1},
        {"kind": "round_ended", "round": 0, "president": 0, "reason": "rescue", "by": 2,
         "roles": ["president", "assassin", "bodyguard", "assassin"], "spare": "assassin", "points": [1, 0, 2, 0]},
        {"kind": "round_started", "round": 1, "president": 1},
        {"kind": "card_discarded", "seat": 2},
    ]
    rounds, roles = plays(events)
    assert rounds[0] == [(1, 0, "hit_president"), (2, 0, "hit_attacker"), (3, 0, "hit_president"),
                         (0, 1, "discard"), (1, 1, "action_president"), (0, 1, "hardcore")]
    assert roles == [["president", "assassin", "bodyguard", "assassin"], None]
    assert rounds[1] == [(2, 0, "discard")]


def test_the_belief_finds_an_aggressive_seat_among_usual_players():
    """Seat 1 races (hits the President from the first turn, as an Assassin; strikes others as the
    Bodyguard); after a whole game its style belief is on `aggressive`, the others' on no such thing."""
    players = 6
    config, _ = GAME.validate_config({"players": players, "options": {}})
    names = ["normal", "aggressive", "normal", "normal", "normal", "normal"]
    bots = [make_player("bodyguard", names[s], s, seat_rng("aggr", s)) for s in range(players)]
    state = play(GAME, config, "aggr", bots)
    public = [event.to_data() for event in state.events if event.audience is None]
    posterior = StyleBelief(players, public).posterior([None] * players)
    aggressive = NAMES.index("aggressive")
    assert max(range(len(NAMES)), key=lambda k: posterior[1][k]) == aggressive
    assert all(posterior[s][aggressive] < 0.2 for s in (0, 2, 3, 4, 5))


def test_the_expert_playouts_draw_each_seat_from_its_style_belief():
    certain = [[1.0 if name == "paranoid" else 0.0 for name in NAMES] for _ in range(6)]
    for seed in range(20):
        assert {type(p) for p in table_of(seed, 0, 6, certain).values()} == {OPPONENTS["paranoid"]}
    mixed = [[0.5 if name in ("normal", "deceiver") else 0.0 for name in NAMES] for _ in range(6)]
    seen = {type(p) for seed in range(40) for p in table_of(seed, 0, 6, mixed).values()}
    assert seen == {OPPONENTS["normal"], OPPONENTS["deceiver"]}


def test_the_belief_read_on_as_events_come_is_the_belief_read_at_once():
    players = 4
    config, _ = GAME.validate_config({"players": players, "options": {}})
    bots = [make_player("bodyguard", name, s, seat_rng("feed", s)) for s, name in enumerate(("normal", "cautious", "deceiver", "paranoid"))]
    state = play(GAME, config, "feed", bots)
    public = [event.to_data() for event in state.events if event.audience is None]
    growing = StyleBelief(players)
    for cut in range(0, len(public), 7):
        growing.feed(public[:cut])
        at_once = StyleBelief(players, public[:cut])
        assert growing.base == at_once.base and growing.current == at_once.current
        assert growing.bodyguard_ratios() == at_once.bodyguard_ratios()


def test_the_current_round_is_read_under_each_worlds_roles():
    events = [
        {"kind": "round_started", "round": 0, "president": 0},
        {"kind": "hit_placed", "seat": 1, "card": "hit_weapon_01", "target": 0, "hit_type": "weapon"},
    ]
    belief = StyleBelief(4, events)
    as_assassin = belief.posterior(["president", "assassin", "bodyguard", "assassin"])[1]
    as_bodyguard = belief.posterior(["president", "bodyguard", "assassin", "assassin"])[1]
    # An aggressive Bodyguard never hits the President; an aggressive Assassin always does.
    aggressive = NAMES.index("aggressive")
    assert as_assassin[aggressive] > 2 * as_bodyguard[aggressive]


def test_the_fit_counts_every_play_under_a_known_style_role_and_context():
    from desktop.bots.bodyguard.opponents import REACTIONS, ROLES, TURN_PLAYS
    from desktop.bots.bodyguard.style_fit import measure, tables_from

    counts = measure(4, 3, seed="fit-test")
    assert counts and all(name in NAMES and role in ROLES and context in (0, 1, 2) and category in TURN_PLAYS + REACTIONS
                          for name, role, context, category in counts)
    tables = tables_from(counts)
    for name in NAMES:
        for role in ROLES:
            for context in range(3):
                assert sum(tables[name][(role, context, c)] for c in TURN_PLAYS) == pytest.approx(1.0, abs=0.01)
