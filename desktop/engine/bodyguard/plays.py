"""Carrying out a legal command: plays, the Hardcore chain, the rescue window (§4.4-§4.8).

Every function here runs only after `legal` accepted the command (the Game base class checks).
The state's shared lists are replaced, never changed in place (copy-on-write, state.py).
"""
from __future__ import annotations

from .cards import ASSASSIN, CARD_INFO, DEADLY_MARTINI, DIRTY_TRICK, HIT_TYPES
from . import recurring
from .flow import (ASSASSIN_ELIMINATED, ASSASSINATION, RESCUE, begin_turns, collect_roles, deal_roles, emit, end_round,
                   end_turn, eliminate, replaced)
from .recurring import ONLY
from .state import BodyguardState
from .tally import counted, set_row


def take(state: BodyguardState, seat: int, card: str) -> None:
    """`card` leaves the seat's hand (a new list: hands are copy-on-write)."""
    hand = state.hands[seat]
    if hand is state.taken_hand:  # this command's own new hand (a rescue takes three cards)
        hand.remove(card)
        state.hand_counts[seat] -= 1
        return
    hand = state.taken_hand = list(hand)
    hand.remove(card)
    state.hands[seat] = hand  # tally.set_hand, inlined: every play takes a card
    counts = list(state.hand_counts)
    counts[seat] = len(hand)
    state.hand_counts = counts


def step(state: BodyguardState, seat: int, command: dict) -> None:
    """Carry out a legal command (BodyguardGame._perform); the caller marks the state edited."""
    if state.counted_at != state.version:  # the steps keep the tallies: they must count this table
        counted(state)
    try:
        PHASES[state.phase][command["kind"]](state, seat, command)
    finally:
        state.taken_hand = None  # views and copies may share it from now on
    state.tallied = True  # the steps kept the tallies current: the edited() that follows keeps them


def perform(state: BodyguardState, seat: int, command: dict) -> None:
    step(state, seat, command)
    state.edited()  # search playouts call this directly, not through `apply`: no stale legal specs


# ---- the President's deal and reassignment (§4.3, §4.8) ---------------------------------------------
def set_aside(state: BodyguardState, seat: int, command: dict) -> None:
    reassignment = state.reassigned
    deal_roles(state, command["role"])
    if reassignment:  # the President now takes the turn as usual
        state.phase = "turn"
    else:
        state.turn = state.president
        begin_turns(state)


def reassign(state: BodyguardState, seat: int, command: dict) -> None:
    collect_roles(state)


# ---- a turn's play (§4.4) ---------------------------------------------------------------------------
def hit(state: BodyguardState, seat: int, command: dict) -> None:
    """A hit card face up in front of another living player; four types eliminate (§4.6)."""
    card, target = command["card"], command["target"]
    hand = state.taken_hand = list(state.hands[seat])  # take(), inlined: a turn's play is its first take
    hand.remove(card)
    state.hands[seat] = hand
    counts = list(state.hand_counts)
    counts[seat] = len(hand)
    state.hand_counts = counts
    type_ = CARD_INFO[card][1]
    before = state.rows[target]
    row = {**before, type_: card}  # a new row, in type order: put in order when it came before a type there
    if before and TYPE_ORDER[type_] < TYPE_ORDER[next(reversed(before))]:
        placed, row = row, {}
        for t in HIT_TYPES:  # a loop, not a comprehension: no function made a hit
            if t in placed:
                row[t] = placed[t]
    rows = list(state.rows)  # tally.set_row, inlined: a turn's usual play
    rows[target] = row
    state.rows = rows
    state.tallied_from = (state.hands, rows, state.eliminated)
    lacking = state.lacking
    state.lacking = {**lacking, type_: lacking[type_] ^ 1 << target}  # the target's bit flips for that type
    recurring.hit_placed(state.events, seat, card, target, type_)
    if len(row) < len(HIT_TYPES):
        state.turn_fields_only = True  # a hand, a row and the turn changed (passed_on clears it if more did)
        passed_on(state, seat, hand, counts)
        return
    if target == state.president:  # only an Assassin can get here: a rescue window first (§4.7)
        open_rescue(state, seat)
        return
    eliminate(state, seat=target, by=seat)
    if seat == state.president and state.roles[target] == ASSASSIN:
        end_round(state, ASSASSIN_ELIMINATED, by=seat)  # (b); the Bodyguard's elimination goes on hidden
        return
    end_turn(state, seat)


def targeted_action(state: BodyguardState, seat: int, command: dict) -> None:
    """Dirty Trick or Deadly Martini: the target may answer with Hardcore before it resolves (§4.5)."""
    card, target = command["card"], command["target"]
    take(state, seat, card)
    state.resolving = [card]
    state.chain = {"action": command["kind"], "card": card, "player": seat, "target": target, "hardcores": []}
    state.phase = "counter"
    recurring.action_played(state.events, seat, command["kind"], card, target)


def plan_b(state: BodyguardState, seat: int, command: dict) -> None:
    """Remove one hit card from in front of yourself; its type may come back later (§4.5, §6 #38)."""
    card, removed = command["card"], command["remove"]
    take(state, seat, card)
    set_row(state, seat, {type_: hit for type_, hit in state.rows[seat].items() if hit != removed}, CARD_INFO[removed][1])
    state.discard_up = [*state.discard_up, card, removed]
    emit(state, "plan_b_played", {"seat": seat, "card": card, "removed": removed})
    end_turn(state, seat)


