"""The prompt area: exactly the seat's legal commands (view["legal"]), as buttons with clear text.

Known shapes get friendly controls (one button per vote or card; pick players on the table and
confirm). Any other spec still gets a usable form built from its parameters, so a new card can be
played before it has custom UI.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import names
from .art import Art
from .card_prompt import CardPlay, uses_cards
from .text import tr

VALUE_ICONS = {
    ("approve", True): "common/approve", ("approve", False): "common/reject",
    ("card", "success"): "common/success", ("card", "fail"): "common/fail",
}


def seat_param(spec: dict) -> str | None:
    """The parameter of a spec that picks seats (a team, a target), if any."""
    for name, rule in spec["params"].items():
        if names.is_seat_param(name) and all(type(v) is int for v in rule["of"]):
            return name
    return None


class PromptArea(QFrame):
    command_chosen = Signal(dict)
    choice_changed = Signal(set, set)  # selectable seats, selected seats: the table highlights them

    def __init__(self, art: Art, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.art = art
        self.seat_names: list[str] = []
        self.title = QLabel()
        self.title.setObjectName("heading")
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setObjectName("hint")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.PlainText)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setTextFormat(Qt.PlainText)
        self.error.hide()
        self.actions = QVBoxLayout()
        self.actions.setSpacing(8)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 12, 16, 12)
        column.addWidget(self.title)
        column.addWidget(self.detail)
        column.addLayout(self.actions)
        column.addWidget(self.error)
        self._picker: _SeatPicker | None = None
        self._cards: CardPlay | None = None
        self.buttons: list[QPushButton] = []

    # ---- building ----------------------------------------------------------------------------------
    def clear(self) -> None:
        self._picker = None
        self._cards = None
        self.buttons = []
        _clear_layout(self.actions)
        self.error.hide()
        self.choice_changed.emit(set(), set())

    def show_message(self, title: str, detail: str = "") -> None:
        self.clear()
        self.title.setText(title)
        self.detail.setText(detail)

    def show_legal(self, legal: list[dict], seat_names: list[str], title: str, detail: str = "") -> None:
        self.clear()
        self.seat_names = seat_names
        self.title.setText(title)
        self.detail.setText(detail)
        kinds: dict[str, list[dict]] = {}
        if uses_cards(legal):
            self._cards = CardPlay(self, legal)
            self.actions.addWidget(self._cards)
            legal = [spec for spec in legal if "card" not in spec["params"]]
        for spec in legal:
            kinds.setdefault(spec["kind"], []).append(spec)
        for kind, specs in kinds.items():
            self.actions.addWidget(self._section(kind, specs))
        self._number_buttons()
        if self.buttons:
            self.buttons[0].setFocus()

    def keyPressEvent(self, event) -> None:
        """Keys for playing without a mouse: 1-9 press the n-th choice (a vote, a card, a player),
        Enter presses the focused button, arrow keys move between the choices."""
        key = event.key()
        buttons = [b for b in self.buttons if _alive(b) and b.isVisible() and b.isEnabled()]
        if Qt.Key_1 <= key <= Qt.Key_9 and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier):
            index = key - Qt.Key_1
            if index < len(buttons):
                buttons[index].setFocus()
                buttons[index].click()
                picker = self._picker
                if picker is not None and _alive(picker.confirm) and picker.confirm.isEnabled():
                    picker.confirm.setFocus()  # the choice is complete: Enter confirms it
                event.accept()
                return
        if key in (Qt.Key_Return, Qt.Key_Enter):
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused.isEnabled():
                focused.click()
                event.accept()
                return
            confirm = self._picker.confirm if self._picker is not None else None
            if confirm is not None and confirm.isEnabled():
                confirm.click()
                event.accept()
                return
        if key in (Qt.Key_Right, Qt.Key_Down, Qt.Key_Left, Qt.Key_Up):
            self.focusNextPrevChild(key in (Qt.Key_Right, Qt.Key_Down))
            event.accept()
            return
        super().keyPressEvent(event)

    def _number_buttons(self) -> None:
        """Tell screen readers (and tooltips) which number key presses each choice."""
        for index, button in enumerate(self.buttons[:9]):
            if _alive(button):
                hint = tr("prompt", "Key %1", index + 1)
                button.setAccessibleDescription(hint)
                button.setToolTip(hint)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _section(self, kind: str, specs: list[dict]) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        if all(not spec["params"] for spec in specs):
            for spec in specs:
                row.addWidget(self._button(names.command(kind), {"kind": kind}))
        elif seat_param(specs[0]) and all(seat_param(s) == seat_param(specs[0]) for s in specs):
            self._picker = _SeatPicker(self, kind, specs)
            row.addWidget(self._picker)
        elif len(specs) == 1 and len(specs[0]["params"]) == 1 and next(iter(specs[0]["params"].values()))["type"] == "one_of":
            (param, rule), = specs[0]["params"].items()
            for value in rule["of"]:
                button = self._button(names.value(param, value, self.seat_names), {"kind": kind, param: value})
                icon = VALUE_ICONS.get((param, value))
                if icon:
                    button.setIcon(self.art.icon(icon, 40))
                    button.setIconSize(QSize(40, 40))
                    button.setMinimumHeight(58)
                row.addWidget(button)
        else:
            row.addWidget(_GenericForm(self, kind, specs))
        row.addStretch(1)
        return box

    def _button(self, text: str, command: dict) -> QPushButton:
        button = QPushButton(text)
        button.setMinimumWidth(120)
        button.setAccessibleName(text)
        button.clicked.connect(lambda: self.command_chosen.emit(dict(command)))
        self.buttons.append(button)
        return button

    # ---- the table's seat clicks -------------------------------------------------------------------
    def toggle_seat(self, seat: int) -> None:
        if self._picker is not None:
            self._picker.toggle(seat)

    def choose_value(self, param: str, value) -> bool:
        """Pick a value from the table (a card clicked in the hand); True if a control took it."""
        if param == "card" and self._cards is not None:
            return self._cards.select(value)
        for box in self.findChildren(QComboBox):
            if box.accessibleName() == names.param(param) and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
                return True
        return False


class _SeatPicker(QWidget):
    """Choose players (a team, a target) on the table or with these buttons, then confirm.

    Several specs of one kind differ in another parameter (Targeting: the mission): chosen first.
    """

    def __init__(self, prompt: PromptArea, kind: str, specs: list[dict]) -> None:
        super().__init__()
        self.prompt = prompt
        self.kind = kind
        self.specs = specs
        self.param = seat_param(specs[0])
        self.spec = specs[0]
        self.selected: set[int] = set()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if len(specs) > 1:
            self.variants = QComboBox()
            self.variants.setAccessibleName(tr("prompt", "Which one"))
            for spec in specs:
                other = [f"{names.value(p, r['of'][0], prompt.seat_names)}" for p, r in spec["params"].items()
                         if p != self.param and r["type"] == "one_of"]
                self.variants.addItem(" · ".join(other) or names.command(kind), spec)
            self.variants.currentIndexChanged.connect(self._variant_changed)
            layout.addWidget(self.variants)
        self.extra_row = QHBoxLayout()  # other parameters with a choice (a card from the hand)
        layout.addLayout(self.extra_row)
        self.extras: dict[str, QComboBox] = {}
        self.seat_row = QHBoxLayout()
        layout.addLayout(self.seat_row)
        self.confirm = QPushButton()
        self.confirm.setObjectName("primary")
        self.confirm.clicked.connect(self._send)
        self.seat_buttons: dict[int, QPushButton] = {}
        bottom = QHBoxLayout()
        self.count = QLabel()
        self.count.setObjectName("hint")
        bottom.addWidget(self.count)
        bottom.addStretch(1)
        bottom.addWidget(self.confirm)
        layout.addLayout(bottom)
        self._variant_changed()

    @property
    def rule(self) -> dict:
        return self.spec["params"][self.param]

    @property
    def size(self) -> int:
        return self.rule.get("size", 1)

    def _variant_changed(self) -> None:
        if len(self.specs) > 1:
            self.spec = self.variants.currentData()
        self.selected &= set(self.rule["of"])
        _clear_layout(self.extra_row)
        self.extras = {}
        for name, rule in self.spec["params"].items():
            if name == self.param or rule["type"] != "one_of" or len(rule["of"]) < 2:
                continue
            box = QComboBox()
            box.setAccessibleName(names.param(name))
            for value in rule["of"]:
                box.addItem(names.value(name, value, self.prompt.seat_names), value)
            self.extra_row.addWidget(QLabel(names.param(name)))
            self.extra_row.addWidget(box)
            self.extras[name] = box
        self.extra_row.addStretch(1)
        _clear_layout(self.seat_row)
        self.seat_buttons = {}
        for seat in self.rule["of"]:
            button = QPushButton(self.prompt.seat_names[seat])
            button.setCheckable(True)
            button.setChecked(seat in self.selected)
            button.setAccessibleName(self.prompt.seat_names[seat])
            button.clicked.connect(lambda _checked, s=seat: self.toggle(s))
            button.toggled.connect(lambda on, b=button, name=self.prompt.seat_names[seat]: b.setAccessibleName(
                tr("prompt", "%1 (chosen)", name) if on else name))
            self.seat_row.addWidget(button)
            self.seat_buttons[seat] = button
            self.prompt.buttons.append(button)
        self.seat_row.addStretch(1)
        self._refresh()

    def toggle(self, seat: int) -> None:
        if seat not in self.rule["of"]:
            return
        if seat in self.selected:
            self.selected.discard(seat)
        elif self.size == 1:
            self.selected = {seat}
        elif len(self.selected) < self.size:
            self.selected.add(seat)
        self._refresh()

    def _refresh(self) -> None:
        for seat, button in self.seat_buttons.items():
            button.setChecked(seat in self.selected)
        self.count.setText(tr("prompt", "%1 of %2 chosen", len(self.selected), self.size))
        self.confirm.setText(names.command(self.kind))
        self.confirm.setAccessibleName(names.command(self.kind))
        self.confirm.setAccessibleDescription(self.count.text())
        self.confirm.setEnabled(len(self.selected) == self.size)
        self.prompt.choice_changed.emit(set(self.rule["of"]), set(self.selected))

    def _send(self) -> None:
        command = {"kind": self.kind}
        for name, rule in self.spec["params"].items():
            if name in self.extras:
                command[name] = self.extras[name].currentData()
            elif name != self.param:
                command[name] = rule["of"][0]
        chosen = sorted(self.selected)
        command[self.param] = chosen if self.rule["type"] == "subset" else chosen[0]
        self.prompt.command_chosen.emit(command)


class _GenericForm(QWidget):
    """Any spec: pick the variant, then each parameter from its allowed values; then confirm."""

    def __init__(self, prompt: PromptArea, kind: str, specs: list[dict]) -> None:
        super().__init__()
        self.prompt = prompt
        self.kind = kind
        self.specs = specs
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.variant = QComboBox()
        self.variant.setAccessibleName(names.command(kind))
        for spec in specs:
            self.variant.addItem(_describe(spec, prompt.seat_names) or names.command(kind), spec)
        self.variant.setVisible(len(specs) > 1)
        self.variant.currentIndexChanged.connect(self._build)
        self.row.addWidget(self.variant)
        self.fields = QHBoxLayout()
        self.row.addLayout(self.fields)
        self.confirm = QPushButton(names.command(kind))
        self.confirm.setObjectName("primary")
        self.confirm.clicked.connect(self._send)
        self.row.addWidget(self.confirm)
        prompt.buttons.append(self.confirm)
        self.editors: dict[str, object] = {}
        self._build()

    def _build(self) -> None:
        _clear_layout(self.fields)
        self.editors = {}
        spec = self.variant.currentData()
        for name, rule in spec["params"].items():
            if rule["type"] == "one_of" and len(rule["of"]) == 1:
                self.editors[name] = rule["of"][0]
                continue
            label = QLabel(names.param(name))
            self.fields.addWidget(label)
            if rule["type"] == "one_of":
                box = QComboBox()
                box.setAccessibleName(names.param(name))
                for value in rule["of"]:
                    box.addItem(names.value(name, value, self.prompt.seat_names), value)
                self.fields.addWidget(box)
                self.editors[name] = box
            else:
                ticks = {}
                for value in rule["of"]:
                    button = QPushButton(names.value(name, value, self.prompt.seat_names))
                    button.setCheckable(True)
                    button.toggled.connect(self._refresh)
                    self.fields.addWidget(button)
                    ticks[value] = button
                self.editors[name] = (rule["size"], ticks)
        self._refresh()

    def _refresh(self) -> None:
        ok = all(len([v for v, b in e[1].items() if b.isChecked()]) == e[0]
                 for e in self.editors.values() if isinstance(e, tuple))
        self.confirm.setEnabled(ok)

    def _send(self) -> None:
        command = {"kind": self.kind}
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                command[name] = editor.currentData()
            elif isinstance(editor, tuple):
                command[name] = sorted(v for v, b in editor[1].items() if b.isChecked())
            else:
                command[name] = editor
        self.prompt.command_chosen.emit(command)


def _describe(spec: dict, seat_names: list[str]) -> str:
    """A variant's fixed values, e.g. a card id: "Weapon"."""
    return " · ".join(names.value(p, r["of"][0], seat_names) for p, r in spec["params"].items()
                      if r["type"] == "one_of" and len(r["of"]) == 1)


def _alive(widget) -> bool:
    """False for a widget whose C++ side is gone (buttons of a cleared prompt)."""
    try:
        widget.isVisible()
        return True
    except RuntimeError:
        return False


def _clear_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear_layout(item.layout())
