"""What lies in front of each seat besides the round's tokens: plot cards and table tokens."""
from __future__ import annotations

from .. import names
from .art_names import plot_art, token_art


def seat_holdings(view: dict) -> list[list[tuple[str, str]]]:
    """Per seat, (art name, tooltip) for each plot card held and each token (Lady, Excalibur...)."""
    players = view["players"]
    result: list[list[tuple[str, str]]] = [[] for _ in range(players)]
    for code, token in sorted((view.get("tokens") or {}).items()):
        holder = token.get("holder") if isinstance(token, dict) else None
        if isinstance(holder, int) and 0 <= holder < players:
            result[holder].append((token_art(code), names.card(code)))
    plot = view.get("plot") or {}
    for seat, cards in enumerate(plot.get("held") or []):
        if seat < players:
            result[seat].extend((plot_art(card), names.card(card)) for card in cards)
    return result
