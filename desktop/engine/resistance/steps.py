"""The base steps every mission game has: propose, vote, mission, result, next round (§1.4)."""
from __future__ import annotations

from operator import getitem
from typing import TYPE_CHECKING

from ..core import Event, Reject, one_of, shared, spec, subset
from . import flow
from .features import Step
from .rules import MAX_REJECTIONS, MISSIONS, WINS_NEEDED

if TYPE_CHECKING:  # pragma: no cover
    from .game import MissionGame
    from .state import MissionState

FAIL_CARDS = ("fail", "chief_fail")
GOOD_CARDS, EVIL_CARDS = ("success",), ("success", "fail")  # the mission cards a side may play (§1.4)
# The one legal command of a voter, the same for all: shared, like every legal list, read-only.
VOTE_SPECS = shared([spec("vote", approve=one_of([True, False]))])
CARD_SPECS: dict[tuple[str, ...], list[dict]] = {}  # a team member's legal list by the cards they hold: a few, shared
PROPOSE_SPECS: dict[tuple[int, int], list[dict]] = {}  # the leader's, by players and team size (no Targeting)


def next_seat(state: "MissionState", seat: int) -> int:
    return (seat + 1) % state.players


_new_event = tuple.__new__  # Event(kind, data, audience) without the named tuple's Python-level __new__


def emit(state: "MissionState", kind: str, audience: tuple[int, ...] | None = None, **data) -> None:
    state.events.append(_new_event(Event, (kind, data, audience)))


# The base steps' public events, once or more a round, are appended inline as
# `state.events.append(_new_event(Event, (kind, {data}, None)))`: `emit` without its frame and keyword dict.


def finish(game: "MissionGame", state: "MissionState", winner: str, reason: str, **extra) -> None:
    """End the game: the winning side, why, and every role revealed to everyone."""
    winning = [seat for seat in range(state.players) if state.sides[seat] == winner]
    state.finished = {"winner": winner, "winning_seats": winning, "reason": reason, **extra}
    emit(state, "game_over", winner=winner, reason=reason, roles=[*state.roles], sides=[*state.sides], **extra)
    state.queue.clear()


def reject_proposal(game: "MissionGame", state: "MissionState", reason: str) -> None:
    """A rejected proposal (a vote, or No Confidence): the track moves, the lead passes (§1.4, §6 #4)."""
    state.vote_track += 1
    state.events.append(_new_event(Event, ("proposal_rejected", {"reason": reason, "vote_track": state.vote_track}, None)))
    if state.vote_track >= MAX_REJECTIONS:
        finish(game, state, game.evil, "five_rejections")
        return
    state.leader = next_seat(state, state.leader)
    state.team = []
    state.slot = None
    state.queue[:] = state.plan.proposal


def available_slots(game: "MissionGame", state: "MissionState") -> list[int]:
    """Missions the leader may attempt now. Targeting (§1.6): unplayed ones; mission 5 after two successes."""
    if not state.plan.targeting:
        return [state.round]
    successes = sum(1 for m in state.missions if m and m["result"] == "success")
    last = MISSIONS - 1
    return [slot for slot in range(MISSIONS) if state.missions[slot] is None and (slot < last or successes >= 2)]


class RoundStart(Step):
    name = "round_start"

    def enter(self, game, state):
        state.vote_track = 0
        state.proposals = 0
        state.team = []
        state.slot = None
        state.events.append(_new_event(Event, ("round_started", {"round": state.round, "leader": state.leader}, None)))
        return False


class Propose(Step):
    name = "propose"

    def enter(self, game, state):
        state.proposals += 1
        return True

    def pending(self, game, state):
        return {state.leader: "propose_team"}

    def legal(self, game, state, seat):
        if seat != state.leader:
            return []
        sizes = state.plan.team_sizes
        everyone = range(state.players)
        if state.plan.targeting:
            return [spec("propose_team", mission=one_of([slot], Reject.MISSION_UNAVAILABLE), team=subset(everyone, sizes[slot]))
                    for slot in available_slots(game, state)]
        # The same for every game of this size in this round: made once, shared read-only like every legal list.
        key = (state.players, sizes[state.round])
        specs = PROPOSE_SPECS.get(key)
        if specs is None:
            specs = PROPOSE_SPECS[key] = shared([spec("propose_team", team=subset(everyone, key[1]))])
        return specs

    def perform(self, game, state, seat, command):
        state.slot = command.get("mission", state.round)
        state.team = team = [*command["team"]]  # sorted(...) without its call: [*x] and list.sort
        team.sort()
        state.votes = {}
        state.public_history += ({"seat": seat, "command": command},)  # state.add_public, inlined: once a proposal
        state.events.append(_new_event(Event, ("team_proposed", {  # emit, inlined
            "leader": seat, "team": [*team], "mission": state.slot, "round": state.round,
            "proposal": state.proposals}, None)))
        flow.advance(game, state)


