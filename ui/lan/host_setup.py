"""Host a LAN table: the setup dialog's game, preset and option widgets, plus the table's name, an
optional password, and what happens when a player drops. Seats are yours, open (for a player on the
network) or a bot; you can change them again in the lobby."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit

from ..setup_dialog import SetupDialog
from ..table_setup import HUMAN, TableSetup
from .hosting import OPEN, LanSetup

GRACE_CHOICES = (60.0, 180.0, None)  # seconds a dropped player's seat waits before a bot takes it; None: wait


class HostSetupDialog(SetupDialog):
    def __init__(self, games: dict, levels, player_name: str = "", game: str = "resistance", parent=None) -> None:
        self._player = player_name.strip()
        super().__init__(games, levels, player_name, solo=False, game=game, parent=parent)
        self.setWindowTitle(self.tr("Host a LAN table"))
        self.start_button.setText(self.tr("Open the table"))
        self.result_lan: LanSetup | None = None
        self.table_name = QLineEdit(self.tr("%1's table").replace("%1", self._player) if self._player else self.tr("Safehouse table"))
        self.table_name.setMaxLength(60)
        self.table_name.setAccessibleName(self.tr("Table name"))
        self.table_name.textChanged.connect(self.check)
        self.password = QLineEdit()
        self.password.setMaxLength(100)
        self.password.setEchoMode(QLineEdit.Password)
        self.password.setPlaceholderText(self.tr("None — anyone on this network may join"))
        self.password.setAccessibleName(self.tr("Table password"))
        self.grace = QComboBox()
        self.grace.setAccessibleName(self.tr("When a player drops out"))
        self.grace.addItem(self.tr("Hold their seat 1 minute, then a bot plays it"), GRACE_CHOICES[0])
        self.grace.addItem(self.tr("Hold their seat 3 minutes, then a bot plays it"), GRACE_CHOICES[1])
        self.grace.addItem(self.tr("Wait for them, however long it takes"), GRACE_CHOICES[2])
        form = QFormLayout()
        form.addRow(self.tr("Table name"), self.table_name)
        form.addRow(self.tr("Password"), self.password)
        form.addRow(self.tr("If a player drops"), self.grace)
        self.layout().insertLayout(0, form)
        self.check()

    # ---- seats: yours, open for the network, or a bot ----------------------------------------------------
    def _rebuild_seats(self, count: int) -> None:
        before = len(self.who_boxes)
        super()._rebuild_seats(count)
        for seat in range(before, len(self.who_boxes)):
            who = self.who_boxes[seat]
            who.blockSignals(True)
            who.setItemText(0, self.tr("You (the host)"))
            who.insertItem(1, self.tr("Open — a player on the network"), OPEN)
            who.setCurrentIndex(0 if seat == 0 else 1)
            who.blockSignals(False)
            edit = self.name_edits[seat]
            if seat > 0:
                edit.setPlaceholderText(self.tr("The player's own name"))

    def seat_names(self) -> list[str]:
        found = super().seat_names()
        if self._player and self.seat_kinds() and self.seat_kinds()[0] == HUMAN and not self.name_edits[0].text().strip():
            found[0] = self._player
        return found

    def seat_problem(self) -> str:
        """One seat is yours; the taken seats have different names; the table has a name."""
        kinds = self.seat_kinds()
        taken = [name.casefold() for name, kind in zip(self.seat_names(), kinds) if kind != OPEN]
        if kinds.count(HUMAN) != 1:
            return self.tr("Exactly one seat is yours: the others are open for players on the network, or bots.")
        if len(set(taken)) < len(taken):
            return self.tr("Two seats have the same name: give everyone a different one.")
        if hasattr(self, "table_name") and not self.table_name.text().strip():
            return self.tr("Give the table a name, so the others can find it.")
        return ""

    def _start(self) -> None:
        if not self.check():
            return
        setup = TableSetup(self.game_code, self.config, self.seat_names(), self.seat_kinds())
        self.result_setup = setup
        self.result_lan = LanSetup(setup, self.table_name.text().strip(), self.password.text(),
                                   self.grace.currentData())
        self.accept()


__all__ = ["HostSetupDialog"]
