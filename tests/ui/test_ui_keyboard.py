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

    async def scenario():
        screen = await window.async_play(setup)
        window.activateWindow()
        for _ in range(3000):
            await asyncio.sleep(0.005)
            view = screen.shown_view() or {}
            if view.get("outcome") or (done["mission_card"] and done["vote"] and done["propose_team"]):
                break
            pending = view.get("pending") if view.get("legal") else None
            if pending == "propose_team" and screen.prompt._picker is not None:
                size = screen.prompt._picker.size
                for number in range(size):  # 1, 2, ...: the first players in the list
                    _press(screen, Qt.Key_1 + number)
                assert screen.prompt._picker.confirm.isEnabled(), (QApplication.focusWidget(), [(b.text(), b.isVisible(), b.isEnabled()) for b in screen.prompt.buttons], screen.prompt._picker.selected)
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
            await asyncio.sleep(0.02)
        assert done["propose_team"] >= 1 and done["vote"] >= 1 and done["mission_card"] >= 1, done
        await asyncio.sleep(0.1)
        history = screen.connection.views[None]["vote_history"]
        assert any(record["leader"] == 0 and 0 in record["team"] for record in history)  # our keyed team
        assert any((record.get("votes") or {}).get("0") is True for record in history)  # our keyed vote
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
