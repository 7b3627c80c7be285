"""Bodyguard: expert vs hard in paired arena deals, with the decisions where the expert overrode hard.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bg_arena_pairs.py --players 8 --deals 150 --seed S
        [--field gauntlet] [--focal expert] [--control hard] [--out chunk.json]
    PYTHONPATH=$PWD .venv/bin/python benchmarks/bg_arena_pairs.py --pool chunk1.json chunk2.json ...

The deals are `safehouse arena`'s (arena.play_pair: the same deals, seats, field and seeds as
`python -m desktop arena --game bodyguard ... --deals D --seed S`), played one after another. Besides the
arena's report (wins and points, paired) it logs every searched decision of the measured seat whose
choice differs from hard's (deal, round, seat's role, kind, hard's command and the expert's) and the CPU time
of each of the expert's decisions, searched or not (time.thread_time around the seat's decide): p50/p99/max. Since the
search draws from its own generator, a deal with no override is played move for move as hard plays it
and its pair differs by nothing; the report counts those deals. `--out` writes the pairs and the log
as JSON; `--pool` reads such files (decided before they ran) and reports them together.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots import arena  # noqa: E402
from desktop.bots.bodyguard import player as bg_player  # noqa: E402
from desktop.bots.bodyguard import search  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

LOG: dict = {"overrides": [], "cpu": [], "deal": None}


def _instrument() -> None:
    real_search = search.search
    real_decide = bg_player.BodyguardPlayer.decide

    def logged_search(game, view, t, specs, hard, *args, **kwargs):
        chosen = real_search(game, view, t, specs, hard, *args, **kwargs)
        if chosen != hard:
            LOG["overrides"].append({"deal": LOG["deal"], "round": view.get("round"), "kind": view.get("pending"),
                                     "role": view.get("you", {}).get("role"), "players": view["players"],
                                     "hard": hard, "expert": chosen})
        return chosen

    def timed_decide(self, view, events):
        if not self.skill.search:
            return real_decide(self, view, events)
        started = time.thread_time()
        command = real_decide(self, view, events)
        LOG["cpu"].append(time.thread_time() - started)
        return command

    search.search = logged_search  # player.py calls search.search through the module
    bg_player.BodyguardPlayer.decide = timed_decide


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(args) -> dict:
    _instrument()
    game = GAMES["bodyguard"]
    config = {"players": args.players, "options": {}}
    pairs = []
    started = time.perf_counter()
    for index in range(args.deals):
        LOG["deal"] = index
        before = len(LOG["overrides"])
        pair = arena.play_pair(("bodyguard", config, args.seed, index, args.focal, args.control, args.field))
        pair["deal"], pair["overrides"] = index, len(LOG["overrides"]) - before
        pairs.append(pair)
        print(f"deal {index}: overrides {pair['overrides']} focal {pair['focal']} control {pair['control']}",
              file=sys.stderr, flush=True)
    return {"seed": args.seed, "players": args.players, "field": args.field, "focal": args.focal,
            "control": args.control, "pairs": pairs, "overrides": LOG["overrides"], "cpu": LOG["cpu"],
            "seconds": round(time.perf_counter() - started, 1)}


def report(chunks: list[dict]) -> dict:
    pairs = [p for c in chunks for p in c["pairs"]]
    cpu = [x for c in chunks for x in c["cpu"]]
    overrides = [o for c in chunks for o in c["overrides"]]
    summary = arena.summarise(pairs, with_scores=True)
    kinds: dict = {}
    for o in overrides:
        key = f"{o['kind']}/{o['role']}/{o['hard'].get('kind')}->{o['expert'].get('kind')}"
        kinds[key] = kinds.get(key, 0) + 1
    return {"chunks": [(c["seed"], c["players"], len(c["pairs"]), c["seconds"]) for c in chunks],
            "deals": len(pairs),
            "paired_difference": summary["paired_difference"],
            "paired_score_difference": summary["paired_score_difference"],
            "focal_wins": sum(p["focal"]["won"] for p in pairs), "control_wins": sum(p["control"]["won"] for p in pairs),
            "deals_with_override": sum(1 for p in pairs if p["overrides"]),
            "deals_without_override_differing": sum(1 for p in pairs if not p["overrides"] and p["focal"] != p["control"]),
            "overrides": len(overrides), "override_kinds": dict(sorted(kinds.items(), key=lambda kv: -kv[1])),
            "expert_decision_cpu_s": {"decisions": len(cpu), "p50": round(percentile(cpu, 0.5), 4),
                               "p99": round(percentile(cpu, 0.99), 4), "max": round(max(cpu, default=0.0), 4)}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", default="bg-arena")
    parser.add_argument("--field", default=arena.GAUNTLET)
    parser.add_argument("--focal", default="expert")
    parser.add_argument("--control", default="hard")
    parser.add_argument("--out")
    parser.add_argument("--pool", nargs="+", help="chunk files written by --out, reported together")
    args = parser.parse_args()
    if args.pool:
        chunks = [json.loads(Path(name).read_text()) for name in args.pool]
    else:
        chunk = run(args)
        if args.out:
            Path(args.out).write_text(json.dumps(chunk))
        chunks = [chunk]
    print(json.dumps(report(chunks), indent=1))


if __name__ == "__main__":
    main()
