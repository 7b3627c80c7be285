"""`safehouse screenshot --out DIR --size WxH [--scale S]`: every screen of the app as a PNG file.

The screens are shown in a real window: on the desktop's display if there is one, else the command runs
itself again under Xvfb (`xvfb-run`, if installed) with Qt's xcb platform; `--offscreen` (or no Xvfb)
renders with Qt's offscreen platform instead. Module-level imports stay stdlib-only: Qt is imported
inside run(), so `safehouse --help` stays fast.
"""
from __future__ import annotations

import argparse
import math
import os
import shutil
import subprocess
import sys

from . import argtypes

UNDER_XVFB = "SAFEHOUSE_SCREENSHOT_UNDER_XVFB"  # set in the re-run, so it never runs itself again


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=argtypes.directory, required=True, help="directory for the PNG files (created if missing)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size in pixels, e.g. 1280x800 (default 1280x800)")
    parser.add_argument("--width", type=argtypes.count(320, 8192), default=1280, help=argparse.SUPPRESS)  # before --size; still accepted
    parser.add_argument("--height", type=argtypes.count(240, 8192), default=800, help=argparse.SUPPRESS)
    parser.add_argument("--scale", type=argtypes.number(0.5, 4), default=1.0, help="device pixel ratio, e.g. 1.5 or 2 for HiDPI (default 1)")
    parser.add_argument("--lang", choices=["en", "es", "vi"], default=None, help="language of the screens")
    parser.add_argument("--offscreen", action="store_true", help="render offscreen instead of in a real window")


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 7680x4320)")
    return width, height


def run(args: argparse.Namespace) -> int:
    width, height = args.size or (args.width, args.height)
    if not 0.5 <= args.scale <= 4:
        print("safehouse screenshot: --scale must be between 0.5 and 4", file=sys.stderr)
        return 2
    if not args.offscreen and not _has_display() and not os.environ.get(UNDER_XVFB):
        xvfb = shutil.which("xvfb-run")
        if xvfb:
            return _rerun_under_xvfb(xvfb, math.ceil(width * args.scale), math.ceil(height * args.scale))
        print("safehouse screenshot: no display and no xvfb-run: rendering offscreen", file=sys.stderr)
    if args.offscreen or not _has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    else:
        os.environ.setdefault("QT_QPA_PLATFORM", "xcb" if sys.platform.startswith("linux") else "")
        if not os.environ["QT_QPA_PLATFORM"]:
            del os.environ["QT_QPA_PLATFORM"]
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from ui.screenshots import render_all

    written = render_all(args.out, (width, height), args.lang)
    for path in written:
        print(path)
    return 0


def _has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        return False
    return not sys.platform.startswith("linux") or bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _rerun_under_xvfb(xvfb: str, width: int, height: int) -> int:
    """The same command again, inside a private X server just big enough for the window."""
    screen = f"-screen 0 {max(width, 640)}x{max(height, 480)}x24 -nolisten tcp"
    env = dict(os.environ, **{UNDER_XVFB: "1", "QT_QPA_PLATFORM": "xcb"})
    command = [xvfb, "-a", "-s", screen, sys.executable, "-m", "desktop", *sys.argv[1:]]
    return subprocess.call(command, env=env)
