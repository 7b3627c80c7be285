"""`safehouse tutorial --check`: every tutorial played headless (no Qt), each game's tutorials named;
bad tutorial data is one line and exit 1; every text key in every language."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = ROOT / "resources" / "tutorials"



def safehouse(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_the_check_plays_every_tutorial_and_names_each_games_tutorials():
    result = safehouse("tutorial", "--check")
    assert result.returncode == 0, result.stderr
    files = {json.loads(path.read_text())["id"]: json.loads(path.read_text())["game"] for path in TUTORIALS.glob("*.json")}
    assert {"resistance", "avalon", "bodyguard"} <= set(files.values())
    for game in ("resistance", "avalon", "bodyguard"):
        assert re.search(rf"^{game}: \d+ tutorials?$", result.stdout, re.M), result.stdout
    for lesson_id in files:
        assert re.search(rf"^  {lesson_id}: .*: played through", result.stdout, re.M), lesson_id
    assert f"ok: {len(files)} tutorials" in result.stdout


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "tutorials"
    shutil.copytree(TUTORIALS, target)
    return target


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("breakage,message", [
    (lambda d: d["steps"][2]["you"].update(answer={"kind": "propose_team", "team": [0, 1, 2]}), "step 3: seat 0's 'propose_team' is not legal now"),
    (lambda d: d["steps"].insert(2, {"bots": {"seats": {"3": {"kind": "vote", "approve": True}}}}), "step 3: the scripted seats are not all pending"),
    (lambda d: d["steps"].pop(), "the last step must be an end step"),
    (lambda d: d["steps"].insert(0, {"lesson": "resistance.no_such_text"}), "text 'resistance.no_such_text' is missing in en"),
    (lambda d: d.update(minutes=40), "a tutorial takes 8-15 minutes"),
    (lambda d: d["config"]["options"].update(roles=["spy"] * 5), "bad config"),
])
def test_bad_tutorial_data_is_one_line_and_exit_1(tmp_path, breakage, message):
    directory = _copy(tmp_path)
    _edit(directory / "resistance.json", breakage)
    result = safehouse("tutorial", "--check", "--dir", str(directory))
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("safehouse: error: ") and message in lines[0], result.stderr


def test_a_text_missing_in_one_language_fails_the_check(tmp_path):
    directory = _copy(tmp_path)
    _edit(directory / "text" / "vi.json", lambda d: d.pop("avalon.merlin"))
    result = safehouse("tutorial", "--check", "--dir", str(directory))
    assert result.returncode == 1 and "'avalon.merlin' is missing in vi" in result.stderr


def test_every_text_key_of_every_step_exists_in_every_language():
    """Collected here from the JSON itself (not through desktop.tutorial): every string that names a text."""
    used = set()

    def walk(value, key=""):
        if isinstance(value, dict):
            for name, inner in value.items():
                if name not in ("config", "answer", "accept", "if", "seats", "others", "names", "id", "game", "kind", "seed", "bots"):
                    walk(inner, name)
        elif isinstance(value, list):
            for inner in value:
                walk(inner, key)
        elif isinstance(value, str) and "." in value:
            used.add(value)

    for path in TUTORIALS.glob("*.json"):
        data = json.loads(path.read_text())
        used |= {f"{data['id']}.title", f"{data['id']}.blurb"}
        walk(data)
    assert len(used) > 100
    for language in ("en", "es", "vi"):
        catalog = json.loads((TUTORIALS / "text" / f"{language}.json").read_text())
        missing = sorted(key for key in used if not catalog.get(key, "").strip())
        assert not missing, f"{language}: {missing}"
        unused = sorted(set(catalog) - used)
        assert not unused, f"{language} has texts no tutorial uses: {unused}"
