"""Names and chat are plain text everywhere: HTML typed into them shows as typed, never renders."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from ui.connection import PUBLIC
from ui.frozen_table import FrozenTable, play_until

EVIL_NAME = "<b>Bold</b><img src=x>"


def test_html_names_and_chat_stay_plain(app, art, settings):
    from desktop.engine import GAMES
    from ui.game_screen import GameScreen

    game = GAMES["resistance"]
    state = play_until(game, {"players": 5, "options": {}}, 3, lambda g, s: g.outcome(s) is not None)
    names = [EVIL_NAME, "Bao", "Carmen", "Duc", "Elena"]
    table = FrozenTable("resistance", names, [0], {seat: "random" for seat in range(1, 5)})
    screen = GameScreen(table, art, settings)
    table.show({PUBLIC: game.view(state, None), 0: game.view(state, 0)},
               {0: game.events_for(state, 0)})
    table.chat_received.emit(EVIL_NAME, "<i>hello</i> <a href='x'>link</a>")
    log_text = screen.log.toPlainText()
    assert EVIL_NAME in log_text and "<i>hello</i>" in log_text  # shown literally
    # Every label that shows a name is plain text (the end panel's role list).
    name_labels = [label for label in screen.findChildren(QLabel) if label.text() == EVIL_NAME]
    assert name_labels and all(label.textFormat() == Qt.PlainText for label in name_labels)
    # The table draws names itself with drawText (plain); the vote grid escapes tooltips.
    assert screen.scene.seats[0].name == EVIL_NAME
    header_tip = screen.vote_grid.horizontalHeaderItem(1).toolTip()
    assert "&lt;b&gt;" in header_tip


def test_setup_dialog_messages_are_plain(app):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.setup_dialog import SetupDialog

    dialog = SetupDialog(GAMES, LEVELS, EVIL_NAME, solo=True)
    assert dialog.name_edits[0].text() == EVIL_NAME
    assert dialog.problem.textFormat() == Qt.PlainText
