"""The app's language: loads resources/i18n/safehouse_<lang>.qm, and switches it while the app runs.

Every piece of text is looked up at the moment it is shown (QCoreApplication.translate), so after a
switch any screen built from then on reads in the new language; the main window rebuilds the home
screen at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from .paths import resources_dir

LANGUAGES = {"en": "English", "es": "Español", "vi": "Tiếng Việt"}
_state: dict = {"lang": "en", "translator": None}


def system_language() -> str:
    code = QLocale.system().name().split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def resolve(lang: str | None) -> str:
    """The language to use: the one asked for if we have it, else the system's, else English."""
    code = (lang or "").lower()
    return code if code in LANGUAGES else system_language()


def install_translation(app: QCoreApplication, lang: str | None) -> QTranslator | None:
    """Install the translator for `lang` (or the system's language), replacing any installed before."""
    code = resolve(lang)
    old = _state["translator"]
    if old is not None:
        app.removeTranslator(old)
        _state["translator"] = None
    _state["lang"] = code
    if code == "en":
        return None
    translator = QTranslator(app)  # parented to the app: lives as long as it
    if translator.load(str(resources_dir() / "i18n" / f"safehouse_{code}.qm")):
        app.installTranslator(translator)
        _state["translator"] = translator
        return translator
    _state["lang"] = "en"
    return None


def current_language() -> str:
    """"en", "es" or "vi": the language the app shows now."""
    return _state["lang"]
