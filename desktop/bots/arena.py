"""Paired games between two bot levels, and the statistics `safehouse arena` reports.

Each deal (seats, roles, first leader, seed) is played twice: once with the focal level in one seat
and once with the control level in that same seat, every other seat played by the field. The pair
shares everything but that one seat, so their difference measures the level, not the luck.

The field is a level, a gauntlet style, `gauntlet` (every style), or a comma list of those: each
other seat draws its player from the list per deal, the same draw in both games of the pair.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..engine.core import Game
from . import LEVELS, make_bot
from .base import Bot
from .gauntlet import STYLES, StyleBot
from .runner import play, seat_rng

GAUNTLET = "gauntlet"


@dataclass(frozen=True)
class Deal:
    index: int
    seed: str
    config: dict  # with the deal's pins (roles, first leader) when the game has them
    seat: int  # the seat the focal and control levels take in turn
    side: str  # that seat's side at the deal


def make_deal(game: Game, config: dict, base_seed: str, index: int) -> Deal:
    """The deal's pins, from its own seeded generator; alternate the measured seat's side."""
    rng = random.Random(f"{base_seed}:deal:{index}")
    players = config["players"]
    options = dict(config["options"])
    keys = game.option_set().by_key()
    seat_side: list[str] | None = None
    if "roles" in keys and hasattr(game, "role_deck"):
        roles = list(game.role_deck(config))
        rng.shuffle(roles)
        options["roles"] = roles
        seat_side = [game.side_of(role) for role in roles]
    if "first_leader" in keys:
        options["first_leader"] = rng.randrange(players)
    if seat_side is not None:
        wanted = game.sides[index % 2]
        seat = rng.choice([s for s in range(players) if seat_side[s] == wanted])
        side = wanted
    else:
        seat = rng.randrange(players)
        side = game.sides[0] if len(game.sides) == 1 else "all"
    pinned, _ = game.validate_config({"players": players, "options": options})
    return Deal(index, f"{base_seed}:{index}", pinned, seat, side)


def field_names(field: str) -> list[str]:
    """The players a field draws from: levels and styles, `gauntlet` standing for every style."""
    names: list[str] = []
    for name in (part.strip() for part in field.split(",")):
        for one in (STYLES if name == GAUNTLET else (name,)):
            if one not in LEVELS and one not in STYLES:
                known = ", ".join([*LEVELS, *STYLES, GAUNTLET])
                raise ValueError(f"unknown player {one!r} in the field; known: {known}")
            names.append(one)
    if not names:
        raise ValueError("the field is empty")
    return names


def seat_players(deal: Deal, field: str) -> list[str]:
    """Who plays each seat of the deal besides the measured one: drawn from the field per deal."""
    names = field_names(field)
    rng = random.Random(f"{deal.seed}:field")
    return [rng.choice(names) for _ in range(deal.config["players"])]


def make_player(game_name: str, name: str, seat: int, rng: random.Random) -> Bot:
    return StyleBot(game_name, seat, rng, name) if name in STYLES else make_bot(game_name, name, seat, rng)


def play_deal(game: Game, deal: Deal, level: str, field: str) -> dict:
    """One game of the deal with `level` in the measured seat: did that seat win, its score, and how the game ended."""
    field_seats = seat_players(deal, field)
    bots = [make_player(game.name, level if seat == deal.seat else field_seats[seat], seat, seat_rng(deal.seed, seat))
            for seat in range(deal.config["players"])]
    state = play(game, deal.config, deal.seed, bots)
    outcome = game.outcome(state) or {}
    won = deal.seat in outcome.get("winning_seats", [])
    scores = outcome.get("scores")
    if isinstance(scores, dict):
        score = scores.get(str(deal.seat), scores.get(deal.seat, 0))
    elif isinstance(scores, list):
        score = scores[deal.seat]
    else:
        score = 1.0 if won else 0.0
    return {"won": won, "score": float(score), "reason": outcome.get("reason")}


def play_pair(args: tuple) -> dict:
    """Both games of one deal (a top-level function so a process pool can run it)."""
    game_name, config, base_seed, index, focal, control, field = args
    from ..engine import GAMES

    game = GAMES[game_name]
    deal = make_deal(game, config, base_seed, index)
    return {"side": deal.side, "focal": play_deal(game, deal, focal, field), "control": play_deal(game, deal, control, field)}


# ---- statistics ------------------------------------------------------------------------------
Z95 = 1.959964


def wilson(wins: int, n: int) -> list[float]:
    """95% Wilson interval of a win rate: sound near 0 and 1, where the normal one is not."""
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def mean_interval(values: list[float]) -> dict:
    n = len(values)
    if n == 0:
        return {"mean": 0.0, "ci95": [0.0, 0.0], "n": 0}
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(variance / n)
    return {"mean": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)], "n": n}


def summarise(pairs: list[dict], with_scores: bool = False) -> dict:
    """The arena report: win rates per side for focal and control, and the paired differences."""
    report: dict = {}
    sides = sorted({p["side"] for p in pairs})
    for who in ("focal", "control"):
        report[who] = {}
        for side in sides:
            games = [p[who] for p in pairs if p["side"] == side]
            wins = sum(1 for g in games if g["won"])
            entry = {"win_rate": round(wins / len(games), 4), "ci95": wilson(wins, len(games)), "n": len(games)}
            if with_scores:
                entry["mean_score"] = mean_interval([g["score"] for g in games])
            report[who][side] = entry
    difference = [int(p["focal"]["won"]) - int(p["control"]["won"]) for p in pairs]
    report["paired_difference"] = mean_interval(difference)
    report["paired_difference_by_side"] = {
        side: mean_interval([int(p["focal"]["won"]) - int(p["control"]["won"]) for p in pairs if p["side"] == side])
        for side in sides}
    if with_scores:
        report["paired_score_difference"] = mean_interval([p["focal"]["score"] - p["control"]["score"] for p in pairs])
    return report
