"""The expert's search draws its worlds from its own generator, so a search that keeps the hard choice
leaves the rest of the expert's game exactly as hard plays it (the paired arena then measures only the
decisions the search changes, not a reshuffled random stream)."""
from dataclasses import replace

from desktop.bots import arena
from desktop.bots.mission import search
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.runner import play, seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES

RES = GAMES["resistance"]


def _commands_of(level: str, deal: arena.Deal) -> tuple[list[dict], object]:
    field = arena.seat_players(deal, arena.GAUNTLET)
    players = deal.config["players"]
    bots = [arena.make_player(RES.name, level if seat == deal.seat else field[seat], seat, seat_rng(deal.seed, seat))
            for seat in range(players)]
    measured = bots[deal.seat]
    if level == "expert":  # the search alone, without the expert's own (unsearched) team rule
        measured.skill = replace(LEVEL_SKILLS["expert"], electable_teams=False)
        measured.player = MissionPlayer(measured.skill, measured.rng)
    commands: list[dict] = []
    play(RES, deal.config, deal.seed, bots, on_command=lambda state, who, command: who == deal.seat and commands.append(command))
    return commands, measured.player


def test_a_search_that_keeps_the_hard_choice_leaves_the_game_as_hard_plays_it(monkeypatch):
    """A gauntlet deal at 7 players where the measured seat is a spy whose mixed votes draw from its
    generator after its searches (found by playing 16 deals: with the search sharing the seat's
    generator, this one's commands differed from hard's)."""
    monkeypatch.setattr(search, "_clearly_better", lambda rows, count, margin=None: 0)  # never override
    deal = arena.make_deal(RES, {"players": 7, "options": {}}, "rd", 7)
    assert deal.side == "spies"
    hard, _ = _commands_of("hard", deal)
    expert, player = _commands_of("expert", deal)
    assert player.searcher is not None and player.searcher.last["plays"] > 0  # it did search
    assert expert == hard
