"""Journals from disk trust nothing: special files, sizes, bytes, nesting, counts and shapes each end in one
JournalError line, never another exception; honest journals still replay exactly (#18 item 4)."""
from __future__ import annotations

import json
import os
import socket
import tracemalloc

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop.engine import GAMES
from desktop.engine.core.journal import (
    MAX_CONTAINERS, MAX_DEPTH, MAX_FILE_BYTES, MAX_LINE_BYTES, MAX_LINES, JournalError, journal_text, parse_journal,
    read_journal_file,
)

from table_folders import journal_of, played

HEADER = {"format": "safehouse-journal", "version": 1, "game": "resistance", "config": {"players": 5}, "seed": 3}


def fuzz(examples: int) -> settings:
    """Fixed examples (derandomized), so a run is repeatable and its count is known."""
    return settings(max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)


def refusal(data: bytes, torn_tail_ok: bool = False) -> JournalError:
    """The JournalError reading (and replaying) `data` ends in; anything else fails the test."""
    with pytest.raises(JournalError) as caught:
        parse_journal(data, GAMES, torn_tail_ok).replay(GAMES)
    return caught.value


def assert_one_line(error: JournalError) -> None:
    text = str(error)
    assert "\n" not in text and "\r" not in text and 0 < len(text) < 400, text


def read_or_refuse(data: bytes) -> None:
    """The property every fuzz case checks: a replayed game, or one short JournalError line."""
    try:
        parse_journal(data, GAMES).replay(GAMES)
    except JournalError as error:
        assert_one_line(error)


def lines(*entries) -> bytes:
    return "".join((e if isinstance(e, str) else json.dumps(e)) + "\n" for e in entries).encode()


# ---- special files: checked on the opened file, never read as a stream ---------------------------------
def test_special_files_are_refused_without_reading_them(tmp_path):
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)  # opening it for reading would wait for a writer forever
    zero = tmp_path / "zero.jsonl"
    zero.symlink_to("/dev/zero")  # reading it would never end
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    sock_path = tmp_path / "sock.jsonl"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(sock_path))
    loop = tmp_path / "loop.jsonl"
    loop.symlink_to(loop)
    try:
        cases = {fifo: "a pipe", zero: "a device", folder: "a folder", sock_path: "a socket"}
        for path, words in cases.items():
            with pytest.raises(JournalError) as caught:
                read_journal_file(path, GAMES)
            assert caught.value.code in ("not_a_file", "unreadable") and words in str(caught.value)
            assert str(path) in str(caught.value)
            assert_one_line(caught.value)
        for path in (loop, tmp_path / "missing.jsonl"):
            with pytest.raises(JournalError) as caught:
                read_journal_file(path, GAMES)
            assert caught.value.code == "unreadable" and str(path) in str(caught.value)
    finally:
        server.close()


