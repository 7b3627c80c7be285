"""The post-game review: the coach's belief round by round as a chart, and the key moments, from one seat.

The review itself is headless (desktop/review); it takes a few seconds (the expert thinks at every
decision), so it runs on a worker thread and the screen fills in when it is done. Selecting a moment
shows its "why" and can open the replay at that decision.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSplitter, QVBoxLayout, QWidget,
)

from . import names
from .review_chart import BeliefChart
from .review_text import command_text, decision_text, why_text
from .saved_games import read_game_file
from .text import tr, tr_n

TAGS = {
    "differs": lambda: tr("review", "You and the expert chose differently."),
    "approved_spy_team": lambda: tr("review", "You approved a team that had a spy on it."),
    "rejected_spy_team": lambda: tr("review", "You rejected a team that had a spy on it."),
    "shot_won": lambda: tr("review", "The shot that won the game."),
    "shot_missed": lambda: tr("review", "The shot that missed."),
    "rescue": lambda: tr("review", "A rescue that decided the round."),
    "last_decision": lambda: tr("review", "Your last decision of the game."),
}


def step_of(views: list[dict], seat: int, when: tuple) -> int | None:
    """The replay step at which `seat` was asked the moment's decision (the first view that shows it)."""
    from desktop.review.moments import decision_key

    for step, view in enumerate(views):
        if view.get("viewer") == seat and view.get("legal") and decision_key(view) == tuple(when):
            return step
    return None


class ReviewScreen(QWidget):
    home_requested = Signal()
    replay_requested = Signal(object, int, object)  # path, seat, the moment to show (a Moment, or None)

    def __init__(self, path: Path, seat: int, games: dict, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        self.path = Path(path)
        self.file = read_game_file(self.path, games)  # GameFileError: the window says why
        self.seat_names = self.file.names
        self.review = None
        self._future: Future | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._poll = QTimer(self)
        self._poll.setInterval(60)
        self._poll.timeout.connect(self._check_done)

        self.title = QLabel(tr("review", "Review — %1", names.game(self.file.game)))
        self.title.setObjectName("heading")
        self.seat_choice = QComboBox()
        self.seat_choice.setAccessibleName(tr("review", "Whose game to review"))
        seats = range(self.file.players) if self.file.revealable else [self.file.seat]
        for s in seats:
            if s is not None:
                self.seat_choice.addItem(tr("review", "From %1's seat").replace("%1", self.seat_names[s]), s)
        self.seat_choice.currentIndexChanged.connect(lambda _i: self.start(self.seat_choice.currentData()))
        replay = QPushButton(tr("review", "Watch the replay"))
        replay.clicked.connect(lambda: self.replay_requested.emit(self.path, self.seat, None))
        home = QPushButton(tr("review", "Back to the home screen"))
        home.clicked.connect(self.home_requested)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.seat_choice)
        top.addWidget(replay)
        top.addWidget(home)

        self.status = QLabel()
        self.status.setObjectName("hint")
        self.status.setWordWrap(True)
        self.chart = BeliefChart(self.file.game)
        self.moments = QListWidget()
        self.moments.setAccessibleName(tr("review", "Key moments"))
        self.moments.setWordWrap(True)
        self.moments.currentRowChanged.connect(self._select)
        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setTextFormat(Qt.PlainText)  # names inside: never rich text
        self.tag = QLabel()
        self.tag.setObjectName("hint")
        self.tag.setWordWrap(True)
        self.show_moment = QPushButton(tr("review", "Show this moment in the replay"))
        self.show_moment.setEnabled(False)
        self.show_moment.clicked.connect(self._replay_moment)
        moments_heading = QLabel(tr("review", "Key moments: what you did, what the expert would have done, and why"))
        moments_heading.setObjectName("heading")
        moments_heading.setWordWrap(True)
        lower = QWidget()
        column = QVBoxLayout(lower)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(moments_heading)
        column.addWidget(self.moments, 1)
        detail = QHBoxLayout()
        text = QVBoxLayout()
        text.addWidget(self.why)
        text.addWidget(self.tag)
        detail.addLayout(text, 1)
        detail.addWidget(self.show_moment, 0, Qt.AlignTop)
        column.addLayout(detail)
        split = QSplitter(Qt.Vertical)
        split.addWidget(self.chart)
        split.addWidget(lower)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)
        self.seat = seat
        index = self.seat_choice.findData(seat)
        self.seat_choice.blockSignals(True)
        self.seat_choice.setCurrentIndex(max(0, index))
        self.seat_choice.blockSignals(False)
        self.start(self.seat_choice.currentData())

    # ---- the review, off the UI thread -------------------------------------------------------------------
    def start(self, seat: int) -> None:
        from desktop.review import review_file

        self.seat = seat
        self.review = None
        self.moments.clear()
        self.why.clear()
        self.tag.clear()
        self.chart.set_belief([], self.seat_names, {seat})
        self.status.setText(tr("review", "The coach is going through the game from %1's seat…").replace("%1", self.seat_names[seat]))
        self._future = self._pool.submit(review_file, self.path, seat)
        self._poll.start()

    def _check_done(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._poll.stop()
        self._future = None
        error = future.exception()
        if error is not None:
            self.status.setText(tr("review", "This game cannot be reviewed: %1", str(error)))
            return
        self.show_review(future.result())

    def show_review(self, review) -> None:
        self.review = review
        self.chart.set_belief(review.belief, self.seat_names, {review.seat})
        self.status.setText(tr_n("review", "%n key moment. Select it to see why.", "%n key moments. Select one to see why.",
                                 len(review.moments)) if review.moments
                            else tr("review", "No key moments: every decision matched the expert's."))
        for moment in review.moments:
            line = tr("review", "Round %1 · %2 — you: %3; the expert: %4", moment.round, decision_text(moment.decision),
                      command_text(moment.chosen, self.seat_names), command_text(moment.expert, self.seat_names))
            if moment.swing is not None:
                line += "  " + tr("review", "(swing %1)", f"{moment.swing:+.2f}")
            item = QListWidgetItem(line)
            item.setToolTip(why_text(moment.code, moment.params, self.seat_names))
            self.moments.addItem(item)
        if review.moments:
            self.moments.setCurrentRow(0)

    def _select(self, row: int) -> None:
        moment = self.review.moments[row] if self.review is not None and 0 <= row < len(self.review.moments) else None
        self.show_moment.setEnabled(moment is not None)
        if moment is None:
            self.chart.mark_round(None)
            return
        self.why.setText(why_text(moment.code, moment.params, self.seat_names))
        self.tag.setText(TAGS.get(moment.tag, lambda: "")())
        self.chart.mark_round(moment.round)

    def _replay_moment(self) -> None:
        row = self.moments.currentRow()
        if self.review is not None and 0 <= row < len(self.review.moments):
            self.replay_requested.emit(self.path, self.seat, self.review.moments[row])

    def wait(self, timeout: float = 120.0) -> bool:
        """Block until the review is shown (tests and screenshots): True if it is."""
        if self._future is not None:
            try:
                self._future.result(timeout)
            except Exception:  # shown by _check_done
                pass
            self._check_done()
        return self.review is not None

    def shutdown(self) -> None:
        self._poll.stop()
        self._pool.shutdown(wait=False, cancel_futures=True)
