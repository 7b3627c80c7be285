"""The main window's LAN flow: host (setup → lobby → game), join (list → lobby → game), resume."""
from __future__ import annotations

from . import LanOptions


class LanFlow:
    def __init__(self, window, options: LanOptions | None = None) -> None:
        self.window = window
        self.options = options or LanOptions()
        self.lobby = None  # the LobbyScreen on the stack, if any
        self.join = None  # the JoinScreen on the stack, if any

    # ---- hosting ---------------------------------------------------------------------------------------
    def open_host(self, game: str = "resistance"):
        from .host_setup import HostSetupDialog

        window = self.window
        dialog = HostSetupDialog(window.catalog.games, window.catalog.levels, window.settings.player_name, game=game,
                                 parent=window)
        dialog.accepted.connect(lambda: window.run_task(self.async_host(dialog.result_lan)))
        dialog.open()
        return dialog

    async def async_host(self, lan_setup):
        from .hosting import LanHostConnection

        window = self.window
        await window.async_leave_table()
        connection = await LanHostConnection.async_host(lan_setup, window.settings.bot_delay, self.options)
        window.connection = connection
        return self.show_lobby(connection)

    async def async_resume(self, store):
        from .hosting import LanHostConnection

        window = self.window
        await window.async_leave_table()
        connection = await LanHostConnection.async_resume(store, window.settings.bot_delay, self.options)
        window.connection = connection
        if connection.lobby.get("status") == "lobby":
            return self.show_lobby(connection)
        return window._show_game(connection)

    # ---- joining ----------------------------------------------------------------------------------------
    def open_join(self):
        from .join_screen import JoinScreen

        window = self.window
        self.remove_screens()
        screen = JoinScreen(window.settings, self.options, window.run_task)
        screen.joined.connect(self._joined)
        screen.home_requested.connect(self.close_join)
        window.stack.addWidget(screen)
        window.stack.setCurrentWidget(screen)
        self.join = screen
        window.run_task(screen.async_start())
        return screen

    def close_join(self) -> None:
        screen, self.join = self.join, None
        if screen is None:
            return
        window = self.window
        if window.stack.currentWidget() is screen:
            window.stack.setCurrentWidget(window.home)
        window.stack.removeWidget(screen)
        screen.deleteLater()
        window.run_task(screen.async_close())

    def _joined(self, connection) -> None:
        window = self.window
        old, window.connection = window.connection, connection
        if old is not None and old is not connection:  # never two tables at once
            window.run_task(old.async_close())
        if connection.lobby.get("status") == "playing":
            window._show_game(connection)
        else:
            self.show_lobby(connection)
        self.close_join()

    # ---- the lobby ----------------------------------------------------------------------------------------
    def show_lobby(self, connection):
        from .lobby_screen import LobbyScreen

        window = self.window
        screen = LobbyScreen(connection, window.catalog.levels)
        screen.leave_requested.connect(lambda: window.run_task(window.async_leave_table()))
        screen.game_started.connect(lambda: self._game_started(connection))
        window.stack.addWidget(screen)
        window.stack.setCurrentWidget(screen)
        self.lobby = screen
        return screen

    def _game_started(self, connection) -> None:
        window = self.window
        if window.connection is not connection or window.game_screen is not None:
            return
        window._show_game(connection)
        self._remove_lobby()

    def _remove_lobby(self) -> None:
        screen, self.lobby = self.lobby, None
        if screen is not None:
            self.window.stack.removeWidget(screen)
            screen.deleteLater()

    def remove_screens(self) -> None:
        """The table is closing (or another opens): take the lobby and the join list off the stack."""
        self._remove_lobby()
        self.close_join()
