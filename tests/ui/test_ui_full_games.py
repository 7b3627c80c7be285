"""Whole hot-seat games of each kind, played by clicking the widgets, on the real host."""
import asyncio
import random

import pytest
from lan_windows import click_a_choice  # clicks one legal choice, as a player would

from ui.seat_director import SeatDirector
from ui.table_setup import HUMAN, TableSetup

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang"]
GAMES_TO_PLAY = [
    ("resistance", {"players": 5, "options": {"plot": True}}),
    ("avalon", {"players": 7, "options": {"roles_in_play": ["merlin", "percival", "assassin", "morgana", "mordred"],
                                          "lady_of_the_lake": True}}),
    ("bodyguard", {"players": 4, "options": {}}),
]


async def play_through_widgets(screen, rng: random.Random, limit: int = 6000) -> int:
    """Click through a game as the people at the screen would; returns the number of clicks."""
    clicks = 0
    for _ in range(limit):
        await asyncio.sleep(0.002)  # let the host's messages arrive
        current = screen.bottom.currentWidget()
        if current is screen.end_panel:
            return clicks
        if current is screen.curtain:
            screen.curtain.button.click()
        elif screen.director.showing is not None and not SeatDirector.owes_decision(screen.shown_view()):
            if not screen.director.hot_seat:
                continue  # solo: wait for the bots
            screen.hide_button.click()  # a first look at the role, or waiting for the host's answer
        elif not click_a_choice(screen.prompt, rng):
            continue
        clicks += 1
    view = screen.shown_view() or {}
    raise AssertionError(f"the game did not end: showing {screen.director.showing}, phase {view.get('phase')}, "
                         f"pending {view.get('pending')}, prompt {screen.prompt.title.text()!r}")


@pytest.mark.parametrize("game_name,config", GAMES_TO_PLAY, ids=[g for g, _ in GAMES_TO_PLAY])
def test_full_hot_seat_game(app, art, settings, run, game_name, config, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    players = config["players"]
    setup = TableSetup(game_name, GAMES[game_name].validate_config(config)[0], NAMES[:players], [HUMAN] * players, seed=17)

    async def scenario():
        screen = await window.async_play(setup)
        assert screen.director.hot_seat
        clicks = await play_through_widgets(screen, random.Random(5))
        outcome = screen.connection.views[None]["outcome"]
        assert outcome and clicks > players
        assert screen.end_panel.heading.text()
        journal = screen.connection.host.store.journal_path(1)
        assert journal.is_file() and len(journal.read_text().splitlines()) > 1  # saved for replay
        await window.async_close()

    run(scenario(), timeout=100)
