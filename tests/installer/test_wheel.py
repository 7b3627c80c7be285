"""The app is a real Python package: a wheel built from the repository installs into a fresh venv and
passes `safehouse --self-test` there, its resources reached as package data (importlib.resources).

Offline: the wheel is built without build isolation (the running environment's setuptools), and the
fresh venv gets only the wheel (--no-index --no-deps); its dependencies come from the running
environment through a .pth line, so nothing is downloaded. The `safehouse` script, `desktop`, `ui` and
`safehouse_resources` all come from the wheel."""
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import venv
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SKIP_IN_COPY = shutil.ignore_patterns(".git", ".venv", "build", "dist", "__pycache__", "*.egg-info", "tests", "out")


def _run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, timeout=600, **kwargs)
    assert result.returncode == 0, f"{command}: {result.stdout[-2000:]}{result.stderr[-3000:]}"
    return result


def test_a_wheel_installs_in_a_fresh_venv_and_passes_the_self_test(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=SKIP_IN_COPY)  # never write build/ or *.egg-info into the checkout
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
          "--wheel-dir", str(tmp_path / "wheels"), str(source)])
    (wheel,) = (tmp_path / "wheels").glob("safehouse-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "safehouse_resources/rules/en/avalon.md" in names and "safehouse_resources/fonts/NotoSans-Bold.ttf" in names
    assert "safehouse_resources/tutorials/resistance.json" in names and "safehouse_resources/tutorials/text/vi.json" in names
    assert not any(name.endswith((".ts", "build_art.py", "update.py")) for name in names), "tooling stays out"

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    purelib = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"]).stdout.strip())
    # The dependencies (PySide6, qasync, …) from this environment; a plain path line processes no .pth of it.
    (purelib / "_safehouse_test_deps.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    _run([str(python), "-m", "pip", "install", "--no-deps", "--no-index", str(wheel)])

    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(QT_QPA_PLATFORM="offscreen", SAFEHOUSE_DATA_DIR=str(tmp_path / "data"), TMPDIR=str(scratch))
    where = _run([str(python), "-c", "import desktop, ui.paths; print(desktop.__file__); print(ui.paths.resources_dir())"],
                 cwd=tmp_path, env=env).stdout.split()
    assert all(Path(path).is_relative_to(purelib) for path in where), where
    assert where[1].endswith("safehouse_resources")

    script = env_dir / ("Scripts/safehouse.exe" if os.name == "nt" else "bin/safehouse")
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert _run([str(script), "--version"], cwd=tmp_path, env=env).stdout.strip() == f"safehouse {version}"
    tutorials = _run([str(script), "tutorial", "--check"], cwd=tmp_path, env=env).stdout  # its data from the wheel
    assert "resistance: " in tutorials and "ok: " in tutorials
    result = _run([str(script), "--self-test"], cwd=tmp_path, env=env)
    assert result.stdout.strip().splitlines()[-1] == "self-test: ok"
    assert "missing" not in result.stderr
    assert list(scratch.iterdir()) == []
