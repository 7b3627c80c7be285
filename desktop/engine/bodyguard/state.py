"""The state of a Bodyguard game: plain lists and dicts, cheap to copy (a search bot copies thousands).

Copy-on-write: every list the public table shows (rows, martinis, discards face up, scores, history,
...) and each hand and face-down list is replaced when it changes, never changed in place (the rule
steps in flow.py and plays.py). So copies and views share them instead of copying them. What no view
shares as it is (the pile, the roles, the per-seat outer lists) is copied.

The fields are slots: 49 attributes are past CPython 3.11's 30 keys of a shared instance dict, so as a
dict every state had its own combined table (about 1.5 KB, read by hint), and no method call on a state
(`state.edited()`, once a command) was specialised. GameState's caches and version, set on the state by
the core, stay in its small instance dict.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import ChanceRng, Event, GameState
from ..core.game import next_version


@dataclass(eq=False, slots=True)
class BodyguardState(GameState):
    game_name: str
    config: dict
    seed: int | str
    rng: ChanceRng
    players: int
    first_president: int
    round: int = 0  # 0-based; a game has as many rounds as players (§4.3)
    president: int = 0
    phase: str = "set_aside"  # set_aside | turn | counter | counter_counter | rescue | over
    turn: int = 0  # the active player
    # Roles this round. None while the card is in the President's hands (dealing or reassigning).
    roles: list[str | None] = field(default_factory=list)
    spare: str | None = None  # the role card left over beside the President
    collected: list[str] = field(default_factory=list)  # role cards the President is dealing from
    reassigned: bool = False  # the President's once-per-round reassignment is used (§4.8)
    # Where the President knows the Bodyguard may be: seats, or [] when it is the spare.
    bodyguard_candidates: list[int] = field(default_factory=list)
    # Cards. The pile's top is its last element.
    pile: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    rows: list[dict[str, str]] = field(default_factory=list)  # hit cards in front of each seat, in type order
    martinis: list[str | None] = field(default_factory=list)  # an unresolved Deadly Martini in front of a seat
    discard_up: list[str] = field(default_factory=list)  # discarded face up: everyone saw them
    discard_down: list[str] = field(default_factory=list)  # discarded face down (and eliminated hands)
    face_down: list[list[str]] = field(default_factory=list)  # per seat: what it put face down itself
    resolving: list[str] = field(default_factory=list)  # an action and its Hardcores, while the chain runs
    eliminated: list[bool] = field(default_factory=list)
    eliminations: list[dict] = field(default_factory=list)  # {"seat", "by"}, public, in order
    skip_draw: list[bool] = field(default_factory=list)  # a Dirty Trick's skipped draw still owed (§6b #11)
    # Replaced, never changed, like the lists above.
    chain: dict | None = None  # {"action", "card", "player", "target", "hardcores": [...]}
    rescue: dict | None = None  # {"assassin": seat, "group": [...]}
    answered: set[int] = field(default_factory=set)  # seats that answered the rescue window
    turns: int = 0  # turns begun this round
    # The game so far.
    scores: list[int] = field(default_factory=list)
    two_point_awards: list[int] = field(default_factory=list)
    history: list[dict] = field(default_factory=list)  # one public record per finished round
    events: list[Event] = field(default_factory=list)
    commands: list[tuple[int, dict]] = field(default_factory=list)
    finished: dict | None = None
    # Facts derived from the (immutable) config, computed once: shared by clones, never serialised.
    derived: dict = field(default_factory=dict, repr=False)
    # Tallies the rule steps keep (tally.py), copy-on-write; `lacking` None until counted.
    hand_counts: list[int] = field(default_factory=list, repr=False)
    living_seats: list[int] = field(default_factory=list, repr=False)
    living_mask: int = field(default=0, repr=False)  # the living seats as bits: seat s is bit s
    lacking: dict[str, int] | None = field(default=None, repr=False)  # hit type -> mask of living seats without it
    tallied: bool = field(default=False, repr=False)  # a rule step kept the tallies current (plays.step)
    tallied_from: tuple = field(default=(), repr=False)  # the hands, rows and eliminated lists they count
    counted_at: int = field(default=-1, repr=False)  # the version tally.counted last checked them at
    # The hand a play made during the command being carried out, with its new hand counts: nothing
    # else holds them until the command ends (plays.step clears it), so its draw may append in place.
    taken_hand: list[str] | None = field(default=None, repr=False)
    # Set by a step that changes only the public table's TURN_FIELDS (view.py: a hit or a discard whose
    # turn passes on plainly); any other change on its way clears it. Read and cleared by edited().
    turn_fields_only: bool = field(default=False, repr=False)
    # A table (read-only) that differs from this version's in TURN_FIELDS alone, which its copy patches:
    # the version before's, or when that version made none, its own base.
    last_table: dict | None = field(default=None, repr=False)
    based_at: int = field(default=-1, repr=False)  # the version whose first view was made from last_table
    # The public table's ROUND_FIELDS set in the template (view.round_table), read-only and shared by
    # copies; None once a step changes one of them (flow.py, plays.open_rescue, tally.py) or after edited() by hand.
    round_table: dict | None = field(default=None, repr=False)

    def clone(self) -> "BodyguardState":
        """Every slot, written out (a loop of setattr costs several times as much): the copy-on-write
        parts are shared (the module docstring), what a step changes in place is copied. A slot left
        out here fails tests/engine/bodyguard/test_state_slots.py."""
        twin = BodyguardState.__new__(BodyguardState)
        twin.version = self.version
        twin.legal_cache = twin.pending_cache = twin.view_cache = None  # drop_caches
        twin.game_name, twin.config, twin.seed, twin.players = self.game_name, self.config, self.seed, self.players
        twin.first_president, twin.round, twin.president = self.first_president, self.round, self.president
        twin.phase, twin.turn, twin.spare, twin.reassigned = self.phase, self.turn, self.spare, self.reassigned
        twin.rows, twin.martinis, twin.discard_up, twin.resolving = self.rows, self.martinis, self.discard_up, self.resolving
        twin.eliminated, twin.eliminations, twin.skip_draw = self.eliminated, self.eliminations, self.skip_draw
        twin.chain, twin.rescue, twin.turns = self.chain, self.rescue, self.turns
        twin.scores, twin.two_point_awards, twin.history = self.scores, self.two_point_awards, self.history
        twin.derived, twin.hand_counts, twin.living_seats = self.derived, self.hand_counts, self.living_seats
        twin.living_mask, twin.lacking, twin.tallied = self.living_mask, self.lacking, self.tallied
        twin.counted_at, twin.taken_hand, twin.turn_fields_only = self.counted_at, self.taken_hand, self.turn_fields_only
        twin.last_table, twin.based_at, twin.round_table = self.last_table, self.based_at, self.round_table
        twin.rng = self.rng.clone()
        twin.roles = list(self.roles)
        twin.collected = list(self.collected)
        twin.bodyguard_candidates = list(self.bodyguard_candidates)
        twin.pile = list(self.pile)
        hands = twin.hands = list(self.hands)
        source = self.tallied_from
        # The tallies count the copy's hands too (the same lists in a new outer list).
        twin.tallied_from = (hands, *source[1:]) if source and source[0] is self.hands else source
        twin.discard_down = list(self.discard_down)
        twin.face_down = list(self.face_down)
        twin.answered = set(self.answered)
        twin.events = list(self.events)
        twin.commands = list(self.commands)
        twin.finished = dict(self.finished) if self.finished else None
        return twin

    def edited(self) -> None:
        """See GameState.edited. After a rule step the tallies are current (plays.step says so);
        after any other change (a test's set-up by hand) they may not be: counted afresh when needed."""
        if self.tallied:
            self.tallied = False
            # When the step changed only the turn's fields, the next table's base: this version's table,
            # or the base this version had when it made none (view.py).
            if not self.turn_fields_only:
                self.last_table = None
            elif self.view_cache is not None:
                self.last_table = self.view_cache
            self.turn_fields_only = False
            self.version = next_version()  # GameState.edited, inlined: a Python call less a command
            self.legal_cache = self.pending_cache = self.view_cache = None
            return
        self.lacking = None
        self.last_table = self.round_table = None
        GameState.edited(self)

    def living(self) -> list[int]:
        return [seat for seat in range(self.players) if not self.eliminated[seat]]

    def next_seat(self, seat: int) -> int:
        """"Left" is the next seat clockwise, for turns and for the presidency (§4.3)."""
        return (seat + 1) % self.players

    def card_count(self) -> int:
        """Every card of the round, wherever it is: always the whole deck (a test invariant)."""
        return (len(self.pile) + sum(len(h) for h in self.hands) + sum(len(r) for r in self.rows)
                + sum(1 for m in self.martinis if m) + len(self.discard_up) + len(self.discard_down) + len(self.resolving))
