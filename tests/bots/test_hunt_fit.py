"""hunt_fit refits only the player counts it is given and refuses bad arguments in one line."""
import runpy

import pytest

from desktop.bots.mission import hunt_fit
from desktop.bots.mission.hunt_fitted import HUNT_GAMES, HUNT_RATES


def test_a_refit_of_one_count_keeps_the_others(tmp_path):
    fitted = tmp_path / "hunt_fitted.py"
    table = {"normal": {"merlin": {"p:0": (1, 2)}, "plain": {"p:0": (3, 4)}}}
    hunt_fit.write({9: table}, {9: 10}, fitted)
    written = runpy.run_path(str(fitted))
    assert written["HUNT_RATES"][9] == table
    assert written["HUNT_GAMES"][9] == 10
    for players in HUNT_RATES:
        assert written["HUNT_RATES"][players] == HUNT_RATES[players]
        assert written["HUNT_GAMES"][players] == HUNT_GAMES[players]
    assert "10 at 9 players" in fitted.read_text()


@pytest.mark.parametrize("argv", [["10=x"], ["3=100"], ["7=0"], ["7=1=2"], ["seven"]])
def test_bad_arguments_get_one_line(argv, capsys, monkeypatch):
    monkeypatch.setattr(hunt_fit, "measure", lambda *a: pytest.fail("measured on bad arguments"))
    assert hunt_fit.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("hunt_fit: ")
