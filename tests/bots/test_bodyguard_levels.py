"""Bodyguard bots: each level's key skill, in positions built on the engine (REFERENCE.md §4).

A position is a real game with pinned roles whose table is then arranged by hand (rows, hands,
pile), keeping every one of the 71 cards somewhere, so views and sample_world stay consistent.
"""
import random

import pytest

from desktop.bots import make_bot
from desktop.bots.bodyguard import belief as beliefs
from desktop.bots.bodyguard.levels import BODYGUARD_SKILLS, bodyguard_skill
from desktop.bots.coach import belief as coach_belief
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from desktop.engine.bodyguard.cards import DECK

GAME = GAMES["bodyguard"]
LEVELS = ("easy", "normal", "hard", "expert")


def position(roles, rows=None, hands=None, pile=None, turn=None, spare="assassin"):
    """Round 0 after the President's deal, then the table arranged: rows {seat: [cards]}, hands {seat: [cards]}.

    Unlisted hands are emptied; the pile is `pile` (top last) or, if None, every card left over;
    the rest goes to the face-down discard.
    """
    n = len(roles)
    president = roles.index("president")
    state = GAME.new_game({"players": n, "options": {"roles": [roles]}}, "pos")
    GAME.apply(state, president, {"kind": "set_aside", "role": spare})
    rows, hands = rows or {}, hands or {}
    state.rows = [{} for _ in range(n)]
    for seat, cards in rows.items():
        for card in cards:
            state.rows[seat][card.split("_")[1]] = card
    state.hands = [list(hands.get(seat, [])) for seat in range(n)]
    used = {c for row in state.rows for c in row.values()} | {c for hand in state.hands for c in hand}
    rest = [c for c in DECK if c not in used]
    state.pile = [c for c in pile if c not in used] if pile is not None else rest
    state.discard_up, state.resolving = [], []
    state.discard_down = [c for c in rest if c not in set(state.pile)]
    state.face_down = [[] for _ in range(n)]
    state.martinis = [None] * n
    state.turn = president if turn is None else turn
    state.phase = "turn"
    assert state.card_count() == len(DECK)
    return state


def decide(level, state, seat, seed=0):
    bot = make_bot("bodyguard", level, seat, random.Random(seed))
    bot.observe(GAME.events_for(state, seat))
    command = bot.decide(GAME.view(state, seat))
    assert bot.mistakes == 0
    return command


def test_the_skill_table_is_bodyguards_own():
    assert set(BODYGUARD_SKILLS) == set(LEVELS)
    assert bodyguard_skill("nonsense") == BODYGUARD_SKILLS["normal"]
    shared = set(LEVEL_SKILLS["normal"].__dataclass_fields__)
    assert not shared & set(BODYGUARD_SKILLS["hard"].__dataclass_fields__) - {"name", "noise"}


# ---- the rescue ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_the_bodyguard_rescues_when_it_can(level):
    roles = ["president", "bodyguard", "assassin", "assassin"]
    state = position(roles, rows={0: ["hit_weapon_01", "hit_location_01", "hit_weather_01"]},
                     hands={1: ["hit_weapon_02", "hit_location_02", "hit_time_02", "plan_b_1"], 2: ["hit_time_01"],
                            3: ["hit_weapon_03"]}, turn=2)
    GAME.apply(state, 2, {"kind": "hit", "card": "hit_time_01", "target": 0})
    assert state.phase == "rescue"
    for seed in range(5):
        assert decide(level, state, 1, seed)["kind"] == "rescue"


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_bodyguard_keeps_its_kit_and_brings_the_president_to_the_brink(level):
    """With one of each of three types kept, a spare hit goes on the President (a rescue pays 2)."""
    roles = ["president", "bodyguard", "assassin", "assassin"]
    kit = ["hit_weapon_02", "hit_location_02", "hit_time_02"]
    state = position(roles, rows={0: ["hit_weapon_01"]}, hands={1: kit + ["hit_weather_02", "dirty_trick_1"], 0: ["plan_b_1"],
                                                                 2: ["hit_time_01"], 3: ["hit_weapon_03"]}, turn=1)
    command = decide(level, state, 1)
    assert command["kind"] == "hit" and command["target"] == 0
    GAME.apply(state, 1, command)
    assert len({card.split("_")[1] for card in state.hands[1] if card.startswith("hit_")}) >= 3  # the kit is whole


