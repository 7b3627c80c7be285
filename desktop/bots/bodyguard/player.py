"""A Bodyguard player at one skill level (REFERENCE.md §4; the levels in levels.py).

- easy: casual play (random legal plays), see `casual`.
- normal: the heuristics below: the President keeps the Bodyguard in play, strikes whoever attacks
  him and reshuffles the roles when death is near; the Bodyguard keeps three hit types in hand for a
  rescue and strikes the attackers; assassins race the President and each other.
- hard: policy.py, on the Bayesian belief of belief.py.
- expert: hard, with search.py's playouts on the decisions that matter.
"""
from __future__ import annotations

import random

from ..fallback import choices, fallback_command, find_spec
from ..skill import Skill
from . import belief as beliefs
from . import policy, search
from .levels import bodyguard_skill
from .reading import ASSASSIN, BODYGUARD, PRESIDENT, Round, card_kind

NORMAL_NOISE = 0.05  # the normal level's chance of a casual play


class BodyguardPlayer:
    def __init__(self, skill: Skill, rng: random.Random) -> None:
        self.skill = bodyguard_skill(skill.name)
        self.rng = rng
        self._game = None

    def belief(self, view: dict, events: list[dict] | None = None) -> dict:
        """Each other player's role probabilities, from the hard level's belief; and P(assassin)."""
        roles = beliefs.role_odds(view, events or [])
        return {"assassin": {str(s): p["assassin"] for s, p in roles.items() if s != view["president"]},
                "roles": {str(s): p for s, p in roles.items()}}

    def decide(self, view: dict, events: list[dict]) -> dict:
        specs = view["legal"]
        kind = view.get("pending")
        if self.skill.casual:
            return self.casual(view, specs, kind)
        if self.skill.plans and "you" in view:
            return self.planned(view, events, specs, kind) or fallback_command(specs, self.rng)
        r = Round(view, events if self.skill.reads_attacks else [])
        casual = self.rng.random() < NORMAL_NOISE
        if kind == "set_aside":
            roles = choices(find_spec(specs, "set_aside"), "role")
            # Setting an assassin aside deals the Bodyguard: a protector in play (§4.3).
            role = self.rng.choice(roles) if casual else (ASSASSIN if ASSASSIN in roles else roles[0])
            return {"kind": "set_aside", "role": role}
        if kind == "rescue":
            rescue = find_spec(specs, "rescue")
            if rescue:
                return {"kind": "rescue", **{name: rule["of"][0] for name, rule in rescue["params"].items()}}
            return {"kind": "pass"}
        if kind in ("counter", "counter_counter"):
            hardcore = find_spec(specs, "hardcore")
            if hardcore and not casual:
                return {"kind": "hardcore", "card": choices(hardcore, "card")[0]}
            return {"kind": "pass"}
        if kind == "turn":
            return self.turn(r, specs, casual) or fallback_command(specs, self.rng)
        return fallback_command(specs, self.rng)

    # ---- easy: casual play -------------------------------------------------------------------
    def casual(self, view: dict, specs: list[dict], kind: str | None) -> dict:
        """Random legal plays; a Hardcore goes on anything aimed at it; rescues when it can."""
        rescue = find_spec(specs, "rescue")
        if rescue:
            return {"kind": "rescue", **{name: rule["of"][0] for name, rule in rescue["params"].items()}}
        hardcore = find_spec(specs, "hardcore")
        if hardcore:
            return {"kind": "hardcore", "card": choices(hardcore, "card")[0]}
        plays = [s for s in specs if s["kind"] != "reassign"] or specs
        spec = self.rng.choice(plays)
        return {"kind": spec["kind"], **{n: self.rng.choice(rule["of"]) for n, rule in spec["params"].items()}}

    # ---- hard and expert ------------------------------------------------------------------------
    def planned(self, view: dict, events: list[dict], specs: list[dict], kind: str | None) -> dict | None:
        if kind == "set_aside":
            bodyguard, spare = [0.0] * view["players"], 0.0
        else:
            bodyguard, spare = beliefs.bodyguard_odds(view, events)
        table = policy.Table.from_view(view, bodyguard, spare)
        command = policy.decide(table, specs, kind, self.rng)
        if (self.skill.search and kind == "turn" and command is not None and search.matters(table, specs)):
            command = search.search(self.game(), view, table, specs, command, bodyguard, spare, self.rng,
                                    self.skill.samples, self.skill.budget)
        return command

    def game(self):
        if self._game is None:
            from ...engine import GAMES

            self._game = GAMES["bodyguard"]
        return self._game

    # ---- a turn -------------------------------------------------------------------------------
    def turn(self, r: Round, specs: list[dict], casual: bool) -> dict | None:
        if casual:
            plays = [s for s in specs if s["kind"] not in ("reassign",)]
            spec = self.rng.choice(plays)
            return {"kind": spec["kind"], **{n: self.rng.choice(rule["of"]) for n, rule in spec["params"].items()}}
        if r.role == PRESIDENT:
            return self.president_turn(r, specs)
        if r.role == BODYGUARD:
            return self.bodyguard_turn(r, specs)
        return self.assassin_turn(r, specs)

    def president_turn(self, r: Round, specs):
        if find_spec(specs, "reassign") and len(r.rows[r.me]) >= 3 and self.skill.reassigns:
            return {"kind": "reassign"}  # death is one hit away: shuffle who holds the knives (§4.8)
        odds = r.assassin_odds()
        return (self._finish_off(r, specs, odds, threshold=0.5) or self._plan_b(r, specs, at_least=3)
                or self._martini(r, specs, odds) or self._hit_suspect(r, specs, odds) or self._discard(r, specs))

    def bodyguard_turn(self, r: Round, specs):
        odds = r.assassin_odds()
        odds[r.president] = 0.0
        return (self._plan_b(r, specs, at_least=3) or self._martini(r, specs, odds, only_attackers=True)
                or self._hit_suspect(r, specs, odds, keep_rescue=True) or self._discard(r, specs, keep_rescue=True))

    def assassin_turn(self, r: Round, specs):
        president = r.president
        missing = r.missing(president)
        hits = {c: t for c, t in self._hit_options(specs) if t == president}
        if len(missing) == 1 and hits:
            return {"kind": "hit", "card": next(iter(hits)), "target": president}  # the kill: two points
        if hits and (len(missing) > 2 or self._holds_two_missing(r, missing) or not self.skill.patient_race):
            return {"kind": "hit", "card": next(iter(hits)), "target": president}
        odds = r.assassin_odds()
        rivals = [1.0 - odds[s] if s != president else 0.0 for s in range(r.players)]
        return (self._plan_b(r, specs, at_least=3) or self._martini(r, specs, [o if s != president else 0 for s, o in enumerate(odds)])
                or self._hit_suspect(r, specs, rivals) or self._discard(r, specs))

    # ---- building blocks -------------------------------------------------------------------------
    @staticmethod
    def _hit_options(specs):
        for spec in specs:
            if spec["kind"] == "hit":
                for card in choices(spec, "card"):
                    for target in choices(spec, "target"):
                        yield card, target

    @staticmethod
    def _holds_two_missing(r: Round, missing: list[str]) -> bool:
        """Placing the third hit is safe only with the fourth type also in hand."""
        types = r.hand_types()
        return sum(1 for t in missing if t in types) >= 2

    def _finish_off(self, r, specs, odds, threshold):
        """Place the fourth type on a likely assassin: the President's win (§4.9 b)."""
        for card, target in self._hit_options(specs):
            if len(r.missing(target)) == 1 and odds[target] >= threshold:
                return {"kind": "hit", "card": card, "target": target}
        return None

    def _hit_suspect(self, r, specs, odds, keep_rescue=False):
        keep = self._rescue_cards(r) if keep_rescue else set()
        options = [(odds[t] + 0.1 * len(r.rows[t]), card, t) for card, t in self._hit_options(specs) if card not in keep]
        options = [o for o in options if o[0] > 0.3]
        if not options:
            return None
        _, card, target = max(options, key=lambda o: (o[0], -o[2]))
        return {"kind": "hit", "card": card, "target": target}

    def _martini(self, r, specs, odds, only_attackers=False):
        spec = find_spec(specs, "deadly_martini")
        if not spec:
            return None
        targets = choices(spec, "target")
        if only_attackers:
            targets = [t for t in targets if r.hits_on[t][r.president]]
        targets = [t for t in targets if odds[t] > 0.6]
        if not targets:
            return None
        return {"kind": "deadly_martini", "card": choices(spec, "card")[0], "target": max(targets, key=lambda t: odds[t])}

    def _plan_b(self, r, specs, at_least):
        spec = find_spec(specs, "plan_b")
        if spec and len(r.rows[r.me]) >= at_least:
            return {"kind": "plan_b", "card": choices(spec, "card")[0], "remove": choices(spec, "remove")[0]}
        return None

    def _rescue_cards(self, r: Round) -> set[str]:
        """One hit card of each of three types, kept for a rescue (§4.7)."""
        types = r.hand_types()
        held = [cards[0] for t, cards in types.items() if card_kind(cards[0])[0] == "hit"]
        return set(held[:3]) if len(held) >= 3 else set()

    def _discard(self, r, specs, keep_rescue=False):
        spec = find_spec(specs, "discard")
        if not spec:
            return None
        cards = choices(spec, "card")
        keep = self._rescue_cards(r) if keep_rescue else set()
        # Throw away what is least useful: Plan B before other actions, duplicate hit types before singles.
        types = r.hand_types()
        def value(card):
            kind, type_ = card_kind(card)
            if card in keep:
                return 9
            if kind == "hit":
                return 3 if len(types.get(type_, [])) == 1 else 1
            return {"hardcore": 4, "deadly_martini": 3, "dirty_trick": 2}.get(kind, 0)
        return {"kind": "discard", "card": min(cards, key=lambda c: (value(c), c))}
