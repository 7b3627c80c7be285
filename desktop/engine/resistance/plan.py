"""What a mission game's config fixes, worked out once per config and shared by all its games (`state.plan`).

The steps in play, the features with each hook, the step queues without the steps nobody plays,
the table's fixed facts and the options the rule steps ask on every command. A config never changes
after validation (Game.prepared), so neither does its plan: states, clones and sampled worlds of one
config share it, read-only. The hot paths read its attributes instead of asking the config again.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import flow
from .features import Feature
from .rules import MAX_REJECTIONS, MISSIONS, SPIES, fails_needed

if TYPE_CHECKING:  # pragma: no cover
    from .features import Step
    from .game import MissionGame

# The public head's fields that change during a game, in the views' order after the table's.
HEAD_FIELDS = ("phase", "round", "leader", "first_leader", "vote_track", "proposal", "mission", "team", "face_up",
               "missions", "mission_order", "vote_history", "waiting_for", "public_history", "outcome")
SEAT_FIELDS = ("you", "knowledge", "answered", "pending", "legal")  # a seat's own, after the head's
OVER_FIELDS = ("roles", "sides_by_seat")  # every seat's, once the game is over (then "step")
SEAT_KEYS = tuple(str(seat) for seat in range(16))  # a seat as a JSON object key: str(seat), made once
# The empty parts of a view (no face-up card, no step data, no features' tail): one dict that every view
# shares, read-only like everything in a view, instead of a new {} each.
EMPTY: dict = {}
TEAM = "team"  # a step's group in `Plan.step_views` when it is the team (Step.team_answers)


class Plan:
    __slots__ = (
        "features", "steps", "hooks", "viewing", "card_played", "mission_cards", "round", "proposal",
        "mission", "after_mission", "table_head", "targeting", "leader_approves", "auto_hammer",
        "team_sizes", "fails_needed", "role_deck", "reveal_by_leader", "seat_keys", "public_votes", "side_of", "head_template",
        "seat_template", "over_template", "seat_templates", "over_templates", "step_views", "everyone",
        "everyone_votes", "legal_tables", "vote_reveals", "performers",
    )

    def __init__(self, game: "MissionGame", config: dict) -> None:
        options = config["options"]
        players = config["players"]
        self.features: list[Feature] = [f for f in game.features if f.enabled(config)]
        self.steps: dict[str, Step] = {name: step for name, step in game.steps.items()
                                       if step.feature is None or step.feature.enabled(config)}
        self.hooks: dict[str, list[Feature]] = {}
        self.viewing = self.with_hook("view")
        self.card_played = self.with_hook("card_played")
        self.mission_cards = self.with_hook("mission_cards")
        self.round = self.in_play(flow.ROUND)
        self.proposal = self.in_play(flow.PROPOSAL)
        self.mission = self.in_play(flow.MISSION)
        self.after_mission = self.in_play(flow.AFTER_MISSION)
        self.targeting = bool(options.get("targeting"))
        self.leader_approves = bool(options.get("leader_approves"))
        # The fifth proposal of a round goes without a vote (§1.6, §3.10): the vote track it happens at, or None.
        self.auto_hammer = MAX_REJECTIONS - 1 if options.get("auto_approve_hammer") else None
        self.team_sizes = tuple(game.team_sizes(players))
        self.fails_needed = tuple(fails_needed(players, slot) for slot in range(MISSIONS))
        self.role_deck = game.role_deck(config)
        self.reveal_by_leader = any(f.reveal_reads_leader(game, config) for f in self.features)
        self.seat_keys = SEAT_KEYS[:players]
        self.side_of = {role: game.side_of(role) for role in game.role_table}
        # A revealed vote's public history record, by seat and vote: the same immutable record every time.
        self.public_votes = tuple({True: {"seat": seat, "command": {"kind": "vote", "approve": True}},
                                   False: {"seat": seat, "command": {"kind": "vote", "approve": False}}}
                                  for seat in range(players))
        self.table_head = {  # the start of every view's head (MissionGame._public_parts)
            "game": game.name,
            "players": players,
            "viewer": None,
            "options": game.option_set().public_values(options),
            "sides": list(game.sides),
            "role_deck": list(self.role_deck),
            "evil_count": SPIES[players],
            "team_sizes": list(self.team_sizes),
            "fails_needed": list(self.fails_needed),
        }
        # The whole public head in its order, the changing values to be set (MissionGame._public_parts).
        self.head_template = {**self.table_head, **dict.fromkeys(HEAD_FIELDS)}
        # A seat's view in its order, the head's keys first, while the game runs and once it is over.
        self.seat_template = {**self.head_template, **dict.fromkeys(SEAT_FIELDS), "step": None}
        self.over_template = {**self.head_template, **dict.fromkeys(SEAT_FIELDS + OVER_FIELDS), "step": None}
        # The same with what a version's parts (views.public_parts) would set the same way each time already
        # set: the first leader (one template per seat), the empty parts, a seat's view not answered yet.
        fixed = {"face_up": EMPTY, "answered": False, "step": EMPTY}
        self.seat_templates = tuple({**self.seat_template, **fixed, "first_leader": leader} for leader in range(players))
        self.over_templates = tuple({**self.over_template, **fixed, "first_leader": leader} for leader in range(players))
        # Each step's perform, bound: MissionGame._perform calls it without looking the method up on
        # polymorphic step objects (a slow generic look-up in CPython 3.11, once a command).
        self.performers = {name: step.perform for name, step in self.steps.items()}
        self.everyone = list(range(players))  # every seat's group (Step.everyone_answers): shared by views, read-only
        # A vote's pending seats before anyone voted: one dict shared read-only by every state's pending cache
        # (`pending` is read-only; an answer's patch copies it), not dict.fromkeys(range(...)) a vote (~4 K instructions).
        self.everyone_votes = dict.fromkeys(range(players), "vote")
        # The legal cache of a vote's opening by its shared legal list: id -> (the list, {seat: the list}), copied
        # per vote (MissionGame.legal); the list kept alive here, so its id is never reused.
        self.legal_tables: dict[int, tuple[list[dict], dict[int, list[dict]]]] = {}
        # A vote's reveal by the votes in seat order (a tuple of bools): (approved, the votes shown by seat key,
        # the public history's records of them), made once per outcome (at most 2 ** players) and shared
        # read-only, as public records and views already are (Vote.perform).
        self.vote_reveals: dict[tuple[bool, ...], tuple[bool, dict[str, bool], tuple[dict, ...]]] = {}
        # Per step in play, what a view reads of it (class attributes of polymorphic steps, which CPython 3.11
        # looks up the slow way at every read): the step if it has a view of its own (else None), whether it
        # is silent while owed, its group (None: the pending seats; True: everyone; TEAM: the team; else the
        # bound method) and whether its pending seats share one legal list (Step.same_legal).
        self.step_views = {name: (step if step.has_view else None, step.silent_while_owed,
                                  True if step.everyone_answers else TEAM if step.team_answers else getattr(step, "group", None),
                                  step.same_legal)
                           for name, step in self.steps.items()}

    def with_hook(self, hook: str) -> list[Feature]:
        """The features in play that override `hook` (e.g. "view", "card_played"): most do nothing."""
        found = self.hooks.get(hook)
        if found is None:
            base = getattr(Feature, hook)
            found = self.hooks[hook] = [f for f in self.features if getattr(type(f), hook) is not base]
        return found

    def in_play(self, names: list[str]) -> tuple[str, ...]:
        """`names` without the steps this game does not play: `flow.advance` skips none."""
        return tuple(name for name in names if name in self.steps)
