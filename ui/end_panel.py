"""The end of a game: who won and why, every role revealed, the missions, and what next."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import names
from .text import cap, tr, tr_n


class EndPanel(QFrame):
    rematch_requested = Signal()
    home_requested = Signal()
    replay_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.heading = QLabel()
        self.heading.setObjectName("title")
        self.reason = QLabel()
        self.reason.setObjectName("subtitle")
        self.summary = QLabel()
        self.summary.setObjectName("hint")
        self.summary.setWordWrap(True)
        self.roles = QGridLayout()
        self.roles.setHorizontalSpacing(18)
        roles_box = QWidget()
        roles_box.setLayout(self.roles)
        self.rematch = QPushButton(tr("end", "Rematch"))
        self.rematch.setObjectName("primary")
        self.rematch.clicked.connect(self.rematch_requested)
        replay = QPushButton(tr("end", "Watch the replay"))
        replay.clicked.connect(self.replay_requested)
        home = QPushButton(tr("end", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        buttons = QVBoxLayout()
        buttons.addWidget(self.rematch)
        buttons.addWidget(replay)
        buttons.addWidget(home)
        buttons.addStretch(1)
        text = QVBoxLayout()
        text.addWidget(self.heading)
        text.addWidget(self.reason)
        text.addWidget(self.summary)
        row = QHBoxLayout(self)
        row.addLayout(text, 2)
        row.addWidget(roles_box, 3)
        row.addLayout(buttons, 1)

    def show_outcome(self, view: dict, seat_names: list[str]) -> None:
        outcome = view.get("outcome") or {}
        winner = outcome.get("winner")
        if "scores" in outcome:  # Bodyguard: players win, not sides
            winners = [seat_names[s] for s in outcome.get("winning_seats") or []]
            self.heading.setText(tr("end", "%1 wins!", " & ".join(winners)) if winners else tr("end", "The game is over"))
        else:
            self.heading.setText(cap(tr("end", "%1 win!", names.side(winner))) if winner else tr("end", "The game is over"))
        self.reason.setText(cap(names.reason(outcome.get("reason", ""))))
        self.summary.setText(_summary(view))
        while self.roles.count():
            self.roles.takeAt(0).widget().deleteLater()
        if "scores" in outcome:
            self._show_scores(outcome, seat_names)
            self.rematch.setFocus()
            return
        roles = view.get("roles") or []
        sides = view.get("sides_by_seat") or []
        evil = (view.get("sides") or ["", ""])[-1]
        for seat, name in enumerate(seat_names):
            role = roles[seat] if seat < len(roles) else None
            side = sides[seat] if seat < len(sides) else None
            mark = "◆" if side == evil else "●"  # diamond for evil, round for good: shape, not only colour
            name_label = QLabel(name)
            name_label.setTextFormat(Qt.PlainText)
            won = seat in (outcome.get("winning_seats") or [])
            role_label = QLabel(f"{mark} {names.role(role) if role else '?'}" + ("  ★" if won else ""))
            self.roles.addWidget(name_label, seat % 5, (seat // 5) * 2)
            self.roles.addWidget(role_label, seat % 5, (seat // 5) * 2 + 1)
        self.rematch.setFocus()


    def _show_scores(self, outcome: dict, seat_names: list[str]) -> None:
        ranked = sorted(range(len(seat_names)), key=lambda s: -outcome["scores"][s])
        for row, seat in enumerate(ranked):
            name_label = QLabel(seat_names[seat])
            name_label.setTextFormat(Qt.PlainText)
            won = seat in (outcome.get("winning_seats") or [])
            points = QLabel(tr_n("end", "%n point (%1 × 2)", "%n points (%1 × 2)", outcome["scores"][seat], outcome["two_point_awards"][seat])
                            + ("  ★" if won else ""))
            self.roles.addWidget(name_label, row % 5, (row // 5) * 2)
            self.roles.addWidget(points, row % 5, (row // 5) * 2 + 1)


def _summary(view: dict) -> str:
    """Missions in the order played: "Missions: ✓ ✗ ✓ ✓" (shape marks, readable without colour)."""
    missions = view.get("missions")
    if not missions:
        scores = view.get("scores")
        return tr("end", "Scores: %1", ", ".join(str(s) for s in scores)) if scores else ""
    marks = []
    for slot in view.get("mission_order", []):
        record = missions[slot]
        marks.append(tr("end", "%1: %2", slot + 1, "✓" if record["result"] == "success" else f"✗{record['fails']}"))
    return tr("end", "Missions — %1", "  ".join(marks))
