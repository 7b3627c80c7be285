"""Why a host refused us, in the player's words (the host sends codes, never sentences)."""
from __future__ import annotations

from ..text import tr


def refusal_text(code: str, detail: str = "") -> str:
    texts = {
        "table_full": tr("lan", "This table has no room left: every seat, or every place to watch, is taken."),
        "seat_in_use": tr("lan", "That seat is still connected from another window or computer."),
        "bad_name": tr("lan", "Choose a name with at least one letter or digit."),
        "table_stopped": tr("lan", "The host cannot save the game (its disk may be full), so the table has stopped. Nothing already played is lost."),
        "seat_taken": tr("lan", "Someone else just took that seat. Pick another one."),
        "bad_password": tr("lan", "That password is not right for this table."),
        "incompatible_version": tr("lan", "This table runs a different version of Safehouse. Use the same version as the host to join."),
        "game_running": tr("lan", "A game is being played at this table right now."),
        "kicked": tr("lan", "The host gave your seat to someone else."),
        "table_closed": tr("lan", "The host closed the table."),
        "bad_token": tr("lan", "Your seat at this table is no longer yours."),
        "no_such_seat": tr("lan", "That seat does not exist."),
        "unreachable": tr("lan", "No Safehouse table answered at that address."),
        "bad_address": tr("lan", "Type the address as the host shows it, for example 192.168.1.20:52000."),
        "rate_limited": tr("lan", "Slow down a little: too many messages at once."),
        "not_allowed": tr("lan", "That is not possible for your own seat."),
    }
    return texts.get(code) or tr("lan", "The table refused: %1", code.replace("_", " "))
