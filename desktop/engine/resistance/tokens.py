"""Tokens both mission games share, each mechanism written once and parameterised.

- A loyalty check that passes from holder to target after missions: Lady of the Lake (§3.4), the
  Inquisitor (§5.1), Sire of the Sea and Ref of the Rain (§3.9).
- A card switch the leader hands to a team member: Excalibur (§3.6) and the Sergeant (§5.2).

Who holds a token and whom it was used on is public; what it showed is private to one seat.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from ..core import Option, Reject, Rejected, one_of, spec
from . import flow
from .features import Feature, Step
from .steps import FAIL_CARDS, emit

AFTER_MISSIONS_2_TO_4 = "missions_2_to_4"  # after the 2nd, 3rd and 4th missions played (§3.4, §6b #5)
AFTER_FAILED_MISSION = "failed_mission"  # after any failed mission (Ref of the Rain, §3.9)


@dataclass(frozen=True)
class LoyaltyRule:
    key: str  # the option, the view entry and the fact's "source"
    step: str  # its slot in flow.AFTER_MISSION
    command: str  # what the holder sends: {"kind": command, "target": seat}
    start: int  # where it starts, from the first leader: -1 his right (leads last), +1 his left
    after: str  # AFTER_MISSIONS_2_TO_4 or AFTER_FAILED_MISSION
    holder_learns: bool  # False: the target learns the holder's loyalty instead (Sire of the Sea)
    help: str


LADY_OF_THE_LAKE = LoyaltyRule(
    "lady_of_the_lake", "lady", "examine", -1, AFTER_MISSIONS_2_TO_4, True,
    "Lady of the Lake: after quests 2-4 the holder sees one player's loyalty; that player takes it.")
INQUISITOR = LoyaltyRule(
    "inquisitor", "inquisitor", "examine", -1, AFTER_MISSIONS_2_TO_4, True,
    "Inquisitor: after missions 2-4 the holder sees one player's loyalty; that player takes the token.")
SIRE_OF_THE_SEA = LoyaltyRule(
    "sire_of_the_sea", "sire", "show_loyalty", +1, AFTER_MISSIONS_2_TO_4, False,
    "Sire of the Sea: after quests 2-4 the holder shows their loyalty to one player, who takes it.")
REF_OF_THE_RAIN = LoyaltyRule(
    "ref_of_the_rain", "ref", "examine", -1, AFTER_FAILED_MISSION, True,
    "Ref of the Rain: after a failed quest the holder sees one player's loyalty; that player takes it.")


@dataclass(frozen=True, slots=True)
class LoyaltyHolder:
    """Where a loyalty token is and where it has been (state.tokens[key]; replaced, never changed)."""

    holder: int
    holders: tuple[int, ...]
    uses: tuple[dict, ...] = ()  # {"round", "holder", "target"}, public


class LoyaltyToken(Feature):
    """A token that checks loyalty and passes to whoever it was used on."""

    def __init__(self, rule: LoyaltyRule) -> None:
        self.rule = rule
        self.name = self.switch = rule.key

    def options(self):
        return [Option(self.rule.key, "bool", False, self.rule.help)]

    def setup(self, game, state):
        start = (state.first_leader + self.rule.start) % state.players
        state.tokens[self.rule.key] = LoyaltyHolder(start, (start,))
        emit(state, "token_placed", token=self.rule.key, seat=start)

    def steps(self):
        return [LoyaltyCheck(self.rule)]

    def view(self, game, state, viewer, data):
        token = state.tokens[self.rule.key]
        data.setdefault("tokens", {})[self.rule.key] = {
            "holder": token.holder, "holders": list(token.holders), "uses": list(token.uses)}

    def statistics(self, game, state):
        return {self.rule.key: {"used": len(state.tokens[self.rule.key].uses)}}

    def consistent(self, game, view, roles):
        """A quick check of what this token showed, for seats whose side cannot have changed."""
        switching = getattr(game, "switching_roles", ())
        return all(game.side_of(roles[f["seat"]]) == f["side"] for f in view["knowledge"]
                   if f.get("source") == self.rule.key and f["fact"] == "loyalty" and roles[f["seat"]] not in switching)


class LoyaltyCheck(Step):
    def __init__(self, rule: LoyaltyRule) -> None:
        self.rule = rule
        self.name = rule.step

    def _eligible(self, state) -> list[int]:
        # Nobody who has ever held it, the first holder included (§3.4, §6 #28).
        held = state.tokens[self.rule.key].holders
        return [seat for seat in range(state.players) if seat not in held]

    def enter(self, game, state):
        played = len(state.mission_order)
        if self.rule.after == AFTER_MISSIONS_2_TO_4:
            due = 2 <= played <= 4
        else:
            due = state.missions[state.mission_order[-1]]["result"] == "fail"
        return due and bool(self._eligible(state))

    def pending(self, game, state):
        return {state.tokens[self.rule.key].holder: self.rule.command}

    def legal(self, game, state, seat):
        return [spec(self.rule.command, target=one_of(self._eligible(state), Reject.NOT_ELIGIBLE_TARGET))]

    def perform(self, game, state, seat, command):
        target = command["target"]
        token = state.tokens[self.rule.key]
        learner, shown = (seat, target) if self.rule.holder_learns else (target, seat)
        fact = {"fact": "loyalty", "seat": shown, "side": state.sides[shown], "source": self.rule.key, "round": state.round}
        state.learn(learner, fact)
        state.tokens[self.rule.key] = LoyaltyHolder(target, token.holders + (target,),
                                                   token.uses + ({"round": state.round, "holder": seat, "target": target},))
        state.add_public(seat, command)
        emit(state, "token_used", token=self.rule.key, holder=seat, target=target)
        emit(state, "loyalty_seen", (learner,), token=self.rule.key, seat=shown, side=fact["side"])
        flow.advance(game, state)

    def view(self, game, state, viewer):
        return {"token": self.rule.key, "holder": state.tokens[self.rule.key].holder}


@dataclass(frozen=True)
class SwitchRule:
    key: str  # the option, the view entry and the fact's "source"
    help: str


EXCALIBUR = SwitchRule("excalibur", "Excalibur: the leader arms a team member, who may switch one other member's card.")
SERGEANT = SwitchRule("sergeant", "Sergeant: the leader names a team member, who may switch one other member's card.")


@dataclass(frozen=True, slots=True)
class SwitchHolder:
    """Who holds a card-switch token, for which team, and its uses (state.tokens[key]; replaced, never changed)."""

    holder: int | None = None
    given: tuple[int, int] | None = None  # (round, proposal) of the team it was given with
    uses: tuple[dict, ...] = ()  # {"round", "mission", "holder", "target"}, public


class CardSwitchToken(Feature):
    """Given by the leader with each team; used once the cards are played (§3.6, §5.2)."""

    def __init__(self, rule: SwitchRule) -> None:
        self.rule = rule
        self.name = self.switch = rule.key

    def options(self):
        return [Option(self.rule.key, "bool", False, self.rule.help)]

    def setup(self, game, state):
        state.tokens[self.rule.key] = SwitchHolder()

    def steps(self):
        return [GiveToken(self.rule), SwitchCard(self.rule)]

    def statistics(self, game, state):
        uses = state.tokens[self.rule.key].uses
        switched = sum(1 for use in uses if use["target"] is not None)
        return {self.rule.key: {"switched": switched, "kept": len(uses) - switched}}

    def view(self, game, state, viewer, data):
        token = state.tokens[self.rule.key]
        data.setdefault("tokens", {})[self.rule.key] = {"holder": holder_now(state, self.rule), "uses": list(token.uses)}
        # The mission records say whose card was switched: a sampled world must reproduce the count.
        switched = [use for use in token.uses if use["target"] is not None and data["missions"][use["mission"]] is not None]
        if switched:
            missions = data["missions"]  # the records are shared with the state: new ones
            for use in switched:
                missions[use["mission"]] = dict(missions[use["mission"]], switched=[use["target"]])


def holder_now(state, rule: SwitchRule) -> int | None:
    """The holder of the current team's token; it goes back when the team is rejected or has played."""
    token = state.tokens[rule.key]
    return token.holder if token.given == (state.round, state.proposals) and state.team else None


