"""How surely Percival tells Merlin from Morgana, on the same views (issue #17 item 5).

    .venv/bin/python benchmarks/percival_bench.py [--players 5] [--games 300] [--field gauntlet] [--seed S]
        [--morgana STYLE] [--plain-morgana]

Avalon games (`recommended-N`) are played by the field (as `safehouse arena --field` draws it); at
every vote Percival's seat casts, the expert's belief is asked, on Percival's own view, how likely
the Merlin of his pair is Merlin: with the Merlin tell (`tell`: avalon.percival_tell, the styles'
measured Merlins) and without it (`plain`: the same belief reading that seat as a plain good one,
as hard does). The report gives, by mission and over all, the mean probability on the true Merlin
and how often he is the likelier of the two, with the paired difference and 95% intervals.
`--morgana STYLE` seats that style (or level) in Morgana's seat of every deal (`cautious` and
`deceiver` pose as Merlin: desktop/bots/gauntlet/mission.py); without it the report also gives the
votes of the deals where the field's Morgana poses; `--plain-morgana` turns the posing off (the
same deals against the gauntlet's Morgana before). Progress on stderr.
"""
from __future__ import annotations

import argparse
import random
from dataclasses import replace
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots.arena import make_deal, make_player, mean_interval, seat_players  # noqa: E402
from desktop.bots.gauntlet.mission import MISSION_STYLES  # noqa: E402
from desktop.bots.mission.calibrated import measured_model  # noqa: E402
from desktop.bots.mission.player import MissionPlayer  # noqa: E402
from desktop.bots.mission.reading import Table  # noqa: E402
from desktop.bots.runner import seat_rng  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

GAME = GAMES["avalon"]


def merlin_chance(view: dict, merlin: int, reads: bool) -> float:
    """Percival's probability that `merlin` (one of his pair) is Merlin: the expert's belief with the
    Merlin tell (`reads`) or without it (the same belief, as hard reads it)."""
    player = MissionPlayer(replace(LEVEL_SKILLS["expert"], reads_merlin=reads), random.Random(0))
    player._use_model(measured_model(view["players"]))  # as its first decision loads it
    worlds = player.worlds(Table(view))
    return sum(w for (_mask, seats), w in zip(worlds.sets, worlds.weights) if merlin not in seats)


def poses(name: str) -> bool:
    style = MISSION_STYLES.get(name)
    return bool(style and style.morgana_poses)


def readings(players: int, games: int, field: str, seed: str, morgana: str | None = None) -> list[dict]:
    preset = GAME.presets()[f"recommended-{players}"]
    config, _ = GAME.validate_config({"players": players, "options": dict(preset["options"])})
    rows = []
    for index in range(games):
        deal = make_deal(GAME, config, seed, index)
        names = seat_players(deal, field)
        roles = deal.config["options"]["roles"]
        if morgana:
            names[roles.index("morgana")] = morgana
        posing = poses(names[roles.index("morgana")])
        bots = [make_player(GAME.name, names[s], s, seat_rng(deal.seed, s)) for s in range(players)]
        state = GAME.new_game(deal.config, deal.seed)
        assert list(state.roles) == list(roles)
        percival, merlin = state.roles.index("percival"), state.roles.index("merlin")
        while GAME.outcome(state) is None:
            seat = min(GAME.pending(state))
            view = GAME.view(state, seat)
            if seat == percival and view.get("pending") == "vote" and view.get("vote_history"):
                rows.append({"game": index, "mission": len(view.get("mission_order") or ()), "poses": posing,
                             **{name: merlin_chance(view, merlin, name == "tell") for name in ("plain", "tell")}})
            GAME.apply(state, seat, bots[seat].decide(view))
        if (index + 1) % 50 == 0:
            print(f"percival_bench: {index + 1}/{games} games, {len(rows)} votes", file=sys.stderr, flush=True)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--seed", default="percival")
    parser.add_argument("--morgana", default=None, help="the style or level in Morgana's seat of every deal")
    parser.add_argument("--plain-morgana", action="store_true",
                        help="no style's Morgana poses as Merlin (the gauntlet before the posing Morgana)")
    args = parser.parse_args()
    if args.plain_morgana:
        for style in MISSION_STYLES.values():
            style.morgana_poses = None
    rows = readings(args.players, args.games, args.field, args.seed, args.morgana)
    print(f"Avalon recommended-{args.players}, field {args.field}, {args.games} games, {len(rows)} Percival votes"
          f" (seed {args.seed}{', Morgana ' + args.morgana if args.morgana else ''})")
    report(rows)
    if not args.morgana:
        for label, posing in (("Morgana poses as Merlin", True), ("Morgana does not pose", False)):
            chosen = [r for r in rows if r["poses"] == posing]
            print(f"{label}: {len(chosen)} votes")
            report(chosen)
    return 0


def report(rows: list[dict]) -> None:
    for label, chosen in [("all", rows)] + [(f"mission {m + 1}", [r for r in rows if r["mission"] == m]) for m in range(5)]:
        if not chosen:
            continue
        parts = []
        for name in ("plain", "tell"):
            mean = mean_interval([r[name] for r in chosen])
            right = mean_interval([float(r[name] > 0.5) for r in chosen])
            parts.append(f"{name} P(Merlin) {mean['mean']:.3f} [{mean['ci95'][0]:.3f}, {mean['ci95'][1]:.3f}],"
                         f" right {right['mean']:.1%}")
        diff = mean_interval([r["tell"] - r["plain"] for r in chosen])
        print(f"  {label:>9} ({len(chosen)}): " + "; ".join(parts)
              + f"; tell - plain {diff['mean']:+.3f} [{diff['ci95'][0]:+.3f}, {diff['ci95'][1]:+.3f}]")
        # Votes of one game are not independent: the same figures with each game's votes averaged first.
        games: dict[int, list[dict]] = {}
        for r in chosen:
            games.setdefault(r["game"], []).append(r)
        per = {name: mean_interval([sum(r[name] for r in g) / len(g) for g in games.values()]) for name in ("plain", "tell")}
        per_diff = mean_interval([sum(r["tell"] - r["plain"] for r in g) / len(g) for g in games.values()])
        print(f"  {'':>9} by game ({len(games)}): " + "; ".join(
            f"{name} {per[name]['mean']:.3f} [{per[name]['ci95'][0]:.3f}, {per[name]['ci95'][1]:.3f}]" for name in per)
              + f"; tell - plain {per_diff['mean']:+.3f} [{per_diff['ci95'][0]:+.3f}, {per_diff['ci95'][1]:+.3f}]")


if __name__ == "__main__":
    sys.exit(main())
