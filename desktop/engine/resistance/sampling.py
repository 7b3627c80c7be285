"""Sampling worlds for mission games: a full state consistent with what one seat's view shows.

What search bots plan on (DESIGN.md, "The engine contract"). A deal is guessed, checked against the
view's reveal facts and missions, then the public history is replayed on it with the hidden choices
(mission cards, secret answers) filled in so that the seat's view comes out byte-identical.
"""
from __future__ import annotations

import random

from ..core import ConfigError, Rejected
from .state import MissionState
from .steps import FAIL_CARDS


class WorldSampler:
    """Mixed into MissionGame: everything `sample_world` needs, kept out of the rules' way."""

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
        # As lists: a view that came over the wire has lists where the engine keeps tuples.
        if view["phase"] != state.phase or list(state.knowledge[view["viewer"]]) != list(view["knowledge"]):
            raise _Inconsistent()
        return state

    def _hidden_command(self, state, view, rng) -> tuple[int, dict] | None:
        """A secret decision the view has moved past, filled in by the feature that owns it."""
        for feature in self.features_with(state, "hidden_command"):
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
