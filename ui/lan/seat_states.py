"""A seat's connection state in words and a shape (never colour alone), from the public lobby."""
from __future__ import annotations

from .. import names
from ..text import tr

# Shapes: ● here · ◌ away, seat held · ⚙ a bot · ○ open
HERE, AWAY, BOT, OPEN = "●", "◌", "⚙", "○"


def seat_state(seat: dict) -> tuple[str, str]:
    """(mark, words) for one lobby seat: who sits there and whether they are connected."""
    kind = seat.get("kind")
    if kind == "open":
        return OPEN, tr("lan", "Open seat")
    if kind == "bot":
        return BOT, tr("lan", "Bot · %1", names.level(seat.get("level") or "random"))
    if seat.get("stand_in"):
        return BOT, tr("lan", "Away — a bot plays for now")
    if seat.get("connected"):
        return HERE, tr("lan", "Connected")
    return AWAY, tr("lan", "Away — seat held")


def seat_line(seat: dict) -> str:
    mark, words = seat_state(seat)
    return f"{mark} {words}"


def seat_display_name(seat: dict) -> str:
    """The name shown for a seat: the player's own (plain text), or a placeholder for an open seat."""
    if seat.get("kind") == "open":
        return tr("lan", "Seat %1 — free", seat.get("seat", 0) + 1)
    if seat.get("kind") == "bot" and not seat.get("name"):
        return tr("lan", "Bot %1", seat.get("seat", 0) + 1)
    return seat.get("name") or tr("lan", "Seat %1", seat.get("seat", 0) + 1)


def status_text(lobby: dict) -> str:
    status = lobby.get("status")
    if status == "playing":
        return tr("lan", "Playing")
    if status == "finished":
        return tr("lan", "Between games")
    return tr("lan", "Waiting for players")


def apply_lobby_seats(lobby: dict, seat_names: list[str], bot_levels: dict[int, str]) -> None:
    """Bring a table's seat names and bot levels up to date from the lobby, in place (the game screen
    holds these very lists)."""
    for seat in lobby.get("seats") or []:
        number = seat.get("seat", 0)
        if 0 <= number < len(seat_names):
            seat_names[number] = seat_display_name(seat)
            if seat.get("kind") == "bot":
                bot_levels[number] = seat.get("level") or "random"
            else:
                bot_levels.pop(number, None)
