"""The spy-set tracker's reading of a mixed table (worlds.SoftEvidence): each seat's votes read by the
vote's stage, and a success read by the style its rider's votes look like. Each expected belief is
computed here by brute force from the definitions, not by the tracker's own bookkeeping."""
import math
from itertools import combinations

from desktop.bots.mission import calibrate
from desktop.bots.mission.reading import STAGES, Table, vote_stage
from desktop.bots.mission.worlds import PlayModel, SoftEvidence, all_sets, build_worlds
from desktop.engine import GAMES
from tests.bots.scenarios import drive, resistance_table

RES = GAMES["resistance"]
KEYS = [(evil, dirty, on, hammer) for evil in (True, False) for dirty in (True, False)
        for on in (True, False) for hammer in (True, False)]


def _clamp(p):
    return min(0.98, max(0.02, p))


def _votes(state, approvals):
    drive(RES, state, [(seat, {"kind": "vote", "approve": yes}) for seat, yes in enumerate(approvals)])


def test_a_vote_is_read_with_its_own_stage_rates():
    """A staged style table: the first mission's votes are read with stage 0's rates, the third's
    with stage 2's (reading.vote_stage), and a table without stages is read as before."""
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 2]})])
    _votes(state, [False, True, True, False, True])  # rejected: still round 0
    view = RES.view(state, 0)
    record = view["vote_history"][0]
    assert vote_stage(record) == 0 and vote_stage({**record, "round": 4}) == STAGES[-1]
    # Stage 0 says an approving spy is near certain; stage 2 says the opposite: reading the wrong
    # stage would flip which sets are likely.
    staged = {(*key, stage): (0.9 if key[0] == (stage == 0) else 0.3) if key[2] else 0.5
              for key in KEYS for stage in STAGES}
    model = PlayModel(voters=(staged,))
    table = Table(view)
    got = SoftEvidence(model, votes=True, proposals=False).scores(table)
    team = {1, 2}
    for (mask, seats), log in zip(all_sets(5, 2), got):
        dirty = bool(team & set(seats))
        expected = 0.0
        for seat, yes in record["votes"].items():
            p = _clamp(staged[((int(seat) in seats), dirty, int(seat) in team, False, 0)])
            expected += math.log(p if yes else 1 - p)
        assert math.isclose(log, expected, abs_tol=1e-9)


def test_a_success_clears_its_rider_only_as_much_as_its_voting_style_lets_missions_pass():
    """Two styles vote apart (a plain spy backs teams with spies; a trust-builder sinks them) and
    pass missions apart (never / always). Seats 1 and 2 rode a successful mission; seat 1 voted like
    the trust-builder, seat 2 like the plain spy: the success must clear seat 2, not seat 1. The expected belief multiplies, per seat, the
    mixture over styles of (its votes' likelihood x its passing when it alone was a spy aboard)."""
    # (evil, dirty, on the team, hammer): both back a team they ride; off it they vote apart.
    plain = {key: (0.95 if key[1] or key[2] else 0.05) if key[0] else 0.5 for key in KEYS}
    builder = {key: (0.05 if key[1] and not key[2] else 0.95) if key[0] else 0.5 for key in KEYS}
    passing_of = ({"first": 0.0, "later": 0.0, "deciding": 0.0}, {"first": 1.0, "later": 1.0, "deciding": 1.0})
    model = PlayModel(passing={"first": 0.5, "later": 0.5, "deciding": 0.5}, voters=(plain, builder),
                      voter_passing=passing_of)
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=3)
    drive(RES, state, [(3, {"kind": "propose_team", "team": [3, 4]})])
    _votes(state, [False, False, True, False, True])  # rejected; seat 1 sinks it, seat 2 backs it
    drive(RES, state, [(4, {"kind": "propose_team", "team": [1, 2]})])
    _votes(state, [True] * 5)
    drive(RES, state, [(1, {"kind": "mission_card", "card": "success"}), (2, {"kind": "mission_card", "card": "success"})])
    view = RES.view(state, 0)
    table = Table(view)
    worlds = build_worlds(table, model, mission_evidence=True, evidence=SoftEvidence(model, True, False))

    records = [(r["team"], {int(s): v for s, v in r["votes"].items()}) for r in view["vote_history"]]
    weights = {}
    for seats in combinations(range(1, 5), 2):  # seat 0 is me, good
        weight = 1.0
        aboard = [s for s in seats if s in (1, 2)]
        for seat in range(5):
            mixture = 0.0
            for approve, passing in zip((plain, builder), passing_of):
                like = 1.0
                for team, votes in records:
                    p = _clamp(approve[(seat in seats, bool(set(team) & set(seats)), seat in team, False)])
                    like *= p if votes[seat] else 1 - p
                if aboard == [seat]:
                    like *= _clamp(passing["first"])
                mixture += like / 2
            weight *= mixture
        if len(aboard) == 2:
            weight *= 0.5  # two spies aboard: the average style's passing
        weights[seats] = weight
    total = sum(weights.values())
    expected_seat_1 = sum(w for seats, w in weights.items() if 1 in seats) / total
    odds = worlds.spy_probability()
    assert math.isclose(odds[1], expected_seat_1, rel_tol=1e-6)
    # Read with the average passing alone, the same success would have cleared seat 1 more.
    average = PlayModel(passing=model.passing, voters=(plain, builder))
    cleared = build_worlds(table, average, mission_evidence=True, evidence=SoftEvidence(average, True, False))
    assert odds[1] > odds[2] + 0.1
    assert cleared.spy_probability()[1] < odds[1] - 0.1


def test_the_fit_measures_each_style_by_stage_and_its_own_passing():
    row = calibrate.measure("gauntlet", 5, 6, seed="t", by_player=True)
    for name, table in row["staged"].items():
        assert set(table) == {(*key, stage) for key in row["voters"][name] for stage in STAGES}
        assert set(row["styles"][name]["passing"]) == {"first", "later", "deciding", 0, 1, 2, 3, 4}
    # An aggressive spy fails every mission it rides: where measured at all, it never passes.
    assert row["styles"]["aggressive"]["passing"]["first"] in (0.0, row["passing"]["first"])


def test_hard_reads_every_style_by_stage_and_with_its_own_passing_at_5_and_7_players():
    from desktop.bots.mission.calibrated import measured_model

    for players in (5, 7):
        model = measured_model(players)
        assert len(model.voters) == len(model.voter_passing) == 7
        assert all(len(next(iter(table))) == 5 for table in model.voters)
    assert measured_model(10).voter_passing == ()
