"""The Cleric hunt and the lovers shot read the whole game for their own tells (avalon.py), not Merlin's."""
import random

from desktop.bots.mission.avalon import assassinate, merlin_odds
from desktop.bots.mission.reading import Table
from tests.bots.scenarios import assassin_view


def test_the_lovers_shot_names_the_pair_that_trusted_each_other_not_the_two_likeliest_merlins():
    roles = ["assassin", "minion", "merlin", "tristan", "isolde", "loyal_servant", "minion"]
    # Seats 2 and 5 sink every team holding an evil seat; 3 and 4 each back every team holding the
    # other (their partner, whom they know to be good), even with an evil seat aboard.
    proposals = []
    for _ in range(2):
        for team in ([1, 3], [1, 4], [6, 3], [6, 4]):
            partner = 4 if 3 in team else 3
            votes = {s: s in (0, 1, 6) or s == partner or s in team for s in range(7)}
            proposals.append((0, team, votes))
    view = assassin_view(roles, first_leader=0, proposals=proposals)
    table = Table(view)
    odds = merlin_odds(table)
    assert sorted(sorted(odds, key=odds.get)[-2:]) == [2, 5]  # what the old shot (Merlin's scoring) named
    specs = [{"kind": "assassinate_lovers", "params": {"targets": {"type": "subset", "of": [2, 3, 4, 5], "size": 2}}}]
    assert assassinate(specs, table, random.Random(0)) == {"kind": "assassinate_lovers", "targets": [3, 4]}


def test_the_cleric_hunt_names_the_seat_that_knew_the_first_leader_not_the_likeliest_merlin():
    roles = ["assassin", "minion", "merlin", "cleric", "loyal_servant"]
    # The first leader (seat 1) is evil: the Cleric (3) knows it and sinks the teams holding it.
    # Merlin (2) sinks every team with an evil seat; the Cleric backs [0, 4] (he does not know 0).
    proposals = [(1, [0, 4], {0: True, 1: True, 2: False, 3: True, 4: True}),
                 (1, [1, 4], {0: True, 1: True, 2: False, 3: False, 4: True}),
                 (1, [1, 2], {0: True, 1: True, 2: True, 3: False, 4: True})]
    table = Table(assassin_view(roles, first_leader=1, proposals=proposals))
    odds = merlin_odds(table)
    assert max(odds, key=odds.get) == 2  # what the old hunt (Merlin's scoring) named
    specs = [{"kind": "hunt_cleric", "params": {"target": {"type": "one_of", "of": [2, 3, 4]}}}]
    assert assassinate(specs, table, random.Random(0)) == {"kind": "hunt_cleric", "target": 3}


def test_the_hunt_names_a_servant_on_the_seat_that_looked_least_like_merlin():
    roles = ["assassin", "minion", "merlin", "cleric", "loyal_servant"]
    proposals = [(1, [0, 4], {0: True, 1: True, 2: False, 3: True, 4: True}),
                 (1, [1, 3], {0: True, 1: True, 2: False, 3: True, 4: True})]
    table = Table(assassin_view(roles, first_leader=1, proposals=proposals))
    specs = [{"kind": "name_role", "params": {"target": {"type": "one_of", "of": [2, 4]},
                                              "role": {"type": "one_of", "of": ["percival", "loyal_servant"]}}}]
    assert assassinate(specs, table, random.Random(0)) == {"kind": "name_role", "target": 4, "role": "loyal_servant"}


def test_the_experts_replayed_hunt_names_the_cleric_too():
    from desktop.bots.mission.player import MissionPlayer

    roles = ["assassin", "minion", "merlin", "cleric", "loyal_servant"]
    proposals = [(1, [0, 4], {0: True, 1: True, 2: False, 3: True, 4: True}),
                 (1, [1, 4], {0: True, 1: True, 2: False, 3: False, 4: True}),
                 (1, [1, 2], {0: True, 1: True, 2: True, 3: False, 4: True})]
    table = Table(assassin_view(roles, first_leader=1, proposals=proposals))
    specs = [{"kind": "hunt_cleric", "params": {"target": {"type": "one_of", "of": [2, 3, 4]}}}]
    assert assassinate(specs, table, random.Random(0), MissionPlayer) == {"kind": "hunt_cleric", "target": 3}


def test_the_styled_hunt_forgives_merlin_for_backing_the_mordred_he_cannot_see():
    """Seat 3 sinks every team holding evil seat 1 and backs every team holding evil seat 2. If seat 2
    may be Mordred (whom Merlin does not see), that is how Merlin votes; if Merlin sees both, it is
    how he never votes. The same record reads more like Merlin in the first game (hunt.py)."""
    from desktop.bots.mission import hunt

    proposals = []
    for team in ([1, 4], [2, 5], [1, 6], [2, 4], [1, 5], [2, 6]):
        votes = {s: True for s in range(7)}
        votes[3] = 1 not in team
        proposals.append((0, team, votes))
    scores = {}
    for roles in (["assassin", "minion", "mordred", "merlin", "loyal_servant", "loyal_servant", "loyal_servant"],
                  ["assassin", "minion", "minion", "merlin", "loyal_servant", "loyal_servant", "loyal_servant"]):
        table = Table(assassin_view(roles, first_leader=0, proposals=proposals))
        assert table.known_evil and set(table.known_evil) >= {1, 2}
        scores["mordred" in roles] = hunt.merlin_scores(table)[3]
    assert scores[True] > scores[False] + 1.0


