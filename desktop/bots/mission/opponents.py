"""The expert's opponent models: how each style at the table plays, and which style each seat has.

The search (search.py) plays its candidates out in worlds sampled from its belief. There every other
seat is modelled, not copied: it has one of the known styles (the six gauntlet styles and our normal
level), and a style is a table of measured tendencies (style_fitted.py):
- approve[(evil, dirty, on_team, hammer)]: the chance it backs a team, by its side and the team's;
- fail[(stage, lone, share)]: the chance a spy of that style fails a mission it rides, by the stage
  of the game, whether it is the only spy aboard, and whether its seat is among the lowest-seat spies
  aboard that the mission's fails need (the coordination rule our levels and most styles follow:
  without it the rate of a spy with a partner aboard is a useless half);
- leader_dirty[evil]: the chance a leader of that style sends a team holding a spy.
In a sampled world every seat's side is known, so each seat's style is weighed by how well it
explains that seat's own votes and proposals so far (Bayes over styles, per seat, per world: the
opponent modelling of Cowling, Whitehouse & Powley's determinised search for The Resistance), and
the playout draws the seat's style from that posterior. A modelled seat votes and plays its mission
card from its style's tables (the world says whether a team holds a spy), and leads as the normal
level does. That is also what makes playouts cheap: a table look-up, not a belief, per vote.

Refit the tables after changing a style: `python -m desktop.bots.mission.opponents fit [GAMES]`.
"""
from __future__ import annotations

import math
import random
import sys
from collections import Counter
from pathlib import Path

from ..fallback import choices, find_spec
from ..weights import normalised_exp
from .reading import with_hammer
from .style_fitted import STYLE_TABLES

STAGES = ("first", "later", "deciding")
# The styles' own programs by name (a class taking a generator, with decide(view)), for a spy's playouts
# (Skill.style_playouts). The gauntlet registers its mission styles here when it is imported
# (gauntlet/mission.py): the field depends on the bots, never the reverse.
PROGRAMS: dict[str, type] = {}


def nearest(players: int) -> int:
    return 5 if players <= 6 else 7 if players <= 8 else 10


def stage_of(missions_played: int, successes: int, fails: int) -> str:
    return "deciding" if successes >= 2 or fails >= 2 else "first" if missions_played == 0 else "later"


def card_context(view: dict, evil_mask: int, seat: int | None = None) -> tuple[str, bool, bool]:
    """What a spy's mission card is measured by: the game's stage, whether it is the only spy aboard,
    and whether `seat` (the viewer's by default) is one of the lowest-seat spies aboard, as many as
    the mission's fails need (its share, by the coordination rule)."""
    missions = view["missions"]
    successes = sum(1 for m in missions if m and m["result"] == "success")
    fails = sum(1 for m in missions if m and m["result"] == "fail")
    aboard = sorted(s for s in view.get("team") or () if (evil_mask >> s) & 1)
    seat = view["you"]["seat"] if seat is None else seat
    slot = view.get("mission")
    needed = view["fails_needed"][slot if slot is not None else min(view.get("round", 0), 4)]
    share = seat in aboard[:needed] and len(aboard) >= needed
    return stage_of(len(view.get("mission_order") or ()), successes, fails), len(aboard) == 1, share


def _clamp(p: float) -> float:
    return min(0.97, max(0.03, p))


