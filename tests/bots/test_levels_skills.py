"""Each level's key skill, in a situation built to need it: these fail if the skill breaks."""
import random

from desktop.bots import make_bot
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.mission.search import Searcher
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table, spy_on_the_deciding_mission

RES = GAMES["resistance"]


def _decide(level, state, seat, seed="x"):
    bot = make_bot("resistance", level, seat, random.Random(seed))
    bot.observe(RES.events_for(state, seat))
    return bot.decide(RES.view(state, seat))


def test_sound_votes_back_a_first_team_as_good_as_any_other():
    """Off the first team, nothing is known: normal and up approve it when the rounds' leaders before
    the hammer will not include them (rejecting only helps the spies choose); hard and up reject it
    when they will lead before the hammer (seat 0: the fifth proposal is theirs), since their own team
    (themselves aboard) is likelier clean."""
    roles = ["resistance", "spy", "resistance", "resistance", "spy", "resistance", "spy"]
    state = resistance_table(roles, leader=3)
    drive(RES, state, [(3, {"kind": "propose_team", "team": [3, 5]})])
    for seed in range(5):
        assert _decide("normal", state, 0, str(seed)) == {"kind": "vote", "approve": True}
        for level in ("normal", "hard", "expert"):
            assert _decide(level, state, 2, str(seed)) == {"kind": "vote", "approve": True}, level  # leads last
        for level in ("hard", "expert"):
            assert _decide(level, state, 0, str(seed)) == {"kind": "vote", "approve": False}, level


def test_even_easy_rejects_a_team_the_missions_prove_holds_a_spy():
    """Easy votes by gut and with a loose margin, but not for a team it knows holds a spy: seat 1 or 2
    failed the first mission, and a team with both of them (and easy itself) is sunk, off the hammer."""
    roles = ["resistance", "spy", "resistance", "resistance", "spy"]
    state = resistance_table(roles, leader=0)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [1, 2]}), *all_vote(5),
                       (1, {"kind": "mission_card", "card": "fail"}), (2, {"kind": "mission_card", "card": "success"}),
                       (1, {"kind": "propose_team", "team": [0, 1, 2]})])
    for seed in range(20):
        assert _decide("easy", state, 0, str(seed)) == {"kind": "vote", "approve": False}, seed


def test_hard_reads_votes_and_normal_spies_are_seen_by_it():
    """A seat that backed the team that failed and sank the clean ones is the likelier spy for hard."""
    roles = ["resistance", "resistance", "spy", "resistance", "spy"]
    state = resistance_table(roles, leader=0)
    # Proposal 1 (clean): the spies 2 and 4 reject it; proposal 2 (seat 1 with spy 2) passes and fails.
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 3]}),
                       *[(s, {"kind": "vote", "approve": s in (0, 3)}) for s in range(5)],
                       (1, {"kind": "propose_team", "team": [1, 2]}),
                       *[(s, {"kind": "vote", "approve": s in (1, 2, 4)}) for s in range(5)],
                       (1, {"kind": "mission_card", "card": "success"}), (2, {"kind": "mission_card", "card": "fail"})])
    view = RES.view(state, 0)
    hard = MissionPlayer(LEVEL_SKILLS["hard"], random.Random(0))
    hard.decide  # the measured model is loaded on the first decision; load it now
    from desktop.bots.mission.calibrated import measured_model
    hard._use_model(measured_model(5))
    odds = hard.worlds(Table(view)).spy_probability()
    assert odds[4] > odds[3]  # 4 backed the failed team from outside it; 3 did not


def test_expert_search_finds_the_winning_card_where_the_default_would_lose():
    """A spy on the deciding mission: the playouts see a fail win at once, and overrule a bad default."""
    state = spy_on_the_deciding_mission()
    view = RES.view(state, 4)
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(3))
    table = Table(view)
    worlds = player.worlds(table)
    player.worlds(table, public=True)
    searcher = Searcher(LEVEL_SKILLS["expert"], random.Random(3), MissionPlayer, clock=lambda: 0.0)  # no clock: count worlds only
    success, fail = {"kind": "mission_card", "card": "success"}, {"kind": "mission_card", "card": "fail"}
    choice = searcher.choose(RES, view, [fail], success, worlds, player.evidence, player.model, worlds_wanted=12, horizon=1)
    assert choice == fail
    assert searcher.last["plays"] >= 8 and searcher.last["values"][1] == 1.0 > searcher.last["values"][0]


