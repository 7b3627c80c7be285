"""Bodyguard (REFERENCE.md §4) on the engine contract: turns, hands, a draw pile and reactions.

The host needs no special case: every decision — the President's deal, a turn, a Hardcore window,
the rescue window — is a pending seat with legal specs, like the mission games' votes.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..core import ChanceRng, Event, Game, OptionSet, Reject, Rejected
from ..core.game import next_version
from . import flow, legal, plays, sample, setup, view
from .cards import MAX_PLAYERS, MIN_PLAYERS, ROLES
from .legal import CARD_OR_SEAT
from .plays import PHASES
from .state import BodyguardState
from .tally import counted


class BodyguardGame(Game):
    name = "bodyguard"
    # Sides are the roles; a round has per-seat winners and the game an overall winner by points.
    sides = ROLES
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS

    def option_set(self) -> OptionSet:
        return setup.OPTIONS

    def check_setup(self, config: dict) -> list[dict]:
        return setup.check_setup(config)

    def new_game(self, config: dict, seed: int | str) -> BodyguardState:
        config, derived = self.prepared(config)
        players = config["players"]
        rng = ChanceRng(seed)
        first = setup.first_president_of(config["options"])
        if first is None:
            first = rng.choice("first_president", list(range(players)))  # chosen at random (§4.3)
        state = BodyguardState(game_name=self.name, config=config, seed=seed, rng=rng, players=players,
                               first_president=first, scores=[0] * players, two_point_awards=[0] * players,
                               derived=derived)
        flow.emit(state, "game_started", {"players": players, "first_president": first, "rounds": players})
        flow.start_round(state)
        return state

    # Game.pending, with the per-version cache read here, one call less: the host's path asks for it
    # several times a command (the view, the check, apply, the public table).
    def pending(self, state: BodyguardState) -> dict[int, str]:
        owed = state.pending_cache
        if owed is None:
            if state.phase == "turn" and state.finished is None:  # legal.pending's usual case, one call less
                owed = state.pending_cache = legal.OWED_TURN[state.turn]
            else:
                owed = state.pending_cache = legal.pending(state)
        return owed

    def _pending(self, state: BodyguardState) -> dict[int, str]:
        return legal.pending(state)

    def legal(self, state: BodyguardState, seat: int) -> list[dict]:
        """Game.legal, the turn's specs built without the `_legal` call (once a version, asked by the view)."""
        cache = state.legal_cache
        if cache is None:
            cache = state.legal_cache = {}
        specs = cache.get(seat)
        if specs is None:
            if state.phase == "turn" and seat == state.turn and state.finished is None:
                specs = cache[seat] = legal.turn_specs(state, seat)
            else:
                specs = cache[seat] = self._legal(state, seat)
        return specs

    def _legal(self, state: BodyguardState, seat: int) -> list[dict]:
        if state.phase == "turn" and seat == state.turn and state.finished is None:  # pending: legal.legal's usual case
            return legal.turn_specs(state, seat)
        owed = state.pending_cache
        if owed is None:
            owed = state.pending_cache = legal.pending(state)
        return legal.legal(state, seat, owed)

    def _matching_spec(self, state: BodyguardState, seat: int, command: Any) -> dict:
        """The common guards; a refused hit of a card in hand then gets its precise reason (§4.6).

        A command that matches a legal spec is found without the guards' exceptions (`legal.matching`,
        the first match, as check_command finds it); any other goes the full way for its reason."""
        if state.finished is None and type(seat) is int and type(command) is dict:
            owed = state.pending_cache
            if seat in (self.pending(state) if owed is None else owed):
                cache = state.legal_cache
                specs = cache.get(seat) if cache is not None else None
                found = legal.matching(command, self.legal(state, seat) if specs is None else specs)
                if found is not None:
                    return found
        try:
            return super()._matching_spec(state, seat, command)
        except Rejected as error:
            if error.code in (Reject.GAME_OVER, Reject.NOT_A_SEAT, Reject.NOT_PENDING):
                raise
            raise legal.explain_hit(state, seat, command, error) from None

    def apply(self, state: BodyguardState, seat: int, command: Any) -> list[Event]:
        """Game.apply: `apply_quietly`, then the events the command caused (the host's and the tests';
        the runner takes `apply_quietly` itself, no list of events made and dropped a command)."""
        first_new = len(state.events)
        self.apply_quietly(state, seat, command)
        return state.events[first_new:]

    def apply_quietly(self, state: BodyguardState, seat: int, command: Any) -> None:
        """Game.apply_quietly, its usual case in one call: a pending seat's raw command matching its
        cached legal list (`legal.matching`, as `_matching_spec` finds it), journaled as the clean
        command made from the spec and carried out. A turn's list is not `shared`, so core's fast path
        never takes it; everything else (a Checked, a refusal, a list not yet asked for) goes through core."""
        if type(command) is dict and type(seat) is int and state.finished is None:
            owed, cache = state.pending_cache, state.legal_cache
            if owed is not None and cache is not None and seat in owed:
                specs = cache.get(seat)
                found = None
                if specs is not None:  # legal.matching inlined (a Python call less a command): the same test
                    kind = command.get("kind")
                    size = len(command) - 1
                    for candidate in specs:
                        if candidate["kind"] != kind:
                            continue
                        params = candidate["params"]
                        if len(params) != size:
                            continue
                        for name, rule in params.items():
                            try:
                                value = command[name]
                            except KeyError:
                                break
                            # a value of another type than a card or a seat: matching says None, and so
                            # does every later spec of this kind (the same parameter): core decides
                            if value not in rule["of"] or type(value) not in CARD_OR_SEAT:
                                break
                        else:
                            found = candidate
                            break
                if found is not None:
                    clean = {"kind": kind}
                    for name in params:
                        clean[name] = command[name]
                    state.commands.append((seat, clean))
                    # plays.step inlined (`_perform`: never one seat's answer alone), then edited()'s
                    # path after a rule step (state.py), inlined: two Python calls less a command
                    if state.counted_at != state.version:
                        counted(state)
                    try:
                        PHASES[state.phase][kind](state, seat, clean)
                    finally:
                        state.taken_hand = None
                    if not state.turn_fields_only:
                        state.last_table = None
                    elif state.view_cache is not None:
                        state.last_table = state.view_cache
                    state.turn_fields_only = False
                    state.version = next_version()
                    state.legal_cache = state.pending_cache = state.view_cache = None
                    return
        Game.apply(self, state, seat, command)  # the guards in order; its list of events dropped (a rare path)

    def _perform(self, state: BodyguardState, seat: int, command: dict) -> None:
        plays.step(state, seat, command)  # `apply` marks the state edited

    view = view.view  # (game, state, viewer): the module's function is the method itself

    def sample_world(self, view: dict, rng: random.Random) -> BodyguardState:
        return sample.sample_world(self, view, rng)

    def statistics(self, state: BodyguardState) -> dict[str, dict]:
        """For `safehouse sim`: how rounds ended, and the spread of final scores."""
        return {"round_outcomes": dict(Counter(record["reason"] for record in state.history)),
                "final_scores": dict(Counter(state.scores))}
