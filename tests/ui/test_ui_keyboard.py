"""Keyboard-only play: a Resistance round (propose, vote, mission card) with key presses alone."""
import asyncio

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from ui.table_setup import TableSetup


def _press(screen, key) -> None:
    """Send a key where the keyboard is: the focused widget inside the prompt (or the prompt)."""
    focused = QApplication.focusWidget()
    target = focused if focused is not None and screen.prompt.isAncestorOf(focused) else screen.prompt
    QTest.keyClick(target, key)


def test_keyboard_only_resistance_round(app, art, settings, run, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    window.show()
    config = GAMES["resistance"].validate_config({"players": 5, "options": {"first_leader": 0}})[0]
    setup = TableSetup("resistance", config, ["Ana", "Bao", "Carmen", "Duc", "Elena"],
                       ["human", "random", "random", "random", "random"], seed=3)
    done = {"propose_team": 0, "vote": 0, "mission_card": 0}
    histories = []  # each finished game's vote history, and the last game's

    async def scenario():
        await window.async_play(setup)
        window.activateWindow()
        # The random bots' choices follow their seats' updates, which follow the timing: a game may end
        # before our seat is sent on a mission. Then Enter on the end panel's Rematch deals the next one.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 50
        answered = None
        while not all(done.values()):
            assert loop.time() < deadline, (done, len(histories), (window.game_screen.shown_view() or {}).get("pending"))
            await asyncio.sleep(0.005)
            screen = window.game_screen
            view = screen.shown_view() or {}
            if view is answered:  # keyed already: wait for the update it makes
                continue
            if view.get("outcome"):
                histories.append(screen.connection.views[None]["vote_history"])
                answered = view
                await asyncio.sleep(0.05)  # the end panel comes up with the outcome, Rematch focused
                # The window's focus (offscreen, a rematched window is not always the active one).
                assert window.focusWidget() is screen.end_panel.rematch, window.focusWidget()
                QTest.keyClick(screen.end_panel.rematch, Qt.Key_Return)
                while window.game_screen is screen:
                    assert loop.time() < deadline, "Enter on Rematch dealt no new game"
                    await asyncio.sleep(0.01)
                continue
            pending = view.get("pending") if view.get("legal") else None
            if not any(b.isVisible() and b.isEnabled() for b in screen.prompt.buttons):
                continue  # the prompt's new buttons show on the next pass of the event loop (QLayout)
            if pending == "propose_team" and screen.prompt._picker is not None:
                size = screen.prompt._picker.size
                for number in range(size):  # 1, 2, ...: the first players in the list, us first
                    _press(screen, Qt.Key_1 + number)
                assert 0 in screen.prompt._picker.selected and screen.prompt._picker.confirm.isEnabled(), (
                    QApplication.focusWidget(), screen.prompt._picker.selected)
                _press(screen, Qt.Key_Return)
            elif pending == "vote":
                assert screen.prompt.buttons[0].hasFocus() or QApplication.focusWidget() is None
                _press(screen, Qt.Key_Right)  # arrows move between the choices...
                _press(screen, Qt.Key_Left)
                _press(screen, Qt.Key_Return)  # ...and Enter presses the focused one (Approve)
            elif pending == "mission_card":
                _press(screen, Qt.Key_1)  # the first card offered (Success, or Fail for a spy who must)
            else:
                continue
            done[pending] += 1
            answered = view
        await asyncio.sleep(0.1)
        histories.append(window.game_screen.connection.views[None]["vote_history"])
        records = [record for history in histories for record in history]
        assert any(record["leader"] == 0 and 0 in record["team"] for record in records)  # our keyed team
        assert any((record.get("votes") or {}).get("0") is True for record in records)  # our keyed vote
        await window.async_close()

    run(scenario(), timeout=60)


def test_dialogs_close_with_escape(app, art, settings, tmp_path):
    from ui.rules_dialog import RulesDialog
    from ui.settings_dialog import SettingsDialog

    for dialog in (RulesDialog(), SettingsDialog(settings)):
        dialog.show()
        QTest.keyClick(dialog, Qt.Key_Escape)
        assert dialog.result() == QDialog.Rejected and not dialog.isVisible()


def test_rules_contents_by_keyboard(app):
    from ui.rules_dialog import RulesDialog

    dialog = RulesDialog()
    dialog.show()
    tree = dialog.contents
    first = dialog.text.toPlainText()
    QTest.keyClick(tree, Qt.Key_Down)
    assert dialog.text.toPlainText() != first  # the next section shows
    QTest.keyClick(tree, Qt.Key_End)
    assert tree.currentItem().text(0)  # the last game
    dialog.close()


def test_enter_presses_the_focused_button_outside_dialogs(app, art, settings, tmp_path):
    """Qt presses a focused button on Enter only in a dialog; the window does it on every screen."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QPushButton

    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    window = MainWindow(settings, QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat), art, Catalog(GAMES, LEVELS))
    window.show()
    pressed = []
    button = QPushButton("Go on", window.home)
    button.clicked.connect(lambda: pressed.append(True))
    button.show()
    button.setFocus()
    QTest.keyClick(button, Qt.Key_Return)
    QTest.keyClick(button, Qt.Key_Enter)  # the keypad's
    QTest.keyClick(button, Qt.Key_Return, Qt.ControlModifier)  # a shortcut, not a press
    button.setEnabled(False)
    QTest.keyClick(button, Qt.Key_Return)
    assert pressed == [True, True]
    window.close()