def test_expert_search_keeps_the_default_between_equal_choices():
    """Two teams that are the same to every seat: no noise may flip the hard choice."""
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"])
    view = RES.view(state, 0)
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(1))
    table = Table(view)
    worlds = player.worlds(table)
    player.worlds(table, public=True)
    searcher = Searcher(LEVEL_SKILLS["expert"], random.Random(1), MissionPlayer, clock=lambda: 0.0)
    default = {"kind": "propose_team", "team": [0, 2]}
    same = {"kind": "propose_team", "team": [0, 2]}
    assert searcher.choose(RES, view, [same], default, worlds, player.evidence, player.model, worlds_wanted=8) == default


def test_expert_searches_only_decisions_that_matter():
    """At 7 players a good seat's early vote far from the hammer is answered by the hard policy without
    sampling a world, and so is a spy's (its mixed vote weighs what the vote gives away, which the
    playouts cannot). Near the hammer both a spy's vote and a good seat's are searched (their playouts
    seat the style programs, which rank them: player.ARGMAX_SPIES_AT, GOOD_VOTE_MARGIN_AT). At 5, where
    each vote weighs more, the good seat's early vote is searched."""
    roles = ["resistance", "spy", "resistance", "resistance", "spy", "resistance", "spy"]
    state = resistance_table(roles)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 2]})])
    bot = make_bot("resistance", "expert", 3, random.Random(0))
    bot.decide(RES.view(state, 3))
    assert bot.player.searcher is None
    spy = make_bot("resistance", "expert", 1, random.Random(0))
    spy.decide(RES.view(state, 1))
    assert spy.player.searcher is None
    state = resistance_table(roles)
    for leader in range(3):  # three rejected proposals: the fourth is one short of the hammer
        drive(RES, state, [(leader, {"kind": "propose_team", "team": [leader, 5]}), *all_vote(7, approve=False)])
    drive(RES, state, [(3, {"kind": "propose_team", "team": [3, 5]})])
    for seat, searched in ((1, True), (2, True)):  # a spy, a good seat
        voter = make_bot("resistance", "expert", seat, random.Random(0))
        voter.decide(RES.view(state, seat))
        assert (voter.player.searcher is not None) == searched, seat

    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"])
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 2]})])
    bot = make_bot("resistance", "expert", 3, random.Random(0))
    bot.decide(RES.view(state, 3))
    assert bot.player.searcher is not None


def test_at_7_players_the_expert_searches_a_good_leaders_team_but_not_a_spy_leaders():
    """The playouts rank a good leader's teams at 7 players (+0.41 against the oracle) but not a spy
    leader's (+0.09): the spy leads hard's team without sampling a world (player.UNRANKED). On the first
    mission the good leader's team is not searched either (player.FIRST_UNRANKED: there it cost in our own
    field); from the second it is."""
    searched = []
    for roles in (["resistance", "resistance", "spy", "resistance", "spy", "resistance", "spy"],
                  ["spy", "spy", "resistance", "resistance", "resistance", "resistance", "spy"]):
        for missions_played in (0, 1):
            state = resistance_table(roles)
            if missions_played:
                drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 3]}), *all_vote(7),
                                   *[(seat, {"kind": "mission_card", "card": "success"}) for seat in (0, 3)]])
            bot = make_bot("resistance", "expert", missions_played, random.Random(0))  # the leader: seat 0, then 1
            bot.decide(RES.view(state, missions_played))
            searched.append(bot.player.searcher is not None)
    assert searched == [False, True, False, False]


