"""The gauntlet: six styles that play every game whole, drawn per deal by `arena --field`."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.bots import LEVELS, make_bot
from desktop.bots.arena import field_names, make_deal, seat_players
from desktop.bots.gauntlet import STYLES, StyleBot
from desktop.bots.runner import play, seat_rng
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table
from tests.bots.test_levels_play import AVALON_OPTIONS, RESISTANCE_OPTIONS

ROOT = Path(__file__).resolve().parents[2]
CASES = ([("resistance", p, o) for p in (5, 7, 10) for o in RESISTANCE_OPTIONS]
         + [("avalon", p, o) for p in (5, 7, 10) for o in AVALON_OPTIONS]
         + [("avalon", 7, GAMES["avalon"].presets()["recommended-7"]["options"])]
         + [("bodyguard", p, {}) for p in (4, 6, 8)])


def _valid(game_name, players, options):
    try:
        GAMES[game_name].validate_config({"players": players, "options": options})
    except Exception:
        return False
    return True


@pytest.mark.parametrize("game_name,players,options", [c for c in CASES if _valid(*c)])
def test_every_style_plays_whole_games_without_a_wrong_command(game_name, players, options):
    game = GAMES[game_name]
    for rotate in range(2):
        seed = f"g:{game_name}:{players}:{rotate}"
        bots = [StyleBot(game_name, s, seat_rng(seed, s), STYLES[(s + rotate) % len(STYLES)]) for s in range(players)]
        state = play(game, {"players": players, "options": options}, seed, bots)
        assert game.outcome(state) is not None
        assert [bot.mistakes for bot in bots] == [0] * players


def test_styles_are_not_levels_a_player_picks():
    assert not set(STYLES) & set(LEVELS) and len(STYLES) >= 6
    with pytest.raises(ValueError):
        make_bot("resistance", "reader", 0, seat_rng("s", 0))


def test_the_field_takes_the_gauntlet_and_comma_lists():
    assert field_names("gauntlet") == list(STYLES)
    assert field_names("hard, reader") == ["hard", "reader"]
    with pytest.raises(ValueError):
        field_names("hard,genius")
    game = GAMES["resistance"]
    config, _ = game.validate_config({"players": 7, "options": {}})
    deals = [make_deal(game, config, "s", i) for i in range(30)]
    draws = [seat_players(deal, "gauntlet") for deal in deals]
    assert draws == [seat_players(deal, "gauntlet") for deal in deals]  # the same draw in both games of a pair
    assert len({name for draw in draws for name in draw}) == len(STYLES)  # every style seated
    assert len({tuple(draw) for draw in draws}) > 20  # drawn per deal


def _decide(style, state, seat, game_name="resistance"):
    game = GAMES[game_name]
    return StyleBot(game_name, seat, seat_rng("d", seat), style).decide(game.view(state, seat))


def _first_mission_with(team):
    """5 players, spies at seats 0 and 4; seat 0 leads `team` and everyone approves."""
    res = GAMES["resistance"]
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"])
    drive(res, state, [(0, {"kind": "propose_team", "team": team}), *all_vote(5)])
    return state


def test_the_aggressive_spy_fails_mission_one_and_the_deceiver_and_cautious_spies_do_not():
    state = _first_mission_with([0, 1])
    cards = {style: _decide(style, state, 0)["card"] for style in STYLES}
    assert cards["aggressive"] == "fail" and cards["reader"] == "fail"
    assert cards["deceiver"] == "success" and cards["cautious"] == "success"


def test_spy_votes_differ_by_style():
    res = GAMES["resistance"]
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    drive(res, state, [(1, {"kind": "propose_team", "team": [1, 2]})])  # a clean team without seat 0
    votes = {style: _decide(style, state, 0)["approve"] for style in STYLES}
    assert votes["reader"] is False and votes["aggressive"] is False  # a clean team sinks
    assert votes["cautious"] is True  # it votes as resistance would: nothing is known yet
    assert votes["paranoid"] is False  # not on it


def test_the_paranoid_resistance_player_rejects_teams_it_is_not_on():
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    drive(GAMES["resistance"], state, [(1, {"kind": "propose_team", "team": [1, 2]})])
    assert _decide("paranoid", state, 3)["approve"] is False
    assert _decide("paranoid", state, 2)["approve"] is True


def test_arena_field_gauntlet_reports_by_side():
    result = subprocess.run([sys.executable, "-m", "desktop", "arena", "--game", "resistance", "--players", "5",
                             "--focal", "hard", "--control", "normal", "--field", "gauntlet,normal", "--deals", "6",
                             "--seed", "t", "--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["field"] == [*STYLES, "normal"]
    for side in ("resistance", "spies"):
        entry = report["paired_difference_by_side"][side]
        assert set(entry) == {"mean", "ci95", "n"} and entry["n"] == 3 and entry["ci95"][0] <= entry["mean"] <= entry["ci95"][1]


def test_arena_rejects_an_unknown_field_player():
    result = subprocess.run([sys.executable, "-m", "desktop", "arena", "--focal", "hard", "--control", "easy",
                             "--field", "gauntlet,genius"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "genius" in result.stderr and "Traceback" not in result.stderr
