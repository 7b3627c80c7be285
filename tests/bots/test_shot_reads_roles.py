"""The expert's Merlin shot reads the other roles a shot can mistake for Merlin (hunt.shot_odds):
Tristan and Isolde, who each know the other is good, and Oberon, evil but unknown to the assassin."""
import math
import random
import runpy

import pytest

from desktop.bots.mission import hunt, lovers_fit
from desktop.bots.mission.avalon import assassinate
from desktop.bots.mission.lovers_fitted import LOVER_GAMES, LOVER_RATES
from desktop.bots.mission.reading import Table
from tests.bots.scenarios import assassin_view

TEN = ["assassin", "morgana", "mordred", "oberon", "merlin", "percival", "tristan", "isolde", "loyal_servant", "loyal_servant"]


def test_a_fail_no_seat_i_know_could_cast_puts_oberon_on_that_team():
    # Seats 1 and 2 are the evil seats the assassin knows besides itself. Mission 1 ([4, 5]) failed with
    # neither aboard: Oberon is 4 or 5. Mission 2 ([1, 6]) failed once with seat 1 aboard: it weighs 4 and 5 alike.
    table = Table(assassin_view(TEN, missions=[([4, 5], 1), ([1, 6], 1)]))
    assert set(table.known_evil) == {0, 1, 2}
    chances = hunt.oberon_chances(table, range(3, 10))
    assert chances[4] == pytest.approx(0.5) and chances[5] == pytest.approx(0.5)
    assert all(chances[s] == 0 for s in (3, 6, 7, 8, 9))


def test_no_oberon_hidden_means_no_oberon_read():
    roles = ["assassin", "morgana", "merlin", "percival", "loyal_servant"]
    assert hunt.oberon_chances(Table(assassin_view(roles)), range(2, 5)) is None


def test_without_lovers_or_oberon_the_joint_shot_is_merlins_reading_alone():
    """Avalon 5 and 7 (no lovers, no Oberon) shoot exactly as before."""
    roles = ["assassin", "morgana", "merlin", "percival", "loyal_servant"]
    proposals = [(3, [1, 4], {0: True, 1: True, 2: False, 3: True, 4: True}), (4, [2, 3], {0: False, 1: False, 2: True, 3: True, 4: False})]
    table = Table(assassin_view(roles, proposals))
    rough = {s: 0.3 * s for s in range(5)}
    odds, lovers = hunt.shot_odds(table, hunt.styled_scores(table, lambda evil: rough))
    assert lovers == {}
    assert odds == pytest.approx(hunt.merlin_odds(table, rough))


def _lovers_and_a_hiding_merlin():
    """Seats 6 and 7 lead teams holding each other and vote as if they knew every seat: they back the clean
    teams and sink every team holding seat 1 (evil). Merlin (4) sinks those too, but backs the first he is
    on. The other leaders (8, 9) take a different partner each time."""
    everyone = set(range(10))
    proposals = []
    for third in (5, 3, 9):
        proposals.append((6, [6, 7, third], {s: True for s in everyone}))
        proposals.append((7, [7, 6, 8 if third != 9 else 5], {s: True for s in everyone}))
        proposals.append((8, [8, third, 1], {s: s not in (4, 6, 7) for s in everyone}))
        proposals.append((9, [9, 4, 1], {s: s not in ((6, 7) if third == 5 else (4, 6, 7)) for s in everyone}))
    return Table(assassin_view(TEN, proposals))


def test_the_fitted_lover_rates_find_lovers_who_lead_each_other_and_it_clears_them_as_merlin():
    table = _lovers_and_a_hiding_merlin()
    alone = hunt.merlin_odds(table)
    odds, lovers = hunt.shot_odds(table, hunt.styled_scores(table, lambda evil: {}), range(3, 10))
    assert max(lovers, key=lovers.get) == (6, 7) and lovers[(6, 7)] > 0.9
    assert alone[6] + alone[7] > 0.2  # read alone, a lover is a likely Merlin here
    assert odds[6] + odds[7] < 0.05 * (alone[6] + alone[7])  # read with the lovers, hardly


def test_merlin_and_the_lovers_are_read_together_by_hand(monkeypatch):
    """Seats 3-7 may be Merlin or lovers (no Oberon in the deck). Merlin's reading alone: 4 and 5 (weight
    4 each) over 3 (weight 2) over 6 and 7 (1). The lovers' reading: (4, 5) ten times any other pair.
    A seating's weight is Merlin's times the pair's, Merlin not in the pair. By hand, summed over the
    ten pairs: m=3: 2 * (10 + 5) = 30; m=4: 4 * 6 = 24; m=5: 24; m=6: 1 * (10 + 5) = 15; m=7: 15;
    108 in all. The lovers (4, 5): (2 + 1 + 1) * 10 = 40 of 108."""
    roles = ["assassin", "morgana", "minion", "merlin", "tristan", "isolde", "loyal_servant", "loyal_servant"]
    table = Table(assassin_view(roles))
    merlin = {3: math.log(2), 4: math.log(4), 5: math.log(4), 6: 0.0, 7: 0.0}
    monkeypatch.setattr(hunt, "lovers_scores", lambda t, seats: {(a, b): math.log(10) if (a, b) == (4, 5) else 0.0
                                                                 for a in range(3, 8) for b in range(a + 1, 8)})
    odds, lovers = hunt.shot_odds(table, lambda evil: merlin, range(3, 8))
    assert odds == pytest.approx({3: 30 / 108, 4: 24 / 108, 5: 24 / 108, 6: 15 / 108, 7: 15 / 108})
    assert lovers[(4, 5)] == pytest.approx(40 / 108)
    assert sum(lovers.values()) == pytest.approx(1.0)


