"""The Qt application shell: QApplication on the qasync loop, one instance, crash reports, clean shutdown.

Start-up follows TOOLING.md: import PySide6 before qasync; run `main()` with run_until_complete;
quitting is the main window's close setting an asyncio.Event that `main()` awaits, after which the
running table is closed and the coroutine returns (Qt never quits under a running loop).

Before anything is loaded, a launch hands its game files to a copy that is already running and exits
(desktop.single_instance), so only one copy reads and writes the settings. Saved games arrive three
ways, all through `open_game_file`: the command line (the file association on Linux and Windows),
QFileOpenEvent (macOS Finder), and another launch.
"""
from __future__ import annotations

import asyncio
import logging
import os
import shutil
import signal
import sys
import tempfile
import time

from desktop.version import version

log = logging.getLogger(__name__)
END_PANEL_SECONDS = 30
SELF_TEST_SECONDS = 180
DESKTOP_FILE = "app.safehouse.Safehouse"  # installer/linux/app.safehouse.Safehouse.desktop (Wayland app id)


def run(self_test: bool = False, lang: str | None = None, game_files: list[str] | tuple = ()) -> int:
    started = time.perf_counter()
    if self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_API", "pyside6")
    from PySide6.QtWidgets import QApplication

    import qasync

    app = QApplication.instance() or QApplication(sys.argv)
    app.setOrganizationName("Safehouse")
    app.setApplicationName("Safehouse")
    app.setApplicationVersion(version())
    app.setDesktopFileName(DESKTOP_FILE)
    app.setQuitOnLastWindowClosed(False)
    from desktop.file_open import FileOpenEvents

    opener = FileOpenEvents(app)  # from the very start: macOS sends the launching file as an event
    if self_test:
        return _run_self_test(app, lang, qasync)
    from desktop.single_instance import become_the_running_copy

    server = become_the_running_copy(list(game_files), parent=app)
    if server is None:
        log.info("handed %d file(s) to the running copy", len(game_files))
        return 0
    from PySide6.QtCore import QSettings

    store = QSettings()
    window_factory = _prepare(app, lang, store)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    loop.set_exception_handler(_log_loop_exception)
    with loop:
        try:
            return loop.run_until_complete(_async_main(window_factory, started, list(game_files), opener, server))
        finally:
            server.close()


def _prepare(app, lang: str | None, store):
    """Fonts, settings, translation and the stylesheet; returns a function that builds the main window."""
    from ui.art import Art
    from ui.fonts import load_fonts
    from ui.gui_gc import collect_on_gui_thread
    from ui.settings import Settings
    from ui.theme import apply as apply_theme
    from ui.translation import install_translation

    collect_on_gui_thread(app)  # bots think on worker threads: Qt objects must never be collected there
    load_fonts(app)
    settings = Settings.load(store)
    install_translation(app, lang or settings.language)
    apply_theme(app, settings)

    def make_window():
        from ui.catalog import Catalog
        from ui.main_window import MainWindow

        return MainWindow(settings, store, Art(), Catalog())

    return make_window


# ---- saved games, from anywhere ------------------------------------------------------------------
def open_game_file(window, path: str) -> None:
    """The one place a saved game file is opened: its replay (a bad file shows why, on the home screen)."""
    log.info("opening saved game %s", path)
    window.show_replay(path)


def bring_to_front(window) -> None:
    from PySide6.QtCore import Qt

    window.setWindowState((window.windowState() & ~Qt.WindowMinimized) | Qt.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    log.info("window brought to the front")


def screen_name(window) -> str:
    """"home", "replay", "game", …: what the window shows (the start-up probe prints it)."""
    current = window.stack.currentWidget()
    if current is window.home:
        return "home"
    name = type(current).__name__
    return name[:-len("Screen")].lower() if name.endswith("Screen") else name.lower()


# ---- the app's main coroutine --------------------------------------------------------------------
async def _async_main(make_window, started: float, game_files: list[str], opener, server) -> int:
    from PySide6.QtCore import QTimer

    window = make_window()
    _report_crashes(window)
    stop_timer = _quit_on_signals(window)
    window.show()
    for path in game_files:  # opened from a .safehouse file (the file association): its replay
        open_game_file(window, path)
    if not game_files and not os.environ.get("SAFEHOUSE_STARTUP_PROBE"):
        window.offer_tutorial_once()

    def open_forwarded(paths: list[str]) -> None:
        for path in paths:
            open_game_file(window, path)
        bring_to_front(window)
        log.info("showing %s", screen_name(window))

    server.files_opened.connect(open_forwarded)
    opener.opened.connect(lambda path: open_forwarded([path]))
    opener.deliver()
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QGuiApplication

    log.info("window shown %.0f ms after start (Qt %s, platform %s, desktop file %s, device pixel ratio %s)",
             (time.perf_counter() - started) * 1000, qVersion(), QGuiApplication.platformName(),
             QGuiApplication.desktopFileName(), QGuiApplication.instance().devicePixelRatio())
    QTimer.singleShot(300, window.catalog.warm_up)  # engines and bots load once the home screen is up
    if os.environ.get("SAFEHOUSE_STARTUP_PROBE"):  # measuring start-up: report and close at once
        print(f"startup_ms={(time.perf_counter() - started) * 1000:.0f} screen={screen_name(window)}", flush=True)
        window.close()
    await window.closed.wait()
    stop_timer.stop()
    await window.async_close()
    log.info("closed")
    return 0


def _report_crashes(window) -> None:
    """An exception nobody caught (in a Qt slot, say) is logged and shown in the crash dialog."""
    def hook(kind, error, trace) -> None:
        if issubclass(kind, KeyboardInterrupt):
            window.close()
            return
        log.critical("uncaught exception", exc_info=(kind, error, trace))
        try:
            from ui.crash_dialog import show_crash

            show_crash(error.with_traceback(trace), window)
        except Exception:  # the dialog itself failed: the log has it, stderr gets it
            sys.__excepthook__(kind, error, trace)

    sys.excepthook = hook


def _log_loop_exception(loop, context: dict) -> None:
    error = context.get("exception")
    log.error("asyncio: %s", context.get("message", "error"), exc_info=error)


def _quit_on_signals(window):
    """Ctrl-C (and SIGTERM) close the window like its close button: a clean exit, no traceback.

    Python runs a signal handler only between bytecodes, so a timer wakes the interpreter while Qt waits."""
    from PySide6.QtCore import QTimer

    def close(*_args) -> None:
        log.info("interrupted: closing")
        QTimer.singleShot(0, window.close)

    for name in ("SIGINT", "SIGTERM"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), close)
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(200)
    return timer


