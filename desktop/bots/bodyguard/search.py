"""The expert's search: determinized playouts of the round on the decisions that matter.

Worlds come from the engine's `sample_world` (hands, pile and discards consistent with the view),
with the Bodyguard card then placed by the hard level's belief rather than uniformly. Each candidate
play is applied in the same worlds and the round is played out: this seat by the hard policy, every
other seat by a style drawn per seat and world from its belief over the known ones (the six gauntlet
styles and the usual, normal-level player; opponents.py re-weighs it from the seat's plays, the
current round's under the world's roles), each from its own view (common random numbers: the
candidates differ by their own play only). Modelling the table as it really plays, not as a table of hard players, is
what makes the search pay: against a table of normal players, playouts with the hard policy
everywhere had the expert at hard's level (-0.007 [-0.023, +0.008] at 6 players) and with the usual
player +0.035 [+0.016, +0.054] (1,200 deals); the styles extend that to a field that plays otherwise.
A playout is scored by what its round's points do for my chance to win the game (standing.py):
the game is won over rounds, so points that cannot carry me past the leader in the last rounds are
worth nothing, and a lead kept is worth more than points gained.
"""
from __future__ import annotations

import random
import time

from ...engine.bodyguard import legal as rules
from ...engine.bodyguard.cards import ASSASSIN, BODYGUARD, CARD_INFO, HIT, PRESIDENT
from ...engine.bodyguard.plays import perform
from ...engine.bodyguard.sample import SPARE
from ..gauntlet.bodyguard import BODYGUARD_STYLES
from . import policy
from .opponents import NAMES, StyleBelief
from .levels import bodyguard_skill
from .policy import Table
from .standing import Standing, round_standing

MAX_STEPS = 400  # a playout's commands, at most (a round is far shorter)
DEAL_SAMPLES = 48  # worlds for the deal's search: one decision a round, about 0.25 s of CPU at 8 players
MARGIN = 0.005  # how much better (chance to win the game) a play must be than the hard one to replace it
PRUNE_AFTER = 8  # worlds after which a candidate level with the hard play in every one is played no more


def matters(t: Table, specs: list[dict]) -> bool:
    """Decisions worth a search: the President near death, or a finishing hit in hand."""
    if t.eliminated[t.president]:
        return False
    if len(t.rows[t.president]) >= 2:
        return True
    return bool(policy.finishing_hits(t, specs))


def candidates(t: Table, specs: list[dict], hard: dict) -> list[dict]:
    """The hard play, and the plays that differ from it in kind: a few, not every card."""
    found = [hard]
    seen = {_key(hard)}

    def add(command):
        key = _key(command)
        if key not in seen:
            seen.add(key)
            found.append(command)

    for spec in specs:
        kind = spec["kind"]
        if kind == "hit":
            cards = policy.choices(spec, "card")
            for target in policy.choices(spec, "target"):
                if target == t.president or len(t.rows[target]) >= 2:
                    add({"kind": "hit", "card": cards[0], "target": target})
        elif kind == "reassign":
            add({"kind": "reassign"})
        elif kind == "plan_b":
            add({"kind": "plan_b", "card": policy.choices(spec, "card")[0], "remove": policy.choices(spec, "remove")[0]})
        elif kind in ("deadly_martini", "dirty_trick"):
            targets = policy.choices(spec, "target")
            if t.president in targets:
                add({"kind": kind, "card": policy.choices(spec, "card")[0], "target": t.president})
            nxt = next((s for s in t.turn_order_from_me() if s in targets and s != t.president), None)
            if nxt is not None:
                add({"kind": kind, "card": policy.choices(spec, "card")[0], "target": nxt})
    add(policy.discard(t, specs, keep=set(policy.kit(t)) if t.role == BODYGUARD else set()))
    return found[:8]


def _key(command: dict) -> tuple:
    card = command.get("card")
    label = CARD_INFO[card][1] or CARD_INFO[card][0] if card else None
    if command["kind"] == "discard":
        label = card  # discards differ by the very card
    return (command["kind"], label, command.get("target"))


def place_roles(world, view: dict, bodyguard: list[float], spare: float, rng: random.Random) -> None:
    """Put the Bodyguard card where the belief says, in a world from `sample_world` (not dealing)."""
    me = view["viewer"]
    if view["you"]["role"] == BODYGUARD or me == view["president"]:
        return  # the sampler already knows all this seat can know
    places = [s for s in range(view["players"]) if bodyguard[s] > 0] + ([SPARE] if spare > 0 else [])
    weights = [bodyguard[s] for s in places if s != SPARE] + ([spare] if spare > 0 else [])
    if not places:
        return
    place = rng.choices(places, weights)[0]
    for seat in range(view["players"]):
        if seat != view["president"] and world.roles[seat] is not None:
            world.roles[seat] = BODYGUARD if seat == place else ASSASSIN
    world.spare = BODYGUARD if place == SPARE else ASSASSIN
    if place == SPARE:
        world.bodyguard_candidates = []


def table_of(seed: int, seat: int, players: int, posterior: list[list[float]] | None = None) -> dict:
    """Every other seat's playout player: a style drawn per seat from its belief over the known ones
    (opponents.py; uniform without one), the same draw for every candidate of a world."""
    field = {}
    for other in range(players):
        if other != seat:
            rng = random.Random(seed * 16 + other)
            name = rng.choices(NAMES, posterior[other])[0] if posterior else rng.choice(NAMES)
            field[other] = OPPONENTS[name](rng)
    return field