class GiveToken(Step):
    """The leader gives the token to a team member who is not the leader, before the vote (§3.6 #1)."""

    name = "give_token"

    def __init__(self, rule: SwitchRule) -> None:
        self.rule = rule

    def enter(self, game, state):
        return True

    def pending(self, game, state):
        return {state.leader: "give_token"}

    def legal(self, game, state, seat):
        members = [s for s in state.team if s != state.leader]
        return [spec("give_token", to=one_of(members, Reject.NOT_ON_TEAM))]

    def explain(self, game, state, seat, command, error):
        # The leader is on the team, but may not keep the token (§3.6 #1): not "not on team".
        if error.code == Reject.NOT_ON_TEAM and command.get("to") == seat:
            return Rejected(Reject.NOT_YOURSELF, param="to")
        return error

    def perform(self, game, state, seat, command):
        state.tokens[self.rule.key] = replace(state.tokens[self.rule.key], holder=command["to"],
                                              given=(state.round, state.proposals))
        state.add_public(seat, command)
        emit(state, "token_given", token=self.rule.key, leader=seat, holder=command["to"])
        flow.advance(game, state)

    def view(self, game, state, viewer):
        return {"token": self.rule.key}


class SwitchCard(Step):
    """After the cards are played, the holder may switch one other member's card (§3.6 #2-4)."""

    name = "switch_card"

    def __init__(self, rule: SwitchRule) -> None:
        self.rule = rule

    def enter(self, game, state):
        return holder_now(state, self.rule) is not None

    def pending(self, game, state):
        return {holder_now(state, self.rule): "switch_card"}

    def legal(self, game, state, seat):
        others = [s for s in state.team if s != seat]
        return [spec("switch_card", target=one_of(others, Reject.NOT_ON_TEAM)), spec("keep_cards")]

    def explain(self, game, state, seat, command, error):
        # The holder switches one *other* member's card (§3.6 #2).
        if error.code == Reject.NOT_ON_TEAM and command.get("target") == seat:
            return Rejected(Reject.NOT_YOURSELF, param="target")
        return error

    def perform(self, game, state, seat, command):
        target = command.get("target")
        token = state.tokens[self.rule.key]
        use = {"round": state.round, "mission": state.slot, "holder": seat, "target": target}
        state.add_public(seat, command)
        if target is not None:
            original = state.cards[target]
            # A good holder may turn a Success into a Fail: the must-succeed rule is about playing (§3.6 #5).
            state.cards[target] = "success" if original in FAIL_CARDS else "fail"
            state.learn(seat, {"fact": "mission_card", "mission": state.slot, "seat": target,
                               "card": original, "source": self.rule.key})
            emit(state, "card_seen", (seat,), token=self.rule.key, mission=state.slot, seat=target, card=original)
        emit(state, "card_switched", token=self.rule.key, holder=seat, target=target, mission=state.slot)
        # Used: the token goes back to the box until the next team.
        state.tokens[self.rule.key] = replace(token, given=None, uses=token.uses + (use,))
        flow.advance(game, state)

    def view(self, game, state, viewer):
        return {"token": self.rule.key, "holder": holder_now(state, self.rule)}


def loyalty_tokens(*rules: LoyaltyRule) -> list[Feature]:
    return [LoyaltyToken(rule) for rule in rules]


__all__ = [
    "EXCALIBUR", "INQUISITOR", "LADY_OF_THE_LAKE", "REF_OF_THE_RAIN", "SERGEANT", "SIRE_OF_THE_SEA",
    "CardSwitchToken", "LoyaltyToken", "loyalty_tokens",
]