# ---- the self-test -------------------------------------------------------------------------------
def _run_self_test(app, lang: str | None, qasync) -> int:
    """Check every resource, then play a bot game of each game; a scratch data folder, removed after."""
    from PySide6.QtCore import QSettings

    scratch = tempfile.mkdtemp(prefix="safehouse-self-test-")
    previous = os.environ.get("SAFEHOUSE_DATA_DIR")
    os.environ["SAFEHOUSE_DATA_DIR"] = scratch  # never touch the player's own settings or saved games
    try:
        store = QSettings(os.path.join(scratch, "settings.ini"), QSettings.IniFormat)
        make_window = _prepare(app, lang, store)
        loop = qasync.QEventLoop(app)
        asyncio.set_event_loop(loop)
        with loop:
            result = loop.run_until_complete(_async_self_test(make_window))
        store.sync()
        del store
        return result
    finally:
        if previous is None:
            os.environ.pop("SAFEHOUSE_DATA_DIR", None)
        else:
            os.environ["SAFEHOUSE_DATA_DIR"] = previous
        shutil.rmtree(scratch, ignore_errors=True)


def missing_resources() -> list[str]:
    """Every resource the app needs that is missing: fonts, rule texts, translations (ours and Qt's
    Spanish), and an art folder per game. Art asked for during the games is checked after them."""
    from PySide6.QtCore import QTranslator

    from desktop.engine import GAMES
    from ui.fonts import FONT_FILES, fonts_dir
    from ui.paths import resources_dir
    from ui.translation import LANGUAGES, app_translation_file, has_qt_translation

    root = resources_dir()
    if not root.is_dir():
        return [f"the resources folder {root}"]
    missing = [f"font {name}" for name in FONT_FILES if not (fonts_dir() / name).is_file()]
    for code in LANGUAGES:
        missing += [f"rules {code}/{game}.md" for game in GAMES if not (root / "rules" / code / f"{game}.md").is_file()]
        if code != "en" and not QTranslator().load(str(app_translation_file(code))):
            missing.append(f"translation {app_translation_file(code).name}")
    if not has_qt_translation("es"):
        missing.append("Qt's own Spanish translation qtbase_es.qm")
    for folder in ("common", *GAMES):
        if not any((root / "art" / folder).glob("*.svg")):
            missing.append(f"art {folder}/")
    return missing


async def _async_self_test(make_window) -> int:
    """Open the main window, play one full bot game of each game through the real host, exit 0."""
    from desktop.engine import GAMES
    from ui.table_setup import TableSetup

    missing = missing_resources()
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
            loop = asyncio.get_running_loop()
            shown_by = loop.time() + END_PANEL_SECONDS  # the table paces its last updates and the game-end reveal
            while screen.bottom.currentWidget() is not screen.end_panel and loop.time() < shown_by:
                await asyncio.sleep(0.05)
            if screen.bottom.currentWidget() is not screen.end_panel:
                print(f"self-test: {game_name} ended but the end panel is not shown", file=sys.stderr)
                return 1
            print(f"self-test: {game_name}: {outcome['winner']} won ({outcome['reason']})")
            await window.async_leave_table()
        window.open_rules()  # reads every rule text
    except Exception as error:  # the self-test reports any failure as a non-zero exit
        log.exception("self-test failed")
        print(f"self-test failed: {error!r}", file=sys.stderr)
        return 1
    finally:
        window.close()
        await window.async_close()
    missing += [f"art {name}.svg" for name in sorted(window.art.missing)]
    if missing:
        for item in missing:
            print(f"self-test: missing {item}", file=sys.stderr)
        print(f"self-test failed: {len(missing)} resource(s) missing", file=sys.stderr)
        return 1
    print("self-test: ok")
    return 0
