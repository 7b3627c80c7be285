"""The Plot Thickens: plot cards for The Resistance and Avalon (REFERENCE.md §2).

`PlotCards()` is the feature; Avalon uses `PlotCards(shows_loyalty=True)`, so a card that would show
a character card shows only its loyalty (§2.8).

Decisions (pending kind -> commands):
- give_card: {"kind": "give_card", "card", "to"}; for establish_confidence "to" is who sees the Leader's card.
- overhear: {"kind": "overhear", "target"}; open_up: {"kind": "open_up", "to"};
  take_card: {"kind": "take_card", "card", "owner"}.
- strong_leader / no_confidence / spotlight / close_eye windows: {"kind": "play_card", "card"[, "target"]}
  or {"kind": "pass"}; one holder is asked at a time, in priority order.
- vote (opinion_vote step): the usual {"kind": "vote", "approve"}, cast first and revealed.
Public: view["plot"] (drawn, held, hand, lock, spotlight, watched) and the plot_card_* events; private:
"card_shown" and "mission_card_seen" events and the matching knowledge facts of the one seat entitled.
"""
from __future__ import annotations

from ...core import ConfigError, Option
from ..features import Feature
from ..steps import emit
from .cards import CLOSE_EYE, PLOT_CARDS, deck_for
from .handout import PlotDraw
from .opinion import OpinionVote
from .table import new_table, table
from .windows import WINDOWS

OPTION, DECK_PIN = "plot", "plot_deck"


class PlotCards(Feature):
    name = "plot"
    switch = OPTION

    def __init__(self, shows_loyalty: bool = False) -> None:
        self.shows_loyalty = shows_loyalty

    def options(self):
        return [
            Option(OPTION, "bool", False, "The Plot Thickens: the first leader of each round draws plot cards and hands them out."),
            Option(DECK_PIN, "list", None, "Pin the order of the plot deck, top card first (scenarios and tests).",
                   choices=tuple(PLOT_CARDS), public=False),
        ]

    def check_setup(self, game, config):
        pinned = config["options"].get(DECK_PIN)
        if pinned is not None and sorted(pinned) != deck_for(config["players"]):
            raise ConfigError("pinned_plot_deck_mismatch",
                              f"pinned plot deck {sorted(pinned)} does not match the deck for {config['players']} players {deck_for(config['players'])}",
                              pinned=",".join(sorted(pinned)), deck=",".join(deck_for(config["players"])))
        return []

    def steps(self):
        return [*WINDOWS, PlotDraw(), OpinionVote()]

    def setup(self, game, state):
        pinned = state.config["options"].get(DECK_PIN)
        deck = list(pinned) if pinned is not None else state.rng.shuffled("plot_deck", deck_for(state.players))
        state.plot = new_table(state.players, deck)

    def card_played(self, game, state, seat, card):
        """In the Spotlight: the target's card is played face up, for all to see (§2.5)."""
        if table(state).spotlight == seat:
            state.face_up[seat] = card
            emit(state, "mission_card_face_up", mission=state.slot, seat=seat, card=card)

    def view(self, game, state, viewer, data):
        plot = table(state)
        data["plot"] = {
            "deck_left": len(plot.deck),
            "drawn": list(plot.drawn),
            "hand": list(plot.hand),
            "held": [list(cards) for cards in plot.held],
            "resolving": dict(plot.resolving) if plot.resolving else None,
            "strong_leader_locked": plot.lock is not None and plot.lock == len(state.vote_history),
            "spotlight": plot.spotlight,
            "watched": list(plot.watched),
            "shows": "loyalty" if self.shows_loyalty else "role",
        }

    def sample_pins(self, game, view, rng, options):
        """Drawn cards are public; the order of the undrawn ones is unknown (§2.2)."""
        drawn = list(view["plot"]["drawn"])
        rest = deck_for(view["players"])
        for card in drawn:
            rest.remove(card)
        rng.shuffle(rest)
        options[DECK_PIN] = drawn + rest

    def statistics(self, game, state):
        played = table(state).played
        return {"plot_cards_played": {card: played.get(card, 0) for card in sorted(PLOT_CARDS)}}


__all__ = ["CLOSE_EYE", "PLOT_CARDS", "PlotCards", "deck_for"]