def test_the_replayed_hunt_finds_an_open_merlin_more_often():
    """Normal-level Avalon games that reach the shot (the normal Merlin votes his knowledge openly):
    the replayed hunt (each vote replayed as a plain good seat and as Merlin, avalon.simulated_odds)
    names Merlin more often than the rough tell. Against Merlins who hide (the gauntlet's, hard's) it
    misses more often, so no level shoots with it (benchmarks/assassin_bench.py)."""
    from desktop.bots.mission import avalon
    from desktop.bots.runner import make_bots, play

    game = GAMES["avalon"]
    config, _ = game.validate_config({"players": 5, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana"]}})
    rough = replayed = shots = 0
    for index in range(120):
        seen: list[Table] = []
        bots = make_bots(game, ["normal"] * 5, f"hunt{index}")
        for bot in bots:
            decide = bot.decide
            bot.decide = lambda view, decide=decide: (seen.append(Table(view)) if view.get("pending") == "assassinate" else None) or decide(view)
        state = play(game, config, f"hunt{index}", bots)
        if not seen:
            continue
        table = seen[-1]
        merlin = next(s for s in range(5) if game.view(state, s)["you"]["role"] == "merlin")
        shots += 1
        for odds, hit in ((avalon.merlin_odds(table), "rough"), (avalon.simulated_odds(table, MissionPlayer, random.Random(index)), "replayed")):
            best = max(sorted(odds), key=lambda s: (odds[s], -s))
            if hit == "rough":
                rough += best == merlin
            else:
                replayed += best == merlin
    assert shots >= 40
    assert replayed > rough


def test_the_expert_assassin_shoots_the_styled_reading_and_hard_the_rough_tell():
    """Hard shoots merlin_odds' likeliest seat; the expert shoots the styles' reading (hunt.py) with
    half the rough tell added; neither replays the game."""
    from desktop.bots.mission import avalon, hunt
    from desktop.bots.runner import make_bots, play

    game = GAMES["avalon"]
    config, _ = game.validate_config({"players": 5, "options": {}})
    shots = differ = 0
    for index in range(40):
        views: list[dict] = []
        bots = make_bots(game, ["hard"] * 5, f"shot{index}")
        for bot in bots:
            decide = bot.decide
            bot.decide = lambda view, decide=decide: (views.append(view) if view.get("pending") == "assassinate" else None) or decide(view)
        play(game, config, f"shot{index}", bots)
        for view in views:
            table = Table(view)
            rough, styled = avalon.merlin_odds(table), hunt.merlin_odds(table, avalon.knowing_play(table))
            rough, styled = (max(sorted(odds), key=lambda s: (odds[s], -s)) for odds in (rough, styled))
            assert MissionPlayer(LEVEL_SKILLS["hard"], random.Random(index)).decide(view, []) == {"kind": "assassinate", "target": rough}
            assert MissionPlayer(LEVEL_SKILLS["expert"], random.Random(index)).decide(view, []) == {"kind": "assassinate", "target": styled}
            shots += 1
            differ += rough != styled
    assert shots >= 10 and differ >= 1


def test_the_styled_hunt_hits_the_gauntlets_merlins_more_often_than_the_rough_tell():
    """Recommended-5 games among the gauntlet's styles (not the seed the rates were fitted on): at
    every shot, on the assassin's own view, the styled reading (hunt.py, as the expert shoots)
    names the real Merlin more often than the rough tell (as hard shoots)."""
    from desktop.bots.arena import make_deal, make_player, seat_players
    from desktop.bots.mission import avalon, hunt
    from desktop.bots.runner import seat_rng

    game = GAMES["avalon"]
    config, _ = game.validate_config({"players": 5, "options": dict(game.presets()["recommended-5"]["options"])})
    rough = styled = shots = 0
    for index in range(240):
        deal = make_deal(game, config, "styled-hunt", index)
        names = seat_players(deal, "gauntlet")
        bots = [make_player(game.name, names[s], s, seat_rng(deal.seed, s)) for s in range(5)]
        state = game.new_game(deal.config, deal.seed)
        while game.outcome(state) is None:
            seat = min(game.pending(state))
            view = game.view(state, seat)
            if view.get("pending") == "assassinate":
                table, merlin = Table(view), state.roles.index("merlin")
                for odds, styled_shot in ((avalon.merlin_odds(table), False), (hunt.merlin_odds(table, avalon.knowing_play(table)), True)):
                    hit = max(sorted(odds), key=lambda s: (odds[s], -s)) == merlin
                    styled, rough = (styled + hit, rough) if styled_shot else (styled, rough + hit)
                shots += 1
            game.apply(state, seat, bots[seat].decide(view))
    assert shots >= 100
    assert styled >= rough + 0.04 * shots


def test_hard_spy_lays_low_on_a_small_first_mission_and_normal_does_not():
    """Alone on a two-seat first mission the fail all but names the spy (the good leader knows it is
    not them): hard lets it pass and waits; normal fails at once."""
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=0)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]}), *all_vote(5), (0, {"kind": "mission_card", "card": "success"})])
    assert _decide("normal", state, 1) == {"kind": "mission_card", "card": "fail"}
    assert _decide("hard", state, 1) == {"kind": "mission_card", "card": "success"}


