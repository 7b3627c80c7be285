"""Named setups (REFERENCE.md §3.11): the recommended role set per player count, as data.

"recommended-N" is the avalon-game.com table with one evil seat made the Assassin (our default,
shown in brackets there); "mordred-assassin-N" fits Mordred and the Assassin into one card for small
games; "platform-N" is that site's own rules: no Assassin card, the evil team shoots, and the fifth
team goes without a vote (§3.3, §3.10).
"""
from __future__ import annotations

RECOMMENDED_ROLES = {
    5: ["merlin", "percival", "assassin", "morgana"],
    6: ["merlin", "percival", "assassin", "morgana"],
    7: ["merlin", "percival", "assassin", "morgana", "mordred"],
    8: ["merlin", "percival", "assassin", "morgana", "mordred"],
    9: ["merlin", "percival", "tristan", "isolde", "assassin", "morgana", "mordred"],
    10: ["merlin", "percival", "tristan", "isolde", "assassin", "morgana", "mordred", "oberon"],
}
PLATFORM_ROLES = {
    5: ["merlin", "percival", "mordred", "morgana"],
    6: ["merlin", "percival", "mordred", "morgana"],
    7: ["merlin", "percival", "mordred", "morgana"],
    8: ["merlin", "percival", "mordred", "morgana"],
    9: ["merlin", "percival", "tristan", "isolde", "mordred", "morgana"],
    10: ["merlin", "percival", "tristan", "isolde", "mordred", "morgana", "oberon"],
}
LADY_FROM = 7  # every 7-10 preset has the Lady of the Lake (§3.11)


def presets() -> dict[str, dict]:
    named: dict[str, dict] = {}
    for players, roles in RECOMMENDED_ROLES.items():
        lady = players >= LADY_FROM
        named[f"recommended-{players}"] = {"players": players, "options": {"roles_in_play": list(roles), "lady_of_the_lake": lady}}
    for players in (5, 6):
        named[f"mordred-assassin-{players}"] = {"players": players, "options": {
            "roles_in_play": ["merlin", "percival", "mordred_assassin", "morgana"]}}
    for players, roles in PLATFORM_ROLES.items():
        named[f"platform-{players}"] = {"players": players, "options": {
            "roles_in_play": list(roles), "team_assassination": True, "auto_approve_hammer": True,
            "lady_of_the_lake": players >= LADY_FROM}}
    return named