def test_the_hard_bodyguard_never_throws_its_kit_away():
    roles = ["president", "bodyguard", "assassin", "assassin"]
    kit = ["hit_weapon_02", "hit_location_02", "hit_time_02"]
    for extra in (["dirty_trick_1"], ["hit_weapon_04"], ["hardcore_1", "hit_location_05"]):
        state = position(roles, rows={0: ["hit_weapon_01", "hit_location_01", "hit_time_01"]},
                         hands={1: kit + extra, 0: ["plan_b_1"], 2: ["hit_time_03"]}, turn=1)
        command = decide("hard", state, 1)
        assert command.get("card") not in kit, (extra, command)


# ---- the kill and the race ---------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["normal", "hard", "expert"])
def test_an_assassin_holding_the_fourth_type_kills(level):
    roles = ["assassin", "president", "bodyguard", "assassin", "assassin", "assassin"]
    state = position(roles, rows={1: ["hit_weapon_01", "hit_location_01", "hit_weather_01"]},
                     hands={0: ["hit_time_01", "dirty_trick_1", "plan_b_1"], 1: ["plan_b_2"], 2: ["hit_time_02"]}, turn=0)
    assert decide(level, state, 0) == {"kind": "hit", "card": "hit_time_01", "target": 1}


def test_the_hard_assassin_keeps_the_kill_type_at_a_crowded_table():
    """Seven others will bring the President down: hoard his missing types rather than spend them."""
    roles = ["assassin", "president", "bodyguard", "assassin", "assassin", "assassin", "assassin", "assassin"]
    state = position(roles, rows={1: ["hit_weapon_01", "hit_location_01"]},
                     hands={0: ["hit_time_01", "hit_weather_01", "dirty_trick_1", "hit_weapon_02"], 1: ["plan_b_2"]}, turn=0)
    command = decide("hard", state, 0)
    assert command.get("card") not in ("hit_time_01", "hit_weather_01"), command


# ---- the President -------------------------------------------------------------------------------------
def test_the_hard_president_reassigns_so_a_fourth_hit_wins():
    """Seat 2 might be the Bodyguard, so the fourth hit might not end the round: reassign, set the
    Bodyguard aside (every living player is then an Assassin) and place it: the round is his."""
    roles = ["president", "bodyguard", "assassin", "assassin"]
    state = position(roles, rows={2: ["hit_weapon_01", "hit_location_01", "hit_weather_01"]},
                     hands={0: ["hit_time_01", "dirty_trick_1"], 1: ["hit_weapon_02"], 2: ["hit_time_02"], 3: ["hit_time_03"]})
    assert decide("hard", state, 0) == {"kind": "reassign"}
    GAME.apply(state, 0, {"kind": "reassign"})
    assert decide("hard", state, 0) == {"kind": "set_aside", "role": "bodyguard"}
    GAME.apply(state, 0, {"kind": "set_aside", "role": "bodyguard"})
    assert decide("hard", state, 0) == {"kind": "hit", "card": "hit_time_01", "target": 2}
    GAME.apply(state, 0, {"kind": "hit", "card": "hit_time_01", "target": 2})
    assert state.history[-1]["reason"] == "assassin_eliminated" and state.scores[0] == 2


def test_the_hard_president_finishes_a_sure_assassin_at_once():
    roles = ["president", "bodyguard", "assassin", "assassin"]
    state = position(roles, rows={2: ["hit_weapon_01", "hit_location_01", "hit_weather_01"]},
                     hands={0: ["hit_time_01", "dirty_trick_1"], 1: ["hit_weapon_02"]}, spare="bodyguard")
    assert decide("hard", state, 0) == {"kind": "hit", "card": "hit_time_01", "target": 2}


def test_the_hard_president_saves_plan_b_for_the_third_hit():
    roles = ["president", "bodyguard", "assassin", "assassin"]
    state = position(roles, rows={0: ["hit_weapon_01", "hit_location_01", "hit_weather_01"]},
                     hands={0: ["plan_b_1", "hit_time_01"], 2: ["hit_time_02"]})
    assert decide("hard", state, 0)["kind"] == "plan_b"
    state = position(roles, rows={0: ["hit_weapon_01"]}, hands={0: ["plan_b_1", "dirty_trick_1"], 2: ["hit_time_02"]})
    assert decide("hard", state, 0)["kind"] != "plan_b"


