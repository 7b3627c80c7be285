"""Golden playthroughs with plot cards and the modules (tests/golden/plot/); see tests/golden.py."""
import pytest

from desktop.engine import GAMES
from golden import check_golden, playthrough

SUMMARY_KEYS = ("phase", "round", "leader", "vote_track", "mission", "team", "face_up", "roles")


def summarize(view: dict) -> dict:
    summary = {key: view[key] for key in SUMMARY_KEYS if key in view}
    summary["results"] = "".join("-" if m is None else m["result"][0].upper() for m in view["missions"])
    if "plot" in view:
        plot = view["plot"]
        summary["plot"] = {"held": {str(s): c for s, c in enumerate(plot["held"]) if c}, "hand": plot["hand"],
                           "deck_left": plot["deck_left"], "locked": plot["strong_leader_locked"]}
    if "hunter" in view:
        summary["hunter"] = {k: view["hunter"][k] for k in ("investigator", "revealed", "accusations")}
    return summary


SCENARIOS = {
    "resistance-plot-5": ("resistance", 5, {"plot": True}),
    "resistance-plot-7": ("resistance", 7, {"plot": True}),
    "resistance-plot-10": ("resistance", 10, {"plot": True}),
    "avalon-plot-8": ("avalon", 8, {"plot": True}),
    "assassin-module-8": ("resistance", 8, {"assassin_module": True, "body_guard": True, "false_commander": True,
                                            "deep_cover": True}),
    "assassin-module-plot-7": ("resistance", 7, {"assassin_module": True, "blind_spy": True, "plot": True}),
    "hunter-6": ("resistance", 6, {"hunter": True, "dummy_agent": True, "coordinator": True}),
    "hunter-plot-7": ("resistance", 7, {"hunter": True, "deep_agent": True, "pretender": True, "plot": True}),
}


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_playthrough(name):
    game_name, players, options = SCENARIOS[name]
    text = playthrough(GAMES[game_name], {"players": players, "options": options}, seed=name, summarize=summarize)
    check_golden(f"plot/{name}.txt", text)
