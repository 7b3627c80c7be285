"""The expert's search: determinized sampling with playouts to the end of the game.

For a decision that matters (a proposal, a vote that could decide the game or comes near the hammer,
a spy's mission card), the searcher
1. shares its worlds out among the evil sets by the tracker's posterior (systematic sampling, each set
   its share to within one world), and deals each world with that set's seats evil, consistent with
   the seat's view (the engine's `sample_world`, see `dealt`), so that every playout weighs the same
   (sampling deals evenly and weighing each by its set's posterior wasted about half the worlds);
2. plays each candidate command out in every sampled world to the end of the game — the same worlds
   and the same per-seat playout seeds for every candidate (common random numbers), this seat at the
   hard level and every other seat by an opponent model (opponents.py): a style drawn from that
   seat's posterior over the known styles (the gauntlet's six and our normal level), given its own
   votes and proposals in that world, which then votes and plays its cards from that style's
   measured tendencies;
3. keeps the hard policy's own choice unless another candidate wins more often world by world, by
   more than twice the standard error of the difference: overriding a sound policy on noise loses
   (where the playouts are known to rank well, by a margin instead: player.WIDE_MARGIN, ARGMAX_SPIES_AT,
   GOOD_VOTE_MARGIN_AT).
Only the view and the engine's public API are used (sample_world, clone, pending, view, apply); time
is measured with a monotonic clock and bounded by the skill's budget.
"""
from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Callable

from ...engine.avalon.roles import LANCELOTS
from ..fallback import fallback_command
from ..skill import LEVEL_SKILLS, Skill
from .calibrated import value_of
from .opponents import PROGRAMS, ModelSeat, StyleModels
from .reading import Table
from .worlds import SoftEvidence, Worlds

MAX_WORLDS = 64  # sampled worlds per decision, at most
MIN_WORLDS = 8  # below this many playouts per candidate the search keeps the hard choice
STYLE_PLAYOUTS_UP_TO = 7  # Skill.style_playouts at up to this many players (a style's belief at 10 weighs 210 spy sets a decision)
# Where a good searcher's playouts seat the programs too, by (game, players, kind); a spy's always do. At
# Resistance 7 they let the playouts rank a good seat's decisive votes (search_oracle.py, s46-or7gp +
# s46-or7gp2: correlation with the oracle 0.40 over 116 votes; by the style tables, 0.00 and -0.09 before):
# see player.GOOD_VOTE_MARGIN_AT. A good leader's teams there rank no better with them (0.26 over 345
# decisions) but the votes' gain needs them in the team search too (the votes alone: -0.025 [-0.037, -0.014]
# against both, s46-r7d). At Avalon 7 they rank good's votes and teams better (0.50 and 0.41 against 0.22 and
# 0.33, s46-oa7gp + gp2); with the same 0.05 vote margin, +0.019 [+0.004, +0.034] over the expert without
# them (s46-a7h, 1,000 good deals), +0.024 [-0.000, +0.048] at home (s46-a7hn, 500).
GOOD_PROGRAMS_AT: frozenset = frozenset({("resistance", 7, "vote"), ("resistance", 7, "propose_team"),
                                         ("avalon", 7, "vote"), ("avalon", 7, "propose_team")})
# Player counts where Avalon's evil searcher seats the programs too (see choose): a knob for screens. At
# Avalon 7 they ranked evil's votes better (search_oracle.py, correlation 0.25 against 0.004 without) but,
# with the playouts' best taken, lost 0.020 [0.003, 0.037] to the expert at home (s45-a7pn).
AVALON_EVIL_PROGRAMS_AT: frozenset = frozenset()


