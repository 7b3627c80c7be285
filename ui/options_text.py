"""Display text for game options and presets (keyed by the engine's option key)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP as N

from .names import tidy

LABELS = {
    "targeting": N("options", "Targeting"),
    "leader_approves": N("options", "Leader always approves"),
    "auto_approve_hammer": N("options", "Fifth team goes without a vote"),
    "blind_spies": N("options", "Blind spies"),
    "plot_cards": N("options", "Plot cards (The Plot Thickens)"),
    "lady_of_the_lake": N("options", "Lady of the Lake"),
    "excalibur": N("options", "Excalibur"),
}
HELP = {
    "targeting": N("options", "The leader picks which mission to attempt; mission 5 only after two successes."),
    "leader_approves": N("options", "House rule: the leader always votes Approve and is not asked."),
    "auto_approve_hammer": N("options", "After four rejections in a round the fifth team goes without a vote."),
    "blind_spies": N("options", "Spies are not told who the other spies are."),
}


def label(key: str) -> str:
    return QCoreApplication.translate("options", LABELS[key]) if key in LABELS else tidy(key)


def help_text(key: str, engine_help: str) -> str:
    """The translated help for a known option; the engine's own line for one added later."""
    return QCoreApplication.translate("options", HELP[key]) if key in HELP else engine_help


def preset_label(name: str) -> str:
    return tidy(name)
