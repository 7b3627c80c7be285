"""The app's version, from one source: the package metadata that pyproject.toml's `version` becomes.

Installed, editable or frozen, the answer comes from importlib.metadata: the PyInstaller spec copies
the package's metadata into the bundle (installer/safehouse.spec, `copy_metadata`) and refuses to build
if it disagrees with pyproject.toml. Only a source checkout that was never installed says "unknown".
"""
from __future__ import annotations

import importlib.metadata

DISTRIBUTION = "safehouse"


def version() -> str:
    try:
        return importlib.metadata.version(DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        return "unknown"
