"""The app's language: loads resources/i18n/safehouse_<lang>.qm, and switches it while the app runs.

Qt's own strings (standard buttons, the file dialog) come from Qt's translations, qtbase_<lang>.qm in
QLibraryInfo's translations folder (PySide6 ships them; the frozen build keeps the app's languages).
Qt ships Spanish; it has no Vietnamese qtbase, so our own safehouse_vi.ts translates the standard
buttons' words (QT_STANDARD_BUTTONS below); the file dialog and Qt's other strings stay English there.

Every piece of text is looked up at the moment it is shown (QCoreApplication.translate), so after a
switch any screen built from then on reads in the new language; the main window rebuilds the home
screen at once.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .paths import resources_dir

LANGUAGES = {"en": "English", "es": "Español", "vi": "Tiếng Việt"}
# Qt's own words on standard buttons (context QPlatformTheme), listed so resources/i18n/update.py puts
# them in our .ts files: Vietnamese has no qtbase_vi.qm. Qt's translator is installed after ours, so
# where Qt has a translation (Spanish) Qt's wins.
N = QT_TRANSLATE_NOOP
QT_STANDARD_BUTTONS = (
    N("QPlatformTheme", "OK"), N("QPlatformTheme", "Cancel"), N("QPlatformTheme", "Close"),
    N("QPlatformTheme", "Save"), N("QPlatformTheme", "Open"), N("QPlatformTheme", "Apply"),
    N("QPlatformTheme", "Help"), N("QPlatformTheme", "Discard"), N("QPlatformTheme", "Reset"),
    N("QPlatformTheme", "&Yes"), N("QPlatformTheme", "&No"),
)
_state: dict = {"lang": "en", "translators": []}


def system_language() -> str:
    code = QLocale.system().name().split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def resolve(lang: str | None) -> str:
    """The language to use: the one asked for if we have it, else the system's, else English."""
    code = (lang or "").lower()
    return code if code in LANGUAGES else system_language()


def install_translation(app: QCoreApplication, lang: str | None) -> QTranslator | None:
    """Install the app's translator for `lang` (or the system's language) and Qt's own, replacing any
    installed before; returns the app's translator (None for English or a missing file)."""
    code = resolve(lang)
    for old in _state["translators"]:
        app.removeTranslator(old)
    _state["translators"] = []
    _state["lang"] = code
    if code == "en":
        return None
    translator = QTranslator(app)  # parented to the app: lives as long as it
    if not translator.load(str(app_translation_file(code))):
        _state["lang"] = "en"
        return None
    app.installTranslator(translator)
    _state["translators"].append(translator)
    qt_translator = QTranslator(app)
    if qt_translator.load(f"qtbase_{code}", qt_translations_dir()):
        app.installTranslator(qt_translator)
        _state["translators"].append(qt_translator)
    return translator


def app_translation_file(code: str):
    return resources_dir() / "i18n" / f"safehouse_{code}.qm"


def qt_translations_dir() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def has_qt_translation(code: str) -> bool:
    """Whether Qt ships its own strings in this language (es: yes; vi: no, as of Qt 6.11)."""
    return QTranslator().load(f"qtbase_{code}", qt_translations_dir())


def current_language() -> str:
    """"en", "es" or "vi": the language the app shows now."""
    return _state["lang"]
