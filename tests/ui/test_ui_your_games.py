"""Your record (#21 items 3-4): each finished game is added once (not on resume, once per rematch), the history
survives a restart, and "Your games" shows the win-rate chart and the list, with replay, review and clear."""
import asyncio
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from lan_windows import click_a_choice, wait_for

from desktop.record import GameRecord, History, SeatResult, Tally, record_game
from ui.table_setup import HUMAN, TableSetup

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena"]


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path))
    return tmp_path


def _window(settings, art, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    return MainWindow(settings, store, art, Catalog(GAMES, LEVELS))


async def _play(screen, rng: random.Random) -> None:
    """Click through the people's decisions until the end panel shows (the bots play the rest); hot-seat:
    through the curtain, and hiding each secret screen after a look."""
    from ui.seat_director import SeatDirector

    for _ in range(6000):
        await asyncio.sleep(0.002)
        current = screen.bottom.currentWidget()
        if current is screen.end_panel:
            return
        if current is screen.curtain:
            screen.curtain.button.click()
        elif screen.director.hot_seat and screen.director.showing is not None and not SeatDirector.owes_decision(screen.shown_view()):
            screen.hide_button.click()
        else:
            click_a_choice(screen.prompt, rng)
    raise AssertionError("the game did not end")


def test_a_solo_game_is_recorded_once_at_its_end_not_on_resume_and_once_per_rematch(app, art, settings, run, data_dir):
    from desktop.engine import GAMES
    from desktop.net.storage import TableStore
    from ui.recording import GameRecorder

    window = _window(settings, art, data_dir)
    config = GAMES["resistance"].validate_config({"players": 5, "options": {}})[0]
    setup = TableSetup("resistance", config, NAMES, [HUMAN] + ["random"] * 4, seed=11)

    async def scenario():
        screen = await window.async_play(setup)
        assert History.load().games == []  # nothing before the end
        await _play(screen, random.Random(3))
        await wait_for(lambda: len(History.load().games) == 1, what="the finished game in the history")
        host = screen.connection.host
        outcome, journal, folder = host.session.outcome, host.store.journal_path(1), host.store.directory
        await asyncio.sleep(0.2)  # the end panel's last updates, every feed's final view: still one entry
        (entry,) = History.load().games
        seat = screen.connection.views[0]["you"]
        assert entry.you == (SeatResult(0, seat["role"], seat["side"], 0 in outcome["winning_seats"]),)
        assert (entry.game, entry.mode, entry.bots, entry.players) == ("resistance", "solo", "random", tuple(NAMES))
        assert (entry.winner, entry.journal) == (outcome["winner"], str(journal))

        await window.async_leave_table()  # resume the finished game: shown again, not recorded again
        resumed = await window.async_resume(TableStore(folder))
        await asyncio.sleep(0.3)
        assert resumed.bottom.currentWidget() is resumed.end_panel and len(History.load().games) == 1
        assert GameRecorder.attach(resumed.connection).games_ended == 0  # not even tried (the history would refuse it)

        window._rematch()  # a new deal at a new table: its own entry when it ends
        await wait_for(lambda: window.game_screen is not None and window.game_screen is not resumed, what="the rematch")
        await _play(window.game_screen, random.Random(4))
        await wait_for(lambda: len(History.load().games) == 2, what="the rematch in the history")
        await asyncio.sleep(0.2)
        games = History.load().games
        assert len(games) == 2 and games[0].journal != games[1].journal
        await window.async_close()

    run(scenario(), timeout=100)


def test_a_hot_seat_game_is_one_entry_with_every_human_seat(app, art, settings, run, data_dir):
    from desktop.engine import GAMES
    from desktop.record import win_rates
    from ui.recording import GameRecorder

    window = _window(settings, art, data_dir)
    config = GAMES["bodyguard"].validate_config({"players": 4, "options": {}})[0]
    setup = TableSetup("bodyguard", config, NAMES[:4], [HUMAN, HUMAN, "easy", "hard"], seed=5)

    async def scenario():
        screen = await window.async_play(setup)
        await _play(screen, random.Random(2))
        await wait_for(lambda: len(History.load().games) == 1, what="the hot-seat game in the history")
        outcome = screen.connection.views[None]["outcome"]
        (entry,) = History.load().games
        assert entry.mode == "hotseat" and entry.bots == "mixed" and [s.seat for s in entry.you] == [0, 1]
        assert [s.score for s in entry.you] == outcome["scores"][:2] and all(s.side is None for s in entry.you)
        wins = sum(seat in outcome["winning_seats"] for seat in (0, 1))
        assert win_rates([entry]).by_game == {"bodyguard": Tally(wins, 2)}  # each human seat is one play
        assert GameRecorder.attach(screen.connection).games_ended == 1
        await window.async_close()

    run(scenario(), timeout=100)


def _sample(data_dir: Path) -> list[GameRecord]:
    journal = data_dir / "game-0001.jsonl"
    journal.write_text("{}\n")
    games = [
        GameRecord("resistance", "solo", "2026-11-30T19:00:00+00:00", tuple(NAMES), (SeatResult(0, "spy", "spies", True),),
                   "easy", "spies", "three_fails", str(journal)),
        GameRecord("resistance", "solo", "2026-11-30T20:00:00+00:00", tuple(NAMES),
                   (SeatResult(1, "resistance", "resistance", False),), "hard", "spies", "three_fails", str(data_dir / "gone")),
        GameRecord("avalon", "hotseat", "2026-12-01T09:00:00+00:00", tuple(NAMES),
                   (SeatResult(0, "merlin", "good", True), SeatResult(3, "assassin", "evil", False)), None, "good",
                   "three_successes", str(journal)),
    ]
    for number, game in enumerate(games):  # distinct journals, or they count as one game
        copy = data_dir / f"game-{number + 2:04d}.jsonl" if game.journal == str(journal) else None
        if copy is not None:
            copy.write_text("{}\n")
            game = GameRecord(**{**game.__dict__, "journal": str(copy)})
        record_game(game)
    return History.load().games


def test_your_games_shows_the_chart_and_the_list_and_survives_a_restart(app, art, settings, data_dir):
    from ui.your_games import chart_columns

    games = _sample(data_dir)
    # by hand: resistance 1 of 2, avalon 1 of 2 (two hot-seat seats); spies 1/1, resistance 0/1, good 1/1, evil 0/1;
    # against bots: easy 1/1, hard 0/1 (the hot-seat game had none)
    assert chart_columns(games) == [
        ("By game", [("The Resistance: Avalon", 1, 2), ("The Resistance", 1, 2)]),
        ("By side", [("Evil", 0, 1), ("Good", 1, 1), ("The Resistance", 0, 1), ("The Spies", 1, 1)]),
        ("Against bots", [("Easy", 1, 1), ("Hard", 0, 1)]),
    ]
    window = _window(settings, art, data_dir)  # a restart: a new window reads the same data dir
    screen = window.open_your_games()
    assert window.stack.currentWidget() is screen
    assert [title for title, _rows in screen.chart.columns] == ["By game", "By side", "Against bots"]
    assert "1 of 2 games" in screen.chart.accessibleDescription()
    rows = [[screen.list.topLevelItem(r).text(c) for c in range(5)] for r in range(screen.list.topLevelItemCount())]
    assert [row[1] for row in rows] == ["The Resistance: Avalon", "The Resistance", "The Resistance"]  # newest first
    assert rows[0][4] == "Ana: Merlin (Good); Duc: Assassin (Evil)" and rows[0][3] == "Hot-seat"
    assert rows[0][2] == "Ana: Won; Duc: Lost"
    assert rows[1][3] == "Solo · Hard bots" and rows[1][2] == "Lost" and rows[2][4] == "Spy"
    # a new process reads the same history (no Qt needed)
    script = "from desktop.record import History; print(len(History.load().games))"
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True,
                         env={"SAFEHOUSE_DATA_DIR": str(data_dir), "PYTHONPATH": str(ROOT)})
    assert out.stdout.strip() == "3"


