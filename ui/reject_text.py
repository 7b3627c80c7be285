"""Why a command or a join was refused, in words (the host and engine send codes only)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP as N

from .names import tidy

REJECTS = {
    # the engine (desktop/engine/core/errors.py, Reject)
    "game_over": N("reject", "The game is over."),
    "not_a_seat": N("reject", "That seat is not at this table."),
    "not_pending": N("reject", "It is not your turn to decide."),
    "malformed": N("reject", "That message could not be read."),
    "unknown_command": N("reject", "That move is not possible now."),
    "missing_parameter": N("reject", "Something is missing from that choice."),
    "unexpected_parameter": N("reject", "That choice has something extra in it."),
    "not_allowed": N("reject", "That choice is not allowed now."),
    "wrong_size": N("reject", "Choose the right number of players."),
    "duplicate_choice": N("reject", "The same choice appears twice."),
    "must_play_success": N("reject", "Your side must play Success."),
    "must_play_fail": N("reject", "You must play Fail."),
    "mission_unavailable": N("reject", "That mission cannot be chosen now."),
    "not_on_team": N("reject", "Choose a member of the team."),
    "not_yourself": N("reject", "You cannot choose yourself."),
    "not_a_candidate": N("reject", "That player cannot be chosen."),
    "not_eligible_target": N("reject", "That player cannot be targeted."),
    "card_not_in_hand": N("reject", "That card is not in your hand."),
    "type_already_present": N("reject", "That player already has a hit of this type."),
    "cannot_kill_president": N("reject", "The Bodyguard cannot place the President's last hit."),
    "not_a_role_option": N("reject", "That role cannot be chosen."),
    # the host and the network
    "stale_sequence": N("reject", "The table moved on; look again and choose."),
    "rate_limited": N("reject", "Too fast — wait a moment."),
    "bad_token": N("reject", "This seat belongs to someone else."),
    "bad_password": N("reject", "Wrong password."),
    "already_greeted": N("reject", "Already connected."),
    "already_joined": N("reject", "You are already at this table."),
    "already_seated": N("reject", "You already have a seat."),
    "game_not_started": N("reject", "The game has not started yet."),
    "game_running": N("reject", "The game is already running."),
    "not_joined": N("reject", "Join the table first."),
    "not_owner": N("reject", "Only the host can do that."),
    "not_seated": N("reject", "Take a seat first."),
    "table_not_ready": N("reject", "The table is not ready yet."),
    "table_full": N("reject", "The table is full."),
    "seat_taken": N("reject", "That seat is taken."),
    "no_such_seat": N("reject", "There is no such seat."),
    "incompatible_version": N("reject", "That table runs a different version of Safehouse."),
    "kicked": N("reject", "The host removed you from the table."),
    "table_closed": N("reject", "The table has closed."),
    "frame_too_large": N("reject", "That message was too large."),
    "too_deep": N("reject", "That message was not one Safehouse sends."),
    "table_stopped": N("reject", "The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost."),
    "seat_in_use": N("reject", "That seat is still connected from another window or computer."),
    "bad_name": N("reject", "Choose a name with at least one letter or digit."),
}


def reject_text(code: str, params: dict | None = None) -> str:
    if code in REJECTS:
        return QCoreApplication.translate("reject", REJECTS[code])
    return QCoreApplication.translate("reject", "Not accepted: %1").replace("%1", tidy(code))
