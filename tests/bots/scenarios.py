"""Helpers for bot tests: play mixed-level tables, and drive the engine to a chosen situation."""
from __future__ import annotations

from desktop.bots import LEVELS
from desktop.bots.runner import make_bots, play
from desktop.engine import GAMES

MIXED = ["easy", "normal", "hard", "expert", "random"]


def play_mixed(game_name: str, players: int, options: dict, seed: str, rotate: int = 0):
    """One game with every level at the table (rotated by `rotate`); returns (state, bots)."""
    game = GAMES[game_name]
    levels = [MIXED[(seat + rotate) % len(MIXED)] for seat in range(players)]
    bots = make_bots(game, levels, seed)
    state = play(game, {"players": players, "options": options}, seed, bots)
    return state, bots


def resistance_table(roles, leader=0):
    """A Resistance game with the roles dealt in seat order and a chosen first leader."""
    return GAMES["resistance"].new_game({"players": len(roles), "options": {"roles": roles, "first_leader": leader}}, "s")


def spy_on_the_deciding_mission():
    """5 players, two fails already (both by seat 0); now seat 4, a spy, is on mission 3 with good
    seat 2, which has played success: seat 4 alone can fail it and win the game."""
    res = GAMES["resistance"]
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"])
    rounds = [(0, [0, 1], [(0, "fail"), (1, "success")]), (1, [0, 1, 2], [(0, "fail"), (1, "success"), (2, "success")])]
    for leader, team, cards in rounds:
        drive(res, state, [(leader, {"kind": "propose_team", "team": team}), *all_vote(5)])
        drive(res, state, [(seat, {"kind": "mission_card", "card": card}) for seat, card in cards])
    drive(res, state, [(2, {"kind": "propose_team", "team": [2, 4]}), *all_vote(5), (2, {"kind": "mission_card", "card": "success"})])
    return state


def drive(game, state, commands):
    """Apply (seat, command) pairs in order."""
    for seat, command in commands:
        game.apply(state, seat, command)
    return state


def all_vote(players: int, approve: bool = True):
    return [(seat, {"kind": "vote", "approve": approve}) for seat in range(players)]


assert set(MIXED) <= set(LEVELS)
