"""The course of a Bodyguard round: deal, turns, skips, eliminations, scoring, the game's end (§4.3-§4.9)."""
from __future__ import annotations

from ..core import Event
from . import recurring
from .cards import ASSASSIN, BODYGUARD, DECK, HAND_SIZE, PRESIDENT, role_cards
from .recurring import ONLY, _new_event
from .state import BodyguardState
from .tally import draw_into, recount, set_eliminated, set_hand

# Round outcomes (§4.9) and their points, by role held when the round ends.
ASSASSINATION = "assassination"  # (a) the President is eliminated, no rescue
ASSASSIN_ELIMINATED = "assassin_eliminated"  # (b) the President places an Assassin's fourth type
RESCUE = "rescue"  # (c) the Bodyguard rescues the President
CARDS_EXHAUSTED = "cards_exhausted"  # (d) the pile and every living hand are empty
ROUND_POINTS = {
    ASSASSIN_ELIMINATED: {PRESIDENT: 2, BODYGUARD: 1},
    CARDS_EXHAUSTED: {PRESIDENT: 2, BODYGUARD: 1},
    RESCUE: {BODYGUARD: 2, PRESIDENT: 1},
    ASSASSINATION: {ASSASSIN: 1},  # and 2, not 1, for the Assassin who placed the fourth hit
}
ASSASSIN_WHO_HIT_POINTS = 2
ROUND_OUTCOMES = tuple(ROUND_POINTS)




def emit(state: BodyguardState, kind: str, data: dict, audience: tuple[int, ...] | None = None) -> None:
    """An event of `kind` with `data` (never changed after), for everyone or only `audience`. A plain
    dict, not keywords: a game emits thousands, and collecting keywords costs as much as the rest."""
    state.events.append(_new_event(Event, (kind, data, audience)))


def replaced(values: list, index: int, value) -> list:
    """A copy of `values` with one element changed: the copy-on-write lists of state.py are never
    changed in place, since copies and views share them."""
    values = list(values)
    values[index] = value
    return values


# ---- a round's start and the role deal ------------------------------------------------------------
def start_round(state: BodyguardState) -> None:
    """Everything is gathered, reshuffled and dealt again; the next President deals roles (§4.3)."""
    n = state.players
    state.president = (state.first_president + state.round) % n
    state.roles = [None] * n
    state.roles[state.president] = PRESIDENT
    state.spare = None
    state.collected = role_cards(n)
    state.reassigned = False
    state.bodyguard_candidates = []
    state.rows = [{} for _ in range(n)]
    state.martinis = [None] * n
    state.discard_up, state.discard_down, state.resolving = [], [], []
    state.face_down = [[] for _ in range(n)]
    state.eliminated = [False] * n
    state.eliminations = []
    state.skip_draw = [False] * n
    state.chain = state.rescue = None
    state.answered = set()
    state.turns = 0
    state.turn = state.president
    deck = _deck_order(state)
    order = [(state.president + k) % n for k in range(n)]
    state.hands = [[] for _ in range(n)]
    for block, seat in enumerate(order):  # blocks of six, the President first (setup.py)
        state.hands[seat] = deck[block * HAND_SIZE:(block + 1) * HAND_SIZE]
    state.pile = deck[n * HAND_SIZE:][::-1]  # top last
    recount(state)
    state.phase = "set_aside"
    emit(state, "round_started", {"round": state.round, "president": state.president})
    for seat in range(n):
        emit(state, "hand_dealt", {"seat": seat, "cards": state.hands[seat]}, ONLY[seat])  # copy-on-write: shared


def _deck_order(state: BodyguardState) -> list[str]:
    pinned = state.config["options"].get("decks") or []
    top = list(pinned[state.round]) if state.round < len(pinned) else []
    if not top:  # the usual deal: nothing pinned, the whole deck shuffled (shuffled copies it)
        return state.rng.shuffled("deck", DECK)
    taken = set(top)
    return top + state.rng.shuffled("deck", [card for card in DECK if card not in taken])


