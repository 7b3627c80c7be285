"""Loads the app's translation (resources/i18n/safehouse_<lang>.qm) when one exists."""
from __future__ import annotations

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from .paths import resources_dir

LANGUAGES = {"en": "English", "es": "Español", "vi": "Tiếng Việt"}


def install_translation(app: QApplication, lang: str | None) -> QTranslator | None:
    """Install the translator for `lang` (or the system's language); English needs none."""
    code = (lang or QLocale.system().name().split("_")[0]).lower()
    if code == "en":
        return None
    translator = QTranslator(app)  # parented to the app: lives as long as it
    if translator.load(str(resources_dir() / "i18n" / f"safehouse_{code}.qm")):
        app.installTranslator(translator)
        return translator
    return None
