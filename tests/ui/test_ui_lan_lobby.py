"""The host runs the lobby (move, send away, seat a bot, open a seat, fill, start); the join list
shows a password table with a lock and refuses another protocol version with its reason."""
import lan_windows  # tests/lan_windows.py: tests/ui is no package (it would shadow `ui`)


def test_host_moves_sends_away_and_seats_bots(app, art, settings, run, tmp_path):
    from desktop.net.client import JoinRefused, RemoteSeat
    from ui.lan.hosting import OPEN, LanSetup
    from ui.table_setup import HUMAN, TableSetup

    support = lan_windows
    wait_for = support.wait_for
    host_window = support.make_window(settings, art, tmp_path, "host")
    join_window = support.make_window(settings, art, tmp_path, "join")
    setup = TableSetup("avalon", {"players": 5, "options": {}}, ["Ana", "", "", "Duc", "Elena"],
                       [HUMAN, OPEN, OPEN, "random", "random"], seed=3)

    async def scenario():
        lobby = await host_window.lan.async_host(LanSetup(setup, "Locked", password="sesame"))
        port = host_window.connection.address[1]
        join = join_window.lan.open_join()
        join.name.setText("Bao")
        join.address.setText(f"127.0.0.1:{port}")
        join.address_sit.click()
        await wait_for(lambda: "password" in join.problem.text(), 5, "a wrong-password refusal")
        join.password.setText("sesame")
        join.address_sit.click()
        await wait_for(lambda: join_window.lan.lobby is not None, 5, "the joined lobby")
        client = join_window.connection
        other = await RemoteSeat.async_join("127.0.0.1", port, "Cam", "sesame")
        await wait_for(lambda: lobby.connection.lobby["free_seats"] == 0, 5, "both players seated")
        assert not lobby.start_button.isEnabled() or lobby.connection.lobby["free_seats"] == 0

        # Move Bao from seat 2 to seat 3 (and Cam from 3 to 2): tokens go with them.
        assert client.seat == 1 and other.seat == 2
        assert lobby.move(1, 2)
        await wait_for(lambda: client.seat == 2, 5, "Bao's new seat")
        assert "Bao" in lobby.seats.item(2, 1).text() and "(you)" in join_window.lan.lobby.seats.item(2, 1).text()

        # Send Cam away, then a bot takes the seat, then it opens again.
        assert lobby.kick(1)
        await wait_for(lambda: lobby.seats.item(1, 2).text().endswith("Open seat"), 5, "Cam's seat to open")
        assert lobby.seat_bot(1, "random")
        await wait_for(lambda: "Bot" in lobby.seats.item(1, 2).text(), 5, "a bot in seat 2")
        assert lobby.open_seat(1)
        await wait_for(lambda: lobby.connection.lobby["free_seats"] == 1, 5, "seat 2 open again")
        assert not lobby.start_button.isEnabled()
        assert not lobby.kick(0) and lobby.problem.text()  # never the host's own seat
        lobby.fill_with_bots()
        await wait_for(lambda: lobby.start_button.isEnabled(), 5, "a full table")

        # Send Bao away from the joined window: it says why.
        assert lobby.kick(2)
        await wait_for(lambda: client.link == "kicked", 5, "Bao to hear it")
        assert "seat" in join_window.lan.lobby.problem.text()
        try:
            await other.async_receive()
        except JoinRefused:
            pass
        await other.async_close()
        for window in (join_window, host_window):
            await window.async_close()

    run(scenario(), timeout=40)


def test_join_list_shows_lock_and_refuses_another_version(app, art, settings, run, tmp_path, monkeypatch):
    from desktop.net import discovery
    from desktop.net.discovery import Advertiser

    support = lan_windows
    window = support.make_window(settings, art, tmp_path, "join")
    name = lan_windows.unique("Future <table>")
    lobby = {"name": name, "game": "bodyguard", "players": 6, "free_seats": 4, "password": True,
             "status": "lobby"}

    async def scenario():
        monkeypatch.setattr(discovery, "PROTOCOL_VERSION", 99)
        advertiser = Advertiser(40999, ["127.0.0.1"], ["127.0.0.1"])
        await advertiser.async_start(lobby)
        monkeypatch.undo()
        join = window.lan.open_join()
        join.name.setText("Bao")
        await support.wait_for(lambda: support.row_of(join, name) is not None, 15, "the table in the list")
        row = support.row_of(join, name)
        join.list.selectRow(row)
        assert join.list.item(row, 0).text() == name
        assert "version" in join.list.item(row, 4).text().lower()
        assert not join.sit_button.isEnabled() and not join.watch_button.isEnabled()
        assert "different version" in join.reason.text()
        join.join_selected(spectate=False)
        assert "different version" in join.problem.text()
        await advertiser.async_close()
        await support.wait_for(lambda: support.row_of(join, name) is None, 10, "the table to leave the list")
        await window.async_close()

    run(scenario(), timeout=40)


def test_join_list_lock_icon_for_a_password_table(app, art, settings, run, tmp_path):
    from desktop.net.discovery import Advertiser

    support = lan_windows
    window = support.make_window(settings, art, tmp_path, "join")
    name = lan_windows.unique("Locked")
    lobby = {"name": name, "game": "resistance", "players": 5, "free_seats": 2, "password": True, "status": "lobby"}

    async def scenario():
        advertiser = Advertiser(40998, ["127.0.0.1"], ["127.0.0.1"])
        await advertiser.async_start(lobby)
        join = window.lan.open_join()
        await support.wait_for(lambda: support.row_of(join, name) is not None, 15, "the table in the list")
        row = support.row_of(join, name)
        join.list.selectRow(row)
        access = join.list.item(row, 4)
        assert access.text() == "Password" and not access.icon().isNull()
        assert join.sit_button.isEnabled() and "password" in join.reason.text()
        await advertiser.async_close()
        await window.async_close()

    run(scenario(), timeout=40)
