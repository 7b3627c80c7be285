"""Logs for every command: a rotating file in platformdirs' user log dir, `faulthandler` beside it.

`setup(command, verbose)` is called once by `desktop.cli.main` before any command runs, so the app and
the headless commands (sim, host, join, replay, arena) all leave a trace. `--verbose` adds debug
messages and prints everything to stderr too. A native crash (a segfault in Qt, a fatal Python error)
cannot go through logging, so faulthandler writes it to `faults.log` in the same folder.

The folder: SAFEHOUSE_LOG_DIR if set; else `<SAFEHOUSE_DATA_DIR>/logs` when the data dir is overridden
(tests, the self-test); else platformdirs.user_log_dir("safehouse"). Stdlib and platformdirs only:
headless commands never import Qt.
"""
from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import platform
import sys
from collections import deque
from pathlib import Path

LOG_NAME = "safehouse.log"
FAULTS_NAME = "faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(process)d %(levelname)s %(name)s: %(message)s"
_state: dict = {"faults": None, "handlers": []}


def log_dir() -> Path:
    override = os.environ.get("SAFEHOUSE_LOG_DIR")
    if override:
        return Path(override)
    data = os.environ.get("SAFEHOUSE_DATA_DIR")
    if data:
        return Path(data) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir("safehouse", appauthor=False))


def log_file() -> Path:
    return log_dir() / LOG_NAME


def setup(command: str, verbose: bool = False) -> Path | None:
    """Log to the file (and to stderr with `verbose`); turn faulthandler on. Returns the log file, or
    None when its folder cannot be written (the app still runs; messages then go to stderr only)."""
    root = logging.getLogger()
    for handler in _state["handlers"]:  # called again (tests run several commands in one process)
        root.removeHandler(handler)
        handler.close()
    _state["handlers"] = []
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    path: Path | None = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                                                            encoding="utf-8")
        _enable_faulthandler(path.parent / FAULTS_NAME)
    except OSError as error:
        print(f"safehouse: cannot write logs to {path.parent}: {error}", file=sys.stderr)
        file_handler, path = None, None
    if file_handler is not None:
        file_handler.setFormatter(formatter)
        _state["handlers"].append(file_handler)
    if verbose or file_handler is None:
        stream = logging.StreamHandler(sys.stderr)
        stream.setFormatter(formatter)
        stream.setLevel(logging.DEBUG if verbose else logging.WARNING)
        _state["handlers"].append(stream)
    for handler in _state["handlers"]:
        root.addHandler(handler)
    logging.captureWarnings(True)
    from desktop.version import version

    logging.getLogger("desktop").info("safehouse %s %s (Python %s, %s)", version(), command,
                                      platform.python_version(), platform.platform())
    return path


def _enable_faulthandler(path: Path) -> None:
    if _state["faults"] is None:
        _state["faults"] = open(path, "a", encoding="utf-8")  # stays open: faulthandler writes to its fd
    # To the file, not stderr: the windowed Windows build has no console to print on.
    faulthandler.enable(file=_state["faults"], all_threads=True)


def last_lines(count: int = 40) -> list[str]:
    """The log file's last lines (for a crash report); [] if there is none."""
    try:
        with open(log_file(), encoding="utf-8", errors="replace") as handle:
            return [line.rstrip("\n") for line in deque(handle, maxlen=count)]
    except OSError:
        return []


def crash_details(error_text: str, extra: dict[str, str] | None = None, lines: int = 40) -> str:
    """What "Copy details" copies: the version, OS, Python (and the caller's Qt), the error, the log's end."""
    from desktop.version import version

    facts = {"Safehouse": version(), "OS": platform.platform(), "Python": platform.python_version()}
    facts.update(extra or {})
    head = "\n".join(f"{key}: {value}" for key, value in facts.items())
    tail = "\n".join(last_lines(lines))
    return f"{head}\nLog: {log_file()}\n\n{error_text.rstrip()}\n\n--- last log lines ---\n{tail}\n"
