"""UI test helpers: the Qt app with our fonts and style, and a qasync loop to run the host on."""
import asyncio
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

import qasync  # noqa: E402


@pytest.fixture(scope="session")
def app():
    from ui.fonts import load_fonts
    from ui.gui_gc import collect_on_gui_thread
    from ui.theme import stylesheet

    application = QApplication.instance() or QApplication([])
    collect_on_gui_thread(application)  # as the app does: never a Qt object collected on a bot's thread
    application.setQuitOnLastWindowClosed(False)
    load_fonts(application)
    application.setStyleSheet(stylesheet())
    return application


@pytest.fixture
def run(app):
    """run(coroutine) on a qasync loop (Qt events and asyncio together), closed afterwards."""
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    def run_coroutine(coroutine, timeout=120):
        return loop.run_until_complete(asyncio.wait_for(coroutine, timeout))

    yield run_coroutine
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture
def art():
    from ui.art import Art

    return Art()


@pytest.fixture
def settings():
    from ui.settings import Settings

    return Settings(animation_speed="off", bot_pace="instant")
