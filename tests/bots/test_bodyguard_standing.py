"""The expert's playout value: the chance to win the game after a round's points (standing.py, §4.9)."""
from desktop.bots.bodyguard import search
from desktop.bots.bodyguard.standing import Standing


def standing(players, round_, totals, twos):
    return Standing(players, round_, 0, totals, twos)


def test_in_the_last_round_only_the_game_counts():
    """The last round (no rounds after it): points that leave me below the leader are worth nothing,
    a tie on points goes to more 2-point awards, and a tie on both is a shared win, a win."""
    last = standing(4, 3, totals=[6, 3, 2, 2], twos=[2, 1, 0, 0])
    assert last.win_chance(1, [0, 2, 1, 0]) == 0.0  # 5 against 6
    assert last.win_chance(1, [0, 0, 1, 1]) == 0.0
    assert last.win_chance(1, [1, 2, 0, 0]) == 0.0
    assert last.win_chance(1, [0, 2, 0, 1]) == 0.0  # 5 against 6 still
    assert last.win_chance(0, [0, 2, 1, 0]) == 1.0
    tied = standing(4, 3, totals=[6, 4, 2, 2], twos=[2, 1, 0, 0])
    assert tied.win_chance(1, [0, 2, 1, 0]) == 1.0  # 6 and 6, two 2-point awards each: shared
    assert tied.win_chance(1, [1, 2, 0, 0]) == 0.0  # 7 against 6
    fewer_twos = standing(4, 3, totals=[6, 5, 2, 2], twos=[2, 0, 0, 0])
    assert fewer_twos.win_chance(1, [0, 1, 0, 0]) == 0.0  # 6 and 6, but one 2-point award less


def test_early_on_every_point_helps_and_a_lead_is_worth_more_late():
    early = standing(6, 0, totals=[0] * 6, twos=[0] * 6)
    chances = [early.win_chance(1, [0, p, 0, 0, 0, 0]) for p in (0, 1, 2)]
    assert chances[0] < chances[1] < chances[2] < 1.0
    late = standing(6, 4, totals=[4, 4, 3, 3, 3, 3], twos=[1] * 6)
    assert late.win_chance(1, [0, 2, 0, 0, 0, 0]) - late.win_chance(1, [0] * 6) > chances[2] - chances[0]


def test_the_search_scores_a_round_by_the_game():
    """A round that ended without points for anyone, or did not end, is worth my chance as things stand."""
    last = standing(4, 3, totals=[6, 3, 2, 2], twos=[2, 1, 0, 0])
    assert search.score(None, 0, last) == search.score([0, 0, 0, 0], 0, last) == 1.0
    assert search.score([0, 2, 1, 1], 1, last) == 0.0
