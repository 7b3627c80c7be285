"""Resume tells the truth (#18 item 3): a torn last line is left out and said; anything else wrong refuses
with one line naming the file (and the line), and leaves every file as it was. Never a new deal under an
old table's name."""
from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.engine.core.journal import read_journal_file
from desktop.net.resume import ResumeError, inspect_table, resume_host
from desktop.net.storage import TableStore, unfinished_tables

from table_folders import journal_of, make_table, mutate, played, snapshot, table_file

ROOT = Path(__file__).resolve().parents[2]


def refusal(folder: Path) -> str:
    """resume_host's one-line refusal; the folder must be exactly as it was."""
    before = snapshot(folder)
    with pytest.raises(ResumeError) as caught:
        resume_host(TableStore(folder))
    assert snapshot(folder) == before
    message = str(caught.value)
    assert "\n" not in message and message.startswith("cannot resume: ") and len(message) < 400, message
    return message


def journal_lines(**kwargs) -> list[str]:
    return journal_of(**kwargs).splitlines(keepends=True)


def test_a_torn_last_line_resumes_without_it_and_says_so(tmp_path):
    text = journal_of(commands=10)
    folder = make_table(tmp_path, journal=text + '{"seat": 2, "command": {"ki')
    host = resume_host(TableStore(folder))
    try:
        assert len(host.session.state.commands) == 10
        assert len(host.resume_notes) == 1 and "line 12" in host.resume_notes[0] and "game-0001.jsonl" in host.resume_notes[0]
        assert (folder / "game-0001.jsonl").read_text() == text  # only the torn bytes were cut
        _game, state = played(commands=11)
        host.store.append_command(*state.commands[10])  # appending starts on a clean line
    finally:
        host.store.close()
    assert read_journal_file(folder / "game-0001.jsonl").commands == state.commands[:11]


BAD_JOURNALS = {
    "garbage in the middle": lambda rows: rows[:4] + ["garbage\n"] + rows[4:],
    "garbage at the end, newline and all": lambda rows: rows + ["garbage\n"],
    "an illegal command": lambda rows: rows[:3] + ['{"seat": 0, "command": {"kind": "assassinate", "target": 1}}\n'] + rows[3:],
    "a wrong format": lambda rows: [rows[0].replace("safehouse-journal", "other-journal")] + rows[1:],
    "a wrong version": lambda rows: [rows[0].replace('"version":1', '"version":2')] + rows[1:],
    "another game's journal": lambda rows: journal_lines(game_name="avalon", commands=3),
    "a journal for another count": lambda rows: journal_lines(players=6, commands=3),
    "non-UTF-8 bytes": lambda rows: rows[:2] + ['{"seat": 0, "command": {"kind": "\udcff"}}\n'] + rows[2:],
    "an empty journal": lambda rows: [],
    "a header torn at its start": lambda rows: [rows[0][:20]],
}
LINES = {"garbage in the middle": "line 5", "garbage at the end, newline and all": "line 14",
         "an illegal command": "line 4", "a wrong format": "line 1", "a wrong version": "line 1",
         "another game's journal": "line 1", "a journal for another count": "line 1", "non-UTF-8 bytes": "line 3", "an empty journal": "line 1",
         "a header torn at its start": "line 1"}


@pytest.mark.parametrize("case", sorted(BAD_JOURNALS))
def test_a_damaged_journal_refuses_naming_file_and_line(tmp_path, case):
    rows = BAD_JOURNALS[case](journal_lines(commands=12))
    folder = make_table(tmp_path, journal="")
    (folder / "game-0001.jsonl").write_bytes("".join(rows).encode("utf-8", "surrogateescape"))
    message = refusal(folder)
    assert f"{folder / 'game-0001.jsonl'}: {LINES[case]}:" in message


BAD_TABLES = {
    "not JSON": "{not json",
    "cut short": table_file("resistance", 5)[:-40],
    "a list": "[1, 2]",
    "no settings": json.dumps({"table": json.loads(table_file("resistance", 5))["table"]}),
    "an unknown game": table_file("resistance", 5).replace('"game": "resistance"', '"game": ["chess"]'),
    "seats for another count": table_file("resistance", 5).replace('"players": 5', '"players": 6'),
    "ten million players": table_file("resistance", 5).replace('"players": 5', '"players": 10000000'),
    "an unknown status": table_file("resistance", 5).replace('"status": "playing"', '"status": 7'),
    "an unknown bot": table_file("resistance", 5).replace('"level": "random"', '"level": "godlike"', 1),
    "a field it never had": table_file("resistance", 5).replace('"paused": false', '"paused": false, "owner": 1'),
    "bad settings": table_file("resistance", 5).replace('"bot_delay": [0.0, 0.0]', '"bot_delay": "fast"'),
    "deep nesting": table_file("resistance", 5).replace('"app": {}', '"app": ' + "[" * 5000 + "]" * 5000),
    "non-UTF-8": table_file("resistance", 5).replace("Ana", "\udcffna"),
}


