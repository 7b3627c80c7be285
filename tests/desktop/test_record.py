"""Your record (desktop/record.py): the history file and the win rates, without Qt."""
import json
import os
import stat

import pytest

from desktop import record
from desktop.record import GameRecord, History, SeatResult, Tally, record_from_views, win_rates


def game(name="resistance", won=(True,), sides=("resistance",), bots="normal", mode="solo", journal=None, when="2026-12-01T10:00:00+00:00"):
    you = tuple(SeatResult(seat=i, role=None, side=side, won=w) for i, (w, side) in enumerate(zip(won, sides)))
    return GameRecord(game=name, mode=mode, played_at=when, players=("Ana", "Bao", "Carmen", "Duc", "Elena"), you=you,
                      bots=bots, winner="resistance", reason="three_successes", journal=journal)


def test_round_trip_keeps_every_field_newest_last_and_the_file_private(tmp_path):
    path = tmp_path / "history.jsonl"
    first = GameRecord(game="avalon", mode="solo", played_at="2026-12-01T10:00:00+00:00", players=("Ana", "Bao"),
                       you=(SeatResult(seat=1, role="merlin", side="good", won=False),), bots="hard", winner="evil",
                       reason="merlin_assassinated", journal=str(tmp_path / "game-0001.jsonl"))
    second = GameRecord(game="bodyguard", mode="hotseat", played_at="2026-12-01T11:00:00+00:00", players=("Ana", "Bao", "Cy", "Di"),
                        you=(SeatResult(0, "president", None, True, 5), SeatResult(2, "assassin", None, False, 3)),
                        bots=None, winner="president", reason="all_rounds_played", journal="ü/game-0002.jsonl")
    history = History.load(path)
    assert history.games == [] and history.problem == ""
    assert history.add(first) and History.load(path).add(second)
    again = History.load(path)
    assert again.games == [first, second] and again.problem == ""
    assert again.newest_first() == [second, first]
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert json.loads(path.read_text().splitlines()[0]) == {"format": "safehouse-history", "version": 1}


def test_the_same_journal_is_recorded_once(tmp_path):
    path = tmp_path / "history.jsonl"
    assert record.record_game(game(journal="/t/game-0001.jsonl"), path)
    assert not record.record_game(game(journal="/t/game-0001.jsonl", when="2026-12-01T12:00:00+00:00"), path)
    assert record.record_game(game(journal="/t/game-0002.jsonl"), path)
    assert [g.journal for g in History.load(path).games] == ["/t/game-0001.jsonl", "/t/game-0002.jsonl"]


def test_a_damaged_line_loses_that_game_only_and_the_file_is_kept_before_a_rewrite(tmp_path):
    path = tmp_path / "history.jsonl"
    for number in range(3):
        record.record_game(game(journal=f"/t/{number}"), path)
    lines = path.read_text().splitlines()
    lines[2] = lines[2][:40]  # a torn line
    lines.insert(1, '{"game": "resistance"}')  # a line of the wrong shape
    path.write_text("\n".join(lines) + "\n")
    damaged_text = path.read_text()
    history = History.load(path)
    assert [g.journal for g in history.games] == ["/t/0", "/t/2"]
    assert history.problem == "damaged_lines" and history.skipped == 2
    history.add(game(journal="/t/3"))
    kept = list(tmp_path.glob("history.damaged-*.jsonl"))
    assert len(kept) == 1 and kept[0].read_text() == damaged_text  # never overwritten without a copy
    fresh = History.load(path)
    assert [g.journal for g in fresh.games] == ["/t/0", "/t/2", "/t/3"] and fresh.problem == ""


@pytest.mark.parametrize("content,problem", [
    (b"\x00\xff garbage", "damaged"),
    (b'{"format": "safehouse-history", "version": 99}\n', "newer"),
    (b'[[[[' * 3000, "damaged"),  # nested too deep for json: still no traceback
    (b"", ""),
])
def test_a_file_that_is_not_a_history_starts_empty_with_one_code(tmp_path, content, problem):
    path = tmp_path / "history.jsonl"
    path.write_bytes(content)
    history = History.load(path)
    assert history.games == [] and history.problem == problem


def test_a_directory_or_an_oversized_file_is_unreadable_not_a_traceback(tmp_path):
    folder = tmp_path / "history.jsonl"
    folder.mkdir()
    assert History.load(folder).problem == "unreadable"
    big = tmp_path / "big.jsonl"
    big.write_bytes(b" " * (record.MAX_FILE_BYTES + 1))
    assert History.load(big).problem == "unreadable"


