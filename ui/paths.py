"""Where the app's resources and the player's saved games live."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def resources_dir() -> Path:
    """resources/ beside the source tree, or inside a frozen bundle (PyInstaller sets _MEIPASS)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def data_dir() -> Path:
    """The player's data directory; SAFEHOUSE_DATA_DIR overrides it (tests never touch the real one)."""
    override = os.environ.get("SAFEHOUSE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("safehouse", appauthor=False))


def saved_games_dir() -> Path:
    return data_dir() / "games"
