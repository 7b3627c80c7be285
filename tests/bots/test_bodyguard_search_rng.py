"""The Bodyguard expert's search draws from a generator of its own per decision (BodyguardPlayer.search_rng),
so a search that keeps hard's choice leaves the rest of the game exactly as hard plays it; its budget is
CPU time; and a candidate level with hard's play over its first worlds is played out no further."""
import os
import random
import subprocess
import sys
from pathlib import Path

from desktop.bots import arena
from desktop.bots.bodyguard import search
from desktop.bots.bodyguard.levels import bodyguard_skill
from desktop.bots.bodyguard.player import BodyguardPlayer
from desktop.bots.runner import play, seat_rng
from desktop.engine import GAMES

BG = GAMES["bodyguard"]


def _game_of(level: str, deal: arena.Deal, searched: list | None = None) -> tuple[list[tuple[int, dict]], object]:
    field = arena.seat_players(deal, arena.GAUNTLET)
    bots = [arena.make_player(BG.name, level if seat == deal.seat else field[seat], seat, seat_rng(deal.seed, seat))
            for seat in range(deal.config["players"])]
    commands: list[tuple[int, dict]] = []
    state = play(BG, deal.config, deal.seed, bots, on_command=lambda state, who, command: commands.append((who, dict(command))))
    return commands, (BG.outcome(state), bots[deal.seat].rng.getstate())


def test_with_no_override_the_experts_game_is_hards_game(monkeypatch):
    """Every seat's every command the same, to the game's end, with the search run but never followed; and
    the measured seat's generator left where hard leaves it (hard's plan seldom draws from it, so the
    commands alone would not show a search that shares it)."""
    calls = []
    real = search.search

    def searched_but_kept(game, view, t, specs, hard, *args, **kwargs):
        calls.append(real(game, view, t, specs, hard, *args, **kwargs))
        return hard

    monkeypatch.setattr(search, "search", searched_but_kept)
    monkeypatch.setattr(search, "DEAL_SAMPLES", 8)
    for index in range(2):
        deal = arena.make_deal(BG, {"players": 6, "options": {}}, "bgsearch-rng", index)
        hard, hard_outcome = _game_of("hard", deal)
        assert not calls  # hard never searches
        expert, expert_outcome = _game_of("expert", deal)
        assert calls, "the expert searched no decision in this deal"
        calls.clear()
        assert expert == hard
        assert expert_outcome == hard_outcome


def test_the_search_does_not_draw_from_the_seats_generator():
    player = BodyguardPlayer(bodyguard_skill("expert"), random.Random("seat"))
    before = player.rng.getstate()
    first, second = player.search_rng(), player.search_rng()
    assert player.rng.getstate() == before
    assert first.random() != second.random()  # each decision its own draws


def test_the_search_generator_is_the_same_in_every_process():
    """Derived from the seat generator's state words, not from anything whose hash depends on the process."""
    code = ("import random; from desktop.bots.bodyguard.player import BodyguardPlayer; "
            "from desktop.bots.bodyguard.levels import bodyguard_skill; "
            "print(BodyguardPlayer(bodyguard_skill('expert'), random.Random('seat')).search_rng().random())")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    draws = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
             for _ in range(3)}
    assert len(draws) == 1


class _World:
    def clone(self):
        return self


class _Game:
    def sample_world(self, view, rng):
        return _World()


def _run_search(monkeypatch, values: dict[str, list[float]], samples: int = 24):
    """search.search on three stub candidates whose playout values per world are given; the playouts counted."""
    played = {name: 0 for name in values}
    current = {}
    monkeypatch.setattr(search, "place_roles", lambda *a: None)
    monkeypatch.setattr(search, "table_of", lambda *a: {})
    monkeypatch.setattr(search, "standing_of", lambda view: None)
    monkeypatch.setattr(search, "perform", lambda world, me, command: current.__setitem__("name", command["name"]))

    def playout(world, seat, rng, game, field):
        name = current["name"]
        played[name] += 1
        return values[name][played[name] - 1]

    monkeypatch.setattr(search, "playout", playout)
    monkeypatch.setattr(search, "score", lambda points, seat, standing: points)

    class T:
        me = 0

    options = [{"kind": "discard", "name": name} for name in values]
    chosen = search.search(_Game(), {"players": 6}, T(), [], options[0], [], 0.0, random.Random(1), samples, 3.0,
                           options=options)
    return chosen["name"], played


def test_a_candidate_level_with_hard_over_its_first_worlds_is_pruned(monkeypatch):
    level = [0.5] * 24
    better = [0.5] * 8 + [0.9] * 16  # level for 8 worlds, then far better: pruned all the same
    chosen, played = _run_search(monkeypatch, {"hard": [0.5] * 24, "level": level, "late": better})
    assert chosen == "hard"
    assert played == {"hard": 8, "level": 8, "late": 8}  # nothing left to compare: the search stops


def test_a_candidate_that_differs_early_is_played_out_and_can_win(monkeypatch):
    early = [0.5] * 7 + [0.9] * 17  # differs in the 8th world
    chosen, played = _run_search(monkeypatch, {"hard": [0.5] * 24, "level": [0.5] * 24, "early": early})
    assert chosen == "early"
    assert played == {"hard": 24, "level": 8, "early": 24}


def test_the_budget_is_the_searchs_cpu_time(monkeypatch):
    """A wall clock racing ahead (a loaded machine) does not cut the search short."""
    clock = iter(range(0, 10 ** 6, 100))
    monkeypatch.setattr(search.time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(search.time, "time", lambda: next(clock))
    early = [0.5] * 7 + [0.9] * 17
    chosen, played = _run_search(monkeypatch, {"hard": [0.5] * 24, "early": early})
    assert played == {"hard": 24, "early": 24}