def discard(state: BodyguardState, seat: int, command: dict) -> None:
    """Any card, face down: the table learns only that a card went (§4.4)."""
    card = command["card"]
    hand = state.taken_hand = list(state.hands[seat])  # take(), inlined: a turn's play is its first take
    hand.remove(card)
    state.hands[seat] = hand
    counts = list(state.hand_counts)
    counts[seat] = len(hand)
    state.hand_counts = counts
    state.discard_down.append(card)
    state.face_down[seat] = [*state.face_down[seat], card]
    state.turn_fields_only = True  # a hand, the discard count and the turn changed (passed_on clears it if more did)
    recurring.discarded(state.events, seat, card)
    passed_on(state, seat, hand, counts)


def passed_on(state: BodyguardState, seat: int, hand: list[str], counts: list[int]) -> None:
    """flow.end_turn after a plain hit or a discard, whose `hand` and `counts` are this command's own
    new lists (nothing else holds them yet): the draw goes into them in place. One call a turn, not
    end_turn's (draw_into's test of the hand included); begin_turns when the next seat does not play."""
    if state.skip_draw[seat]:  # a Dirty Trick's draw owed: spent now
        state.skip_draw = replaced(state.skip_draw, seat, False)
        state.turn_fields_only = False  # skip_draw is not one of the turn's fields
    else:
        pile = state.pile
        if pile:  # once the pile is empty nobody draws (§4.4)
            drawn = pile.pop()
            hand.append(drawn)
            counts[seat] += 1
            recurring.drew(state.events, seat, len(pile), drawn)
    turn = state.turn = (seat + 1) % state.players  # to the left (state.next_seat)
    if not state.eliminated[turn] and state.martinis[turn] is None and state.hands[turn]:
        state.phase = "turn"  # begin_turns' usual case: the next seat plays
        turns = state.turns = state.turns + 1
        event = recurring.TURN_STARTED[turn].get(turns)
        if event is None:
            recurring.turn_started(state.events, turn, turns)
        else:
            state.events.append(event)
        return
    begin_turns(state)


TYPE_ORDER = {type_: place for place, type_ in enumerate(HIT_TYPES)}


# ---- the Hardcore chain: a counter, then a counter-counter, no more (§4.5, §6 #39) --------------------
def hardcore(state: BodyguardState, seat: int, command: dict) -> None:
    card = command["card"]
    take(state, seat, card)  # a reactor does not draw for it
    state.resolving = [*state.resolving, card]
    hardcores = [*state.chain["hardcores"], card]
    state.chain = {**state.chain, "hardcores": hardcores}
    level = len(hardcores)
    emit(state, "hardcore_played", {"seat": seat, "card": card, "level": level})
    if level == 1:
        state.phase = "counter_counter"
    else:  # the counter-counter: the target must accept the original effect
        resolve_action(state, cancelled=False)


def pass_counter(state: BodyguardState, seat: int, command: dict) -> None:
    recurring.reaction_passed(state.events, seat, state.phase)
    resolve_action(state, cancelled=state.phase == "counter_counter")


def resolve_action(state: BodyguardState, cancelled: bool) -> None:
    chain = state.chain
    player, target, action = chain["player"], chain["target"], chain["action"]
    state.chain = None
    spent = state.resolving
    state.resolving = []
    draw = True
    if not cancelled and action == DEADLY_MARTINI:
        state.martinis = replaced(state.martinis, target, chain["card"])  # in front of the target until their skipped turn
        spent = [card for card in spent if card != chain["card"]]
    elif not cancelled and action == DIRTY_TRICK:
        state.skip_draw = replaced(state.skip_draw, target, True)  # the target's next turn draws nothing (§6 #36)
        draw = False  # nor does this one
    state.discard_up = state.discard_up + spent
    recurring.action_resolved(state.events, action, player, target, cancelled)
    end_turn(state, player, draw=draw)


# ---- the rescue window (§4.7, §6 #42) ------------------------------------------------------------------
def open_rescue(state: BodyguardState, assassin: int) -> None:
    """Every living player but the President and that Assassin is asked at once; all see the same window."""
    group = [s for s in state.living() if s not in (state.president, assassin)]
    state.rescue = {"assassin": assassin, "group": group}
    state.round_table = None  # the public table shows the window (view.py)
    state.answered = set()
    state.phase = "rescue"
    emit(state, "rescue_window", {"president": state.president, "assassin": assassin, "group": list(group)})
    if not group:
        close_rescue_unanswered(state)


def rescue(state: BodyguardState, seat: int, command: dict) -> None:
    """The Bodyguard reveals three hit cards of different types; they are discarded (§6 #42)."""
    cards = [command[t] for t in HIT_TYPES if t in command]
    for card in cards:
        take(state, seat, card)
    state.discard_up = state.discard_up + cards
    emit(state, "president_rescued", {"seat": seat, "cards": cards})
    end_round(state, RESCUE, by=seat)


def pass_rescue(state: BodyguardState, seat: int, command: dict) -> None:
    state.answered.add(seat)
    emit(state, "you_answered", {"seat": seat, "answer": "pass"}, ONLY[seat])  # never public: who answered leaks
    if len(state.answered) == len(state.rescue["group"]):
        close_rescue_unanswered(state)


def close_rescue_unanswered(state: BodyguardState) -> None:
    assassin = state.rescue["assassin"]
    emit(state, "no_rescue", {"president": state.president, "assassin": assassin})
    eliminate(state, seat=state.president, by=assassin)
    end_round(state, ASSASSINATION, by=assassin)


PHASES = {
    "set_aside": {"set_aside": set_aside},
    "turn": {"hit": hit, DIRTY_TRICK: targeted_action, DEADLY_MARTINI: targeted_action, "plan_b": plan_b,
             "discard": discard, "reassign": reassign},
    "counter": {"hardcore": hardcore, "pass": pass_counter},
    "counter_counter": {"hardcore": hardcore, "pass": pass_counter},
    "rescue": {"rescue": rescue, "pass": pass_rescue},
}
__all__ = ["PHASES", "perform", "step", "take"]
