"""A Bodyguard player at one skill level (REFERENCE.md §4; the levels in levels.py).

There is one strategy, policy.py; the levels differ in what it is played on (a flat picture of the
round, or the Bayesian belief of belief.py), in casual slips, and in the expert's search.
"""
from __future__ import annotations

import random

from ..fallback import fallback_command
from ..skill import Skill
from . import belief as beliefs
from . import policy, search
from .levels import bodyguard_skill
from .opponents import StyleBelief


class BodyguardPlayer:
    def __init__(self, skill: Skill, rng: random.Random) -> None:
        self.skill = bodyguard_skill(skill.name)
        self.rng = rng
        self._game = None
        self._styles: StyleBelief | None = None
        self._searches = 0  # searched decisions so far: each draws from its own generator (search_rng)

    def belief(self, view: dict, events: list[dict] | None = None) -> dict:
        """Each other player's role probabilities, from the hard level's belief; and P(assassin)."""
        roles = beliefs.role_odds(view, events or [])
        return {"assassin": {str(s): p["assassin"] for s, p in roles.items() if s != view["president"]},
                "roles": {str(s): p for s, p in roles.items()}}

    def decide(self, view: dict, events: list[dict]) -> dict:
        specs = view["legal"]
        kind = view.get("pending")
        if self.skill.casual:
            return policy.easy(view, specs, self.rng)
        if "you" not in view:
            return fallback_command(specs, self.rng)
        styles = self.styles(view, events) if self.skill.reads_plays else None
        table, bodyguard, spare = policy.picture(view, events, self.skill.reads_plays, styles)
        if kind == "set_aside" and styles is not None:
            table.calm = styles.calm(table.me)
        command = policy.plan(table, specs, kind, self.rng, self.skill.noise)
        if self.skill.search and kind == "turn" and command is not None and search.matters(table, specs):
            command = search.search(self.game(), view, table, specs, command, bodyguard, spare, self.search_rng(),
                                    self.skill.samples, self.skill.budget, styles)
        elif (self.skill.search and kind == "set_aside" and command is not None and not view["reassigned"]
              and view["players"] >= policy.KEEP_OUT_PLAYERS):
            # The round's deal: whether a Bodyguard is in play is worth up to two points to me
            # (a rescue gives me 1 and a rival 2; without one I score 2 or nothing). Where hard
            # always deals it (4-5 players), so does the expert: not measured there.
            command = search.search(self.game(), view, table, specs, command, bodyguard, spare, self.search_rng(),
                                    search.DEAL_SAMPLES, self.skill.budget, styles,
                                    options=search.deal_options(specs, command))
        return command or fallback_command(specs, self.rng)

    def search_rng(self) -> random.Random:
        """A searched decision's own generator, derived from the seat's (its state now, without drawing
        from it) and the decision's number: the search never moves the seat's generator, so a game
        where it keeps hard's every choice is played move for move as hard plays it (sharing the seat's
        generator reshuffled every later random choice, and a paired arena measured noise, not play)."""
        self._searches += 1
        return random.Random(hash((self.rng.getstate()[1], self._searches)))  # the words only: hash(None) varies by process

    def styles(self, view: dict, events: list[dict]) -> StyleBelief:
        """This seat's belief over the others' styles, read on from the events it has not yet read."""
        if self._styles is None or self._styles.players != view["players"]:
            self._styles = StyleBelief(view["players"])
        return self._styles.feed(events)

    def game(self):
        if self._game is None:
            from ...engine import GAMES

            self._game = GAMES["bodyguard"]
        return self._game
