"""Two app windows in one process play a LAN game over loopback: one hosts, one joins from the list
of tables discovered with zeroconf (bound to 127.0.0.1 only), with chat and a spectator window."""
import random

import lan_windows  # tests/lan_windows.py: tests/ui is no package (it would shadow `ui`)


make_window, play_screens, wait_for = lan_windows.make_window, lan_windows.play_screens, lan_windows.wait_for
row_of, unique = lan_windows.row_of, lan_windows.unique

SHOTS = "/tmp/lanshots"


def test_host_join_from_the_list_chat_spectate_and_play(app, art, settings, run, tmp_path):
    from ui.lan.hosting import OPEN, LanSetup
    from ui.table_setup import HUMAN, TableSetup

    host_window = make_window(settings, art, tmp_path, "host")
    join_window = make_window(settings, art, tmp_path, "join")
    watch_window = make_window(settings, art, tmp_path, "watch")
    config = {"players": 5, "options": {}}
    setup = TableSetup("resistance", config, ["Ana", "", "Carmen", "Duc", "Elena"], [HUMAN, OPEN, "random", "random", "random"], seed=5)

    async def scenario():
        name = unique("Ana's <b>table</b>")
        lobby = await host_window.lan.async_host(LanSetup(setup, name))
        host_window.show()
        assert host_window.stack.currentWidget() is lobby
        assert not lobby.start_button.isEnabled()  # a seat is still open

        join = join_window.lan.open_join()
        join_window.show()
        join.name.setText("Bao")
        await wait_for(lambda: row_of(join, name) is not None, 15, "the table in the join list")
        row = row_of(join, name)
        assert join.list.item(row, 0).text() == name  # plain text, as typed
        assert join.list.item(row, 2).text() == "1 of 5 free"
        join.list.selectRow(row)
        join.grab().save(f"{SHOTS}/join_list.png")
        join.sit_button.click()
        await wait_for(lambda: join_window.lan.lobby is not None, 10, "the joined lobby")
        client_lobby = join_window.lan.lobby
        await wait_for(lambda: lobby.start_button.isEnabled(), 5, "the table to fill")
        assert "Bao" in lobby.seats.item(1, 1).text()
        assert "Connected" in lobby.seats.item(1, 2).text()

        # Chat with HTML stays plain text on both sides.
        client_lobby.chat.entry.setText("<b>hi</b> <img src=x>")
        client_lobby.chat.send()
        await wait_for(lambda: "<b>hi</b> <img src=x>" in lobby.chat.transcript.toPlainText(), 5, "chat at the host")
        host_window.grab().save(f"{SHOTS}/lobby_host.png")
        join_window.grab().save(f"{SHOTS}/lobby_client.png")

        # A spectator joins by address.
        watch = watch_window.lan.open_join()
        watch.name.setText("Cam")
        watch.address.setText(f"127.0.0.1:{host_window.connection.address[1]}")
        watch.address_watch.click()
        await wait_for(lambda: watch_window.lan.lobby is not None, 10, "the spectator's lobby")
        await wait_for(lambda: "1 watching" in lobby.spectators.text(), 5, "the spectator count")

        lobby.start_button.click()
        await wait_for(lambda: host_window.game_screen and join_window.game_screen and watch_window.game_screen,
                       10, "three game screens")
        screens = [host_window.game_screen, join_window.game_screen]
        assert screens[0].lan_extras.chat.transcript.toPlainText().count("<b>hi</b>") == 1  # the lobby chat carried over
        spectator = watch_window.game_screen
        assert spectator.director.showing is None and not spectator.connection.human_seats
        await wait_for(lambda: all(s.shown_view() for s in screens), 5, "first views")
        join_window.grab().save(f"{SHOTS}/lan_table_client.png")
        screens[1].lan_extras.chat.entry.setText("good luck")
        screens[1].lan_extras.chat.send()
        await wait_for(lambda: "good luck" in spectator.lan_extras.chat.transcript.toPlainText(), 5, "chat to the spectator")
        clicks = await play_screens(screens, random.Random(3), timeout=60)
        await wait_for(lambda: spectator.bottom.currentWidget() is spectator.end_panel, 5, "the spectator's end")
        assert clicks > 0
        outcome = host_window.connection.views[0]["outcome"]
        assert join_window.connection.views[1]["outcome"] == outcome
        assert not join_window.game_screen.end_panel.rematch.isVisibleTo(join_window.game_screen)
        join_window.grab().save(f"{SHOTS}/lan_end_client.png")
        # Both sides saved the game: the host its journal, the joined player a record of its seat.
        assert host_window.connection.last_replay.is_file()
        assert join_window.connection.last_replay.is_file()
        replay = join_window.show_replay(join_window.connection.last_replay)
        assert replay is not None and not replay.file.revealable and replay.mode.count() == 1
        for window in (watch_window, join_window, host_window):
            await window.async_close()

    run(scenario(), timeout=90)
