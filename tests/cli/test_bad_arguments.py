"""Every subcommand with bad arguments: one line `safehouse: error: ...`, exit code 2 for bad usage and 1 for
a failure at run time, never a traceback. And output into a pipe nobody reads ends quietly.

Most cases run through `desktop.cli.main` in this process (a traceback would fail the test); a few run as
child processes, for the real exit code and stderr. Nothing here needs a network: addresses are 127.0.0.1,
a TEST-NET address this machine does not have, or `nonexistent.invalid`, which never resolves.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import cli

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path, monkeypatch):
    """An empty data folder: tables other tests left unfinished would add a "can be resumed" note."""
    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path / "data"))


def run(capsys, *argv: str) -> tuple[int, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as done:  # argparse stops the parse this way
        code = done.code
    captured = capsys.readouterr()
    return code, captured.err


def assert_one_line(err: str, expected: str) -> None:
    assert err.startswith("safehouse: error: ") and err.count("\n") == 1, err
    assert expected in err, err


USAGE = [
    (["sim", "--games", "0"], "argument --games: expected a whole number at least 1, not 0"),
    (["sim", "--games", "many"], "argument --games: expected a whole number, not 'many'"),
    (["sim", "--players", "-3"], "argument --players: expected a whole number at least 1, not -3"),
    (["sim", "--seed", ""], "argument --seed: expected 1 to 200 characters, not 0"),
    (["sim", "--bots", "genius"], "unknown bot level 'genius'"),
    (["sim", "--option", "nonsense=1"], "unknown option"),
    (["sim", "--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["arena", "--focal", "random"], "the following arguments are required: --control"),
    (["arena", "--focal", "random", "--control", "random", "--deals", "1"], "argument --deals: expected a whole number at least 2, not 1"),
    (["arena", "--focal", "random", "--control", "random", "--jobs", "0"], "argument --jobs: expected a whole number from 1 to 256, not 0"),
    (["arena", "--focal", "genius", "--control", "random"], "unknown bot level 'genius' for --focal"),
    (["host", "--port", "99999"], "argument --port: a port is a number from 1 to 65535, not 99999"),
    (["host", "--port", "-1"], "argument --port: a port is a number from 1 to 65535, not -1"),
    (["host", "--port", "http"], "argument --port: a port is a number from 1 to 65535, not 'http'"),
    (["host", "--address", "nonexistent.invalid"], "argument --address: cannot resolve 'nonexistent.invalid': "),
    (["host", "--discovery-interface", "eth0"], "argument --discovery-interface: expected an IP address such as 192.168.1.20, not 'eth0'"),
    (["host", "--bot-delay", "3,1"], "argument --bot-delay: expected 0 <= LOW <= HIGH <= 60, not '3,1'"),
    (["host", "--bot-delay", "fast"], "argument --bot-delay: expected LOW,HIGH in seconds, e.g. 0.8,2.5, not 'fast'"),
    (["host", "--decision-seconds", "0"], "argument --decision-seconds: expected seconds more than 0 and at most 86400, not '0'"),
    (["host", "--decision-seconds", "inf"], "argument --decision-seconds: expected seconds more than 0 and at most 86400, not 'inf'"),
    (["host", "--seat-grace", "-1"], "argument --seat-grace: expected seconds at least 0 and at most 86400, not '-1'"),
    (["host", "--name", ""], "argument --name: expected 1 to 60 characters, not 0"),
    (["host", "--name", "a\x1b[2Jb"], "argument --name: control characters and undecodable bytes are not allowed"),
    (["host", "--players", "11", "--no-discovery"], "5 to 10 players"),
    (["host", "--bots", "genius", "--no-discovery"], "unknown bot level 'genius'"),
    (["join", "127.0.0.1:99999"], "argument ADDRESS:PORT: a port is a number from 1 to 65535, not 99999"),
    (["join", "127.0.0.1:0"], "argument ADDRESS:PORT: a port is a number from 1 to 65535, not 0"),
    (["join", "nonexistent.invalid:5000"], "argument ADDRESS:PORT: cannot resolve 'nonexistent.invalid': "),
    (["join", "127.0.0.1"], "argument ADDRESS:PORT: expected ADDRESS:PORT, e.g. 192.168.1.20:52000, not '127.0.0.1'"),
    (["join", ":5000"], "argument ADDRESS:PORT: expected ADDRESS:PORT"),
    (["join", "--seat", "64", "127.0.0.1:5000"], "argument --seat: expected a whole number from 0 to 63, not 64"),
    (["join", "--name", "x" * 41, "127.0.0.1:5000"], "argument --name: expected 1 to 40 characters, not 41"),
    (["join", "--discover-seconds", "0", "--discover"], "argument --discover-seconds: expected seconds more than 0"),
    (["join", "--reconnect-seconds", "-5", "127.0.0.1:5000"], "argument --reconnect-seconds: expected seconds at least 0"),
    (["join"], "give ADDRESS:PORT or --discover"),
    (["join", "--list"], "--list goes with --discover"),
    (["join", "--bot", "genius", "127.0.0.1:5000"], "unknown bot level 'genius'"),
    (["replay"], "the following arguments are required: file"),
    (["screenshot"], "the following arguments are required: --out"),
    (["screenshot", "--out", "shots", "--width", "0"], "argument --width: expected a whole number from 320 to 8192, not 0"),
    (["screenshot", "--out", "shots", "--scale", "nan"], "argument --scale: expected a number from 0.5 to 4, not 'nan'"),
    (["--lang", "xx"], "argument --lang: invalid choice: 'xx'"),
]


@pytest.mark.parametrize("argv, expected", USAGE, ids=[" ".join(argv)[:60] for argv, _ in USAGE])
def test_bad_usage_is_one_line_and_exit_code_2(argv, expected, capsys):
    code, err = run(capsys, *argv)
    assert code == 2
    assert_one_line(err, expected)


def test_a_file_where_a_directory_goes_is_bad_usage(tmp_path, capsys):
    journal = tmp_path / "game.jsonl"
    journal.write_text("{}\n")
    for argv in (["sim", "--games", "1", "--save", str(journal)], ["screenshot", "--out", str(journal)]):
        code, err = run(capsys, *argv)
        assert code == 2
        assert_one_line(err, f"{journal} exists and is not a directory")
    assert journal.read_text() == "{}\n"  # and it was left alone


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]  # nobody listens there once the probe is closed


def test_runtime_failures_are_one_line_and_exit_code_1(tmp_path, capsys):
    port = _closed_port()
    code, err = run(capsys, "join", f"127.0.0.1:{port}")
    assert code == 1
    assert_one_line(err, f"cannot reach 127.0.0.1:{port}: Connection refused")

    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        code, err = run(capsys, "host", "--address", "127.0.0.1", "--port", str(taken), "--no-discovery")
    assert code == 1
    assert_one_line(err, f"cannot listen on 127.0.0.1:{taken}: Address already in use")

    code, err = run(capsys, "host", "--address", "192.0.2.1", "--port", "4000", "--no-discovery")  # not this machine's
    assert code == 1
    assert_one_line(err, "cannot listen on 192.0.2.1:4000: ")

    blocker = tmp_path / "file"
    blocker.write_text("")
    code, err = run(capsys, "sim", "--games", "1", "--save", str(blocker / "journals"))
    assert code == 1
    assert_one_line(err, f"{blocker / 'journals'}: Not a directory")


def safehouse(*argv: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop", *argv], cwd=ROOT, stderr=subprocess.PIPE, text=True,
                          timeout=300, **kwargs)


def test_the_real_process_gives_the_same_line_and_code(tmp_path):
    done = safehouse("host", "--port", "99999", stdout=subprocess.PIPE)
    assert done.returncode == 2 and done.stderr == ("safehouse: error: argument --port: a port is a number from 1 to 65535, "
                                                    "not 99999 (see safehouse host --help)\n")
    done = safehouse("join", "nonexistent.invalid:5000", stdout=subprocess.PIPE)
    assert done.returncode == 2 and done.stderr.startswith("safehouse: error: argument ADDRESS:PORT: cannot resolve")
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1


@pytest.mark.parametrize("argv", [["sim", "--games", "3", "--json"], ["sim", "--games", "3"], ["sim", "--list-options"]])
def test_output_into_a_closed_pipe_ends_quietly(argv):
    """`safehouse sim ... | head -c 10`, made certain: the reading end is closed before the command writes."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = safehouse(*argv, stdout=write_end)
    finally:
        os.close(write_end)
    assert done.stderr == ""
    assert done.returncode == 1


def test_output_into_head_ends_quietly():
    done = subprocess.run(f"{sys.executable} -m desktop sim --games 200 --json | head -c 10; exit ${{PIPESTATUS[0]}}",
                          shell=True, executable="/bin/bash", cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert len(done.stdout) == 10 and done.stderr == ""
    assert done.returncode in (0, 1)  # 0 if head read the line before it left, 1 if it left first
