"""Golden playthroughs (tests/golden/bodyguard/*.txt): a rules change shows up as a readable diff."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from .golden import SCENARIOS

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "bodyguard"


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_playthrough(name):
    text = SCENARIOS[name]()
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("SAFEHOUSE_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"missing {path}; run with SAFEHOUSE_UPDATE_GOLDEN=1 to write it"
    assert text == path.read_text(encoding="utf-8")
