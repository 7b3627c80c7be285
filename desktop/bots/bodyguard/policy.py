"""The hard level's play (levels.py): a plan per role, read off one seat's picture of the round.

`Table` is that picture. It is built from a view and the belief (a real seat), or from a sampled
world for one of its seats (the expert's playouts), so the same policy plays both; a playout seat
knows only its own role and hand and the public table, like a real one.

- President: at a calm table (6 players and up) he keeps the Bodyguard out of his round (KEEP_OUT_PLAYERS,
  CALM). A fourth type on a sure Assassin ends the round with his win; when the target might be
  the Bodyguard, he reassigns first and sets the Bodyguard aside, so every living player is an
  Assassin. Plan B is kept for the third hit; hits go to likely Assassins with the most types.
- Bodyguard: a rescue is worth 2 points, the President's win 1. He keeps one card of three types
  (the rescue kit), spends spare hits bringing the President to the brink, Plan Bs himself away
  from elimination, and never hands the President a kill.
- Assassin: the fourth hit scores 2; the third hands it to the next one, so he holds it back unless
  he has both missing types at a small table; he hunts the likely Bodyguard (no rescue without
  him), keeps the types the President lacks, and never brings a fellow Assassin to three types
  (the President's win).
"""
from __future__ import annotations

import random

from ...engine.bodyguard.cards import (ASSASSIN, BODYGUARD, CARD_INFO, DEADLY_MARTINI, DIRTY_TRICK, HARDCORE, HIT,
                                       HIT_TYPES, PLAN_B, PRESIDENT)
from ..fallback import choices, find_spec
from . import belief as beliefs

# The President keeps the Bodyguard out of a calm table's round (hard and up, from 6 players): when
# the chance that no other seat places his third type (opponents.StyleBelief.calm) is at least CALM.
# Hard in one seat, the Bodyguard always kept out, against itself dealing it (400 deals): +0.09 in
# wins among normal players at 6 and 8, but -0.08 in the gauntlet, whose aggressive styles kill him,
# and -0.05 among normal players at 4 (the rescue is worth more at a small table). By the calm gate:
# +0.05 at 6 and 8 among normal players, +0.01 in the gauntlet (benchmarks/README.md, `bgtop8`).
KEEP_OUT_PLAYERS = 6
CALM = 0.5


class Table:
    """One seat's picture of the round: the public table, its hand and role, its belief."""

    __slots__ = ("players", "me", "role", "hand", "president", "rows", "eliminated", "martinis", "pile", "hands",
                 "reassigned", "bodyguard", "spare_bodyguard", "collected", "chain", "phase", "scores", "round", "calm")

    @classmethod
    def from_view(cls, view: dict, bodyguard: list[float], spare: float) -> "Table":
        t = cls()
        you = view["you"]
        t.players, t.me, t.role, t.hand = view["players"], you["seat"], you["role"], list(you["hand"])
        t.president, t.rows, t.eliminated = view["president"], view["rows"], view["eliminated"]
        t.martinis, t.pile, t.hands = view["martinis"], view["pile_count"], view["hand_counts"]
        t.reassigned, t.chain, t.phase = view["reassigned"], view["chain"], view["phase"]
        t.bodyguard, t.spare_bodyguard = bodyguard, spare
        t.collected = next((f["roles"] for f in view["knowledge"] if f["fact"] == "collected"), [])
        t.scores, t.round = view["scores"], view["round"]
        t.calm = 0.0  # set by a seat that reads the table's styles, for its deal (set_aside)
        return t

    @classmethod
    def from_state(cls, state, seat: int) -> "Table":
        """A playout seat's picture: its own role and hand; the Bodyguard where its role allows."""
        t = cls()
        n = state.players
        t.players, t.me, t.role, t.hand = n, seat, state.roles[seat], state.hands[seat]
        t.president, t.rows, t.eliminated = state.president, state.rows, state.eliminated
        t.martinis, t.pile, t.hands = state.martinis, len(state.pile), None
        t.reassigned, t.chain, t.phase = state.reassigned, state.chain, state.phase
        t.collected, t.scores, t.round = state.collected, state.scores, state.round
        t.calm = 0.0
        if t.role == BODYGUARD:
            t.bodyguard, t.spare_bodyguard = [1.0 if s == seat else 0.0 for s in range(n)], 0.0
        elif seat == state.president:
            seats = state.bodyguard_candidates if state.spare != BODYGUARD else []
            share = 1.0 / len(seats) if seats else 0.0
            t.bodyguard = [share if s in seats else 0.0 for s in range(n)]
            t.spare_bodyguard = 1.0 if not seats else 0.0
        else:
            others = [s for s in range(n) if s != seat and s != state.president]
            share = 1.0 / (len(others) + 1)
            t.bodyguard = [share if s in others else 0.0 for s in range(n)]
            t.spare_bodyguard = share
        return t

    # ---- reading -------------------------------------------------------------------------------
    def missing(self, seat: int) -> list[str]:
        row = self.rows[seat]
        return [t for t in HIT_TYPES if t not in row]

    def hand_by_type(self) -> dict[str, list[str]]:
        groups: dict[str, list[str]] = {}
        for card in self.hand:
            kind, type_ = CARD_INFO[card]
            groups.setdefault(type_ or kind, []).append(card)
        return groups

    def assassin_odds(self, seat: int) -> float:
        if seat == self.president:
            return 0.0
        if seat == self.me:
            return 1.0 if self.role == ASSASSIN else 0.0
        return 1.0 - self.bodyguard[seat]

    def living_others(self) -> list[int]:
        return [s for s in range(self.players) if s != self.me and not self.eliminated[s]]

    def turn_order_from_me(self) -> list[int]:
        """Living seats after me, in the order they play."""
        return [(self.me + k) % self.players for k in range(1, self.players)
                if not self.eliminated[(self.me + k) % self.players]]


