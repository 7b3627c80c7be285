"""Scripted module games: pinned roles and first leader, and short helpers."""
from __future__ import annotations

from desktop.engine import GAMES

GAME = GAMES["resistance"]

# 7 players, Hunter module: spies 0-2, Resistance 3-6.
HUNTER_7 = ["spy_chief", "spy_hunter", "spy", "resistance_chief", "resistance_hunter", "resistance", "resistance"]
# 5 players, Hunter module.
HUNTER_5 = ["spy_chief", "spy_hunter", "resistance_chief", "resistance_hunter", "resistance"]


def new(roles, leader=0, seed=1, **options):
    return GAME.new_game({"players": len(roles), "options": {"roles": list(roles), "first_leader": leader, **options}}, seed)


def act(state, seat, kind, **params):
    return GAME.apply(state, seat, {"kind": kind, **params})


def fact_sources(state, seat, source):
    return [f for f in state.knowledge[seat] if f.get("source") == source]


def run_mission(state, team, fails=(), investigator=None):
    """Propose `team` (and give the investigator token if asked), approve, and play the cards."""
    act(state, state.leader, "propose_team", team=list(team))
    if state.phase == "give_investigator":
        act(state, state.leader, "give_investigator", to=investigator)
    for seat in sorted(GAME.pending(state)):
        act(state, seat, "vote", approve=True)
    for seat in sorted(GAME.pending(state)):
        cards = GAME.legal(state, seat)[0]["params"]["card"]["of"]
        act(state, seat, "mission_card", card=[c for c in cards if c != "success"][0] if seat in fails else "success")


def all_pass(state):
    """Everyone passes the early-accusation window."""
    for seat in sorted(GAME.pending(state)):
        act(state, seat, "pass")


def investigate(state, target, answer=None):
    by = next(iter(GAME.pending(state)))
    act(state, by, "investigate", target=target)
    cards = GAME.legal(state, target)[0]["params"]["card"]["of"]
    act(state, target, "hunter_answer", card=answer or cards[0])
    return by