class StyleModels:
    """The style tables at one player count, with their logs precomputed for the posterior."""

    def __init__(self, players: int) -> None:
        self.tables = STYLE_TABLES[nearest(players)]
        self.names = tuple(sorted(self.tables))
        self.vote_logs = {name: {key: (math.log(_clamp(p)), math.log(1 - _clamp(p))) for key, p in table["approve"].items()}
                          for name, table in self.tables.items()}
        self.lead_logs = {name: {evil: (math.log(_clamp(p)), math.log(1 - _clamp(p))) for evil, p in table["leader_dirty"].items()}
                          for name, table in self.tables.items()}

    def posterior(self, records: list[dict], evil_mask: int, players: int) -> list[list[float]]:
        """Per seat, the chance of each style (in `names` order) given its votes and proposals in
        a world whose evil seats are `evil_mask`. `records`: Table.vote_records(include_unvoted=True)."""
        logs = [[0.0] * len(self.names) for _ in range(players)]
        for record in records:
            team = sum(1 << s for s in record["team"])
            dirty = bool(team & evil_mask)
            leader = record["leader"]
            leader_evil = bool((evil_mask >> leader) & 1)
            for index, name in enumerate(self.names):
                yes, no = self.lead_logs[name][leader_evil]
                logs[leader][index] += yes if dirty else no
            hammer = record["hammer"]
            for seat, approve in record["votes"].items():
                key = (bool((evil_mask >> seat) & 1), dirty, bool((team >> seat) & 1), hammer)
                row = logs[seat]
                for index, name in enumerate(self.names):
                    row[index] += self.vote_logs[name][key][0 if approve else 1]
        return [normalised_exp(row) for row in logs]

    def draw(self, posterior: list[float], rng: random.Random) -> str:
        return rng.choices(self.names, posterior)[0]


class ModelSeat:
    """A playout seat played from a style's tables in a world whose sides are known; the rest
    (proposals, powers, the assassin) by `fallback`, a normal-level player."""

    def __init__(self, table: dict, evil_mask: int, fallback, rng: random.Random) -> None:
        self.table = table
        self.evil_mask = evil_mask
        self.fallback = fallback
        self.rng = rng

    def decide(self, view: dict, events: list) -> dict:
        specs = view["legal"]
        kind = view.get("pending") or specs[0]["kind"]
        me = view["you"]["seat"]
        evil = bool((self.evil_mask >> me) & 1)
        if kind == "vote" and len(specs) == 1 and find_spec(specs, "vote"):
            allowed = choices(find_spec(specs, "vote"), "approve")
            if len(allowed) > 1:
                team = sum(1 << s for s in view.get("team") or ())
                hammer = view.get("vote_track", 0) >= 4
                if hammer and not evil:
                    return {"kind": "vote", "approve": True}  # every style takes the hammer
                p = self.table["approve"][(evil, bool(team & self.evil_mask), bool((team >> me) & 1), hammer)]
                return {"kind": "vote", "approve": self.rng.random() < p}
        if kind == "mission_card" and len(specs) == 1 and find_spec(specs, "mission_card"):
            cards = choices(find_spec(specs, "mission_card"), "card")
            fail = next((c for c in cards if c != "success"), None)
            if evil and fail is not None and "success" in cards:
                p = self.table["fail"][card_context(view, self.evil_mask)]
                return {"kind": "mission_card", "card": fail if self.rng.random() < p else "success"}
        return self.fallback.decide(view, events)


# ---- fitting (offline) ------------------------------------------------------------------------------
FITTED = Path(__file__).with_name("style_fitted.py")
NAMES = ("reader", "paranoid", "aggressive", "cautious", "deceiver", "statistician", "normal")


def measure(players: int, games: int, seed: str = "styles") -> dict:
    """Every style's tendencies from games with every seat drawn per game from NAMES."""
    from ...engine import GAMES
    from ..arena import make_player
    from ..runner import play, seat_rng

    game = GAMES["resistance"]
    counts: Counter = Counter()
    for index in range(games):
        draw = random.Random(f"{seed}:{players}:{index}:field")
        names = [draw.choice(NAMES) for _ in range(players)]
        bots = [make_player(game.name, names[s], s, seat_rng(f"{seed}:{index}", s)) for s in range(players)]
        cards: list[tuple[int, tuple, str]] = []  # (seat, card_context, card)
        config = {"players": players, "options": {}}
        deal = game.new_game(config, f"{seed}:{index}")  # the same deal play() starts from: who is evil
        evil = sum(1 << s for s in range(players) if deal.sides[s] == game.evil)
        state = play(game, config, f"{seed}:{index}", [_Recorder(bot, cards, evil) for bot in bots])
        for record, hammer in with_hammer(state.vote_history):
            team = sum(1 << s for s in record["team"])
            dirty = bool(team & evil)
            leader = record["leader"]
            counts[("leader", names[leader], bool((evil >> leader) & 1))] += 1
            counts[("leader", names[leader], bool((evil >> leader) & 1), "dirty")] += dirty
            for seat, approve in (record["votes"] or {}).items():
                seat = int(seat)
                key = ("vote", names[seat], bool((evil >> seat) & 1), dirty, bool((team >> seat) & 1), hammer)
                counts[key] += 1
                counts[key + ("yes",)] += bool(approve)
        for seat, context, card in cards:
            counts[("card", names[seat], *context)] += 1
            counts[("card", names[seat], *context, "fail")] += card != "success"
    return counts