def test_search_overrides_the_default_only_on_a_clear_paired_win():
    from desktop.bots.mission.search import _clearly_better

    # Candidate 1 wins in 3 worlds of 16 and loses in 2: a coin flip, not evidence.
    noisy = [(1.0, [0.0, 1.0])] * 3 + [(1.0, [1.0, 0.0])] * 2 + [(1.0, [1.0, 1.0])] * 11
    assert _clearly_better(noisy, 2) == 0
    # Candidate 1 wins in 6 worlds and never loses; candidate 2 wins in 2.
    clear = [(1.0, [0.0, 1.0, 0.0])] * 6 + [(1.0, [0.0, 1.0, 1.0])] * 2 + [(1.0, [1.0, 1.0, 1.0])] * 8
    assert _clearly_better(clear, 3) == 1
    # A gain carried only by worlds the belief finds unlikely does not count.
    unlikely = [(0.01, [0.0, 1.0])] * 6 + [(1.0, [1.0, 1.0])] * 10
    assert _clearly_better(unlikely, 2) == 0


def test_shared_belief_cache_tells_apart_records_that_differ_only_in_a_passed_team():
    """Beliefs share their fixed part across seats; two records with the same fails and order but a
    different successful team must not share one (a success clears its team a little)."""
    from desktop.bots.mission import worlds as tracker

    def belief_after(team):
        state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=0)
        drive(RES, state, [(0, {"kind": "propose_team", "team": team}), *all_vote(5),
                           *[(s, {"kind": "mission_card", "card": "success"}) for s in team]])
        player = MissionPlayer(LEVEL_SKILLS["normal"], random.Random(0))
        return player.worlds(Table(RES.view(state, 2))).spy_probability()

    first, second = belief_after([0, 1]), belief_after([0, 3])
    assert first[1] < first[3] and second[3] < second[1]
    tracker._FIXED.clear()
    tracker._MISSION_LOGS.clear()
    assert belief_after([0, 1]) == first  # the same from a cold cache


def testchance_of_exactly_matches_counting_every_vote():
    from itertools import product

    from desktop.bots.mission.good import chance_of_exactly

    groups = [(2, 0.9), (1, 0.2), (3, 0.6)]
    voters = [p for size, p in groups for _ in range(size)]
    for wanted in range(len(voters) + 2):
        brute = 0.0
        for votes in product((0, 1), repeat=len(voters)):
            if sum(votes) == wanted:
                chance = 1.0
                for vote, p in zip(votes, voters):
                    chance *= p if vote else 1 - p
                brute += chance
        assert abs(chance_of_exactly(groups, wanted) - brute) < 1e-12


def test_hard_judges_a_team_by_the_worlds_where_its_vote_decides():
    """10 players, seat 0 good and off the team [1, 4, 8]: in the likelier world seat 4 is a spy, but
    then the four spies back the team and it passes whatever seat 0 votes; it hangs on seat 0 only
    in the world where it is clean (the spies sink it and every good vote is needed). Hard approves;
    the plain comparison (40% clean against a 60% alternative) rejects."""
    from dataclasses import replace

    from desktop.bots.mission import good
    from desktop.bots.mission.calibrated import measured_model
    from desktop.bots.mission.worlds import Worlds

    roles = ["resistance"] * 4 + ["spy"] * 4 + ["resistance"] * 2
    state = resistance_table(roles, leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 4, 8]})])
    table = Table(RES.view(state, 0))
    spies_with_4, spies_with_2 = (4, 5, 6, 7), (2, 5, 6, 7)
    worlds = Worlds(10, [(sum(1 << s for s in seats), seats) for seats in (spies_with_4, spies_with_2)], [0.6, 0.4])
    # A table whose spies vote their interest (as our normal level does): back dirty, sink clean.
    pure = {(evil, dirty, on, hammer): (0.98 if dirty else 0.02) if evil else (0.75 if dirty else 0.85)
            for evil in (True, False) for dirty in (True, False) for on in (True, False) for hammer in (True, False)}
    model = replace(measured_model(10), approve=pure)
    assert good.decisive_clean(table, worlds, model, 1) > 0.9
    hard = LEVEL_SKILLS["hard"]
    assert hard.decisive_votes
    assert good.approve(table, worlds, hard, random.Random(0), None, model)
    assert not good.approve(table, worlds, replace(hard, decisive_votes=False), random.Random(0), None, model)


