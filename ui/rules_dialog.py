"""The rules, in the app's language: a contents tree (game → section) beside the text.

The texts are our own Markdown files, resources/rules/<lang>/<game>.md: "# Title", an introduction,
then one "## Section" per topic. They are rendered by QTextBrowser (rich text is fine here: no user
input ever reaches these files). A language without a file falls back to English.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QLabel, QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
)

from . import names
from .paths import resources_dir
from .text import tr
from .translation import current_language

GAMES = ("resistance", "avalon", "bodyguard")


@dataclass
class Section:
    title: str
    body: str  # Markdown


def rules_file(game: str, lang: str | None = None) -> Path:
    lang = lang or current_language()
    path = resources_dir() / "rules" / lang / f"{game}.md"
    return path if path.exists() else resources_dir() / "rules" / "en" / f"{game}.md"


def load_sections(game: str, lang: str | None = None) -> tuple[str, list[Section]]:
    """(the game's title, [the introduction, then each "## " section]) from its rules file."""
    title, intro, sections = names.game(game), [], []
    current: list[str] = intro
    for line in rules_file(game, lang).read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
        elif line.startswith("## "):
            current = []
            sections.append(Section(line[3:].strip(), ""))
            sections[-1].body = current  # filled below
        else:
            current.append(line)
    result = [Section(title, "\n".join(intro).strip())]
    for section in sections:
        result.append(Section(section.title, "\n".join(section.body).strip()))
    return title, result


class RulesDialog(QDialog):
    def __init__(self, parent=None, game: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("rules", "Rules"))
        self.contents = QTreeWidget()
        self.contents.setHeaderHidden(True)
        self.contents.setAccessibleName(tr("rules", "Contents"))
        self.contents.setAccessibleDescription(tr("rules", "Choose a game and a section; the text appears beside it."))
        self.text = QTextBrowser()
        self.text.setAccessibleName(tr("rules", "Rules text"))
        self.text.setOpenLinks(False)
        self.sections: dict[int, Section] = {}
        first_of: dict[str, QTreeWidgetItem] = {}
        for code in GAMES:
            title, sections = load_sections(code)
            top = QTreeWidgetItem([title])
            top.setData(0, Qt.UserRole, self._keep(sections[0], title))
            self.contents.addTopLevelItem(top)
            first_of[code] = top
            for section in sections[1:]:
                child = QTreeWidgetItem([section.title])
                child.setData(0, Qt.UserRole, self._keep(section, f"{title} — {section.title}"))
                top.addChild(child)
        self.contents.currentItemChanged.connect(self._show)
        splitter = QSplitter(Qt.Horizontal)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 5)
        splitter.setSizes([300, 760])
        hint = QLabel(tr("rules", "↑ ↓ to move through the contents, → to open a game, Tab to read, Esc to close."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.button(QDialogButtonBox.Close).setText(tr("rules", "Close"))
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        title = QLabel(self.windowTitle())  # the dialog names itself (a window manager may not)
        title.setObjectName("dialogTitle")
        column.addWidget(title)
        column.addWidget(splitter, 1)
        column.addWidget(hint)
        column.addWidget(buttons)
        self.resize(1060, 700)
        start = first_of.get(game or "", first_of[GAMES[0]])
        start.setExpanded(True)
        self.contents.setCurrentItem(start)
        self.contents.setFocus()

    def _keep(self, section: Section, full_title: str) -> int:
        key = len(self.sections)
        self.sections[key] = Section(full_title, section.body)
        return key

    def _show(self, item: QTreeWidgetItem | None, _previous=None) -> None:
        if item is None:
            return
        section = self.sections[item.data(0, Qt.UserRole)]
        self.text.setMarkdown(f"# {item.text(0)}\n\n{section.body}")
        if item.childCount():
            item.setExpanded(True)
        self.text.setAccessibleDescription(section.title)

    def show_section(self, game_index: int, section_index: int | None = None) -> None:
        top = self.contents.topLevelItem(game_index)
        self.contents.setCurrentItem(top if section_index is None else top.child(section_index))