def test_merlin_is_read_as_seeing_the_seat_that_may_be_oberon_by_hand():
    """Seats 2-6 may be Merlin or Oberon. Mission 1 ([2, 3]) failed with no evil seat I know aboard:
    Oberon is 2 or 3, half each. Seat 3's game reads as Merlin's (weight 4) only if 2 is evil, as Merlin
    sees him; every other reading weighs 1. By hand: Oberon 2 (1/2): Merlin 3, 4, 5, 6 weigh 4, 1, 1, 1;
    Oberon 3 (1/2): Merlin 2, 4, 5, 6 weigh 1 each. Summed: 3: 2; 2: 1/2; 4, 5, 6: 1 each; 5.5 in all."""
    roles = ["assassin", "morgana", "oberon", "merlin", "percival", "loyal_servant", "loyal_servant"]
    table = Table(assassin_view(roles, missions=[([2, 3], 1)]))
    assert set(table.known_evil) == {0, 1}
    odds, lovers = hunt.shot_odds(table, lambda evil: {s: math.log(4) if s == 3 and 2 in evil else 0.0 for s in range(2, 7)})
    assert lovers == {}
    assert odds == pytest.approx({2: 0.5 / 5.5, 3: 2 / 5.5, 4: 1 / 5.5, 5: 1 / 5.5, 6: 1 / 5.5})


def test_a_lovers_refit_of_one_count_keeps_the_others(tmp_path):
    fitted = tmp_path / "lovers_fitted.py"
    table = {"normal": {"pair": {"p:0:0": (3, 4)}, "plain": {"p:0:0": (1, 4)}}}
    lovers_fit.write({8: table}, {8: 7}, fitted)
    written = runpy.run_path(str(fitted))
    assert written["LOVER_RATES"][8] == table and written["LOVER_GAMES"][8] == 7
    for players in LOVER_RATES:
        assert written["LOVER_RATES"][players] == LOVER_RATES[players]
        assert written["LOVER_GAMES"][players] == LOVER_GAMES[players]


def test_the_shipped_lover_rates_were_measured_for_every_player_of_the_field():
    assert set(LOVER_RATES) == {9, 10}
    for table in LOVER_RATES.values():
        assert set(table) == {"aggressive", "cautious", "deceiver", "paranoid", "reader", "statistician", "hard", "normal"}
        assert sum(n for style in table.values() for _yes, n in style["pair"].values()) > 1000
        assert sum(n for style in table.values() for _yes, n in style["plain"].values()) > 10000


@pytest.mark.parametrize("argv", [["x"], ["10=0"], ["5=100"], ["11=5"], ["10"]])
def test_lovers_fit_refuses_bad_arguments_in_one_line(argv, monkeypatch, capsys):
    monkeypatch.setattr(lovers_fit, "measure", lambda *a: pytest.fail("measured on bad arguments"))
    assert lovers_fit.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("lovers_fit: ")


def test_the_expert_shot_takes_the_lovers_when_they_are_likelier_than_merlin():
    table = _lovers_and_a_hiding_merlin()
    specs = [{"kind": "assassinate", "params": {"target": {"type": "one_of", "of": list(range(3, 10))}}},
             {"kind": "assassinate_lovers", "params": {"targets": {"type": "subset", "of": list(range(3, 10)), "size": 2}}}]
    odds, lovers = hunt.shot_odds(table, hunt.styled_scores(table, lambda evil: {}), range(3, 10))
    shot = assassinate(specs, table, random.Random(0), styled=True)
    if max(lovers.values()) > max(odds.values()):
        assert shot == {"kind": "assassinate_lovers", "targets": [6, 7]}
    else:
        assert shot == {"kind": "assassinate", "target": 4}


def test_hard_reads_the_other_roles_and_normal_does_not():
    """The levels' shots: normal reads Merlin's tell alone and names a lover at this table; hard reads
    the same tell together with the lovers and does not."""
    from desktop.bots.mission.player import MissionPlayer
    from desktop.bots.skill import LEVEL_SKILLS

    table = _lovers_and_a_hiding_merlin()
    view = dict(table.view, pending="assassinate",
                legal=[{"kind": "assassinate", "params": {"target": {"type": "one_of", "of": list(range(3, 10))}}}])
    shots = {level: MissionPlayer(LEVEL_SKILLS[level], random.Random(0)).decide(view, [])["target"] for level in ("normal", "hard")}
    assert shots["normal"] in (6, 7)
    assert shots["hard"] not in (6, 7)
