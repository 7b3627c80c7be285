"""The app shell's polish (#19): widget styles, drawn icons, replay keys, setup, curtain, leave, sound."""
import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QWidget

NAMES = ["Ana", "Bao", "Carmen", "Duc", "Elena", "Felix", "Giang"]


def _window(settings, art, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    return MainWindow(settings, QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat), art, Catalog(GAMES, LEVELS))


# ---- widget styles ---------------------------------------------------------------------------------
def test_a_ticked_checkbox_looks_ticked(app, qtbot):
    from ui.theme import HOME

    boxes = []
    for checked in (False, True):
        box = QCheckBox("Lady of the Lake")
        qtbot.addWidget(box)
        box.setChecked(checked)
        box.resize(200, 30)
        boxes.append(box.grab().toImage())
    off, on = boxes
    accent = QColor(HOME.accent)

    def accent_pixels(image):
        return sum(1 for x in range(min(40, image.width())) for y in range(image.height())
                   if abs(QColor(image.pixel(x, y)).hue() - accent.hue()) < 12 and QColor(image.pixel(x, y)).saturation() > 120)

    assert accent_pixels(on) > 100 > accent_pixels(off)  # the ticked box is filled with the accent colour


def test_stylesheet_icons_exist_and_are_drawn_not_typed(app):
    import re
    from pathlib import Path

    from ui.theme import stylesheet

    sheet = stylesheet()
    urls = re.findall(r'url\("([^"]+)"\)', sheet)
    assert {Path(u).name for u in urls} >= {"check.svg", "arrow_up.svg", "arrow_down.svg"}
    assert all(Path(u).is_file() for u in urls)
    for selector in ("QSpinBox::up-arrow", "QSpinBox::down-arrow", "QComboBox::down-arrow", "QCheckBox::indicator:checked",
                     "QMenu::item", "QDialog"):
        assert selector in sheet


