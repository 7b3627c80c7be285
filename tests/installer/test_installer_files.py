"""Fast checks of the installer sources (no PyInstaller run: the real build is installer/linux/build.sh).

The spec parses and keeps every Qt module the app imports; the desktop entry, AppStream metadata, MIME
type, Debian control, Inno Setup script, Info.plist and release workflow agree with each other; the
frozen entry point handles a saved game passed by the file manager.
"""
from __future__ import annotations

import ast
import configparser
import importlib.util
import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"
LINUX = INSTALLER / "linux"
APP_ID = "app.safehouse.Safehouse"
MIME_TYPE = "application/x-safehouse-game"
SAVED_GAME_EXT = "safehouse"


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _spec_assignments() -> dict:
    tree = ast.parse((INSTALLER / "safehouse.spec").read_text(encoding="utf-8"))
    values = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                values[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return values


def _runtime_debs() -> list[str]:
    text = (LINUX / "build.sh").read_text(encoding="utf-8")
    block = re.search(r"RUNTIME_DEBS=\(([^)]*)\)", text).group(1)
    return block.split()


# --- PyInstaller spec and entry point -----------------------------------------------------------

def test_spec_parses_and_names_the_entry_point():
    text = (INSTALLER / "safehouse.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "entry.py" in text and "resources" in text
    assert (INSTALLER / "entry.py").is_file()


def test_spec_keeps_every_qt_module_the_app_imports():
    unused = set(_spec_assignments()["QT_UNUSED"])
    imported = set()
    for folder in ("ui", "desktop"):
        for path in (ROOT / folder).rglob("*.py"):
            imported.update(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert imported, "the app imports no Qt module?"
    assert {"QtCore", "QtGui", "QtWidgets"} <= imported
    excluded_but_used = imported & unused
    assert not excluded_but_used, f"installer/safehouse.spec excludes Qt modules the app imports: {excluded_but_used}"


def test_entry_point_hands_every_argument_to_the_cli(tmp_path, monkeypatch):
    """A saved game from the file manager reaches desktop.cli as it came (tests/desktop opens it for real)."""
    import desktop.cli

    entry = _load(INSTALLER / "entry.py", "safehouse_frozen_entry")
    received = []
    monkeypatch.setattr(desktop.cli, "main", lambda argv: received.append(argv) or 0)
    for argv in ([str(tmp_path / "game.safehouse")], ["sim", "--games", "1"], []):
        monkeypatch.setattr(sys, "argv", ["safehouse", *argv])
        assert entry.main() == 0
    assert received == [[str(tmp_path / "game.safehouse")], ["sim", "--games", "1"], []]


def test_pyproject_has_the_build_extra():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(req.startswith("pyinstaller") for req in project["optional-dependencies"]["build"])


# --- icons ----------------------------------------------------------------------------------------

def test_icons_render_at_every_size(qapp, tmp_path):
    from PySide6.QtGui import QImage

    make_icons = _load(INSTALLER / "make_icons.py", "safehouse_make_icons")
    out = make_icons.make_icons(tmp_path)
    for size in make_icons.SIZES:
        image = QImage(str(out / "hicolor" / f"{size}x{size}" / "apps" / "safehouse.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        centre = image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255, "the artwork covers the middle of the icon"
    assert QImage(str(out / "safehouse.png")).width() == 512
    assert (out / "hicolor" / "scalable" / "apps" / "safehouse.svg").is_file()
    ico = (out / "safehouse.ico").read_bytes()
    reserved, kind, count = (int.from_bytes(ico[i:i + 2], "little") for i in (0, 2, 4))
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    names = {path.name for path in (out / "safehouse.iconset").iterdir()}
    assert names == set(make_icons.ICONSET)
    assert QImage(str(out / "safehouse.iconset" / "icon_512x512@2x.png")).width() == 1024


# --- Linux: desktop entry, AppStream, MIME, Debian --------------------------------------------------

def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_is_complete():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Safehouse"
    assert entry["Exec"].split()[0] == "safehouse"
    assert entry["Icon"] == "safehouse"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Categories"].endswith(";") and entry["MimeType"].endswith(";")
    assert MIME_TYPE in entry["MimeType"].split(";")


def test_desktop_entry_passes_desktop_file_validate():
    tool = shutil.which("desktop-file-validate")
    if tool is None:
        pytest.skip("desktop-file-validate not installed (apt install desktop-file-utils)")
    result = subprocess.run([tool, str(LINUX / f"{APP_ID}.desktop")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_matches_the_desktop_entry(tmp_path):
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert "@VERSION@" in text and "@DATE@" in text  # filled in by build.sh
    root = ET.fromstring(text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"))
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    for tag in ("name", "summary", "metadata_license", "project_license", "description"):
        assert root.find(tag) is not None, tag
    assert root.find("provides/binary").text == "safehouse"
    assert root.find("provides/mediatype").text == MIME_TYPE
    assert root.find("releases/release").get("version") == "0.1.0"
    tool = shutil.which("appstreamcli")
    if tool:
        filled = tmp_path / f"{APP_ID}.metainfo.xml"
        filled.write_text(text.replace("@VERSION@", "0.1.0").replace("@DATE@", "2026-01-01"), encoding="utf-8")
        result = subprocess.run([tool, "validate", "--no-net", str(filled)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr


def test_mime_type_claims_the_saved_game_extension():
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "safehouse-mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == MIME_TYPE
    assert mime.find("m:glob", ns).get("pattern") == f"*.{SAVED_GAME_EXT}"


def test_debian_control_is_filled_in_at_build_time():
    text = (LINUX / "debian" / "control.in").read_text(encoding="utf-8")
    fields = dict(re.findall(r"^([A-Za-z-]+): (.*)$", text, re.MULTILINE))
    for field in ("Package", "Version", "Architecture", "Maintainer", "Installed-Size", "Depends", "Description", "Section"):
        assert field in fields, field
    assert fields["Package"] == "safehouse"
    # Depends: only what the bundle lacks, computed from the bundled binaries; a real maintainer.
    assert fields["Depends"] == "@DEPENDS@" and fields["Maintainer"] == "@MAINTAINER@"
    assert "localhost" not in text
    assert "Recommends" not in fields, "the fonts are bundled: recommending them too duplicates them"
    description = text.split("Description:", 1)[1].splitlines()[1:]
    assert description and all(line.startswith(" ") for line in description if line)
    script = (LINUX / "build.sh").read_text(encoding="utf-8")
    assert "DEBIAN/md5sums" in script and "changelog.gz" in script and "lintian/overrides/safehouse" in script


def test_debian_changelog_and_lintian_overrides_are_well_formed():
    changelog = (LINUX / "debian" / "changelog.in").read_text(encoding="utf-8").splitlines()
    assert changelog[0] == "safehouse (@VERSION@) unstable; urgency=medium"
    assert changelog[-1] == " -- @MAINTAINER@  @CHANGELOG_DATE@"
    overrides = (LINUX / "debian" / "lintian-overrides").read_text(encoding="utf-8").splitlines()
    tags = [line for line in overrides if line and not line.startswith("#")]
    assert tags and all(line.startswith("safehouse: ") for line in tags)
    for index, line in enumerate(overrides):
        if line in tags:
            above = index - 1
            while overrides[above] in tags:  # several overrides may share one reason
                above -= 1
            assert overrides[above].startswith("#"), f"every override says why: {line}"


def test_linux_build_script_is_valid_bash():
    script = LINUX / "build.sh"
    assert script.stat().st_mode & 0o111, "build.sh is executable"
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    text = script.read_text(encoding="utf-8")
    assert "/opt/safehouse" in text and "usr/bin/safehouse" in text and "--root-owner-group" in text


# --- Windows and macOS --------------------------------------------------------------------------

def test_inno_setup_script_has_menu_uninstaller_and_association():
    text = (INSTALLER / "windows" / "safehouse.iss").read_text(encoding="utf-8")
    sections = set(re.findall(r"^\[(\w+)\]", text, re.MULTILINE))
    assert {"Setup", "Files", "Icons", "Registry", "Tasks"} <= sections
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}", text, re.MULTILINE)
    assert "ChangesAssociations=yes" in text
    assert r'Name: "{group}\{#AppName}"' in text  # Start menu
    assert "{uninstallexe}" in text
    assert f'#define SavedGameExt ".{SAVED_GAME_EXT}"' in text
    assert r'\dist\safehouse\*' in text and "recursesubdirs" in text
    assert '#define AppExe "Safehouse.exe"' in text and '"%1"' in text


def test_info_plist_declares_the_saved_game_document_type():
    with open(INSTALLER / "macos" / "Info.plist", "rb") as handle:
        info = plistlib.load(handle)
    assert info["CFBundleIdentifier"] == APP_ID
    (document,) = info["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == [SAVED_GAME_EXT]
    (exported,) = info["UTExportedTypeDeclarations"]
    assert exported["UTTypeIdentifier"] in document["LSItemContentTypes"]
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == [SAVED_GAME_EXT]
    assert "_safehouse._tcp" in info["NSBonjourServices"]


# --- release workflow ---------------------------------------------------------------------------

def test_release_workflow_builds_tests_and_uploads_on_all_three_systems():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    triggers = workflow[True] if True in workflow else workflow["on"]  # YAML 1.1 reads `on` as True
    assert triggers["push"]["tags"] == ["v*"]
    build = workflow["jobs"]["build"]
    oses = {entry["os"] for entry in build["strategy"]["matrix"]["include"]}
    assert oses == {"ubuntu-22.04", "windows-latest", "macos-14"}
    assert workflow["env"]["PYTHON_VERSION"] == "3.11" and workflow["env"]["QT_QPA_PLATFORM"] == "offscreen"
    runs = "\n".join(step.get("run", "") for step in build["steps"])
    uses = [step.get("uses", "") for step in build["steps"]]
    assert "pip install --no-deps ." in runs
    assert "installer/safehouse.spec" in runs and "installer/linux/build.sh" in runs and "installer/macos/build.sh" in runs
    assert "installer\\windows\\safehouse.iss" in runs and "choco install innosetup" in runs
    assert runs.count("installer/smoke_test.py") >= 4  # frozen app, .deb, Windows setup, .dmg
    assert any(use.startswith("actions/upload-artifact@") for use in uses)
    release = workflow["jobs"]["release"]
    assert "build" in release["needs"] and "refs/tags/v" in release["if"]
    assert release["permissions"]["contents"] == "write"
    apt = next(step["run"] for step in build["steps"] if "apt-get install" in step.get("run", ""))
    missing = [deb for deb in _runtime_debs() if deb not in apt.split()]
    assert not missing, f"the workflow's apt list omits {missing}"


def test_release_runs_the_suite_first_and_builds_on_every_pr_that_touches_the_app():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    triggers = workflow[True] if True in workflow else workflow["on"]
    paths = set(triggers["pull_request"]["paths"])
    assert {"desktop/**", "ui/**", "resources/**", "installer/**", "pyproject.toml"} <= paths
    jobs = workflow["jobs"]
    assert jobs["test"]["uses"] == "./.github/workflows/ci.yml"
    assert jobs["build"]["needs"] == "test" and jobs["wheel"]["needs"] == "test"
    assert set(jobs["release"]["needs"]) == {"build", "wheel"}
    assert jobs["wheel"]["strategy"]["matrix"]["python"] == ["3.11", "3.12", "3.13"]
    build_runs = "\n".join(step.get("run", "") for step in jobs["build"]["steps"])
    assert "pip install -r installer/requirements-build.txt" in build_runs and "SOURCE_DATE_EPOCH" in build_runs
    assert "SHA256SUMS" in build_runs and "lintian --fail-on" in build_runs
    assert "Start-Sleep" not in build_runs and "Wait-Process" in build_runs
    release_runs = "\n".join(step.get("run", "") for step in jobs["release"]["steps"])
    assert "sha256sum --check" in release_runs


def test_ci_tests_every_supported_python():
    yaml = pytest.importorskip("yaml")
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "ci.yml").read_text(encoding="utf-8"))
    triggers = workflow[True] if True in workflow else workflow["on"]
    assert "workflow_call" in triggers and "pull_request" in triggers
    matrix = workflow["jobs"]["test"]["strategy"]["matrix"]
    assert matrix["python"] == ["3.11", "3.12", "3.13"] and "ubuntu-22.04" in matrix["os"]


def test_the_pyside6_cap_applies_on_python_3_11_only():
    from packaging.requirements import Requirement
    from packaging.version import Version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pyside = [Requirement(text) for text in project["dependencies"] if text.startswith("PySide6")]

    def allowed(python: str, pyside_version: str) -> bool:
        active = [req for req in pyside if req.marker is None or req.marker.evaluate({"python_version": python})]
        assert active, f"no PySide6 requirement on Python {python}"
        return all(req.specifier.contains(Version(pyside_version)) for req in active)

    assert not allowed("3.11", "6.12.0") and allowed("3.11", "6.11.3")
    for python in ("3.12", "3.13"):
        assert allowed(python, "6.12.0") and allowed(python, "6.11.3") and not allowed(python, "6.10.0")
    classifiers = project["classifiers"]
    assert {f"Programming Language :: Python :: 3.{minor}" for minor in (11, 12, 13)} <= set(classifiers)


def test_build_requirements_are_pinned_exactly():
    lines = [line.split(";")[0].strip() for line in (INSTALLER / "requirements-build.txt").read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    assert lines and all(re.fullmatch(r"[A-Za-z0-9_.-]+==[0-9][0-9A-Za-z.]*", line) for line in lines), lines
    names = {line.split("==")[0].lower() for line in lines}
    assert {"pyside6-essentials", "shiboken6", "pyinstaller", "qasync", "zeroconf", "msgspec", "platformdirs"} <= names
    pyside = next(line for line in lines if line.lower().startswith("pyside6-essentials"))
    assert pyside.split("==")[1].startswith("6.11."), "the frozen app is built on 3.11: keep PySide6 < 6.12"


def test_the_windowed_entry_point_survives_having_no_console(monkeypatch):
    import io

    entry = _load(INSTALLER / "entry.py", "safehouse_frozen_entry")
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "argv", ["Safehouse.exe", "--version"])
    with pytest.raises(SystemExit) as stopped:  # argparse's --version prints, then exits 0
        entry.main()
    assert stopped.value.code == 0
    assert not isinstance(sys.stdout, io.StringIO) and sys.stdout is not None
