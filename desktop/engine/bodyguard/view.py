"""What one viewer may know: the only door out of the engine (DESIGN.md, hidden information).

A seat sees the public table, its own hand and role, and what it learned itself (its face-down
discards; as President, the spare and where the Bodyguard may be). Roles of others stay hidden until
the round ends (§4.3, §6b #10). The rescue window looks the same to every seat (§4.7).
"""
from __future__ import annotations

from ..core import OMNISCIENT
from .cards import ACTION_COUNTS, DECK, DECK_SIZE, HAND_SIZE, HIT_TYPES, HITS_PER_TYPE, MAX_PLAYERS, ROLES
from .legal import turn_specs
from .setup import OPTIONS
from .state import BodyguardState
from .tally import counted



def deck_facts() -> dict:
    """The deck's make-up (§4.2)."""
    return {"hit_types": list(HIT_TYPES), "hits_per_type": HITS_PER_TYPE, "actions": dict(ACTION_COUNTS),
            "size": DECK_SIZE, "hand_size": HAND_SIZE}


DECK_FACTS = deck_facts()  # shared by every view: read-only


def view(game, state: BodyguardState, viewer) -> dict:
    """See Game.view. The public table is built once per state version and shared by every viewer;
    it and the hand hold the state's own copy-on-write lists (state.py): read-only for the caller."""
    table = state.view_cache
    if table is not None:
        data = table.copy()
    else:
        if state.counted_at != state.version:  # tally.counted may drop the base (a table arranged by hand)
            source = state.tallied_from  # counted()'s usual case inlined: the tallies count these very lists
            if (state.lacking is not None and source[0] is state.hands and source[1] is state.rows
                    and source[2] is state.eliminated):
                state.counted_at = state.version
            else:
                counted(state)
        base = state.last_table
        if base is not None and state.based_at != state.version:
            # The version's first view, after a plain turn: made from the base table itself, so the
            # table of its own (one 36-key dict copied and freed more) is made only for a second view.
            state.based_at = state.version
            data = base.copy()
            set_turn_fields(data, game, state)
        else:
            data = public_table(game, state).copy()
    data["viewer"] = viewer
    if type(viewer) is int:
        seat = viewer
        role = state.roles[seat]
        data["you"] = {"seat": seat, "role": role, "hand": state.hands[seat]}
        face_down = state.face_down[seat]
        if seat != state.president:  # knowledge(), inlined for the usual seat: its role and its face-down cards
            facts = [] if role is None else [ROLE_FACTS_OF[role][seat]]
            if face_down:
                facts += map(FACE_DOWN_FACT, face_down)
            data["knowledge"] = facts
        else:
            data["knowledge"] = knowledge(state, seat)
        data["answered"] = state.phase == "rescue" and seat in state.answered
        owed = state.pending_cache  # Game.pending's cache, read inline
        data["pending"] = (game.pending(state) if owed is None else owed).get(seat)
        cache = state.legal_cache  # Game.legal's cache, read inline
        if cache is None and seat == state.turn and state.phase == "turn" and state.finished is None:
            # The version's first legal list, the turn's (the usual view): BodyguardGame.legal inlined.
            specs = turn_specs(state, seat)
            state.legal_cache = {seat: specs}
        else:
            specs = cache.get(seat) if cache is not None else None
            if specs is None:
                specs = game.legal(state, seat)
        data["legal"] = specs
    elif viewer == OMNISCIENT:
        data["roles"] = list(state.roles)
        data["spare"] = state.spare
        data["collected"] = list(state.collected)
        data["bodyguard_candidates"] = list(state.bodyguard_candidates)
        data["hands"] = [list(hand) for hand in state.hands]
        data["pile"] = state.pile[::-1]  # top first
        data["discard_face_down"] = list(state.discard_down)
        data["rescue_answered"] = sorted(state.answered)
    return data


def public_table(game, state: BodyguardState) -> dict:
    """What every viewer sees at this version, cached on the state until it changes.

    Made from a copy of the round's table (round_table: the config's template, which holds every key
    in order and what never changes in a game, with ROUND_FIELDS set): copying a dict of this size
    costs a tenth of building it key by key. After a
    plain turn, from a copy of the version before's table (TURN_FIELDS). A state changed by hand must
    call edited() (GameState's contract); one whose hands, rows or eliminations were replaced without
    it is built afresh all the same, as its tallies are counted afresh (tally.counted)."""
    if state.counted_at != state.version:  # the hand counts must count these hands (and see `last`)
        counted(state)
    last = state.last_table
    if last is not None:  # it differs from this version's in TURN_FIELDS alone (state.turn_fields_only)
        table = state.view_cache = last.copy()
        set_turn_fields(table, game, state)
        return table
    base = state.round_table
    if base is None:
        base = state.round_table = round_table(game, state)
    table = state.view_cache = base.copy()
    table["phase"] = state.phase
    table["turn"] = state.turn
    table["turns"] = state.turns
    table["hand_counts"] = state.hand_counts
    table["rows"] = state.rows
    table["martinis"] = state.martinis
    table["skip_draw"] = state.skip_draw
    table["pile_count"] = len(state.pile)
    table["discard_face_up"] = state.discard_up
    table["discard_count"] = len(state.discard_up) + len(state.discard_down)
    table["resolving"] = state.resolving
    table["chain"] = state.chain
    # The whole group of a simultaneous decision, never who already answered (that leaks).
    if state.phase == "rescue" and state.finished is None:
        table["waiting_for"] = state.rescue["group"]
        if state.pending_cache is None:
            game.pending(state)  # view() reads the cache
    else:
        owed = state.pending_cache
        # Outside the rescue window at most one seat owes: its dict's keys are the sorted list.
        table["waiting_for"] = [*(game.pending(state) if owed is None else owed)]
    return table


