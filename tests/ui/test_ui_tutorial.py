"""The tutorial screen offscreen: "Learn to play" on the home screen, the first-launch offer (once),
and a weak choice explained and taken back through the widgets."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tutorial_driver import play_tutorial  # noqa: E402


def make_window(art, tmp_path, **overrides):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.settings import Settings

    settings = Settings(animation_speed="off", bot_pace="instant", player_name="Ana", **overrides)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    return MainWindow(settings, store, art, Catalog(GAMES, LEVELS)), store


def test_learn_to_play_is_on_the_home_screen_and_lists_every_tutorial(app, art, tmp_path):
    from desktop.tutorial import load_lessons

    window, _store = make_window(art, tmp_path)
    button = window.home.buttons["learn"]
    assert button.accessibleName() == "Learn to play"
    picker = window.open_tutorials()
    ids = [picker.list.item(row).data(0x0100) for row in range(picker.list.count())]
    assert [i for i in ids if i] == [lesson.id for lesson in load_lessons()]
    assert picker.list.currentItem().data(0x0100) == "resistance"  # the first lesson a new player sees
    picker.reject()
    window.deleteLater()


def test_the_first_launch_offers_the_tutorial_once(app, art, tmp_path):
    from ui.settings import Settings

    window, store = make_window(art, tmp_path)
    box = window.offer_tutorial_once()
    assert box is not None and "Learn to play" in [b.text() for b in box.buttons()]
    box.done(0)
    window.close()  # closing saves the settings
    assert Settings.load(store).tutorial_offered  # remembered: a restart does not ask again
    again, _ = make_window(art, tmp_path, tutorial_offered=True)
    assert again.offer_tutorial_once() is None
    window.deleteLater()
    again.deleteLater()


def test_a_weak_choice_is_explained_and_taken_back_through_the_widgets(app, art, run, tmp_path):
    from desktop.tutorial.lessons import text

    window, _store = make_window(art, tmp_path)
    window.resize(1280, 800)
    window.show()
    lesson_steps = []

    async def scenario():
        from ui.tutorial_picker import load_tutorials

        lessons, texts, _language = load_tutorials()
        lesson = next(lesson for lesson in lessons if lesson.id == "resistance")
        tutorial = await window.async_tutorial(lesson)
        first = next(i for i, step in enumerate(lesson.steps) if "you" in step)

        def leave_yourself_out(index, step):
            return {"kind": "propose_team", "team": [1, 2]} if index == first else step["you"]["answer"]

        await play_tutorial(tutorial, leave_yourself_out, stop=lambda: tutorial.coach.take_back.isVisible())
        explained = tutorial.coach.text.text()
        assert explained.startswith(text(texts, "en", "resistance.propose.without_you")), explained
        old_screen = tutorial.screen
        tutorial.coach.take_back.click()
        for _ in range(200):
            await asyncio.sleep(0.01)
            if tutorial.screen is not old_screen and tutorial.coach.text.text() == text(texts, "en", "resistance.propose"):
                break
        assert tutorial.screen is not old_screen, "take back built a new table"
        assert tutorial.coach.text.text() == text(texts, "en", "resistance.propose")  # asked again
        assert not tutorial.coach.take_back.isVisible()
        lesson_steps.extend(await play_tutorial(tutorial))
        assert tutorial.coach.text.text() == text(texts, "en", "resistance.end")
        assert tutorial.table.host.session.state.commands[0] == (0, {"kind": "propose_team", "team": [0, 1]})
        await window.async_close()

    try:
        run(scenario(), timeout=120)
    finally:
        window.hide()
        window.deleteLater()
    assert lesson_steps[0] == {"kind": "propose_team", "team": [0, 1]}
