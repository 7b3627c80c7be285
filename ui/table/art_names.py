"""Which SVG under resources/art draws a given code of a given game."""
from __future__ import annotations

ROLE_ART = {
    ("resistance", "resistance"): "resistance/resistance_card",
    ("resistance", "spy"): "resistance/spy_card",
    ("avalon", "good"): "avalon/loyal_servant",
    ("avalon", "evil"): "avalon/minion",
    ("avalon", "good_lancelot"): "avalon/lancelot_good",
    ("avalon", "evil_lancelot"): "avalon/lancelot_evil",
    ("resistance", "resistance_chief"): "resistance/chief_card_resistance",
    ("resistance", "spy_chief"): "resistance/chief_card_spy",
    ("resistance", "resistance_hunter"): "resistance/hunter_card_resistance",
    ("resistance", "spy_hunter"): "resistance/hunter_card_spy",
    ("resistance", "body_guard"): "resistance/bodyguard_role_card",
    # Hunter-module roles without art of their own wear their side's card (the plate names the role).
    ("resistance", "dummy_agent"): "resistance/resistance_card",
    ("resistance", "coordinator"): "resistance/resistance_card",
    ("resistance", "pretender"): "resistance/resistance_card",
    ("resistance", "deep_agent"): "resistance/spy_card",
    ("bodyguard", "president"): "bodyguard/president_card",
    ("bodyguard", "bodyguard"): "bodyguard/bodyguard_card",
    ("bodyguard", "assassin"): "bodyguard/assassin_card",
}
GAME_FOLDERS = {"resistance": "resistance", "avalon": "avalon", "bodyguard": "bodyguard"}


def role_art(game: str, role: str | None) -> str:
    if role is None:
        return "common/hidden_role"
    if (game, role) in ROLE_ART:
        return ROLE_ART[(game, role)]
    if game == "avalon":
        return f"avalon/{role}"
    return f"resistance/{role}_card"


def table_art(game: str) -> str:
    return f"{GAME_FOLDERS.get(game, 'resistance')}/table"


def mission_art(game: str, result: str | None) -> str:
    """An empty slot, or a success / fail result (Avalon has its own quest art)."""
    prefix = "avalon/quest" if game == "avalon" else "resistance/mission"
    return f"{prefix}_{result}" if result else f"{prefix}_slot"


PLOT_ART = {"keeping_a_close_eye": "resistance/plot_keeping_close_eye"}
TOKEN_ART = {
    "lady_of_the_lake": "avalon/lady_of_the_lake", "excalibur": "avalon/excalibur",
    "sire_of_the_sea": "avalon/sire_of_the_sea", "ref_of_the_rain": "avalon/ref_of_the_rain",
    "inquisitor": "resistance/inquisitor_token", "sergeant": "resistance/sergeant_token",
    "investigator": "resistance/investigator_token",
}


def plot_art(card: str) -> str:
    return PLOT_ART.get(card, f"resistance/plot_{card}")


def token_art(token: str) -> str:
    return TOKEN_ART.get(token, "common/round_marker")


def side_token(evil: bool) -> str:
    """Good is a round token, evil a diamond: shape carries the meaning, not only colour."""
    return "common/evil_token" if evil else "common/good_token"
