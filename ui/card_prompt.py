"""A card-first prompt (Bodyguard, and any game whose commands name a card from the hand).

Pick a card (here or by clicking it on the table); the prompt then offers what that card can do:
a target for a hit or an action, the hit to remove for Plan B, or a discard. Built from the legal
specs alone, so it offers exactly what the engine allows.
"""
from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from . import names
from .text import tr

CARD = "card"
LABEL_WIDTH = 170  # the labels in front of the card row and each action row line up


def uses_cards(legal: list[dict]) -> bool:
    """Several commands choose a card from the hand: a card-first prompt reads best."""
    with_card = [spec for spec in legal if CARD in spec["params"] and spec["params"][CARD]["type"] == "one_of"]
    if len({spec["kind"] for spec in with_card}) == 1 and all(
            len(spec["params"][CARD]["of"]) == 1 and any(names.is_seat_param(p) for p in spec["params"]) for spec in with_card):
        return False  # one card each, given to or taken from a player (plot cards): pick the card, then the seat
    return len(with_card) >= 2


class CardPlay(QWidget):
    def __init__(self, prompt, legal: list[dict]) -> None:
        super().__init__()
        self.prompt = prompt
        self.specs = [spec for spec in legal if CARD in spec["params"]]
        self.cards: list[str] = []
        for spec in self.specs:
            for card in spec["params"][CARD]["of"]:
                if card not in self.cards:
                    self.cards.append(card)
        self.chosen: str | None = None
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        hint = QLabel(tr("prompt", "Choose a card:"))
        hint.setToolTip(tr("prompt", "Choose a card here, or click it in your hand"))
        hint.setObjectName("hint")
        hint.setMinimumWidth(LABEL_WIDTH)
        row.addWidget(hint)
        self.card_buttons: dict[str, QPushButton] = {}
        for card in self.cards:
            button = QPushButton(names.value(CARD, card, prompt.seat_names))
            button.setCheckable(True)
            button.setAccessibleName(button.text())
            button.clicked.connect(lambda _checked, c=card: self.select(c))
            row.addWidget(button)
            self.card_buttons[card] = button
            prompt.buttons.append(button)
        row.addStretch(1)
        column.addLayout(row)
        self.options = QVBoxLayout()
        column.addLayout(self.options)

    def select(self, card: str) -> bool:
        if card not in self.card_buttons:
            return False
        self.chosen = card
        for other, button in self.card_buttons.items():
            button.setChecked(other == card)
        _clear(self.options)
        for spec in self.specs:
            if card in spec["params"][CARD]["of"]:
                self.options.addLayout(self._action_row(spec, card))
        return True

    def _action_row(self, spec: dict, card: str) -> QHBoxLayout:
        """One command for the chosen card: a button per value of its other parameter, or one button."""
        row = QHBoxLayout()
        label = QLabel(names.command(spec["kind"]))
        label.setMinimumWidth(LABEL_WIDTH)
        row.addWidget(label)
        others = {name: rule for name, rule in spec["params"].items() if name != CARD}
        base = {"kind": spec["kind"], CARD: card}
        if not others:
            row.addWidget(self._send_button(names.command(spec["kind"]), base))
        elif len(others) == 1 and next(iter(others.values()))["type"] == "one_of":
            (name, rule), = others.items()
            for value in rule["of"]:
                row.addWidget(self._send_button(names.value(name, value, self.prompt.seat_names), {**base, name: value}))
        else:  # an unusual shape: the first allowed value of each, still legal
            command = dict(base, **{n: (r["of"][0] if r["type"] == "one_of" else r["of"][: r["size"]]) for n, r in others.items()})
            row.addWidget(self._send_button(names.command(spec["kind"]), command))
        row.addStretch(1)
        return row

    def _send_button(self, text: str, command: dict) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(f"{names.command(command['kind'])}: {text}")
        button.clicked.connect(lambda: self.prompt.command_chosen.emit(dict(command)))
        self.prompt.buttons.append(button)
        return button


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())
