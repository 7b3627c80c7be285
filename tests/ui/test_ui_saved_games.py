"""The resume list shows game, date and time, round, score and players, and deletes (after asking); a damaged
table shows resume's own one-line reason with "Open the folder" and "Discard this table"; game files
(seat records too) are read under the journal limits (#18 items 3-4, #19 item 7)."""
import json
import os
import time
import tracemalloc
from pathlib import Path

import pytest

from table_folders import NAMES, journal_of, make_table, mutate, played


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path))
    return tmp_path


def _rows(dialog):
    return [dialog.list.item(row).text() for row in range(dialog.list.count())]


def test_the_resume_list_says_what_each_table_is(app, data_dir):
    from desktop.engine import GAMES
    from ui.saved_games import ResumeDialog

    _game, resistance = played("resistance", 5, 40, seed=4)
    missions = [m for m in GAMES["resistance"].view(resistance, None)["missions"] if m]
    make_table(data_dir, "20261201-080000-aaaaaa", commands=40, lan=True, name="Friday night")
    make_table(data_dir, "20261201-081000-bbbbbb", "bodyguard", 4, commands=30)
    stamp = time.mktime((2026, 11, 30, 21, 15, 0, 0, 0, -1))
    for folder in (data_dir / "tables").iterdir():
        for path in folder.iterdir():
            os.utime(path, (stamp, stamp))
    dialog = ResumeDialog()
    rows = _rows(dialog)
    assert len(rows) == 2
    bodyguard, lan = rows  # newest first
    assert "Bodyguard" in bodyguard and "Round 1 of" in bodyguard
    assert all(f"{name} (" in bodyguard for name in NAMES[:4])  # Bodyguard's score is by player
    played_missions = len(missions)
    successes = sum(m["result"] == "success" for m in missions)
    assert "The Resistance" in lan and "Friday night" in lan
    assert f"Mission {played_missions + 1} of 5 · {successes} succeeded, {played_missions - successes} failed" in lan
    assert ", ".join(NAMES[:5]) in lan
    assert "30" in lan and "21" in lan and "15" in lan  # the date and time it was last played, in the locale's form
    assert not any("aaaaaa" in row or "bbbbbb" in row for row in rows)  # no raw ids
    assert all(dialog.list.item(r).toolTip() == rows[r] for r in range(len(rows)))
    dialog.resize(640, 480)
    dialog.show()
    app.processEvents()
    dialog.grab().save("/tmp/lanshots/resume_list.png")
    dialog.close()


def test_delete_asks_first_then_removes_the_folder(app, data_dir):
    from ui.saved_games import ResumeDialog

    keep = make_table(data_dir, "20261201-080000-aaaaaa")
    gone = make_table(data_dir, "20261201-090000-cccccc")
    dialog = ResumeDialog()
    dialog.list.setCurrentRow(0)
    box = dialog.ask_delete()
    assert gone.exists() and box.isVisible()  # nothing happens before the answer
    box.reject()
    assert gone.exists() and dialog.list.count() == 2
    dialog.ask_delete().accept()
    assert not gone.exists() and keep.exists() and dialog.list.count() == 1
    dialog.close()


def test_a_damaged_table_says_why_and_offers_its_folder_and_discard(app, data_dir, monkeypatch):
    from PySide6.QtGui import QDesktopServices
    from desktop.net.resume import ResumeError, resume_host
    from desktop.net.storage import TableStore
    from ui.saved_games import ResumeDialog

    folder = make_table(data_dir, journal=journal_of(commands=8) + "garbage\n")
    with pytest.raises(ResumeError) as caught:
        resume_host(TableStore(folder))
    dialog = ResumeDialog()
    chosen = []
    dialog.chosen.connect(chosen.append)
    assert str(caught.value) in _rows(dialog)[0]  # the very line `safehouse host --resume` prints
    dialog.accept()
    box = dialog.damage_box
    assert not chosen and box.isVisible() and box.informativeText() == str(caught.value)
    labels = {button.text(): button for button in box.buttons()}
    assert {"Open the folder", "Discard this table"} <= set(labels)
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    labels["Open the folder"].click()
    assert opened == [str(folder)] and folder.exists()
    dialog.show()
    labels = {button.text(): button for button in dialog.show_damage(0).buttons()}
    labels["Discard this table"].click()
    assert folder.exists()  # asked first
    dialog.confirm_box.accept()
    assert not folder.exists() and dialog.list.count() == 0
    dialog.close()


def test_a_torn_table_resumes_and_says_so(app, data_dir):
    from ui.saved_games import ResumeDialog

    make_table(data_dir, journal=journal_of(commands=8) + '{"seat": 1, "comm')
    dialog = ResumeDialog()
    chosen = []
    dialog.chosen.connect(chosen.append)
    dialog.accept()
    assert len(chosen) == 1 and chosen[0].table_id == "20261201-080000-aaaaaa"


