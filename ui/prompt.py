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
from .decisions import card_art
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

    def __init__(self, art: Art, parent: QWidget | None = None, game: str = "avalon") -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.art = art
        self.game = game  # whose role art a role choice shows
        self.seat_names: list[str] = []
        self.title = QLabel()
        self.title.setObjectName("heading")
        self.title.setWordWrap(True)
        self.explain = QLabel()  # the rules of this decision, and who may be named
        self.explain.setObjectName("warning")
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(Qt.PlainText)
        self.explain.hide()
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
        column.addWidget(self.explain)
        column.addWidget(self.detail)
        column.addLayout(self.actions)
        column.addWidget(self.error)
        column.addStretch(1)  # a short prompt sits at the top of its dock
        self._picker: _SeatPicker | None = None
        self._pickers: dict[str, list[dict]] = {}
        self._picker_box: QVBoxLayout | None = None
        self._mode_buttons: dict[str, QPushButton] = {}
        self._side_buttons: list[QPushButton] = []
        self._cards: CardPlay | None = None
        self.buttons: list[QPushButton] = []

    # ---- building ----------------------------------------------------------------------------------
    def clear(self) -> None:
        self._picker = None
        self._pickers = {}
        self._picker_box = None
        self._mode_buttons = {}
        self._side_buttons = []
        self._cards = None
        self.explain.hide()
        self.buttons = []
        _clear_layout(self.actions)
        self.error.hide()
        self.choice_changed.emit(set(), set())

    def show_message(self, title: str, detail: str = "") -> None:
        self.clear()
        self.title.setText(title)
        self._set_detail(detail)

    def _set_detail(self, text: str) -> None:
        self.detail.setText(text)
        self.detail.setVisible(bool(text))  # an empty line would push the controls down

    def show_legal(self, legal: list[dict], seat_names: list[str], title: str, detail: str = "",
                   explanation: str = "") -> None:
        self.clear()
        self.seat_names = seat_names
        self.title.setText(title)
        self.explain.setText(explanation)
        self.explain.setVisible(bool(explanation))
        self._set_detail(detail)
        kinds: dict[str, list[dict]] = {}
        if uses_cards(legal):
            self._cards = CardPlay(self, legal)
            self.actions.addWidget(self._cards)
            legal = [spec for spec in legal if "card" not in spec["params"]]
        for spec in legal:
            kinds.setdefault(spec["kind"], []).append(spec)
        simple: list[QPushButton] = []  # one press sends: a vote, a card, "Pass"
        forms: list[QWidget] = []
        for kind, specs in kinds.items():
            if all(not spec["params"] for spec in specs):
                simple.append(self._button(names.command(kind), {"kind": kind}))
            elif seat_param(specs[0]) and all(seat_param(s) == seat_param(specs[0]) for s in specs):
                self._pickers[kind] = specs
            elif len(specs) == 1 and len(specs[0]["params"]) == 1 and next(iter(specs[0]["params"].values()))["type"] == "one_of":
                simple += self._value_buttons(kind, specs[0])
            else:
                forms.append(_GenericForm(self, kind, specs))
        if self._pickers:
            self._side_buttons = simple
            if len(self._pickers) > 1:  # several ways to choose players (Merlin, the lovers, the Cleric): a mode first
                self.actions.addWidget(self._mode_row())
            box = QWidget()
            self._picker_box = QVBoxLayout(box)
            self._picker_box.setContentsMargins(0, 0, 0, 0)
            self.actions.addWidget(box)
            self._choose_mode(next(iter(self._pickers)))
        elif simple:
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            for button in simple:
                row.addWidget(button)
            row.addStretch(1)
            self.actions.addWidget(box)
        for form in forms:
            box = QWidget()
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(form)
            row.addStretch(1)
            self.actions.addWidget(box)
        self._number_buttons()
        if self.buttons:
            self.buttons[0].setFocus()

    def _value_buttons(self, kind: str, spec: dict) -> list[QPushButton]:
        """One button per allowed value; a lone card value reads "Play <card>" and shows the card."""
        (param, rule), = spec["params"].items()
        buttons = []
        for value in rule["of"]:
            text = names.value(param, value, self.seat_names)
            if kind == "play_card" and len(rule["of"]) == 1:
                text = tr("prompt", "Play %1", text)
            button = self._button(text, {"kind": kind, param: value})
            icon = VALUE_ICONS.get((param, value))
            if icon:
                button.setIcon(self.art.icon(icon, 40))
                button.setIconSize(QSize(40, 40))
                button.setMinimumHeight(58)
            elif card_art(param, value, self.game):
                _card_icon(button, self.art, card_art(param, value, self.game))
            buttons.append(button)
        return buttons

    def _mode_row(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        for kind in self._pickers:
            button = QPushButton(names.command(kind))
            button.setCheckable(True)
            button.setAccessibleName(names.command(kind))
            button.clicked.connect(lambda _checked, k=kind: self._choose_mode(k))
            row.addWidget(button)
            self._mode_buttons[kind] = button
        row.addStretch(1)
        return box

    def _choose_mode(self, kind: str) -> None:
        for other, button in self._mode_buttons.items():
            button.setChecked(other == kind)
        if self._picker is not None and self._picker.kind == kind:
            return
        if self._picker is not None:
            for button in self._side_buttons:
                button.setParent(None)  # keep "Pass" alive while the picker around it goes
            self.buttons = [b for b in self.buttons if b not in self._picker.own_buttons]
            self._picker.deleteLater()
        self._picker = _SeatPicker(self, kind, self._pickers[kind], self._side_buttons)
        self._picker_box.addWidget(self._picker)
        self.buttons = [b for b in self.buttons if b not in self._side_buttons] + self._side_buttons
        self._number_buttons()

    def keyPressEvent(self, event) -> None:
        """Keys for playing without a mouse: 1-9 press the n-th choice (a vote, a card, a player),
        Enter confirms a complete choice (a focused button it presses anywhere: ui/enter_key.py), arrow
        keys move between the choices."""
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
        if key in (Qt.Key_Return, Qt.Key_Enter):  # a focused button took it already (ui/enter_key.py)
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
        if self._picker is not None and self._picker.choose_extra(param, value):
            return True
        for box in self.findChildren(QComboBox):
            if box.accessibleName() == names.param(param) and box.findData(value) >= 0:
                box.setCurrentIndex(box.findData(value))
                return True
        return False


class _SeatPicker(QWidget):
    """Choose players (a team, a target) on the table or with these buttons, then confirm.

    Several specs of one kind differ in another parameter (Targeting: the mission; a plot card to hand
    out or take): chosen first, with the card's art when it has one. Other parameters with a choice (the
    role to name) are buttons too. `side_buttons` ("Pass") sit beside the confirm button.
    """

    def __init__(self, prompt: PromptArea, kind: str, specs: list[dict], side_buttons: list[QPushButton] = ()) -> None:
        super().__init__()
        self.prompt = prompt
        self.kind = kind
        self.specs = specs
        self.param = seat_param(specs[0])
        self.spec = specs[0]
        self.selected: set[int] = set()
        self.own_buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.variants: QComboBox | None = None
        self.variant_buttons: dict[int, QPushButton] = {}
        varying = self._varying_param()
        arts = [card_art(varying, spec["params"][varying]["of"][0], prompt.game) for spec in specs] if varying else []
        if len(specs) > 1 or (varying and all(arts)):
            if varying and all(arts):
                row = QHBoxLayout()
                row.addWidget(_hint_label(names.param(varying)))
                for index, (spec, art_name) in enumerate(zip(specs, arts)):
                    value = spec["params"][varying]["of"][0]
                    button = QPushButton(names.value(varying, value, prompt.seat_names))
                    button.setCheckable(True)
                    button.setAccessibleName(button.text())
                    _card_icon(button, prompt.art, art_name)
                    button.clicked.connect(lambda _checked, i=index: self._pick_variant(i))
                    row.addWidget(button)
                    self.variant_buttons[index] = button
                    self._own(button)
                row.addStretch(1)
                layout.addLayout(row)
            else:
                self.variants = QComboBox()
                self.variants.setAccessibleName(tr("prompt", "Which one"))
                for spec in specs:
                    other = [f"{names.value(p, r['of'][0], prompt.seat_names)}" for p, r in spec["params"].items()
                             if p != self.param and r["type"] == "one_of"]
                    self.variants.addItem(" · ".join(other) or names.command(kind), spec)
                self.variants.currentIndexChanged.connect(self._variant_changed)
                layout.addWidget(self.variants)
        self.extra_row = QHBoxLayout()  # other parameters with a choice (a role to name)
        layout.addLayout(self.extra_row)
        self.extras: dict[str, QComboBox] = {}
        self.extra_buttons: dict[str, dict] = {}  # param -> {value: button}
        self.extra_choice: dict[str, object] = {}
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
        for button in side_buttons:
            bottom.addWidget(button)
        bottom.addWidget(self.confirm)
        layout.addLayout(bottom)
        if self.variant_buttons:
            self._pick_variant(0)
        else:
            self._variant_changed()

    def _own(self, button: QPushButton) -> None:
        self.own_buttons.append(button)
        self.prompt.buttons.append(button)

    def _varying_param(self) -> str | None:
        """The one parameter (not the seats) whose single value differs between the specs."""
        names_ = [p for p, r in self.specs[0]["params"].items() if p != self.param and r["type"] == "one_of"]
        for name in names_:
            if all(name in spec["params"] and len(spec["params"][name]["of"]) == 1 for spec in self.specs):
                return name
        return None

    def _pick_variant(self, index: int) -> None:
        for other, button in self.variant_buttons.items():
            button.setChecked(other == index)
        self.spec = self.specs[index]
        self._variant_changed()

    @property
    def rule(self) -> dict:
        return self.spec["params"][self.param]

    @property
    def size(self) -> int:
        return self.rule.get("size", 1)

    def _variant_changed(self) -> None:
        if self.variants is not None:
            self.spec = self.variants.currentData()
        self.selected &= set(self.rule["of"])
        for button in self.seat_buttons.values():
            if button in self.prompt.buttons:
                self.prompt.buttons.remove(button)
        for values in self.extra_buttons.values():
            for button in values.values():
                if button in self.prompt.buttons:
                    self.prompt.buttons.remove(button)
        _clear_layout(self.extra_row)
        self.extras = {}
        self.extra_buttons = {}
        self.extra_choice = {}
        for name, rule in self.spec["params"].items():
            if name == self.param or rule["type"] != "one_of" or len(rule["of"]) < 2:
                continue
            self.extra_row.addWidget(_hint_label(names.param(name)))
            if len(rule["of"]) <= 8:
                buttons = {}
                for value in rule["of"]:
                    button = QPushButton(names.value(name, value, self.prompt.seat_names))
                    button.setCheckable(True)
                    button.setAccessibleName(button.text())
                    if card_art(name, value, self.prompt.game):
                        _card_icon(button, self.prompt.art, card_art(name, value, self.prompt.game))
                    button.clicked.connect(lambda _checked, n=name, v=value: self.choose_extra(n, v))
                    self.extra_row.addWidget(button)
                    buttons[value] = button
                    self._own(button)
                self.extra_buttons[name] = buttons
            else:
                box = QComboBox()
                box.setAccessibleName(names.param(name))
                for value in rule["of"]:
                    box.addItem(names.value(name, value, self.prompt.seat_names), value)
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
            self._own(button)
        self.seat_row.addStretch(1)
        self.prompt._number_buttons()
        self._refresh()

    def choose_extra(self, name: str, value) -> bool:
        buttons = self.extra_buttons.get(name)
        if not buttons or value not in buttons:
            return False
        self.extra_choice[name] = value
        for other, button in buttons.items():
            button.setChecked(other == value)
        self._refresh()
        return True

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

    def _confirm_text(self) -> str:
        if self.kind == "play_card" and "card" in self.spec["params"]:
            return tr("prompt", "Play %1", names.card(self.spec["params"]["card"]["of"][0]))
        return names.command(self.kind)

    def _refresh(self) -> None:
        for seat, button in self.seat_buttons.items():
            button.setChecked(seat in self.selected)
        self.count.setText(tr("prompt", "%1 of %2 chosen", len(self.selected), self.size))
        self.confirm.setText(self._confirm_text())
        self.confirm.setAccessibleName(self.confirm.text())
        self.confirm.setAccessibleDescription(self.count.text())
        ready = len(self.selected) == self.size and all(name in self.extra_choice for name in self.extra_buttons)
        self.confirm.setEnabled(ready)
        self.prompt.choice_changed.emit(set(self.rule["of"]), set(self.selected))

    def _send(self) -> None:
        command = {"kind": self.kind}
        for name, rule in self.spec["params"].items():
            if name in self.extras:
                command[name] = self.extras[name].currentData()
            elif name in self.extra_choice:
                command[name] = self.extra_choice[name]
            elif name != self.param:
                command[name] = rule["of"][0]
        chosen = sorted(self.selected)
        command[self.param] = chosen if self.rule["type"] == "subset" else chosen[0]
        self.prompt.command_chosen.emit(command)


def _hint_label(text: str) -> QLabel:
    label = QLabel(text)
    label.setObjectName("hint")
    return label


def _card_icon(button: QPushButton, art: Art, name: str) -> None:
    """A card's art on its button, in the card proportions (63:88), so the card reads at a glance."""
    button.setIcon(art.icon_card(name, 36))
    button.setIconSize(QSize(36, 50))
    button.setMinimumHeight(60)


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
