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


def assassin_view(roles, proposals=(), first_leader: int = 0, missions=()) -> dict:
    """Avalon's Assassin's (seat 0) view with a constructed record: rejected proposals as (leader, team,
    {seat: approve}), four to a round, and missions played as (team, fails)."""
    game = GAMES["avalon"]
    state = game.new_game({"players": len(roles), "options": {"roles": roles, "first_leader": first_leader,
                                                               "roles_in_play": sorted(set(roles) - {"loyal_servant", "minion"})}}, "s")
    view = game.view(state, 0)
    view["vote_history"] = [{"round": index // 4, "proposal": index % 4 + 1, "leader": leader, "mission": index // 4,
                             "team": team, "approved": False, "votes": {str(s): v for s, v in votes.items()}}
                            for index, (leader, team, votes) in enumerate(proposals)]
    if missions:
        view["missions"] = [{"slot": i, "round": i, "leader": 0, "team": team, "fails": fails, "successes": len(team) - fails,
                             "result": "fail" if fails else "success", "face_up": {}} for i, (team, fails) in enumerate(missions)]
    return view


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
