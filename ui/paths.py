"""Where the app's resources and the player's saved games live.

resources/ (art, fonts, i18n, rules) is a top-level folder of the repository. It reaches the code three
ways, decided in one place here:
- frozen (PyInstaller): copied to <bundle>/resources (sys._MEIPASS);
- a source checkout (pyproject.toml beside ui/, installed editable or run with PYTHONPATH): the folder itself;
- an installed wheel: the package data of `safehouse_resources`, the name setup.py gives the folder,
  found through importlib.resources.
"""
from __future__ import annotations

import importlib.resources
import os
import sys
from pathlib import Path

RESOURCES_PACKAGE = "safehouse_resources"


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file():
        return checkout / "resources"
    # A wheel installs as plain files, so the Traversable is a real folder Qt can read from.
    return Path(str(importlib.resources.files(RESOURCES_PACKAGE)))


def data_dir() -> Path:
    """The player's data directory; SAFEHOUSE_DATA_DIR overrides it (tests never touch the real one)."""
    override = os.environ.get("SAFEHOUSE_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("safehouse", appauthor=False))


def saved_games_dir() -> Path:
    return data_dir() / "games"
