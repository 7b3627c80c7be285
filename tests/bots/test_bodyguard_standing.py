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


def exact_one_round_left(players, president, totals, twos, seat, points):
    """P(`seat` wins) with one round to come, by enumerating that round's outcomes under standing.py's
    model (REFERENCE.md §4.9 scoring): the next President is the left neighbour; the Bodyguard is the
    spare or one of the others, uniformly; then a rescue, an assassination (its killer uniform among
    the Assassins) or the President's win, at the measured rates."""
    from desktop.bots.bodyguard.standing import OUTCOMES

    (rescue, kill, chief_wins), spare = OUTCOMES[players]
    chief = (president + 1) % players
    others = [s for s in range(players) if s != chief]
    now = [(t + p, w + (p == 2)) for t, p, w in zip(totals, points, twos)]

    def wins(award):
        final = [(t + award.get(s, 0), w + (award.get(s, 0) == 2)) for s, (t, w) in enumerate(now)]
        return float(all(final[s] <= final[seat] for s in range(players) if s != seat))

    chance = 0.0
    for bodyguard in [None, *others]:
        weight = spare if bodyguard is None else (1 - spare) / len(others)
        rates = (0.0, kill / (1 - rescue), chief_wins / (1 - rescue)) if bodyguard is None else (rescue, kill, chief_wins)
        if bodyguard is not None:
            chance += weight * rates[0] * wins({bodyguard: 2, chief: 1})
        chance += weight * rates[2] * wins({chief: 2, **({bodyguard: 1} if bodyguard is not None else {})})
        assassins = [s for s in others if s != bodyguard]
        for killer in assassins:
            award = {s: 1 for s in assassins} | {killer: 2}
            chance += weight * rates[1] / len(assassins) * wins(award)
    return chance


def test_the_drawn_rounds_are_enough_to_tell_close_outcomes_apart():
    """With one round to come the chance can be enumerated: the drawn scenarios must be close to it,
    closer than a 160-draw set was (off by 0.05 here at 8 players; the search's margin is 0.005)."""
    cases = [
        ([3, 4, 2, 5, 4, 3, 2, 1], [1, 1, 0, 2, 1, 1, 0, 0], [0, 2, 1, 0, 0, 0, 0, 0]),
        ([3, 4, 2, 5, 4, 3, 2, 1], [1, 1, 0, 2, 1, 1, 0, 0], [1, 1, 0, 1, 2, 1, 1, 0]),
        ([5, 5, 4, 4, 3, 3, 2, 2], [2, 1, 1, 1, 1, 0, 0, 0], [0, 0, 2, 1, 0, 0, 0, 0]),
        ([5, 5, 4, 4, 3, 3, 2, 2], [2, 1, 1, 1, 1, 0, 0, 0], [0, 1, 1, 1, 1, 1, 2, 0]),
        ([6, 4, 4, 4, 4, 2, 2, 2], [2, 1, 1, 1, 1, 0, 0, 0], [0, 2, 1, 0, 0, 0, 0, 0]),
    ]
    worst = 0.0
    for president in (0, 3, 6):
        for totals, twos, points in cases:
            game = Standing(8, 6, president, totals, twos)
            for seat in (1, 2, 4):
                exact = exact_one_round_left(8, president, totals, twos, seat, points)
                worst = max(worst, abs(game.win_chance(seat, points) - exact))
    assert worst < 0.03
