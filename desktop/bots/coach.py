"""The practice coach: the expert level's belief about the hidden roles, from one seat's view only.

`belief(game_name, view, events)` returns plain data the UI can draw:
- mission games: {"evil": {seat: P(evil)}, "worlds": count, "merlin": {seat: P(Merlin)} (Avalon, when
  the seat is evil and hunts him), "percival_pair": [...] (Percival's two candidates)};
- Bodyguard: {"assassin": {seat: P(assassin)}, "roles": {seat: {"president", "bodyguard", "assassin"}}}, from
  the hard level's Bayesian belief over the round's roles (bodyguard/belief.py).
"""
from __future__ import annotations

import random

from .skill import LEVEL_SKILLS


def belief(game_name: str, view: dict, events: list[dict] | None = None) -> dict:
    skill = LEVEL_SKILLS["expert"]
    rng = random.Random(0)  # the belief is exact; the generator only breaks ties nobody sees
    if game_name == "bodyguard":
        from .bodyguard import BodyguardPlayer

        return BodyguardPlayer(skill, rng).belief(view, events or [])
    from .mission import MissionPlayer
    from .mission.avalon import merlin_odds
    from .mission.calibrated import measured_model
    from .mission.reading import Table

    player = MissionPlayer(skill, rng, measured_model(view["players"]))
    data = player.belief(view)
    table = Table(view)
    if game_name == "avalon" and table.i_am_evil:
        data["merlin"] = {str(s): p for s, p in merlin_odds(table).items()}
    pairs = [f["seats"] for f in table.facts if f.get("fact") == "one_of_roles"]
    if pairs:
        data["percival_pair"] = pairs[0]
    return data
