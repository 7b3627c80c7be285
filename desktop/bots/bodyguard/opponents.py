"""The expert's opponent models for Bodyguard: which style each other seat plays, from its plays.

The search (search.py) plays its candidates out with every other seat played by one of the known
styles (the six gauntlet styles and the usual, normal-level player). Which one is a belief per seat,
re-weighed from that seat's public plays (Bayes over styles, as in the mission games' opponents.py):
- every public play is a category (a hit on the President, on one of his attackers this round or on
  someone else, an action on him or on someone else, a Plan B, a face-down discard; and when an action is aimed at it, a Hardcore or a
  pass), read in its context: the seat's role and how many types the President has in front of him;
- a style is a table of measured rates of those categories per role and context (style_fitted.py);
- a finished round reveals every role, so its plays are weighed under the true roles; the current
  round's plays under the roles of each sampled world.

Refit the tables after changing a style: `python -m desktop.bots.bodyguard.opponents fit [GAMES]`.
"""
from __future__ import annotations

import math
import random
import sys
from collections import Counter
from pathlib import Path

from ...engine.bodyguard.cards import ASSASSIN, BODYGUARD, CARD_INFO, PRESIDENT
from .style_fitted import STYLE_TABLES

TURN_PLAYS = ("hit_president", "hit_attacker", "hit_other", "action_president", "action_other", "plan_b", "discard")
REACTIONS = ("hardcore", "pass")
ROLES = ("president", "bodyguard", "assassin")
NAMES = ("normal", "reader", "paranoid", "aggressive", "cautious", "deceiver", "statistician")
FLOOR = 0.02  # no play is impossible for a style: a casual slip, or a hand that left no choice


def nearest(players: int) -> int:
    return 4 if players <= 5 else 6 if players <= 7 else 8


def plays(events: list[dict]) -> tuple[list[list[tuple]], list[list[str] | None]]:
    """The public plays per round, as (seat, context, category), and each round's revealed roles
    (None for a round still being played). Context: the President's types at the time, 0-1, 2 or 3."""
    rounds: list[list[tuple]] = []
    roles: list[list[str] | None] = []
    president = None
    types: set[str] = set()
    attackers: set[int] = set()
    for event in events:
        kind = event.get("kind")
        if kind == "round_started":
            rounds.append([])
            roles.append(None)
            president, types, attackers = event["president"], set(), set()
            continue
        if not rounds:
            continue
        if kind == "roles_dealt":
            rounds[-1] = []  # a reassignment deals the roles anew: earlier plays were other roles'
            continue
        context = min(2, max(0, len(types) - 1))
        seat = event.get("seat")
        if kind == "hit_placed":
            target = event["target"]
            category = "hit_president" if target == president else "hit_attacker" if target in attackers else "hit_other"
            rounds[-1].append((seat, context, category))
            if target == president:
                types.add(event["hit_type"])
                attackers.add(seat)
        elif kind == "action_played":
            on_him = event["target"] == president
            rounds[-1].append((seat, context, "action_president" if on_him else "action_other"))
            if on_him:
                attackers.add(seat)
        elif kind == "plan_b_played":
            rounds[-1].append((seat, context, "plan_b"))
            if seat == president:
                types.discard(CARD_INFO[event["removed"]][1])
        elif kind == "card_discarded":
            rounds[-1].append((seat, context, "discard"))
        elif kind == "hardcore_played":
            rounds[-1].append((seat, context, "hardcore"))
        elif kind == "reaction_passed" and event.get("window") in ("counter", "counter_counter"):
            rounds[-1].append((seat, context, "pass"))
        elif kind == "round_ended":
            roles[-1] = list(event["roles"])
    return rounds, roles


