"""Helpers for the app-shell tests: a real saved game on disk, and the environment of an isolated app."""
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bao", "Cam", "Duc", "Elena"]


def write_saved_game(path: Path, seed: int = 3) -> Path:
    """A finished 5-player Resistance game, journal format, exactly as the host writes one."""
    from desktop.engine import GAMES
    from desktop.engine.core import random_command
    from desktop.engine.core.journal import dumps_line, header

    game = GAMES["resistance"]
    state = game.new_game({"players": 5, "options": {}}, seed)
    rng = random.Random(seed)
    while game.outcome(state) is None:
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
    head = header(game.name, state.config, state.seed)
    head["names"] = NAMES
    lines = [dumps_line(head)] + [dumps_line({"seat": s, "command": c}) for s, c in state.commands]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


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


def run_safehouse(args: list[str], env: dict, timeout: float = 120, entry: list[str] | None = None):
    """Run the real `safehouse` command (python -m desktop, or another entry point) to its end."""
    command = [sys.executable, *(entry or ["-m", "desktop"]), *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
