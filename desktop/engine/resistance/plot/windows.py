"""The play-or-pass windows of held plot cards (REFERENCE.md §2.4, §2.5, §2.6).

A window asks the holders one at a time, the Leader first and then clockwise; each holder gets one
chance and a pass is final for that window (§6 #17). Who plays a card, and on whom, is public (§2.2).
"""
from __future__ import annotations

from ...core import Reject, one_of, spec
from .. import flow
from ..features import Step
from ..steps import emit, reject_proposal
from .cards import CLOSE_EYE, NO_CONFIDENCE, SPOTLIGHT, STRONG_LEADER
from .table import discard, holders, table


class CardWindow(Step):
    """One window for one held card. Subclasses say when it opens, who may play it, and what it does."""

    card = ""
    closes_on_play = True  # most windows end with the first card played

    def is_open(self, game, state) -> bool:
        return True

    def may_play(self, game, state, seat: int) -> bool:
        return True

    def targets(self, game, state, seat: int) -> list[int] | None:
        """The seats this card may name, or None for a card without a target."""
        return None

    def resolve(self, game, state, seat: int, command: dict) -> None:
        """The card's effect, after it is discarded and announced."""

    def enter(self, game, state):
        plot = table(state)
        plot.window = []
        if not self.is_open(game, state):
            return False
        plot.window = [seat for seat in holders(state, self.card) if self.may_play(game, state, seat)]
        return bool(plot.window)

    def pending(self, game, state):
        window = table(state).window
        return {window[0]: self.name} if window else {}

    def legal(self, game, state, seat):
        targets = self.targets(game, state, seat)
        play = (spec("play_card", card=one_of([self.card])) if targets is None
                else spec("play_card", card=one_of([self.card]), target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET)))
        return [play, spec("pass")]

    def perform(self, game, state, seat, command):
        plot = table(state)
        plot.window.pop(0)
        state.add_public(seat, command)
        if command["kind"] == "pass":
            emit(state, "plot_card_passed", seat=seat, card=self.card)
        else:
            discard(state, seat, self.card)
            emit(state, "plot_card_played", seat=seat, card=self.card,
                 **({"target": command["target"]} if "target" in command else {}))
            if self.closes_on_play:
                plot.window = []
            self.resolve(game, state, seat, command)
        # A holder left with nothing to aim at is not asked (e.g. every card already watched).
        plot.window = [s for s in plot.window if self.may_play(game, state, s)]
        if not plot.window:
            flow.advance(game, state)


class StrongLeaderWindow(CardWindow):
    """Before the Leader acts, a holder may take the lead; then none until a vote is held (§2.5, §6 #16)."""

    name = "strong_leader"
    card = STRONG_LEADER

    def is_open(self, game, state):
        lock = table(state).lock
        return lock is None or lock != len(state.vote_history)

    def may_play(self, game, state, seat):
        return seat != state.leader

    def resolve(self, game, state, seat, command):
        table(state).lock = len(state.vote_history)  # an auto-approved hammer also counts (§1.6)
        state.leader = seat
        emit(state, "leader_changed", leader=seat, reason=STRONG_LEADER)


class NoConfidenceWindow(CardWindow):
    """Right after an approval: cancel it; it counts as a rejection and may be the fifth (§2.5, §6 #15)."""

    name = "no_confidence"
    card = NO_CONFIDENCE

    def resolve(self, game, state, seat, command):
        reject_proposal(game, state, NO_CONFIDENCE)


class SpotlightWindow(CardWindow):
    """Before cards are chosen: one team member's card will be played face up (§2.5, §6 #20, §6b #1)."""

    name = "spotlight"
    card = SPOTLIGHT

    def enter(self, game, state):
        plot = table(state)
        plot.spotlight = None  # a new mission: nobody in the spotlight, no card watched yet
        plot.watched = []
        return super().enter(game, state)

    def targets(self, game, state, seat):
        return list(state.team)

    def resolve(self, game, state, seat, command):
        table(state).spotlight = command["target"]


class CloseEyeWindow(CardWindow):
    """After the cards are played: a private look at one card; one look per card (§2.5, §6 #18)."""

    name = "close_eye"
    card = CLOSE_EYE
    closes_on_play = False  # several holders may look, each at a different card

    def targets(self, game, state, seat):
        plot = table(state)
        return [member for member in state.team
                if member != seat and member not in state.face_up and member not in plot.watched]

    def may_play(self, game, state, seat):
        return bool(self.targets(game, state, seat))

    def resolve(self, game, state, seat, command):
        target = command["target"]
        table(state).watched.append(target)
        card = state.cards[target]  # as it is after a Sergeant / Excalibur switch (§2.6 #9)
        fact = {"fact": "mission_card", "mission": state.slot, "seat": target, "card": card, "source": CLOSE_EYE}
        played = next(f["card"] for f in state.knowledge[target] if f["fact"] == "played" and f["mission"] == state.slot)
        if played != card:  # the switch was public, so the looker may know what was played
            fact["played"] = played
        state.learn(seat, fact)
        emit(state, "mission_card_seen", (seat,), mission=state.slot, seat=target, card=card)


WINDOWS = [StrongLeaderWindow(), NoConfidenceWindow(), SpotlightWindow(), CloseEyeWindow()]
