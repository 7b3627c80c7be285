"""Each game played at this screen goes into your record (desktop/record.py) once, when it ends.

One recorder per table connection (solo, hot-seat, a LAN table hosted or joined): it adds the game when
a view of it ends after it saw that game being played. So a resumed game that had already ended is not
added again, every feed's final view (the public one and each seat's) adds it once, and a rematch on the
same table is a new game, added when it ends in turn.
"""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer

from desktop.record import record_from_views, record_game

log = logging.getLogger(__name__)


class GameRecorder(QObject):
    def __init__(self, connection, history_path=None) -> None:
        super().__init__(connection)
        self.connection = connection
        self.history_path = history_path  # None: the data dir's
        self.playing = False  # a view of a game not over yet arrived: its end is worth recording
        self.games_ended = 0  # the ends it saw (and recorded, unless the history already had the game)
        connection.update_received.connect(self._on_update)

    @classmethod
    def attach(cls, connection) -> "GameRecorder":
        """The connection's recorder, made on first call: a connection shown twice still records once."""
        recorder = getattr(connection, "recorder", None)
        if recorder is None:
            recorder = connection.recorder = cls(connection)
        return recorder

    def _on_update(self, _seat, view: dict, _events: list) -> None:
        if not view.get("outcome"):
            self.playing = True
        elif self.playing:
            self.playing = False
            self.games_ended += 1
            # The next turn of the loop: the other feeds' final views are in, a joined seat's record is saved.
            QTimer.singleShot(0, self._record)

    def _record(self) -> None:
        connection = self.connection
        mode = "lan" if getattr(connection, "lan", False) else "hotseat" if len(connection.human_seats) > 1 else "solo"
        entry = record_from_views(connection.game_name, dict(connection.views), list(connection.seat_names),
                                  list(connection.human_seats), dict(connection.bot_levels), mode, journal_of(connection))
        if not entry.you:  # a spectator: not one of your games
            return
        try:
            record_game(entry, self.history_path)
        except OSError as error:  # the game itself is saved; only its line in the history is lost
            log.error("the game could not be added to your history (%s)", error)


def journal_of(connection):
    """The file that replays the connection's latest game: its journal, or a joined seat's record."""
    last = getattr(connection, "last_replay", None)
    if last is not None:
        return last
    host = getattr(connection, "host", None)
    if host is not None and host.store is not None and host.session is not None:
        return host.store.journal_path(host.session.number)
    return None
