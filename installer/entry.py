"""Entry point of the frozen app (PyInstaller): exactly the `safehouse` command of desktop.cli.main.

A saved game opened from the file manager arrives as an argument (`safehouse GAME.safehouse`, from the
desktop file's `%f` or the Windows association's `"%1"`) and desktop.cli opens its replay; macOS sends
it as a QFileOpenEvent instead (desktop/file_open.py). The one thing only a frozen build needs is
multiprocessing.freeze_support(), so `safehouse arena --jobs N` (a process pool) works where child
processes are spawned (Windows, macOS).
"""
from __future__ import annotations

import multiprocessing
import sys


def main() -> int:
    multiprocessing.freeze_support()
    from desktop.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
