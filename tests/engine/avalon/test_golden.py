"""Avalon golden playthroughs (tests/golden/avalon/): one text file per scenario, every step's state,
legal moves, per-seat views and events, compared on every run (see tests/golden.py).
SAFEHOUSE_UPDATE_GOLDEN=1 regenerates them after an intended rules change; read the diff.

Each seed was picked once so that the random game reaches what the scenario is about."""
import pytest

from golden import check_golden, playthrough

from .scenario import GAME

SUMMARY_KEYS = ("phase", "round", "leader", "vote_track", "mission", "team", "roles", "sides_by_seat", "tokens", "lancelot")


def summarize(view: dict) -> dict:
    summary = {key: view[key] for key in SUMMARY_KEYS if key in view}
    summary["results"] = "".join("-" if m is None else m["result"][0].upper() for m in view["missions"])
    if view["phase"] == "assassination":
        summary["step"] = view["step"]
    return summary


def preset(name: str) -> dict:
    return {"players": GAME.presets()[name]["players"], "options": GAME.presets()[name]["options"]}


SCENARIOS = {
    # The Lady used twice; the Assassin finds Merlin.
    "recommended-7": (preset("recommended-7"), "recommended-7:37"),
    # Excalibur switches cards; MordredAssassin misses.
    "excalibur-5": ({"players": 5, "options": {"roles_in_play": ["merlin", "percival", "mordred_assassin", "morgana"],
                                               "excalibur": True}}, "excalibur-5:9"),
    # A loyalty card switches the Lancelots mid-game.
    "lancelot-8": ({"players": 8, "options": {"roles_in_play": ["merlin", "percival", "good_lancelot", "assassin", "morgana",
                                                                "evil_lancelot"]}}, "lancelot-8:7"),
    # The Cleric hunt: Cleric found, then the right role named.
    "cleric-hunt-7": ({"players": 7, "options": {"roles_in_play": ["merlin", "cleric", "percival", "assassin", "morgana"]}},
                      "cleric-hunt-7:98"),
    # The Assassin shoots the lovers.
    "lovers-9": (preset("recommended-9"), "lovers-9:58"),
    # Team assassination with suggestions, auto-approved hammers, the Lady.
    "platform-10": (preset("platform-10"), "platform-10:8"),
    # Sire of the Sea and Ref of the Rain under Targeting.
    "sire-ref-targeting-6": ({"players": 6, "options": {"roles_in_play": ["merlin", "percival", "assassin", "oberon"],
                                                        "sire_of_the_sea": True, "ref_of_the_rain": True, "targeting": True}},
                             "sire-ref-targeting-6:10"),
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_playthrough(name):
    config, seed = SCENARIOS[name]
    check_golden(f"avalon/{name}.txt", playthrough(GAME, config, seed=seed, summarize=summarize))
