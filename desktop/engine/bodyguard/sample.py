"""sample_world: a full state consistent with everything one seat's view shows (what search bots plan on).

The public table is copied from the view. The hidden parts are drawn at random among the worlds the
view allows: the other hands, face-down discards and the pile's order from the unseen cards; the roles
and the spare from where the Bodyguard card can be, given the seat's own role, the President's private
knowledge, and what the table can work out (a player the President eliminated without ending the
round is the Bodyguard, §4.9 (b); whoever placed the President's fourth hit is an Assassin, §4.6).
"""
from __future__ import annotations

import random

from ..core import ChanceRng
from .cards import ASSASSIN, BODYGUARD, DECK, PRESIDENT, role_cards
from .state import BodyguardState

SPARE, COLLECTED = "spare", "collected"  # places the Bodyguard card can be, besides a seat


def sample_world(game, view: dict, rng: random.Random) -> BodyguardState:
    seat = view["viewer"]
    if type(seat) is not int:
        raise ValueError("sample_world needs a seat's view")
    n = view["players"]
    config, _warnings = game.validate_config({"players": n, "options": dict(view["options"])})
    state = BodyguardState(
        game_name=game.name, config=config, seed=rng.getrandbits(64), rng=ChanceRng(rng.getrandbits(64)), players=n,
        first_president=view["first_president"], round=view["round"], president=view["president"],
        phase=view["phase"], turn=view["turn"], turns=view["turns"], reassigned=view["reassigned"],
        rows=list(view["rows"]), martinis=list(view["martinis"]),
        discard_up=list(view["discard_face_up"]), resolving=list(view["resolving"]),
        eliminated=list(view["eliminated"]), eliminations=list(view["eliminations"]),
        skip_draw=list(view["skip_draw"]),
        chain=dict(view["chain"], hardcores=list(view["chain"]["hardcores"])) if view["chain"] else None,
        rescue={"assassin": view["rescue"]["assassin"], "group": list(view["rescue"]["group"])} if view["rescue"] else None,
        answered={seat} if view.get("answered") else set(),
        scores=list(view["scores"]), two_point_awards=list(view["two_point_awards"]),
        history=list(view["history"]),  # records are never changed: shared
        finished=dict(view["outcome"]) if view["outcome"] else None,
    )
    _sample_cards(state, view, rng)
    _sample_roles(state, view, rng)
    return state


def _sample_cards(state: BodyguardState, view: dict, rng: random.Random) -> None:
    seat, n = view["viewer"], view["players"]
    own_hand = list(view["you"]["hand"])
    own_down = [f["card"] for f in view["knowledge"] if f["fact"] == "face_down"]
    seen = set(own_hand) | set(own_down) | set(view["discard_face_up"]) | set(view["resolving"])
    seen |= {card for row in view["rows"] for card in row.values()}
    seen |= {card for card in view["martinis"] if card}
    unseen = [card for card in DECK if card not in seen]
    rng.shuffle(unseen)
    state.hands = [[] for _ in range(n)]
    for other in range(n):
        if other == seat:
            state.hands[other] = own_hand
        else:
            count = view["hand_counts"][other]
            state.hands[other], unseen = unseen[:count], unseen[count:]
    hidden_discards = view["discard_count"] - len(view["discard_face_up"]) - len(own_down)
    state.face_down = [[] for _ in range(n)]
    state.face_down[seat] = own_down
    state.discard_down = own_down + unseen[:hidden_discards]
    state.pile = unseen[hidden_discards:]
    if len(state.pile) != view["pile_count"]:
        raise ValueError("the view's card counts do not add up to the deck")


def _sample_roles(state: BodyguardState, view: dict, rng: random.Random) -> None:
    seat, n, president = view["viewer"], view["players"], view["president"]
    facts = {f["fact"]: f for f in view["knowledge"]}
    state.roles = [None] * n
    state.roles[president] = PRESIDENT
    if view["outcome"]:  # the game is over: the last round's roles are public
        state.roles, state.spare = list(view["history"][-1]["roles"]), view["history"][-1]["spare"]
        return
    dealing = view["phase"] == "set_aside"
    if dealing and not view["reassigned"]:  # before the round's first deal: every card is in hand
        state.collected = role_cards(n)
        return
    place = rng.choice(bodyguard_places(view, facts))
    holders = [s for s in range(n) if s != president and not (dealing and not view["eliminated"][s])]
    for other in holders:
        state.roles[other] = BODYGUARD if place == other else ASSASSIN
    if dealing:  # the reassignment's cards are in the President's hands: living seats' and the spare
        living_others = sum(1 for s in range(n) if s != president and not view["eliminated"][s])
        state.collected = sorted([BODYGUARD if place == COLLECTED else ASSASSIN] + [ASSASSIN] * living_others)
    else:
        state.spare = BODYGUARD if place == SPARE else ASSASSIN
    if seat == president:
        state.bodyguard_candidates = list(facts["bodyguard_among"]["seats"])
    elif place in (SPARE, COLLECTED):
        state.bodyguard_candidates = []
    else:  # the President's private knowledge, as wide as it can be
        state.bodyguard_candidates = [s for s in range(n) if s != president]


def bodyguard_places(view: dict, facts: dict) -> list:
    """Where the Bodyguard card can be: seats, SPARE, or COLLECTED (during a reassignment's deal)."""
    seat, n, president = view["viewer"], view["players"], view["president"]
    dealing = view["phase"] == "set_aside"
    eliminated = view["eliminated"]
    if dealing:
        places: list = [COLLECTED] + [s for s in range(n) if s != president and eliminated[s]]
    else:
        places = [SPARE] + [s for s in range(n) if s != president]
    own_role = view["you"]["role"]
    if own_role == BODYGUARD:
        places = [seat]
    elif own_role == ASSASSIN:
        places = [p for p in places if p != seat]
    if seat == president:
        if dealing:
            places = [COLLECTED] if BODYGUARD in facts["collected"]["roles"] else \
                [p for p in places if p in facts["bodyguard_among"]["seats"]]
        elif facts["spare"]["role"] == BODYGUARD:
            places = [SPARE]
        else:
            places = [p for p in places if p in facts["bodyguard_among"]["seats"]]
    # What the table works out: the President's elimination of a player that did not end the round.
    unmasked = [e["seat"] for e in view["eliminations"] if e["by"] == president and e["seat"] != president]
    if unmasked:
        places = [p for p in places if p == unmasked[0]]
    if view["rescue"]:
        places = [p for p in places if p != view["rescue"]["assassin"]]
    if not places:
        raise ValueError("no place for the Bodyguard card is consistent with this view")
    return places


__all__ = ["bodyguard_places", "sample_world"]
