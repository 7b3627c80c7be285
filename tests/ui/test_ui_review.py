"""The Review screen: it opens from the end panel after a solo game and draws the belief chart and the
moments; every reason the headless review can give has its translated message, whose English is the
CLI's sentence."""
import asyncio
import random

import pytest
from lan_windows import click_a_choice  # clicks one legal choice, as a player would

from ui.seat_director import SeatDirector
from ui.table_setup import HUMAN, TableSetup

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena"]


async def play_solo(screen, rng: random.Random, limit: int = 6000) -> None:
    """Click the player's decisions until the end panel shows (the bots play the other seats)."""
    for _ in range(limit):
        await asyncio.sleep(0.002)
        current = screen.bottom.currentWidget()
        if current is screen.end_panel:
            return
        if current is screen.curtain:
            screen.curtain.button.click()
        elif screen.director.showing is not None and SeatDirector.owes_decision(screen.shown_view()):
            click_a_choice(screen.prompt, rng)
    raise AssertionError("the game did not end")


def test_review_opens_from_the_end_panel_and_draws_the_chart(app, art, settings, run, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QColor
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.review_chart import LINE_COLOURS
    from ui.review_screen import ReviewScreen

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    window.resize(1024, 700)
    window.show()
    config = GAMES["resistance"].validate_config({"players": 5, "options": {}})[0]
    setup = TableSetup("resistance", config, NAMES, [HUMAN, "normal", "normal", "normal", "normal"], seed=23)

    async def scenario():
        screen = await window.async_play(setup)
        await play_solo(screen, random.Random(3))
        assert screen.end_panel.review.isVisible()
        screen.end_panel.review.click()
        review = window.stack.currentWidget()
        assert isinstance(review, ReviewScreen) and review.seat == 0
        assert review.wait(120)
        app.processEvents()
        # one belief point before the game and one per mission played (read from the finished view)
        missions = len(screen.connection.views[None]["mission_order"])
        assert len(review.chart.points) == 1 + missions
        assert review.chart.seats() == [1, 2, 3, 4]  # the reviewed seat's own line says nothing
        image = review.chart.grab().toImage()
        drawn = {QColor(LINE_COLOURS[s]).rgb() for s in (1, 2, 3, 4)}
        seen = {image.pixel(x, y) & 0xFFFFFF for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
        assert len({c & 0xFFFFFF for c in drawn} & seen) == 4  # every seat's line is on the chart
        assert review.moments.count() == len(review.review.moments)
        assert review.review.moments  # a random clicker always strays from the expert somewhere
        last = len(review.review.moments) - 1
        review.moments.setCurrentRow(last)
        assert review.why.text() and review.show_moment.isEnabled()
        moment = review.review.moments[last]
        review.show_moment.click()  # the replay, from the reviewed seat, at that decision
        replay = window.stack.currentWidget()
        shown = replay.views[replay.slider.value()]
        assert replay.viewer == 0 and replay.slider.value() > 0
        assert shown["legal"] and shown.get("pending") == moment.decision and shown["round"] + 1 == moment.round
        replay.home_requested.emit()
        await window.async_close()

    run(scenario(), timeout=200)


def test_every_reason_has_a_translated_message_that_reads_as_the_cli():
    from desktop.review.reasons import REASONS, sentence
    from ui.review_text import ORDER, why_text

    assert set(ORDER) == set(REASONS)
    names = ["Ana", "Bao", "Carmen", "Duc", "Elena"]
    samples = {"clean": 0.25, "alternative": 0.5, "suspect": 2, "suspect_odds": 0.75, "team": [0, 3], "spies": [3],
               "needed": 2, "spy": 4, "target": 1, "odds": 0.4, "expert": {"kind": "vote", "approve": True}, "worlds": 24,
               "win": 0.6, "other": 0.4, "role": "president", "bar": 0.4}
    for code in REASONS:
        params = {key: samples[key] for key in ORDER[code]}
        if code == "search":
            params["alternative"] = {"kind": "vote", "approve": False}
        assert why_text(code, params, names) == sentence(code, params, names), code


@pytest.mark.parametrize("code", ["differs", "shot_won"])
def test_moment_tags_are_worded(app, code):
    from ui.review_screen import TAGS

    assert TAGS[code]().endswith(".")