VOTE_REVEALS_KEPT = 1024  # outcomes a plan remembers: every one at 10 players (2 ** 10)


def vote_reveal(plan, ordered: tuple[bool, ...]) -> tuple[bool, dict[str, bool], tuple[dict, ...]]:
    """A vote's reveal for `ordered`, every seat's vote in seat order: whether it passed (a strict majority;
    a tie rejects), the votes by seat key (the record's and the event's, in seat order) and the public
    history's records of them (plan.public_votes: the same records every time). Kept by the plan:
    all of it read-only, like every public record."""
    reveal = (sum(ordered) * 2 > len(ordered),  # votes are bools (one_of [True, False], strict)
              dict(zip(plan.seat_keys, ordered)), tuple(map(getitem, plan.public_votes, ordered)))
    if len(plan.vote_reveals) < VOTE_REVEALS_KEPT:
        plan.vote_reveals[ordered] = reveal
    return reveal


def hammer_is_automatic(state: "MissionState") -> bool:
    """The auto-approved fifth proposal option (§1.6, §3.10)."""
    return state.vote_track == state.plan.auto_hammer  # MAX_REJECTIONS - 1 with the option, else None


class Vote(Step):
    """Every player votes at once; a tie rejects (§1.4, §6 #3). Votes are final (§6b #3)."""

    name = "vote"
    same_legal = True
    silent_while_owed = True  # a seat that has not voted has nothing of its own to see
    everyone_answers = True  # `group` is every seat

    def enter(self, game, state):
        if state.vote_track == state.plan.auto_hammer:  # hammer_is_automatic, inlined: once a proposal
            state.votes = {}
            emit(state, "team_auto_approved", team=[*state.team], mission=state.slot)
            state.vote_history += (self._record(state, True, None),)
            state.approved = True
            return False
        if state.plan.leader_approves and state.leader not in state.votes:
            state.votes[state.leader] = True  # the house rule: the leader is not asked (§1.6)
        # Votes already cast (the fixed leader vote, Opinion Makers' pre-votes) are not commands of this step.
        votes = state.votes
        state.pre_votes = tuple(sorted(votes)) if votes else ()  # most votes: none cast, no sorted() call
        return True

    def group(self, state):
        """Everyone answers this decision, in seat order (view["waiting_for"])."""
        return list(range(state.players))

    def pending(self, game, state):
        votes = state.votes
        if not votes:
            return state.plan.everyone_votes  # shared read-only, like every pending dict
        return dict.fromkeys(sorted({*range(state.players)} - votes.keys()), "vote")  # in seat order

    def legal(self, game, state, seat):
        if seat in state.votes:
            return []
        return VOTE_SPECS

    def view(self, game, state, viewer):
        # A voter remembers their own vote until the reveal; nobody else learns it.
        if isinstance(viewer, int) and viewer in state.votes:
            return {"your_vote": state.votes[viewer]}
        return {}

    def perform(self, game, state, seat, command):
        votes = state.votes
        votes[seat] = command["approve"]
        players = state.players
        if len(votes) < players:
            return True  # a secret vote, the voter's alone (Step.perform)
        ordered = (*map(votes.__getitem__, range(players)),)  # every seat has voted now
        plan = state.plan
        reveal = plan.vote_reveals.get(ordered)  # this outcome's reveal, made once a plan (vote_reveal)
        if reveal is None:
            reveal = vote_reveal(plan, ordered)
        approved, shown, records = reveal
        pre_votes, state.pre_votes = state.pre_votes, ()
        if pre_votes:  # cast before the step asked (the leader's fixed vote, Opinion Makers'): not commands of it
            public = plan.public_votes
            state.public_history += tuple([public[voter][vote] for voter, vote in enumerate(ordered) if voter not in pre_votes])
        else:
            state.public_history += records
        state.vote_history += ({  # Vote._record, inlined: once a vote
            "round": state.round, "proposal": state.proposals, "leader": state.leader, "mission": state.slot,
            "team": [*state.team], "approved": approved, "votes": shown},)
        state.events.append(_new_event(Event, ("votes_revealed", {  # emit, inlined
            "votes": shown, "approved": approved, "team": [*state.team], "leader": state.leader}, None)))
        state.approved = approved
        flow.advance(game, state)

    @staticmethod
    def _record(state, approved: bool, shown: dict | None) -> dict:
        """A vote_history record; `shown`: the votes by seat key (plan.seat_keys), None when none were cast."""
        return {
            "round": state.round, "proposal": state.proposals, "leader": state.leader, "mission": state.slot,
            "team": list(state.team), "approved": approved, "votes": shown,
        }