@pytest.mark.parametrize("seat, role", [(0, "president"), (2, "assassin")])
def test_even_the_easy_level_plan_bs_away_from_a_fourth_type(seat, role):
    """Three types in front of a player: the next one ends its round (or its life in it), so every
    level, the casual one too, removes one with the Plan B in hand; with fewer, easy plays at random."""
    roles = ["president", "bodyguard", "assassin", "assassin"]
    three = ["hit_weapon_01", "hit_location_01", "hit_weather_01"]
    state = position(roles, rows={seat: three}, hands={seat: ["plan_b_1", "dirty_trick_1", "hit_time_05"], 3: ["hit_time_02"]},
                     turn=seat)
    assert roles[seat] == role
    for seed in range(10):
        assert decide("easy", state, seat, seed)["kind"] == "plan_b"
    state = position(roles, rows={seat: three[:1]}, hands={seat: ["plan_b_1", "dirty_trick_1", "hit_time_05"], 3: ["hit_time_02"]},
                     turn=seat)
    assert {decide("easy", state, seat, seed)["kind"] for seed in range(30)} != {"plan_b"}


# ---- easy: casual, with what any beginner sees ------------------------------------------------------------
def test_the_easy_president_deals_the_bodyguard_out():
    """A spare Bodyguard rescues nobody: easy always deals it (a casual choice would keep it half the time)."""
    for seed in range(20):
        state = GAME.new_game({"players": 8, "options": {}}, f"deal{seed}")
        president = state.president
        assert state.phase == "set_aside"
        assert decide("easy", state, president, seed) == {"kind": "set_aside", "role": "assassin"}


def test_the_easy_bodyguard_holds_on_to_his_hits():
    """Three types are kept for the rescue (a fourth-type spare is free to play); with fewer, every hit is kept."""
    roles = ["president", "bodyguard", "assassin", "assassin"]
    kit = ["hit_weapon_02", "hit_location_02", "hit_time_02"]
    for hand, kept in ((kit + ["dirty_trick_1", "hit_weapon_04"], kit), (kit[:2] + ["dirty_trick_1", "plan_b_1"], kit[:2])):
        state = position(roles, rows={0: ["hit_weapon_01"]}, hands={1: hand, 0: ["plan_b_2"], 2: ["hit_time_01"]}, turn=1)
        played = [decide("easy", state, 1, seed).get("card") for seed in range(30)]
        assert not set(played) & set(kept), (hand, played)
        assert len(set(played)) >= 2  # still casual: not one fixed play


# ---- the expert's search ---------------------------------------------------------------------------------
def test_the_expert_finds_the_winning_play_the_hard_level_misses():
    """Nobody else holds a card and the pile is empty: the third hit now, the fourth next turn, is
    a sure kill. Hard keeps its types by rule at a crowded table; the expert's playouts see the kill."""
    roles = ["assassin", "president", "bodyguard", "assassin", "assassin", "assassin", "assassin", "assassin"]
    state = position(roles, rows={1: ["hit_weapon_01", "hit_location_01"]},
                     hands={0: ["hit_time_01", "hit_weather_01"]}, pile=[], turn=0)
    hard = decide("hard", state, 0)
    assert not (hard["kind"] == "hit" and hard["target"] == 1)
    command = decide("expert", state, 0)
    assert command["kind"] == "hit" and command["target"] == 1
    GAME.apply(state, 0, command)
    command = decide("expert", state, 0)
    assert command == {"kind": "hit", "card": next(c for c in ("hit_time_01", "hit_weather_01") if c in state.hands[0]), "target": 1}
    GAME.apply(state, 0, command)
    for seat in list(GAME.pending(state)):  # the rescue window: the Bodyguard holds nothing
        GAME.apply(state, seat, decide("expert", state, seat))
    assert state.history[-1]["reason"] == "assassination" and state.history[-1]["by"] == 0


def test_the_expert_plays_the_others_as_the_usual_player_in_its_playouts(monkeypatch):
    """The table the expert meets is mostly normal players: its playouts play every other seat by the
    normal level from that seat's own view, and only its own seat by the hard policy."""
    from desktop.bots.bodyguard import search

    asked = []
    real = search.UsualPlayer

    class Recording:
        def __init__(self, rng):
            self.player = real(rng)

        def decide(self, view, events):
            asked.append(view["viewer"])
            assert view["you"]["role"] is not None and events == []
            return self.player.decide(view, events)

    monkeypatch.setattr(search, "UsualPlayer", Recording)
    roles = ["assassin", "president", "bodyguard", "assassin", "assassin", "assassin"]
    state = GAME.new_game({"players": 6, "options": {"roles": [roles]}}, "usual")
    GAME.apply(state, 1, {"kind": "set_aside", "role": "assassin"})
    world = GAME.sample_world(GAME.view(state, 0), random.Random(0))
    points = search.playout(world, 0, random.Random(1), GAME)
    assert points is not None and len(points) == 6
    assert asked and 0 not in asked and set(asked) <= {1, 2, 3, 4, 5}


