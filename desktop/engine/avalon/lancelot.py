"""Lancelot: two roles that may swap sides when loyalty cards are turned (REFERENCE.md §3.7, §6 #29).

The loyalty deck is shuffled at setup (a recorded chance outcome, pinnable) and its next card is turned
at the start of the 3rd, 4th and 5th rounds played (§6b #5). A Switch swaps the Lancelots' sides; the
seats that knew Evil Lancelot's seat learn his new side.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import ConfigError, Option
from ..resistance.features import Feature, Step
from ..resistance.steps import FAIL_CARDS, emit
from .roles import LANCELOTS

SWITCH, NO_CHANGE = "switch", "no_change"
LOYALTY_DECK = (NO_CHANGE, NO_CHANGE, NO_CHANGE, SWITCH, SWITCH)  # 3 + 2 (§3.7 variant 1)
TURN_ROUNDS = (2, 3, 4)  # rounds played so far when a card turns: the 3rd, 4th and 5th rounds


@dataclass(frozen=True, slots=True)
class LoyaltyDeck:
    """The loyalty deck in its order, and the cards turned so far (state.lancelot; replaced, never changed)."""

    deck: tuple[str, ...]
    turned: tuple[str, ...] = ()


class Lancelot(Feature):
    name = "lancelot"

    def options(self):
        return [
            Option("lancelot_deck_face_up", "bool", False, "Lancelot variant: the loyalty cards are dealt face up, so the switches are known."),
            Option("evil_lancelot_must_fail", "bool", False, "Lancelot variant: the Lancelot who is evil must play Fail on quests."),
            Option("lancelots_see_each_other", "bool", False, "Lancelot variant: the two Lancelots open their eyes and see each other."),
            Option("lancelot_deck", "any", None, "Pin the loyalty deck's order, e.g. [\"switch\", \"no_change\", ...] (scenarios and tests).",
                   public=False),
        ]

    def enabled(self, config):
        return all(role in config["options"]["roles_in_play"] for role in LANCELOTS)

    def check_setup(self, game, config):
        pinned = config["options"].get("lancelot_deck")
        if pinned is not None and (not isinstance(pinned, list) or sorted(map(str, pinned)) != sorted(LOYALTY_DECK)):
            raise ConfigError("bad_lancelot_deck", f"the loyalty deck is {sorted(LOYALTY_DECK)} in some order, not {pinned!r}",
                              deck=repr(pinned))
        return []

    def setup(self, game, state):
        deck = state.config["options"].get("lancelot_deck") or state.rng.shuffled("lancelot_deck", list(LOYALTY_DECK))
        state.lancelot = LoyaltyDeck(tuple(deck))
        if state.config["options"].get("lancelot_deck_face_up"):
            emit(state, "loyalty_deck_revealed", deck=list(deck))

    def steps(self):
        return [LancelotFlip()]

    def view(self, game, state, viewer, data):
        lancelot = state.lancelot
        face_up = state.config["options"].get("lancelot_deck_face_up")
        data["lancelot"] = {"turned": list(lancelot.turned), "switched": lancelot.turned.count(SWITCH) % 2 == 1,
                            "deck": list(lancelot.deck) if face_up else None}

    def sample_pins(self, game, view, rng, options):
        """The turned cards are public; the rest of the deck is any order of what is left."""
        seen = view["lancelot"]["deck"] or view["lancelot"]["turned"]
        rest = list(LOYALTY_DECK)
        for card in seen:
            rest.remove(card)
        rng.shuffle(rest)
        options["lancelot_deck"] = list(seen) + rest

    def statistics(self, game, state):
        return {"lancelot": {"switches": state.lancelot.turned.count(SWITCH)}}

    def mission_cards(self, game, state, seat, cards):
        # Variant: the Lancelot who is evil now must fail (§3.7, other printed variants).
        if state.config["options"].get("evil_lancelot_must_fail") and state.roles[seat] in LANCELOTS \
                and state.sides[seat] == game.evil:
            return [card for card in cards if card in FAIL_CARDS]
        return cards


class LancelotFlip(Step):
    """At the start of rounds 3-5 the next loyalty card is turned for everyone (§3.7 #2-4)."""

    name = "lancelot_flip"

    def enter(self, game, state):
        if state.round not in TURN_ROUNDS:
            return False
        lancelot = state.lancelot
        card = lancelot.deck[len(lancelot.turned)]
        state.lancelot = LoyaltyDeck(lancelot.deck, lancelot.turned + (card,))
        emit(state, "loyalty_card_turned", card=card, round=state.round)
        if card == SWITCH:
            seats = [seat for seat, role in enumerate(state.roles) if role in LANCELOTS]
            for seat in seats:
                state.sides[seat] = game.good if state.sides[seat] == game.evil else game.evil
            state.forget_you(seats)
            # Whoever knows a Lancelot's seat by role (Evil knows Evil Lancelot's) sees his new side; Merlin,
            # who saw him only as evil, learns nothing (§3.7 #5).
            for viewer, facts in enumerate(state.knowledge):
                known = sorted({f["seat"] for f in facts if f["fact"] == "role" and f["seat"] in seats and f["seat"] != viewer})
                for seat in known:
                    state.learn(viewer, {"fact": "loyalty", "seat": seat, "side": state.sides[seat],
                                         "source": "lancelot_switch", "round": state.round})
        return False