class Searcher:
    def __init__(self, skill: Skill, rng: random.Random, make_player: Callable, clock: Callable[[], float] = time.perf_counter) -> None:
        """`make_player(skill, rng, model)` builds a playout seat's player (the MissionPlayer class:
        passed in, so this module needs no import of player.py, which imports it)."""
        self.skill = skill
        self.make_player = make_player
        self.rng = rng
        self.clock = clock
        # This seat's own play in the playouts: hard, voting its interest (the playouts' field reads no
        # votes, so hiding is worth nothing there).
        self.playout_skill = replace(LEVEL_SKILLS["hard"], cover_votes=False)
        self.field_skill = LEVEL_SKILLS["normal"]  # how a modelled seat leads (and answers what its style has no table for)
        self.models: dict[int, StyleModels] = {}  # by player count
        # A spy's playouts seat each modelled style's own program, which reads votes and cards, instead
        # of its measured tables, which cannot see what this seat's card or vote shows (Skill.style_playouts);
        # this seat then plays hard's whole spy game there, its cover votes included.
        self.style_seats = skill.style_playouts
        self.evil_playout_skill = LEVEL_SKILLS["hard"]
        self.last: dict = {}  # what the last search saw, for tests and the coach

    def choose(self, game, view: dict, candidates: list[dict], default: dict, worlds: Worlds, evidence: dict,
               model, worlds_wanted: int, horizon: int | None = None, margin: float | None = None) -> dict:
        """The candidate that beats `default` (the hard choice) clearly, world by world
        (_clearly_better), or `default`. `horizon`: missions to play before scoring the score with
        calibrated.VALUES; None plays to the end. `margin`: override on a mean paired gain above it
        instead of the two-standard-error rule (where the playouts are known to rank well)."""
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
        models = self.models.get(table.players)
        if models is None:
            models = self.models[table.players] = StyleModels(table.players)
        records = list(table.vote_records(include_unvoted=True))
        evidence, model = _flattened(evidence), replace(model, voters=())
        rows: list[tuple[float, list[float]]] = []  # (world weight, value of each candidate)
        plays = 0
        # A fixed number of worlds keeps the choice reproducible; the budget only stops a slow machine.
        for evil in _allocated(worlds.sets, worlds.weights, min(worlds_wanted, MAX_WORLDS), self.rng):
            if self.clock() - started >= budget:
                break
            plays += 1
            world = dealt(game, view, evil, self.rng)
            if world is None:
                continue
            seed = self.rng.getrandbits(32)
            # Avalon's evil plays against Merlin, whom the style tables (measured in The Resistance)
            # do not model: there the usual player, reasoning from its view, stands for every seat
            # (with the tables, evil lost 0.07 [0.00, 0.14] to hard at Avalon 5, 100 deals a side).
            usual = game.name == "avalon" and my_side == game.evil and table.players not in AVALON_EVIL_PROGRAMS_AT
            styles = [] if usual else models.posterior(records, evil, world.players)
            programs = (self.style_seats and (my_side == game.evil or (game.name, table.players, command["kind"]) in GOOD_PROGRAMS_AT)
                        and bool(styles) and table.players <= STYLE_PLAYOUTS_UP_TO)
            rows.append((1.0, [self._playout(game, world.clone(), me, my_side, command, seed, evidence, model, horizon,
                                             models, styles, evil, programs)
                               for command in unique]))
        choice = _clearly_better(rows, len(unique), margin) if plays >= MIN_WORLDS else 0
        weights_sum = sum(w for w, _ in rows)
        self.last = {"candidates": unique, "plays": plays, "seconds": self.clock() - started, "choice": choice,
                     "values": [sum(w * v[i] for w, v in rows) / weights_sum if weights_sum else None for i in range(len(unique))]}
        return unique[choice]

    def _playout(self, game, state, me: int, my_side: str, command: dict, seed: int, evidence: dict, model,
                 horizon: int | None, models: StyleModels, styles: list[list[float]], evil: int,
                 programs: bool = False) -> float:
        """One candidate played out to the end (or `horizon`); `programs`: seat the styles' own programs
        (Skill.style_playouts), this seat playing hard's whole spy game, cover votes included."""
        try:
            game.apply(state, me, command)
        except Exception:
            return -1.0  # not legal in this world: never preferred
        rng = random.Random(seed)
        players = {}  # each seat's playout player, seeded by seat so candidates' playouts stay alike
        start = len(state.mission_order)
        target = start + horizon if horizon else 99
        for _ in range(1000):
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
                seat_rng = random.Random(seed * 16 + seat)
                if seat == me:
                    skill = self.evil_playout_skill if programs else self.playout_skill
                    player = self.make_player(skill, seat_rng, model)
                    player.seed_evidence(evidence)
                elif not styles:  # the usual player from its own view (see choose)
                    player = self.make_player(self.field_skill, seat_rng, None)
                elif programs:
                    # The seat's style, drawn from its posterior in this world, played by the style's own
                    # program: it reads the votes and the cards this seat plays (see Skill.style_playouts).
                    name = models.draw(styles[seat], seat_rng)
                    player = (StyleSeat(PROGRAMS[name](seat_rng)) if name in PROGRAMS
                              else self.make_player(self.field_skill, seat_rng, None))
                else:  # the seat's style, drawn from its posterior in this world
                    style = models.tables[models.draw(styles[seat], seat_rng)]
                    player = ModelSeat(style, evil, self.make_player(self.field_skill, seat_rng, None), seat_rng)
                players[seat] = player
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


class StyleSeat:
    """A playout seat played by a gauntlet style's program (it decides from the view alone)."""

    def __init__(self, style) -> None:
        self.style = style

    def decide(self, view: dict, events: list) -> dict:
        return self.style.decide(view)


