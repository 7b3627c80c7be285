"""Real-window tests: a real X server (Xvfb, no window manager) through Qt's xcb platform.

`./dev/test` runs them under `xvfb-run` with QT_QPA_PLATFORM=xcb (`-m real_window`), and the rest of the
suite offscreen (`-m "not real_window"`). Run alone:
    xvfb-run -a -s "-screen 0 1920x1080x24 -nolisten tcp" env QT_QPA_PLATFORM=xcb \
        .venv/bin/python -m pytest -m real_window tests/ui/real_window
Offscreen windows don't lay out like real ones after interaction, so here these tests refuse to run.
"""
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture(autouse=True)
def _real_x_server(request):
    if request.node.get_closest_marker("real_window") and os.environ.get("QT_QPA_PLATFORM") != "xcb":
        pytest.skip("needs a real X server: run under xvfb-run with QT_QPA_PLATFORM=xcb (./dev/test does)")