class StyleBelief:
    """Per seat, log-weights over NAMES from the finished rounds; `posterior` adds the current
    round's plays under a world's roles."""

    def __init__(self, events: list[dict], players: int) -> None:
        tables = STYLE_TABLES[nearest(players)]
        self.logs = {name: {key: math.log(max(FLOOR, p)) for key, p in tables[name].items()} for name in NAMES}
        self.players = players
        self.base = [[0.0] * len(NAMES) for _ in range(players)]
        rounds, roles = plays(events)
        self.current: list[tuple] = []
        for index, round_plays in enumerate(rounds):
            if roles[index] is None:
                self.current = round_plays
                continue
            for seat, context, category in round_plays:
                self._add(self.base[seat], roles[index][seat], context, category)

    def _add(self, row: list[float], role: str | None, context: int, category: str) -> None:
        if role is None:
            return
        for index, name in enumerate(NAMES):
            row[index] += self.logs[name].get((role, context, category), 0.0)

    def bodyguard_ratios(self) -> list[float]:
        """Per seat, P(its plays since the roles were dealt | Bodyguard) / P(them | Assassin), each
        style weighed by what the finished rounds say of the seat (the hard level's evidence)."""
        mine: list[list[tuple]] = [[] for _ in range(self.players)]
        for seat, context, category in self.current:
            mine[seat].append((context, category))
        ratios = [1.0] * self.players
        for seat, seen in enumerate(mine):
            if not seen:
                continue
            prior = self.base[seat]
            by_role = []
            for role in (BODYGUARD, ASSASSIN):
                terms = [prior[index] + sum(self.logs[name].get((role, c, k), 0.0) for c, k in seen)
                         for index, name in enumerate(NAMES)]
                by_role.append(_logsumexp(terms) - _logsumexp(prior))
            ratios[seat] = math.exp(max(-30.0, min(30.0, by_role[0] - by_role[1])))
        return ratios

    def posterior(self, roles: list[str | None]) -> list[list[float]]:
        """Per seat, the chance of each style (NAMES order), with this round's roles `roles`."""
        rows = [list(row) for row in self.base]
        for seat, context, category in self.current:
            self._add(rows[seat], roles[seat], context, category)
        result = []
        for row in rows:
            top = max(row)
            weights = [math.exp(v - top) for v in row]
            total = sum(weights)
            result.append([w / total for w in weights])
        return result


def _logsumexp(values: list[float]) -> float:
    top = max(values)
    return top + math.log(sum(math.exp(v - top) for v in values))


# ---- fitting (offline) ------------------------------------------------------------------------------
FITTED = Path(__file__).with_name("style_fitted.py")


def measure(players: int, games: int, seed: str = "bodyguard-styles") -> Counter:
    """Counts of (style, role, context, category) from games with every seat drawn from NAMES."""
    from ...engine import GAMES
    from ..arena import make_player
    from ..runner import play, seat_rng

    game = GAMES["bodyguard"]
    counts: Counter = Counter()
    config, _ = game.validate_config({"players": players, "options": {}})
    for index in range(games):
        draw = random.Random(f"{seed}:{players}:{index}:field")
        names = [draw.choice(NAMES) for _ in range(players)]
        bots = [make_player(game.name, names[s], s, seat_rng(f"{seed}:{index}", s)) for s in range(players)]
        state = play(game, config, f"{seed}:{index}", bots)
        public = [event.to_data() for event in state.events if event.audience is None]
        rounds, roles = plays(public)
        for round_plays, round_roles in zip(rounds, roles):
            for seat, context, category in round_plays:
                counts[(names[seat], round_roles[seat], context, category)] += 1
    return counts


def tables_from(counts: Counter, prior: float = 4.0) -> dict:
    """Each style's rate of every category in its group (turn plays, reactions), per role and
    context, shrunk a little towards the pooled rate of all styles."""
    result: dict = {name: {} for name in NAMES}
    for role in ROLES:
        for context in range(3):
            for group in (TURN_PLAYS, REACTIONS):
                pooled_total = sum(counts[(n, role, context, c)] for n in NAMES for c in group)
                for name in NAMES:
                    total = sum(counts[(name, role, context, c)] for c in group)
                    for category in group:
                        pooled = (sum(counts[(n, role, context, category)] for n in NAMES) / pooled_total
                                  if pooled_total else 1.0 / len(group))
                        rate = (counts[(name, role, context, category)] + prior * pooled) / (total + prior)
                        result[name][(role, context, category)] = round(rate, 3)
    return result


def refit(games: int = 400) -> str:
    body = ""
    for players in (4, 6, 8):
        tables = tables_from(measure(players, games))
        body += f"    {players}: {{\n" + "".join(f"        {name!r}: {row!r},\n" for name, row in tables.items()) + "    },\n"
    text = (f'''"""Each Bodyguard style's measured play rates at 4, 6 and 8 players, from {games} games a count with
every seat drawn per game from the six gauntlet styles and the normal level (generated: do not edit).

Keys: (role, context: the President's types less one, 0-2, category). Refit after changing a style:
    python -m desktop.bots.bodyguard.opponents fit {games}
"""

STYLE_TABLES = {{\n''' + body + "}\n")
    FITTED.write_text(text, encoding="utf-8")
    return text


assert PRESIDENT == ROLES[0]  # the revealed roles use the engine's names

if __name__ == "__main__":  # pragma: no cover - offline tool
    if sys.argv[1:2] == ["fit"]:
        print(refit(int(sys.argv[2]) if len(sys.argv) > 2 else 400))
