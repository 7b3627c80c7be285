"""`safehouse --version` says the package's version; every command logs to the rotating file, and
`--verbose` prints too; Ctrl-C ends a headless command with one line, not a traceback."""
import signal
import subprocess
import sys
import time
import tomllib

import pytest

from shell_helpers import ROOT, run_safehouse


def _pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_is_the_one_in_pyproject(app_env):
    result = run_safehouse(["--version"], app_env)
    assert result.returncode == 0
    assert result.stdout.strip() == f"safehouse {_pyproject_version()}"


def test_about_dialog_shows_the_same_version(qapp):
    from ui.about_dialog import AboutDialog

    dialog = AboutDialog()
    assert dialog.title.text() == f"Safehouse {_pyproject_version()}"
    assert "Qt 6." in dialog.facts.text() and "Python 3." in dialog.facts.text()


def test_headless_commands_log_to_the_file(app_env, tmp_path):
    result = run_safehouse(["sim", "--games", "1", "--seed", "4"], app_env)
    assert result.returncode == 0, result.stderr
    log = (tmp_path / "logs" / "safehouse.log").read_text(encoding="utf-8")
    assert f"safehouse {_pyproject_version()} sim" in log
    assert "INFO" in log and "DEBUG" not in log
    assert (tmp_path / "logs" / "faults.log").exists(), "faulthandler writes beside the log"
    assert result.stderr == "", "without --verbose nothing is printed beside the command's own output"


def test_verbose_prints_the_log_and_adds_debug_messages(app_env, tmp_path):
    result = run_safehouse(["--verbose", "sim", "--games", "1"], app_env)
    assert result.returncode == 0
    assert f"INFO desktop: safehouse {_pyproject_version()} sim" in result.stderr
    assert "safehouse" in (tmp_path / "logs" / "safehouse.log").read_text(encoding="utf-8")


def test_logs_rotate():
    from desktop import logs

    assert logs.MAX_BYTES <= 5_000_000 and logs.BACKUPS >= 1


def test_the_log_folder_is_the_platform_one_by_default(monkeypatch):
    import platformdirs

    from desktop import logs

    monkeypatch.delenv("SAFEHOUSE_LOG_DIR", raising=False)
    monkeypatch.delenv("SAFEHOUSE_DATA_DIR", raising=False)
    assert str(logs.log_dir()) == platformdirs.user_log_dir("safehouse", appauthor=False)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX only")
def test_ctrl_c_ends_a_headless_host_without_a_traceback(app_env):
    host = subprocess.Popen([sys.executable, "-m", "desktop", "host", "--game", "resistance", "--players", "5",
                             "--no-discovery", "--address", "127.0.0.1"],
                            env=app_env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert host.stdout.readline().startswith("listening on")
        time.sleep(0.3)
        host.send_signal(signal.SIGINT)
        _out, err = host.communicate(timeout=30)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    assert "Traceback" not in err and len(err.strip().splitlines()) <= 1
    assert host.returncode == 130
