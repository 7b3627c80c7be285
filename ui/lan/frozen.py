"""A lobby and a join list frozen at one moment, for `safehouse screenshot` (no network, no host)."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from . import LanOptions

SHOT_SEATS = [
    {"seat": 0, "kind": "human", "name": "Ana", "level": None, "connected": True, "stand_in": False},
    {"seat": 1, "kind": "human", "name": "Bao", "level": None, "connected": True, "stand_in": False},
    {"seat": 2, "kind": "human", "name": "Carmen", "level": None, "connected": False, "stand_in": False},
    {"seat": 3, "kind": "bot", "name": "Duc", "level": "normal", "connected": True, "stand_in": False},
    {"seat": 4, "kind": "open", "name": "", "level": None, "connected": False, "stand_in": False},
    {"seat": 5, "kind": "open", "name": "", "level": None, "connected": False, "stand_in": False},
    {"seat": 6, "kind": "bot", "name": "Giang", "level": "hard", "connected": True, "stand_in": False},
]


class FrozenLobby(QObject):
    """The face of a LAN connection, holding a lobby; the host's actions are recorded, never applied."""

    lobby_received = Signal(dict)
    seat_changed = Signal(object)
    error_received = Signal(object, str, dict)
    chat_received = Signal(str, str)
    link_changed = Signal(str)

    lan = True
    is_host = True
    announced = True
    link = "connected"

    def __init__(self, lobby: dict, chat: list[tuple[str, str]]) -> None:
        super().__init__()
        self.lobby = lobby
        self.chat_log = chat
        self.seat = 0
        self.address = ("192.168.1.20", 52014)
        self.options = LanOptions(interfaces=["192.168.1.20"])
        self.actions: list[tuple] = []

    def send_chat(self, text: str) -> None:
        self.actions.append(("chat", text))

    def __getattr__(self, name):  # move_seat, kick, seat_bot, open_seat, start
        return lambda *args: self.actions.append((name, *args))


def lobby_for_shot(levels):
    from .lobby_screen import LobbyScreen

    lobby = {"name": "Friday night at Ana's", "game": "avalon", "players": 7, "options": {}, "seats": SHOT_SEATS,
             "free_seats": 2, "password": True, "status": "lobby", "paused": False, "spectators": 1, "games_played": 0}
    chat = [("Bao", "on my way, grabbing snacks"), ("Carmen", "wifi dropped, back in a sec"), ("Ana", "<b>no</b> rush")]
    return LobbyScreen(FrozenLobby(lobby, chat), levels)


def join_list_for_shot(settings, version: int):
    from .join_screen import JoinScreen

    screen = JoinScreen(settings, LanOptions(interfaces=["127.0.0.1"]), run_task=lambda coroutine: coroutine.close())
    screen.name.setText(settings.player_name or "Bao")
    tables = [
        {"instance": "a", "name": "Friday night at Ana's", "game": "avalon", "players": 7, "free_seats": 2, "version": version,
         "password": True, "status": "lobby", "address": "192.168.1.20", "port": 52014},
        {"instance": "b", "name": "Duc's basement", "game": "resistance", "players": 6, "free_seats": 0, "version": version,
         "password": False, "status": "playing", "address": "192.168.1.31", "port": 50112},
        {"instance": "c", "name": "Elena (new build)", "game": "bodyguard", "players": 5, "free_seats": 3, "version": version + 1,
         "password": False, "status": "lobby", "address": "192.168.1.44", "port": 49000},
    ]
    screen.show_tables(tables)
    screen.list.selectRow(0)
    return screen
