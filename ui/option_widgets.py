"""One editor per engine option, built from `describe_options()`: checkboxes, spin boxes, lists."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from . import names, options_text

EDITABLE_KINDS = ("bool", "int", "choice", "list")


class OptionsPanel(QWidget):
    """The options a player may set (pins for scenarios and tests are left out)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options")
        self.column = QVBoxLayout(self)
        self.column.setAlignment(Qt.AlignTop)
        self.editors: dict[str, tuple[dict, object]] = {}

    def build(self, described: list[dict]) -> None:
        while self.column.count():
            item = self.column.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.editors.clear()
        for option in described:
            if option.get("pin") or option["kind"] not in EDITABLE_KINDS:
                continue
            self.column.addWidget(self._editor(option))
        if not self.editors:
            none = QLabel(self.tr("This game has no options."))
            none.setObjectName("hint")
            self.column.addWidget(none)
        self.column.addStretch(1)

    def _editor(self, option: dict) -> QWidget:
        key, kind = option["key"], option["kind"]
        box = QWidget()
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 4, 0, 8)
        label = options_text.label(key)
        help_label = QLabel(options_text.help_text(key, option.get("help", "")))
        help_label.setObjectName("hint")
        help_label.setWordWrap(True)
        if kind == "bool":
            editor = QCheckBox(label)
            editor.setChecked(bool(option["default"]))
            editor.toggled.connect(self.changed)
            layout.addWidget(editor)
        elif kind == "int":
            editor = QSpinBox()
            editor.setRange(option.get("min", 0), option.get("max", 99))
            editor.setValue(option["default"] if option["default"] is not None else option.get("min", 0))
            editor.setAccessibleName(label)
            editor.valueChanged.connect(self.changed)
            layout.addLayout(_row(QLabel(label), editor))
        elif kind == "choice":
            editor = QComboBox()
            editor.setAccessibleName(label)
            for choice in option.get("choices", []):
                editor.addItem(names.value(key, choice, []), choice)
            editor.setCurrentIndex(max(0, editor.findData(option["default"])))
            editor.currentIndexChanged.connect(self.changed)
            layout.addLayout(_row(QLabel(label), editor))
        else:  # a list of choices: one checkbox each (roles, plot cards, modules)
            editor = {}
            layout.addWidget(QLabel(label))
            chosen = set(option["default"] or [])
            for choice in option.get("choices", []):
                tick = QCheckBox(names.value(key, choice, []))
                tick.setChecked(choice in chosen)
                tick.toggled.connect(self.changed)
                layout.addWidget(tick)
                editor[choice] = tick
        if help_label.text():
            layout.addWidget(help_label)
        self.editors[key] = (option, editor)
        return box

    def values(self) -> dict:
        result = {}
        for key, (option, editor) in self.editors.items():
            kind = option["kind"]
            if kind == "bool":
                result[key] = editor.isChecked()
            elif kind == "int":
                result[key] = editor.value()
            elif kind == "choice":
                result[key] = editor.currentData()
            else:
                ticked = [choice for choice, tick in editor.items() if tick.isChecked()]
                result[key] = ticked if (ticked or option["default"] is not None) else None
        return result

    def set_values(self, values: dict) -> None:
        """Apply a preset: given keys take its values, every other option goes back to its default."""
        for key, (option, editor) in self.editors.items():
            value = values.get(key, option["default"])
            kind = option["kind"]
            editor_widgets = editor.values() if isinstance(editor, dict) else [editor]
            for widget in editor_widgets:
                widget.blockSignals(True)
            if kind == "bool":
                editor.setChecked(bool(value))
            elif kind == "int" and value is not None:
                editor.setValue(value)
            elif kind == "choice":
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif kind == "list":
                for choice, tick in editor.items():
                    tick.setChecked(choice in (value or []))
            for widget in editor_widgets:
                widget.blockSignals(False)
        self.changed.emit()


def _row(label: QLabel, editor: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(label, 1)
    row.addWidget(editor)
    return row
