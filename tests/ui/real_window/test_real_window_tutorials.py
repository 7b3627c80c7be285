"""Each tutorial completed through the widgets in a real window: the lesson's answers clicked in the
prompt, "Next" on each lesson, to the coach's last line; the window checked as it goes."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from layout_checks import all_problems

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tutorial_driver import play_tutorial  # noqa: E402

from desktop.tutorial import load_lessons  # noqa: E402

pytestmark = pytest.mark.real_window
LESSONS = load_lessons()


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_each_tutorial_completes_through_the_widgets(app, art, run, tmp_path, lesson):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from desktop.tutorial.lessons import text
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.settings import Settings

    settings = Settings(animation_speed="off", bot_pace="instant", player_name="Ana", window_width=1280, window_height=800)
    window = MainWindow(settings, QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), art, Catalog(GAMES, LEVELS))
    window.move(0, 0)
    window.show()
    problems: list[str] = []
    said: list[str] = []

    def check() -> None:
        screen = window.tutorial_screen.screen
        problems.extend(all_problems(window, [screen.table_view]))

    async def scenario():
        await asyncio.sleep(0.2)
        assert window.isVisible() and window.windowHandle().isExposed()
        picker = window.open_tutorials()
        picker.select(lesson.id)
        picker.accept()  # "Start the lesson": the main window opens it
        for _ in range(300):
            await asyncio.sleep(0.01)
            if window.tutorial_screen is not None and window.tutorial_screen.table is not None:
                break
        tutorial = window.tutorial_screen
        tutorial.poll.timeout.connect(lambda: said.append(tutorial.coach.text.text()))
        sent = await play_tutorial(tutorial, on_update=check, timeout=240)
        check()
        texts = tutorial.texts
        assert tutorial.coach.text.text() == text(texts, "en", lesson.steps[-1]["end"])
        assert tutorial.table.take_back_point is None  # the lesson's answers are never flagged
        scripted = [step["you"]["answer"] for step in lesson.steps if "you" in step]
        assert [command for command in sent if command is not None] == scripted
        assert tutorial.table.host.session.outcome is not None
        await window.async_close()

    try:
        run(scenario(), timeout=300)
    finally:
        window.hide()
        window.deleteLater()
    shown = {line for line in said if line}
    assert text_of_first_lesson(lesson) in shown
    assert not problems, "\n".join(problems[:10])


def text_of_first_lesson(lesson) -> str:
    from desktop.tutorial import load_texts
    from desktop.tutorial.lessons import text

    return text(load_texts(), "en", next(step["lesson"] for step in lesson.steps if "lesson" in step))
