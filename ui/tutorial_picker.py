""""Learn to play": the tutorials, each game's first lesson then its follow-ups, and the first-launch offer."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QMessageBox, QVBoxLayout

from . import names
from .paths import resources_dir
from .text import tr
from .translation import current_language


def load_tutorials():
    """(lessons, texts, language) as the headless check reads them, from the app's resources."""
    from desktop.tutorial import load_lessons, load_texts

    directory = resources_dir() / "tutorials"
    return load_lessons(directory), load_texts(directory), current_language()


class TutorialPicker(QDialog):
    chosen = Signal(object)  # the Lesson

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        from desktop.tutorial.lessons import text

        self.setWindowTitle(tr("tutorial", "Learn to play"))
        self.lessons, self.texts, self.language = load_tutorials()
        intro = QLabel(tr("tutorial", "Short games on a set deal: you make every decision of your seat and "
                                      "the coach explains each new thing when it first matters."))
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        game = None
        for lesson in self.lessons:
            if lesson.game != game:
                game = lesson.game
                heading = QListWidgetItem(names.game(game))
                heading.setFlags(Qt.NoItemFlags)
                font = heading.font()
                font.setBold(True)
                heading.setFont(font)
                self.list.addItem(heading)
            title = text(self.texts, self.language, lesson.title_key)
            blurb = text(self.texts, self.language, lesson.blurb_key)
            item = QListWidgetItem(tr("tutorial", "%1 · about %2 minutes", title, lesson.minutes) + "\n" + blurb)
            item.setData(Qt.UserRole, lesson.id)
            self.list.addItem(item)
        self.list.itemActivated.connect(lambda _item: self.accept())
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(tr("tutorial", "Start the lesson"))
        buttons.button(QDialogButtonBox.Cancel).setText(tr("tutorial", "Close"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addWidget(self.list, 1)
        column.addWidget(buttons)
        self.resize(560, 520)
        self.select(self.lessons[0].id)

    def select(self, lesson_id: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.UserRole) == lesson_id:
                self.list.setCurrentRow(row)

    def accept(self) -> None:
        item = self.list.currentItem()
        lesson_id = item.data(Qt.UserRole) if item is not None else None
        lesson = next((lesson for lesson in self.lessons if lesson.id == lesson_id), None)
        if lesson is None:
            return
        super().accept()
        self.chosen.emit(lesson)


def first_launch_offer(parent) -> QMessageBox:
    """Asked once, on the first launch: a new player is offered the first lesson."""
    box = QMessageBox(QMessageBox.Question, tr("tutorial", "New to these games?"),
                      tr("tutorial", "Learn to play with a short coached game: about ten minutes, no rules to read first."),
                      QMessageBox.Yes | QMessageBox.No, parent)
    box.button(QMessageBox.Yes).setText(tr("tutorial", "Learn to play"))
    box.button(QMessageBox.No).setText(tr("tutorial", "Not now"))
    box.setDefaultButton(QMessageBox.Yes)
    return box
