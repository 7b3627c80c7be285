"""Helpers for the app-shell tests: write a real saved game; run the real `safehouse` command."""
import random
import subprocess
import sys
from pathlib import Path

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


def run_safehouse(args: list[str], env: dict, timeout: float = 120, entry: list[str] | None = None, cwd=ROOT):
    """Run the real `safehouse` command (python -m desktop, or another entry point) to its end."""
    command = [sys.executable, *(entry or ["-m", "desktop"]), *args]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, cwd=cwd)
