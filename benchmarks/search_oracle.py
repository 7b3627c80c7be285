"""What the expert's search wins over hard's choice, decision by decision, judged by the true game.

    .venv/bin/python benchmarks/search_oracle.py [--game resistance] [--players 7] [--side resistance]
        [--deals 60] [--rollouts 20] [--field gauntlet] [--seed S] [--json] [--level L] [--compare BASE]
        [--records FILE]
    .venv/bin/python benchmarks/search_oracle.py --rules FILE [FILE ...]

Arena deals (`safehouse arena`'s, one side) are played with the expert in the measured seat. At every
decision it searches, each candidate is also judged by an oracle that knows what the search cannot:
the true deal and the real players at the table. From the true state, copies of every bot (their
generators reseeded per rollout, the same seeds for every candidate) play the game out `--rollouts`
times, the measured seat continuing as hard. The report, per kind of decision: how many were searched
and overridden, how much the oracle says the candidates could win over hard's choice (best minus
default: an upper bound, noise included), and the mean oracle gain of the search's choice and of the
playouts' plain argmax over hard's choice, with 95% intervals. Whole games measure the same thing
with far more noise: a decision's gain is diluted by every decision that did not change.
With `--compare BASE` the measured seat plays as BASE (hard, say) and a shadow `--level` player, fed
the same events, is asked at every one of its decisions; wherever the two differ the oracle judges
both, and "search_gain" is the level's gain over BASE on exactly the decisions it changes (whatever
changed them: the search, a skill, a constant), the sharpest paired test of a new rule there is.
Progress on stderr. Slow (every searched decision costs rollouts x candidates games): minutes.
`--rules FILE...` replays saved `--records` (no games): per kind of decision, how well the playouts'
gains track the oracle's (correlation over every candidate against the default), and the oracle gain
each override rule would have had on those decisions (the two-error rule as shipped, and a mean
paired gain above each of MARGINS), so a rule can be picked on one seed's records and checked on
another's before any arena.
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

from desktop.bots import make_bot  # noqa: E402
from desktop.bots.arena import make_deal, make_player, mean_interval, seat_players  # noqa: E402
from desktop.bots.mission import search  # noqa: E402
from desktop.bots.runner import seat_rng  # noqa: E402
from desktop.engine import GAMES  # noqa: E402
from desktop.engine.core import route_events  # noqa: E402


def reseed(obj, seed: int, seen: set | None = None) -> None:
    """Reseed every random generator a bot holds, however deep (a copied bot would replay its twin)."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, random.Random):
        obj.seed(seed)
    elif isinstance(obj, dict):
        for value in obj.values():
            reseed(value, seed, seen)
    elif isinstance(obj, (list, tuple, set)):
        for value in obj:
            reseed(value, seed, seen)
    elif hasattr(obj, "__dict__"):
        for value in vars(obj).values():
            reseed(value, seed, seen)


class Table:
    """A game in progress with its bots, events routed as runner.play routes them."""

    def __init__(self, game, state, bots, seen: int = 0) -> None:
        self.game, self.state, self.bots, self.seen = game, state, bots, seen

    def route(self) -> None:
        if len(self.state.events) > self.seen:
            _public, by_seat = route_events(self.state.events, len(self.bots), since=self.seen)
            self.seen = len(self.state.events)
            for bot, new in zip(self.bots, by_seat):
                if new:
                    bot.observe(new)

    def play_out(self, side: str) -> bool:
        game, state = self.game, self.state
        for _ in range(10_000):
            outcome = game.outcome(state)
            if outcome is not None:
                return any(state.sides[s] == side for s in outcome.get("winning_seats", []))
            self.route()
            seat = min(game.pending(state))
            game.apply(state, seat, self.bots[seat].decide(game.view(state, seat)))
        return False


def oracle_values(table: Table, seat: int, candidates: list[dict], side: str, rollouts: int, salt: int,
                  continuing: str = "hard") -> list[float]:
    values = []
    for command in candidates:
        wins = 0
        for rollout in range(rollouts):
            bots = copy.deepcopy(table.bots)
            bots[seat] = make_bot(table.game.name, continuing, seat, random.Random(rollout))
            for other, bot in enumerate(bots):
                if other != seat:
                    reseed(bot, hash((salt, rollout, other)) & 0xFFFFFFFF)
            copy_table = Table(table.game, table.state.clone(), bots, table.seen)
            copy_table.game.apply(copy_table.state, seat, command)
            wins += copy_table.play_out(side)
        values.append(wins / rollouts)
    return values


