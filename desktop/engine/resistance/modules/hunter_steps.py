"""The Hunter module's steps: the investigator token, the investigation, and the accusations (§5.4)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...core import Reject, one_of, spec
from .. import flow
from ..features import Step
from ..steps import FAIL_CARDS, emit, finish
from .hunter_rules import (INVESTIGATED_MISSIONS, QUARRY, RES_HUNTER, SPY_CHIEF, SPY_HUNTER, answers_for,
                           chief_fail_in_play)


@dataclass(eq=False, slots=True)
class HunterTable:
    """state.hunter: the investigator token, the investigations and the accusations."""

    investigator: int | None = None  # the token of the current team...
    given: list[int] | None = None  # ...and when it was given: [round, proposal]
    investigation: dict | None = None  # {"by", "target"} while one is under way
    investigations: list[dict] = field(default_factory=list)  # public: who investigated whom, by round
    revealed: list[int] = field(default_factory=list)  # Hunters who have shown their card
    accusations: list[dict] = field(default_factory=list)  # public: {"hunter", "target", "right", "early"}
    early_used: bool = False
    early_answers: dict[str, dict] = field(default_factory=dict)  # seat -> command, while the early window is open

    def copy(self) -> "HunterTable":
        # Records in the lists are never changed once written; `given` is replaced, never changed.
        return HunterTable(self.investigator, self.given, dict(self.investigation) if self.investigation else None,
                           list(self.investigations), list(self.revealed), list(self.accusations), self.early_used,
                           dict(self.early_answers))


def new_hunter_table() -> HunterTable:
    return HunterTable()


def hunter_table(state) -> HunterTable:
    return state.hunter


def spy_chief_failed(state) -> bool:
    """Whether a Spy Chief's card counted as a fail on the mission just played."""
    return any(state.roles[seat] == SPY_CHIEF and state.cards.get(seat) in FAIL_CARDS for seat in state.team)


def seat_of(state, role: str) -> int:
    return state.roles.index(role)


def reveal_hunter(game, state, seat: int) -> None:
    """A Hunter about to accuse shows their card to everyone (§5.4)."""
    hunter = hunter_table(state)
    if seat in hunter.revealed:
        return
    hunter.revealed.append(seat)
    fact = {"fact": "role", "seat": seat, "role": state.roles[seat], "side": state.sides[seat], "source": "hunter_revealed"}
    for other in range(state.players):
        state.learn(other, dict(fact))
    emit(state, "hunter_revealed", seat=seat, role=state.roles[seat])


def accusable(state, hunter_seat: int) -> list[int]:
    """Anyone but the Hunter, the other revealed Hunter, and whoever this Hunter already accused (§5.4).

    OUR RESOLUTION (as ZD): "accused once" counts per Hunter. A shared list could shut out the right
    target (the Resistance Hunter may wrongly accuse the Resistance Chief) and leave no one to accuse;
    per Hunter, the right target always stays open, so the accusations always end the game.
    """
    hunter = hunter_table(state)
    accused = {a["target"] for a in hunter.accusations if a["hunter"] == hunter_seat}
    return [s for s in range(state.players) if s != hunter_seat and s not in accused and s not in hunter.revealed]


def accuse(game, state, hunter_seat: int, target: int, early: bool) -> None:
    """Right: the Hunter's side wins. Wrong: the last mission's result is turned over (§5.4)."""
    hunter = hunter_table(state)
    right = state.roles[target] in QUARRY[state.roles[hunter_seat]]
    hunter.accusations.append({"hunter": hunter_seat, "target": target, "right": right, "early": early})
    emit(state, "accusation", hunter=hunter_seat, target=target, right=right, early=early)
    if right:
        finish(game, state, state.sides[hunter_seat], "chief_found", hunter=hunter_seat, target=target)
        return
    slot = state.mission_order[-1]
    record = state.missions[slot]
    flipped = "success" if record["result"] == "fail" else "fail"
    # A new record: the old one is shared by copies and past views.
    record = state.missions[slot] = {**record, "result": flipped, "flipped_from": record.get("flipped_from", record["result"])}
    emit(state, "mission_result_changed", mission=record["slot"], result=record["result"])
    state.end = None
    game.check_end(state)  # three results again lead to the other Hunter; otherwise play goes on


class GiveInvestigator(Step):
    """On missions 1-4 the Leader gives the investigator token to someone off the team (§5.4)."""

    name = "give_investigator"

    def enter(self, game, state):
        return state.round < INVESTIGATED_MISSIONS

    def pending(self, game, state):
        return {state.leader: "give_investigator"}

    def legal(self, game, state, seat):
        others = [s for s in range(state.players) if s != state.leader and s not in state.team]
        return [spec("give_investigator", to=one_of(others, Reject.NOT_ELIGIBLE_TARGET))]

    def perform(self, game, state, seat, command):
        hunter = hunter_table(state)
        hunter.investigator = command["to"]
        hunter.given = [state.round, state.proposals]
        state.add_public(seat, command)
        emit(state, "investigator_given", leader=seat, investigator=command["to"])
        flow.advance(game, state)


