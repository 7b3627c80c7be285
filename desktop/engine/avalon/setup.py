"""Which role sets may be played, and which deserve a warning (REFERENCE.md §3.11, §3.2, §6 #30-31).

Hard constraints raise ConfigError with a code; soft ones come back as warnings. The counts (special
roles <= seats of their side) are checked by MissionGame.role_deck for both games.
"""
from __future__ import annotations

from ..core import ConfigError
from .roles import (
    ASSASSIN, CLERIC, LANCELOTS, LOVERS, MERLIN, MORDRED, MORDRED_ASSASSIN, MORGANA, PAIRS, PERCIVAL, ROLES, SHOOTERS,
)


def warning(code: str, message: str, **params) -> dict:
    return {"code": code, "message": message, "params": params}


def shot_kinds(roles_in_play, options: dict) -> list[str]:
    """The end-of-game shots this setup allows (§3.3, §3.8, §3.9): what an Assassin could aim at."""
    kinds = []
    if MERLIN in roles_in_play:
        kinds.append("merlin")
    if all(role in roles_in_play for role in LOVERS):
        kinds.append("lovers")
    if CLERIC in roles_in_play and options.get("cleric_hunt"):
        kinds.append("cleric")
    return kinds


def check_roles(config: dict) -> list[dict]:
    players = config["players"]
    options = config["options"]
    chosen = list(options["roles_in_play"])
    for role in chosen:
        if chosen.count(role) > 1:
            raise ConfigError("duplicate_role", f"{role} is listed twice; each special role is one card", role=role)
    for pair in PAIRS:
        present = [role for role in pair if role in chosen]
        if len(present) == 1:
            missing = next(role for role in pair if role not in chosen)
            raise ConfigError("unpaired_role", f"{present[0]} is only played together with {missing}",
                              role=present[0], partner=missing)
    if MORDRED_ASSASSIN in chosen and (ASSASSIN in chosen or MORDRED in chosen):
        other = ASSASSIN if ASSASSIN in chosen else MORDRED
        raise ConfigError("role_twice", f"mordred_assassin already is the {other}; leave {other} out",
                          role=MORDRED_ASSASSIN, other=other)
    shooters = [role for role in chosen if role in SHOOTERS]
    team = options["team_assassination"]
    if team and shooters:
        raise ConfigError("assassin_with_team_assassination",
                          f"team assassination has no Assassin card; leave {shooters[0]} out", role=shooters[0])
    kinds = shot_kinds(chosen, options)
    if kinds and not shooters and not team:
        raise ConfigError("no_assassin", f"the {kinds[0]} shot needs an assassin, mordred_assassin or team assassination",
                          shot=kinds[0])
    _check_shooter_pin(config)
    warnings = []
    if MERLIN not in chosen:
        warnings.append(warning("no_merlin", "no Merlin: the good side has no one who knows the evil players"))
    if PERCIVAL in chosen and MERLIN not in chosen:
        warnings.append(warning("percival_without_merlin", "Percival without Merlin only sees Morgana"))
    if MORGANA in chosen and PERCIVAL not in chosen:
        warnings.append(warning("morgana_without_percival", "Morgana without Percival has no effect"))
    if players == 5 and PERCIVAL in chosen and not {MORDRED, MORGANA, MORDRED_ASSASSIN} & set(chosen):
        warnings.append(warning("percival_at_five", "with 5 players and Percival, also use Mordred or Morgana"))
    if shooters and not kinds:
        warnings.append(warning("assassin_without_target", f"{shooters[0]} has no one to shoot: three successes win",
                                role=shooters[0]))
    return warnings


def _check_shooter_pin(config: dict) -> None:
    """The team-assassination shooter may be pinned, with the roles, to an evil seat (§6b #9)."""
    options = config["options"]
    shooter = options.get("shooter")
    if shooter is None:
        return
    roles = options.get("roles")
    if not options["team_assassination"] or roles is None:
        raise ConfigError("bad_shooter_pin", "the shooter is pinned only with team assassination and pinned roles")
    role = roles[shooter] if 0 <= shooter < len(roles) else None
    # A Lancelot may turn good before the end, so he never shoots (§3.7).
    if role not in ROLES or not ROLES[role].evil or role in LANCELOTS:
        raise ConfigError("bad_shooter_pin", f"seat {shooter} is not an evil seat that stays evil", seat=shooter)
