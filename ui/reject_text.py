"""Why a command or a join was refused, in words (the host and engine send codes only)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP as N

from .names import tidy

REJECTS = {
    "not_pending": N("reject", "It is not your turn to decide."),
    "stale_sequence": N("reject", "The table moved on; look again and choose."),
    "game_over": N("reject", "The game is over."),
    "must_play_success": N("reject", "Your side must play Success."),
    "must_play_fail": N("reject", "You must play Fail."),
    "wrong_size": N("reject", "Choose the right number of players."),
    "not_allowed": N("reject", "That choice is not allowed now."),
    "rate_limited": N("reject", "Too fast — wait a moment."),
    "cannot_kill_president": N("reject", "The Bodyguard cannot place the President's last hit."),
    "type_already_present": N("reject", "That player already has a hit of this type."),
}


def reject_text(code: str, params: dict) -> str:
    if code in REJECTS:
        return QCoreApplication.translate("reject", REJECTS[code])
    return QCoreApplication.translate("reject", "Not accepted: %1").replace("%1", tidy(code))
