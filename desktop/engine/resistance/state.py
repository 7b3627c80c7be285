"""The state of a mission game (The Resistance or Avalon): plain data, copied in a few microseconds.

Histories (public_history, vote_history, mission_order, each seat's knowledge) are tuples of records
that are never changed once written: a copy and every view share them. The rest is small and
copied field by field; a feature's bookkeeping is a typed field with its own `copy`.

The fields are slots: 39 attributes are past CPython 3.11's 30 keys of a shared instance dict, so as
a dict every state had its own combined table, its construction converted one, and no method call on
a state (`state.edited()` once a command) was specialised. GameState's caches and version, set on the
state by the core, stay in its small instance dict.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..core import ChanceRng, Event, GameState
from .rules import MISSIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..avalon.assassination import Shot
    from ..avalon.lancelot import LoyaltyDeck
    from .modules.hunter_steps import HunterTable
    from .plan import Plan
    from .plot.table import PlotTable


@dataclass(eq=False, slots=True)
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
    team: list[int] = field(default_factory=list)  # replaced, never changed in place
    votes: dict[int, bool] = field(default_factory=dict)
    cards: dict[int, str] = field(default_factory=dict)  # mission cards played, by seat (never shown)
    face_up: dict[int, str] = field(default_factory=dict)  # cards played face up (In the Spotlight)
    missions: list[dict | None] = field(default_factory=lambda: [None] * MISSIONS)  # records replaced, never changed
    mission_order: tuple[int, ...] = ()  # slots in the order played
    vote_history: tuple[dict, ...] = ()
    # Private knowledge per seat: facts learned at the reveal and later (cards, tokens). See `learn`.
    knowledge: list[tuple[dict, ...]] = field(default_factory=list)
    queue: list[str] = field(default_factory=list)  # steps still to run (flow.py)
    phase: str = "setup"
    # Between steps: the side that reached three results (until declared), the vote's outcome, and
    # the votes cast before the vote step asked anyone (the leader's fixed vote, Opinion Makers').
    end: str | None = None
    approved: bool = False
    pre_votes: tuple[int, ...] = ()
    # Features' bookkeeping, None while the feature is off.
    tokens: dict[str, Any] = field(default_factory=dict)  # token key -> its frozen record (tokens.py)
    plot: "PlotTable | None" = None
    hunter: "HunterTable | None" = None
    lancelot: "LoyaltyDeck | None" = None
    shooter: int | None = None  # team assassination's shooter, drawn at setup (§6b #9)
    assassination: "Shot | None" = None
    public_history: tuple[dict, ...] = ()  # commands anyone may know, in order
    events: list[Event] = field(default_factory=list)
    commands: list[tuple[int, dict]] = field(default_factory=list)
    finished: dict | None = None
    # Facts derived from the (immutable) config, computed once: shared by clones, never serialised.
    derived: dict = field(default_factory=dict, repr=False)
    plan: "Plan | None" = field(default=None, repr=False)  # the config's plan (plan.py), shared like `derived`
    # view["you"] by seat, made on demand; clones share it, so a seat's entry is dropped, never changed,
    # when its side changes (a Lancelot's switch), and only in a dict of the state's own (`forget_you`).
    you: dict[int, dict] = field(default_factory=dict, repr=False)

    def learn(self, seat: int, fact: dict) -> None:
        """`seat` privately learns `fact` (a new dict, never changed afterwards)."""
        self.knowledge[seat] += (fact,)

    def forget_you(self, seats) -> None:
        """`seats`' sides changed: their view["you"] is made again (a new dict: clones keep theirs)."""
        self.you = {seat: yours for seat, yours in self.you.items() if seat not in seats}

    def add_public(self, seat: int, command: dict) -> None:
        """A command anyone may know, for the replayable public history."""
        self.public_history += ({"seat": seat, "command": command},)

    def add_public_all(self, commands: list[tuple[int, dict]]) -> None:
        """`add_public` for several (seat, command) at once (a vote's reveal): one new tuple."""
        self.public_history += tuple([{"seat": seat, "command": command} for seat, command in commands])

    def clone(self) -> "MissionState":
        """Every slot, written out (a loop of setattr costs several times as much): histories, config,
        frozen records and the config's plan are shared; the containers a step changes in place are
        copied. A slot left out here fails tests/engine/resistance/test_state_slots.py."""
        twin = MissionState.__new__(MissionState)
        twin.game_name, twin.config, twin.seed, twin.players = self.game_name, self.config, self.seed, self.players
        twin.leader, twin.first_leader, twin.round = self.leader, self.first_leader, self.round
        twin.vote_track, twin.proposals, twin.slot, twin.team = self.vote_track, self.proposals, self.slot, self.team
        twin.mission_order, twin.vote_history, twin.public_history = self.mission_order, self.vote_history, self.public_history
        twin.phase, twin.end, twin.approved, twin.pre_votes = self.phase, self.end, self.approved, self.pre_votes
        twin.lancelot, twin.shooter = self.lancelot, self.shooter
        twin.derived, twin.plan, twin.you = self.derived, self.plan, self.you
        twin.version = self.version
        twin.rng = self.rng.clone()
        twin.legal_cache = twin.pending_cache = None  # filled in place: never shared
        twin.view_cache = self.view_cache  # the public view parts of this version, read-only, right for both until one changes
        twin.roles = list(self.roles)
        twin.sides = list(self.sides)
        twin.votes = dict(self.votes)
        twin.cards = dict(self.cards)
        twin.face_up = dict(self.face_up)
        twin.missions = list(self.missions)
        twin.knowledge = list(self.knowledge)
        twin.queue = list(self.queue)
        twin.tokens = dict(self.tokens)
        twin.plot = self.plot.copy() if self.plot is not None else None
        twin.hunter = self.hunter.copy() if self.hunter is not None else None
        twin.assassination = self.assassination.copy() if self.assassination is not None else None
        twin.events = list(self.events)
        twin.commands = list(self.commands)
        twin.finished = dict(self.finished) if self.finished else None
        return twin
