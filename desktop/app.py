"""The Qt application shell: QApplication on the qasync loop, fonts, translation, settings, clean shutdown.

Start-up follows TOOLING.md: import PySide6 before qasync; run `main()` with run_until_complete;
quitting is the main window's close setting an asyncio.Event that `main()` awaits, after which the
running table is closed and the coroutine returns (Qt never quits under a running loop).
"""
from __future__ import annotations

import asyncio
import logging
import os
import sys
import tempfile
import time

log = logging.getLogger(__name__)
SELF_TEST_SECONDS = 180


def run(self_test: bool = False, lang: str | None = None, game_file: str | None = None) -> int:
    started = time.perf_counter()
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_API", "pyside6")
    from PySide6.QtWidgets import QApplication

    import qasync

    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("Safehouse")
    app.setApplicationName("Safehouse")
    app.setQuitOnLastWindowClosed(False)
    window_factory = _prepare(app, lang, self_test)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        coroutine = _async_self_test(window_factory) if self_test else _async_main(window_factory, started, game_file)
        return loop.run_until_complete(coroutine)


def _prepare(app, lang: str | None, self_test: bool):
    """Fonts, settings, translation and the stylesheet; returns a function that builds the main window."""
    from PySide6.QtCore import QSettings

    from ui.art import Art
    from ui.fonts import load_fonts
    from ui.settings import Settings
    from ui.theme import apply as apply_theme
    from ui.translation import install_translation

    load_fonts(app)
    if self_test:  # never touch the player's own settings or saved games
        scratch = tempfile.mkdtemp(prefix="safehouse-self-test-")
        os.environ["SAFEHOUSE_DATA_DIR"] = scratch
        store = QSettings(os.path.join(scratch, "settings.ini"), QSettings.IniFormat)
    else:
        store = QSettings()
    settings = Settings.load(store)
    install_translation(app, lang or settings.language)
    apply_theme(app, settings)

    def make_window():
        from ui.catalog import Catalog
        from ui.main_window import MainWindow

        return MainWindow(settings, store, Art(), Catalog())

    return make_window


async def _async_main(make_window, started: float, game_file: str | None = None) -> int:
    from PySide6.QtCore import QTimer

    window = make_window()
    window.show()
    if game_file:  # opened from a .safehouse file (the file association): its replay
        QTimer.singleShot(0, lambda: window.show_replay(game_file))
    log.info("window shown %.0f ms after start", (time.perf_counter() - started) * 1000)
    QTimer.singleShot(300, window.catalog.warm_up)  # engines and bots load once the home screen is up
    if os.environ.get("SAFEHOUSE_STARTUP_PROBE"):  # measuring start-up: report and close at once
        print(f"startup_ms={(time.perf_counter() - started) * 1000:.0f}", flush=True)
        window.close()
    await window.closed.wait()
    await window.async_close()
    return 0


async def _async_self_test(make_window) -> int:
    """Open the main window, play one full bot game of each game through the real host, exit 0."""
    from desktop.engine import GAMES
    from ui.table_setup import TableSetup

    window = make_window()
    window.show()
    try:
        for game_name, game in GAMES.items():
            players = game.min_players
            names = [f"Bot {seat + 1}" for seat in range(players)]
            config, _warnings = game.validate_config({"players": players, "options": {}})
            setup = TableSetup(game_name, config, names, ["random"] * players, seed=7)
            window.settings.bot_pace = "instant"
            screen = await window.async_play(setup)
            outcome = await asyncio.wait_for(screen.connection.host.async_wait_outcome(), SELF_TEST_SECONDS)
            await asyncio.sleep(0.05)  # let the last updates reach the screen
            if screen.bottom.currentWidget() is not screen.end_panel:
                print(f"self-test: {game_name} ended but the end panel is not shown", file=sys.stderr)
                return 1
            print(f"self-test: {game_name}: {outcome['winner']} won ({outcome['reason']})")
            await window.async_leave_table()
    except Exception as error:  # the self-test reports any failure as a non-zero exit
        log.exception("self-test failed")
        print(f"self-test failed: {error!r}", file=sys.stderr)
        return 1
    finally:
        window.close()
        await window.async_close()
    print("self-test: ok")
    return 0
