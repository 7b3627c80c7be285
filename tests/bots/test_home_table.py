"""Reading the kind of table (worlds.home_table_chance): whether the other seats all play like our own
level, as in solo practice, or like strangers; and the bars the expert votes by at each (good.vote_bar)."""
import random
import sys
from dataclasses import replace
from pathlib import Path

from desktop.bots.mission import evil, good
from desktop.bots.mission.calibrated import measured_model
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import SoftEvidence, home_table_chance
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table
from tests.bots.test_good_votes import _table
from tests.helpers import assert_arguments_rejected

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import home_table  # noqa: E402

RES = GAMES["resistance"]


def _late_readings(field: str, deals: int = 24) -> list[float]:
    """The expert's good seat's readings from the third mission on (benchmarks/home_table.py), every other
    seat played by `field` (a level or a gauntlet style: the truth the reading is checked against)."""
    vote = MissionPlayer.vote
    by_missions = home_table.readings("resistance", 7, deals, "home-table", field)
    assert MissionPlayer.vote is vote  # the benchmark's wrapper is gone after the run
    return [value for missions, values in by_missions.items() if missions >= 2 for value in values]


def test_a_table_of_our_normal_level_reads_as_home():
    readings = _late_readings("normal")
    assert readings and sum(reading >= good.HOME_TABLE for reading in readings) >= len(readings) * 9 // 10, readings


def test_a_table_of_strangers_reads_as_strangers():
    """Two styles that vote unlike our levels: the paranoid rejector and the deceiver who builds trust."""
    for style in ("paranoid", "deceiver"):
        readings = _late_readings(style)
        # a deceiver's good seats vote much as ours do: most of its readings, not all, say strangers
        assert readings and sum(reading < good.HOME_TABLE for reading in readings) >= len(readings) * 3 // 4, (style, readings)


def test_bad_arguments_end_in_one_error_line(capsys):
    cases = ((["--players", "4"], "--players must be 5-10"), (["--deals", "0"], "--deals must be at least 1"),
             (["--field", "nobody"], "unknown player 'nobody' in the field"))
    assert_arguments_rejected(home_table.main, cases, capsys)


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


def test_the_table_is_read_only_where_the_expert_has_a_bar():
    """The reading chooses between bars (and a spy's first card, below): at a table where the expert has
    neither (Avalon 5) it is not computed; where it has a bar (Resistance 5) it is, once per table the
    decision is made at."""
    player = MissionPlayer(LEVEL_SKILLS["expert"], random.Random(0))
    player._use_model(measured_model(5))
    five = _table(2)
    assert player.home_chance(Table({**five.view, "game": "avalon"})) is None
    reading = player.home_chance(five)
    assert reading is not None and 0.0 <= reading <= 1.0
    assert player.home_chance(five) == reading
    assert MissionPlayer(LEVEL_SKILLS["hard"], random.Random(0)).home_chance(five) is None


def test_a_lone_spy_fails_a_small_first_mission_unless_the_table_surely_reads_as_ours():
    """Skill.fails_first_among_strangers_at: the spy lays low (as hard does) only where it reads the table as
    surely our own level (evil.SURELY_HOME) or does not read it; elsewhere it fails the first mission."""
    state = resistance_table(["resistance", "spy", "resistance", "resistance", "spy"], leader=0)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]}), *all_vote(5), (0, {"kind": "mission_card", "card": "success"})])
    table = Table(RES.view(state, 1))
    cards = ["success", "fail"]
    skill = replace(LEVEL_SKILLS["expert"], fails_first_among_strangers_at=frozenset({("resistance", 5)}))
    assert evil.mission_card(table, skill, cards, home=0.1) == "fail"
    assert evil.mission_card(table, skill, cards, home=0.9) == "fail"  # likelier ours than not, but not surely
    assert evil.mission_card(table, skill, cards, home=0.99) == "success"
    assert evil.mission_card(table, skill, cards, home=None) == "success"
    assert evil.mission_card(table, replace(skill, fails_first_among_strangers_at=frozenset()), cards, home=0.1) == "success"


def test_the_table_is_read_for_a_spys_card_where_the_skill_fails_first_among_strangers():
    player = MissionPlayer(replace(LEVEL_SKILLS["hard"], reads_home_table=True,
                                   fails_first_among_strangers_at=frozenset({("avalon", 5)})), random.Random(0))
    player._use_model(measured_model(5))
    five = _table(2)
    assert player.home_chance(five) is None  # no bar and no such entry at Resistance 5
    reading = player.home_chance(Table({**five.view, "game": "avalon"}))
    assert reading is not None and 0.0 <= reading <= 1.0


def _spy_votes_for(view: dict, level: str, home: float | None, monkeypatch) -> int:
    """How many of 40 seeds of `level`'s seat approve the team in `view`, with the table read as `home`."""
    monkeypatch.setattr(MissionPlayer, "home_chance", lambda self, table: home)
    approvals = 0
    for seed in range(40):
        player = MissionPlayer(LEVEL_SKILLS[level], random.Random(seed))
        player._use_model(measured_model(10))
        approvals += player.decide(view, [])["approve"]
    return approvals


def test_an_avalon_10_spy_drops_its_cover_votes_at_a_table_that_reads_as_ours(monkeypatch):
    """Skill.plain_votes_at_home_at: at Avalon 10 the Assassin, off a first team that holds Morgana, backs it on
    every seed where the table reads as ours (0.5 before any vote counts so), and only sometimes among strangers,
    where the vote a good player would cast hides it (cover.py)."""
    avalon = GAMES["avalon"]
    roles = ["merlin", "assassin", "percival", "tristan", "isolde", "loyal_servant", "morgana", "mordred", "oberon", "loyal_servant"]
    state = avalon.new_game({"players": 10, "options": {"roles": roles, "first_leader": 0, "lady_of_the_lake": True,
                                                        "roles_in_play": sorted(set(roles) - {"loyal_servant"})}}, "s")
    avalon.apply(state, 0, {"kind": "propose_team", "team": [0, 6, 3]})
    view = avalon.view(state, 1)
    for level in ("hard", "expert"):
        assert _spy_votes_for(view, level, 0.9, monkeypatch) == 40
        assert _spy_votes_for(view, level, 0.5, monkeypatch) == 40
        among_strangers = _spy_votes_for(view, level, 0.1, monkeypatch)
        assert 0 < among_strangers < 40, (level, among_strangers)
