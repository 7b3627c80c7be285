"""Short rules for each game, in the app's language (the full rules come with the rules text later)."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout

from . import names
from PySide6.QtCore import QT_TRANSLATE_NOOP as N

from .text import tr

RULES = {
    "resistance": N("rules", 
        "Most players are the Resistance; a few are Spies, who know each other. Each round a leader proposes a team "
        "for the next mission and everyone votes at once. A majority approves; a tie rejects. Five rejected teams in "
        "a round and the Spies win. On a mission, each member secretly plays Success or Fail — the Resistance must "
        "play Success. One Fail sinks the mission (two on mission 4 with 7 or more players). Three successful "
        "missions win for the Resistance; three failed ones for the Spies."),
    "avalon": N("rules", 
        "Avalon plays like The Resistance, with loyal servants of Arthur against Mordred's minions. Merlin knows "
        "the minions but must stay hidden: if good completes three quests, the Assassin names one player — if it is "
        "Merlin, evil wins. Percival, Morgana, Mordred, Oberon and the Lady of the Lake add twists."),
    "bodyguard": N("rules", 
        "Each round one player is the President; the others are secretly the Bodyguard or Assassins. On your turn, "
        "play one card: a hit card on another player (a weapon, a place, the weather or a time — never a type they "
        "already have), an action, or a discard. Four different hits eliminate a player. The Bodyguard protects the "
        "President and may rescue them; the Assassins try to get through. Everyone is President once."),
}


class RulesDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("rules", "Rules"))
        tabs = QTabWidget()
        for game, text in RULES.items():
            browser = QTextBrowser()
            browser.setPlainText(tr("rules", text))
            tabs.addTab(browser, names.game(game))
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(tabs)
        column.addWidget(buttons)
        self.resize(640, 420)
