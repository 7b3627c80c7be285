"""The replay viewer steps forward and back with everything revealed or from one seat (no spoilers);
games export to and import from `.safehouse` files; a joined seat's record replays from that seat."""
import json
import random

import pytest

NAMES = ["Ana", "Bao", "<b>Cam</b>", "Duc", "Elena"]


def _finished_game():
    from desktop.engine import GAMES
    from ui.frozen_table import play_until

    game = GAMES["resistance"]
    state = play_until(game, {"players": 5, "options": {}}, 4, lambda g, s: g.outcome(s) is not None)
    assert state is not None
    return game, state


def _journal(tmp_path, game, state):
    from desktop.engine.core.journal import dumps_line, header

    head = header(game.name, state.config, state.seed)
    head["names"] = NAMES
    path = tmp_path / "game.safehouse"
    lines = [dumps_line(head)] + [dumps_line({"seat": s, "command": c}) for s, c in state.commands]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_step_through_revealed_and_from_one_seat(app, art, settings, tmp_path):
    from desktop.engine import GAMES
    from desktop.engine.core import OMNISCIENT
    from ui.replay_screen import REVEALED, ReplayScreen

    game, state = _finished_game()
    screen = ReplayScreen(_journal(tmp_path, game, state), GAMES, art, settings)
    assert screen.viewer == REVEALED and screen.mode.count() == 1 + 5
    assert len(screen.views) == len(state.commands) + 1
    assert screen.views[-1] == game.view(state, OMNISCIENT)
    assert not screen.step_buttons["back"].isEnabled()
    for _ in range(3):
        screen.step_buttons["next"].click()
    assert screen.slider.value() == 3 and "3" in screen.position.text()
    screen.step_buttons["back"].click()
    assert screen.slider.value() == 2
    screen.step_buttons["end"].click()
    assert screen.slider.value() == len(screen.views) - 1 and not screen.step_buttons["next"].isEnabled()
    revealed_log = screen.log.toPlainText()
    assert "<b>Cam</b>" in revealed_log or "<b>Cam</b>" in json.dumps(screen.views[-1])

    # From Bao's seat: only what Bao knew, step by step; the others' roles stay hidden until the end.
    screen.mode.setCurrentIndex(screen.mode.findData(1))
    assert screen.viewer == 1
    assert screen.views[-1] == game.view(state, 1)
    screen.step_buttons["start"].click()
    assert screen.slider.value() == 0
    screen.step_buttons["next"].click()
    first_seat_view = screen.views[screen.slider.value()]
    replayed = game.new_game(state.config, state.seed)
    assert first_seat_view != game.view(replayed, OMNISCIENT)
    assert "roles" in game.view(replayed, OMNISCIENT) and "roles" not in first_seat_view  # no spoilers
    screen.step_buttons["next"].click()
    screen.step_buttons["back"].click()
    assert screen.slider.value() == 1
    screen.resize(1280, 800)
    screen.show()
    app.processEvents()
    screen.grab().save("/tmp/lanshots/replay_seat.png")


def test_export_and_import_a_game_file(app, art, settings, tmp_path):
    from desktop.engine import GAMES
    from desktop.engine.core.journal import replay_lines
    from ui.paths import saved_games_dir
    from ui.replay_screen import ReplayScreen
    from ui.saved_games import GAME_FILE_SUFFIX, GameFileError, ReplayPicker, import_game, read_game_file

    game, state = _finished_game()
    screen = ReplayScreen(_journal(tmp_path, game, state), GAMES, art, settings)
    exported = screen.export_to(tmp_path / "friday")
    assert exported.name == "friday" + GAME_FILE_SUFFIX
    with open(exported, encoding="utf-8") as journal:  # `safehouse replay` reads it too
        _game, replayed = replay_lines(journal, GAMES)
    assert replayed.commands == state.commands
    kept = import_game(exported, GAMES)
    assert kept.parent == saved_games_dir() and read_game_file(kept, GAMES).names == NAMES
    picker = ReplayPicker(games=GAMES)
    assert any(picker.list.item(row).data(256) == str(kept) for row in range(picker.list.count()))
    bad = tmp_path / "bad.safehouse"
    bad.write_text('{"format": "something-else"}\n', encoding="utf-8")
    with pytest.raises(GameFileError):
        import_game(bad, GAMES)
    assert picker.import_file(str(bad)) is None and picker.problem.text()
    torn = tmp_path / "torn.safehouse"
    torn.write_text(exported.read_text(encoding="utf-8") + '{"seat": 0, "command": {"kind": "nonsense"}}\n', encoding="utf-8")
    with pytest.raises(GameFileError):
        read_game_file(torn, GAMES)


def test_a_joined_seats_record_replays_from_that_seat(app, art, settings):
    from desktop.engine import GAMES
    from desktop.engine.core import random_command
    from ui.replay_screen import ReplayScreen
    from ui.saved_games import SeatRecord

    game = GAMES["resistance"]
    state = game.new_game({"players": 5, "options": {}}, 8)
    record = SeatRecord("resistance", 5, 2, NAMES, "Friday", 1)
    rng = random.Random(1)
    record.add(game.view(state, 2), game.events_for(state, 2))
    while game.outcome(state) is None:
        seen = len(state.events)
        seat = min(game.pending(state))
        game.apply(state, seat, random_command(game.legal(state, seat), rng))
        record.add(game.view(state, 2), game.events_for(state, 2, since=seen))
    path = record.save(NAMES)
    screen = ReplayScreen(path, GAMES, art, settings)
    assert not screen.file.revealable and screen.mode.count() == 1 and screen.viewer == 2
    assert screen.mode_note.text()
    screen.step_buttons["end"].click()
    assert screen.views[screen.slider.value()] == game.view(state, 2)
    screen.step_buttons["back"].click()
    assert screen.slider.value() == len(screen.views) - 2


def test_opening_a_game_file_starts_the_app_on_its_replay(monkeypatch, app, art, settings, tmp_path):
    """`safehouse FILE.safehouse` (the file association) hands the file to the app, which replays it."""
    from desktop import app as shell
    from desktop import cli
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.replay_screen import ReplayScreen

    seen = {}
    monkeypatch.setattr(shell, "run", lambda **kwargs: seen.update(kwargs) or 0)
    game, state = _finished_game()
    path = _journal(tmp_path, game, state)
    assert cli.main([str(path)]) == 0 and seen["game_files"] == [str(path)]
    window = MainWindow(settings, QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), art, Catalog(GAMES, LEVELS))
    assert isinstance(window.show_replay(seen["game_files"][0]), ReplayScreen)
    assert window.show_replay(str(tmp_path / "missing.safehouse")) is None  # refused with a message, no crash
