"""Data on disk (#18 item 6): every journal and saved game is mode 600 and written whole; an append that
fails (disk full) raises one typed error and the journal keeps exactly what was accepted before it."""
from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.engine import GAMES
from desktop.engine.core import journal as journal_module
from desktop.engine.core.journal import JournalWriteError, JournalWriter, header, read_journal_file, write_private_file
from desktop.net.storage import TableStore

from table_folders import played

ROOT = Path(__file__).resolve().parents[2]


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def open_umask():
    """The loosest umask: a file is 600 because we asked, not because the umask was kind."""
    old = os.umask(0)
    yield
    os.umask(old)


def test_whole_files_are_600_and_replace_the_old_one_in_one_step(tmp_path, open_umask):
    path = tmp_path / "game.safehouse"
    path.write_text("old\n")
    os.chmod(path, 0o644)
    write_private_file(path, "new\n")
    assert path.read_text() == "new\n" and mode(path) == 0o600
    assert [p.name for p in tmp_path.iterdir()] == ["game.safehouse"]  # no temporary left


def test_a_failed_whole_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "table.json"
    path.write_text("the old table\n")

    def full_disk(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(journal_module.os, "write", full_disk)
    with pytest.raises(OSError):
        write_private_file(path, "a new table\n")
    monkeypatch.undo()
    assert path.read_text() == "the old table\n" and [p.name for p in tmp_path.iterdir()] == ["table.json"]


class FillingDisk:
    """os.write that accepts `room` more bytes, then fails with ENOSPC (a half-written line included)."""

    def __init__(self, room: int) -> None:
        self.room = room
        self.real = os.write

    def __call__(self, fd, data):
        if self.room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        written = self.real(fd, bytes(data[: self.room]))
        self.room -= written
        return written


def test_a_full_disk_mid_line_keeps_every_accepted_command_and_refuses_more(tmp_path, monkeypatch, open_umask):
    game, state = played(commands=12)
    path = tmp_path / "game-0001.jsonl"
    writer = JournalWriter.create(path, header(game.name, state.config, state.seed))
    assert mode(path) == 0o600
    accepted = state.commands[:8]
    for seat, command in accepted:
        writer.append(seat, command)
    disk = FillingDisk(room=15)  # the 9th line gets 15 bytes in, then the disk is full
    monkeypatch.setattr(journal_module.os, "write", disk)
    with pytest.raises(JournalWriteError) as caught:
        writer.append(*state.commands[8])
    assert isinstance(caught.value, OSError) and caught.value.errno == errno.ENOSPC
    assert str(path) in str(caught.value) and "\n" not in str(caught.value)
    disk.room = 10 ** 6  # space again: still refused, so no command is journaled after a gap
    with pytest.raises(JournalWriteError):
        writer.append(*state.commands[9])
    monkeypatch.undo()
    writer.close()
    journal = read_journal_file(path, GAMES)  # strict: no torn line was left behind
    assert journal.commands == accepted and journal.torn_line is None
    assert journal.replay(GAMES)[1].commands == accepted


def test_the_table_store_raises_the_typed_error_the_host_catches(tmp_path, monkeypatch):
    game, state = played(commands=4)
    store = TableStore.create(tmp_path)
    store.start_game(1, game.name, state.config, state.seed)
    store.append_command(*state.commands[0])
    monkeypatch.setattr(journal_module.os, "write", FillingDisk(room=0))
    with pytest.raises(JournalWriteError):
        store.append_command(*state.commands[1])
    monkeypatch.undo()
    store.close()
    assert read_journal_file(store.journal_path(1), GAMES).commands == state.commands[:1]
    assert mode(store.journal_path(1)) == 0o600 and mode(store.directory) == 0o700


def test_reopening_ends_a_line_whose_newline_never_made_it(tmp_path):
    game, state = played(commands=6)
    path = tmp_path / "game-0001.jsonl"
    text = journal_module.journal_lines(header(game.name, state.config, state.seed), state.commands[:5])
    path.write_text(text.rstrip("\n"))  # the last line is whole, only its newline is missing
    os.chmod(path, 0o644)
    writer = JournalWriter.reopen(path)
    writer.append(*state.commands[5])
    writer.close()
    assert read_journal_file(path, GAMES).commands == state.commands[:6] and mode(path) == 0o600


def test_sim_save_writes_600_journals_and_refuses_a_file_for_a_folder(tmp_path):
    def sim(*args):
        return subprocess.run([sys.executable, "-m", "desktop", "sim", "--games", "2", *args], cwd=ROOT,
                              capture_output=True, text=True, timeout=120)

    folder = tmp_path / "saved"
    done = sim("--save", str(folder))
    assert done.returncode == 0, done.stderr
    files = sorted(folder.iterdir())
    assert [p.name for p in files] == ["game-00000.jsonl", "game-00001.jsonl"]
    assert all(mode(p) == 0o600 for p in files)
    assert read_journal_file(files[0], GAMES).replay(GAMES)
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    refused = sim("--save", str(a_file))
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.count("\n") == 1 and "not a directory" in refused.stderr


def test_a_table_file_that_cannot_be_written_raises_the_same_typed_error_and_keeps_the_old_one(tmp_path, monkeypatch):
    store = TableStore.create(tmp_path)
    store.save_table({"status": "playing"}, {})
    monkeypatch.setattr(journal_module.os, "write", FillingDisk(room=3))
    with pytest.raises(JournalWriteError) as caught:
        store.save_table({"status": "finished"}, {})
    monkeypatch.undo()
    assert "table.json" in str(caught.value) and store.load_table() == ({"status": "playing"}, {})
    assert sorted(p.name for p in store.directory.iterdir()) == ["table.json"]
