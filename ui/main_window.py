"""The main window: the home screen, and the game, replay and other screens it opens.

It owns the running table (a TableConnection over a Host) and closes it cleanly. Long work is
asyncio tasks on the qasync loop; dialogs are opened modeless-style (`open`), never with a nested
`exec`, so the host and its bots keep running while a dialog is up.
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QLayout, QMainWindow, QMessageBox, QStackedWidget

from .art import Art
from .confirm import confirm
from .enter_key import EnterPressesButtons
from .connection import TableConnection

if TYPE_CHECKING:  # pragma: no cover
    from .game_screen import GameScreen
    from .setup_dialog import SetupDialog
from .catalog import Catalog
from .home import HomeScreen
from .recording import GameRecorder
from .settings import Settings
from .sound import Sounds
from .table_setup import TableSetup
from .text import tr

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings, settings_store: QSettings, art: Art, catalog: Catalog) -> None:
        super().__init__()
        self.settings = settings
        self.settings_store = settings_store
        self.art = art
        self.catalog = catalog
        self.closed = asyncio.Event()
        self.sounds = Sounds(settings.sound_effects)
        self.connection: TableConnection | None = None
        self.game_screen: GameScreen | None = None
        self.tutorial_screen = None  # ui/tutorial_screen.TutorialScreen while a lesson runs
        self.last_setup: TableSetup | None = None
        self._tasks: set[asyncio.Task] = set()
        EnterPressesButtons(self)
        self.setWindowTitle(tr("main", "Safehouse"))
        self.setWindowIcon(art.icon("common/app_icon", 64))
        self.resize(QSize(settings.window_width, settings.window_height))
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # The window keeps the size the player gave it: a screen that asks for more room than it has
        # is squeezed (and the real-window tests say so), never a reason for the window to grow itself.
        self.layout().setSizeConstraint(QLayout.SetNoConstraint)
        self.home = self._make_home()
        self.stack.addWidget(self.home)
        from .lan.window import LanFlow

        self.lan = LanFlow(self)  # hosting and joining LAN tables (ui/lan)

    def _make_home(self) -> HomeScreen:
        home = HomeScreen(self.art)
        home.solo_requested.connect(lambda: self.open_setup(solo=True))
        home.hotseat_requested.connect(lambda: self.open_setup(solo=False))
        home.host_lan_requested.connect(lambda: self.lan.open_host())
        home.join_lan_requested.connect(lambda: self.lan.open_join())
        home.resume_requested.connect(self.open_resume)
        home.replay_requested.connect(self.open_replays)
        home.record_requested.connect(self.open_your_games)
        home.rules_requested.connect(self.open_rules)
        home.learn_requested.connect(self.open_tutorials)
        home.settings_requested.connect(self.open_settings)
        home.about_requested.connect(self.open_about)
        home.quit_requested.connect(self.close)
        return home

    def retranslate(self) -> None:
        """After a language switch: rebuild the home screen (other screens read the language when built)."""
        showing_home = self.stack.currentWidget() is self.home
        old, self.home = self.home, self._make_home()
        self.stack.insertWidget(0, self.home)
        if showing_home:
            self.stack.setCurrentWidget(self.home)
        self.stack.removeWidget(old)
        old.deleteLater()
        self.setWindowTitle(tr("main", "Safehouse"))

    # ---- tasks -------------------------------------------------------------------------------------
    def run_task(self, coroutine) -> asyncio.Task:
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background task failed", exc_info=task.exception())
            from .crash_dialog import show_crash

            show_crash(task.exception(), self)

    # ---- starting games ------------------------------------------------------------------------------
    def open_setup(self, solo: bool, game: str = "resistance") -> "SetupDialog":
        from .setup_dialog import SetupDialog

        dialog = SetupDialog(self.catalog.games, self.catalog.levels, self.settings.player_name, solo=solo, game=game,
                             parent=self)
        dialog.accepted.connect(lambda: self.run_task(self.async_play(dialog.result_setup)))
        dialog.open()
        return dialog

    async def async_play(self, setup: TableSetup) -> "GameScreen":
        from desktop.net.storage import TableStore

        await self.async_leave_table()
        self.last_setup = setup
        connection = await TableConnection.async_open(setup, self.settings.bot_delay, store=TableStore.create())
        return self._show_game(connection)

    async def async_resume(self, store) -> "GameScreen":
        from .saved_games import is_lan_table

        if is_lan_table(store):  # served again on the network; its players reconnect by themselves
            return await self.lan.async_resume(store)
        await self.async_leave_table()
        connection = await TableConnection.async_resume(store, self.settings.bot_delay)
        return self._show_game(connection)

    def _show_game(self, connection: TableConnection) -> "GameScreen":
        from .game_screen import GameScreen

        self.connection = connection
        GameRecorder.attach(connection)  # the game goes into "Your games" when it ends
        screen = GameScreen(connection, self.art, self.settings)
        # Sounds follow the feed the log shows (public events only make a sound): never a hidden clue.
        source = screen.log_source
        connection.update_received.connect(
            lambda seat, _view, events: seat == source and events and self.sounds.on_events(events))
        screen.home_requested.connect(self.confirm_leave)
        screen.rematch_requested.connect(self._rematch)
        screen.replay_requested.connect(self._replay_last)
        screen.review_requested.connect(self._review_last)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        self.game_screen = screen
        return screen

    def confirm_leave(self) -> QMessageBox | None:
        """Leave the table, asking first while the game is still being played (the journal stays, to resume)."""
        connection = self.connection
        if connection is None or connection.finished:
            self.run_task(self.async_leave_table())
            return None
        box = confirm(self, tr("main", "Leave the table?"),
                      tr("main", "The game is not over. Leave the table and go back to the home screen? "
                                 "You can resume it later from the home screen."),
                      tr("main", "Leave the table"), lambda: self.run_task(self.async_leave_table()),
                      keep=tr("main", "Keep playing"))
        self._leave_box = box
        return box

    def _rematch(self) -> None:
        if getattr(self.connection, "lan", False):  # a LAN table: the same seats, a new deal, on the same host
            self.connection.rematch()
            return
        if self.last_setup is not None:
            self.run_task(self.async_play(self.last_setup.rematch()))

    async def async_leave_table(self) -> None:
        """Close the running table (its journal stays on disk to resume or replay) and go home."""
        await self._async_close_tutorial()
        connection, self.connection = self.connection, None
        self.lan.remove_screens()
        if self.game_screen is not None:
            self.game_screen.scene.blockSignals(True)  # the scene may outlive its view: no late `changed`
            self.stack.removeWidget(self.game_screen)
            self.game_screen.deleteLater()
            self.game_screen = None
        self.stack.setCurrentWidget(self.home)
        if connection is not None:
            await connection.async_close()

    # ---- tutorials (ui/tutorial_screen.py) ---------------------------------------------------------------
    def open_tutorials(self):
        from .tutorial_picker import TutorialPicker

        picker = TutorialPicker(self)
        picker.chosen.connect(lambda lesson: self.run_task(self.async_tutorial(lesson)))
        picker.open()
        return picker

    async def async_tutorial(self, lesson):
        from .tutorial_picker import load_tutorials
        from .tutorial_screen import TutorialScreen

        await self.async_leave_table()
        _lessons, texts, language = load_tutorials()
        screen = TutorialScreen(lesson, texts, language, self.art, self.settings, self.run_task)
        screen.home_requested.connect(lambda: self.run_task(self.async_leave_table()))
        self.tutorial_screen = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        await screen.async_start()
        return screen

    async def _async_close_tutorial(self) -> None:
        screen, self.tutorial_screen = self.tutorial_screen, None
        if screen is not None:
            self.stack.setCurrentWidget(self.home)
            self.stack.removeWidget(screen)
            await screen.async_close()
            screen.deleteLater()

    def offer_tutorial_once(self):
        """The first launch offers "Learn to play"; the settings remember it was offered (saved with the
        rest when the window closes: only closing writes the settings)."""
        if self.settings.tutorial_offered:
            return None
        from .tutorial_picker import first_launch_offer

        self.settings.tutorial_offered = True
        box = first_launch_offer(self)
        learn = box.button(QMessageBox.Yes)
        box.finished.connect(lambda _result: box.clickedButton() is learn and self.open_tutorials())
        box.open()
        return box

    # ---- other screens --------------------------------------------------------------------------------
    def open_resume(self) -> None:
        from .saved_games import ResumeDialog

        dialog = ResumeDialog(self)
        dialog.chosen.connect(lambda store: self.run_task(self.async_resume(store)))
        dialog.open()

    def open_replays(self) -> None:
        from .saved_games import ReplayPicker

        picker = ReplayPicker(self)
        picker.chosen.connect(self.show_replay)
        picker.open()

    def _replay_last(self) -> None:
        path, _seat = self._last_game()
        if path is not None:
            self.show_replay(path)

    def _last_game(self):
        """(the finished game's file, the seat to review it from): a LAN game's record or journal, else the host's journal."""
        connection = self.connection
        last = getattr(connection, "last_replay", None)  # a LAN table's journal, or a joined seat's record
        seats = list(getattr(connection, "human_seats", None) or [0])
        if last is not None:
            return last, seats[0]
        if connection is not None and connection.host.store is not None:
            return connection.host.store.journal_path(connection.host.session.number), seats[0]
        return None, None

    def _review_last(self) -> None:
        path, seat = self._last_game()
        if path is not None:
            self.show_review(path, seat)

    def show_review(self, path, seat: int):
        """The post-game review of a saved game from one seat (the end panel, the replay, "Your games")."""
        from .review_screen import ReviewScreen
        from .saved_games import GameFileError

        try:
            screen = ReviewScreen(path, seat, self.catalog.games)
        except GameFileError as error:
            box = QMessageBox(QMessageBox.Warning, tr("main", "Cannot review this game"), str(error), parent=self)
            box.open()
            return None
        screen.home_requested.connect(lambda: self._close_screen(screen))
        screen.replay_requested.connect(lambda game_path, review_seat, moment: self._replay_at(game_path, review_seat, moment))
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        return screen

    def _replay_at(self, path, seat: int, moment):
        """The replay from that seat, at the moment's decision (or the start)."""
        from .review_screen import step_of

        screen = self.show_replay(path)
        if screen is None:
            return None
        index = screen.mode.findData(seat)
        if index >= 0:
            screen.mode.setCurrentIndex(index)
        step = step_of(screen.views, seat, moment.when) if moment is not None else None
        if step is not None:
            screen.go_to(step)
        return screen

    def show_replay(self, path) -> None:
        from .replay_screen import ReplayScreen
        from .saved_games import GameFileError

        try:
            screen = ReplayScreen(path, self.catalog.games, self.art, self.settings)
        except GameFileError as error:
            box = QMessageBox(QMessageBox.Warning, tr("main", "Cannot replay this game"), str(error), parent=self)
            box.open()  # modeless: the host and its bots keep running
            return None
        screen.home_requested.connect(lambda: self._close_screen(screen))
        screen.review_requested.connect(self.show_review)
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        return screen

    def open_your_games(self):
        """Your record: win rates and finished games. Its "Review" is `review_requested(path, seat)`."""
        from .your_games import YourGamesScreen

        screen = YourGamesScreen(self.settings.high_contrast)
        screen.home_requested.connect(lambda: self._close_screen(screen))
        screen.replay_requested.connect(lambda path: (self._close_screen(screen), self.show_replay(path)))
        screen.review_requested.connect(lambda path, seat: (self._close_screen(screen), self.show_review(path, seat)))
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        return screen

    def _close_screen(self, screen) -> None:
        if hasattr(screen, "shutdown"):
            screen.shutdown()  # a review still thinking: let it go
        self.stack.setCurrentWidget(self.home)
        self.stack.removeWidget(screen)
        screen.deleteLater()

    def open_rules(self) -> None:
        from .rules_dialog import RulesDialog

        RulesDialog(self).open()

    def open_about(self):
        from .about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.open()
        return dialog

    def open_settings(self):
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        language = self.settings.language
        dialog.accepted.connect(lambda: self._settings_saved(language))
        dialog.open()
        return dialog

    def _settings_saved(self, old_language: str) -> None:
        """Save, then apply the size, the contrast and (if it changed) the language, live."""
        from PySide6.QtWidgets import QApplication

        from .theme import apply as apply_theme
        from .translation import install_translation

        self.settings.save(self.settings_store)
        self.sounds.enabled = self.settings.sound_effects
        app = QApplication.instance()
        apply_theme(app, self.settings)
        if self.settings.language != old_language:
            install_translation(app, self.settings.language)
            self.retranslate()

    # ---- closing -----------------------------------------------------------------------------------------
    def closeEvent(self, event) -> None:
        """Remember the window size; the app's main coroutine closes the table and stops the loop."""
        self.settings.window_width, self.settings.window_height = self.width(), self.height()
        self.settings.save(self.settings_store)
        self.closed.set()
        event.accept()

    async def async_close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.async_leave_table()
