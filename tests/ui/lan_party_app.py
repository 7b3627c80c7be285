"""One copy of the app at a LAN party, driven as a player would: run as its own process by
test_ui_lan_three_apps.py (three copies, three languages). Not collected by pytest (no test_ prefix).

    python tests/ui/lan_party_app.py ROLE LANG WORKDIR TABLE_NAME
ROLE: host (seats itself, waits for a player and a spectator, starts), join (finds the table in the
discovered list, sits, has its connection cut mid-game), watch (joins by address as a spectator).
Writes WORKDIR/ROLE.json with what it saw.
"""
from __future__ import annotations

import asyncio
import json
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))


def support():
    sys.path.insert(0, str(HERE.parent))  # tests/: the shared LAN window helpers
    import lan_windows

    return lan_windows


async def as_host(window, work: Path, table: str, s) -> dict:
    from ui.lan.hosting import OPEN, LanSetup
    from ui.table_setup import HUMAN, TableSetup

    setup = TableSetup("resistance", {"players": 5, "options": {}}, ["Ana", "", "Carmen", "Duc", "Elena"],
                       [HUMAN, OPEN, "random", "random", "random"], seed=21)
    lobby = await window.lan.async_host(LanSetup(setup, table, seat_grace=None))
    (work / "port").write_text(str(window.connection.address[1]))
    await s.wait_for(lambda: lobby.start_button.isEnabled() and lobby.spectators.text(), 60, "a player and a spectator")
    lobby.start_button.click()
    await s.wait_for(lambda: window.game_screen is not None, 10, "the game screen")
    await s.play_screens([window.game_screen], random.Random(1), timeout=120)
    return {"outcome": window.connection.views[0]["outcome"], "heading": window.game_screen.end_panel.heading.text()}


async def as_player(window, work: Path, table: str, s) -> dict:
    join = window.lan.open_join()
    join.name.setText("Bao")
    await s.wait_for(lambda: s.row_of(join, table) is not None, 30, "the table in the discovered list")
    join.list.selectRow(s.row_of(join, table))
    join.sit_button.click()
    await s.wait_for(lambda: window.game_screen is not None, 60, "the game to start")
    links: list[str] = []
    connection = window.connection
    connection.link_changed.connect(links.append)
    screen = window.game_screen
    rng = random.Random(2)
    await s.play_screens([screen], rng, timeout=60, until=lambda: len((screen.shown_view() or {}).get("vote_history", [])) >= 2)
    connection.client._writer.transport.abort()  # the cable is pulled mid-game
    await s.wait_for(lambda: links[-2:] == ["reconnecting", "connected"], 20, "a reconnect")
    links_after_drop = list(links)
    await s.play_screens([screen], rng, timeout=120)
    replay = window.show_replay(connection.last_replay)
    return {"outcome": connection.views[1]["outcome"], "heading": screen.end_panel.heading.text(),
            "reconnects": connection.client.reconnects, "links": links_after_drop, "replay_steps": replay is not None}


async def as_spectator(window, work: Path, table: str, s) -> dict:
    await s.wait_for(lambda: (work / "port").exists(), 30, "the host's port")
    join = window.lan.open_join()
    join.name.setText("Cam")
    join.address.setText(f"127.0.0.1:{(work / 'port').read_text()}")
    join.address_watch.click()
    await s.wait_for(lambda: window.game_screen is not None, 60, "the game to start")
    screen = window.game_screen
    await s.wait_for(lambda: screen.bottom.currentWidget() is screen.end_panel, 180, "the end of the game")
    view = window.connection.views.get(None) or {}
    return {"outcome": view.get("outcome"), "heading": screen.end_panel.heading.text()}


def main() -> int:
    role, lang, work, table = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4]
    from PySide6.QtWidgets import QApplication

    import qasync
    from ui.fonts import load_fonts
    from ui.settings import Settings
    from ui.theme import stylesheet
    from ui.translation import install_translation
    from ui.art import Art

    app = QApplication([])
    app.setQuitOnLastWindowClosed(False)
    load_fonts(app)
    app.setStyleSheet(stylesheet())
    install_translation(app, lang)
    s = support()
    window = s.make_window(Settings(animation_speed="off", bot_pace="instant"), Art(), work, role)
    window.show()
    scenario = {"host": as_host, "join": as_player, "watch": as_spectator}[role]

    async def run() -> dict:
        try:
            return await scenario(window, work, table, s)
        finally:
            window.grab().save(str(work / f"{role}.png"))
            await window.async_close()

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        result = loop.run_until_complete(asyncio.wait_for(run(), 240))
    (work / f"{role}.json").write_text(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
