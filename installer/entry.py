"""Entry point of the frozen app (PyInstaller): exactly the `safehouse` command of desktop.cli.main.

A saved game opened from the file manager arrives as an argument (`safehouse GAME.safehouse`, from the
desktop file's `%f` or the Windows association's `"%1"`) and desktop.cli opens its replay; macOS sends
it as a QFileOpenEvent instead (desktop/file_open.py). Two things only a frozen build needs:
- multiprocessing.freeze_support(), so `safehouse arena --jobs N` (a process pool) works where child
  processes are spawned (Windows, macOS);
- the windowed Windows program (Safehouse.exe) has no console, so sys.stdout and sys.stderr are None:
  they are pointed at os.devnull, so a print (an error message, `--version`) cannot crash the app.
  Everything also goes to the log file (desktop/logs.py).
"""
from __future__ import annotations

import multiprocessing
import os
import sys


def main() -> int:
    multiprocessing.freeze_support()
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    from desktop.cli import main as cli_main

    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
