"""The state of a mission game (The Resistance or Avalon): plain, cheaply copied data."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field

from ..core import ChanceRng, Event, GameState


@dataclass(eq=False)
class MissionState(GameState):
    game_name: str
    config: dict
    seed: int | str
    rng: ChanceRng
    players: int
    roles: list[str]  # the role card of each seat
    sides: list[str]  # each seat's current side (a Lancelot can switch)
    leader: int
    first_leader: int
    round: int = 0  # rounds played so far (a round is one mission)
    vote_track: int = 0  # rejected proposals in this round
    proposals: int = 0  # proposals in this round
    slot: int | None = None  # mission slot being attempted
    team: list[int] = field(default_factory=list)
    votes: dict[int, bool] = field(default_factory=dict)
    cards: dict[int, str] = field(default_factory=dict)  # mission cards played, by seat (never shown)
    face_up: dict[int, str] = field(default_factory=dict)  # cards played face up (In the Spotlight)
    missions: list[dict | None] = field(default_factory=lambda: [None] * 5)
    mission_order: list[int] = field(default_factory=list)  # slots in the order played
    vote_history: list[dict] = field(default_factory=list)
    # Private knowledge per seat: facts learned at the reveal and later (cards, tokens).
    knowledge: list[list[dict]] = field(default_factory=list)
    queue: list[str] = field(default_factory=list)  # steps still to run (flow.py)
    phase: str = "setup"
    answered: set[int] = field(default_factory=set)  # seats that answered the current phase
    # Bookkeeping owned by features (plot cards, tokens, modules), keyed by feature name.
    extra: dict[str, object] = field(default_factory=dict)
    public_history: list[dict] = field(default_factory=list)  # commands anyone may know, in order
    events: list[Event] = field(default_factory=list)
    commands: list[tuple[int, dict]] = field(default_factory=list)
    finished: dict | None = None
    # Facts derived from the (immutable) config, computed once: shared by clones, never serialised.
    derived: dict = field(default_factory=dict, repr=False)

    def clone(self) -> "MissionState":
        twin = copy.copy(self)
        twin.rng = self.rng.clone()
        twin.legal_cache = None
        twin.config = self.config  # never mutated after validation
        twin.roles = list(self.roles)
        twin.sides = list(self.sides)
        twin.team = list(self.team)
        twin.votes = dict(self.votes)
        twin.cards = dict(self.cards)
        twin.face_up = dict(self.face_up)
        twin.missions = [dict(m) if m else None for m in self.missions]
        twin.mission_order = list(self.mission_order)
        twin.vote_history = list(self.vote_history)  # entries are never mutated once appended
        twin.knowledge = [list(facts) for facts in self.knowledge]
        twin.queue = list(self.queue)
        twin.answered = set(self.answered)
        twin.extra = copy.deepcopy(self.extra)
        twin.public_history = list(self.public_history)
        twin.events = list(self.events)
        twin.commands = list(self.commands)
        twin.finished = dict(self.finished) if self.finished else None
        return twin
