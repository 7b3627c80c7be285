"""One editor per engine option, built from `describe_options()`: checkboxes, spin boxes, lists.

The roles to play are two columns, good and evil, each role with its card art, and the table's
good/evil balance under them; the modules (Lady of the Lake, Excalibur, plot cards) come right after,
and an option that only matters with a role in play (the Cleric hunt) shows only when it is.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget,
)

from . import names, options_text

EDITABLE_KINDS = ("bool", "int", "choice", "list")
ROLES = "roles_in_play"
# Shown first, in this order; every other option follows in the engine's order.
FIRST = (ROLES, "lady_of_the_lake", "excalibur", "plot", "sire_of_the_sea", "ref_of_the_rain")
# option -> (list option, the choices of which at least one must be ticked for it to matter)
NEEDS = {
    "cleric_hunt": (ROLES, {"cleric"}),
    "lancelot_deck_face_up": (ROLES, {"good_lancelot", "evil_lancelot"}),
    "evil_lancelot_must_fail": (ROLES, {"good_lancelot", "evil_lancelot"}),
    "lancelots_see_each_other": (ROLES, {"good_lancelot", "evil_lancelot"}),
}


class OptionsPanel(QWidget):
    """The options a player may set (pins for scenarios and tests are left out)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("options")
        self.column = QVBoxLayout(self)
        self.column.setAlignment(Qt.AlignTop)
        self.editors: dict[str, tuple[dict, object]] = {}
        self.boxes: dict[str, QWidget] = {}
        self.role_sides: dict[str, bool] = {}
        self.balance: QLabel | None = None
        self.changed.connect(self._show_needed)

    def build(self, described: list[dict], role_sides: dict[str, bool] | None = None) -> None:
        """One editor per option; `role_sides` (role -> evil?) groups a role list into good and evil."""
        self.role_sides = dict(role_sides or {})
        self.balance = None
        self.boxes.clear()
        while self.column.count():
            item = self.column.takeAt(0)
            if item.widget():
                item.widget().deleteLater()
        self.editors.clear()
        shown = [o for o in described if not o.get("pin") and o["kind"] in EDITABLE_KINDS]
        shown.sort(key=lambda o: FIRST.index(o["key"]) if o["key"] in FIRST else len(FIRST))  # stable
        for option in shown:
            box = self._editor(option)
            self.boxes[option["key"]] = box
            self.column.addWidget(box)
        if not self.editors:
            none = QLabel(self.tr("This game has no options."))
            none.setObjectName("hint")
            self.column.addWidget(none)
        self.column.addStretch(1)
        self._show_needed()

    def _show_needed(self) -> None:
        """Hide an option that only matters with a role nobody plays (its value is then ignored)."""
        values = None
        for key, (list_key, wanted) in NEEDS.items():
            if key in self.boxes and list_key in self.editors:
                values = values or self.values()
                self.boxes[key].setVisible(bool(wanted & set(values.get(list_key) or [])))

    def show_balance(self, text: str) -> None:
        if self.balance is not None:
            self.balance.setText(text)
            self.balance.setVisible(bool(text))

    def _role_columns(self, key: str, option: dict, layout: QVBoxLayout) -> dict:
        """Good roles on the left, evil on the right, each with its card's art."""
        from .art import Art
        from .table.art_names import role_art

        art, editor, chosen = Art(), {}, set(option["default"] or [])
        grid = QGridLayout()
        for column, (evil, title) in enumerate(((False, self.tr("Good")), (True, self.tr("Evil")))):
            heading = QLabel(title)
            heading.setObjectName("warning")
            grid.addWidget(heading, 0, column)
            roles = [c for c in option.get("choices", []) if self.role_sides.get(c, False) == evil]
            for row, choice in enumerate(roles, start=1):
                tick = QCheckBox(names.value(key, choice, []))
                tick.setIcon(art.icon(role_art("avalon", choice), 40))
                tick.setIconSize(QSize(22, 30))
                tick.setChecked(choice in chosen)
                tick.toggled.connect(self.changed)
                grid.addWidget(tick, row, column)
                editor[choice] = tick
        layout.addLayout(grid)
        self.balance = QLabel()
        self.balance.setObjectName("warning")
        self.balance.hide()
        layout.addWidget(self.balance)
        return editor

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
        elif key == ROLES and self.role_sides:
            layout.addWidget(QLabel(label))
            editor = self._role_columns(key, option, layout)
        else:  # a list of choices: one checkbox each (plot cards, modules)
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
