"""The Hunter module of Hostile Intent (REFERENCE.md §5.4).

Chiefs and Hunters replace the end of the game: a side's third result sends its rival Hunter to
accuse; a wrong accusation turns that result over. An investigator token goes out with each team on
missions 1-4; after the mission someone is investigated and answers with a Hunter loyalty card.

Decisions: give_investigator {"to"}; investigate {"target"}; hunter_answer {"card"} (secret: it
never enters the public history); early_accusation, asked of every seat, {"kind": "pass"} or, for the
Spy Hunter, {"kind": "accuse", "target"}; accuse {"target"} at the end. Public: view["hunter"].
"""
from __future__ import annotations

from ...core import Option
from ..features import Feature
from .hunter_rules import (COORDINATOR, DEEP_AGENT, HELP, MODULE, OPTIONAL_ROLES, PRETENDER, QUARRY, RES_CHIEF,
                           RES_HUNTER, ROLES, SPY_CHIEF, SPY_HUNTER, answers_for, chief_fail_in_play, res_chiefs,
                           spy_chiefs)
from .hunter_steps import STEPS, HunterAccusation, Investigate, hunter_table, new_hunter_table


class HunterModule(Feature):
    name = MODULE
    switch = MODULE

    def options(self):
        return [Option(key, "bool", False, HELP[key]) for key in (MODULE, *OPTIONAL_ROLES)]

    def roles(self):
        return dict(ROLES)

    def special_roles(self, game, config):
        players = config["players"]
        return ([RES_CHIEF] * res_chiefs(players) + [RES_HUNTER] + [SPY_CHIEF] * spy_chiefs(players) + [SPY_HUNTER]
                + [role for role in OPTIONAL_ROLES if config["options"].get(role)])

    def reveal_facts(self, game, config, roles, first_leader, seat):
        """Resistance Chiefs know each other and the Coordinator; the spies know the Spy Chiefs and the
        Deep Agent, who looks like the Pretender when there is one (§5.3 naming note, §5.4)."""
        mine = roles[seat]
        if mine == RES_CHIEF:
            return [role_fact(game, roles, other) for other, role in enumerate(roles)
                    if other != seat and role in (RES_CHIEF, COORDINATOR)]
        info = game.role_table[mine]
        if not info.evil or not info.sees_evil or config["options"].get("blind_spies"):
            return []
        facts = [role_fact(game, roles, other) for other, role in enumerate(roles) if other != seat and role == SPY_CHIEF]
        if PRETENDER in roles:
            facts.append({"fact": "candidates", "seats": sorted(roles.index(r) for r in (DEEP_AGENT, PRETENDER)),
                          "roles": [DEEP_AGENT, PRETENDER], "source": "reveal"})
        elif DEEP_AGENT in roles:
            facts.append(role_fact(game, roles, roles.index(DEEP_AGENT)))
        return facts

    def setup(self, game, state):
        state.hunter = new_hunter_table()

    def steps(self):
        return list(STEPS)

    def mission_cards(self, game, state, seat, cards):
        """At 7+ a Spy Chief fails with a Chief Fail, which the table can tell apart (§5.4)."""
        if state.roles[seat] == SPY_CHIEF and chief_fail_in_play(state.players):
            return ["chief_fail" if card == "fail" else card for card in cards]
        return cards

    def three_successes(self, game, state):
        return [HunterAccusation.name]

    def three_fails(self, game, state):
        return [HunterAccusation.name]

    def view(self, game, state, viewer, data):
        hunter = hunter_table(state)
        data[MODULE] = {
            "investigator": hunter.investigator if hunter.given == [state.round, state.proposals] else None,
            "investigations": [dict(i) for i in hunter.investigations],
            "revealed": {str(seat): state.roles[seat] for seat in hunter.revealed},
            "accusations": [dict(a) for a in hunter.accusations],
            "early_accusation_used": hunter.early_used,
        }

    def consistent(self, game, view, roles):
        """A guessed deal must explain the revealed Hunters, the wrong accusations, the answers the
        viewer saw, the Chief Fails shown, and who is asked to accuse now."""
        public = view[MODULE]
        if any(roles[int(seat)] != role for seat, role in public["revealed"].items()):
            return False
        for accusation in public["accusations"]:
            if not accusation["right"] and roles[accusation["target"]] in QUARRY[roles[accusation["hunter"]]]:
                return False
        for fact in view["knowledge"]:
            if fact["fact"] == "hunter_card" and fact["card"] not in answers_for(roles[fact["seat"]], view["players"]):
                return False
        for record in view["missions"]:
            if record and record.get("special", {}).get("chief_fail", 0) > sum(1 for s in record["team"] if roles[s] == SPY_CHIEF):
                return False
        if view["phase"] == HunterAccusation.name:
            wanted = SPY_HUNTER if _end_side(view) == "evil" else RES_HUNTER
            return all(roles[seat] == wanted for seat in view["waiting_for"])
        return True

    def hidden_command(self, game, state, view, rng):
        """The answer to an investigation is secret: the viewer's own knowledge, or any legal answer."""
        step = game.steps[Investigate.name]
        if state.phase != Investigate.name or hunter_table(state).investigation["target"] is None:
            return None
        target = hunter_table(state).investigation["target"]
        for fact in view["knowledge"]:
            if fact["fact"] == "hunter_card" and fact["seat"] == target and fact["round"] == state.round:
                return target, {"kind": "hunter_answer", "card": fact["card"]}
        cards = step.legal(game, state, target)[0]["params"]["card"]["of"]
        return target, {"kind": "hunter_answer", "card": cards[rng.randrange(len(cards))]}


def _end_side(view) -> str:
    """Which side reached three results, from the public mission records."""
    fails = sum(1 for m in view["missions"] if m and m["result"] == "fail")
    return "evil" if fails >= 3 else "good"


def role_fact(game, roles, seat):
    return {"fact": "role", "seat": seat, "role": roles[seat], "side": game.side_of(roles[seat]), "source": "reveal"}


__all__ = ["HunterModule"]
