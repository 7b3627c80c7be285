"""The review's moments for fixed saved games, pinned in golden files (issue #21, item 4).

The saved games were made by `safehouse sim` with a seed (README.md); the golden file is the whole
review (moments with their expert answer, reason and swing, and the belief by round). A change to the
bots or the review shows up as a readable diff; regenerate with SAFEHOUSE_UPDATE_GOLDEN=1.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop.review import review_file

HERE = Path(__file__).resolve().parent
UPDATE = os.environ.get("SAFEHOUSE_UPDATE_GOLDEN") == "1"
CASES = [("resistance-5", 1), ("resistance-5", 3), ("avalon-5", 0), ("bodyguard-5", 3)]


@pytest.mark.parametrize("name,seat", CASES)
def test_review_matches_golden(name, seat):
    got = review_file(HERE / "games" / f"{name}.jsonl", seat).as_json()
    text = json.dumps(got, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    golden = HERE / "golden" / f"{name}-seat{seat}.json"
    if UPDATE:
        golden.write_text(text, encoding="utf-8")
    assert golden.exists(), f"no golden file {golden.name}: run with SAFEHOUSE_UPDATE_GOLDEN=1"
    assert text == golden.read_text(encoding="utf-8")


def test_golden_moments_say_what_happened():
    """Facts about the pinned games, read from the journals, not from the review: the review must find them."""
    lines = [json.loads(line) for line in (HERE / "games" / "resistance-5.jsonl").read_text().splitlines()]
    # Seat 1 led round 4 with [1, 3, 4] (line 32); seat 3 had failed mission 2: the review must flag it.
    assert lines[32] == {"seat": 1, "command": {"kind": "propose_team", "team": [1, 3, 4]}}
    review = review_file(HERE / "games" / "resistance-5.jsonl", 1)
    proposal = next(m for m in review.moments if m.decision == "propose_team")
    assert proposal.chosen["team"] == [1, 3, 4] and 3 not in proposal.expert["team"]
    assert proposal.why.startswith("Send ") and proposal.tag == "differs"
    shot = review_file(HERE / "games" / "avalon-5.jsonl", 0).moments[-1]
    assert shot.decision == "assassinate" and shot.tag == "shot_won" and shot.expert == {"kind": "assassinate", "target": 2}
    # Bodyguard: seat 3 rescued the President (the journal's "rescue" lines); each rescue is a moment.
    rescues = sum(1 for line in (HERE / "games" / "bodyguard-5.jsonl").read_text().splitlines()
                  if '"seat":3' in line and '"rescue"' in line)
    moments = review_file(HERE / "games" / "bodyguard-5.jsonl", 3).moments
    assert rescues >= 1 and sum(1 for m in moments if m.tag == "rescue") == rescues
