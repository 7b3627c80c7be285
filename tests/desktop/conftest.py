"""Fixtures for the app-shell tests: a real saved game on disk, and the environment of an isolated app."""
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from shell_helpers import ROOT, write_saved_game  # noqa: E402


@pytest.fixture
def saved_game(tmp_path) -> Path:
    return write_saved_game(tmp_path / "Friday night.safehouse")


@pytest.fixture
def app_env(tmp_path) -> dict:
    """An app that runs offscreen, with its own data, log and settings folders (never the user's)."""
    env = dict(os.environ)
    env.update(QT_QPA_PLATFORM="offscreen", SAFEHOUSE_DATA_DIR=str(tmp_path / "data"),
               SAFEHOUSE_LOG_DIR=str(tmp_path / "logs"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               PYTHONPATH=str(ROOT))
    env.pop("SAFEHOUSE_STARTUP_PROBE", None)
    return env
