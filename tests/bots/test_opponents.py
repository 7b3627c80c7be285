"""The expert's opponent models (desktop/bots/mission/opponents.py): each seat's style is weighed by its
own play in a sampled world, and a modelled seat plays from its style's tables."""
import math
import random
from collections import Counter

from desktop.bots.mission import opponents
from desktop.bots.mission.opponents import NAMES, ModelSeat, StyleModels, tables_from
from desktop.bots.mission.style_fitted import STYLE_TABLES
from desktop.bots.runner import make_bots, play
from desktop.engine import GAMES

RES = GAMES["resistance"]


def _record(leader, team, votes, hammer=False):
    return {"leader": leader, "team": team, "hammer": hammer, "votes": votes, "approved": False}


def test_every_style_is_measured_at_every_count():
    for players in (5, 7, 10):
        assert set(STYLE_TABLES[players]) == set(NAMES)
        for table in STYLE_TABLES[players].values():
            assert len(table["approve"]) == 16 and len(table["fail"]) == 12
            assert all(0.0 <= p <= 1.0 for p in [*table["approve"].values(), *table["fail"].values()])


def test_a_seat_that_rejects_every_team_it_is_off_reads_as_paranoid():
    """Seat 3, good in this world, rejects four clean teams it is not on: of the styles, the paranoid
    rejector (who backs only teams it rides) explains that best, and the posterior is Bayes' rule on
    the tables' rates, seat by seat."""
    models = StyleModels(5)
    evil = 0b10010  # seats 1 and 4
    records = [_record(0, [0, 2], {0: True, 1: False, 2: True, 3: False, 4: False}) for _ in range(4)]
    posterior = models.posterior(records, evil, 5)
    names = models.names
    assert max(names, key=lambda name: posterior[3][names.index(name)]) == "paranoid"

    def clamp(p):
        return min(0.97, max(0.03, p))

    def likelihood(name):
        rate = clamp(models.tables[name]["approve"][(False, False, False, False)])
        return (1 - rate) ** 4

    total = sum(likelihood(name) for name in names)
    for name in names:
        assert math.isclose(posterior[3][names.index(name)], likelihood(name) / total, rel_tol=1e-9)
    # The leader's clean team is weighed by the leader tables too, and seat 2's yes votes by its own.
    assert posterior[0] != posterior[2]


def test_a_spy_that_backs_clean_teams_reads_as_a_cautious_or_deceiving_one():
    models = StyleModels(5)
    evil = 0b00110  # seats 1 and 2
    records = [_record(0, [0, 3], {0: True, 1: True, 2: False, 3: True, 4: True}) for _ in range(3)]
    posterior = models.posterior(records, evil, 5)
    names = models.names
    best = max(names, key=lambda name: posterior[1][names.index(name)])
    assert best in ("cautious", "deceiver")  # the styles whose spies vote as resistance would
    assert posterior[1][names.index("reader")] < 0.05


class _Fallback:
    def decide(self, view, events):
        return {"kind": "fallback"}


def test_a_modelled_seat_votes_and_fails_from_its_tables_and_passes_the_rest_on():
    always = {"approve": {(e, d, o, h): 1.0 if d else 0.0 for e in (True, False) for d in (True, False)
                          for o in (True, False) for h in (True, False)},
              "fail": {(stage, lone, share): 0.0 for stage in ("first", "later", "deciding") for lone in (True, False)
                       for share in (True, False)}}
    seat = ModelSeat(always, evil_mask=0b00010, fallback=_Fallback(), rng=random.Random(0))
    vote = [{"kind": "vote", "params": {"approve": {"type": "one_of", "of": [True, False]}}}]
    base = {"you": {"seat": 1}, "missions": [None] * 5, "mission_order": [], "vote_track": 0, "pending": None,
            "mission": 0, "fails_needed": [1] * 5}
    assert seat.decide({**base, "legal": vote, "team": [1, 2]}, []) == {"kind": "vote", "approve": True}  # dirty: seat 1 aboard
    assert seat.decide({**base, "legal": vote, "team": [0, 2]}, []) == {"kind": "vote", "approve": False}
    card = [{"kind": "mission_card", "params": {"card": {"type": "one_of", "of": ["success", "fail"]}}}]
    assert seat.decide({**base, "legal": card, "team": [1, 2]}, []) == {"kind": "mission_card", "card": "success"}
    propose = [{"kind": "propose_team", "params": {}}]
    assert seat.decide({**base, "legal": propose, "team": []}, []) == {"kind": "fallback"}


