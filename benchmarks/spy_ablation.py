"""Hard's spies (or, with --side resistance, a good seat) with one piece of their play changed at a time, on
the same one-side deals (issue #17).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/spy_ablation.py --game resistance --players 5 --deals 1000 \
        --seed ab1 [--field gauntlet] [--side resistance] [--variant NAME=JSON ...]

Each deal (arena.make_deal, only those where the measured seat is on --side: evil's by default) is played once per variant
with that variant in the seat and the same field elsewhere, so the differences are paired. A variant
is the hard level with skill flags changed (`{"skill": {"lay_low": false}}`, `{"skill": {"vote_bars": [["resistance", 7, 0.4]]}}`) and/or cover.py's,
evil.py's, good.py's, merlin.py's or player.py's constants set for its games (`{"cover": {"COST": 0.04}}`, `{"evil": {"PLAIN_TEAMS_BELOW":
0}}`, `{"good": {"GOOD_ENOUGH": 0.3}}`, `{"player": {"TABLE_IGNORES_VOTES_AT": []}}`, `{"search": {"GOOD_PROGRAMS_AT": [["avalon", 7, "vote"]]}}`; a frozenset
of tuples such as player.UNRANKED is given as a list of lists); `{"base": "normal"}` starts from another level, and
`{"base": "expert", "skill": {"search_budget": 0}}` is the expert with its search off (fast screens). `--option KEY=VALUE`
sets a game option over Avalon's recommended preset (`--option roles_in_play=merlin,good_lancelot,...`); `--role merlin` keeps only
the deals where the measured seat holds that role. Without --variant: normal, hard, and hard without
cover_votes, cover_teams, lay_low, its reading of whether the table reads votes at all
(cover.table_reads) or its plain teams at a small table that does not.
Prints one JSON object: win rates, each variant minus normal and minus hard with 95% intervals, and how each
variant's games ended (`ends`: the engine's outcome reasons, such as Avalon's merlin_assassinated, counted).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop.bots import LEVELS  # noqa: E402
from desktop.bots.arena import make_deal, mean_interval, play_deal  # noqa: E402
from desktop.bots.mission import cover, evil, good, merlin, player, search  # noqa: E402
from desktop.bots.skill import LEVEL_SKILLS  # noqa: E402
from desktop.bots.skilled_bot import SkilledBot  # noqa: E402
from desktop.engine import GAMES  # noqa: E402

ABLATIONS = {"normal": {"base": "normal"}, "hard": {},
             "no_cover_votes": {"skill": {"cover_votes": False}},
             "no_cover_teams": {"skill": {"cover_teams": False}},
             "no_lay_low": {"skill": {"lay_low": False}},
             # every good vote equally likely at either kind of table: cover.table_reads stays at 0.5
             "no_table_reads": {"cover": {"AGREES": [0.95, 0.95], "AGREES_AT": {}}},
             # the cover team at every table, even a small one seen to read only the missions
             "no_plain_teams": {"evil": {"PLAIN_TEAMS_BELOW": 0.0}}}


def _as_default(value, default):
    """A JSON value in the default's kind: a list of lists for a frozenset or tuple of tuples (player.UNRANKED,
    Skill.vote_bars)."""
    if isinstance(default, (frozenset, tuple)) and isinstance(value, list):
        return type(default)(tuple(item) if isinstance(item, list) else item for item in value)
    return value


def register(name: str, variant: dict) -> None:
    base = variant.get("base", "hard")
    if name in LEVELS and not variant.get("skill") and base == name:
        return
    skill = LEVEL_SKILLS[base]
    fields = {key: _as_default(value, getattr(skill, key)) for key, value in variant.get("skill", {}).items()}
    LEVEL_SKILLS[name] = replace(skill, name=name, **fields)
    LEVELS[name] = type(name, (SkilledBot,), {"level": name})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="resistance", choices=["resistance", "avalon"])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--deals", type=int, default=1000, help="deals on --side")
    parser.add_argument("--seed", default="ab1")
    parser.add_argument("--field", default="gauntlet")
    parser.add_argument("--variant", action="append", default=[], metavar="NAME=JSON")
    parser.add_argument("--side", help="the measured seat's side (default: the evil side)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a game option over Avalon's recommended preset (repeatable), as safehouse arena takes it")
    parser.add_argument("--role", help="only the deals where the measured seat holds this role (Avalon: merlin, percival, ...)")
    parser.add_argument("--log", help="append each deal's wins by variant to this file as a JSON line (a stopped run can be read)")
    args = parser.parse_args()
    variants = {"normal": {"base": "normal"}, "hard": {}} if args.variant else dict(ABLATIONS)
    for text in args.variant:
        name, _, spec = text.partition("=")
        variants[name] = json.loads(spec or "{}")
    for name, variant in variants.items():
        register(name, variant)
    modules = {"cover": cover, "evil": evil, "good": good, "merlin": merlin, "player": player, "search": search}
    defaults = {(module, key): getattr(modules[module], key) for variant in variants.values()
                for module in modules for key in variant.get(module, {})}
    game = GAMES[args.game]
    options = dict(game.presets()[f"recommended-{args.players}"]["options"]) if args.game == "avalon" else {}
    options.update(game.option_set().parse_pairs(args.option))
    config, _ = game.validate_config({"players": args.players, "options": options})
    side = args.side or game.sides[1]
    if side not in game.sides:
        parser.error(f"--side {side}: {game.name}'s sides are {', '.join(game.sides)}")
    held = sorted({role for role in game.role_deck(config) if game.side_of(role) == side})
    if args.role and args.role not in held:  # no deal would ever match: the loop below would never end
        parser.error(f"--role {args.role}: no {side} seat holds it here; the {side} roles are {', '.join(held)}")
    wins: dict[str, list[int]] = {name: [] for name in variants}
    ends: dict[str, dict] = {name: {} for name in variants}  # how each variant's games ended (three fails, the shot, ...)
    started, index = time.perf_counter(), 0
    while len(wins["hard"]) < args.deals:
        deal = make_deal(game, config, args.seed, index)
        index += 1
        if deal.side != side or (args.role and deal.config["options"].get("roles", [None] * args.players)[deal.seat] != args.role):
            continue
        for name, variant in variants.items():
            for (module, key), value in defaults.items():
                setattr(modules[module], key, _as_default(variant.get(module, {}).get(key, value), value))
            played = play_deal(game, deal, name, args.field)
            wins[name].append(int(played["won"]))
            ends[name][played["reason"]] = ends[name].get(played["reason"], 0) + 1
        if args.log:
            with open(args.log, "a", encoding="utf-8") as log:
                log.write(json.dumps({"deal": index - 1, **{name: w[-1] for name, w in wins.items()}}) + "\n")
        if len(wins["hard"]) % 50 == 0:  # with each variant's running mean minus hard, so a stopped run still says something
            running = {name: round(sum(a - b for a, b in zip(w, wins["hard"])) / len(w), 4) for name, w in wins.items() if name != "hard"}
            print(f"{len(wins['hard'])}/{args.deals} deals, {time.perf_counter() - started:.0f} s, minus hard {running}", file=sys.stderr)
    report = {"game": args.game, "players": args.players, "options": args.option, "deals": args.deals, "seed": args.seed, "field": args.field,
              "side": side, "role": args.role, "win_rate": {name: round(sum(w) / len(w), 4) for name, w in wins.items()}}
    for base in ("normal", "hard"):
        report[f"minus_{base}"] = {name: mean_interval([a - b for a, b in zip(wins[name], wins[base])])
                                   for name in variants if name != base}
    report["ends"] = ends
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
