"""benchmarks/vote_calibration.py: every choice the measured good seat votes with is recorded once, against
the deal's true evil seats, and the bins add up to those votes."""
import io
import json
import sys
from pathlib import Path

from desktop.bots.mission.player import MissionPlayer
from tests.helpers import assert_arguments_rejected

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
import vote_calibration  # noqa: E402


def test_the_bins_hold_each_recorded_vote_of_the_good_seat_once():
    log = io.StringIO()
    bins = vote_calibration.calibration("resistance", 5, 24, "calibration-test", "gauntlet", "hard", log)
    assert MissionPlayer.vote is vote_calibration.Recorder().original  # the wrapper is gone after the run
    games = [json.loads(line) for line in log.getvalue().splitlines()]
    assert len(games) == 12  # the good-side half of the deals
    votes = [vote for game in games for vote in game["votes"]]
    assert votes and all(len(game["evil"]) == 2 for game in games)  # two spies at 5 players
    assert sum(row["votes"] for row in bins.values()) == len(votes)
    clean = sum(not set(team) & set(game["evil"]) for game in games for _first, _chance, team, _vote in game["votes"])
    assert sum(round(row["clean"] * row["votes"]) for row in bins.values()) == clean
    approved = sum(vote[3] for vote in votes)
    assert sum(round(row["approved"] * row["votes"]) for row in bins.values()) == approved


def test_bad_arguments_end_in_one_error_line(capsys):
    cases = ((["--players", "4"], "--players must be 5-10"), (["--deals", "0"], "--deals must be at least 1"),
             (["--field", "nobody"], "unknown player 'nobody' in the field"))
    assert_arguments_rejected(vote_calibration.main, cases, capsys)