def round_table(game, state: BodyguardState) -> dict:
    """The config's template with ROUND_FIELDS set: what changes only at a round's start or end, an
    elimination, the reassignment and the rescue window (each step that changes them drops it,
    state.round_table), so a table is this copied with the other fields set (11 stores fewer)."""
    template = state.derived.get("table")
    if template is None:
        template = state.derived["table"] = {
            "game": game.name, "players": state.players, "viewer": None,
            "options": OPTIONS.public_values(state.config["options"]), "sides": list(game.sides),
            "deck": DECK_FACTS, "rounds": state.players, **dict.fromkeys(CHANGING)}
    table = template.copy()
    table["round"] = state.round
    table["president"] = state.president
    table["first_president"] = state.first_president
    table["reassigned"] = state.reassigned
    table["eliminated"] = state.eliminated
    table["eliminations"] = state.eliminations
    table["rescue"] = state.rescue
    table["scores"] = state.scores
    table["two_point_awards"] = state.two_point_awards
    table["history"] = state.history
    table["outcome"] = state.finished
    return table


def set_turn_fields(table: dict, game, state: BodyguardState) -> None:
    """Set TURN_FIELDS in a copy of a base table (state.last_table), which makes it this version's."""
    table["phase"] = state.phase
    table["turn"] = state.turn
    table["turns"] = state.turns
    table["hand_counts"] = state.hand_counts
    table["rows"] = state.rows
    table["pile_count"] = len(state.pile)
    table["discard_count"] = len(state.discard_up) + len(state.discard_down)
    owed = state.pending_cache
    table["waiting_for"] = [*(game.pending(state) if owed is None else owed)]  # a turn: one seat owes


# What a plain turn changes (a hit or a discard, then the next turn): the table of the version before
# with these set again is this version's (plays.py marks such a step).
TURN_FIELDS = ("phase", "turn", "turns", "hand_counts", "rows", "pile_count", "discard_count", "waiting_for")
# What round_table sets: the rest of CHANGING is set for every table.
ROUND_FIELDS = ("round", "president", "first_president", "reassigned", "eliminated", "eliminations", "rescue", "scores",
                "two_point_awards", "history", "outcome")
# The table's keys after the template's fixed ones, in the order every view has them.
CHANGING = ("round", "president", "first_president", "phase", "turn", "turns", "reassigned", "hand_counts", "rows",
            "martinis", "skip_draw", "pile_count", "discard_face_up", "discard_count", "resolving", "eliminated",
            "eliminations", "chain", "rescue", "waiting_for", "scores", "two_point_awards", "history", "outcome")


# Facts that hold a card or a seat's role are the same records in every view: made once, shared, read-only.
FACE_DOWN_FACTS = {card: {"fact": "face_down", "card": card} for card in DECK}
FACE_DOWN_FACT = FACE_DOWN_FACTS.__getitem__
ROLE_FACTS = {(seat, role): {"fact": "role", "seat": seat, "role": role} for seat in range(MAX_PLAYERS) for role in ROLES}
ROLE_FACTS_OF = {role: [ROLE_FACTS[seat, role] for seat in range(MAX_PLAYERS)] for role in ROLES}  # no key tuple a view


def knowledge(state: BodyguardState, seat: int) -> list[dict]:
    """What this seat learned privately this round, as facts (a bot's and sample_world's input)."""
    role = state.roles[seat]
    facts: list[dict] = [] if role is None else [ROLE_FACTS[seat, role]]
    if seat == state.president and state.finished is None:
        if state.phase == "set_aside":
            facts.append({"fact": "collected", "roles": list(state.collected)})
        if state.spare is not None:
            facts.append({"fact": "spare", "role": state.spare})
        if state.spare is not None or state.reassigned:
            facts.append({"fact": "bodyguard_among", "seats": list(state.bodyguard_candidates)})
    face_down = state.face_down[seat]
    if face_down:
        facts += [FACE_DOWN_FACTS[card] for card in face_down]
    return facts
