"""Drawing and handing out plot cards, and the immediate cards' decisions (REFERENCE.md §2.2, §2.5).

Only the first proposal of a round draws (§6 #11). The Leader hands the drawn cards out one at a
time, each to a different other player (§6 #13, §6b #4); an immediate card resolves as it is handed
out, before the next one: its receiver decides at once (Overheard Conversation, Open Up, Take
Responsibility), and Establish Confidence is resolved by the Leader in the same command.
"""
from __future__ import annotations

from ...core import Reject, one_of, spec
from .. import flow
from ..features import Step
from ..steps import emit
from .cards import DRAWS, ESTABLISH_CONFIDENCE, OPEN_UP, OVERHEARD, TAKE_RESPONSIBILITY, is_immediate
from .table import count_played, show_card, table

# The decision an immediate card asks of its receiver, by card.
RECEIVER_DECISION = {OVERHEARD: "overhear", OPEN_UP: "open_up", TAKE_RESPONSIBILITY: "take_card"}


class PlotDraw(Step):
    name = "plot_draw"

    def enter(self, game, state):
        if state.proposals != 0:  # later proposals of a round draw nothing (§2.2)
            return False
        plot = table(state)
        count = min(DRAWS[state.players], len(plot.deck))
        if count == 0:
            return False
        plot.hand = plot.deck[:count]
        del plot.deck[:count]
        plot.drawn.extend(plot.hand)
        plot.recipients = []
        emit(state, "plot_cards_drawn", leader=state.leader, cards=list(plot.hand))
        return True

    def pending(self, game, state):
        resolving = table(state).resolving
        if resolving is not None:
            return {resolving["seat"]: RECEIVER_DECISION[resolving["card"]]}
        return {state.leader: "give_card"}

    def legal(self, game, state, seat):
        plot = table(state)
        if plot.resolving is not None:
            return self._receiver_legal(game, state, seat, plot.resolving["card"])
        others = [s for s in range(state.players) if s != seat]
        recipients = [s for s in others if s not in plot.recipients]
        return [spec("give_card", card=one_of([card]),
                     to=one_of(others if card == ESTABLISH_CONFIDENCE else recipients, Reject.NOT_ELIGIBLE_TARGET))
                for card in sorted(set(plot.hand))]

    def _receiver_legal(self, game, state, seat, card):
        if card == OVERHEARD:  # a neighbour, left or right, chosen by the receiver (§6 #21)
            neighbours = sorted({(seat - 1) % state.players, (seat + 1) % state.players})
            return [spec("overhear", target=one_of(neighbours, Reject.NOT_ELIGIBLE_TARGET))]
        if card == OPEN_UP:  # to anyone else, the Leader included (§2.5)
            return [spec("open_up", to=one_of([s for s in range(state.players) if s != seat], Reject.NOT_ELIGIBLE_TARGET))]
        held = table(state).held
        return [spec("take_card", card=one_of([taken]),
                     owner=one_of([s for s in range(state.players) if s != seat and taken in held[s]], Reject.NOT_ELIGIBLE_TARGET))
                for taken in sorted({c for s in range(state.players) if s != seat for c in held[s]})]

    def perform(self, game, state, seat, command):
        plot = table(state)
        state.add_public(seat, command)  # who gave what to whom is public
        if command["kind"] == "give_card":
            self._give(game, state, seat, command["card"], command["to"])
        else:
            self._resolve(game, state, seat, command)
        if plot.resolving is None and not plot.hand:
            flow.advance(game, state)

    def _give(self, game, state, leader, card, to):
        plot = table(state)
        plot.hand.remove(card)
        if card == ESTABLISH_CONFIDENCE:  # no receiver: the Leader shows their card to `to` (§6 #13)
            count_played(state, card)
            emit(state, "plot_card_played", seat=leader, card=card, target=to)
            show_card(game, state, leader, to, card)
            return
        plot.recipients.append(to)
        emit(state, "plot_card_given", leader=leader, card=card, to=to)
        if not is_immediate(card):
            plot.held[to].append(card)
            return
        others_hold = any(plot.held[s] for s in range(state.players) if s != to)
        if card == TAKE_RESPONSIBILITY and not others_hold:  # nothing to take: discarded (§6 #14)
            emit(state, "plot_card_discarded", seat=to, card=card)
            return
        plot.resolving = {"card": card, "seat": to}

    def _resolve(self, game, state, seat, command):
        plot = table(state)
        card = plot.resolving["card"]
        plot.resolving = None
        count_played(state, card)
        if command["kind"] == "overhear":
            emit(state, "plot_card_played", seat=seat, card=card, target=command["target"])
            show_card(game, state, command["target"], seat, card)
        elif command["kind"] == "open_up":
            emit(state, "plot_card_played", seat=seat, card=card, target=command["to"])
            show_card(game, state, seat, command["to"], card)
        else:
            owner, taken = command["owner"], command["card"]
            plot.held[owner].remove(taken)
            plot.held[seat].append(taken)
            emit(state, "plot_card_played", seat=seat, card=card, target=owner, taken=taken)