# ---- the belief and the coach ------------------------------------------------------------------------------
def test_the_belief_weighs_each_play_by_the_styles_measured_rates():
    """The hard belief's evidence for a seat is P(its plays | Bodyguard) / P(them | Assassin), with the
    styles' measured rates (style_fitted.py) mixed evenly before any round is over: checked here
    against the rates looked up by hand for a discard and a first type on the President."""
    from desktop.bots.bodyguard.opponents import FLOOR, NAMES
    from desktop.bots.bodyguard.style_fitted import STYLE_TABLES

    def ratio(context, category):
        rates = STYLE_TABLES[4]
        mean = lambda role: sum(max(FLOOR, rates[name][(role, context, category)]) for name in NAMES) / len(NAMES)
        return mean("bodyguard") / mean("assassin")

    roles = ["president", "assassin", "bodyguard", "assassin"]
    state = position(roles, hands={s: [] for s in range(4)})
    state.hands = [["dirty_trick_1"], ["hit_time_02", "plan_b_1"], ["hit_weather_03", "plan_b_2"], ["hit_time_04", "plan_b_3"]]
    state.pile = [c for c in state.pile if c not in sum(state.hands, [])]
    state.discard_down = [c for c in state.discard_down if c not in sum(state.hands, [])]
    GAME.apply(state, 0, {"kind": "discard", "card": "dirty_trick_1"})
    GAME.apply(state, 1, {"kind": "discard", "card": "plan_b_1"})
    GAME.apply(state, 2, {"kind": "hit", "card": "hit_weather_03", "target": 0})
    view = GAME.view(state, 3)
    odds, spare = beliefs.bodyguard_odds(view, GAME.events_for(state, 3))
    # the President had no type yet (context 0) for both plays
    assert odds[2] / odds[1] == pytest.approx(ratio(0, "hit_president") / ratio(0, "discard"))
    assert sum(odds) + spare == pytest.approx(1.0)
    rule, _ = beliefs.bodyguard_odds(view, GAME.events_for(state, 3), beliefs.rule_ratios)
    assert rule[2] < rule[1]  # the rule of thumb (the gauntlet's reader) reads any hit on him as an Assassin's
    data = coach_belief("bodyguard", view, GAME.events_for(state, 3))
    for seat, role in data["roles"].items():
        assert sum(role.values()) == pytest.approx(1.0)
    assert data["roles"]["0"]["president"] == 1.0 and data["roles"]["2"]["bodyguard"] == pytest.approx(odds[2], abs=1e-3)
    assert (data["assassin"]["1"] > data["assassin"]["2"]) == (odds[2] > odds[1])


def test_the_belief_knows_what_the_seat_knows():
    roles = ["president", "assassin", "bodyguard", "assassin"]
    state = position(roles, hands={0: ["plan_b_1"]})
    odds, _ = beliefs.bodyguard_odds(GAME.view(state, 2), [])
    assert odds[2] == 1.0  # the Bodyguard knows itself
    state = position(roles, hands={0: ["plan_b_1"]}, spare="bodyguard")
    odds, spare = beliefs.bodyguard_odds(GAME.view(state, 0), [])
    assert spare == 1.0 and sum(odds) == 0.0  # the President who set it aside


def test_the_same_view_gives_the_same_command_whatever_is_hidden():
    """Seat 3 cannot tell who the Bodyguard is: every level answers alike in both deals."""
    a = position(["president", "assassin", "bodyguard", "assassin"],
                 rows={0: ["hit_weapon_01", "hit_location_01"]}, hands={3: ["hit_time_01", "hit_weather_01", "plan_b_1"]}, turn=3)
    b = position(["president", "bodyguard", "assassin", "assassin"],
                 rows={0: ["hit_weapon_01", "hit_location_01"]}, hands={3: ["hit_time_01", "hit_weather_01", "plan_b_1"]}, turn=3)
    assert GAME.view(a, 3) == GAME.view(b, 3)
    for level in LEVELS:
        assert decide(level, a, 3, 7) == decide(level, b, 3, 7), level


def test_the_expert_playouts_seat_a_style_per_seat_drawn_alike_for_every_candidate():
    """The search's playout table: every other seat gets one of the known styles (gauntlet styles and
    the usual player), the same draw for the same world seed, and over many worlds every style."""
    from desktop.bots.bodyguard.search import OPPONENTS, table_of

    first, again = table_of(7, 2, 6), table_of(7, 2, 6)
    assert sorted(first) == [0, 1, 3, 4, 5]
    assert [type(p) for p in first.values()] == [type(p) for p in again.values()]
    seen = {type(player) for seed in range(60) for player in table_of(seed, 0, 6).values()}
    assert seen == set(OPPONENTS.values())
