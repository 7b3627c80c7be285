"""Golden playthroughs of The Resistance, one per player count (and one per variant)."""
import pytest

from golden import check_golden, playthrough

from .scenario import GAME

SUMMARY_KEYS = ("phase", "round", "leader", "vote_track", "mission", "team", "roles")


def summarize(view: dict) -> dict:
    summary = {key: view[key] for key in SUMMARY_KEYS if key in view}
    summary["results"] = "".join("-" if m is None else m["result"][0].upper() for m in view["missions"])
    return summary


@pytest.mark.parametrize("players", range(5, 11))
def test_golden_playthrough(players):
    check_golden(f"resistance/players-{players}.txt", playthrough(GAME, {"players": players}, seed=players, summarize=summarize))


@pytest.mark.parametrize("variant", ["targeting", "blind_spies", "leader_approves", "auto_approve_hammer"])
def test_golden_variant(variant):
    config = {"players": 7, "options": {variant: True}}
    check_golden(f"resistance/variant-{variant}.txt", playthrough(GAME, config, seed=variant, summarize=summarize))
