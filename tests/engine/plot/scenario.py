"""Scripted plot-card games: pinned roles, first leader and plot deck, and short helpers."""
from __future__ import annotations

from desktop.engine import GAMES
from desktop.engine.resistance.plot import deck_for

GAME = GAMES["resistance"]


def deck(players: int, *top: str) -> list[str]:
    """The plot deck for `players` with `top` drawn first, the rest in sorted order."""
    rest = deck_for(players)
    for card in top:
        rest.remove(card)
    return [*top, *rest]


def new(players=7, spies=(0, 1, 2), leader=0, top=(), seed=1, game=GAME, roles=None, **options):
    roles = roles or ["spy" if seat in spies else "resistance" for seat in range(players)]
    options = {"plot": True, "roles": roles, "first_leader": leader, "plot_deck": deck(players, *top), **options}
    return game.new_game({"players": players, "options": options}, seed)


def act(state, seat, kind, game=GAME, **params):
    return game.apply(state, seat, {"kind": kind, **params})


def give(state, card, to, game=GAME):
    return act(state, state.leader, "give_card", game, card=card, to=to)


def held(state):
    return state.plot.held


def give_all(state, recipients, game=GAME):
    """Hand out the drawn cards in hand order to `recipients`, passing any immediate decision by
    picking the first legal value."""
    for to in recipients:
        give(state, state.plot.hand[0], to, game)
        while state.phase == "plot_draw" and state.plot.resolving:
            seat = next(iter(game.pending(state)))
            spec = game.legal(state, seat)[0]
            act(state, seat, spec["kind"], game, **{k: v["of"][0] for k, v in spec["params"].items()})


def pass_windows(state, game=GAME):
    """Pass every plot window until a base decision is pending."""
    while state.phase in ("strong_leader", "no_confidence", "spotlight", "close_eye"):
        act(state, next(iter(game.pending(state))), "pass", game)


def propose(state, team, game=GAME):
    pass_windows(state, game)
    act(state, state.leader, "propose_team", game, team=list(team))


def vote_all(state, approve=True, game=GAME):
    while state.phase in ("opinion_vote", "vote"):
        for seat in sorted(game.pending(state)):
            choice = approve[seat] if isinstance(approve, dict) else approve
            act(state, seat, "vote", game, approve=choice)


def play_cards(state, fails=(), game=GAME):
    pass_windows(state, game)
    for seat in sorted(game.pending(state)):
        act(state, seat, "mission_card", game, card="fail" if seat in fails else "success")
