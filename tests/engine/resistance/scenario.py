"""Scripted Resistance games for the rule tests: pinned roles and first leader, readable helpers."""
from __future__ import annotations

from desktop.engine import GAMES

GAME = GAMES["resistance"]


def new(players: int = 5, spies=(0, 1), leader: int = 0, seed=1, **options):
    roles = ["spy" if seat in spies else "resistance" for seat in range(players)]
    return GAME.new_game({"players": players, "options": {"roles": roles, "first_leader": leader, **options}}, seed)


def vote_all(state, approve: bool | dict) -> None:
    for seat in sorted(GAME.pending(state)):
        choice = approve[seat] if isinstance(approve, dict) else approve
        GAME.apply(state, seat, {"kind": "vote", "approve": choice})


def propose(state, team, mission=None) -> None:
    command = {"kind": "propose_team", "team": list(team)}
    if mission is not None:
        command["mission"] = mission
    GAME.apply(state, state.leader, command)


def play_cards(state, fails=()) -> None:
    for seat in sorted(GAME.pending(state)):
        GAME.apply(state, seat, {"kind": "mission_card", "card": "fail" if seat in fails else "success"})


def run_mission(state, team, fails=(), mission=None) -> None:
    """Propose, approve unanimously, play the cards."""
    propose(state, team, mission)
    vote_all(state, True)
    play_cards(state, fails)


def reject_round(state, times: int) -> None:
    for _ in range(times):
        size = GAME.team_sizes(state.players)[state.round]
        propose(state, range(size))
        vote_all(state, False)