def kit(t: Table) -> list[str]:
    """One hit card of each of three types, kept for a rescue (§4.7); [] without three types.

    The types kept are those least needed elsewhere: the President's present types first (a spare
    hit of a type he lacks can still bring him to the brink).
    """
    groups = t.hand_by_type()
    types = [ty for ty in HIT_TYPES if ty in groups]
    if len(types) < 3:
        return []
    present = t.rows[t.president]
    types.sort(key=lambda ty: (ty not in present, -len(groups[ty])))
    return [groups[ty][0] for ty in types[:3]]


def hit_options(specs: list[dict]):
    for spec in specs:
        if spec["kind"] == "hit":
            targets = choices(spec, "target")
            for card in choices(spec, "card"):
                for target in targets:
                    yield card, target


# ---- the levels' way in --------------------------------------------------------------------------------
def picture(view: dict, events: list[dict], reads_plays: bool, styles=None) -> tuple[Table, list[float], float]:
    """A seat's Table from its view: on the belief from the round's plays, or a flat one (every other
    seat equally likely to hold the Bodyguard, as far as the seat's own facts allow). `styles`: the
    seat's StyleBelief (opponents.py), already fed these events, so they are not read again."""
    if view.get("pending") == "set_aside":
        bodyguard, spare = [0.0] * view["players"], 0.0
    elif reads_plays:
        read = (lambda _events, _president, _players: styles.bodyguard_ratios()) if styles else beliefs.fitted_ratios
        bodyguard, spare = beliefs.bodyguard_odds(view, events, read)
    else:
        bodyguard, spare = beliefs.bodyguard_odds(view, [])
    return Table.from_view(view, bodyguard, spare), bodyguard, spare


def plan(t: Table, specs: list[dict], kind: str | None, rng: random.Random, noise: float = 0.0) -> dict | None:
    """The plan below, or with chance `noise` a casual play (the rescue is never missed)."""
    if noise and kind != "rescue" and rng.random() < noise:
        return casual(specs, rng)
    return decide(t, specs, kind, rng)


