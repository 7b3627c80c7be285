"""Icons are drawn at the screen's device pixel ratio; the Wayland app id is our desktop file's name."""
import subprocess
import sys

import pytest

from shell_helpers import ROOT, run_safehouse

PIXMAP = """
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from ui.art import Art
app = QApplication([])
pixmap = Art().pixmap("common/approve", QSize(32, 32))
print(app.devicePixelRatio(), pixmap.width(), pixmap.devicePixelRatio())
"""


@pytest.mark.parametrize("scale, pixels", [("1", 32), ("2", 64), ("1.5", 48)])
def test_icons_are_drawn_at_the_screens_device_pixel_ratio(app_env, scale, pixels):
    env = dict(app_env, QT_SCALE_FACTOR=scale)
    result = subprocess.run([sys.executable, "-c", PIXMAP], env=env, capture_output=True, text=True, cwd=ROOT, timeout=60)
    ratio, width, pixmap_ratio = result.stdout.split()
    assert float(ratio) == float(scale)
    assert int(width) == pixels and float(pixmap_ratio) == float(scale)


def test_the_desktop_file_name_is_set_for_wayland(app_env, tmp_path):
    from desktop.app import DESKTOP_FILE

    assert (ROOT / "installer" / "linux" / f"{DESKTOP_FILE}.desktop").is_file()
    result = run_safehouse([], dict(app_env, SAFEHOUSE_STARTUP_PROBE="1"))
    assert result.returncode == 0, result.stderr
    log = (tmp_path / "logs" / "safehouse.log").read_text(encoding="utf-8")
    assert f"desktop file {DESKTOP_FILE}," in log
