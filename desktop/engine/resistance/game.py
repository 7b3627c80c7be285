"""The mission-game engine shared by The Resistance and Avalon.

Both games run the same timeline (flow.py) with the same base steps (steps.py); what differs —
roles, reveal, tokens, plot cards, modules — comes in as features (features.py).
"""
from __future__ import annotations

from typing import Iterable

from ..core import ChanceRng, ConfigError, Event, Game, OptionSet, Rejected
from . import flow, views
from .features import Feature, RoleInfo, Step
from .plan import Plan
from .rules import MAX_PLAYERS, MIN_PLAYERS, SPIES, TEAM_SIZES, WINS_NEEDED
from .sampling import WorldSampler
from .state import MissionState
from .steps import BASE_STEPS, count_results, emit

_new_event = tuple.__new__  # Event(kind, data, audience) without the named tuple's Python-level __new__


REVEALS_KEPT = 4096  # deals whose reveal a config remembers (new_game)


class MissionGame(WorldSampler, Game):
    name = "mission"
    sides = ("good", "evil")
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    plain_good = "good"  # the role card that fills the remaining good seats
    plain_evil = "evil"
    switching_roles: tuple[str, ...] = ()  # roles whose side can change during play (Lancelot, §3.7)
    # Every step's `pending` lists its seats in seat order (a vote's by range, a team's sorted, one seat
    # otherwise): tests/engine/resistance/test_pending_order.py plays every golden setup to check it.
    pending_in_seat_order = True

    def __init__(self, features: Iterable[Feature]) -> None:
        self.features: list[Feature] = list(features)
        self.role_table: dict[str, RoleInfo] = {}
        for feature in self.features:
            self.role_table.update(feature.roles())
        self.steps: dict[str, Step] = {step.name: step for step in BASE_STEPS}
        for feature in self.features:
            for step in feature.steps():
                step.feature = feature
                self.steps[step.name] = step
        self._options = OptionSet([option for feature in self.features for option in feature.options()])

    @property
    def good(self) -> str:
        return self.sides[0]

    @property
    def evil(self) -> str:
        return self.sides[1]

    # ---- configuration --------------------------------------------------------------------
    def option_set(self) -> OptionSet:
        return self._options

    def features_of(self, state_or_config) -> list[Feature]:
        if isinstance(state_or_config, dict):
            return [f for f in self.features if f.enabled(state_or_config)]
        return state_or_config.plan.features  # worked out once per config

    def steps_in_play(self, state: MissionState) -> dict[str, Step]:
        """The registered steps whose feature is on in this game (flow.advance runs only these)."""
        return state.plan.steps

    def plan(self, config: dict, derived: dict) -> Plan:
        """The plan of a prepared config (plan.py), kept in its shared `derived` dict."""
        plan = derived.get("plan")
        if plan is None:
            plan = derived["plan"] = Plan(self, config)
        return plan

    def team_sizes(self, players: int) -> tuple[int, ...]:
        return TEAM_SIZES[players]

    def role_deck(self, config: dict) -> list[str]:
        """The role cards of this setup: the features' special roles, filled with plain ones."""
        players = config["players"]
        evil_seats = SPIES[players]
        special = [role for feature in self.features_of(config) for role in feature.special_roles(self, config)]
        evil = [r for r in special if self.role_table[r].evil]
        good = [r for r in special if not self.role_table[r].evil]
        if len(evil) > evil_seats:
            raise ConfigError("too_many_evil_roles", f"{len(evil)} evil roles ({', '.join(evil)}) but only {evil_seats} evil seats at {players} players",
                              roles=",".join(evil), seats=evil_seats, players=players)
        if len(good) > players - evil_seats:
            raise ConfigError("too_many_good_roles", f"{len(good)} good roles ({', '.join(good)}) but only {players - evil_seats} good seats at {players} players",
                              roles=",".join(good), seats=players - evil_seats, players=players)
        return sorted(good + [self.plain_good] * (players - evil_seats - len(good))
                      + evil + [self.plain_evil] * (evil_seats - len(evil)))

    def check_setup(self, config: dict) -> list[dict]:
        warnings: list[dict] = []
        for feature in self.features_of(config):
            warnings.extend(feature.check_setup(self, config))
        deck = self.role_deck(config)
        options = config["options"]
        pinned = options.get("roles")
        if pinned is not None:
            unknown = [r for r in pinned if r not in self.role_table]
            if unknown:
                raise ConfigError("unknown_role", f"unknown role {unknown[0]!r}", role=unknown[0])
            if sorted(pinned) != deck:
                raise ConfigError("pinned_roles_mismatch",
                                  f"pinned roles {sorted(pinned)} do not match this setup's role cards {deck}",
                                  pinned=",".join(sorted(pinned)), deck=",".join(deck))
        leader = options.get("first_leader")
        if leader is not None and not 0 <= leader < config["players"]:
            raise ConfigError("bad_first_leader", f"first leader {leader} is not a seat of {config['players']}",
                              seat=leader, players=config["players"])
        return warnings

    # ---- the game ---------------------------------------------------------------------------
    def new_game(self, config: dict, seed: int | str) -> MissionState:
        config, derived = self.prepared(config)
        plan = derived.get("plan")
        if plan is None:
            plan = self.plan(config, derived)
        rng = ChanceRng(seed)
        players = config["players"]
        options = config["options"]
        deck = plan.role_deck
        roles = options.get("roles") or rng.shuffled("deal_roles", deck)
        leader = options.get("first_leader")
        if leader is None:
            leader = rng.choice("first_leader", range(players))
        state = MissionState(
            game_name=self.name, config=config, seed=seed, rng=rng, players=players, roles=[*roles],
            sides=[*map(plan.side_of.__getitem__, roles)], leader=leader, first_leader=leader, derived=derived,
            plan=plan,
        )
        features = plan.features
        # The reveal is a pure function of the deal (Feature.reveal_facts): worked out once per deal (and
        # first leader, if a feature's reveal reads it) of this config, its facts shared, never changed.
        reveals = derived.get("reveals")
        if reveals is None:
            reveals = derived["reveals"] = {}
        key = (tuple(roles), leader) if plan.reveal_by_leader else tuple(roles)
        knowledge = reveals.get(key)
        if knowledge is None:
            if len(reveals) >= REVEALS_KEPT:
                reveals.clear()
            knowledge = reveals[key] = self.reveal_deal(config, state.roles, leader, features)
        state.knowledge = [*knowledge]
        emit(state, "game_started", players=players, first_leader=leader, role_deck=deck)
        append = state.events.append  # emit, inlined: a seat's own event, one a seat
        for seat in range(players):  # the knowledge a snapshot: facts learned later are not dealt
            append(_new_event(Event, ("role_dealt", {"seat": seat, "role": roles[seat], "knowledge": [*knowledge[seat]]}, (seat,))))
        for feature in features:
            feature.setup(self, state)
        state.queue = [*plan.round]
        flow.advance(self, state)
        return state

    def side_of(self, role: str) -> str:
        return self.evil if self.role_table[role].evil else self.good

    def reveal_facts(self, config: dict, roles: list[str], first_leader: int, seat: int,
                     features: list[Feature] | None = None) -> list[dict]:
        """What `seat` learns at the start; `features` are this config's, when the caller has them."""
        facts = [{"fact": "role", "seat": seat, "role": roles[seat], "source": "reveal"}]
        for feature in self.features_of(config) if features is None else features:
            facts.extend(feature.reveal_facts(self, config, roles, first_leader, seat))
        return facts

    def reveal_deal(self, config: dict, roles: list[str], first_leader: int, features: list[Feature]) -> list[tuple[dict, ...]]:
        """`reveal_facts` of every seat at once, as tuples (a new deal's knowledge): the features' reveals
        asked once a deal each (Feature.reveal_deal), not once a seat."""
        facts = [[{"fact": "role", "seat": seat, "role": role, "source": "reveal"}] for seat, role in enumerate(roles)]
        for feature in features:
            for mine, more in zip(facts, feature.reveal_deal(self, config, roles, first_leader)):
                if more:
                    mine.extend(more)
        return list(map(tuple, facts))

    def current_step(self, state: MissionState) -> Step | None:
        return self.steps.get(state.phase) if state.finished is None else None

    # The hot paths (once per state version) read the current step inline, as current_step does.
    def pending(self, state: MissionState) -> dict[int, str]:
        """See Game.pending: the same cache, filled by `_pending` inlined (it is asked four times a command)."""
        owed = state.pending_cache
        if owed is None:
            step = self.steps.get(state.phase) if state.finished is None else None
            owed = state.pending_cache = step.pending(self, state) if step else {}
        return owed

    def _pending(self, state: MissionState) -> dict[int, str]:  # what `pending` inlines
        step = self.steps.get(state.phase) if state.finished is None else None
        return step.pending(self, state) if step else {}

    def legal(self, state: MissionState, seat: int) -> list[dict]:
        """See Game.legal: the same cache, filled by `_legal` inlined (every decision asks it)."""
        cache = state.legal_cache
        specs = cache.get(seat) if cache is not None else None
        if specs is None:
            step = self.steps.get(state.phase) if state.finished is None else None
            owed = state.pending_cache
            if owed is None:
                owed = self.pending(state)
            if step is None or seat not in owed:
                specs = []
            else:
                specs = step.legal(self, state, seat)
                if step.same_legal and not cache:  # a vote: every pending seat's list at once
                    plan = state.plan
                    if owed is plan.everyone_votes:  # the vote's opening: the plan's table for this list, copied
                        tables = plan.legal_tables
                        found = tables.get(id(specs))
                        if found is None or found[0] is not specs:
                            found = tables[id(specs)] = (specs, dict.fromkeys(owed, specs))
                        state.legal_cache = found[1].copy()  # patched in place by answers: the state's own
                    else:
                        state.legal_cache = dict.fromkeys(owed, specs)
                    return specs
            if cache is None:  # the version's first list: the cache made with it
                state.legal_cache = {seat: specs}
            else:
                cache[seat] = specs
        return specs

    def _legal(self, state: MissionState, seat: int) -> list[dict]:  # what `legal` inlines
        step = self.steps.get(state.phase) if state.finished is None else None
        if step is None or seat not in self.pending(state):
            return []
        return step.legal(self, state, seat)

    def _sharpen(self, state: MissionState, seat: int, command, error: Rejected) -> Rejected:
        """A refusal by the specs may get the step's sharper reason (Step.explain)."""
        step = self.current_step(state)
        if step is None or not isinstance(command, dict):
            return error
        return step.explain(self, state, seat, command, error)

    def _perform(self, state: MissionState, seat: int, command: dict) -> bool:
        """The step carries the command out (checked: a step waits for it). Its answer alone (Step.perform
        True) keeps the public view parts, unless a feature's view, which reads state of its own, is in play."""
        plan = state.plan
        if plan.performers[state.phase](self, state, seat, command):  # the step's bound perform (Plan.performers)
            return not plan.viewing
        return False

    def mission_cards(self, state: MissionState, seat: int) -> list[str]:
        cards = ["success", "fail"] if state.sides[seat] == self.evil else ["success"]
        for feature in state.plan.mission_cards:
            cards = feature.mission_cards(self, state, seat, cards)
        return cards

    def statistics(self, state: MissionState) -> dict[str, dict[str, int]]:
        """What the features count over a game (e.g. plot_cards_played), for `safehouse sim --json`."""
        counts: dict[str, dict[str, int]] = {}
        for feature in self.features_of(state):
            counts.update(feature.statistics(self, state))
        return counts

    def check_end(self, state: MissionState) -> None:
        """After a mission: three results end the game (after any end-of-game step); else go on."""
        successes, fails = count_results(state)
        if successes >= WINS_NEEDED:
            state.end = "good"
            hook = "three_successes"
        elif fails >= WINS_NEEDED:
            state.end = "evil"
            hook = "three_fails"
        else:
            state.queue[:] = state.plan.after_mission
            return
        steps: list[str] = []
        for feature in state.plan.features:
            steps.extend(getattr(feature, hook)(self, state) or [])
        state.queue[:] = steps + ["declare_winner"]

    # ---- views (views.py) -------------------------------------------------------------------
    view = views.view
    _public_parts = views.public_parts

    def features_with(self, state: MissionState, hook: str) -> list[Feature]:
        """The features in play that override `hook` (e.g. "view", "card_played"): most do nothing."""
        return state.plan.with_hook(hook)