def playout(world, seat: int, rng: random.Random, game, field: dict | None = None) -> list[int] | None:
    """Play the round out, this seat by the hard policy and the others by `field` (seat -> player,
    each from its own view; by default the usual, normal-level player); the round's points, or None."""
    start = world.round
    usual = UsualPlayer(rng)
    for _ in range(MAX_STEPS):
        if world.round != start or world.finished is not None:
            return world.history[-1]["points"] if world.history else None
        pending = rules.pending(world)
        if not pending:
            return None
        acting = min(pending)
        specs = rules.legal(world, acting)
        if acting == seat:
            command = policy.decide(Table.from_state(world, acting), specs, pending[acting], rng)
        else:
            command = (field.get(acting, usual) if field else usual).decide(game.view(world, acting), [])
        if command is None or not _fits(command, specs):
            command = {"kind": "pass"} if any(s["kind"] == "pass" for s in specs) else policy.discard(
                Table.from_state(world, acting), specs, set())
        perform(world, acting, command)
    return None


class UsualPlayer:
    """The normal level (levels.py): how most players play, from the seat's own view."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.skill = bodyguard_skill("normal")

    def decide(self, view: dict, events: list[dict]) -> dict | None:
        table, _, _ = policy.picture(view, events, self.skill.reads_plays)
        return policy.plan(table, view["legal"], view.get("pending"), self.rng, self.skill.noise)


OPPONENTS = {"normal": UsualPlayer, **BODYGUARD_STYLES}
assert tuple(OPPONENTS) == NAMES  # the playout players are the ones the belief weighs


def _fits(command: dict, specs: list[dict]) -> bool:
    for spec in specs:
        if spec["kind"] == command["kind"] and all(command.get(name) in rule["of"] for name, rule in spec["params"].items()):
            return True
    return False


def standing_of(view: dict) -> Standing:
    """The game around this decision's round (its later rounds the same draws for every candidate)."""
    return round_standing(view["players"], view["round"], view["president"], tuple(view["scores"]),
                          tuple(view["two_point_awards"]))


def score(points: list[int] | None, seat: int, standing: Standing) -> float:
    """A playout's value: my chance to win the game after its round (no points if it did not end)."""
    return standing.win_chance(seat, points or [0] * standing.players)


def deal_options(specs: list[dict], hard: dict) -> list[dict]:
    """The President's deal (§4.3): the hard choice, and the other card set aside."""
    roles = policy.choices(policy.find_spec(specs, "set_aside"), "role")
    return [hard] + [{"kind": "set_aside", "role": role} for role in roles if role != hard.get("role")]


def search(game, view: dict, t: Table, specs: list[dict], hard: dict, bodyguard: list[float], spare: float,
           rng: random.Random, samples: int, budget: float, styles: StyleBelief | None = None,
           options: list[dict] | None = None) -> dict:
    """The candidate (by default `candidates`; the hard play first) whose playouts give me the best
    chance to win the game, if it beats the hard play clearly (`best_option`)."""
    options = options or candidates(t, specs, hard)
    if len(options) < 2:
        return hard
    started = time.thread_time()  # the search's CPU time: load on the machine does not change its play
    standing = standing_of(view)
    diffs: list[list[float]] = [[] for _ in options]  # per world: each candidate less the hard play
    live = list(range(len(options)))  # the candidates still played out (the hard play always)
    for drawn in range(samples):
        world = game.sample_world(view, rng)
        place_roles(world, view, bodyguard, spare, rng)
        seed = rng.getrandbits(32)
        posterior = styles.posterior(world.roles) if styles else None  # this world's roles weigh this round
        results = {}
        for index in live:
            twin = world.clone()
            try:
                perform(twin, t.me, options[index])
            except Exception:  # noqa: BLE001 - a candidate the world cannot take scores worst
                results[index] = -1.0
                continue
            field = table_of(seed, t.me, view["players"], posterior)  # fresh players: common random numbers
            points = playout(twin, t.me, random.Random(seed), game, field)
            results[index] = score(points, t.me, standing)
        for index, value in results.items():
            diffs[index].append(value - results[0])
        if drawn + 1 == PRUNE_AFTER:
            # Level with the hard play in every world so far: the same round, most likely, and a
            # candidate the margin rule keeps hard's choice over anyway; its playouts are saved.
            live = [index for index in live if index == 0 or any(diffs[index])]
            if len(live) == 1:
                break
        if time.thread_time() - started > budget:
            break
    return options[best_option(diffs)]


def best_option(diffs: list[list[float]]) -> int:
    """The hard play (index 0) unless another beats it clearly: by MARGIN and a standard error."""
    best, best_mean = 0, 0.0
    for index in range(1, len(diffs)):
        values = diffs[index]
        n = len(values)
        if n < 4:
            continue
        mean = sum(values) / n
        spread = (sum((v - mean) ** 2 for v in values) / (n - 1)) ** 0.5
        if mean > MARGIN and mean - 1.0 * spread / n ** 0.5 > 0 and mean > best_mean:
            best, best_mean = index, mean
    return best


__all__ = ["search", "deal_options", "matters", "playout", "place_roles", "candidates", "PRESIDENT", "HIT"]