def test_a_file_over_the_cap_is_refused_after_reading_at_most_the_cap(tmp_path):
    big = tmp_path / "big.jsonl"
    with open(big, "wb") as out:
        out.truncate(MAX_FILE_BYTES + 1)  # sparse: 16 MB + 1 byte of zeros
    with pytest.raises(JournalError) as caught:
        read_journal_file(big, GAMES)
    assert caught.value.code == "too_large"
    exact = tmp_path / "exact.jsonl"
    pad = MAX_FILE_BYTES - len(lines(HEADER))
    exact.write_bytes(lines(HEADER) + (b" " * 399 + b"\n") * (pad // 400) + b" " * (pad % 400))  # blank lines
    assert read_journal_file(exact, GAMES).commands == []  # at the cap is still a journal


def test_what_parsing_would_allocate_is_bounded_before_parsing():
    """Within 16 MB, a million empty lists, one giant line or millions of empty lines cost far more than bytes."""
    many = lines(HEADER, "[" + ",".join(["[]"] * MAX_CONTAINERS) + "]")
    assert refusal(many).code == "too_large"
    assert refusal(lines(HEADER) + b"\n" * MAX_LINES).code == "too_large"  # 100,000 lines of nothing
    long_line = lines(HEADER, {"seat": 0, "command": {"kind": "x" * MAX_LINE_BYTES}})
    error = refusal(long_line)
    assert (error.code, error.line) == ("too_large", 2)
    honest_width = lines(HEADER, {"seat": 0, "command": {"kind": "x" * (MAX_LINE_BYTES - 100)}})
    assert refusal(honest_width).code == "bad_command"  # under the cap: read, then refused for its shape


# ---- bytes, nesting, counts and shapes ----------------------------------------------------------------
def test_non_utf8_names_its_line():
    error = refusal(lines(HEADER) + b'{"seat": 0, "command": {"kind": "vote\xff"}}\n')
    assert (error.line, error.code) == (2, "not_utf8")


@pytest.mark.parametrize("where", ["header", "command"])
def test_nesting_deeper_than_the_cap_is_refused_before_parsing(where):
    def nested(depth):
        return "[" * depth + "]" * depth

    def journal(depth):  # `depth` levels of brackets in all, counting the line's own object(s)
        if where == "header":
            return lines(json.dumps({**HEADER, "config": {"players": 5, "options": {"x": 0}}})
                         .replace('{"x": 0}', '{"x": ' + nested(depth - 3) + "}"))
        inner = nested(depth - 2)
        return lines(HEADER, '{"seat": 0, "command": {"kind": "vote", "approve": ' + inner + "}}")

    assert refusal(journal(MAX_DEPTH)).code != "too_deep"  # at the cap: read, then refused for its shape
    assert refusal(journal(MAX_DEPTH + 1)).code == "too_deep"
    deep = refusal(journal(200_000))
    assert (deep.code, deep.line) == ("too_deep", 1 if where == "header" else 2)
    # brackets inside strings are text, not nesting
    quoted = lines(HEADER, {"seat": 0, "command": {"kind": "[" * 10_000}})
    assert refusal(quoted).code != "too_deep"


@pytest.mark.parametrize("head, code", [
    ({**HEADER, "game": ["resistance"]}, "unknown_game"),
    ({**HEADER, "game": {"a": 1}}, "unknown_game"),
    ({**HEADER, "version": True}, "unsupported_version"),
    ({**HEADER, "version": 2}, "unsupported_version"),
    ({**HEADER, "version": "1"}, "unsupported_version"),
    ({**HEADER, "format": ["safehouse-journal"]}, "not_a_journal"),
    ({**HEADER, "config": [5]}, "bad_config"),
    ({**HEADER, "config": {"players": 10 ** 7}}, "bad_player_count"),
    ({**HEADER, "config": {"players": True}}, "bad_player_count"),
    ({**HEADER, "config": {"players": 5, "options": []}}, "bad_config"),
    ({**HEADER, "seed": "s" * 10_000}, "bad_seed"),
    ({**HEADER, "seed": None}, "bad_seed"),
    ({**HEADER, "names": ["Ana"] * 10 ** 4}, "bad_names"),
    ({**HEADER, "names": ["Ana"] * 10 ** 6}, "too_large"),  # a line over 1 MB
    ({**HEADER, "names": [1, 2, 3, 4, 5]}, "bad_names"),
    ([HEADER], "bad_entry"),
    ("1" * 5000, "bad_json"),  # an integer too long to convert
])
def test_a_bad_header_is_refused_with_its_code(head, code):
    error = refusal(lines(head))
    assert (error.line, error.code) == (1, code)
    assert_one_line(error)


@pytest.mark.parametrize("entry, code", [
    ({"seat": 10 ** 7, "command": {"kind": "vote", "approve": True}}, "not_a_seat"),
    ({"seat": -1, "command": {"kind": "vote", "approve": True}}, "not_a_seat"),
    ({"seat": True, "command": {"kind": "vote", "approve": True}}, "not_a_seat"),
    ({"seat": 0, "command": ["vote"]}, "bad_command"),
    ({"seat": 0, "command": {"kind": 5}}, "bad_command"),
    ({"seat": 0, "command": {"kind": "vote", "approve": {"deep": True}}}, "bad_command"),
    ({"seat": 0, "command": {"kind": "vote"}, "extra": 1}, "bad_entry"),
    ("null", "bad_entry"),
])
def test_a_bad_command_line_is_refused_with_its_code(entry, code):
    error = refusal(lines(HEADER, entry))
    assert (error.line, error.code) == (2, code)


def test_a_huge_claimed_count_costs_nothing():
    """A few bytes claiming 10^7 players or names are refused before anything is sized by them."""
    tracemalloc.start()
    for head in ({**HEADER, "config": {"players": 10 ** 7}}, {**HEADER, "names": ["x"] * 5 + [""] * 10 ** 5}):
        assert refusal(lines(head)).code in ("bad_player_count", "bad_names")
    _size, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 20 * 1024 * 1024, peak


def test_a_torn_tail_is_forgiven_only_when_asked_and_only_at_the_end():
    text = journal_of(commands=10).encode()
    torn = text + b'{"seat": 1, "comm'
    assert refusal(torn).code == "bad_json"
    journal = parse_journal(torn, GAMES, torn_tail_ok=True)
    assert journal.torn_line == 12 and len(journal.commands) == 10 and journal.intact_bytes == len(text)
    cut_multibyte = text + '{"seat": 1, "command": {"kind": "é'.encode()[:-1]
    assert parse_journal(cut_multibyte, GAMES, torn_tail_ok=True).torn_line == 12
    garbage_line = text + b"garbage\n"  # ends with its newline: not a torn write
    assert refusal(garbage_line, torn_tail_ok=True).code == "bad_json"
    in_the_middle = text.replace(b"\n", b"\ngarbage\n", 1)
    assert refusal(in_the_middle, torn_tail_ok=True).line == 2


# ---- fuzz ---------------------------------------------------------------------------------------------
REAL = [journal_of(game, players, 40, seed).encode() for game, players, seed in
        [("resistance", 5, 1), ("avalon", 7, 2), ("bodyguard", 5, 3)]]
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
                    max_leaves=12)


@fuzz(3000)
@given(st.binary(max_size=600))
def test_fuzz_random_bytes(data):
    read_or_refuse(data)
    read_or_refuse(lines(HEADER) + data)


@fuzz(3000)
@given(st.sampled_from(range(len(REAL))), st.lists(st.tuples(st.sampled_from("flip insert delete cut dup swap".split()),
                                                             st.integers(0, 10 ** 6), st.integers(0, 255)), min_size=1, max_size=4))
def test_fuzz_mutated_real_journals(which, mutations):
    data = bytearray(REAL[which])
    for kind, where, byte in mutations:
        at = where % max(len(data), 1)
        if kind == "flip" and data:
            data[at] = byte
        elif kind == "insert":
            data[at:at] = bytes([byte]) * (1 + byte % 40)
        elif kind == "delete":
            del data[at:at + 1 + byte % 20]
        elif kind == "cut":
            del data[at:]
        else:
            rows = bytes(data).split(b"\n")
            i, j = at % len(rows), byte % len(rows)
            if kind == "dup":
                rows.insert(i, rows[j])
            else:
                rows[i], rows[j] = rows[j], rows[i]
            data = bytearray(b"\n".join(rows))
    read_or_refuse(bytes(data))


@fuzz(1000)
@given(st.dictionaries(st.sampled_from(["format", "version", "game", "config", "seed", "names", "other"]), JSON),
       st.lists(JSON, max_size=4), st.booleans())
def test_fuzz_structured_lines(head_changes, entries, keep_header):
    head = {**HEADER, **head_changes} if keep_header else head_changes
    read_or_refuse(lines(head, *(json.dumps(e) for e in entries)))


@fuzz(60)
@given(st.sampled_from(["resistance", "avalon", "bodyguard"]), st.integers(0, 10 ** 6))
def test_honest_journals_still_replay_exactly(game_name, seed):
    game, state = played(game_name, GAMES[game_name].min_players + seed % 3, 10 ** 6, seed)
    journal = parse_journal(journal_text(state).encode(), GAMES)
    _game, twin = journal.replay(GAMES)
    assert twin.commands == state.commands and game.outcome(twin) == game.outcome(state) is not None


def test_a_journal_written_on_windows_or_with_a_bom_still_reads():
    text = journal_of(commands=6)
    assert parse_journal(b"\xef\xbb\xbf" + text.encode(), GAMES).commands == parse_journal(text, GAMES).commands
    crlf = text.replace("\n", "\r\n").encode()
    assert len(parse_journal(crlf, GAMES).commands) == 6


OPTION_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.sampled_from(["merlin", "assassin", "spy", "switch", "x"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=3), inner, max_size=3), max_leaves=10)


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_fuzz_game_options_in_a_header(game_name):
    """Real option names with values of every shape (a list where a role goes, ...): refused, never a crash."""
    game = GAMES[game_name]
    keys = [option["key"] for option in game.describe_options()]

    @fuzz(300)
    @given(st.dictionaries(st.sampled_from(keys), OPTION_VALUES, max_size=3), st.integers(game.min_players, game.max_players))
    def check(options, players):
        read_or_refuse(lines({**HEADER, "game": game_name, "config": {"players": players, "options": options}}))

    check()
