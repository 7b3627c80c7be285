"""Setup validation (§3.11, §6 #30-31): hard constraints are ConfigErrors with codes, soft ones warnings;
the recommended setups are named presets."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.engine.core import ConfigError

from .scenario import GAME


def config(players=5, **options):
    return {"players": players, "options": options}


@pytest.mark.parametrize("players, options, code", [
    (5, {"roles_in_play": ["merlin", "merlin", "assassin"]}, "duplicate_role"),
    (7, {"roles_in_play": ["merlin", "assassin", "tristan"]}, "unpaired_role"),
    (7, {"roles_in_play": ["merlin", "assassin", "evil_lancelot"]}, "unpaired_role"),
    (5, {"roles_in_play": ["merlin", "assassin", "mordred_assassin"]}, "role_twice"),
    (7, {"roles_in_play": ["merlin", "mordred", "mordred_assassin"]}, "role_twice"),
    (5, {"roles_in_play": ["merlin", "assassin"], "team_assassination": True}, "assassin_with_team_assassination"),
    (5, {"roles_in_play": ["merlin", "morgana"]}, "no_assassin"),
    (5, {"roles_in_play": ["tristan", "isolde", "morgana"]}, "no_assassin"),
    (5, {"roles_in_play": ["merlin", "assassin", "morgana", "mordred"]}, "too_many_evil_roles"),
    (5, {"roles_in_play": ["merlin", "percival", "cleric", "tristan", "isolde", "assassin"]}, "too_many_good_roles"),
    (5, {"roles_in_play": ["merlin", "sorcerer"]}, "bad_option_value"),
    (5, {"roles_in_play": ["merlin"], "team_assassination": True, "shooter": 1}, "bad_shooter_pin"),
    (5, {"roles_in_play": ["merlin"], "team_assassination": True, "shooter": 0,
         "roles": ["merlin", "minion", "minion", "loyal_servant", "loyal_servant"]}, "bad_shooter_pin"),
    (7, {"roles_in_play": ["merlin", "assassin", "good_lancelot", "evil_lancelot"], "lancelot_deck": ["switch"]}, "bad_lancelot_deck"),
    (5, {"roles_in_play": ["merlin", "assassin"], "roles": ["merlin", "assassin", "minion", "minion", "loyal_servant"]}, "pinned_roles_mismatch"),
    (4, {}, "bad_player_count"),
])
def test_impossible_setups_are_refused_with_a_code(players, options, code):
    with pytest.raises(ConfigError) as caught:
        GAME.validate_config(config(players, **options))
    assert caught.value.code == code


@pytest.mark.parametrize("players, roles, code", [
    (5, ["assassin", "percival"], "no_merlin"),
    (5, ["assassin", "percival"], "percival_without_merlin"),
    (5, ["merlin", "assassin", "morgana"], "morgana_without_percival"),
    (5, ["merlin", "percival", "assassin"], "percival_at_five"),
    (5, ["assassin"], "assassin_without_target"),
])
def test_doubtful_setups_are_played_with_a_warning(players, roles, code):
    _, warnings = GAME.validate_config(config(players, roles_in_play=roles))
    assert code in [w["code"] for w in warnings]


def test_the_default_is_merlin_and_the_assassin():
    normalised, warnings = GAME.validate_config(config(5))
    assert normalised["options"]["roles_in_play"] == ["assassin", "merlin"] and warnings == []
    assert sorted(GAME.new_game(config(5), 1).roles) == ["assassin", "loyal_servant", "loyal_servant", "merlin", "minion"]


def test_percival_at_five_with_morgana_or_mordred_has_no_warning():
    for extra in ("morgana", "mordred"):
        _, warnings = GAME.validate_config(config(5, roles_in_play=["merlin", "percival", "assassin", extra]))
        assert "percival_at_five" not in [w["code"] for w in warnings]


def test_every_preset_is_a_valid_setup_without_warnings():
    presets = GAME.presets()
    assert {f"recommended-{n}" for n in range(5, 11)} <= set(presets)
    for name, preset in presets.items():
        _, warnings = GAME.validate_config({"players": preset["players"], "options": preset["options"]})
        assert warnings == [], name


def test_recommended_setups_follow_the_table():
    presets = GAME.presets()
    assert sorted(GAME.role_deck(GAME.validate_config({"players": 10, "options": presets["recommended-10"]["options"]})[0])) == sorted(
        ["merlin", "percival", "tristan", "isolde", "loyal_servant", "loyal_servant", "assassin", "morgana", "mordred", "oberon"])
    assert all(presets[f"recommended-{n}"]["options"]["lady_of_the_lake"] == (n >= 7) for n in range(5, 11))


def test_list_options_shows_roles_cards_and_presets():
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-m", "desktop", "sim", "--game", "avalon", "--list-options"],
                         cwd=root, capture_output=True, text=True, check=True, timeout=60).stdout
    listing = json.loads(out)
    options = {o["key"]: o for o in listing["options"]}
    assert "mordred_assassin" in options["roles_in_play"]["choices"]
    assert {"lady_of_the_lake", "excalibur", "sire_of_the_sea", "ref_of_the_rain", "team_assassination"} <= set(options)
    assert options["shooter"].get("pin") is True
    assert "recommended-7" in listing["presets"]


def test_roles_in_play_are_sorted_so_their_order_never_hints_at_pinned_seats():
    """roles_in_play is public: in the pinned seats' order it would tell everyone who holds what."""
    seating = ["percival", "morgana", "merlin", "loyal_servant", "assassin"]
    pinned = {"roles": seating, "roles_in_play": [r for r in seating if r != "loyal_servant"]}
    state = GAME.new_game(config(5, **pinned), 1)
    assert GAME.view(state, None)["options"]["roles_in_play"] == ["assassin", "merlin", "morgana", "percival"]
    normalised, _ = GAME.validate_config(config(5))
    assert normalised["options"]["roles_in_play"] == ["assassin", "merlin"]