def easy(view: dict, specs: list[dict], rng: random.Random) -> dict:
    """The easy level: casual play, with what any beginner sees from the table: the President deals
    the Bodyguard card out (a spare Bodyguard rescues nobody); the Bodyguard holds on to his hit
    cards, three types once he has them (the rescue). (Taking the kill as well lifted easy level
    with normal in the gauntlet at 8 players: benchmarks/README.md, `bg8`.)"""
    you = view.get("you") or {}
    role, pending = you.get("role"), view.get("pending")
    if pending == "set_aside":
        spec = find_spec(specs, "set_aside")
        if spec and ASSASSIN in choices(spec, "role"):
            return {"kind": "set_aside", "role": ASSASSIN}
    elif pending == "turn" and role == BODYGUARD:
        hits = [c for c in you["hand"] if CARD_INFO[c][0] == HIT]
        kept = {}
        for card in hits:
            kept.setdefault(CARD_INFO[card][1], card)
        keep = set(list(kept.values())[:3]) if len(kept) >= 3 else set(hits)
        rest = _without(specs, keep)
        if rest:
            return casual(rest, rng)
    return casual(specs, rng)


def _without(specs: list[dict], cards: set[str]) -> list[dict]:
    """The specs with `cards` taken out of their card choices (specs left with none dropped)."""
    left = []
    for spec in specs:
        rule = spec["params"].get("card")
        if rule is None or not cards.intersection(rule["of"]):
            left.append(spec)
            continue
        of = [c for c in rule["of"] if c not in cards]
        if of:
            left.append({**spec, "params": {**spec["params"], "card": {**rule, "of": of}}})
    return left


def casual(specs: list[dict], rng: random.Random) -> dict:
    """Random legal plays; a Hardcore goes on anything aimed at it; rescues when it can; a Plan B
    when three types lie in front of it (a fourth is the end); never reassigns."""
    rescue = find_spec(specs, "rescue")
    if rescue:
        return {"kind": "rescue", **{name: rule["of"][0] for name, rule in rescue["params"].items()}}
    hardcore = find_spec(specs, "hardcore")
    if hardcore:
        return {"kind": "hardcore", "card": choices(hardcore, "card")[0]}
    plan_b = find_spec(specs, "plan_b")
    if plan_b and len(choices(plan_b, "remove")) >= len(HIT_TYPES) - 1:
        return {"kind": "plan_b", "card": choices(plan_b, "card")[0], "remove": choices(plan_b, "remove")[0]}
    plays = [s for s in specs if s["kind"] != "reassign"] or specs
    spec = rng.choice(plays)
    return {"kind": spec["kind"], **{n: rng.choice(rule["of"]) for n, rule in spec["params"].items()}}


# ---- decisions --------------------------------------------------------------------------------------
def decide(t: Table, specs: list[dict], kind: str, rng: random.Random) -> dict | None:
    if kind == "set_aside":
        return set_aside(t, specs)
    if kind == "rescue":
        rescue = find_spec(specs, "rescue")
        if rescue:
            return {"kind": "rescue", **{name: rule["of"][0] for name, rule in rescue["params"].items()}}
        return {"kind": "pass"}
    if kind in ("counter", "counter_counter"):
        return counter(t, specs, kind)
    if kind == "turn":
        if t.role == PRESIDENT:
            return president_turn(t, specs)
        if t.role == BODYGUARD:
            return bodyguard_turn(t, specs)
        return assassin_turn(t, specs)
    return None


def finishing_hits(t: Table, specs: list[dict]) -> list[tuple[str, int]]:
    return [(card, target) for card, target in hit_options(specs) if len(t.rows[target]) == len(HIT_TYPES) - 1]


def set_aside(t: Table, specs: list[dict]) -> dict:
    roles = choices(find_spec(specs, "set_aside"), "role")
    if not t.reassigned and BODYGUARD in roles and t.players >= KEEP_OUT_PLAYERS and t.calm >= CALM:
        # A calm table (its Assassins hold back the third type) seldom kills a President on its
        # own: without a Bodyguard he scores 2, not a rescue's 1, and no rival gets its 2.
        return {"kind": "set_aside", "role": BODYGUARD}
    if t.reassigned and BODYGUARD in roles:
        # The reassignment trick: with the Bodyguard set aside every living player is an Assassin,
        # so a fourth type on any of them wins the round. Otherwise keep a protector in play.
        finisher = any(CARD_INFO[c][1] in t.missing(s) and len(t.missing(s)) == 1
                       for c in t.hand if CARD_INFO[c][0] == HIT for s in t.living_others())
        if finisher:
            return {"kind": "set_aside", "role": BODYGUARD}
    return {"kind": "set_aside", "role": ASSASSIN if ASSASSIN in roles else roles[0]}


