"""Your role at a glance: the role card (large art, side, goal) and what you know, from your view only.

It stays beside the table for the whole game. In hot-seat it shows only while a player's private view
is on screen (behind the curtain); on the public screen it says nothing about anyone.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from . import names
from .art import Art
from .table.art_names import role_art
from .table.card_names import paint_name
from .table.captions import knowledge_lines
from .text import cap, tr

CARD_WIDTH = 84  # 63:88, large enough to read the art from a sofa

def goal(game: str, role: str | None, side: str | None) -> str:
    """One sentence: what this role plays for."""
    if game == "bodyguard":
        return {
            "president": tr("role", "Survive the round: an Assassin needs all four hit types on you."),
            "bodyguard": tr("role", "Keep the President alive, and stay hidden."),
            "assassin": tr("role", "Land all four hit types on the President."),
        }.get(role or "", tr("role", "Your role changes every round: score the most points over all rounds."))
    special = {
        "merlin": tr("role", "You know evil. Guide good to three quests without the Assassin spotting you."),
        "percival": tr("role", "Find the real Merlin among your two candidates, and shield him."),
        "assassin": tr("role", "If good wins three quests, your one shot at Merlin can still win."),
        "morgana": tr("role", "Pose as Merlin to confuse Percival."),
        "mordred": tr("role", "Merlin cannot see you: lead evil from the shadows."),
        "oberon": tr("role", "Evil, but alone: the other minions do not know you."),
        "cleric": tr("role", "You know whether the first leader is good or evil."),
        "commander": tr("role", "You know the spies. Lead the Resistance without being found."),
    }
    if role in special:
        return special[role]
    if side in ("spies", "evil"):
        return tr("role", "Make three missions fail, or get five teams rejected in one round.")
    if side in ("resistance", "good"):
        return tr("role", "Make three missions succeed.")
    return ""


def known_lines(view: dict, seat_names: list[str]) -> list[str]:
    """What the viewer knows beyond their own role, one fact a line."""
    you = view.get("you") or {}
    facts = view.get("knowledge") or []
    first = view.get("first_leader")
    lines = []
    if you.get("role") == "cleric" and isinstance(first, int):  # the first leader's thumb (Cleric)
        thumb = [f for f in facts if f.get("fact") == "side" and f.get("seat") == first and f.get("source") == "reveal"]
        lines += [tr("role", "First leader %1 is %2.", seat_names[first], names.side(f["side"])) for f in thumb]
        view = dict(view, knowledge=[f for f in facts if f not in thumb])
    lines += knowledge_lines(view, seat_names)[1 if you.get("role") else 0:]
    turned = (view.get("lancelot") or {}).get("turned") or []
    if turned:
        lines.append(tr("role", "Lancelot loyalty cards turned: %1.", ", ".join(names.card(card) for card in turned)))
    return lines


def named_pixmap(art: Art, art_name: str, size: QSize, label: str, ratio: float = 2.0) -> QPixmap:
    """A card's pixmap with its name in the plate."""
    pixmap = art.pixmap(art_name, size, ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    paint_name(painter, QRectF(0, 0, size.width(), size.height()), art_name, label)
    painter.end()
    return pixmap


class RolePanel(QFrame):
    def __init__(self, art: Art, game: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.art = art
        self.game = game
        self.card = QLabel()
        self.card.setFixedSize(QSize(CARD_WIDTH, round(CARD_WIDTH * 88 / 63)))
        self.card.setAccessibleName(tr("role", "Your role card"))
        self.role = QLabel()
        self.role.setObjectName("heading")
        self.role.setWordWrap(True)
        self.role.setTextFormat(Qt.PlainText)
        self.side = QLabel()
        self.side.setObjectName("warning")
        self.side.setTextFormat(Qt.PlainText)
        self.side.setWordWrap(True)
        self.goal = QLabel()
        self.goal.setObjectName("hint")
        self.goal.setWordWrap(True)
        self.goal.setTextFormat(Qt.PlainText)
        self.known_title = QLabel(tr("role", "What you know"))
        self.known_title.setObjectName("heading")
        self.known = QLabel()
        self.known.setWordWrap(True)
        self.known.setTextFormat(Qt.PlainText)
        self.known.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        text = QVBoxLayout()
        text.setSpacing(2)
        text.addWidget(self.role)
        text.addWidget(self.side)
        text.addWidget(self.goal)
        text.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.card, 0, Qt.AlignTop)
        top.addLayout(text, 1)
        content = QWidget()
        content.setObjectName("roleContent")
        column = QVBoxLayout(content)
        column.setContentsMargins(10, 8, 10, 8)
        column.addLayout(top)
        column.addWidget(self.known_title)
        column.addWidget(self.known)
        column.addStretch(1)
        # Whatever the side column gives it (a long game's knowledge, 150% text), the panel scrolls
        # rather than squeezing its text.
        scroll = QScrollArea()
        scroll.setWidget(content)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        scroll.setStyleSheet("QScrollArea, QWidget#roleContent { background: transparent; }")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.shown: tuple | None = None

    def show_view(self, view: dict | None, seat_names: list[str]) -> bool:
        """Draw the viewer's role and knowledge; False (and hidden) when the view is nobody's."""
        you = (view or {}).get("you") or {}
        if not view or not isinstance(you.get("seat"), int):
            self.hide()
            self.shown = None
            return False
        role, side = you.get("role"), you.get("side")
        lines = known_lines(view, seat_names)
        key = (role, side, tuple(lines))
        if key != self.shown:
            self.shown = key
            self.card.setPixmap(named_pixmap(self.art, role_art(self.game, role), self.card.size(),
                                             names.role(role) if role else ""))
            self.role.setText(names.role(role) if role else tr("role", "No role yet"))
            self.side.setText(tr("role", "Side: %1", cap(names.side(side))) if side and role not in ("president",) else "")
            self.side.setVisible(bool(self.side.text()))
            self.goal.setText(goal(self.game, role, side))
            self.known.setText("\n".join(lines) if lines else tr("role", "Nothing beyond your own role."))
            self.setAccessibleDescription(" ".join(knowledge_lines(view, seat_names)[:1] + lines))
        self.show()
        return True
