"""The expert's search: determinized sampling with short playouts by the hard policy.

For a decision that matters (a proposal, a vote that could decide the game or comes near the hammer,
a spy's mission card), the searcher
1. samples worlds consistent with the seat's view (the engine's `sample_world`) and weights each by
   the tracker's posterior of its evil set (importance weights: the sampler draws consistent deals
   evenly, the tracker knows which are likely);
2. plays each candidate command out in every sampled world — the same worlds and the same playout
   seeds for every candidate (common random numbers), the hard policy in every seat, this seat
   included — until the current mission and the next one are resolved or the game ends;
3. scores a finished game by who won and an unfinished one by how often good wins from that score
   (calibrated.VALUES), and keeps the hard policy's own choice unless another candidate beats it by
   more than the noise.
Only the view and the engine's public API are used (sample_world, clone, pending, view, apply); time
is measured with a monotonic clock and bounded by the skill's budget.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from ..fallback import fallback_command
from ..skill import LEVEL_SKILLS, Skill
from .calibrated import value_of
from .reading import Table
from .worlds import Worlds

MAX_WORLDS = 64  # sampled worlds per decision, at most
MIN_WORLDS = 8  # below this many playouts per candidate the search keeps the hard choice


class Searcher:
    def __init__(self, skill: Skill, rng: random.Random, clock: Callable[[], float] = time.perf_counter) -> None:
        self.skill = skill
        self.rng = rng
        self.clock = clock
        self.playout_skill = LEVEL_SKILLS["hard"]
        self.last: dict = {}  # what the last search saw, for tests and the coach

    def choose(self, game, view: dict, candidates: list[dict], default: dict, worlds: Worlds, evidence: dict,
               model, worlds_wanted: int, horizon: int = 1) -> dict:
        """The candidate with the best mean playout value, or `default` (the hard choice) when no
        candidate beats it clearly."""
        unique: list[dict] = []
        for command in [default, *candidates]:
            if command not in unique:
                unique.append(command)
        if len(unique) < 2:
            return default
        started = self.clock()
        budget = self.skill.search_budget
        table = Table(view)
        me = table.me
        my_side = view["you"]["side"]
        posterior = {mask: weight for (mask, _seats), weight in zip(worlds.sets, worlds.weights)}
        totals = [0.0] * len(unique)
        weights_sum = 0.0
        plays = 0
        # A fixed number of worlds keeps the choice reproducible; the budget only stops a slow machine.
        while plays < min(worlds_wanted, MAX_WORLDS) and self.clock() - started < budget:
            try:
                world = game.sample_world(view, self.rng)
            except ValueError:
                break
            evil = sum(1 << s for s in range(world.players) if world.sides[s] == game.evil)
            weight = posterior.get(evil, 0.0)
            plays += 1
            if weight <= 0.0:
                continue
            seed = self.rng.getrandbits(32)
            for index, command in enumerate(unique):
                totals[index] += weight * self._playout(game, world.clone(), me, my_side, command, seed, evidence, model, horizon)
            weights_sum += weight
        self.last = {"candidates": unique, "plays": plays, "values": [t / weights_sum if weights_sum else None for t in totals],
                     "seconds": self.clock() - started}
        if plays < MIN_WORLDS or weights_sum <= 0.0:
            return default
        values = [t / weights_sum for t in totals]
        best = max(range(len(unique)), key=lambda i: (values[i], i == 0))
        # Keep the hard choice unless another candidate is clearly better: playouts are noisy.
        margin = 0.02 + 0.15 / plays ** 0.5
        return unique[best] if values[best] > values[0] + margin else default

    def _playout(self, game, state, me: int, my_side: str, command: dict, seed: int, evidence: dict, model,
                 horizon: int) -> float:
        from .player import MissionPlayer

        try:
            game.apply(state, me, command)
        except Exception:
            return -1.0  # not legal in this world: never preferred
        rng = random.Random(seed)
        players = {}
        start = len(state.mission_order)
        target = start + horizon
        for _ in range(400):
            outcome = game.outcome(state)
            if outcome is not None:
                won = any(state.sides[s] == my_side for s in outcome.get("winning_seats", []))
                return 1.0 if won else 0.0
            if len(state.mission_order) >= target and state.phase == "propose":
                break
            pending = game.pending(state)
            if not pending:
                break
            seat = min(pending)
            player = players.get(seat)
            if player is None:
                player = players[seat] = MissionPlayer(self.playout_skill, random.Random(rng.getrandbits(32)), model)
                player.seed_evidence(evidence)
            view = game.view(state, seat)
            try:
                move = player.decide(view, [])
                game.apply(state, seat, move)
            except Exception:
                game.apply(state, seat, fallback_command(view["legal"], rng))
        successes = sum(1 for m in state.missions if m and m["result"] == "success")
        fails = sum(1 for m in state.missions if m and m["result"] == "fail")
        good = value_of(game.name, state.players, successes, fails)
        return good if my_side == game.good else 1.0 - good
