"""`safehouse --self-test` fails when any art, rule text, translation or font is missing, and leaves
no scratch folder behind."""
import os
import shutil

import pytest

from shell_helpers import ROOT, run_safehouse

SOURCE = ("desktop", "ui", "resources", "pyproject.toml")


def _copy_of_the_app(destination):
    """The app's source with its resources, to break one file of (never the checkout itself)."""
    ignore = shutil.ignore_patterns("__pycache__", "*.py[co]")
    for name in SOURCE:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, destination / name, ignore=ignore)
        else:
            shutil.copy2(source, destination / name)
    return destination


def _self_test(app_root, app_env, tmp_path):
    scratch = tmp_path / "tmp"
    scratch.mkdir(exist_ok=True)
    env = dict(app_env, PYTHONPATH=str(app_root), TMPDIR=str(scratch))
    result = run_safehouse(["--self-test"], env, timeout=300, cwd=app_root)
    assert list(scratch.iterdir()) == [], "the self-test removes its scratch folder"
    return result


def test_the_self_test_passes_on_the_checkout_and_cleans_up(app_env, tmp_path):
    result = _self_test(ROOT, app_env, tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1] == "self-test: ok"
    assert "missing" not in result.stderr


@pytest.mark.parametrize("removed, reported", [
    ("resources/fonts/NotoSans-Bold.ttf", "self-test: missing font NotoSans-Bold.ttf"),
    ("resources/art/common/approve.svg", "self-test: missing art common/approve.svg"),  # drawn on every table
])
def test_the_self_test_fails_when_a_resource_is_missing(removed, reported, app_env, tmp_path):
    app_root = _copy_of_the_app(tmp_path / "app")
    (app_root / removed).unlink()
    result = _self_test(app_root, app_env, tmp_path)
    assert result.returncode == 1
    assert reported in result.stderr.splitlines()
    assert "self-test: ok" not in result.stdout


def test_missing_rules_translations_fonts_and_art_are_each_named(qapp, tmp_path, monkeypatch):
    from desktop import app as shell
    from ui import fonts, paths, translation

    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", resources, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    for module in (paths, fonts, translation):
        monkeypatch.setattr(module, "resources_dir", lambda: resources)
    assert shell.missing_resources() == []
    (resources / "rules" / "vi" / "avalon.md").unlink()
    (resources / "i18n" / "safehouse_es.qm").unlink()
    (resources / "fonts" / "NotoSans-Regular.ttf").unlink()
    for svg in (resources / "art" / "bodyguard").glob("*.svg"):
        os.remove(svg)
    assert shell.missing_resources() == [
        "font NotoSans-Regular.ttf", "translation safehouse_es.qm", "rules vi/avalon.md", "art bodyguard/"]