def test_a_spy_card_is_read_by_whether_the_coordination_rule_gives_it_the_fail():
    """Two spies aboard a one-fail mission: the rule our levels and most styles follow (the lowest-seat
    spy fails, the other passes) makes each one's card nearly certain, not the even chance a table
    keyed only by "not the only spy aboard" gave (0.45 for the reader at 7 players, 0.32 for our normal
    level), which had the expert's playouts see two such spies aboard let a mission pass a third of
    the time or more."""
    view = {"you": {"seat": 4}, "missions": [None] * 5, "mission_order": [0], "team": [1, 2, 4], "mission": 1,
            "fails_needed": [1, 1, 1, 2, 1]}
    evil = 0b10010  # seats 1 and 4 aboard, seat 1 the lower
    assert opponents.card_context(view, evil) == ("later", False, False)
    assert opponents.card_context(view, evil, seat=1) == ("later", False, True)
    assert opponents.card_context({**view, "team": [2, 4]}, evil) == ("later", True, True)
    # A two-fail mission: both spies aboard have their share; a lone spy has none (it cannot fail it).
    assert opponents.card_context({**view, "mission": 3}, evil)[2] is True
    assert opponents.card_context({**view, "mission": 3, "team": [2, 4]}, evil)[2] is False
    for players in (7, 10):
        reader = STYLE_TABLES[players]["reader"]["fail"]
        assert reader[("later", False, True)] > 0.9 and reader[("later", False, False)] < 0.1
        # The early saboteur fails with or without its share: that is the style.
        assert STYLE_TABLES[players]["aggressive"]["fail"][("later", False, False)] > 0.7


def test_rates_shrink_towards_the_pooled_rate():
    """Three yes votes out of four, pooled rate 0.5, prior weight 4: (3 + 2) / 8."""
    counts = Counter()
    key = ("vote", "reader", False, False, False, False)
    counts[key] += 4
    counts[key + ("yes",)] += 3
    counts[("vote", "normal", False, False, False, False)] += 4
    counts[("vote", "normal", False, False, False, False, "yes")] += 1
    tables = tables_from(counts)
    assert math.isclose(tables["reader"]["approve"][(False, False, False, False)], round((3 + 4 * 0.5) / 8, 3))


def test_the_expert_searches_with_modelled_seats_and_plays_legal_games():
    """A whole 5-player game, one expert among normal players: every decision legal (play() checks
    it), and the search ran with its style models."""
    bots = make_bots(RES, ["expert", "normal", "normal", "normal", "normal"], "opponents")
    state = play(RES, {"players": 5, "options": {}}, "opponents", bots)
    assert RES.outcome(state) is not None
    assert any(bot.player.searcher is not None and bot.player.searcher.models for bot in bots)


def test_the_expert_reads_each_seat_as_a_mixture_over_every_style_table_and_hard_over_the_refit_styles():
    """The expert and hard weigh each seat's votes against every style's measured rates (seat by seat,
    as worlds.SoftEvidence does): the styles refit in fitted.py (calibrated.measured_model), one table
    per gauntlet style and our normal level."""
    from desktop.bots.mission.player import MissionPlayer
    from desktop.bots.skill import LEVEL_SKILLS
    from tests.bots.scenarios import resistance_table

    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=0)
    view = RES.view(state, 0)
    voters = {}
    for level in ("hard", "expert"):
        player = MissionPlayer(LEVEL_SKILLS[level], random.Random(0))
        player.decide(view, [])  # loads the level's model
        voters[level] = player.model.voters
    from desktop.bots.mission.calibrated import measured_model

    # Both read every style of the gauntlet and our normal level, by the vote's stage (fitted.py).
    assert voters["hard"] == voters["expert"] == measured_model(5).voters
    assert len(voters["expert"]) == len(STYLE_TABLES[5])
