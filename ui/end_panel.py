"""The end of a game: who won and why, every role revealed, the missions, and what next."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from . import names
from .text import cap, tr, tr_n


class EndPanel(QFrame):
    """Who won and what next on one line, then every seat's role (or score) in as many columns as fit:
    it reads whole in the dock under the table at any window size."""

    rematch_requested = Signal()
    home_requested = Signal()
    replay_requested = Signal()
    review_requested = Signal()

    CELL = 250  # px per column of names and roles

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.heading = QLabel()
        self.heading.setObjectName("title")
        self.reason = QLabel()
        self.reason.setObjectName("subtitle")
        self.reason.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("hint")
        self.summary.setWordWrap(True)
        self.roles = QGridLayout()
        self.roles.setHorizontalSpacing(18)
        self.roles.setVerticalSpacing(2)
        self.cells: list[tuple[QLabel, QLabel]] = []  # (name, role or score) per seat
        roles_box = QWidget()
        roles_box.setObjectName("endRoles")
        roles_box.setLayout(self.roles)
        # The roles scroll inside the panel when the dock is short (1024x700, 150% text): never squeezed.
        roles_scroll = QScrollArea()
        roles_scroll.setWidget(roles_box)
        roles_scroll.setWidgetResizable(True)
        roles_scroll.setFrameShape(QFrame.NoFrame)
        roles_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        roles_scroll.setStyleSheet("QScrollArea, QWidget#endRoles { background: transparent; }")
        self.rematch = QPushButton(tr("end", "Rematch"))
        self.rematch.setObjectName("primary")
        self.rematch.clicked.connect(self.rematch_requested)
        replay = QPushButton(tr("end", "Watch the replay"))
        replay.clicked.connect(self.replay_requested)
        self.review = QPushButton(tr("end", "Review the game"))
        self.review.setToolTip(tr("end", "The coach's belief round by round, and what the expert would have done at the key moments"))
        self.review.clicked.connect(self.review_requested)
        home = QPushButton(tr("end", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        text = QVBoxLayout()
        text.setSpacing(2)
        for widget in (self.heading, self.reason, self.summary):
            text.addWidget(widget)
        text.addWidget(roles_scroll, 1)
        buttons = QVBoxLayout()
        for button in (self.rematch, replay, self.review, home):
            buttons.addWidget(button)
        buttons.addStretch(1)
        row = QHBoxLayout(self)
        row.addLayout(text, 1)
        row.addLayout(buttons)

    def _place_cells(self) -> None:
        """Lay the role cells out in columns, as many as the width allows (seat order down each column)."""
        for cell in self.cells:
            for label in cell:
                self.roles.removeWidget(label)
        if not self.cells:
            return
        room = self.width() - self.rematch.width() - 64  # the buttons keep their column on the right
        columns = max(1, min(len(self.cells), room // self.CELL))
        rows = -(-len(self.cells) // columns)
        for index, (name, detail) in enumerate(self.cells):
            self.roles.addWidget(name, index % rows, 2 * (index // rows))
            self.roles.addWidget(detail, index % rows, 2 * (index // rows) + 1)
        self.updateGeometry()  # fewer columns, more rows: the dock's scroll area must know

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_cells()

    def _cell(self, name: str, detail: str) -> None:
        labels = (QLabel(name), QLabel(detail))
        for label in labels:
            label.setTextFormat(Qt.PlainText)  # names are never rich text
        labels[1].setWordWrap(True)  # a long role wraps rather than run past a narrow dock
        self.cells.append(labels)

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
        self.cells = []
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
            won = seat in (outcome.get("winning_seats") or [])
            self._cell(name, f"{mark} {names.role(role) if role else '?'}" + ("  ★" if won else ""))
        self._place_cells()
        self.rematch.setFocus()


    def _show_scores(self, outcome: dict, seat_names: list[str]) -> None:
        ranked = sorted(range(len(seat_names)), key=lambda s: -outcome["scores"][s])
        for seat in ranked:
            won = seat in (outcome.get("winning_seats") or [])
            points = tr_n("end", "%n point (%1 × 2)", "%n points (%1 × 2)", outcome["scores"][seat], outcome["two_point_awards"][seat])
            self._cell(seat_names[seat], points + ("  ★" if won else ""))
        self._place_cells()


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
