"""Qt's own strings follow the app's language: Spanish from Qt's qtbase_es.qm, Vietnamese standard
buttons from our own translation (Qt ships no qtbase_vi); counts use the language's plural forms."""
import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox


@pytest.fixture
def language(qapp):
    from ui.translation import install_translation

    yield lambda code: install_translation(qapp, code)
    install_translation(qapp, "en")


def _buttons() -> list[str]:
    box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel | QDialogButtonBox.Close)
    return sorted(button.text() for button in box.buttons())


def test_spanish_loads_qts_own_translation(language):
    from ui.translation import has_qt_translation

    assert _buttons() == ["Cancel", "Close", "OK"]
    language("es")
    assert _buttons() == ["Aceptar", "Cancelar", "Cerrar"]
    assert has_qt_translation("es")
    # a string only Qt's qtbase_es has (the file dialog), not our own .ts
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"


def test_vietnamese_buttons_come_from_our_translation_as_qt_has_none(language):
    from ui.translation import has_qt_translation

    assert not has_qt_translation("vi")
    language("vi")
    assert _buttons() == ["Hủy", "OK", "Đóng"]
    assert QCoreApplication.translate("QFileDialog", "File &name:") == "File &name:"  # what stays English


@pytest.mark.parametrize("code, one, three", [
    ("en", "1 card", "3 cards"),
    ("es", "1 carta", "3 cartas"),
    ("vi", "1 lá", "3 lá"),
])
def test_counts_use_plural_forms(language, code, one, three):
    from ui.text import tr_n

    language(code)
    assert tr_n("table", "%n card", "%n cards", 1) == one
    assert tr_n("table", "%n card", "%n cards", 3) == three


def test_plural_with_arguments(language):
    from ui.text import tr_n

    assert tr_n("end", "%n point (%1 × 2)", "%n points (%1 × 2)", 1, 0) == "1 point (0 × 2)"
    language("es")
    assert tr_n("end", "%n point (%1 × 2)", "%n points (%1 × 2)", 5, 2) == "5 puntos (2 × 2)"