def _one_clear_merlin_view() -> dict:
    """The Assassin's (seat 0) view at the shot: seat 2 sank every team holding evil seat 1 and backed
    every clean one, seats 3 and 4 backed every team: the read names seat 2."""
    roles = ["assassin", "morgana", "merlin", "percival", "loyal_servant"]
    proposals = []
    for _ in range(2):
        for team in ([1, 3], [3, 4], [1, 4], [2, 3]):
            votes = {s: True for s in range(5)}
            votes[2] = 1 not in team
            proposals.append((0, team, votes))
    view = assassin_view(roles, first_leader=0, proposals=proposals)
    view["pending"] = "assassinate"
    view["legal"] = [{"kind": "assassinate", "params": {"target": {"type": "one_of", "of": [1, 2, 3, 4]}}}]
    return view


def test_the_casual_assassin_shoots_on_a_hunch_now_and_then_the_others_never():
    """Easy's noise reaches the shot too: that often it names any seat not known evil, not the read's
    pick (a casual player does not weigh every vote of the game); normal and hard always shoot the read."""
    from desktop.bots.mission.player import MissionPlayer
    from desktop.bots.skill import LEVEL_SKILLS

    view = _one_clear_merlin_view()
    assert max(merlin_odds(Table(view)).items(), key=lambda item: item[1])[0] == 2
    shots = {}
    for level in ("easy", "normal", "hard"):
        targets = [MissionPlayer(LEVEL_SKILLS[level], random.Random(seed)).decide(view, [])["target"] for seed in range(300)]
        shots[level] = {seat: targets.count(seat) for seat in set(targets)}
    assert shots["normal"] == shots["hard"] == {2: 300}
    assert 1 not in shots["easy"]  # never a fellow evil seat
    hunches = 300 - shots["easy"][2]
    # noise 0.3, and two of the hunch's three seats miss the read's pick: about 60 of 300
    expected = 300 * LEVEL_SKILLS["easy"].noise * 2 / 3
    assert abs(hunches - expected) < 25, (hunches, expected)


def test_the_cleric_hunt_and_the_lovers_shot_read_the_last_rounds_too():
    """Issue #17 item 5 (d): the Cleric hunt and the lovers shot weigh every proposal of the game, as the
    Merlin shot does, not only the opening ones. Each record below opens with proposals that tell
    nothing (teams holding no seat the tell is about) and puts every telling vote in the last rounds
    (rounds 3 and 4): with them the shot names the Cleric / the lovers; cut off before them the read
    is level, and the tie goes to the lowest seat / pair, which is not the answer."""
    roles = ["assassin", "minion", "merlin", "cleric", "loyal_servant"]
    quiet = [(1, [2, 4], {s: True for s in range(5)})] * 12  # the first leader (1, evil) on no team
    telling = [(1, [0, 4], {0: True, 1: True, 2: False, 3: True, 4: True}),
               (1, [1, 4], {0: True, 1: True, 2: False, 3: False, 4: True}),
               (1, [1, 2], {0: True, 1: True, 2: True, 3: False, 4: True})]
    specs = [{"kind": "hunt_cleric", "params": {"target": {"type": "one_of", "of": [2, 3, 4]}}}]
    whole = assassin_view(roles, first_leader=1, proposals=quiet + telling)
    assert [record["round"] for record in whole["vote_history"][-3:]] == [3, 3, 3]
    assert assassinate(specs, Table(whole), random.Random(0)) == {"kind": "hunt_cleric", "target": 3}
    assert assassinate(specs, Table(assassin_view(roles, first_leader=1, proposals=quiet)), random.Random(0)) == {"kind": "hunt_cleric", "target": 2}

    roles = ["assassin", "minion", "merlin", "tristan", "isolde", "loyal_servant", "minion"]
    quiet = [(0, [1, 6], {s: True for s in range(7)})] * 12  # teams of evil seats only: no target aboard
    telling = []
    for _ in range(2):
        for team in ([1, 3], [1, 4], [6, 3], [6, 4]):
            partner = 4 if 3 in team else 3
            telling.append((0, team, {s: s in (0, 1, 6) or s == partner or s in team for s in range(7)}))
    specs = [{"kind": "assassinate_lovers", "params": {"targets": {"type": "subset", "of": [2, 3, 4, 5], "size": 2}}}]
    whole = assassin_view(roles, first_leader=0, proposals=quiet + telling)
    assert whole["vote_history"][-1]["round"] == 4
    assert assassinate(specs, Table(whole), random.Random(0)) == {"kind": "assassinate_lovers", "targets": [3, 4]}
    assert assassinate(specs, Table(assassin_view(roles, first_leader=0, proposals=quiet)), random.Random(0)) == {"kind": "assassinate_lovers", "targets": [2, 3]}
