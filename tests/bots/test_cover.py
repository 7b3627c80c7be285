"""Spies who do not give themselves away: mixed votes that weigh what a vote tells a reader."""
from desktop.bots.mission.cover import TableReading
from desktop.bots.mission.reading import Table
from desktop.bots.runner import make_bots, play
from desktop.engine import GAMES
from tests.bots.scenarios import drive, resistance_table

RES = GAMES["resistance"]


def _spy_votes(level: str, games: int) -> tuple[int, int, int, int]:
    """(clean teams a spy approved, clean teams voted on, own teams a spy rejected, own teams voted on)."""
    approved_clean = clean = rejected_own = own = 0
    for index in range(games):
        seed = f"cover:{level}:{index}"
        state = play(RES, {"players": 5, "options": {}}, seed, make_bots(RES, [level] * 5, seed))
        spies = {s for s in range(5) if state.sides[s] == RES.evil}
        for record in state.vote_history:
            dirty = bool(spies & set(record["team"]))
            for seat, approve in (record["votes"] or {}).items():
                if int(seat) in spies:
                    if dirty:
                        own, rejected_own = own + 1, rejected_own + (not approve)
                    else:
                        clean, approved_clean = clean + 1, approved_clean + bool(approve)
    return approved_clean, clean, rejected_own, own


def test_hard_spies_approve_some_clean_teams_and_reject_some_of_their_own_and_normal_spies_never_do():
    approved_clean, clean, rejected_own, own = _spy_votes("hard", 12)
    assert clean and own
    assert 0 < approved_clean < clean and 0 < rejected_own < own
    approved_clean, _, rejected_own, _ = _spy_votes("normal", 6)
    assert approved_clean == 0 and rejected_own == 0  # the pure spy vote, for the level below


def test_rejecting_a_clean_team_tells_the_reader_more_than_approving_it():
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 2]})])
    table = Table(RES.view(state, 0))
    reading = TableReading()
    reading.update(table)
    assert reading.reader_shift(table, False) > 0 > reading.reader_shift(table, True)


def _final_share(field: str, games: int) -> float:
    """The mean reading share a hard spy (seat 0) ends the game with, the other seats at `field`."""
    shares = []
    for index in range(games):
        seed = f"share:{field}:{index}"
        roles = ["spy", "resistance", "resistance", "spy", "resistance"]
        config = {"players": 5, "options": {"roles": roles, "first_leader": index % 5}}
        bots = make_bots(RES, ["hard", *[field] * 4], seed)
        state = play(RES, config, seed, bots)
        table = Table(RES.view(state, 0))
        reading = bots[0].player.reading
        reading.update(table)
        shares.append(reading.reading_share(table))
    return sum(shares) / len(shares)


def test_a_spy_learns_whether_the_table_reads_votes():
    """Hard resistance seats read votes (they reject teams with seats whose votes look like a spy's);
    normal ones read only the missions: the spy's estimate of the table ends higher among readers."""
    assert _final_share("hard", 10) > _final_share("normal", 10) + 0.1
