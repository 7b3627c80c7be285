"""The mission-game engine shared by The Resistance and Avalon.

Both games run the same timeline (flow.py) with the same base steps (steps.py); what differs —
roles, reveal, tokens, plot cards, modules — comes in as features (features.py).
"""
from __future__ import annotations

import random
from typing import Iterable

from ..core import OMNISCIENT, ConfigError, Game, Option, OptionSet, Rejected, Reject
from . import flow
from .features import Feature, RoleInfo, Step
from .rules import MAX_PLAYERS, MIN_PLAYERS, SPIES, TEAM_SIZES, WINS_NEEDED, fails_needed
from .state import MissionState
from .steps import BASE_STEPS, FAIL_CARDS, count_results, emit


class MissionGame(Game):
    name = "mission"
    sides = ("good", "evil")
    min_players, max_players = MIN_PLAYERS, MAX_PLAYERS
    plain_good = "good"  # the role card that fills the remaining good seats
    plain_evil = "evil"
    switching_roles: tuple[str, ...] = ()  # roles whose side can change during play (Lancelot, §3.7)

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
        derived = state_or_config.derived
        if "features" not in derived:  # hot path: asked on every step, constant for a game
            derived["features"] = [f for f in self.features if f.enabled(state_or_config.config)]
        return derived["features"]

    def _derived(self, state: MissionState, key: str, compute):
        if key not in state.derived:
            state.derived[key] = compute()
        return state.derived[key]

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
        from ..core import ChanceRng

        config, _warnings = self.validate_config(config)
        rng = ChanceRng(seed)
        players = config["players"]
        options = config["options"]
        roles = options.get("roles") or rng.shuffled("deal_roles", self.role_deck(config))
        leader = options.get("first_leader")
        if leader is None:
            leader = rng.choice("first_leader", list(range(players)))
        state = MissionState(
            game_name=self.name, config=config, seed=seed, rng=rng, players=players, roles=list(roles),
            sides=[self.side_of(role) for role in roles], leader=leader, first_leader=leader,
        )
        state.knowledge = [self.reveal_facts(config, state.roles, leader, seat) for seat in range(players)]
        emit(state, "game_started", players=players, first_leader=leader, role_deck=self.role_deck(config))
        for seat in range(players):
            emit(state, "role_dealt", (seat,), seat=seat, role=roles[seat], knowledge=list(state.knowledge[seat]))  # a snapshot: facts learned later are not dealt
        for feature in self.features_of(config):
            feature.setup(self, state)
        state.queue = list(flow.ROUND)
        flow.advance(self, state)
        return state

    def side_of(self, role: str) -> str:
        return self.evil if self.role_table[role].evil else self.good

    def reveal_facts(self, config: dict, roles: list[str], first_leader: int, seat: int) -> list[dict]:
        facts = [{"fact": "role", "seat": seat, "role": roles[seat], "source": "reveal"}]
        for feature in self.features_of(config):
            facts.extend(feature.reveal_facts(self, config, roles, first_leader, seat))
        return facts

    def current_step(self, state: MissionState) -> Step | None:
        return self.steps.get(state.phase) if state.finished is None else None

    def pending(self, state: MissionState) -> dict[int, str]:
        step = self.current_step(state)
        return step.pending(self, state) if step else {}

    def legal(self, state: MissionState, seat: int) -> list[dict]:
        step = self.current_step(state)
        if step is None or seat not in step.pending(self, state):
            return []
        return step.legal(self, state, seat)

    def _perform(self, state: MissionState, seat: int, command: dict) -> None:
        step = self.current_step(state)
        assert step is not None
        step.perform(self, state, seat, command)

    def mission_cards(self, state: MissionState, seat: int) -> list[str]:
        cards = ["success", "fail"] if state.sides[seat] == self.evil else ["success"]
        for feature in self.features_of(state):
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
            state.extra["end"] = "good"
            hook = "three_successes"
        elif fails >= WINS_NEEDED:
            state.extra["end"] = "evil"
            hook = "three_fails"
        else:
            state.queue[:] = list(flow.AFTER_MISSION)
            return
        steps: list[str] = []
        for feature in self.features_of(state):
            steps.extend(getattr(feature, hook)(self, state) or [])
        state.queue[:] = steps + ["declare_winner"]

    # ---- views ----------------------------------------------------------------------------
    def view(self, state: MissionState, viewer) -> dict:
        players = state.players
        seat = viewer if isinstance(viewer, int) else None
        step = self.current_step(state)
        group = sorted(step.group(state)) if step is not None and hasattr(step, "group") else sorted(self.pending(state))
        data: dict = {
            "game": self.name,
            "players": players,
            "viewer": viewer,
            "options": dict(self._derived(state, "public_options", lambda: self._options.public_values(state.config["options"]))),
            "sides": list(self.sides),
            "role_deck": list(self._derived(state, "role_deck", lambda: self.role_deck(state.config))),
            "evil_count": SPIES[players],
            "team_sizes": list(self.team_sizes(players)),
            "fails_needed": [fails_needed(players, slot) for slot in range(5)],
            "phase": state.phase,
            "round": state.round,
            "leader": state.leader,
            "first_leader": state.first_leader,
            "vote_track": state.vote_track,
            "proposal": state.proposals,
            "mission": state.slot,
            "team": list(state.team),
            "face_up": {str(s): c for s, c in sorted(state.face_up.items())},  # In the Spotlight, this mission
            "missions": [dict(m) if m else None for m in state.missions],
            "mission_order": list(state.mission_order),
            "vote_history": [dict(v) for v in state.vote_history],
            "waiting_for": group,
            "public_history": list(state.public_history),
            "outcome": dict(state.finished) if state.finished else None,
        }
        if seat is not None:
            data["you"] = {"seat": seat, "role": state.roles[seat], "side": state.sides[seat]}
            data["knowledge"] = [dict(f) for f in state.knowledge[seat]]
            data["answered"] = seat in group and seat not in self.pending(state)
            data["pending"] = self.pending(state).get(seat)
            data["legal"] = self.legal(state, seat)
        if viewer == OMNISCIENT or state.finished is not None:
            data["roles"] = list(state.roles)
            data["sides_by_seat"] = list(state.sides)
        if viewer == OMNISCIENT:
            data["knowledge_by_seat"] = [[dict(f) for f in facts] for facts in state.knowledge]
            data["cards"] = {str(s): c for s, c in sorted(state.cards.items())}
            data["votes"] = {str(s): v for s, v in sorted(state.votes.items())}
        data["step"] = step.view(self, state, viewer) if step is not None else {}
        for feature in self.features_of(state):
            feature.view(self, state, viewer, data)
        return data

    # ---- sampling worlds ------------------------------------------------------------------
    def sample_world(self, view: dict, rng: random.Random, tries: int = 4000) -> MissionState:
        """A state consistent with `view`: a deal that explains it, replayed through the public history."""
        viewer = view["viewer"]
        if not isinstance(viewer, int):
            raise ValueError("sample_world needs a seat's view")
        options_base = dict(view["options"])
        for _ in range(tries):
            roles = self._guess_roles(view, rng)
            if roles is None or not self._deal_explains(view, roles):
                continue
            options = dict(options_base, roles=roles, first_leader=view["first_leader"])
            for feature in self.features_of({"players": view["players"], "options": options}):
                feature.sample_pins(self, view, rng, options)
            try:
                return self._replay_public(view, options, roles, rng)
            except (Rejected, ConfigError, _Inconsistent):
                continue
        raise ValueError("no world consistent with this view was found")

    def _guess_roles(self, view: dict, rng: random.Random) -> list[str] | None:
        if view.get("roles"):  # revealed at the end of the game
            return list(view["roles"])
        players = view["players"]
        known = {f["seat"]: f["role"] for f in view["knowledge"] if f["fact"] == "role"}
        deck = list(view["role_deck"])
        for role in known.values():
            if role not in deck:
                return None
            deck.remove(role)
        rng.shuffle(deck)
        unknown = iter(deck)
        return [known[s] if s in known else next(unknown) for s in range(players)]

    def _deal_explains(self, view: dict, roles: list[str]) -> bool:
        seat = view["viewer"]
        config = {"players": view["players"], "options": view["options"]}
        shown = [f for f in view["knowledge"] if f.get("source") == "reveal"]
        if self.reveal_facts(config, roles, view["first_leader"], seat) != shown:
            return False
        sides = [self.side_of(r) for r in roles]
        for fact in view["knowledge"]:
            # A side seen during play may be a Lancelot's after a switch: the replay checks those (§3.7).
            if fact["fact"] == "side" and sides[fact["seat"]] != fact["side"] and roles[fact["seat"]] not in self.switching_roles:
                return False
        # A seat that can change side may have failed either way; a switched card adds a fail (§3.6, §3.7).
        may_fail = [sides[s] == self.evil or roles[s] in self.switching_roles for s in range(len(roles))]
        for record in view["missions"]:
            if record and sum(1 for s in record["team"] if may_fail[s]) + len(record.get("switched", ())) < record["fails"]:
                return False
        return all(f.consistent(self, view, roles) for f in self.features_of(config))

    def _replay_public(self, view: dict, options: dict, roles: list[str], rng: random.Random) -> MissionState:
        state = self.new_game({"players": view["players"], "options": options}, rng.getrandbits(64))
        own_cards = {f["mission"]: f["card"] for f in view["knowledge"] if f["fact"] == "played"}
        # A card seen after a switch also says what was played (Keeping a Close Eye, §2.6 #9).
        seen_cards = {(f["mission"], f["seat"]): f.get("played", f["card"]) for f in view["knowledge"] if f["fact"] == "mission_card"}
        history = list(view["public_history"])
        position = 0
        replayed: set[int] = set()
        while True:
            if state.phase == "mission" and state.slot not in replayed:
                replayed.add(state.slot)
                self._replay_mission(state, view, own_cards, seen_cards, rng)
                continue
            if position < len(history) or view["phase"] != state.phase:
                hidden = self._hidden_command(state, view, rng)
                if hidden is not None:
                    self.apply(state, *hidden)
                    continue
            if position >= len(history):
                break
            entry = history[position]
            position += 1
            self.apply(state, entry["seat"], entry["command"])
        self._replay_own_answer(state, view)
        # Everything the seat was shown (reveal, token results, cards seen) must come out the same.
        if view["phase"] != state.phase or state.knowledge[view["viewer"]] != view["knowledge"]:
            raise _Inconsistent()
        return state

    def _hidden_command(self, state, view, rng) -> tuple[int, dict] | None:
        """A secret decision the view has moved past, filled in by the feature that owns it."""
        for feature in self.features_of(state):
            hidden = feature.hidden_command(self, state, view, rng)
            if hidden is not None:
                return hidden
        return None

    def _replay_own_answer(self, state: MissionState, view: dict) -> None:
        """The viewer's own answer to the decision in progress (a vote, a mission card) is known to it."""
        seat = view["viewer"]
        if seat not in self.pending(state):
            return
        if state.phase == "vote" and "your_vote" in view["step"]:
            self.apply(state, seat, {"kind": "vote", "approve": view["step"]["your_vote"]})
        elif state.phase == "mission":
            for fact in view["knowledge"]:
                if fact["fact"] == "played" and fact["mission"] == state.slot and state.missions[state.slot] is None:
                    self.apply(state, seat, {"kind": "mission_card", "card": fact["card"]})

    def _replay_mission(self, state, view, own_cards, seen_cards, rng) -> None:
        """Play cards that explain the view: its fail count, or, for the mission under way, any legal ones."""
        slot = state.slot
        record = view["missions"][slot]
        viewer = view["viewer"]
        fixed: dict[int, str] = {}
        if viewer in state.team and slot in own_cards:
            fixed[viewer] = own_cards[slot]
        if record is None:
            fixed.update({int(s): c for s, c in view.get("face_up", {}).items()})  # In the Spotlight
            if view["phase"] == "mission":  # still being played: the viewer's own card and face-up ones are known
                for seat, card in sorted(fixed.items()):
                    self.apply(state, seat, {"kind": "mission_card", "card": card})
                return
            for (mission, seat), card in seen_cards.items():
                if mission == slot:
                    fixed[seat] = card
            for seat in state.team:
                cards = self.mission_cards(state, seat)
                card = fixed.get(seat, cards[rng.randrange(len(cards))])
                self.apply(state, seat, {"kind": "mission_card", "card": card})
            return
        fixed.update({int(s): c for s, c in record.get("face_up", {}).items()})
        for (mission, seat), card in seen_cards.items():
            if mission == slot:
                fixed[seat] = card
        # A switched card (Excalibur, Sergeant) counts as its opposite: played Success, counted Fail.
        switched = set(record.get("switched", ()))
        counted_fails = sum(1 for s, c in fixed.items() if (c in FAIL_CARDS) != (s in switched))
        counted_fails += sum(1 for s in switched if s not in fixed and state.sides[s] != self.evil)
        free_evil = [s for s in state.team if s not in fixed and state.sides[s] == self.evil]
        needed = record["fails"] - counted_fails
        if needed < 0 or needed > len(free_evil):
            raise _Inconsistent()
        failing = (set(rng.sample(free_evil, needed)) if switched
                   else self._failing_by_card(state, record, fixed, free_evil, rng))
        for seat in state.team:
            if state.phase != "mission" or seat not in self.pending(state):
                continue
            counted_fail = seat in failing or (seat in switched and state.sides[seat] != self.evil)
            card = fixed.get(seat) or self._card_for(state, seat, fail=counted_fail != (seat in switched))
            self.apply(state, seat, {"kind": "mission_card", "card": card})

    def _failing_by_card(self, state, record, fixed, free_evil, rng) -> set[int]:
        """Failing seats whose fail cards match the record, special ones included (Chief Fail, §5.4)."""
        special = record.get("special", {})
        wanted = {**special, "fail": record["fails"] - sum(special.values())}
        for card in fixed.values():
            if card in wanted:
                wanted[card] -= 1
        by_card: dict[str, list[int]] = {}
        for seat in free_evil:
            by_card.setdefault(self._card_for(state, seat, fail=True), []).append(seat)
        failing: set[int] = set()
        for card, count in wanted.items():
            group = by_card.get(card, [])
            if not 0 <= count <= len(group):
                raise _Inconsistent()
            failing.update(rng.sample(group, count))
        return failing

    def _card_for(self, state, seat, fail: bool) -> str:
        """A card this seat may play that counts as a fail (or a success); none means the world is wrong."""
        wanted = [card for card in self.mission_cards(state, seat) if (card in FAIL_CARDS) == fail]
        if not wanted:
            raise _Inconsistent()
        return wanted[0]


class _Inconsistent(Exception):
    """A guessed world that cannot reproduce the view."""