def test_hostile_game_files_are_refused_in_one_line_and_cost_nothing(app, tmp_path):
    from desktop.engine import GAMES
    from ui.game_files import GameFileError, read_game_file

    seat_record = {"format": "safehouse-seat-record", "version": 1, "game": "resistance", "players": 10 ** 7}
    cases = {
        "players.safehouse": json.dumps(seat_record).encode() + b"\n",  # the 90-byte record of the report
        "seat.safehouse": json.dumps({**seat_record, "players": 5, "seat": 10 ** 7}).encode() + b"\n",
        "names.safehouse": json.dumps({**seat_record, "players": 5, "names": ["x"] * 10 ** 5}).encode() + b"\n",
        "frame.safehouse": json.dumps({**seat_record, "players": 5}).encode() + b'\n{"view": [1]}\n',
        # a view the replay screen could not draw (it would raise KeyError on "sides")
        "view.safehouse": json.dumps({**seat_record, "players": 5, "seat": 1}).encode()
        + b'\n{"view": {"game": "resistance", "players": 5, "viewer": 1}, "events": []}\n',
        "no-frames.safehouse": json.dumps({**seat_record, "players": 5}).encode() + b"\n",
        "deep.safehouse": json.dumps({**seat_record, "players": 5}).encode() + b'\n{"view": ' + b"[" * 10 ** 5 + b"\n",
        "latin1.safehouse": b'{"format": "caf\xe9"}\n',
        "game.safehouse": json.dumps({**seat_record, "game": ["resistance"]}).encode(),
    }
    tracemalloc.start()
    for name, data in cases.items():
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(GameFileError) as caught:
            read_game_file(path, GAMES)
        assert "\n" not in str(caught.value) and str(caught.value), name
    _size, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 40 * 1024 * 1024, peak
    fifo = tmp_path / "fifo.safehouse"
    os.mkfifo(fifo)
    (tmp_path / "zero.safehouse").symlink_to("/dev/zero")
    for special in (fifo, tmp_path / "zero.safehouse", tmp_path):
        with pytest.raises(GameFileError) as caught:
            read_game_file(special, GAMES)
        assert "not a file" in str(caught.value)


def test_saved_and_exported_games_are_600(app, data_dir, tmp_path):
    from desktop.engine import GAMES
    from ui.game_files import SeatRecord, export_game, import_game, read_game_file

    game, state = played(commands=10 ** 6)
    record = SeatRecord("resistance", 5, 1, NAMES[:5], "Friday", 1)
    record.add(game.view(state, 1), game.events_for(state, 1))
    saved = record.save(NAMES[:5])
    journal = make_table(data_dir, commands=10 ** 6) / "game-0001.jsonl"
    exported = export_game(read_game_file(journal, GAMES), tmp_path / "out")
    imported = import_game(exported, GAMES)
    for path in (saved, exported, imported):
        assert oct(path.stat().st_mode & 0o777) == "0o600", path
    assert read_game_file(imported, GAMES).names == NAMES[:5]


def _seat_record_bytes(game_name="avalon", players=7):
    from ui.game_files import SEAT_RECORD

    game, state = played(game_name, players, 10 ** 6, seed=9)
    replayed = game.new_game(state.config, state.seed)
    head = {"format": SEAT_RECORD, "version": 1, "game": game_name, "players": players, "seat": 2, "names": NAMES[:players]}
    frames = [{"view": game.view(replayed, 2), "events": game.events_for(replayed, 2)}]
    for seat, command in state.commands[:30]:
        seen = len(replayed.events)
        game.apply(replayed, seat, command)
        frames.append({"view": game.view(replayed, 2), "events": game.events_for(replayed, 2, since=seen)})
    return "".join(json.dumps(entry) + "\n" for entry in [head, *frames]).encode()


def test_fuzz_seat_records_and_journals_as_game_files(app):
    """Mutated real seat records and journals: a GameFile, or one line in the player's words."""
    from hypothesis import HealthCheck, given, settings, strategies as st

    from desktop.engine import GAMES
    from desktop.engine.core.journal import JournalError
    from ui.game_files import _problem, parse_game_file

    real = [_seat_record_bytes(), journal_of("bodyguard", 5, 60).encode()]
    assert all(parse_game_file(data, Path("x.safehouse"), GAMES) for data in real)  # honest ones read

    @settings(max_examples=1500, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from([0, 1]), st.lists(st.tuples(st.sampled_from(["flip", "insert", "delete", "cut"]),
                                                       st.integers(0, 10 ** 7), st.integers(0, 255)), min_size=1, max_size=3))
    def check(which, edits):
        data = mutate(real[which], edits)
        try:
            parse_game_file(bytes(data), Path("x.safehouse"), GAMES)
        except JournalError as error:
            message = _problem(error)
            assert message and "\n" not in message

    check()