def counter(t: Table, specs: list[dict], kind: str) -> dict:
    hardcore = find_spec(specs, "hardcore")
    chain = t.chain or {}
    if not hardcore or not chain:
        return {"kind": "pass"}
    card = choices(hardcore, "card")[0]
    action = chain.get("action")
    if kind == "counter":  # aimed at me
        if action == DEADLY_MARTINI:
            # A lost turn matters to the President (Plan B, kills) and to an Assassin near the kill.
            if t.role == PRESIDENT or (t.role == ASSASSIN and len(t.missing(t.president)) <= 2):
                return {"kind": "hardcore", "card": card}
        elif action == DIRTY_TRICK and t.role == PRESIDENT and len(t.hand) <= 2:
            return {"kind": "hardcore", "card": card}
        return {"kind": "pass"}
    # My own action was countered: insist only when it matters.
    target = chain.get("target")
    if action == DEADLY_MARTINI and ((t.role == ASSASSIN and target == t.president)
                                     or (t.role == PRESIDENT and t.assassin_odds(target) > 0.7)):
        return {"kind": "hardcore", "card": card}
    return {"kind": "pass"}


def _plan_b(specs, t: Table, at_least: int) -> dict | None:
    spec = find_spec(specs, "plan_b")
    if spec and len(t.rows[t.me]) >= at_least:
        return {"kind": "plan_b", "card": choices(spec, "card")[0], "remove": choices(spec, "remove")[0]}
    return None


def _action(specs, kind: str, target: int) -> dict | None:
    spec = find_spec(specs, kind)
    if spec and target in choices(spec, "target"):
        return {"kind": kind, "card": choices(spec, "card")[0], "target": target}
    return None


def _count(t: Table, kind: str) -> int:
    return sum(1 for c in t.hand if CARD_INFO[c][0] == kind)


def president_turn(t: Table, specs: list[dict]) -> dict:
    finishers = finishing_hits(t, specs)
    if finishers:
        sure = [(c, s) for c, s in finishers if t.bodyguard[s] <= 1e-9]
        if sure:
            card, target = sure[0]
            return {"kind": "hit", "card": card, "target": target}
        if find_spec(specs, "reassign"):
            return {"kind": "reassign"}  # then set the Bodyguard aside: every target is an Assassin
        card, target = min(finishers, key=lambda o: t.bodyguard[o[1]])
        if t.bodyguard[target] < 0.5:
            return {"kind": "hit", "card": card, "target": target}
    mine = len(t.rows[t.me])
    plan = _plan_b(specs, t, 3) or (_plan_b(specs, t, 2) if _count(t, PLAN_B) >= 2 else None)
    if plan:
        return plan
    if mine >= 2:
        for seat in t.turn_order_from_me()[:1]:
            if t.assassin_odds(seat) > 0.5 and t.martinis[seat] is None:
                martini = _action(specs, DEADLY_MARTINI, seat)
                if martini:
                    return martini
    # Build toward a finish: likely Assassins with the most types, never the fourth on a Bodyguard.
    best = None
    for card, target in hit_options(specs):
        if len(t.rows[target]) == 3:
            continue
        value = t.assassin_odds(target) * (1 + len(t.rows[target]))
        if best is None or value > best[0]:
            best = (value, card, target)
    if best and best[0] >= 0.5:
        return {"kind": "hit", "card": best[1], "target": best[2]}
    return discard(t, specs, keep=set())