def test_expert_leads_the_clean_team_the_table_will_pass():
    """7 players; mission 1 ([2, 4]) failed, so the table suspects seat 2 as much as seat 4. Leader 0
    knows the spies (4, 5, 6): [0, 1, 2], [0, 1, 3] and [0, 2, 3] are all clean to it, but the usual
    players off a team holding seat 2 reject it and the spies sink every clean team, so only [0, 1, 3]
    passes. The expert sends it every time (checked against the normal bots' real votes)."""
    from dataclasses import replace

    from desktop.bots.mission import good
    from desktop.bots.mission.worlds import Worlds

    def after_the_first_mission():
        state = resistance_table(["resistance"] * 4 + ["spy"] * 3, leader=6)
        return drive(RES, state, [(6, {"kind": "propose_team", "team": [2, 4]}), *all_vote(7),
                                  (2, {"kind": "mission_card", "card": "success"}),
                                  (4, {"kind": "mission_card", "card": "fail"})])

    def passes(team):
        state = after_the_first_mission()
        drive(RES, state, [(0, {"kind": "propose_team", "team": team}), (0, {"kind": "vote", "approve": True})])
        for seat in range(1, 7):
            drive(RES, state, [(seat, _decide("normal", state, seat))])
        return state.vote_history[-1]["approved"]

    table = Table(RES.view(after_the_first_mission(), 0))
    knows_the_spies = Worlds(7, [(0b1110000, (4, 5, 6))], [1.0])
    expert = LEVEL_SKILLS["expert"]
    plain = {tuple(good.propose(table, knows_the_spies, replace(expert, electable_teams=False), random.Random(i), [1])[1])
             for i in range(30)}
    assert plain == {(0, 1, 2), (0, 1, 3), (0, 2, 3)}
    for seed in range(30):
        assert good.propose(table, knows_the_spies, expert, random.Random(seed), [1])[1] == [0, 1, 3]
    assert passes([0, 1, 3]) and not passes([0, 2, 3]) and not passes([0, 1, 2])


def test_the_value_of_a_third_avalon_success_is_measured_not_guessed():
    """After three successes Avalon still hangs on evil's shot: the search's value for that score is
    the measured share of such games good went on to win, per player count."""
    from desktop.bots.mission import calibrate
    from desktop.bots.mission.calibrated import SHOT_SURVIVED, value_of

    measured = calibrate.measure_values("avalon", "normal", 5, 40, seed="shot-test")
    assert 0.0 <= measured["shot"] <= 1.0
    assert value_of("avalon", 5, 3, 1) == SHOT_SURVIVED[5] and value_of("avalon", 10, 3, 0) == SHOT_SURVIVED[10]
    assert value_of("resistance", 7, 3, 2) == 1.0 and value_of("avalon", 7, 1, 3) == 0.0


def test_expert_percival_tells_merlin_from_morgana_by_their_votes():
    """Percival (seat 0) sees seats 1 and 3 as Merlin and Morgana. Seat 1 rejects the team that then
    fails and seat 3 backs it: the votes of a seat that sees the evil ones. Weighing the good seat of
    his pair as Merlin (avalon.percival_tell), the expert's Percival is surer that 1 is Merlin than
    the same player reading 1's votes as a plain good seat's."""
    from dataclasses import replace

    from desktop.bots.mission.calibrated import measured_model

    avalon_game = GAMES["avalon"]
    roles = ["percival", "merlin", "loyal_servant", "morgana", "assassin"]
    state = avalon_game.new_game({"players": 5, "options": {"roles": roles, "first_leader": 0,
                                                            "roles_in_play": ["merlin", "percival", "assassin", "morgana"]}}, 1)
    drive(avalon_game, state, [(0, {"kind": "propose_team", "team": [0, 4]}),
                               *[(s, {"kind": "vote", "approve": s in (0, 3, 4)}) for s in range(5)],
                               (0, {"kind": "mission_card", "card": "success"}), (4, {"kind": "mission_card", "card": "fail"})])
    view = avalon_game.view(state, 0)
    assert any(f.get("fact") == "one_of_roles" and sorted(f["seats"]) == [1, 3] for f in view["knowledge"])
    odds = {}
    for reads in (False, True):
        player = MissionPlayer(replace(LEVEL_SKILLS["expert"], reads_merlin=reads), random.Random(0))
        player._use_model(measured_model(5))  # the expert's model, as its first decision loads it
        odds[reads] = player.worlds(Table(view)).spy_probability()
    assert odds[True][1] < odds[False][1] - 0.02
    assert abs(odds[True][1] + odds[True][3] - 1.0) < 1e-9  # exactly one of the pair is evil