def deal_roles(state: BodyguardState, spare: str) -> None:
    """The President sets `spare` aside knowingly; the rest are shuffled and dealt face down (§4.3, §4.8)."""
    cards = list(state.collected)
    cards.remove(spare)
    state.spare = spare
    state.collected = []
    n = state.players
    receivers = [s for s in ((state.president + k) % n for k in range(1, n)) if state.roles[s] is None]
    options = state.config["options"]
    pinned = (options.get("reassignments") if state.reassigned else options.get("roles")) or []
    pin = pinned[state.round] if state.round < len(pinned) else None  # a pinned deal (setup.py)
    bodyguard_seat = pin.index(BODYGUARD) if pin else None
    if pin and (BODYGUARD not in cards or bodyguard_seat in receivers):
        dealt = [BODYGUARD if s == bodyguard_seat and BODYGUARD in cards else ASSASSIN for s in receivers]
    else:
        dealt = state.rng.shuffled("deal_roles", cards)
    for seat, role in zip(receivers, dealt):
        state.roles[seat] = role
    if spare == BODYGUARD:
        state.bodyguard_candidates = []
    elif BODYGUARD in dealt:
        state.bodyguard_candidates = list(receivers)
    else:  # not collected: it lies with an eliminated player who keeps it (§4.8)
        state.bodyguard_candidates = [s for s in state.bodyguard_candidates if state.eliminated[s]]
    emit(state, "roles_dealt", {"round": state.round, "president": state.president, "reassignment": state.reassigned,
                                "receivers": list(receivers)})
    emit(state, "spare_set_aside", {"role": spare, "bodyguard_among": list(state.bodyguard_candidates)},
         (state.president,))
    for seat in receivers:
        emit(state, "role_dealt", {"seat": seat, "role": state.roles[seat]}, ONLY[seat])


def collect_roles(state: BodyguardState) -> None:
    """Reassignment: the roles of living non-Presidents and the spare go back to the President (§4.8)."""
    collected = [state.spare]
    for seat in range(state.players):
        if seat != state.president and not state.eliminated[seat]:
            collected.append(state.roles[seat])
            state.roles[seat] = None
    state.spare = None
    state.collected = sorted(collected)
    state.reassigned = True
    state.round_table = None  # it shows the reassignment (view.py)
    state.phase = "set_aside"
    emit(state, "reassignment_started", {"president": state.president})
    emit(state, "roles_collected", {"roles": list(state.collected)}, (state.president,))


# ---- turns ---------------------------------------------------------------------------------------
def begin_turns(state: BodyguardState) -> None:
    """Move to the next seat that plays, resolving skipped turns on the way (§4.4, §6 #37, #40, §6b #11)."""
    while True:
        if not state.pile and not any(map(state.hand_counts.__getitem__, state.living_seats)):  # tally.py
            end_round(state, CARDS_EXHAUSTED)
            return
        seat = state.turn
        martini = state.martinis[seat]
        if not state.eliminated[seat] and martini is None and state.hands[seat]:
            state.phase = "turn"
            turns = state.turns = state.turns + 1
            event = recurring.TURN_STARTED[seat].get(turns)  # recurring.turn_started, its memo's hit inlined: every turn
            if event is None:
                recurring.turn_started(state.events, seat, turns)
            else:
                state.events.append(event)
            return
        state.turn_fields_only = False  # a skipped turn may change martinis, discards, skip_draw
        reason = "eliminated" if state.eliminated[seat] else "deadly_martini" if martini else "empty_hand"
        if martini:  # spent on this turn, whatever skips it (§4.5)
            state.martinis = replaced(state.martinis, seat, None)
            state.discard_up = [*state.discard_up, martini]
        owed = state.skip_draw[seat]
        if owed:  # a Dirty Trick's draw is spent, played turn or not (§6b #11)
            state.skip_draw = replaced(state.skip_draw, seat, False)
        # OUR RESOLUTION: an empty hand skips the play, not the draw: the turn's draw still comes.
        if reason == "empty_hand" and not owed:
            draw_card(state, seat)
        if reason != "eliminated" or martini:
            emit(state, "turn_skipped", {"seat": seat, "reason": reason, "martini": martini, "draw_skipped": owed})
        state.turn = state.next_seat(seat)


def draw_card(state: BodyguardState, seat: int) -> None:
    if not state.pile:  # once the pile is empty nobody draws (§4.4)
        return
    pile = state.pile
    card = pile.pop()
    draw_into(state, seat, card)
    recurring.drew(state.events, seat, len(pile), card)


