"""The gauntlet's styles for Bodyguard: the same six temperaments, varying how they race and rescue.

- reader: reads the round's hits as evidence of who holds the Bodyguard (belief.py) and plays the
  plan of policy.py on it.
- paranoid: trusts nobody: the President Plan Bs from his second type on and strikes whoever hit
  him most; the Bodyguard never spends a hit, everything is kept for the rescue; its assassins hold
  back and place only the killing hit; any action aimed at it meets a Hardcore.
- aggressive: races: its assassins hit the President with every card they can, from the first turn;
  its Bodyguard spends every hit on the attackers (no rescue kit); its President hits whoever is
  closest to four types.
- cautious: its assassins never bring the President to the brink themselves: they take the kill
  when it is there and otherwise play like a Bodyguard (striking others, discarding).
- deceiver: its assassins first strike the President's attackers, like a Bodyguard, to be trusted,
  then race once the President shows two types.
- statistician: learns each seat's habit over the game (how often it aims at the President, whatever
  its role) and reads this round's hits against that habit.
"""
from __future__ import annotations

import random

from ...engine.bodyguard.cards import ASSASSIN, BODYGUARD, CARD_INFO, HIT, HIT_TYPES, PRESIDENT
from ..bodyguard import belief as beliefs
from ..bodyguard import policy
from ..fallback import choices, fallback_command, find_spec


class BodyguardStyle:
    name = "reader"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, view: dict, events: list[dict]) -> dict:
        specs = view["legal"]
        kind = view.get("pending")
        if "you" not in view:
            return fallback_command(specs, self.rng)
        if kind == "set_aside":
            odds, spare = [0.0] * view["players"], 0.0
        else:
            odds, spare = self.bodyguard_odds(view, events)
        table = policy.Table.from_view(view, odds, spare)
        command = None
        if kind in ("counter", "counter_counter"):
            command = self.counter(table, specs, kind)
        elif kind == "turn":
            role_turn = {PRESIDENT: self.president_turn, BODYGUARD: self.bodyguard_turn}.get(table.role, self.assassin_turn)
            command = role_turn(table, specs)
        if command is None:
            command = policy.decide(table, specs, kind, self.rng)
        return command or fallback_command(specs, self.rng)

    def bodyguard_odds(self, view, events):
        return beliefs.bodyguard_odds(view, events, beliefs.rule_ratios)

    # ---- the default (reader) play: the plan of policy.py ---------------------------------------
    def counter(self, t, specs, kind):
        return policy.counter(t, specs, kind)

    def president_turn(self, t, specs):
        return policy.president_turn(t, specs)

    def bodyguard_turn(self, t, specs):
        return policy.bodyguard_turn(t, specs)

    def assassin_turn(self, t, specs):
        return policy.assassin_turn(t, specs)


def _hit(card, target):
    return {"kind": "hit", "card": card, "target": target}


def _kill(t, specs):
    """The fourth type on the President, if I hold it."""
    for card, target in policy.hit_options(specs):
        if target == t.president and len(t.missing(t.president)) == 1:
            return _hit(card, target)
    return None


def _strike_attackers(t, specs, keep=()):
    """A hit on a likely assassin (not the President), the one with the fewest types."""
    best = None
    for card, target in policy.hit_options(specs):
        if card in keep or target == t.president or len(t.rows[target]) >= 3:
            continue
        value = t.assassin_odds(target) - 0.1 * len(t.rows[target])
        if best is None or value > best[0]:
            best = (value, card, target)
    return _hit(best[1], best[2]) if best else None


class Paranoid(BodyguardStyle):
    name = "paranoid"

    def counter(self, t, specs, kind):
        hardcore = find_spec(specs, "hardcore")
        if hardcore and kind == "counter":
            return {"kind": "hardcore", "card": choices(hardcore, "card")[0]}
        return {"kind": "pass"}

    def president_turn(self, t, specs):
        return policy._plan_b(specs, t, 2) or policy.president_turn(t, specs)

    def bodyguard_turn(self, t, specs):
        return policy._plan_b(specs, t, 3) or policy.discard(t, specs, keep=set(policy.kit(t)) or
                                                              {c for c in t.hand if CARD_INFO[c][0] == HIT})

    def assassin_turn(self, t, specs):
        return _kill(t, specs) or policy._plan_b(specs, t, 2) or policy.discard(
            t, specs, keep={c for c in t.hand if CARD_INFO[c][1] in t.missing(t.president)})


