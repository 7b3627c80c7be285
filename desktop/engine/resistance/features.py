"""The parts a mission game is built from: steps and features.

A *step* is one point of the timeline (flow.py). A *feature* is an optional rule set (plot cards, a
token, a module) that brings its options, roles, steps and view data. The base game is a feature too.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..core import Option, Rejected

if TYPE_CHECKING:  # pragma: no cover
    from .game import MissionGame
    from .state import MissionState


@dataclass(frozen=True)
class RoleInfo:
    """A role card: its side and what the spies' reveal shows (REFERENCE.md §1.3, §3.2)."""

    evil: bool
    sees_evil: bool = True  # an evil role that opens its eyes at the reveal
    seen_by_evil: bool = True  # an evil role the others see (Oberon and the Blind Spy are not)


class Step:
    """One point of the timeline. Subclasses override what they use."""

    name = ""
    feature: "Feature | None" = None  # set when a feature registers the step; off with its feature
    has_view = False  # whether the step overrides `view` (most show nothing of their own: no call)
    same_legal = False  # True when every pending seat has the same legal list (a vote): cached for all at once
    silent_while_owed = False  # True when a seat that still owes its answer sees {} of the step (a vote): no call
    everyone_answers = False  # True when the step's `group` is every seat in order (a vote): no call
    team_answers = False  # True when the step's `group` is the team (always sorted: Propose sorts it): no call

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        cls.has_view = cls.view is not Step.view

    def enter(self, game: "MissionGame", state: "MissionState") -> bool:
        """Start the step. Return True if it waits for decisions, False if it is done."""
        return False

    def pending(self, game: "MissionGame", state: "MissionState") -> dict[int, str]:
        return {}

    def legal(self, game: "MissionGame", state: "MissionState", seat: int) -> list[dict]:
        return []

    def perform(self, game: "MissionGame", state: "MissionState", seat: int, command: dict) -> bool | None:
        """Carry out a legal command. Return True only when it was `seat`'s answer alone: nothing
        public changed, the step's group (waiting_for) and every other seat's pending and legal moves
        stay as they were, and `seat` owes nothing more now (GameState.edited_by_answer)."""
        raise AssertionError(f"step {self.name} takes no commands")

    def view(self, game: "MissionGame", state: "MissionState", viewer) -> dict:
        """Data about this phase for `viewer` (only what it may know). Merged into view["step"]."""
        return {}

    def explain(self, game: "MissionGame", state: "MissionState", seat: int, command: dict, error: Rejected) -> Rejected:
        """A sharper reason for a command the specs refused (e.g. naming oneself); `error` otherwise."""
        return error


class Feature:
    """An optional rule set. `enabled` decides from the config whether it is in this game."""

    name = ""
    switch: str | None = None  # the boolean option that turns this feature on; None: always on

    def options(self) -> list[Option]:
        return []

    def enabled(self, config: dict) -> bool:
        return self.switch is None or bool(config["options"].get(self.switch))

    def check_setup(self, game: "MissionGame", config: dict) -> list[dict]:
        """Raise ConfigError for an impossible setup; return warnings for doubtful ones."""
        return []

    def roles(self) -> dict[str, RoleInfo]:
        """Role cards this feature defines."""
        return {}

    def special_roles(self, game: "MissionGame", config: dict) -> list[str]:
        """Role cards this feature puts in the deck (they replace plain good or evil cards)."""
        return []

    def setup(self, game: "MissionGame", state: "MissionState") -> None:
        """After the deal and the reveal, before the first round (e.g. where a token starts)."""

    def reveal_facts(self, game: "MissionGame", config: dict, roles: list[str], first_leader: int, seat: int) -> list[dict]:
        """What `seat` learns at the start, as facts with "source": "reveal".

        A pure function of the setup, so `sample_world` can check a guessed deal against a view by
        running the reveal again.
        """
        return []

    def reveal_deal(self, game: "MissionGame", config: dict, roles: list[str], first_leader: int) -> list[list[dict]]:
        """`reveal_facts` of every seat, in seat order: a new deal asks for all of them at once
        (MissionGame.reveal_deal). A feature may work them out in one pass; the facts must be the same."""
        return [self.reveal_facts(game, config, roles, first_leader, seat) for seat in range(len(roles))]

    def reveal_reads_leader(self, game: "MissionGame", config: dict) -> bool:
        """Whether this feature's reveal depends on the first leader (Avalon's Cleric): if no feature's
        does, a config's deals share their reveal whoever leads first (MissionGame.new_game)."""
        return False

    def sample_pins(self, game: "MissionGame", view: dict, rng, options: dict) -> None:
        """Fill the pins (e.g. the undrawn plot deck) of a world sampled from `view`."""

    def consistent(self, game: "MissionGame", view: dict, roles: list[str]) -> bool:
        """Whether a guessed deal agrees with what this feature showed the viewer."""
        return True

    def steps(self) -> list[Step]:
        return []

    def view(self, game: "MissionGame", state: "MissionState", viewer, data: dict) -> None:
        """Add this feature's public data to a view: computed once per state version and shared by
        every viewer, so `viewer` is always None here. What one seat alone may know goes in its
        knowledge, or in a step's view."""

    def three_successes(self, game: "MissionGame", state: "MissionState") -> list[str] | None:
        """Steps to run before good is declared the winner (an assassination), or None."""
        return None

    def three_fails(self, game: "MissionGame", state: "MissionState") -> list[str] | None:
        return None

    def card_played(self, game: "MissionGame", state: "MissionState", seat: int, card: str) -> None:
        """A team member played a mission card (e.g. In the Spotlight makes it public)."""

    def mission_cards(self, game: "MissionGame", state: "MissionState", seat: int, cards: list[str]) -> list[str]:
        """Adjust the mission cards a team member may play (e.g. Chief Fail)."""
        return cards

    def statistics(self, game: "MissionGame", state: "MissionState") -> dict[str, dict[str, int]]:
        """Counts a finished game adds to `safehouse sim --json` (e.g. plot_cards_played)."""
        return {}

    def hidden_command(self, game: "MissionGame", state: "MissionState", view: dict, rng) -> tuple[int, dict] | None:
        """For sample_world: a secret decision that kept no public trace but that the viewer's game has
        passed (e.g. the Hunter loyalty card an investigated player answered). Return the seat and a
        command consistent with `view`, or None when this feature has no such decision pending now."""
        return None
