"""`safehouse screenshot --out DIR`: render the app's screens offscreen to PNG files.

Module-level imports stay stdlib-only: Qt is imported inside run(), so `safehouse --help` stays fast.
"""
from __future__ import annotations

import argparse
import os

from . import argtypes


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=argtypes.directory, required=True, help="directory for the PNG files (created if missing)")
    parser.add_argument("--width", type=argtypes.count(320, 8192), default=1280, help="window width in pixels (default 1280)")
    parser.add_argument("--height", type=argtypes.count(240, 8192), default=800, help="window height in pixels (default 800)")
    parser.add_argument("--scale", type=argtypes.number(0.5, 4), default=1.0, help="device pixel ratio, e.g. 2 for HiDPI (default 1)")
    parser.add_argument("--lang", choices=["en", "es", "vi"], default=None, help="language of the screens")


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.scale != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.scale)
    from ui.screenshots import render_all

    written = render_all(args.out, (args.width, args.height), args.lang)
    for path in written:
        print(path)
    return 0