def end_turn(state: BodyguardState, seat: int, draw: bool = True) -> None:
    """Draw one (unless a Dirty Trick says not), then the turn passes to the left (§4.4)."""
    owed = state.skip_draw[seat]
    if owed:
        state.skip_draw = replaced(state.skip_draw, seat, False)
        state.turn_fields_only = False  # skip_draw is not one of them
    if draw and not owed:
        pile = state.pile
        if pile:  # draw_card, inlined with the usual case of draw_into: this command's play made the new hand
            card = pile.pop()
            hand = state.hands[seat]
            if hand is state.taken_hand:
                hand.append(card)
                state.hand_counts[seat] += 1
            else:
                draw_into(state, seat, card)
            recurring.drew(state.events, seat, len(pile), card)
    turn = state.turn = (seat + 1) % state.players  # to the left (state.next_seat)
    if not state.eliminated[turn] and state.martinis[turn] is None and state.hands[turn]:
        # begin_turns' usual case, one call less a turn: the next seat plays (a living hand holds cards: no end)
        state.phase = "turn"
        turns = state.turns = state.turns + 1
        event = recurring.TURN_STARTED[turn].get(turns)
        if event is None:
            recurring.turn_started(state.events, turn, turns)
        else:
            state.events.append(event)
        return
    begin_turns(state)


def eliminate(state: BodyguardState, seat: int, by: int) -> None:
    """Out for this round; the hand is discarded face down and the role stays hidden (§4.4, §6 #43, #45)."""
    set_eliminated(state, seat)
    state.eliminations = [*state.eliminations, {"seat": seat, "by": by}]
    hand = state.hands[seat]
    state.discard_down.extend(hand)
    state.face_down[seat] = state.face_down[seat] + hand
    set_hand(state, seat, [])
    emit(state, "player_eliminated", {"seat": seat, "by": by, "cards_discarded": len(hand)})


# ---- a round's end and the game's end ----------------------------------------------------------------
def end_round(state: BodyguardState, reason: str, by: int | None = None) -> None:
    """Score by the roles held now, reveal every role and the spare (§4.9, §6b #10), go on."""
    state.turn_fields_only = False
    state.round_table = None  # scores, history, the round: the public table's round fields change (view.py)
    table = ROUND_POINTS[reason]
    points = [table.get(role, 0) for role in state.roles]
    if reason == ASSASSINATION:
        points[by] = ASSASSIN_WHO_HIT_POINTS
    state.scores = [score + award for score, award in zip(state.scores, points)]
    state.two_point_awards = [twos + (award == 2) for twos, award in zip(state.two_point_awards, points)]
    record = {"round": state.round, "president": state.president, "reason": reason, "by": by,
              "roles": list(state.roles), "spare": state.spare, "points": points}
    state.history = [*state.history, record]
    state.chain = state.rescue = None
    state.answered = set()
    emit(state, "round_ended", {**record, "scores": list(state.scores)})
    state.round += 1
    if state.round < state.players:
        start_round(state)
    else:
        finish(state)


def points_by_role(history: list[dict], seat: int) -> dict[str, int]:
    totals = {role: 0 for role in (PRESIDENT, BODYGUARD, ASSASSIN)}
    for record in history:
        role = record["roles"][seat]
        totals[role] += record["points"][seat]
    return totals


def finish(state: BodyguardState) -> None:
    """The highest total wins; then more 2-point awards; then the tied players share (§4.9, §6 #44)."""
    best = max(state.scores)
    leaders = [s for s in range(state.players) if state.scores[s] == best]
    most_twos = max(state.two_point_awards[s] for s in leaders)
    winners = [s for s in leaders if state.two_point_awards[s] == most_twos]
    tie_break = "none" if len(leaders) == 1 else "two_point_awards" if len(winners) == 1 else "shared"
    if len(winners) == 1:
        # For `safehouse sim`: the role that earned the winner most points (first in role order on a tie).
        by_role = points_by_role(state.history, winners[0])
        winner = max(by_role, key=lambda role: by_role[role])
    else:
        winner = "shared"
    state.finished = {"winner": winner, "winning_seats": winners, "reason": "all_rounds_played",
                      "scores": list(state.scores), "two_point_awards": list(state.two_point_awards),
                      "tie_break": tie_break}
    state.phase = "over"
    state.round_table = None  # the outcome
    emit(state, "game_over", {**state.finished})
