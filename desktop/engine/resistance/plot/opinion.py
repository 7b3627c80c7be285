"""Opinion Maker: its holders vote first, and their votes are revealed before anyone else votes.

Two holders pick together and are revealed together; a player holding two casts one vote; on an
auto-approved hammer there is no vote and the card does nothing (REFERENCE.md §2.5, §6 #19). With
the leader-approves house rule, the Leader's fixed Approve is revealed as part of the pre-vote (§6b #2).
The votes land in `state.votes`, so the base vote step asks only the others.
"""
from __future__ import annotations

from .. import flow
from ..features import Step
from ..steps import VOTE_SPECS, emit, hammer_is_automatic
from .cards import OPINION_MAKER
from .table import count_played, table


def opinion_makers(state) -> list[int]:
    held = table(state).held
    return [seat for seat in range(state.players) if OPINION_MAKER in held[seat]]


class OpinionVote(Step):
    name = "opinion_vote"

    def enter(self, game, state):
        makers = opinion_makers(state)
        if not makers or hammer_is_automatic(state):
            return False
        if state.config["options"].get("leader_approves"):
            state.votes[state.leader] = True
        if all(seat in state.votes for seat in makers):
            self._reveal(game, state, makers)
            return False
        return True

    def group(self, state):
        return opinion_makers(state)

    def pending(self, game, state):
        return {seat: "vote" for seat in opinion_makers(state) if seat not in state.votes}

    def legal(self, game, state, seat):
        return VOTE_SPECS if seat in self.pending(game, state) else []

    def perform(self, game, state, seat, command):
        state.votes[seat] = command["approve"]
        if self.pending(game, state):
            return
        self._reveal(game, state, opinion_makers(state))
        flow.advance(game, state)

    def _reveal(self, game, state, makers):
        asked = [s for s in makers if not (s == state.leader and state.config["options"].get("leader_approves"))]
        for seat in asked:  # the commands of the replayable public history, in seat order
            state.add_public(seat, {"kind": "vote", "approve": state.votes[seat]})
        count_played(state, OPINION_MAKER, len(makers))
        emit(state, "opinion_votes_revealed", votes={str(s): v for s, v in sorted(state.votes.items())})