def test_replay_review_and_clear(app, art, settings, data_dir):
    from PySide6.QtWidgets import QMessageBox
    from ui.replay_screen import ReplayScreen
    from ui.your_games import YourGamesScreen

    games = _sample(data_dir)
    screen = YourGamesScreen()
    replays, reviews = [], []
    screen.replay_requested.connect(replays.append)
    screen.review_requested.connect(lambda path, seat: reviews.append((path, seat)))
    solo, hot_seat = games[0], games[2]  # games[1]'s journal is gone
    screen.list.setCurrentItem(screen.list.topLevelItem(0))
    menu = screen.review()  # two seats at this screen: whose review?
    assert [action.text() for action in menu.actions()] == ["From Ana's seat", "From Duc's seat"]
    menu.actions()[1].trigger()
    assert reviews == [(Path(hot_seat.journal), 3)]
    screen.list.setCurrentItem(screen.list.topLevelItem(1))  # its journal is gone: nothing to open
    assert not screen.replay_button.isEnabled() and not screen.review_button.isEnabled() and screen.missing.text()
    screen.list.setCurrentItem(screen.list.topLevelItem(2))
    screen.review_button.click()
    screen.replay_button.click()
    assert reviews[-1] == (Path(solo.journal), 0) and replays == [Path(solo.journal)]

    box = screen.ask_clear()
    box.button(QMessageBox.Cancel).click()
    assert len(History.load().games) == 3
    box = screen.ask_clear()
    box.button(QMessageBox.Yes).click()
    assert History.load().games == [] and screen.list.topLevelItemCount() == 0 and not screen.clear_button.isEnabled()
    assert screen.chart.columns == []

    # From the main window, "Replay" opens the replay screen on that game
    from ui.screenshots import replay_journal

    journal = replay_journal(data_dir)
    record_game(GameRecord("avalon", "solo", "2026-12-01T10:00:00+00:00", tuple(NAMES), (SeatResult(0, "merlin", "good", True),),
                           "normal", "good", "", str(journal)))
    window = _window(settings, art, data_dir)
    window.home.buttons["record"].click()
    shown = window.stack.currentWidget()
    shown.replay_button.click()
    replay = window.stack.currentWidget()
    assert isinstance(replay, ReplayScreen) and replay.path == journal


