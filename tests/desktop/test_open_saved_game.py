"""A saved game opens its replay from every way in: the `safehouse` command, the frozen entry point,
macOS's QFileOpenEvent, and a second launch that hands it to the copy already running.

Each test runs the real entry point on a real game file (a finished game written as the host writes
one) and reads what the app reports: the start-up probe's `screen=` and the running copy's log."""
import os
import signal
import subprocess
import sys
import time

import pytest

from shell_helpers import ROOT, run_safehouse

PROBE = {"SAFEHOUSE_STARTUP_PROBE": "1"}


def _probe_screen(result) -> str:
    assert result.returncode == 0, result.stderr[-2000:]
    line = next(line for line in result.stdout.splitlines() if line.startswith("startup_ms="))
    fields = dict(part.split("=", 1) for part in line.split())
    assert int(fields["startup_ms"]) > 0
    return fields["screen"]


def test_the_command_opens_the_replay_of_a_saved_game(saved_game, app_env):
    assert _probe_screen(run_safehouse([str(saved_game)], dict(app_env, **PROBE))) == "replay"
    assert _probe_screen(run_safehouse([], dict(app_env, **PROBE))) == "home"


def test_the_frozen_entry_point_opens_the_replay_of_a_saved_game(saved_game, app_env):
    result = run_safehouse([str(saved_game)], dict(app_env, **PROBE), entry=[str(ROOT / "installer" / "entry.py")])
    assert _probe_screen(result) == "replay"


def test_a_file_that_is_not_a_game_leaves_the_app_on_its_home_screen(tmp_path, app_env):
    broken = tmp_path / "broken.safehouse"
    broken.write_text("this is not a journal\n", encoding="utf-8")
    assert _probe_screen(run_safehouse([str(broken)], dict(app_env, **PROBE))) == "home"


def test_a_missing_file_is_a_one_line_error(tmp_path, app_env):
    result = run_safehouse([str(tmp_path / "gone.safehouse")], app_env)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [f"safehouse: no such saved game: {tmp_path / 'gone.safehouse'}"]


def _wait_for_log(path, text: str, timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and text in (content := path.read_text(encoding="utf-8")):
            return content
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared in {path}")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX only")
def test_a_second_launch_hands_its_file_to_the_running_copy(saved_game, app_env, tmp_path):
    log_file = tmp_path / "logs" / "safehouse.log"
    settings_file = tmp_path / "config" / "Safehouse" / "Safehouse.conf"
    first = subprocess.Popen([sys.executable, "-m", "desktop"], env=app_env, cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_log(log_file, "window shown")
        second = run_safehouse([str(saved_game)], app_env, timeout=30)
        assert second.returncode == 0, second.stderr
        content = _wait_for_log(log_file, "showing replay")
        assert "handed 1 file(s) to the running copy" in content
        assert f"opening saved game {saved_game}" in content
        assert "window brought to the front" in content
        assert content.count("window shown") == 1, "the second launch never opened a window of its own"
        assert not settings_file.exists(), "only the running copy writes the settings, when it closes"
        first.send_signal(signal.SIGINT)  # Ctrl-C: a clean exit
        _out, err = first.communicate(timeout=30)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert first.returncode == 0, err[-2000:]
    assert "Traceback" not in err
    assert settings_file.is_file()


def test_file_open_events_wait_for_the_window_then_arrive_in_order(qapp, tmp_path):
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from desktop.file_open import FileOpenEvents

    events = FileOpenEvents(qapp)
    try:
        opened = []
        events.opened.connect(opened.append)
        QApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "early.safehouse")))
        assert opened == [] and events.pending == [str(tmp_path / "early.safehouse")]
        events.deliver()
        QApplication.sendEvent(qapp, QFileOpenEvent(str(tmp_path / "late.safehouse")))
        assert opened == [str(tmp_path / "early.safehouse"), str(tmp_path / "late.safehouse")]
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()


def test_a_file_open_event_shows_the_replay_in_the_main_window(qapp, saved_game):
    """The same route the app wires up: QFileOpenEvent -> open_game_file -> the replay screen."""
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    from desktop import app as shell
    from desktop.file_open import FileOpenEvents
    from ui.art import Art
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.settings import Settings

    store = QSettings(str(saved_game.parent / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(Settings(), store, Art(), Catalog())
    events = FileOpenEvents(qapp)
    try:
        events.opened.connect(lambda path: shell.open_game_file(window, path))
        events.deliver()
        assert shell.screen_name(window) == "home"
        QApplication.sendEvent(qapp, QFileOpenEvent(str(saved_game)))
        assert shell.screen_name(window) == "replay"
    finally:
        qapp.removeEventFilter(events)
        window.deleteLater()


@pytest.mark.skipif(sys.platform == "win32", reason="Unix socket files")
def test_a_stale_socket_left_by_a_crashed_copy_is_taken_over(qapp, tmp_path, monkeypatch):
    """A copy that died leaves its socket file behind; nobody answers there, so the next launch runs."""
    import socket

    from PySide6.QtCore import QDir

    from desktop import single_instance

    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path))  # a server name of its own
    path = os.path.join(QDir.tempPath(), single_instance.server_name())
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(path)  # the file exists, and nothing listens on it
    stale.close()
    assert os.path.exists(path)
    server = single_instance.become_the_running_copy([])
    try:
        assert server is not None and server.server.isListening()
        assert server.server.fullServerName() == path
    finally:
        if server is not None:
            server.close()