class Aggressive(BodyguardStyle):
    name = "aggressive"

    def counter(self, t, specs, kind):
        hardcore = find_spec(specs, "hardcore")
        if hardcore and kind == "counter_counter":
            return {"kind": "hardcore", "card": choices(hardcore, "card")[0]}
        return policy.counter(t, specs, kind)

    def president_turn(self, t, specs):
        options = [(len(t.rows[s]), t.assassin_odds(s), c, s) for c, s in policy.hit_options(specs)
                   if len(t.rows[s]) < 3 or t.assassin_odds(s) > 0.5]
        if options:
            _, _, card, target = max(options)
            return _hit(card, target)
        return None

    def bodyguard_turn(self, t, specs):
        return policy._plan_b(specs, t, 3) or _strike_attackers(t, specs)

    def assassin_turn(self, t, specs):
        for card, target in policy.hit_options(specs):
            if target == t.president:
                return _hit(card, target)
        martini = policy._action(specs, "deadly_martini", t.president)
        return martini or None


class Cautious(BodyguardStyle):
    name = "cautious"

    def assassin_turn(self, t, specs):
        kill = _kill(t, specs)
        if kill:
            return kill
        if len(t.missing(t.president)) >= 3:  # a first or second type gives nothing away
            spare = [(c, s) for c, s in policy.hit_options(specs) if s == t.president
                     and sum(1 for h in t.hand if CARD_INFO[h][1] == CARD_INFO[c][1]) >= 2]
            if spare and self.rng.random() < 0.5:
                return _hit(*spare[0])
        keep = {c for c in t.hand if CARD_INFO[c][1] in t.missing(t.president)}
        return policy._plan_b(specs, t, 3) or _strike_attackers(t, specs, keep) or policy.discard(t, specs, keep=keep)


class Deceiver(BodyguardStyle):
    name = "deceiver"

    def assassin_turn(self, t, specs):
        if len(t.rows[t.president]) >= 2:
            return Aggressive.assassin_turn(self, t, specs)
        keep = {c for c in t.hand if CARD_INFO[c][1] in t.missing(t.president)}
        return _kill(t, specs) or _strike_attackers(t, specs, keep) or policy.discard(t, specs, keep=keep)


class Statistician(BodyguardStyle):
    name = "statistician"

    def bodyguard_odds(self, view, events):
        odds, spare = beliefs.bodyguard_odds(view, events, beliefs.rule_ratios)
        habit = _habits(events, view["players"])
        round_hits = _habits(beliefs.round_events(events), view["players"])
        # A seat that always aims at the President says less by doing it again: weigh this round's
        # aim at him against the seat's own habit over the game.
        weights = []
        for seat in range(view["players"]):
            usual = (habit[seat][0] + 1.0) / (habit[seat][1] + 2.0)
            now = (round_hits[seat][0] + usual) / (round_hits[seat][1] + 1.0)
            weights.append(odds[seat] * (1.0 + usual - now))
        total = sum(weights) + spare
        return ([w / total for w in weights], spare / total) if total > 0 else (odds, spare)


def _habits(events: list[dict], players: int) -> list[list[float]]:
    """Per seat: [plays aimed at the President of the time, plays aimed at anyone]."""
    counts = [[0.0, 0.0] for _ in range(players)]
    president = None
    for event in events:
        kind = event.get("kind")
        if "president" in event and isinstance(event.get("president"), int):
            president = event["president"]
        if kind in ("hit_placed", "action_played") and isinstance(event.get("seat"), int):
            counts[event["seat"]][1] += 1
            if event.get("target") == president:
                counts[event["seat"]][0] += 1
    return counts


assert len(HIT_TYPES) == 4 and ASSASSIN  # the styles' rules count four hit types

BODYGUARD_STYLES: dict[str, type[BodyguardStyle]] = {
    cls.name: cls for cls in (BodyguardStyle, Paranoid, Aggressive, Cautious, Deceiver, Statistician)}