class VoteResult(Step):
    name = "vote_result"

    def enter(self, game, state):
        approved, state.approved = state.approved, False
        if approved:
            state.queue[:] = state.plan.mission
        else:
            reject_proposal(game, state, "vote")
        return False


class Mission(Step):
    """Team members play Success or Fail at once; good must succeed (§1.4)."""

    name = "mission"
    team_answers = True  # `group` is the team, in seat order

    def enter(self, game, state):
        state.cards = {}
        state.events.append(_new_event(Event, ("mission_started", {"mission": state.slot, "team": [*state.team]}, None)))
        return True

    def group(self, state):
        return sorted(state.team)

    def pending(self, game, state):
        cards = state.cards
        if not cards:  # the mission's start: the whole team, without a comprehension's frame
            return dict.fromkeys(state.team, "mission_card")
        return {seat: "mission_card" for seat in state.team if seat not in cards}

    def legal(self, game, state, seat):
        if seat not in state.team or seat in state.cards:
            return []
        if state.plan.mission_cards:  # a feature changes the cards (Chief Fail, a Lancelot who must fail)
            cards = tuple(game.mission_cards(state, seat))
        else:  # MissionGame.mission_cards without one
            cards = EVIL_CARDS if state.sides[seat] == game.sides[1] else GOOD_CARDS
        specs = CARD_SPECS.get(cards)
        if specs is None:
            reject = Reject.MUST_PLAY_SUCCESS if cards == ("success",) else Reject.NOT_ALLOWED
            if "success" not in cards:
                reject = Reject.MUST_PLAY_FAIL
            specs = CARD_SPECS[cards] = shared([spec("mission_card", card=one_of(cards, reject))])
        return specs

    def perform(self, game, state, seat, command):
        state.cards[seat] = command["card"]
        state.knowledge[seat] += ({"fact": "played", "mission": state.slot, "card": command["card"], "source": "self"},)  # state.learn
        hooked = state.plan.card_played
        for feature in hooked:
            feature.card_played(game, state, seat, command["card"])
        if len(state.cards) == len(state.team):
            flow.advance(game, state)
            return False
        return not hooked  # a secret card, the player's alone, unless a feature made it public (Step.perform)


class MissionResult(Step):
    """Shuffle, reveal the counts only, score; then the end check (§1.4, §1.5)."""

    name = "mission_result"

    def enter(self, game, state):
        played = state.cards
        cards = [*map(played.__getitem__, state.team)]
        fails = cards.count("fail")
        plain = fails + cards.count("success")
        if plain < len(cards):  # other cards than success and fail (Chief Fail)
            fails = sum(1 for card in cards if card in FAIL_CARDS)
        result = "fail" if fails >= state.plan.fails_needed[state.slot] else "success"
        record = {"slot": state.slot, "round": state.round, "leader": state.leader, "team": [*state.team],
                  "fails": fails, "successes": len(cards) - fails, "result": result,
                  "face_up": {str(s): c for s, c in sorted(state.face_up.items())} if state.face_up else {}}
        if plain < len(cards):  # e.g. Chief Fail: the table sees that a chief failed
            record["special"] = {card: cards.count(card) for card in sorted(set(cards)) if card not in ("success", "fail")}
        state.missions[state.slot] = record
        state.mission_order += (state.slot,)
        state.events.append(_new_event(Event, ("mission_result", dict(record), None)))  # emit(**record), inlined
        state.face_up = {}
        game.check_end(state)
        return False


class DeclareWinner(Step):
    """Reached when no end-of-game step (assassination, accusation) decided the game."""

    name = "declare_winner"

    def enter(self, game, state):
        side, state.end = state.end, None
        if side == "good":
            finish(game, state, game.good, "three_successes")
        elif side == "evil":
            finish(game, state, game.evil, "three_fails")
        return False


class NextRound(Step):
    name = "next_round"

    def enter(self, game, state):
        state.round += 1
        state.leader = next_seat(state, state.leader)
        state.team = []
        state.cards = {}
        state.votes = {}
        state.slot = None
        state.queue[:0] = state.plan.round
        return False


def count_results(state: "MissionState") -> tuple[int, int]:
    successes = fails = 0
    for mission in state.missions:  # a loop, not a comprehension's frame: after every mission
        if mission:
            if mission["result"] == "success":
                successes += 1
            elif mission["result"] == "fail":
                fails += 1
    return successes, fails


BASE_STEPS = [RoundStart(), Propose(), Vote(), VoteResult(), Mission(), MissionResult(), DeclareWinner(), NextRound()]
__all__ = ["BASE_STEPS", "WINS_NEEDED", "count_results", "emit", "finish", "next_seat", "reject_proposal"]
