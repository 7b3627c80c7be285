"""Translations: every message translated in Spanish and Vietnamese, nothing English left on screen.

(a) The .ts sources are complete and up to date: every string the code marks for translation is in
    them, finished, non-empty, and keeps its %1-style placeholders.
(b) With Spanish and then Vietnamese loaded, every visible text of every screen the screenshot command
    builds (home, setup, tables, end) plus the rules and settings dialogs is walked: none may equal an
    English source string whose translation differs (names, numbers and brand words are allowed).
(c) Switching the language changes every visible string of the home screen, live.
"""
import importlib.util
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView, QLabel, QLineEdit,
    QTabWidget, QTableWidget, QTreeWidget, QWidget,
)

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
# Words that read the same in every language: names, brands, symbols.
ALLOWED = {"Safehouse", "Excalibur", "Merlin", "Percival", "Morgana", "Mordred", "Oberon", "Tristan", "Isolde",
           "Avalon", "The Resistance: Avalon", "Plan B", "Normal", "#", "%1·%2", "%1: %2", "OK", "No", "Auto",
           "Bot · %1", "Bot — %1"}


def _update_module():
    spec = importlib.util.spec_from_file_location("i18n_update", I18N / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ts(lang: str) -> dict:
    result = {}
    for context in ET.parse(I18N / f"safehouse_{lang}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in translation.iter("numerusform")]  # a plural message: every form
            text = "|".join(forms) if forms and all(form.strip() for form in forms) else ("" if forms else translation.text or "")
            result[(context.findtext("name"), message.findtext("source"))] = (text, translation.get("type"))
    return result


@pytest.mark.parametrize("lang", ["es", "vi"])
def test_ts_complete_and_up_to_date(lang):
    messages = _update_module().extract()
    ts = _ts(lang)
    missing = [key for key in messages if key not in ts]
    assert not missing, f"run resources/i18n/update.py: {len(missing)} new strings, e.g. {missing[:5]}"
    problems = []
    for key in messages:
        text, kind = ts[key]
        if kind in ("unfinished", "obsolete", "vanished") or not text.strip():
            problems.append(("untranslated", key))
        elif set(re.findall(r"%\d", key[1])) != set(re.findall(r"%\d", text)):
            problems.append(("placeholders differ", key, text))
    assert not problems, problems[:10]
    assert (I18N / f"safehouse_{lang}.qm").stat().st_mtime >= (I18N / f"safehouse_{lang}.ts").stat().st_mtime - 5


def test_rules_complete_in_every_language():
    for game in ("resistance", "avalon", "bodyguard"):
        english = (ROOT / "resources" / "rules" / "en" / f"{game}.md").read_text(encoding="utf-8")
        for lang in ("es", "vi"):
            text = (ROOT / "resources" / "rules" / lang / f"{game}.md").read_text(encoding="utf-8")
            assert text.count("\n## ") == english.count("\n## "), (game, lang)
            assert text.count("|") == english.count("|"), (game, lang)  # the same tables


def visible_texts(root) -> list[str]:
    """Every text a player can see in a widget tree (and on any table scene inside it)."""
    texts = []
    widgets = [root] + root.findChildren(QWidget)
    for widget in widgets:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if widget.isWindow() and widget.windowTitle():
            texts.append(widget.windowTitle())
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                item = widget.horizontalHeaderItem(column)
                texts.append(item.text() if item else "")
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    item = widget.item(row, column)
                    texts.append(item.text() if item else "")
        elif isinstance(widget, QTreeWidget):
            stack = [widget.topLevelItem(i) for i in range(widget.topLevelItemCount())]
            while stack:
                item = stack.pop()
                texts.append(item.text(0))
                stack.extend(item.child(i) for i in range(item.childCount()))
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if isinstance(item, QGraphicsSimpleTextItem):
                    texts.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    texts.append(item.toPlainText())
        if widget.accessibleName():
            texts.append(widget.accessibleName())
    lines = []
    for text in texts:
        lines.extend(part.strip() for part in text.replace("&", "").split("\n"))
    return [line for line in lines if line]


def _untranslated(texts: list[str], lang: str) -> list[str]:
    """Texts that are an English source string whose translation in `lang` reads differently."""
    translated = {}
    for (_context, source), (text, _kind) in _ts(lang).items():
        if text and text != source:
            translated.setdefault(source.replace("&", ""), text)
    english = {source for source in translated if source not in ALLOWED}
    # A source may span lines ("...\nWaiting for: %1"): compare line by line, ignoring placeholders.
    plain = {line.strip() for source in english for line in source.split("\n") if "%" not in line and line.strip()}
    return sorted({text for text in texts if text in plain})


def _screens(app, tmp_path):
    """The screenshot command's screens (home, setup, two tables, the end) and our two dialogs."""
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.art import Art
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.rules_dialog import RulesDialog
    from ui.screenshots import _scenarios, table_screen
    from ui.settings import Settings
    from ui.settings_dialog import SettingsDialog
    from ui.setup_dialog import SetupDialog

    art, settings = Art(), Settings(animation_speed="off")
    store = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    screens = [MainWindow(settings, store, art, Catalog(GAMES, LEVELS))]
    for game in GAMES:
        dialog = SetupDialog(GAMES, LEVELS, "Ana", solo=True, game=game)
        screens.append(dialog)
    wanted = {"table_resistance_plot_vote.png", "table_avalon_lady.png", "table_bodyguard_rescue.png", "end_resistance.png"}
    for name, game, config, seed, moment, hot_seat in _scenarios():
        if name in wanted:
            screen = table_screen(game, config, seed, moment, hot_seat, art, settings)
            if screen is not None:
                screens.append(screen)
    screens += [RulesDialog(), SettingsDialog(settings)]
    for screen in screens:
        screen.resize(1280, 800)
        screen.show()
    for _ in range(3):
        app.processEvents()
    return screens


@pytest.mark.parametrize("lang", ["es", "vi"])
def test_no_english_left_on_screen(app, lang, tmp_path):
    from ui.translation import install_translation

    install_translation(app, lang)
    try:
        screens = _screens(app, tmp_path)
        texts = [text for screen in screens for text in visible_texts(screen)]
        assert len(texts) > 300
        left = _untranslated(texts, lang)
        assert not left, f"English on screen in {lang}: {left}"
        for screen in screens:
            screen.close()
            screen.deleteLater()
    finally:
        install_translation(app, "en")


def test_language_switch_changes_every_visible_string(app, art, settings, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from ui.catalog import Catalog
    from ui.main_window import MainWindow
    from ui.translation import current_language, install_translation

    install_translation(app, "en")
    store = QSettings(str(tmp_path / "s.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    window.show()
    before = set(visible_texts(window.home)) - ALLOWED
    assert len(_untranslated(list(before), "es")) >= 10  # the detector does see English when it is there
    try:
        for lang in ("es", "vi"):
            window.settings.language = lang
            window._settings_saved("en" if lang == "es" else "es")  # what the settings dialog's Save does
            assert current_language() == lang
            after = set(visible_texts(window.home))
            assert before and not (before & after), f"{lang}: unchanged {before & after}"
    finally:
        install_translation(app, "en")
        window.close()