def test_the_peek_menu_is_not_white_on_white(app, qtbot):
    from PySide6.QtWidgets import QMenu

    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("Ana")
    menu.ensurePolished()
    image = menu.grab().toImage()
    background = QColor(image.pixel(2, image.height() // 2))
    assert background.lightness() < 100  # a dark panel under the light text


# ---- icons and the replay ----------------------------------------------------------------------------
def test_icons_are_drawn(app):
    from ui import icons

    for name in ("start", "back", "next", "end", "sound_on", "sound_off"):
        image = icons.pixmap(name, 16, 2.0).toImage()
        inked = sum(1 for x in range(image.width()) for y in range(image.height()) if QColor.fromRgba(image.pixel(x, y)).alpha() > 128)
        assert 20 < inked < image.width() * image.height() * 0.8, name
    with pytest.raises(KeyError):
        icons.icon("nope")


def test_replay_buttons_use_icons_and_arrow_keys_step(app, art, settings, tmp_path, qtbot):
    from desktop.engine import GAMES
    from ui.replay_screen import ReplayScreen
    from ui.screenshots import replay_journal

    screen = ReplayScreen(replay_journal(tmp_path), GAMES, art, settings)
    qtbot.addWidget(screen)
    screen.show()
    screen.activateWindow()
    qtbot.waitActive(screen)  # shortcuts work in the active window
    for button in screen.step_buttons.values():
        assert not button.icon().isNull()
        assert not set(button.text()) & set("⏮⏭◀▶")
    screen.go_to(5)
    screen.step_buttons["next"].setFocus()
    QTest.keyClick(screen.step_buttons["next"], Qt.Key_Right)
    assert screen.slider.value() == 6
    screen.slider.setFocus()
    QTest.keyClick(screen.slider, Qt.Key_Left)
    assert screen.slider.value() == 5
    QTest.keyClick(screen.slider, Qt.Key_End)
    assert screen.slider.value() == len(screen.views) - 1
    QTest.keyClick(screen.slider, Qt.Key_Home)
    assert screen.slider.value() == 0


# ---- setup -------------------------------------------------------------------------------------------
def _setup(game, solo=True):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.setup_dialog import SetupDialog

    return SetupDialog(GAMES, LEVELS, "Ana", solo=solo, game=game)


def test_setup_never_offers_the_testing_bot_and_sets_every_bot_at_once(app, qtbot):
    dialog = _setup("avalon")
    qtbot.addWidget(dialog)
    dialog.players.setValue(7)
    offered = {dialog.who_boxes[1].itemData(i) for i in range(dialog.who_boxes[1].count())}
    assert "random" not in offered and {"easy", "normal", "hard", "expert"} <= offered
    dialog.all_bots.setCurrentIndex(dialog.all_bots.findData("hard"))
    dialog.all_bots.activated.emit(dialog.all_bots.currentIndex())
    assert dialog.seat_kinds() == ["human"] + ["hard"] * 6
    dialog.players.setValue(8)  # a new seat takes the chosen level too
    assert dialog.seat_kinds()[-1] == "hard"


def test_resistance_has_presets(app, qtbot):
    dialog = _setup("resistance")
    qtbot.addWidget(dialog)
    keys = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert len(keys) >= 5 and "plot" in keys
    dialog.preset.setCurrentIndex(keys.index("plot"))
    dialog._preset_chosen()
    assert dialog.options_panel.values()["plot"] is True and dialog.check()


def test_cleric_hunt_only_with_the_cleric_and_lady_near_the_top(app, qtbot):
    dialog = _setup("avalon")
    qtbot.addWidget(dialog)
    dialog.show()
    panel = dialog.options_panel
    hunt = panel.boxes["cleric_hunt"]
    assert not hunt.isVisibleTo(panel)
    panel.editors["roles_in_play"][1]["cleric"].setChecked(True)
    assert hunt.isVisibleTo(panel)
    order = list(panel.boxes)
    assert order.index("lady_of_the_lake") <= 2  # right after the roles, no scrolling through house rules


def test_roles_are_grouped_by_side_with_art_and_the_balance(app, qtbot):
    dialog = _setup("avalon")
    qtbot.addWidget(dialog)
    dialog.players.setValue(7)
    dialog.preset.setCurrentIndex(dialog.preset.findData("recommended-7"))
    dialog._preset_chosen()
    dialog.show()
    ticks = dialog.options_panel.editors["roles_in_play"][1]
    assert all(not tick.icon().isNull() for tick in ticks.values())
    evil_column = {role for role, tick in ticks.items() if tick.pos().x() > ticks["merlin"].pos().x()}
    assert {"assassin", "morgana", "mordred", "oberon"} <= evil_column and "percival" not in evil_column
    assert dialog.options_panel.balance.text() == "At this table: 4 good, 3 evil"  # Merlin, Percival, 2 servants


# ---- hot-seat curtain, leaving, the window's size ------------------------------------------------------
def _hot_seat_screen(phase, art, settings):
    from desktop.engine import GAMES
    from ui.connection import PUBLIC
    from ui.frozen_table import FrozenTable, play_until
    from ui.game_screen import GameScreen

    game = GAMES["resistance"]
    state = play_until(game, {"players": 5, "options": {}}, 3, lambda g, s: s.phase == phase)
    table = FrozenTable("resistance", NAMES[:5], list(range(5)), {})
    screen = GameScreen(table, art, settings)
    screen.director.seen_role.update(range(5))
    table.show({PUBLIC: game.view(state, None), **{seat: game.view(state, seat) for seat in range(5)}})
    return screen, table, game, state


def test_no_curtain_for_a_proposal_but_one_for_a_vote(app, art, settings, qtbot):
    screen, table, game, state = _hot_seat_screen("propose", art, settings)
    qtbot.addWidget(screen)
    assert screen.bottom.currentWidget() is screen.prompt and screen.director.showing is None
    leader = next(iter(game.pending(state)))
    assert NAMES[leader] in screen.prompt.title.text()
    from lan_windows import click_a_choice

    assert click_a_choice(screen.prompt, random.Random(1))
    assert table.sent and table.sent[-1][0] == leader and table.sent[-1][1]["kind"] == "propose_team"
    voting, *_ = _hot_seat_screen("vote", art, settings)
    qtbot.addWidget(voting)
    assert voting.bottom.currentWidget() is voting.curtain  # a vote is secret: pass the screen first


def test_leaving_a_game_in_progress_asks_first(app, art, settings, run, tmp_path):
    from desktop.engine import GAMES
    from PySide6.QtWidgets import QMessageBox
    from ui.table_setup import HUMAN, TableSetup

    window = _window(settings, art, tmp_path)
    config = GAMES["resistance"].validate_config({"players": 5, "options": {}})[0]
    setup = TableSetup("resistance", config, NAMES[:5], [HUMAN] + ["easy"] * 4, seed=4)

    async def scenario():
        import asyncio

        await window.async_play(setup)
        box = window.confirm_leave()
        assert box is not None and window.game_screen is not None
        box.button(QMessageBox.Cancel).click()
        await asyncio.sleep(0.05)
        assert window.game_screen is not None  # still playing
        box = window.confirm_leave()
        box.button(QMessageBox.Yes).click()
        for _ in range(50):
            await asyncio.sleep(0.02)
            if window.game_screen is None:
                break
        assert window.game_screen is None and window.stack.currentWidget() is window.home
        await window.async_close()

    run(scenario(), timeout=30)


def test_the_main_window_never_widens_itself(app, art, settings, tmp_path, qtbot):
    window = _window(settings, art, tmp_path)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    wide = QWidget()
    wide.setMinimumWidth(1600)  # a screen asking for more than the window has
    window.stack.addWidget(wide)
    window.stack.setCurrentWidget(wide)
    qtbot.wait(30)
    assert (window.width(), window.height()) == (1280, 800)


# ---- sound ---------------------------------------------------------------------------------------------
def test_sounds_for_public_moments_and_the_mute_switch(monkeypatch):
    from ui.sound import Sounds, sound_path

    monkeypatch.setenv("SAFEHOUSE_SILENT", "1")
    sounds = Sounds()
    sounds.on_events([{"kind": "team_proposed"}])
    sounds.on_events([{"kind": "votes_revealed"}, {"kind": "mission_started"}])
    sounds.on_events([{"kind": "mission_result", "result": "fail"}, {"kind": "round_started"}])
    sounds.on_events([{"kind": "mission_result", "result": "success"}, {"kind": "game_over"}])
    sounds.on_events([{"kind": "loyalty_seen"}])  # a private moment makes no sound
    assert sounds.played == ["vote", "reveal", "fail", "end"]
    assert all(sound_path(name).is_file() for name in sounds.played + ["success"])
    muted = Sounds(enabled=False)
    muted.on_events([{"kind": "game_over"}])
    assert muted.played == []


def test_sound_never_fails_without_a_player(monkeypatch):
    import ui.sound as sound

    monkeypatch.delenv("SAFEHOUSE_SILENT", raising=False)
    monkeypatch.setattr(sound, "_player_command", lambda: ["/nonexistent/player"])
    sounds = sound.Sounds()
    sounds.play("vote")  # the player can't start: no sound, no error
    sounds.play("end")
    assert sounds.played == ["vote", "end"]


def test_the_settings_dialog_has_a_mute_switch(app, settings, qtbot):
    from ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.sound.isChecked()
    dialog.sound.setChecked(False)
    dialog.accept()
    assert settings.sound_effects is False


def test_screenshot_size_argument():
    import argparse

    from desktop.commands import screenshot

    parser = argparse.ArgumentParser()
    screenshot.add_arguments(parser)
    assert parser.parse_args(["--out", "x", "--size", "1024x700"]).size == (1024, 700)
    for bad in ("1024", "ax700", "10x10"):
        with pytest.raises(SystemExit):
            parser.parse_args(["--out", "x", "--size", bad])