def _allocated(sets: list[tuple[int, tuple[int, ...]]], weights: list[float], count: int, rng: random.Random) -> list[int]:
    """`count` evil sets drawn from the belief by systematic sampling: each set gets its share of the
    worlds to within one, so every playout weighs the same. (Sampling deals evenly and weighing each by
    its set's belief left a 7-player search about half its worlds' worth: 8 of 16, 3 of 16 at worst.)"""
    if not sets or count <= 0:
        return []
    start = rng.random() / count
    marks = [start + i / count for i in range(count)]
    chosen, cumulative, index = [], 0.0, 0
    for (mask, _seats), weight in zip(sets, weights):
        cumulative += weight
        while index < count and marks[index] < cumulative:
            chosen.append(mask)
            index += 1
    chosen.extend(sets[-1][0] for _ in range(count - index))  # rounding at the top end
    return chosen


class _Dealing(random.Random):
    """A generator whose first shuffle deals the roles evil now to the chosen seats, the rest at random.
    The engine's sample_world guesses a deal by shuffling the unseen roles over the seats it does not
    know in seat order (resistance/sampling.py); everything after that (the replay, hidden cards) is
    the ordinary generator. Whatever comes out is checked by `dealt`. After an odd number of Lancelot
    switches the Lancelots' cards are on the other side now: Good Lancelot's goes to a seat evil now."""

    def __init__(self, seed: int, game, view: dict, evil: int) -> None:
        super().__init__(seed)
        self.game, self.evil, self.dealt = game, evil, False
        known = {f["seat"] for f in view["knowledge"] if f["fact"] == "role"}
        self.unknown = [s for s in range(view["players"]) if s not in known]
        lancelot = view.get("lancelot")
        self.switched = frozenset(LANCELOTS) if isinstance(lancelot, dict) and lancelot.get("switched") else frozenset()

    def _evil_now(self, role: str) -> bool:
        return (self.game.side_of(role) == self.game.evil) != (role in self.switched)

    def shuffle(self, deck) -> None:
        super().shuffle(deck)
        if self.dealt or len(deck) != len(self.unknown):
            return
        self.dealt = True
        bad = [role for role in deck if self._evil_now(role)]
        good = [role for role in deck if not self._evil_now(role)]
        wanted = sum(1 for s in self.unknown if (self.evil >> s) & 1)
        if wanted != len(bad):
            return
        deck[:] = [bad.pop() if (self.evil >> s) & 1 else good.pop() for s in self.unknown]


def evil_mask(game, world) -> int:
    return sum(1 << s for s in range(world.players) if world.sides[s] == game.evil)


def dealt(game, view: dict, evil: int, rng: random.Random, tries: int = 8):
    """A world consistent with `view` whose evil seats are `evil`, or None if none turned up."""
    for _ in range(tries):
        try:
            world = game.sample_world(view, _Dealing(rng.getrandbits(64), game, view, evil), tries=1)
        except ValueError:
            continue
        if evil_mask(game, world) == evil:
            return world
    return None


def _flattened(evidence: dict[bool, SoftEvidence]) -> dict[bool, SoftEvidence]:
    """The tallies with each seat's voting-style mixture folded in and frozen: the playouts read the
    record so far exactly and the votes cast inside them by the averaged likelihoods, which keeps a
    playout's belief updates cheap (re-weighing every seat's mixture on every new vote was most of a
    10-player playout's time)."""
    flat = {}
    for public, source in evidence.items():
        tally = SoftEvidence(replace(source.model, voters=()), source.votes, source.proposals)
        tally.key, tally.seen = source.key, source.seen
        tally.logs = source.mixed if source.mixed is not None else source.logs
        flat[public] = tally
    return flat


def _clearly_better(rows: list[tuple[float, list[float]]], count: int, margin: float | None = None) -> int:
    """The candidate whose playouts beat the default's (index 0) world by world by more than twice the
    standard error of that difference (and by at least 2 points), or with `margin` by more than that
    mean alone; 0 when none does. Playouts are noisy and the default is a sound policy: overriding it
    on noise makes play worse."""
    total = sum(w for w, _ in rows)
    if total <= 0.0:
        return 0
    effective = total ** 2 / sum(w * w for w, _ in rows)
    best, best_gain = 0, 0.0
    for index in range(1, count):
        diffs = [(w, values[index] - values[0]) for w, values in rows]
        mean = sum(w * d for w, d in diffs) / total
        variance = sum(w * (d - mean) ** 2 for w, d in diffs) / total
        error = (variance / max(effective - 1.0, 1.0)) ** 0.5
        needed = margin if margin is not None else max(0.02, 2.0 * error)
        if mean > needed and mean > best_gain:
            best, best_gain = index, mean
    return best
