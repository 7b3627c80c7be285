"""Reading the kind of table (worlds.home_table_chance): whether the other seats all play like our own
level, as in solo practice, or like strangers; and the bars the expert votes by at each (good.vote_bar)."""
from dataclasses import replace

from desktop.bots.arena import make_deal, make_player
from desktop.bots.mission import good
from desktop.bots.mission.calibrated import measured_model
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import SoftEvidence, home_table_chance
from desktop.bots.runner import play, seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import resistance_table
from tests.bots.test_good_votes import _table

RES = GAMES["resistance"]


def _last_reading(others: str, deals: int = 12, players: int = 7) -> list[float]:
    """The chance the expert's good seat gives a home table at its last vote, per deal, with every other
    seat played by `others` (a level or a gauntlet style: the truth the reading is checked against)."""
    config, _ = RES.validate_config({"players": players, "options": {}})
    readings = []
    original = MissionPlayer.vote
    measured = {}

    def vote(player, table, specs):
        if table.me == measured["seat"] and not table.i_am_evil:
            player.worlds(table)  # the seat's tally of the record, brought up to date
            measured["last"] = home_table_chance(table, player.model, player.evidence[False], player.skill.mission_evidence)
        return original(player, table, specs)

    MissionPlayer.vote = vote
    try:
        for index in range(deals * 3):
            deal = make_deal(RES, config, "home-table", index)
            if deal.side != RES.good or len(readings) == deals:
                continue
            measured.update(seat=deal.seat, last=None)
            bots = [make_player("resistance", "expert" if seat == deal.seat else others, seat, seat_rng(deal.seed, seat))
                    for seat in range(players)]
            play(RES, deal.config, deal.seed, bots)
            readings.append(measured["last"])
    finally:
        MissionPlayer.vote = original
    return readings


def test_a_table_of_our_normal_level_reads_as_home():
    readings = _last_reading("normal")
    assert all(reading is not None for reading in readings)
    assert sum(reading >= good.HOME_TABLE for reading in readings) >= len(readings) - 1, readings


def test_a_table_of_strangers_reads_as_strangers():
    """Two styles that vote unlike our levels: the paranoid rejector and the deceiver who builds trust."""
    for style in ("paranoid", "deceiver"):
        readings = _last_reading(style)
        # a deceiver's good seats vote much as ours do: most of its tables, not all, read as strangers
        assert sum(reading < good.HOME_TABLE for reading in readings) >= len(readings) * 3 // 4, (style, readings)


def test_before_any_vote_the_two_kinds_are_even():
    table = Table(RES.view(resistance_table(["resistance"] * 3 + ["spy"] * 2), 0))
    model = measured_model(5)
    assert home_table_chance(table, model, SoftEvidence(model, True, True), True) == 0.5


def test_the_expert_takes_its_home_bars_at_a_home_table_only():
    """Where the table reads as ours (HOME_TABLE or more) the expert votes by its home bars (none: hard's
    comparison); at a table of strangers, or one it does not read, by vote_bars."""
    table = _table(2)  # Resistance 5, two missions played
    skill = replace(LEVEL_SKILLS["expert"], reads_home_table=True, vote_bars=(("resistance", 5, 0.7),),
                    home_vote_bars=(("resistance", 5, 0.3),))
    assert good.vote_bar(table, skill, home=0.9) == 0.3
    assert good.vote_bar(table, skill, home=0.1) == 0.7
    assert good.vote_bar(table, skill, home=None) == 0.7
    assert good.vote_bar(table, replace(skill, home_vote_bars=()), home=0.9) is None
    assert good.vote_bar(table, replace(skill, reads_home_table=False), home=0.9) == 0.7
