"""A searching spy's playouts seat each style's own program (Skill.style_playouts, issue #17 item 4).

The style tables (opponents.ModelSeat) vote and fail by whether a team holds a spy in the playout's
world, never by what the spy's own card or vote showed: a spare fail costs nothing there and a held
one wins nothing. With style_playouts a spy's playouts seat the styles' programs (the gauntlet's,
registered in opponents.PROGRAMS), which read the votes and cards the spy plays.
"""
import random
from dataclasses import replace

from desktop.bots.mission import opponents, search
from desktop.bots.mission.player import MissionPlayer
from desktop.bots.mission.reading import Table
from desktop.bots.runner import seat_rng
from desktop.bots.skill import LEVEL_SKILLS
from desktop.engine import GAMES

RES = GAMES["resistance"]
ROLES = ["spy", "resistance", "resistance", "resistance", "spy"]
READER = opponents.PROGRAMS["reader"]  # the gauntlet's reader program (registered when desktop.bots loads)


class _Recording:
    """A style program that plays the reader's game and counts its decisions."""

    calls = 0

    def __init__(self, rng):
        self.inner = READER(rng)

    def decide(self, view):
        _Recording.calls += 1
        return self.inner.decide(view)


def test_the_expert_and_only_the_expert_searches_its_spy_games_with_the_programs():
    assert LEVEL_SKILLS["expert"].style_playouts
    assert not any(LEVEL_SKILLS[level].style_playouts for level in ("easy", "normal", "hard"))


def test_with_programs_the_playout_seats_decide_by_the_styles_programs_and_without_by_their_tables(monkeypatch):
    expert = LEVEL_SKILLS["expert"]
    assert _run(expert, 0, monkeypatch, programs=True) > 10
    assert _run(expert, 0, monkeypatch, programs=False) == 0


def test_only_a_spy_with_the_flag_at_up_to_seven_players_searches_with_the_programs(monkeypatch):
    seen = []

    def playout(self, game, state, me, my_side, command, seed, evidence, model, horizon, models, styles, evil, programs=False):
        seen.append(programs)
        return 0.5

    monkeypatch.setattr(search.Searcher, "_playout", playout)
    expert = LEVEL_SKILLS["expert"]
    on, off = replace(expert, style_playouts=True), replace(expert, style_playouts=False)
    assert _chooses(on, 0, 5, seen) == {True}  # a spy
    assert _chooses(on, 1, 5, seen) == {False}  # resistance
    assert _chooses(off, 0, 5, seen) == {False}
    assert _chooses(on, 0, 7, seen) == {True}
    assert _chooses(on, 0, 10, seen) == {False}  # a style's belief at 10 is too slow for a playout


def _chooses(skill, me: int, players: int, seen: list) -> set:
    seen.clear()
    roles = ["spy"] + ["resistance"] * (players - 1)
    roles[-1] = "spy"
    if players >= 7:
        roles[-2] = "spy"
    if players >= 10:
        roles[-3] = "spy"
    state = RES.new_game({"players": players, "options": {"roles": roles, "first_leader": me}}, "style-choose")
    view = RES.view(state, me)
    player = MissionPlayer(skill, seat_rng("style-choose", me))
    table = Table(view)
    worlds = player.worlds(table)
    player.worlds(table, public=True)
    searcher = search.Searcher(skill, random.Random(2), MissionPlayer)
    size = view["team_sizes"][0]
    teams = [{"kind": "propose_team", "team": sorted([me, *[s for s in range(players) if s != me][:size - 1]])},
             {"kind": "propose_team", "team": sorted([me, *[s for s in range(players) if s != me][-(size - 1):]])}]
    searcher.choose(RES, view, teams[1:], teams[0], worlds, player.evidence, player.model, 8)
    assert seen
    return set(seen)


def _run(skill, me: int, monkeypatch, programs: bool) -> int:
    monkeypatch.setitem(opponents.PROGRAMS, "reader", _Recording)
    _Recording.calls = 0
    state = RES.new_game({"players": 5, "options": {"roles": ROLES, "first_leader": me}}, "style-playouts")
    view = RES.view(state, me)
    player = MissionPlayer(skill, seat_rng("style-playouts", me))
    table = Table(view)
    player.worlds(table), player.worlds(table, public=True)
    searcher = search.Searcher(skill, random.Random(1), MissionPlayer)
    models = opponents.StyleModels(5)
    reader = [1.0 if name == "reader" else 0.0 for name in models.names]
    evil = sum(1 << s for s, role in enumerate(ROLES) if role == "spy")
    team = [me, 1] if me != 1 else [1, 2]
    result = searcher._playout(RES, state.clone(), me, view["you"]["side"], {"kind": "propose_team", "team": team}, 7,
                               search._flattened(player.evidence), player.model, None, models, [reader] * 5, evil, programs)
    assert result in (0.0, 1.0)
    return _Recording.calls