def test_the_history_keeps_the_newest_games_up_to_the_cap(tmp_path, monkeypatch):
    monkeypatch.setattr(record, "MAX_GAMES", 3)
    path = tmp_path / "history.jsonl"
    for number in range(5):
        record.record_game(game(journal=f"/t/{number}"), path)
    assert [g.journal for g in History.load(path).games] == ["/t/2", "/t/3", "/t/4"]
    assert len(path.read_text().splitlines()) == 1 + 3


def test_clear_empties_the_history_on_disk(tmp_path):
    path = tmp_path / "history.jsonl"
    record.record_game(game(journal="/t/1"), path)
    History.load(path).clear()
    assert History.load(path).games == [] and path.is_file()


def test_the_history_lives_in_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SAFEHOUSE_DATA_DIR", str(tmp_path))
    record.record_game(game(journal="/t/1"))
    assert (tmp_path / "history.jsonl").is_file() and len(History.load().games) == 1


def test_win_rates_per_game_side_and_level_count_every_human_seat():
    games = [
        game("resistance", won=(True,), sides=("resistance",), bots="easy"),
        game("resistance", won=(False,), sides=("spies",), bots="easy"),
        game("resistance", won=(True,), sides=("spies",), bots="hard"),
        game("avalon", won=(False,), sides=("good",), bots="hard"),
        # hot-seat, no bots: two human seats, one won and one lost: two plays, one win
        game("avalon", won=(True, False), sides=("evil", "good"), bots=None, mode="hotseat"),
        # Bodyguard: no side
        game("bodyguard", won=(True,), sides=(None,), bots=record.MIXED),
    ]
    rates = win_rates(games)
    # by hand: resistance 2 of 3; avalon 1 of 3 (1 solo loss, a hot-seat win and loss); bodyguard 1 of 1
    assert rates.by_game == {"resistance": Tally(2, 3), "avalon": Tally(1, 3), "bodyguard": Tally(1, 1)}
    assert rates.by_side == {"resistance": Tally(1, 1), "spies": Tally(1, 2), "good": Tally(0, 2), "evil": Tally(1, 1)}
    assert rates.by_level == {"easy": Tally(1, 2), "hard": Tally(1, 2), record.MIXED: Tally(1, 1)}
    assert rates.by_game["avalon"].rate == pytest.approx(1 / 3) and Tally().rate == 0.0


def test_bots_level_is_one_level_mixed_or_none():
    assert record.bots_level({1: "hard", 2: "hard"}) == "hard"
    assert record.bots_level({1: "hard", 2: "easy"}) == record.MIXED
    assert record.bots_level({}) is None


def test_record_from_views_reads_roles_sides_and_scores():
    outcome = {"winner": "spies", "winning_seats": [0, 1], "reason": "three_fails"}
    public = {"outcome": outcome, "roles": ["spy", "spy", "resistance"], "sides_by_seat": ["spies", "spies", "resistance"]}
    views = {None: public, 0: dict(public, you={"seat": 0, "role": "spy", "side": "spies"})}
    entry = record_from_views("resistance", views, ["Ana", "Bao", "Cy"], [0, 2], {1: "easy"}, "hotseat", "/j", "T")
    assert entry.you == (SeatResult(0, "spy", "spies", True), SeatResult(2, "resistance", "resistance", False))
    assert (entry.bots, entry.winner, entry.reason, entry.journal, entry.mode) == ("easy", "spies", "three_fails", "/j", "hotseat")
    scores = {"winner": "president", "winning_seats": [1], "reason": "all_rounds_played", "scores": [0, 5, 3]}
    bodyguard = record_from_views("bodyguard", {1: {"outcome": scores, "you": {"seat": 1, "role": "president"}}},
                                  ["A", "B", "C"], [1], {0: "easy", 2: "hard"}, "lan", None, "T")
    assert bodyguard.you == (SeatResult(1, "president", None, True, 5),) and bodyguard.bots == record.MIXED


def test_the_record_is_headless():
    import subprocess
    import sys
    from pathlib import Path

    script = "import sys, desktop.record; desktop.record.history_path(); print('PySide6' in sys.modules or 'ui' in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=root, check=True,
                         env={"PYTHONPATH": str(root), "SAFEHOUSE_DATA_DIR": "/nonexistent"})
    assert out.stdout.strip() == "False"
