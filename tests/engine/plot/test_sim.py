"""`safehouse sim` takes every card and module as options and counts the plot cards played (issue #4)."""
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def sim(*args):
    return subprocess.run([sys.executable, "-m", "desktop", "sim", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_sim_json_counts_plot_cards_played():
    done = sim("--players", "10", "--option", "plot=true", "--games", "4", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert sorted(result["plot_cards_played"]) == [
        "establish_confidence", "in_the_spotlight", "keeping_a_close_eye", "no_confidence", "open_up",
        "opinion_maker", "overheard_conversation", "strong_leader", "take_responsibility"]
    assert sum(result["plot_cards_played"].values()) > 0


def test_sim_plays_each_module():
    for options in (["assassin_module=true", "body_guard=true", "false_commander=true", "deep_cover=true"],
                    ["hunter=true", "dummy_agent=true", "coordinator=true", "deep_agent=true", "pretender=true"]):
        done = sim("--players", "9", "--games", "3", "--json", *[a for o in options for a in ("--option", o)])
        assert done.returncode == 0, done.stderr
        assert "plot_cards_played" not in json.loads(done.stdout)


def test_sim_refuses_an_incompatible_setup_naming_both():
    done = sim("--players", "7", "--option", "sergeant=true", "--option", "hunter=true", "--games", "1")
    assert done.returncode == 2
    assert "the Sergeant" in done.stderr and "the Hunter module" in done.stderr
