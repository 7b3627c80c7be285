"""The review explains the expert's good vote as the expert cast it: by its bar where it votes by one
(Resistance 5 and 7 from the second mission: good.vote_bar), by the comparison with the next team elsewhere."""
from __future__ import annotations

from desktop.bots.mission import good
from desktop.engine import GAMES
from desktop.review.explain import expert_advice
from desktop.review.reasons import REASONS
from tests.bots.scenarios import all_vote, drive, resistance_table
from ui.review_text import ORDER

RES = GAMES["resistance"]


def _vote_view(roles, team, missions_played, by_side=False):
    """Seat 0 (good) asked to vote on `team`, after `missions_played` clean missions sent by seat 0 itself.
    Every seat approves those, or with `by_side` the spies reject them, as our own level's spies do."""
    state = resistance_table(roles)
    for leader in range(missions_played):
        size = RES.view(state, 0)["team_sizes"][leader]
        sent = [leader, *[s for s in range(1, len(roles)) if roles[s] == "resistance" and s != leader]][:size]
        votes = [(seat, {"kind": "vote", "approve": role == "resistance"}) for seat, role in enumerate(roles)] if by_side \
            else all_vote(len(roles))
        drive(RES, state, [(leader, {"kind": "propose_team", "team": sent}), *votes,
                           *[(seat, {"kind": "mission_card", "card": "success"}) for seat in sent]])
    leader = missions_played
    drive(RES, state, [(leader, {"kind": "propose_team", "team": team})])
    return RES.view(state, 0)


def test_the_expert_explains_its_vote_by_its_bar_at_resistance_5_and_7():
    """At 7 the table votes yes to every team, spies to clean ones too: not as our own level votes, so
    it reads as strangers (worlds.home_table_chance) and the strangers' bar holds. At 5 the spies sink the
    clean team, as ours do: the table reads as ours and the home bar holds."""
    for roles, teams, bar, played, by_side in ((["resistance"] * 4 + ["spy"] * 3, ([1, 4, 5], [0, 2, 3]), 0.6, 2, False),
                                               (["resistance"] * 3 + ["spy"] * 2, ([1, 3, 4], [0, 1, 2]), 0.5, 1, True)):
        codes = set()
        for team in teams:  # one the expert rejects, one it backs
            advice = expert_advice("resistance", 0, _vote_view(roles, team, played, by_side), [])
            assert advice.code in ("approve_bar", "reject_bar"), advice
            assert advice.params["bar"] == bar
            assert (advice.code == "approve_bar") == advice.command["approve"] == (advice.params["clean"] >= bar)
            codes.add(advice.code)
        assert codes == {"approve_bar", "reject_bar"}


def test_elsewhere_the_comparison_is_explained():
    """On the first mission (no bar yet), at 5 and 7 players, the vote is hard's comparison."""
    seven = expert_advice("resistance", 0, _vote_view(["resistance"] * 4 + ["spy"] * 3, [1, 2], 0), [])
    five = expert_advice("resistance", 0, _vote_view(["resistance", "resistance", "resistance", "spy", "spy"], [1, 2], 0), [])
    for advice in (seven, five):
        assert advice.code not in ("approve_bar", "reject_bar") and "alternative" in advice.params, advice


def test_each_bar_reason_has_its_sentence_and_its_parameters():
    for code in ("approve_bar", "reject_bar"):
        assert "{clean}" in REASONS[code] and "{bar}" in REASONS[code]
        assert ORDER[code] == ("clean", "bar")
    assert good.BAR_FROM_MISSION == 1
