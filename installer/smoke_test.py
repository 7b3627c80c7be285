"""Check a frozen (or installed) Safehouse: the GUI self-test, then a headless LAN game over loopback.

    python installer/smoke_test.py PATH/TO/safehouse [--timeout 300]

PATH is the console program: dist/safehouse/safehouse (Linux), dist\\safehouse\\safehouse-cli.exe
(Windows), dist/Safehouse.app/Contents/MacOS/Safehouse (macOS) or /usr/bin/safehouse once installed.
Runs with QT_QPA_PLATFORM=offscreen and a scratch data directory; uses only the standard library, so
any Python runs it (CI runs it with the build's Python, never importing the app itself).
Exit 0 when
  1. `safehouse --self-test` exits 0 and prints "self-test: ok";
  2. `safehouse GAME.safehouse` (as a double-click runs it) opens that game's replay: the start-up probe
     says `screen=replay`, and `safehouse --version` prints a version;
  3. `safehouse host --game resistance --players 5 --bots random×4 --no-discovery` on 127.0.0.1 and
     `safehouse join 127.0.0.1:PORT --bot random --json` both finish with the same outcome.
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import time


def _env(data_dir: str) -> dict:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["SAFEHOUSE_DATA_DIR"] = data_dir
    env.pop("PYTHONPATH", None)  # the frozen app must stand on its own
    env.pop("VIRTUAL_ENV", None)
    return env


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def self_test(program: str, timeout: float) -> float:
    with tempfile.TemporaryDirectory(prefix="safehouse-smoke-") as data:
        started = time.perf_counter()
        result = subprocess.run([program, "--self-test"], env=_env(data), capture_output=True, text=True, timeout=timeout)
        seconds = time.perf_counter() - started
    sys.stdout.write(result.stdout)
    if result.returncode != 0 or "self-test: ok" not in result.stdout:
        sys.stderr.write(result.stderr[-4000:])
        raise SystemExit(f"FAIL: --self-test exited {result.returncode}")
    print(f"PASS: --self-test in {seconds:.1f} s")
    return seconds


# A saved game at its first move: the header alone is a valid journal (JSON Lines, ui/saved_games.py).
SAVED_GAME = '{"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {"players": 5, "options": {}}, "seed": 7}\n'


def saved_game(program: str, timeout: float) -> None:
    with tempfile.TemporaryDirectory(prefix="safehouse-smoke-") as data:
        env = dict(_env(data), SAFEHOUSE_STARTUP_PROBE="1")
        version = subprocess.run([program, "--version"], env=env, capture_output=True, text=True, timeout=timeout)
        if version.returncode != 0 or not version.stdout.startswith("safehouse "):
            raise SystemExit(f"FAIL: --version printed {version.stdout!r} (exit {version.returncode})")
        game = os.path.join(data, "Smoke test.safehouse")
        with open(game, "w", encoding="utf-8") as handle:
            handle.write(SAVED_GAME)
        result = subprocess.run([program, game], env=env, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0 or " screen=replay" not in result.stdout:
        sys.stderr.write(result.stderr[-3000:])
        raise SystemExit(f"FAIL: opening a saved game printed {result.stdout.strip()!r} (exit {result.returncode})")
    print(f"PASS: {version.stdout.strip()}; a saved game opens its replay ({result.stdout.strip()})")


def lan_game(program: str, timeout: float) -> float:
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="safehouse-smoke-") as data:
        env = _env(data)
        started = time.perf_counter()
        host = subprocess.Popen(
            [program, "host", "--game", "resistance", "--players", "5", "--bots", "random", "random", "random", "random",
             "--no-discovery", "--address", "127.0.0.1", "--port", str(port), "--bot-delay", "0,0", "--json"],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            first = host.stdout.readline()  # "listening on 127.0.0.1:PORT" once the socket is open
            if not first.startswith("listening on"):
                host.kill()
                raise SystemExit(f"FAIL: host printed {first!r}; stderr: {host.stderr.read()[-2000:]}")
            join = subprocess.run([program, "join", f"127.0.0.1:{port}", "--bot", "random", "--json"],
                                  env=env, capture_output=True, text=True, timeout=timeout)
            host_out, host_err = host.communicate(timeout=timeout)
        finally:
            if host.poll() is None:
                host.kill()
                host.wait()
        seconds = time.perf_counter() - started
    if join.returncode != 0 or host.returncode != 0:
        sys.stderr.write(join.stderr[-2000:] + host_err[-2000:])
        raise SystemExit(f"FAIL: join exited {join.returncode}, host exited {host.returncode}")
    joined = json.loads(join.stdout.strip().splitlines()[-1])
    hosted = json.loads(host_out.strip().splitlines()[-1])
    if hosted.get("outcome") != joined:
        raise SystemExit(f"FAIL: host saw {hosted.get('outcome')}, client saw {joined}")
    print(f"PASS: host/join game over 127.0.0.1:{port} in {seconds:.1f} s: {joined['winner']} won ({joined['reason']})")
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("program", help="the frozen or installed console program")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--skip-self-test", action="store_true")
    args = parser.parse_args()
    args.program = os.path.abspath(args.program)  # Windows: backslashes, and no search of PATH
    if not args.skip_self_test:
        self_test(args.program, args.timeout)
    saved_game(args.program, args.timeout)
    lan_game(args.program, args.timeout)
    print("smoke test: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
