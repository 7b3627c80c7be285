"""The spectator window shows the public table only: two games that differ only in hidden roles render
identical text, items and pixels in a spectator's window (joined over loopback by address)."""
import lan_windows  # tests/lan_windows.py: tests/ui is no package (it would shadow `ui`)
import asyncio
import json

from PySide6.QtWidgets import QAbstractButton, QLabel, QPlainTextEdit, QTableWidget

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena"]
ROLES_A = ["resistance", "spy", "resistance", "resistance", "spy"]
ROLES_B = ["spy", "resistance", "resistance", "spy", "resistance"]


def _role_blind_command(legal: list[dict]) -> dict:
    """A choice any role may make, the same in both games: the first seats, approve, play a success."""
    spec = legal[0]
    kind, params = spec["kind"], spec["params"]
    if kind == "propose_team":
        return {"kind": kind, "team": params["team"]["of"][: params["team"]["size"]]}
    if kind == "vote":
        return {"kind": kind, "approve": True}
    if kind == "mission_card":
        return {"kind": kind, "card": "success"}
    raise AssertionError(f"unexpected decision {kind}")


def screen_text(screen) -> list[str]:
    """Everything written on the spectator's screen: labels, buttons, logs, tables, the scene's items."""
    found = []
    for widget in screen.findChildren(QLabel):
        found.append(("label", widget.text(), widget.isVisibleTo(screen)))
    for widget in screen.findChildren(QAbstractButton):
        found.append(("button", widget.text(), widget.isVisibleTo(screen)))
    for widget in screen.findChildren(QPlainTextEdit):
        found.append(("text", widget.toPlainText()))
    for widget in screen.findChildren(QTableWidget):
        for row in range(widget.rowCount()):
            for column in range(widget.columnCount()):
                item = widget.item(row, column)
                found.append(("cell", row, column, item.text() if item else "", item.toolTip() if item else ""))
    for item in screen.scene.items():
        described = [type(item).__name__, round(item.pos().x(), 2), round(item.pos().y(), 2), item.isVisible()]
        for attribute in ("name", "subtitle", "art_name", "_art"):
            value = getattr(item, attribute, None)
            if isinstance(value, str):
                described.append(value)
        if hasattr(item, "toPlainText"):
            described.append(item.toPlainText())
        found.append(tuple(described))
    return sorted(map(repr, found))


def test_spectator_window_cannot_tell_two_deals_apart(app, art, settings, run, tmp_path):
    from desktop.net import Host
    from desktop.net.client import RemoteSeat

    support = lan_windows
    windows = [support.make_window(settings, art, tmp_path, f"watch{n}") for n in range(2)]

    async def table(roles, window):
        host = Host("resistance", {"players": 5, "options": {"roles": roles, "first_leader": 0}}, seed=9,
                    table_name="Twin", bot_delay=(0, 0))
        address = await host.async_listen("127.0.0.1", 0)
        await host.async_start()
        join = window.lan.open_join()
        join.name.setText("Watcher")
        join.address.setText(f"127.0.0.1:{address[1]}")
        join.address_watch.click()
        await support.wait_for(lambda: window.lan.lobby is not None, 10, "the spectator's lobby")
        players = [await RemoteSeat.async_join(*address, name) for name in NAMES]
        await support.wait_for(lambda: window.game_screen is not None, 10, "the spectator's game screen")
        return host, players

    async def play(host, players, steps):
        """Apply `steps` role-blind commands, seat by seat in order, each after the last was applied."""
        for _ in range(steps):
            pending = sorted(host.session.pending())
            seat = pending[0]
            client = players[seat]
            await support.wait_for(lambda: client.seq == host.session.feeds[seat].seq, 5, "the seat's latest view")
            before = len(host.session.state.commands)
            view = host.session.view(seat)
            client.command(_role_blind_command(view["legal"]))
            await support.wait_for(lambda: len(host.session.state.commands) > before, 5, "the command")

    async def pump(client):
        while await client.async_receive() is not None:
            pass

    async def scenario():
        tables = [await table(ROLES_A, windows[0]), await table(ROLES_B, windows[1])]
        pumps = [asyncio.ensure_future(pump(c)) for _host, players in tables for c in players]
        for host, players in tables:
            await play(host, players, 20)  # two missions and into the third round's vote
        for (host, _players), window in zip(tables, windows):
            public = json.dumps(host.session.view(None), sort_keys=True)
            connection = window.game_screen.connection
            await support.wait_for(lambda: json.dumps(connection.views.get(None), sort_keys=True) == public, 5,
                                   "the spectator to catch up")
        assert tables[0][0].session.view(0) != tables[1][0].session.view(0)  # the deals really differ
        screens = [window.game_screen for window in windows]
        for window in windows:
            window.resize(1280, 800)
            window.show()
        for _ in range(5):
            app.processEvents()
        for window in windows:  # keyboard focus depends on which window is active, not on the game
            window.game_screen.setFocus()
        for _ in range(5):
            app.processEvents()
        assert screen_text(screens[0]) == screen_text(screens[1])
        images = [window.grab().toImage() for window in windows]
        images[0].save("/tmp/lanshots/spectator_table.png")
        assert images[0] == images[1], "the spectator windows differ in pixels"
        for client in [c for _h, players in tables for c in players]:
            await client.async_close()
        await asyncio.gather(*pumps, return_exceptions=True)
        for window in windows:
            await window.async_close()
        for host, _players in tables:
            await host.async_close()

    run(scenario(), timeout=60)
