"""A mission-game player (The Resistance, Avalon) at one skill level: reads the view, answers a request."""
from __future__ import annotations

import random

from ..fallback import choices, fallback_command, find_spec
from ..skill import Skill
from . import avalon, evil, good, powers
from .calibrated import measured_model
from .reading import Table
from .worlds import DEFAULT_MODEL, PlayModel, SoftEvidence, Worlds, build_worlds


class MissionPlayer:
    def __init__(self, skill: Skill, rng: random.Random, model: PlayModel | None = None) -> None:
        self.skill = skill
        self.rng = rng
        self.model = model or DEFAULT_MODEL
        # One running tally of vote evidence for the seat's own belief, one for the table's view of it.
        self.evidence = {public: SoftEvidence(self.model, skill.vote_evidence, skill.proposal_evidence) for public in (False, True)}
        self.fixed: dict[bool, dict] = {False: {}, True: {}}

    def _use_model(self, model: PlayModel) -> None:
        self.model = model
        self.evidence[False].model, self.evidence[False].key = model, None

    # ---- belief -----------------------------------------------------------------------------
    def worlds(self, table: Table, public: bool = False) -> Worlds:
        # The table's view is modelled on how the usual (normal-level) player reasons: what evil must fool.
        model = DEFAULT_MODEL if public else self.model
        return build_worlds(table, model, mission_evidence=self.skill.mission_evidence,
                            evidence=self.evidence[public], public=public, cache=self.fixed[public])

    def belief(self, view: dict) -> dict:
        table = Table(view)
        worlds = self.worlds(table)
        odds = worlds.spy_probability()
        return {"evil": {str(seat): odds[seat] for seat in range(table.players)}, "worlds": len(worlds)}

    # ---- decisions --------------------------------------------------------------------------
    def decide(self, view: dict, events: list[dict]) -> dict:
        if self.skill.measured_model and self.model is DEFAULT_MODEL:
            self._use_model(measured_model(view["players"]))
        specs = view["legal"]
        kind = view.get("pending") or specs[0]["kind"]
        table = Table(view)
        if kind == "propose_team" and find_spec(specs, "propose_team"):
            return self.propose(table, specs)
        if kind == "vote" and find_spec(specs, "vote"):
            return self.vote(table, specs)
        if kind == "mission_card" and find_spec(specs, "mission_card"):
            cards = choices(find_spec(specs, "mission_card"), "card")
            card = evil.mission_card(table, self.skill, cards) if table.i_am_evil else _success(cards)
            return {"kind": "mission_card", "card": card}
        if kind in ("assassinate", "suggest_target", "name_role") or find_spec(specs, "assassinate"):
            command = avalon.assassinate(specs, table, self.rng)
            if command is not None:
                return command
        command = powers.answer(kind, specs, table, self.worlds(table), self.rng)
        return command or fallback_command(specs, self.rng)

    def propose(self, table: Table, specs: list[dict]) -> dict:
        slots = [s for spec in specs for s in choices(spec, "mission")] or [table.slot]
        if table.i_am_evil:
            public = self.worlds(table, public=True) if self.skill.cover_teams else None
            slot, team = evil.propose(table, self.skill, public, self.rng, slots)
        else:
            slot, team = good.propose(table, self.worlds(table), self.skill, self.rng, slots)
        command = {"kind": "propose_team", "team": team}
        if any("mission" in spec["params"] for spec in specs):
            command["mission"] = slot
        return command

    def vote(self, table: Table, specs: list[dict]) -> dict:
        allowed = choices(find_spec(specs, "vote"), "approve")
        if len(allowed) == 1:
            return {"kind": "vote", "approve": allowed[0]}
        if table.i_am_evil:
            public = self.worlds(table, public=True) if self.skill.cover_votes else None
            yes = evil.approve(table, self.skill, public, self.rng)
        else:
            public = self.worlds(table, public=True) if self.skill.sound_votes else None
            if table.role == avalon.MERLIN and self.skill.merlin_hides:
                yes = avalon.merlin_vote(table, self.worlds(table), public,
                                         lambda worlds: good.approve(table, worlds, self.skill, self.rng, public))
            else:
                yes = good.approve(table, self.worlds(table), self.skill, self.rng, public)
        return {"kind": "vote", "approve": yes}


def _success(cards: list[str]) -> str:
    return "success" if "success" in cards else cards[0]