class Investigate(Step):
    """After a success the Leader investigates, after a failure the investigator; someone off the team.

    The investigated player answers with a Hunter loyalty card; only the investigator sees it.
    """

    name = "investigate"

    def enter(self, game, state):
        hunter = hunter_table(state)
        if hunter.given is None or hunter.given[0] != state.round:
            return False
        record = state.missions[state.slot]
        played = record.get("flipped_from", record["result"])
        by = state.leader if played == "success" else hunter.investigator
        hunter.investigation = {"by": by, "target": None}
        return True

    def pending(self, game, state):
        investigation = hunter_table(state).investigation
        if investigation["target"] is None:
            return {investigation["by"]: "investigate"}
        return {investigation["target"]: "hunter_answer"}

    def legal(self, game, state, seat):
        investigation = hunter_table(state).investigation
        if investigation["target"] is None:
            targets = [s for s in range(state.players) if s != seat and s not in state.team]
            return [spec("investigate", target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET))]
        return [spec("hunter_answer", card=one_of(answers_for(state.roles[seat], state.players)))]

    def perform(self, game, state, seat, command):
        hunter = hunter_table(state)
        investigation = hunter.investigation
        if command["kind"] == "investigate":
            investigation["target"] = command["target"]
            hunter.investigations.append({"round": state.round, "by": seat, "target": command["target"]})
            state.add_public(seat, command)
            emit(state, "investigation", by=seat, target=command["target"])
            return
        # The answer is secret: it stays out of the public history (sample_world asks hidden_command).
        by, card = investigation["by"], command["card"]
        fact = {"fact": "hunter_card", "seat": seat, "card": card, "round": state.round}
        state.learn(by, {**fact, "source": "investigation"})
        state.learn(seat, {**fact, "source": "self"})
        emit(state, "hunter_card_shown", (by, seat), by=by, seat=seat, card=card)
        emit(state, "investigation_answered", by=by, target=seat)
        hunter.investigation = None
        flow.advance(game, state)


class EarlyAccusation(Step):
    """Once per game the Spy Hunter may accuse at once, after a failed mission a Spy Chief failed.

    OUR RESOLUTION: every seat answers, so the window does not show who the Spy Hunter is. At 7+ it
    opens when a Chief Fail shows; at 5-6, where no card shows it, after every failed mission, and the
    Spy Hunter may accuse only if a Spy Chief's card was a fail (which the Spy Hunter can always tell
    from the count and their own card, as the only other spy).
    """

    name = "hunter_early_accusation"

    def enter(self, game, state):
        hunter = hunter_table(state)
        record = state.missions[state.slot]
        if hunter.early_used or record["result"] != "fail" or "flipped_from" in record:
            return False
        if chief_fail_in_play(state.players) and not record.get("special", {}).get("chief_fail"):
            return False
        hunter.early_answers = {}
        return True

    def group(self, state):
        return list(range(state.players))

    def pending(self, game, state):
        answers = hunter_table(state).early_answers
        return {seat: "early_accusation" for seat in range(state.players) if str(seat) not in answers}

    def legal(self, game, state, seat):
        if state.roles[seat] != SPY_HUNTER or not spy_chief_failed(state):
            return [spec("pass")]
        return [spec("accuse", target=one_of(accusable(state, seat), Reject.NOT_ELIGIBLE_TARGET)), spec("pass")]

    def perform(self, game, state, seat, command):
        hunter = hunter_table(state)
        hunter.early_answers[str(seat)] = command
        if len(hunter.early_answers) < state.players:
            return
        answers = hunter.early_answers
        hunter.early_answers = {}
        for voter in range(state.players):
            state.add_public(voter, answers[str(voter)])
        accusation = next((c for c in answers.values() if c["kind"] == "accuse"), None)
        if accusation is None:
            emit(state, "early_accusation_declined")
            flow.advance(game, state)
            return
        hunter_seat = seat_of(state, SPY_HUNTER)
        hunter.early_used = True
        reveal_hunter(game, state, hunter_seat)
        accuse(game, state, hunter_seat, accusation["target"], early=True)
        flow.advance(game, state)


class HunterAccusation(Step):
    """A side's third result: the rival Hunter reveals and accuses (§5.4)."""

    name = "hunter_accusation"

    def _hunter(self, state) -> int:
        return seat_of(state, SPY_HUNTER if state.end == "evil" else RES_HUNTER)

    def enter(self, game, state):
        reveal_hunter(game, state, self._hunter(state))
        return True

    def pending(self, game, state):
        return {self._hunter(state): "accuse"}

    def legal(self, game, state, seat):
        return [spec("accuse", target=one_of(accusable(state, seat), Reject.NOT_ELIGIBLE_TARGET))]

    def perform(self, game, state, seat, command):
        state.add_public(seat, command)
        accuse(game, state, seat, command["target"], early=False)
        flow.advance(game, state)


STEPS = [GiveInvestigator(), Investigate(), EarlyAccusation(), HunterAccusation()]