def test_a_damaged_history_says_so_in_one_line(app, data_dir):
    from ui.your_games import YourGamesScreen

    (data_dir / "history.jsonl").write_text(json.dumps({"format": "safehouse-history", "version": 1}) + "\n{broken\n")
    screen = YourGamesScreen()
    assert not screen.notice.isHidden() and screen.notice.text() == (
        "Your game history was damaged: 1 game could not be read.")
    assert screen.list.topLevelItemCount() == 0


def test_a_lan_game_is_recorded_by_the_host_and_by_the_joined_player(app, art, settings, run, data_dir):
    """Both windows share this process's data dir: the host's entry points at its journal, the joined
    player's at the seat record saved on its own computer; a spectator records nothing."""
    from lan_windows import make_window, play_screens
    from ui.lan.hosting import OPEN, LanSetup

    host_window = make_window(settings, art, data_dir, "host")
    join_window = make_window(settings, art, data_dir, "join")
    setup = TableSetup("resistance", {"players": 5, "options": {}}, ["Ana", "", "Carmen", "Duc", "Elena"],
                       [HUMAN, OPEN, "random", "random", "random"], seed=5)

    async def scenario():
        lobby = await host_window.lan.async_host(LanSetup(setup, "Record table"))
        join = join_window.lan.open_join()
        join.name.setText("Bao")
        join.address.setText(f"127.0.0.1:{host_window.connection.address[1]}")
        join.address_sit.click()
        await wait_for(lambda: lobby.start_button.isEnabled(), 10, "the table to fill")
        lobby.start_button.click()
        await wait_for(lambda: host_window.game_screen and join_window.game_screen, 10, "two game screens")
        await play_screens([host_window.game_screen, join_window.game_screen], random.Random(3), timeout=60)
        await wait_for(lambda: len(History.load().games) == 2, 10, "both players' entries")
        await asyncio.sleep(0.2)
        games = History.load().games
        by_seat = {game.you[0].seat: game for game in games}
        assert sorted(by_seat) == [0, 1] and all(game.mode == "lan" and game.bots == "random" for game in games)
        assert by_seat[0].journal == str(host_window.connection.last_replay)
        assert by_seat[1].journal == str(join_window.connection.last_replay) != by_seat[0].journal
        assert Path(by_seat[1].journal).is_file()
        outcome = host_window.connection.views[0]["outcome"]
        for seat, game in by_seat.items():
            assert game.you[0].won == (seat in outcome["winning_seats"]) and game.players[1] == "Bao"
        await join_window.async_close()
        await host_window.async_close()

    run(scenario(), timeout=100)


def test_review_in_your_games_opens_the_review_of_that_seat(app, art, settings, data_dir):
    import shutil

    from ui.review_screen import ReviewScreen
    from ui.your_games import YourGamesScreen

    journal = data_dir / "game-0001.jsonl"
    shutil.copy(ROOT / "tests" / "review" / "games" / "resistance-5.jsonl", journal)
    record_game(GameRecord("resistance", "solo", "2026-11-30T19:00:00+00:00", tuple(NAMES),
                           (SeatResult(1, "resistance", "resistance", False),), "normal", "spies", "three_fails", str(journal)))
    window = _window(settings, art, data_dir)
    games = window.open_your_games()
    games.list.setCurrentItem(games.list.topLevelItem(0))
    games.review_button.click()
    review = window.stack.currentWidget()
    assert isinstance(review, ReviewScreen) and review.seat == 1
    assert all(not isinstance(window.stack.widget(i), YourGamesScreen) for i in range(window.stack.count()))
    assert review.wait(120)
    window._close_screen(review)
