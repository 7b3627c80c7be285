"""Entry point of the frozen app (PyInstaller): the same `safehouse` command as desktop.cli.main.

Two things only a frozen build needs:
- multiprocessing.freeze_support(), so `safehouse arena --jobs N` (a process pool) works where
  child processes are spawned (Windows, macOS);
- a saved game opened from the file manager arrives as the only argument. If the CLI does not take a
  file argument (yet), it is dropped with a note, so the app opens instead of failing to parse.
"""
from __future__ import annotations

import contextlib
import io
import multiprocessing
import os
import sys

SAVED_GAME_SUFFIXES = (".safehouse", ".jsonl")


def _argv() -> list[str]:
    argv = sys.argv[1:]
    if len(argv) == 1 and argv[0].lower().endswith(SAVED_GAME_SUFFIXES) and os.path.isfile(argv[0]):
        if not _cli_takes(argv):
            print(f"safehouse: opening saved games from the command line is not supported yet: {argv[0]}", file=sys.stderr)
            return []
    return argv


def _cli_takes(argv: list[str]) -> bool:
    """Whether desktop.cli's parser accepts these arguments as they are (its errors are kept quiet)."""
    from desktop.cli import build_parser

    try:
        with contextlib.redirect_stderr(io.StringIO()):
            _known, unknown = build_parser().parse_known_args(argv)
    except SystemExit:
        return False
    return not unknown


def main() -> int:
    multiprocessing.freeze_support()
    from desktop.cli import main as cli_main

    return cli_main(_argv())


if __name__ == "__main__":
    sys.exit(main())