@pytest.mark.parametrize("case", sorted(BAD_TABLES))
def test_a_damaged_table_file_refuses_naming_it(tmp_path, case):
    folder = make_table(tmp_path)
    (folder / "table.json").write_bytes(BAD_TABLES[case].encode("utf-8", "surrogateescape"))
    assert str(folder / "table.json") in refusal(folder)


def test_missing_or_special_journals_refuse_and_never_deal_anew(tmp_path):
    missing = make_table(tmp_path, "1-missing")
    (missing / "game-0001.jsonl").unlink()
    assert "no game journal" in refusal(missing)
    fifo = make_table(tmp_path, "2-fifo")
    (fifo / "game-0001.jsonl").unlink()
    os.mkfifo(fifo / "game-0001.jsonl")
    assert "a pipe" in refusal(fifo)
    zero = make_table(tmp_path, "3-zero")
    (zero / "game-0001.jsonl").unlink()
    (zero / "game-0001.jsonl").symlink_to("/dev/zero")
    assert "a device" in refusal(zero)
    lobby = make_table(tmp_path, "4-lobby", status="lobby")  # a new deal would write over game 1
    assert "yet it has journals" in refusal(lobby)
    no_table = make_table(tmp_path, "5-no-table")
    (no_table / "table.json").unlink()
    assert "table.json" in refusal(no_table)
    # every one of them is offered (so the user learns what is wrong, and may discard it), newest first
    assert [s.table_id for s in unfinished_tables(tmp_path)] == ["5-no-table", "3-zero", "2-fifo", "1-missing"]


def test_discarding_a_table_deletes_its_folder(tmp_path):
    folder = make_table(tmp_path)
    (folder / "table.json").write_text("{")
    TableStore(folder).discard()
    assert not folder.exists() and unfinished_tables(tmp_path) == []


# ---- fuzz: table folders -------------------------------------------------------------------------------
HONEST_TABLE = table_file("resistance", 5).encode()
HONEST_JOURNAL = journal_of(commands=14).encode()


EDITS = st.lists(st.tuples(st.sampled_from(["flip", "insert", "delete", "cut"]), st.integers(0, 10 ** 6),
                           st.integers(0, 255)), max_size=3)


@settings(max_examples=600, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(EDITS, EDITS)
def test_fuzz_table_folders(tmp_path_factory, table_edits, journal_edits):
    """Any damage to table.json and the journal: a resumed host, or one ResumeError line and untouched files."""
    folder = tmp_path_factory.mktemp("table")
    (folder / "table.json").write_bytes(mutate(HONEST_TABLE, table_edits))
    (folder / "game-0001.jsonl").write_bytes(mutate(HONEST_JOURNAL, journal_edits))
    before = snapshot(folder)
    try:
        plan = inspect_table(TableStore(folder))
    except ResumeError as error:
        assert "\n" not in str(error) and str(error).startswith("cannot resume: ")
        assert snapshot(folder) == before
        return
    if plan.journal is not None:
        torn = plan.journal.torn_line is not None
        assert len(plan.notes) == int(torn) and plan.journal.commands == read_journal_file(
            folder / "game-0001.jsonl", torn_tail_ok=True).commands


def test_host_resume_on_the_command_line_refuses_in_one_line_or_says_what_it_left_out(tmp_path):
    env = {**os.environ, "SAFEHOUSE_DATA_DIR": str(tmp_path)}
    folder = make_table(tmp_path, "20261201-090000-bbbbbb")
    (folder / "game-0001.jsonl").write_text(journal_of(commands=6) + "garbage\n" + journal_of(commands=6).split("\n", 1)[1])
    before = snapshot(folder)
    done = subprocess.run([sys.executable, "-m", "desktop", "host", "--resume", "--address", "127.0.0.1", "--no-discovery"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.count("\n") == 1 and f"{folder / 'game-0001.jsonl'}: line 8: bad_json" in done.stderr
    assert snapshot(folder) == before

    (folder / "game-0001.jsonl").write_text(journal_of(commands=6) + '{"seat": 1, "comm')
    asyncio.run(_resumes_with_a_note(env, folder))


async def _resumes_with_a_note(env, folder):
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "desktop", "host", "--resume", "--address", "127.0.0.1", "--no-discovery",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, env=env, cwd=ROOT)
    try:
        line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode()
        assert line.startswith("listening on 127.0.0.1:")
    finally:
        process.kill()
        await process.wait()
    stderr = (await process.stderr.read()).decode()
    assert "Traceback" not in stderr and "note: " in stderr and "line 8 was cut short" in stderr