class _Recorder:
    """A bot wrapper that notes every spy's mission card with its stage (for `measure`)."""

    def __init__(self, bot, cards: list, evil_mask: int) -> None:
        self.bot, self.cards, self.evil_mask = bot, cards, evil_mask

    def observe(self, events):
        self.bot.observe(events)

    def decide(self, view):
        command = self.bot.decide(view)
        me = view["you"]["seat"]
        if command.get("kind") == "mission_card" and (self.evil_mask >> me) & 1:
            cards = choices(find_spec(view["legal"], "mission_card"), "card")
            if "success" in cards and len(cards) > 1:
                self.cards.append((me, card_context(view, self.evil_mask), command["card"]))
        return command


def tables_from(counts: Counter, prior: float = 4.0) -> dict:
    """Rates with a little shrinkage towards the pooled rate of all styles (rare cases stay sane)."""
    def rate(key, pooled):
        n = counts[key]
        return round((counts[key + ("yes",)] + prior * pooled) / (n + prior), 3)

    result = {}
    vote_keys = [(e, d, o, h) for e in (True, False) for d in (True, False) for o in (True, False) for h in (True, False)]
    for name in NAMES:
        approve = {}
        for key in vote_keys:
            n_all = sum(counts[("vote", other, *key)] for other in NAMES)
            pooled = sum(counts[("vote", other, *key, "yes")] for other in NAMES) / n_all if n_all else 0.5
            approve[key] = rate(("vote", name, *key), pooled)
        fail = {}
        for key in [(stage, lone, share) for stage in STAGES for lone in (True, False) for share in (True, False)]:
            n_all = sum(counts[("card", other, *key)] for other in NAMES)
            pooled = sum(counts[("card", other, *key, "fail")] for other in NAMES) / n_all if n_all else 0.7
            n = counts[("card", name, *key)]
            fail[key] = round((counts[("card", name, *key, "fail")] + prior * pooled) / (n + prior), 3)
        leader = {}
        for evil in (True, False):
            n_all = sum(counts[("leader", other, evil)] for other in NAMES)
            pooled = sum(counts[("leader", other, evil, "dirty")] for other in NAMES) / n_all if n_all else 0.5
            n = counts[("leader", name, evil)]
            leader[evil] = round((counts[("leader", name, evil, "dirty")] + prior * pooled) / (n + prior), 3)
        result[name] = {"approve": approve, "fail": fail, "leader_dirty": leader}
    return result


def refit(games: int = 300) -> str:
    body = ""
    for players in (5, 7, 10):
        tables = tables_from(measure(players, games))
        body += f"    {players}: {{\n" + "".join(f"        {name!r}: {row!r},\n" for name, row in tables.items()) + "    },\n"
    text = (f'''"""Each style's measured tendencies at 5, 7 and 10 players, from {games} Resistance games a count with
every seat drawn per game from the six gauntlet styles and the normal level (generated: do not edit).

Refit after changing how a style plays:
    python -m desktop.bots.mission.opponents fit {games}
"""

STYLE_TABLES = {{\n''' + body + "}\n")
    FITTED.write_text(text, encoding="utf-8")
    return text


if __name__ == "__main__":  # pragma: no cover - offline tool
    if sys.argv[1:2] == ["fit"]:
        print(refit(int(sys.argv[2]) if len(sys.argv) > 2 else 300))
