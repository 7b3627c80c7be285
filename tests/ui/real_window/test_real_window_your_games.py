""""Your games" in a real window at each size (and at 150% UI scale): nothing squeezed, overlapping or cut."""
from __future__ import annotations

import pytest
from layout_checks import all_problems

pytestmark = pytest.mark.real_window

SIZES = {"1024x700": (1024, 700, 100), "1280x800": (1280, 800, 100), "1920x1080": (1920, 1080, 100),
         "1280x800@150%": (1280, 800, 150)}


@pytest.fixture
def scaled(app):
    from ui.settings import Settings
    from ui.theme import apply

    font = app.font()
    yield lambda percent: apply(app, Settings(ui_scale=percent))
    app.setFont(font)
    apply(app, Settings())


@pytest.mark.parametrize("size", SIZES)
def test_your_games_fits_the_window(app, art, scaled, size, tmp_path, monkeypatch, qtbot):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.screenshots import _sample_history, replay_journal
    from ui.settings import Settings

    width, height, percent = SIZES[size]
    scaled(percent)
    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path))
    _sample_history(tmp_path, replay_journal(tmp_path))
    settings = Settings(window_width=width, window_height=height, ui_scale=percent)
    window = MainWindow(settings, QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), art, Catalog(GAMES, LEVELS))
    window.move(0, 0)
    window.show()
    qtbot.waitExposed(window)
    screen = window.open_your_games()
    qtbot.wait(100)
    assert screen.list.topLevelItemCount() == 8 and len(screen.chart.columns) == 3
    assert (window.width(), window.height()) == (width, height)
    assert all_problems(window) == []
    # the chart has the height its rows need, whole on screen
    assert screen.chart.height() >= screen.chart.sizeHint().height()
    window.close()