def bodyguard_turn(t: Table, specs: list[dict]) -> dict:
    keep = set(kit(t))
    president = t.president
    plan = _plan_b(specs, t, 3)
    if plan:
        return plan
    if keep:
        # A spare hit of a type the President lacks brings him toward the brink: an Assassin's
        # fourth hit then meets a rescue (2 points to the Bodyguard, not 1).
        for card, target in hit_options(specs):
            if target == president and card not in keep:
                return {"kind": "hit", "card": card, "target": target}
    # Other hits: on likely Assassins with few types (never hand the President a finish).
    best = None
    for card, target in hit_options(specs):
        if card in keep or target == president or len(t.rows[target]) >= 2:
            continue
        value = t.assassin_odds(target)
        if best is None or value > best[0]:
            best = (value, card, target)
    if best and not keep and len(t.hand) > 3:
        pass  # without a kit, every hit card may complete one: keep them
    elif best:
        return {"kind": "hit", "card": best[1], "target": best[2]}
    return discard(t, specs, keep=keep)


def assassin_turn(t: Table, specs: list[dict]) -> dict:
    president = t.president
    missing = t.missing(president)
    on_president = [(c, s) for c, s in hit_options(specs) if s == president]
    if on_president and len(missing) == 1:
        card, _ = on_president[0]
        return {"kind": "hit", "card": card, "target": president}  # the kill: two points
    groups = t.hand_by_type()
    held_missing = [ty for ty in missing if ty in groups]
    plan = _plan_b(specs, t, 3)
    if plan:
        return plan  # three types on an Assassin is the President's win
    crowded = len(t.living_others()) >= 5  # enough other Assassins to bring him to the brink
    if on_president and president not in t.eliminated:
        if len(missing) >= 3:
            # At a crowded table the others bring him down anyway: keep every type he lacks for
            # the fourth hit, and give only a spare (a type held twice).
            spares = [c for c, _ in on_president if len(groups[CARD_INFO[c][1]]) >= 2]
            if spares or not crowded:
                card = _least_needed_hit(t, spares or [c for c, _ in on_president], missing)
                return {"kind": "hit", "card": card, "target": president}
        # The third type hands the kill to the next Assassin holding the fourth: only at a small
        # table, holding both missing types, is it worth it.
        elif len(held_missing) == 2 and not crowded and len(t.living_others()) <= 3:
            return {"kind": "hit", "card": groups[missing[0]][0], "target": president}
    # Hunt the Bodyguard: no rescue without him.
    hunt = None
    for card, target in hit_options(specs):
        if target == president or CARD_INFO[card][1] in missing:
            continue  # the types he lacks are kept for the kill
        odds = t.bodyguard[target]
        if len(t.rows[target]) == 2 and odds < 0.9:
            continue  # three types on an Assassin hands the President a kill
        value = odds + 0.05 * len(t.rows[target])
        if odds >= 0.3 and (hunt is None or value > hunt[0]):
            hunt = (value, card, target)
    if hunt:
        return {"kind": "hit", "card": hunt[1], "target": hunt[2]}
    if t.martinis[president] is None and len(missing) <= 2:
        martini = _action(specs, DEADLY_MARTINI, president)  # no Plan B, no kill for him next turn
        if martini:
            return martini
    return discard(t, specs, keep=set(c for ty in held_missing for c in groups[ty][:2]))


def _least_needed_hit(t: Table, cards: list[str], missing: list[str]) -> str:
    """Of the hits I may place on the President, the type I hold most of (keep singles for later)."""
    groups = t.hand_by_type()
    return max(cards, key=lambda c: (len(groups[CARD_INFO[c][1]]), c))


def discard(t: Table, specs: list[dict], keep: set[str]) -> dict:
    spec = find_spec(specs, "discard")
    cards = choices(spec, "card")
    groups = t.hand_by_type()
    missing = set(t.missing(t.president))
    role = t.role

    def value(card: str) -> tuple:
        kind, type_ = CARD_INFO[card]
        if card in keep:
            return (9, card)
        if kind == HIT:
            useful = 2 if (role == ASSASSIN and type_ in missing) else 1
            return (useful + (1 if len(groups[type_]) == 1 else 0), card)
        if kind == PLAN_B:
            return (4 if len(t.rows[t.me]) or role == PRESIDENT else 2, card)
        if kind == HARDCORE:
            return (3 if role != BODYGUARD else 1, card)
        if kind == DEADLY_MARTINI:
            return (2, card)
        return (0, card)

    return {"kind": "discard", "card": min(cards, key=value)}
