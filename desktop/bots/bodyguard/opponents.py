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

Refit the tables after changing a style: `python -m desktop.bots.bodyguard.style_fit [GAMES]`.
"""
from __future__ import annotations

import math

from ...engine.bodyguard.cards import ASSASSIN, BODYGUARD, CARD_INFO, PRESIDENT
from ..weights import log_sum_exp, normalised_exp
from .style_fitted import STYLE_TABLES

TURN_PLAYS = ("hit_president", "hit_attacker", "hit_other", "action_president", "action_other", "plan_b", "discard")
REACTIONS = ("hardcore", "pass")
ROLES = ("president", "bodyguard", "assassin")
NAMES = ("normal", "reader", "paranoid", "aggressive", "cautious", "deceiver", "statistician")
FLOOR = 0.02  # no play is impossible for a style: a casual slip, or a hand that left no choice
BRINK = (ASSASSIN, 1, "hit_president")  # an Assassin placing the President's third type


def nearest(players: int) -> int:
    return 4 if players <= 5 else 6 if players <= 7 else 8


class PlayLog:
    """The public plays per round, as (seat, context, category), and each round's revealed roles
    (None for a round still being played), read from an append-only event list as it grows.
    Context: the President's types at the time less one, 0-2 (0-1 types, 2, 3)."""

    def __init__(self) -> None:
        self.rounds: list[list[tuple]] = []
        self.roles: list[list[str] | None] = []
        self.seen = 0
        self._president = None
        self._types: set[str] = set()
        self._attackers: set[int] = set()

    def feed(self, events: list[dict]) -> None:
        for index in range(self.seen, len(events)):
            self._read(events[index])
        self.seen = max(self.seen, len(events))

    def _read(self, event: dict) -> None:
        kind = event.get("kind")
        if kind == "round_started":
            self.rounds.append([])
            self.roles.append(None)
            self._president, self._types, self._attackers = event["president"], set(), set()
            return
        if not self.rounds:
            return
        plays, president = self.rounds[-1], self._president
        context = min(2, max(0, len(self._types) - 1))
        seat = event.get("seat")
        if kind == "roles_dealt":
            plays.clear()  # a reassignment deals the roles anew: earlier plays were other roles'
        elif kind == "hit_placed":
            target = event["target"]
            on_him = target == president
            plays.append((seat, context, "hit_president" if on_him else "hit_attacker" if target in self._attackers
                          else "hit_other"))
            if on_him:
                self._types.add(event["hit_type"])
                self._attackers.add(seat)
        elif kind == "action_played":
            on_him = event["target"] == president
            plays.append((seat, context, "action_president" if on_him else "action_other"))
            if on_him:
                self._attackers.add(seat)
        elif kind == "plan_b_played":
            plays.append((seat, context, "plan_b"))
            if seat == president:
                self._types.discard(CARD_INFO[event["removed"]][1])
        elif kind == "card_discarded":
            plays.append((seat, context, "discard"))
        elif kind == "hardcore_played":
            plays.append((seat, context, "hardcore"))
        elif kind == "reaction_passed" and event.get("window") in ("counter", "counter_counter"):
            plays.append((seat, context, "pass"))
        elif kind == "round_ended":
            self.roles[-1] = list(event["roles"])


def plays(events: list[dict]) -> tuple[list[list[tuple]], list[list[str] | None]]:
    """Every round's plays and revealed roles (PlayLog) of a whole event list."""
    log = PlayLog()
    log.feed(events)
    return log.rounds, log.roles


class StyleBelief:
    """Per seat, log-weights over NAMES from the finished rounds; `posterior` adds the current
    round's plays under a world's roles. `feed` reads on as the seat's event list grows."""

    def __init__(self, players: int, events: list[dict] = ()) -> None:
        tables = STYLE_TABLES[nearest(players)]
        self.logs = {name: {key: math.log(max(FLOOR, p)) for key, p in tables[name].items()} for name in NAMES}
        self.brink = [tables[name].get(BRINK, 0.0) for name in NAMES]
        self.players = players
        self.base = [[0.0] * len(NAMES) for _ in range(players)]
        self.log = PlayLog()
        self.folded = 0  # finished rounds already in `base`
        self.feed(events)

    def feed(self, events: list[dict]) -> "StyleBelief":
        if len(events) < self.log.seen:  # another game's list: start again
            self.__init__(self.players, events)
            return self
        self.log.feed(events)
        rounds, roles = self.log.rounds, self.log.roles
        while self.folded < len(rounds) and roles[self.folded] is not None:
            for seat, context, category in rounds[self.folded]:
                self._add(self.base[seat], roles[self.folded][seat], context, category)
            self.folded += 1
        return self

    @property
    def current(self) -> list[tuple]:
        """The plays of the round being played (since its latest role deal)."""
        return self.log.rounds[-1] if self.folded < len(self.log.rounds) else []

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
                by_role.append(log_sum_exp(terms) - log_sum_exp(prior))
            ratios[seat] = math.exp(max(-30.0, min(30.0, by_role[0] - by_role[1])))
        return ratios

    def calm(self, me: int) -> float:
        """The chance that no other seat, as an Assassin, places the President's third type when it
        may: each seat by its style belief from the finished rounds and the styles' measured rates.
        (Our normal level holds the third type back: 0.01 at 8 players; the aggressive and the
        deceiver place it: 0.85, 0.90.)"""
        chance = 1.0
        for seat, row in enumerate(self.posterior([None] * self.players)):
            if seat != me:
                chance *= 1.0 - sum(w * rate for w, rate in zip(row, self.brink))
        return chance

    def posterior(self, roles: list[str | None]) -> list[list[float]]:
        """Per seat, the chance of each style (NAMES order), with this round's roles `roles`."""
        rows = [list(row) for row in self.base]
        for seat, context, category in self.current:
            self._add(rows[seat], roles[seat], context, category)
        return [normalised_exp(row) for row in rows]


assert PRESIDENT == ROLES[0]  # the revealed roles use the engine's names
