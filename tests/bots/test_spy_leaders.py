"""Hard's spy leaders send the table's most trusted team only where that buys something (#17 item 6)."""
import random
from dataclasses import replace

from desktop.bots.arena import make_player
from desktop.bots.mission import evil
from desktop.bots.mission.cover import TableReading
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.runner import play, seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES

RES = GAMES["resistance"]
HARD = LEVEL_SKILLS["hard"]


def _spy_leader_views(good_player: str, games: int) -> list[dict]:
    """Seat 0 (a hard spy; seat 4 its normal partner) at each proposal it led after the first
    mission, good seats 1-3 all `good_player`."""
    views: list[dict] = []
    for index in range(games):
        seed = f"leader:{good_player}:{index}"
        config = {"players": 5, "options": {"roles": ["spy", "resistance", "resistance", "resistance", "spy"], "first_leader": index % 5}}
        bots = [make_player("resistance", "hard" if seat == 0 else "normal" if seat == 4 else good_player, seat, seat_rng(seed, seat))
                for seat in range(5)]
        decide = bots[0].decide

        def recording(view, decide=decide):
            if view["legal"][0]["kind"] == "propose_team" and view.get("mission_order"):
                views.append(view)
            return decide(view)

        bots[0].decide = recording
        play(RES, config, seed, bots)
    return views


def _teams(view: dict) -> tuple[list[int], list[int], list[int]]:
    """The team hard's spy leader sends, the cover team (the plain good pick plus itself) and normal's
    (itself plus seats drawn at random), each from the same generator."""
    table = Table(view)
    public = MissionPlayer(HARD, random.Random(0)).worlds(table, public=True)
    sent = evil.propose(table, HARD, public, random.Random(1), [table.slot], TableReading())[1]
    covered = evil.propose(table, HARD, public, random.Random(1), [table.slot])[1]
    plain = evil.propose(table, replace(HARD, cover_teams=False), None, random.Random(1), [table.slot])[1]
    return sent, covered, plain


def test_at_five_players_a_spy_leader_covers_its_team_only_at_a_table_that_reads_votes():
    """At a Resistance 5 table of our normal level (it reads only the missions) hard's spy leaders lost
    wins by sending the table's most trusted seats with them after the first mission; there they send
    seats at random as normal's do. Where the good seats read votes (paranoid ones), the cover team."""
    plain_table = [_teams(view) for view in _spy_leader_views("normal", 8)]
    assert len(plain_table) >= 5
    assert all(sent == plain for sent, _, plain in plain_table)
    assert any(covered != plain for _, covered, plain in plain_table)  # the two rules do differ here
    reading_table = [_teams(view) for view in _spy_leader_views("paranoid", 8)]
    assert len(reading_table) >= 5
    assert all(sent == covered for sent, covered, _ in reading_table)
