"""A LAN client survives a dropped socket by itself; when the host quits it says so, and when the
host's app resumes the table, the client is back in its seat and the game plays to the end."""
import lan_windows  # tests/lan_windows.py: tests/ui is no package (it would shadow `ui`)
import random


def test_drop_reconnect_host_quits_and_resumes(app, art, settings, run, tmp_path):
    from ui.lan.hosting import OPEN, LanSetup
    from ui.saved_games import ResumeDialog
    from ui.table_setup import HUMAN, TableSetup

    support = lan_windows
    wait_for = support.wait_for
    host_window = support.make_window(settings, art, tmp_path, "host")
    join_window = support.make_window(settings, art, tmp_path, "join")
    setup = TableSetup("resistance", {"players": 5, "options": {}}, ["Ana", "", "Carmen", "Duc", "Elena"],
                       [HUMAN, OPEN, "random", "random", "random"], seed=11)
    links: list[str] = []

    async def scenario():
        lobby = await host_window.lan.async_host(LanSetup(setup, "Resume me", seat_grace=None))
        port = host_window.connection.address[1]
        join = join_window.lan.open_join()
        join.name.setText("Bao")
        join.address.setText(f"127.0.0.1:{port}")
        join.address_sit.click()
        await wait_for(lambda: join_window.lan.lobby is not None, 10, "the joined lobby")
        client = join_window.connection
        client.link_changed.connect(links.append)
        await wait_for(lambda: lobby.start_button.isEnabled(), 5, "a full table")
        lobby.start_button.click()
        await wait_for(lambda: host_window.game_screen and join_window.game_screen, 10, "game screens")
        screens = [host_window.game_screen, join_window.game_screen]
        rng = random.Random(2)
        await support.play_screens(screens, rng, until=lambda: len(host_window.connection.host.session.state.commands) >= 8)

        # 1. The cable is pulled: the client reconnects by itself and says where it is meanwhile.
        client.client._writer.transport.abort()
        await wait_for(lambda: links[-2:] == ["reconnecting", "connected"], 10, "a reconnect")
        assert client.client.reconnects == 1
        assert not join_window.game_screen.lan_extras.banner.isVisibleTo(join_window.game_screen)
        await wait_for(lambda: "Connected" in host_window.game_screen.lan_extras.subtitles()[1], 5, "seat 2 back")
        commands = len(host_window.connection.host.session.state.commands)
        await support.play_screens(screens, rng, until=lambda: len(host_window.connection.host.session.state.commands) >= commands + 4)

        # 2. The host quits: the client says so, and keeps its place.
        await host_window.async_leave_table()
        await wait_for(lambda: client.link == "host_gone", 5, "the client to notice")
        banner = join_window.game_screen.lan_extras.banner
        assert banner.isVisibleTo(join_window.game_screen) and "closed the table" in banner.text.text()
        assert not join_window.game_screen.prompt.isEnabled()  # a choice now would go nowhere
        join_window.grab().save("/tmp/lanshots/lan_host_gone.png")

        # 3. The host's app offers the table again; resumed, the client is back in its seat by itself.
        resume = ResumeDialog(host_window)
        assert resume.list.count() >= 1 and "Resume me" in resume.list.item(0).text()
        store = resume.stores[resume.selected()]
        screen = await host_window.async_resume(store)
        assert host_window.connection.address[1] == port  # the same port, so the client finds it
        await wait_for(lambda: client.link == "connected", 10, "the client back at the table")
        assert not join_window.game_screen.lan_extras.banner.isVisibleTo(join_window.game_screen)
        assert join_window.game_screen.prompt.isEnabled()
        await support.play_screens([screen, join_window.game_screen], rng, timeout=60)
        outcome = host_window.connection.views[0]["outcome"]
        assert outcome and join_window.connection.views[1]["outcome"] == outcome
        for window in (join_window, host_window):
            await window.async_close()

    run(scenario(), timeout=90)