def measure(game, config: dict, args) -> list[dict]:
    rows: dict = {}
    clearly_better = search._clearly_better

    def capture(playouts, count, margin=None):  # the search's per-world values, for the argmax rule
        rows["playouts"] = playouts
        return clearly_better(playouts, count, margin)

    search._clearly_better = capture
    records = []
    for index in range(args.deals):
        deal = make_deal(game, config, args.seed, index)
        if deal.side != args.side:
            continue
        names = seat_players(deal, args.field)
        bots = [make_player(game.name, args.level if s == deal.seat else names[s], s, seat_rng(deal.seed, s))
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
            rows.clear()
            command = bots[seat].decide(view)
            searcher = bots[seat].player.searcher
            if "playouts" in rows and searcher is not None:
                last, playouts = searcher.last, rows["playouts"]
                total = sum(w for w, _ in playouts) or 1.0
                means = [sum(w * v[i] for w, v in playouts) / total for i in range(len(last["candidates"]))]
                argmax = max(range(len(means)), key=lambda i: (means[i], -i))
                oracle = oracle_values(before, seat, last["candidates"], deal.side, args.rollouts, len(records))
                records.append({"kind": view.get("pending") or view["legal"][0]["kind"], "choice": last["choice"],
                                "argmax": argmax, "oracle": oracle, "playouts": means, "worlds": len(playouts),
                                "candidates": last["candidates"]})
            game.apply(table.state, seat, command)
        print(f"search_oracle: deal {index + 1}/{args.deals}, {len(records)} searched decisions", file=sys.stderr, flush=True)
    search._clearly_better = clearly_better
    return records


def compare(game, config: dict, args) -> list[dict]:
    """`--compare BASE`: the measured seat plays as BASE; at each of its decisions a shadow player of
    `--level`, fed the same events, is asked too, and wherever the two differ the oracle judges both
    (candidates [BASE's, the level's]): the level's gain over BASE on exactly the decisions it changes."""
    records = []
    for index in range(args.deals):
        deal = make_deal(game, config, args.seed, index)
        if deal.side != args.side:
            continue
        names = seat_players(deal, args.field)
        bots = [make_player(game.name, args.compare if s == deal.seat else names[s], s, seat_rng(deal.seed, s))
                for s in range(len(names))]
        shadow = make_player(game.name, args.level, deal.seat, seat_rng(deal.seed, deal.seat))
        table = Table(game, game.new_game(deal.config, deal.seed), bots)
        while game.outcome(table.state) is None:
            before_seen = table.seen
            table.route()
            if len(table.state.events) > before_seen:
                _public, by_seat = route_events(table.state.events, len(bots), since=before_seen)
                if by_seat[deal.seat]:
                    shadow.observe(by_seat[deal.seat])
            seat = min(game.pending(table.state))
            view = game.view(table.state, seat)
            if seat != deal.seat:
                game.apply(table.state, seat, bots[seat].decide(view))
                continue
            before = Table(game, table.state.clone(), copy.deepcopy(bots), table.seen)
            command = bots[seat].decide(view)
            searcher = getattr(shadow.player, "searcher", None)
            if searcher is not None:
                searcher.last = {}
            other = shadow.decide(view)
            if other != command:
                oracle = oracle_values(before, seat, [command, other], deal.side, args.rollouts, len(records), args.compare)
                kind = view.get("pending") or view["legal"][0]["kind"]
                searcher = getattr(shadow.player, "searcher", None)
                searched = searcher is not None and bool(searcher.last.get("choice"))
                records.append({"kind": f"{kind} (searched)" if searched else kind, "choice": 1, "argmax": 1, "oracle": oracle})
            game.apply(table.state, seat, command)
        print(f"search_oracle: deal {index + 1}/{args.deals}, {len(records)} decisions differ", file=sys.stderr, flush=True)
    return records


def summary(records: list[dict]) -> dict:
    kinds = defaultdict(list)
    for record in records:
        kinds[record["kind"]].append(record)
    kinds["all"] = list(records)
    report = {}
    for kind, group in kinds.items():
        report[kind] = {
            "decisions": len(group),
            "overridden": sum(1 for r in group if r["choice"] != 0),
            "best_minus_default": mean_interval([max(r["oracle"]) - r["oracle"][0] for r in group]),
            "search_gain": mean_interval([r["oracle"][r["choice"]] - r["oracle"][0] for r in group]),
            "argmax_gain": mean_interval([r["oracle"][r["argmax"]] - r["oracle"][0] for r in group]),
        }
    return report


MARGINS = (0.0, 0.05, 0.10, 0.15)


def rules(records: list[dict]) -> dict:
    """For `--rules`: per kind, the playouts' correlation with the oracle and each override rule's gain."""
    kinds = defaultdict(list)
    for record in records:
        if "playouts" in record:
            kinds[record["kind"]].append(record)
    report = {}
    for kind, group in kinds.items():
        pairs = [(r["playouts"][i] - r["playouts"][0], r["oracle"][i] - r["oracle"][0])
                 for r in group for i in range(1, len(r["oracle"]))]
        entry = {"decisions": len(group), "pairs": len(pairs), "correlation": _correlation(pairs),
                 "shipped": _rule_gain(group, lambda r: r["choice"])}
        for margin in MARGINS:
            def pick(r, margin=margin):
                best = max(range(len(r["playouts"])), key=lambda i: (r["playouts"][i], -i))
                return best if r["playouts"][best] - r["playouts"][0] > margin else 0
            entry[f"margin {margin:.2f}"] = _rule_gain(group, pick)
        report[kind] = entry
    return report


def _rule_gain(group: list[dict], pick) -> dict:
    choices = [pick(r) for r in group]
    gains = [r["oracle"][c] - r["oracle"][0] for r, c in zip(group, choices)]
    return {"changed": sum(1 for c in choices if c != 0), "total": round(sum(gains), 3), "gain": mean_interval(gains)}


def _correlation(pairs: list[tuple[float, float]]) -> float | None:
    if len(pairs) < 3:
        return None
    xs, ys = zip(*pairs)
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxy = sum((x - mx) * (y - my) for x, y in pairs)
    sxx, syy = sum((x - mx) ** 2 for x in xs), sum((y - my) ** 2 for y in ys)
    return round(sxy / (sxx * syy) ** 0.5, 3) if sxx > 0 and syy > 0 else None


def print_rules(report: dict) -> None:
    for kind, entry in report.items():
        print(f"{kind}: {entry['decisions']} decisions, {entry['pairs']} candidate pairs, correlation {entry['correlation']}")
        for name, cell in entry.items():
            if isinstance(cell, dict):
                gain = cell["gain"]
                print(f"  {name:>12}: {cell['changed']} changed, oracle gain {cell['total']:+.2f} in all, "
                      f"{gain['mean']:+.4f} [{gain['ci95'][0]:+.4f}, {gain['ci95'][1]:+.4f}] a decision")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--side", default=None, help="the measured seat's side (default: the game's good side)")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--rollouts", type=int, default=20)
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="oracle")
    parser.add_argument("--level", default="expert", help="the level measured (default: expert)")
    parser.add_argument("--compare", default=None, metavar="BASE",
                        help="judge every decision where --level differs from BASE (which plays the seat), not the searched ones")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--records", default=None, metavar="FILE",
                        help="also write every judged decision (the oracle's and the playouts' values) to FILE as JSON")
    parser.add_argument("--rules", nargs="+", default=None, metavar="FILE",
                        help="replay saved --records files: the playouts' correlation with the oracle and each override rule's gain")
    args = parser.parse_args()
    if args.rules:
        records = []
        for name in args.rules:
            try:
                loaded = json.loads(Path(name).read_text(encoding="utf-8"))
            except (OSError, ValueError) as error:
                parser.error(f"--rules {name}: cannot read it: {error}")
            if not isinstance(loaded, list) or not all(isinstance(record, dict) for record in loaded):
                parser.error(f"--rules {name}: not a --records file (a JSON list of decision records)")
            records += loaded
        try:
            report = rules(records)
        except (KeyError, TypeError, ValueError) as error:  # a record without the fields --records writes
            parser.error(f"--rules: a record is not one --records wrote: {error!r}")
        if not report:
            parser.error("--rules: no searched decision in these files (they hold playouts only when written by --records)")
        if args.json:
            print(json.dumps(report))
        else:
            print_rules(report)
        return 0
    game = GAMES[args.game]
    args.side = args.side or game.good
    if args.side not in game.sides:
        parser.error(f"--side: one of {', '.join(game.sides)}")
    # The game item 4's cells measure: Avalon's recommended preset for the count (as spy_ablation.py plays it).
    preset = game.presets().get(f"recommended-{args.players}")
    config, _ = game.validate_config({"players": args.players, "options": dict(preset["options"]) if preset else {}})
    records = compare(game, config, args) if args.compare else measure(game, config, args)
    if args.records:
        Path(args.records).write_text(json.dumps(records), encoding="utf-8")
    report = summary(records)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "side": args.side, "deals": args.deals,
                          "rollouts": args.rollouts, "seed": args.seed, "kinds": report}))
        return 0
    print(f"{args.game} {args.players} players, {args.side}, {args.deals} deals, {args.rollouts} rollouts a candidate (seed {args.seed})")
    for kind, entry in report.items():
        cells = "  ".join(f"{name} {entry[name]['mean']:+.3f} [{entry[name]['ci95'][0]:+.3f}, {entry[name]['ci95'][1]:+.3f}]"
                          for name in ("best_minus_default", "search_gain", "argmax_gain"))
        print(f"  {kind:>13}: {entry['decisions']} searched, {entry['overridden']} overridden; {cells}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
