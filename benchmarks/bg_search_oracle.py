"""Bodyguard: what the expert's search wins over hard's play, decision by decision, judged by the true game.

    .venv/bin/python benchmarks/bg_search_oracle.py [--players 6] [--deals 20] [--rollouts 16]
        [--horizon round|game] [--field gauntlet] [--seed S] [--unsearched] [--overrides-only] [--json]
    .venv/bin/python benchmarks/bg_search_oracle.py --scenarios 160 --scenarios 2000 [--players 8] [--deals 4]

The Bodyguard twin of search_oracle.py. Arena deals (`safehouse arena`'s) are played with the expert in
the measured seat. At every turn it searches, each candidate of the search is also judged by an oracle
that knows what the search cannot: the true deal and the real players at the table (deep copies, their
generators reseeded per rollout, the same seeds for every candidate). From the true state, the
measured seat continuing as hard, it plays out `--rollouts` times to the round's end (`--horizon round`:
the value is the search's own score of the round's points, the chance to win the game after it) or to the game's end (`--horizon game`:
the value is a win). With `--unsearched`, the turns the search skips are judged too: a copy of the
expert searches them anyway (the game goes on as the real expert plays), so the report says how much
a wider search would win there. With `--overrides-only`, only the searched turns where the search
overrode hard's play are judged (the oracle's cost goes where the expert's play differs from hard's;
the search draws from its own generator, so elsewhere the expert plays as hard). The round's deal,
searched from 6 players, is not a turn and is not judged.

The report, per kind of turn (the seat's role, and whether the search ran): how many, how many
overridden, the oracle's best candidate less hard's play (an upper bound, noise included), the gain
of the search's choice and of the playouts' plain argmax over hard's play, 95% intervals. A paired
per-decision measure: whole games dilute a decision's gain by every decision that did not change.
Progress on stderr. Slow: every judged turn costs rollouts x candidates playouts.

With `--scenarios K` (repeatable) it measures the playout value's own noise instead, fast: at every
searched turn the playouts' round points are scored again with K drawn rounds to come (standing.py's
model, its own draws) and with a reference of 20,000 draws; the report says how often the choice made
with K draws differs from the reference's, and what it gains over hard's play in the reference value.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.search_oracle import Table, reseed  # noqa: E402
from desktop.bots.arena import make_deal, make_player, mean_interval, seat_players  # noqa: E402
from desktop.bots.bodyguard import search, standing  # noqa: E402
from desktop.bots.bodyguard.levels import bodyguard_skill  # noqa: E402
from desktop.bots.runner import seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402


def as_hard(bot):
    """A copy of the expert bot playing on as hard (its events and beliefs kept)."""
    twin = copy.deepcopy(bot)
    twin.player.skill = bodyguard_skill("hard")
    return twin


def oracle_values(table: Table, seat: int, options: list[dict], rollouts: int, salt: int, horizon: str) -> list[float]:
    game, state = table.game, table.state
    start = state.round
    standing = search.Standing(state.players, start, state.president, state.scores, state.two_point_awards)
    values = []
    for command in options:
        total = 0.0
        for rollout in range(rollouts):
            bots = copy.deepcopy(table.bots)
            bots[seat] = as_hard(table.bots[seat])
            for other, bot in enumerate(bots):
                reseed(bot, hash((salt, rollout, other)) & 0xFFFFFFFF)
            twin = Table(game, state.clone(), bots, table.seen)
            try:
                game.apply(twin.state, seat, command)
            except Exception:  # noqa: BLE001 - a candidate the true state cannot take
                total -= 1.0
                continue
            total += play_on(twin, seat, start, standing, horizon)
        values.append(total / rollouts)
    return values


def play_on(table: Table, seat: int, start: int, standing, horizon: str) -> float:
    game, state = table.game, table.state
    for _ in range(20_000):
        outcome = game.outcome(state)
        if outcome is not None:
            if horizon == "game":
                return 1.0 if seat in outcome.get("winning_seats", []) else 0.0
            break
        if horizon == "round" and state.round != start:
            break
        table.route()
        acting = min(game.pending(state))
        game.apply(state, acting, table.bots[acting].decide(game.view(state, acting)))
    points = next((h["points"] for h in state.history if h.get("round") == start), None) if state.history else None
    return search.score(points, seat, standing)


def measure(game, config: dict, args) -> list[dict]:
    captured: dict = {}
    candidates, best_option = search.candidates, search.best_option

    def capture_candidates(t, specs, hard):
        captured["options"] = candidates(t, specs, hard)
        return captured["options"]

    def capture_best(diffs):
        captured["diffs"] = diffs
        captured["choice"] = best_option(diffs)
        return captured["choice"]

    search.candidates, search.best_option = capture_candidates, capture_best
    records = []
    try:
        for index in range(args.deals):
            deal = make_deal(game, config, args.seed, index)
            names = seat_players(deal, args.field)
            bots = [make_player(game.name, "expert" if s == deal.seat else names[s], s, seat_rng(deal.seed, s))
                    for s in range(len(names))]
            table = Table(game, game.new_game(deal.config, deal.seed), bots)
            while game.outcome(table.state) is None:
                table.route()
                seat = min(game.pending(table.state))
                view = game.view(table.state, seat)
                if seat != deal.seat:
                    game.apply(table.state, seat, bots[seat].decide(view))
                    continue
                before = Table(game, table.state.clone(), copy.deepcopy(bots), table.seen)
                captured.clear()
                command = bots[seat].decide(view)
                record = None
                if "diffs" in captured and "options" not in captured:
                    pass  # the deal's search (search.deal_options): not a turn
                elif "diffs" in captured and args.overrides_only and captured["choice"] == 0:
                    pass  # the search kept hard's play
                elif "diffs" in captured:
                    diffs = captured["diffs"]
                    means = [sum(d) / len(d) if d else 0.0 for d in diffs]
                    argmax = max(range(len(means)), key=lambda i: (means[i], -i))
                    record = {"searched": True, "options": captured["options"], "choice": captured["choice"],
                              "argmax": argmax}
                elif args.unsearched and not args.overrides_only and view.get("pending") == "turn" and "you" in view:
                    record = would_search(bots[seat], view, captured)
                if record is not None:
                    record["role"] = view["you"]["role"]
                    record["oracle"] = oracle_values(before, seat, record.pop("options"), args.rollouts,
                                                     len(records), args.horizon)
                    records.append(record)
                game.apply(table.state, seat, command)
            print(f"bg_search_oracle: deal {index + 1}/{args.deals}, {len(records)} judged turns",
                  file=sys.stderr, flush=True)
    finally:
        search.candidates, search.best_option = candidates, best_option
    return records


def would_search(bot, view: dict, captured: dict) -> dict | None:
    """What the search would have chosen at a turn it skips (on a copy of the bot; the game goes on
    as the expert plays)."""
    matters = search.matters
    search.matters = lambda _t, _specs: True
    try:
        copy.deepcopy(bot).decide(view)
    finally:
        search.matters = matters
    if "diffs" not in captured:
        return None
    diffs = captured["diffs"]
    means = [sum(d) / len(d) if d else 0.0 for d in diffs]
    return {"searched": False, "options": captured["options"], "choice": captured["choice"],
            "argmax": max(range(len(means)), key=lambda i: (means[i], -i))}


REFERENCE_DRAWS = 20_000


def drawn(players: int, round_: int, president: int, totals, twos, draws: int, salt: str) -> search.Standing:
    """A Standing with `draws` scenarios of its own (not standing.py's cached set)."""
    rng = random.Random(f"{salt} {players} {round_} {president}")
    made = search.Standing(players, round_, president, list(totals), list(twos))
    made.future = tuple(standing._draw(players, players - 1 - round_, president, rng) for _ in range(draws))
    return made


def value_noise(game, config: dict, args) -> dict:
    """Searched turns re-scored with fewer drawn rounds and with the reference (see the docstring)."""
    calls: list = []
    score, best_option = search.score, search.best_option
    decisions = []

    def capture_score(points, seat, standing_):
        calls.append((points, seat))
        return score(points, seat, standing_)

    def capture_best(diffs):
        decisions.append((len(diffs), list(calls)))
        return best_option(diffs)

    search.score, search.best_option = capture_score, capture_best
    records = defaultdict(list)
    try:
        for index in range(args.deals):
            deal = make_deal(game, config, args.seed, index)
            names = seat_players(deal, args.field)
            bots = [make_player(game.name, "expert" if s == deal.seat else names[s], s, seat_rng(deal.seed, s))
                    for s in range(len(names))]
            state = game.new_game(deal.config, deal.seed)
            table = Table(game, state, bots)
            while game.outcome(state) is None:
                table.route()
                seat = min(game.pending(state))
                view = game.view(state, seat)
                calls.clear()
                decisions.clear()
                command = bots[seat].decide(view)
                if seat == deal.seat and decisions:
                    judge(view, *decisions[-1], args.scenarios, records)
                game.apply(state, seat, command)
            print(f"bg_search_oracle: deal {index + 1}/{args.deals}, {len(records['reference'])} searched turns",
                  file=sys.stderr, flush=True)
    finally:
        search.score, search.best_option = score, best_option
    reference = records["reference"]
    report = {"turns": len(reference), "reference_overrides": sum(1 for r in reference if r),
              "reference_gain": mean_interval(records["reference_gain"])}
    for draws in args.scenarios:
        report[str(draws)] = {
            "overrides": sum(1 for c in records[draws] if c),
            "differs_from_reference": sum(c != r for c, r in zip(records[draws], reference)),
            "gain_in_reference_value": mean_interval(records[f"{draws}_gain"]),
        }
    return report


def judge(view: dict, options: int, calls: list, counts: list[int], records: dict) -> None:
    """Re-score one searched turn's playouts (world-major, candidate-minor) with each count of draws."""
    if len(calls) % options:
        return  # a candidate a world could not take: not scored by the value, skip the turn
    worlds = [calls[i:i + options] for i in range(0, len(calls), options)]
    args = (view["players"], view["round"], view["president"], view["scores"], view["two_point_awards"])
    reference = drawn(*args, REFERENCE_DRAWS, "reference")

    def choose(standing_):
        values = [[search.score(points, seat, standing_) for points, seat in world] for world in worlds]
        return search.best_option([[w[i] - w[0] for w in values] for i in range(options)]), values

    ref_choice, ref_values = choose(reference)
    ref_means = [sum(w[i] for w in ref_values) / len(ref_values) for i in range(options)]
    records["reference"].append(ref_choice)
    records["reference_gain"].append(ref_means[ref_choice] - ref_means[0])
    for draws in counts:
        choice, _ = choose(drawn(*args, draws, "standing"))
        records[draws].append(choice)
        records[f"{draws}_gain"].append(ref_means[choice] - ref_means[0])


def summary(records: list[dict]) -> dict:
    kinds = defaultdict(list)
    for record in records:
        kinds[f"{record['role']}/{'searched' if record['searched'] else 'skipped'}"].append(record)
        kinds["searched" if record["searched"] else "skipped"].append(record)
        if record["choice"]:
            kinds[f"{record['role']}/{'searched' if record['searched'] else 'skipped'}/overridden"].append(record)
    report = {}
    for kind, group in sorted(kinds.items()):
        report[kind] = {
            "turns": len(group),
            "overridden": sum(1 for r in group if r["choice"] != 0),
            "best_minus_default": mean_interval([max(r["oracle"]) - r["oracle"][0] for r in group]),
            "search_gain": mean_interval([r["oracle"][r["choice"]] - r["oracle"][0] for r in group]),
            "argmax_gain": mean_interval([r["oracle"][r["argmax"]] - r["oracle"][0] for r in group]),
        }
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--rollouts", type=int, default=16)
    parser.add_argument("--horizon", default="round", choices=["round", "game"])
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="oracle")
    parser.add_argument("--unsearched", action="store_true", help="judge the turns the search skips too")
    parser.add_argument("--overrides-only", action="store_true", help="judge only the turns where the search overrode hard")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--scenarios", type=int, action="append", default=[],
                        help="measure the playout value's noise with this many drawn rounds (repeatable)")
    args = parser.parse_args()
    if any(draws < 1 for draws in args.scenarios):
        parser.error("--scenarios: a count of drawn rounds, at least 1")
    game = GAMES["bodyguard"]
    config, _ = game.validate_config({"players": args.players, "options": {}})
    if args.scenarios:
        print(json.dumps({"players": args.players, "deals": args.deals, "seed": args.seed,
                          "value_noise": value_noise(game, config, args)}))
        return 0
    report = summary(measure(game, config, args))
    if args.json:
        print(json.dumps({"players": args.players, "deals": args.deals, "rollouts": args.rollouts,
                          "horizon": args.horizon, "seed": args.seed, "kinds": report}))
        return 0
    print(f"bodyguard {args.players} players, {args.deals} deals, {args.rollouts} rollouts a candidate, "
          f"horizon {args.horizon} (seed {args.seed})")
    for kind, entry in report.items():
        cells = "  ".join(f"{name} {entry[name]['mean']:+.3f} [{entry[name]['ci95'][0]:+.3f}, {entry[name]['ci95'][1]:+.3f}]"
                          for name in ("best_minus_default", "search_gain", "argmax_gain"))
        print(f"  {kind:>22}: {entry['turns']} turns, {entry['overridden']} overridden; {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
