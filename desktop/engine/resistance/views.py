"""A mission game's views: the public parts of a state version, built once, and each viewer's own.

`MissionGame.view` and `MissionGame._public_parts` are these functions. A seat's view is one copy of
the version's seat dict (every key in place, the public values set) and the few values of its own;
a spectator's is made from the head, which is built only when a spectator asks. Everything in a view
but the dict itself is shared with the state and the other views: read-only for the caller.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import OMNISCIENT
from .plan import EMPTY, TEAM

if TYPE_CHECKING:  # pragma: no cover
    from .game import MissionGame
    from .state import MissionState


def view(game: "MissionGame", state: "MissionState", viewer) -> dict:
    """See Game.view. The state's tuples become lists once per version (public_parts), so a view
    equals its own JSON round trip."""
    parts = state.view_cache
    if parts is None:
        parts = public_parts(game, state)
    if type(viewer) is not int:
        return spectator_view(game, state, viewer, parts)
    pending = state.pending_cache  # `pending`'s cache hit inlined
    if pending is None:
        pending = game.pending(state)
    yours = state.you.get(viewer)  # right for this state: a side change drops it (forget_you)
    if yours is None:
        yours = state.you[viewer] = {"seat": viewer, "role": state.roles[viewer], "side": state.sides[viewer]}
    data = parts[3].copy()  # every key in place (the roles when over, the features' tail): the seat's values set
    data["viewer"] = viewer
    data["you"] = yours
    data["knowledge"] = [*state.knowledge[viewer]]  # [*x]: list(x) without its call
    owed = pending.get(viewer)  # a kind of decision, never None
    shared = parts[5]  # a vote's: the kind every pending seat owes, set with their one legal list in the parts
    if owed is None or owed != shared:
        cache = state.legal_cache  # `legal`'s cache hit inlined
        legal = cache.get(viewer) if cache is not None else None
        if legal is None:
            legal = game.legal(state, viewer)
        data["legal"] = legal
        if owed is None:  # the template says: not answered, nothing pending
            if shared is not None:
                data["pending"] = None
            if viewer in data["waiting_for"]:
                data["answered"] = True
        else:
            data["pending"] = owed
    step = parts[2]  # the current step if it has a view of its own, else None
    if step is not None and (owed is None or not parts[4]):  # else the template's empty step
        data["step"] = step.view(game, state, viewer)
    return data


def spectator_view(game: "MissionGame", state: "MissionState", viewer, parts: tuple) -> dict:
    """A spectator's view (None), or everything for a replay (OMNISCIENT)."""
    head, tail, step, seat, silent, shared = parts
    if head is None:  # the head of the seat's view, made once a version when a spectator asks
        head = {key: seat[key] for key in state.plan.head_template}
        state.view_cache = (head, tail, step, seat, silent, shared)
    data = dict(head)
    data["viewer"] = viewer
    if viewer == OMNISCIENT or state.finished is not None:
        data["roles"] = list(state.roles)
        data["sides_by_seat"] = list(state.sides)
    if viewer == OMNISCIENT:
        data["knowledge_by_seat"] = [list(facts) for facts in state.knowledge]
        data["cards"] = {str(s): c for s, c in sorted(state.cards.items())}
        data["votes"] = {str(s): v for s, v in sorted(state.votes.items())}
    data["step"] = step.view(game, state, viewer) if step is not None else {}
    if tail:
        data.update(tail)
    return data


def public_parts(game: "MissionGame", state: "MissionState") -> tuple[dict | None, dict, object, dict, bool, str | None]:
    """What every viewer sees at this version: the table (head, None until a spectator asks) and
    the features' data (tail), with a seat's view to be filled in, the current step if it has a
    view of its own (else None), whether it is silent while owed (Step.silent_while_owed) and, for a
    step whose pending seats share one legal list (Step.same_legal: a vote), the kind they owe (else
    None), cached on the state (view_cache): read once per version, not per view. Features' views
    are public (Feature.view).

    Most commands change nothing public (a vote, a mission card before the last): their step says
    so (Step.perform returns True) and the parts are kept for the next version
    (GameState.edited_by_answer); every other change builds them again."""
    plan = state.plan
    over = state.finished is not None
    # The step's view, silence and group, read from the plan (Plan.step_views): class attributes of
    # polymorphic steps cost a slow look-up each in CPython 3.11.
    how = None if over else plan.step_views.get(state.phase)
    if how is None:  # over, or between steps: nobody is waited for by a group
        shown = group = None
        silent = same = False
    else:
        shown, silent, group, same = how
    # A step's group is in seat order: the whole group of a simultaneous decision, never who answered.
    if group is None:  # the pending seats, listed in seat order (MissionGame.pending_in_seat_order): no sorted()
        owed = state.pending_cache
        waiting = [*(owed if owed is not None else game.pending(state))]
    elif group is True:  # everyone (Step.everyone_answers): the plan's list, read-only like all of a view
        waiting = plan.everyone
    elif group is TEAM:  # the team (Step.team_answers), sorted since proposed: a copy, no call
        waiting = [*state.team]
    else:
        waiting = group(state)
    # A copy of the config's template of a seat's view for this first leader (every key in order, the
    # empty parts and the running game's outcome in place: plan.seat_templates, or over_templates with
    # the roles) with the changing values set: copying a dict and replacing values costs half of
    # building it key by key. The spectators' head is made from it on demand.
    if over:
        seat = plan.over_templates[state.first_leader].copy()
        seat["outcome"] = state.finished
        seat["roles"] = [*state.roles]
        seat["sides_by_seat"] = [*state.sides]
    else:
        seat = plan.seat_templates[state.first_leader].copy()
    seat["phase"] = state.phase
    seat["round"] = state.round
    seat["leader"] = state.leader
    seat["vote_track"] = state.vote_track
    seat["proposal"] = state.proposals
    seat["mission"] = state.slot
    seat["team"] = state.team
    if state.face_up:  # In the Spotlight; else the template's empty dict
        seat["face_up"] = {str(s): c for s, c in sorted(state.face_up.items())}
    seat["missions"] = [*state.missions]  # a snapshot: the state's list takes new records
    # Views hold lists, as JSON gives back; the records in them are shared, never copied. `[*x]` is list(x)
    # without a call (~250 instructions less each).
    seat["mission_order"] = [*state.mission_order]
    seat["vote_history"] = [*state.vote_history]
    seat["waiting_for"] = waiting
    seat["public_history"] = [*state.public_history]
    shared = None
    if same:  # a vote: the pending seats' kind and legal list set once here, not in each of their views
        owed = state.pending_cache
        if owed is None:
            owed = game.pending(state)
        for first in owed:
            shared = seat["pending"] = owed[first]
            seat["legal"] = game.legal(state, first)
            break
    head = None  # until a spectator asks (view)
    tail = EMPTY
    viewing = plan.viewing
    if viewing:
        head = {key: seat[key] for key in plan.head_template}
        scratch = dict(head)
        for feature in viewing:
            feature.view(game, state, None, scratch)
        tail = {key: value for key, value in scratch.items() if key not in head}
        head["missions"] = seat["missions"] = scratch["missions"]  # a feature may mark records (a switched card)
        seat.update(tail)
    parts = state.view_cache = (head, tail, shown, seat, silent, shared)
    return parts
