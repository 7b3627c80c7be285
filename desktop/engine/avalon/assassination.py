"""The shot after the third success: Merlin, the lovers, or the Cleric hunt (§3.3, §3.8, §3.9).

The Assassin card shoots by default; with team assassination a shooter drawn at setup decides after
every evil player has seen every evil role and may suggest a target (§6b #9). Nobody may be named whom
the shooter sees as evil, the shooter included (§6b #6); so the targets depend only on what the
shooter knows.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core import OMNISCIENT, Reject, one_of, shared, spec, subset
from ..resistance import flow
from ..resistance.features import Step
from ..resistance.steps import emit, finish
from .roles import CLERIC, GOOD_LANCELOT, LOVERS, MERLIN, ROLES, SHOOTERS
from .setup import shot_kinds

# Facts that say which seats a player sees as evil now: the reveal, Lancelot's switches, the team reveal.
SIGHT_SOURCES = ("reveal", "lancelot_switch", "team_assassination")
# The shooter's legal list by its targets and the setup's shots: compiled once (commands.shared).
SHOT_SPECS: dict[tuple, list[dict]] = {}
SHOT_SPECS_KEPT = 512


def seen_as_evil(state, seat: int) -> set[int]:
    sides: dict[int, str] = {seat: "evil"}
    for fact in state.knowledge[seat]:
        if fact["fact"] in ("side", "loyalty") and fact.get("source") in SIGHT_SOURCES:
            sides[fact["seat"]] = fact["side"]
    return {other for other, side in sides.items() if side == "evil"}


def hunt_roles(deck: list[str]) -> list[str]:
    """Step 2 of the Cleric hunt: the good roles of the setup but the Cleric and Good Lancelot;
    Merlin only when nothing else is left (§3.8 #3)."""
    roles = sorted({role for role in deck if not ROLES[role].evil} - {CLERIC, GOOD_LANCELOT})
    if MERLIN in roles and len(roles) > 1:
        roles.remove(MERLIN)
    return roles


@dataclass(eq=False, slots=True)
class Shot:
    """state.assassination: who shoots, at which stage, the revealed Cleric, the evil suggestions."""

    shooter: int
    stage: str = "shot"  # "shot", then "name_role" in a Cleric hunt (§3.8 #3)
    cleric: int | None = None
    suggestions: dict[int, int | None] = field(default_factory=dict)

    def copy(self) -> "Shot":
        return Shot(self.shooter, self.stage, self.cleric, dict(self.suggestions))


class Assassination(Step):
    name = "assassination"

    def enter(self, game, state):
        team = state.config["options"]["team_assassination"]
        shooter = state.shooter if team else next(s for s, r in enumerate(state.roles) if r in SHOOTERS)
        state.assassination = Shot(shooter)
        if team:
            self._reveal_evil(state)
        else:  # the Assassin shows their card to shoot (§3.3 #2)
            for seat in range(state.players):
                if seat != shooter:
                    state.learn(seat, {"fact": "role", "seat": shooter, "role": state.roles[shooter], "source": "assassination"})
        emit(state, "assassination_started", shooter=shooter)
        return True

    @staticmethod
    def _reveal_evil(state) -> None:
        """Every evil player sees every evil role (§6b #9)."""
        evil = [seat for seat in range(state.players) if state.sides[seat] == "evil"]
        for seat in evil:
            for other in evil:
                if other != seat:
                    state.learn(seat, {"fact": "role", "seat": other, "role": state.roles[other], "source": "team_assassination"})
                    state.learn(seat, {"fact": "loyalty", "seat": other, "side": "evil", "source": "team_assassination",
                                                  "round": state.round})
        emit(state, "evil_revealed", tuple(evil), roles={str(s): state.roles[s] for s in evil})

    def _suggesters(self, state) -> list[int]:
        shot = state.assassination
        if not state.config["options"]["team_assassination"]:
            return []
        return [s for s in range(state.players) if state.sides[s] == "evil" and s != shot.shooter and s not in shot.suggestions]

    def group(self, state):
        return [state.assassination.shooter]  # suggestions stay among evil: never shown as waited for

    def pending(self, game, state):
        shot = state.assassination
        shooter = shot.shooter
        kind = "name_role" if shot.stage == "name_role" else "assassinate"
        suggesters = self._suggesters(state)
        if not suggesters:
            return {shooter: kind}
        # In seat order, the shooter among the suggesters (MissionGame.pending_in_seat_order).
        return {seat: kind if seat == shooter else "suggest_target" for seat in sorted([*suggesters, shooter])}

    def _targets(self, state, seat: int) -> list[int]:
        excluded = seen_as_evil(state, seat) | {state.assassination.cleric}
        return [other for other in range(state.players) if other not in excluded]

    def legal(self, game, state, seat):
        shot = state.assassination
        targets = self._targets(state, seat)
        if seat != shot.shooter:
            return [spec("suggest_target", target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET)), spec("pass")]
        if shot.stage == "name_role":
            return [spec("name_role", target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET),
                         role=one_of(hunt_roles(game.role_deck(state.config)), Reject.NOT_A_ROLE_OPTION))]
        kinds = shot_kinds(state.config["options"]["roles_in_play"], state.config["options"])
        hunt = "cleric" in kinds and bool(hunt_roles(state.plan.role_deck))
        key = (tuple(targets), tuple(kinds), hunt)
        specs = SHOT_SPECS.get(key)
        if specs is None:
            specs = []
            if "merlin" in kinds:
                specs.append(spec("assassinate", target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET)))
            if "lovers" in kinds:
                specs.append(spec("assassinate_lovers", targets=subset(targets, 2, Reject.NOT_ELIGIBLE_TARGET)))
            if hunt:
                specs.append(spec("hunt_cleric", target=one_of(targets, Reject.NOT_ELIGIBLE_TARGET)))
            if len(SHOT_SPECS) < SHOT_SPECS_KEPT:  # a few per table size: made once, shared read-only
                specs = SHOT_SPECS[key] = shared(specs)
        return specs

    def perform(self, game, state, seat, command):
        shot = state.assassination
        kind = command["kind"]
        if kind in ("suggest_target", "pass"):
            shot.suggestions[seat] = command.get("target")
            evil = tuple(s for s in range(state.players) if state.sides[s] == "evil")
            emit(state, "target_suggested", evil, seat=seat, target=command.get("target"))
            return
        state.add_public(seat, command)
        roles = state.roles
        if kind == "assassinate":
            target = command["target"]
            emit(state, "shot_fired", shooter=seat, shot="merlin", targets=[target])
            self._end(game, state, roles[target] == MERLIN, "merlin_assassinated", "merlin", [target])
        elif kind == "assassinate_lovers":
            targets = sorted(command["targets"])
            emit(state, "shot_fired", shooter=seat, shot="lovers", targets=targets)
            self._end(game, state, sorted(roles[t] for t in targets) == sorted(LOVERS), "lovers_assassinated", "lovers", targets)
        elif kind == "hunt_cleric":
            target = command["target"]
            emit(state, "shot_fired", shooter=seat, shot="cleric", targets=[target])
            if roles[target] != CLERIC:
                self._end(game, state, False, "", "cleric", [target])
                return
            shot.stage, shot.cleric, shot.suggestions = "name_role", target, {}
            for other in range(state.players):  # the Cleric is revealed to everyone (§3.8 #3)
                if other != target:
                    state.learn(other, {"fact": "role", "seat": target, "role": CLERIC, "source": "cleric_hunt"})
            emit(state, "cleric_revealed", seat=target)
        else:  # name_role, the Cleric hunt's second step
            target, role = command["target"], command["role"]
            emit(state, "shot_fired", shooter=seat, shot="cleric_role", targets=[target], role=role)
            self._end(game, state, roles[target] == role, "cleric_hunt_succeeded", "cleric_role", [target])

    @staticmethod
    def _end(game, state, hit: bool, reason: str, shot: str, targets: list[int]) -> None:
        state.end = None
        if hit:
            finish(game, state, game.evil, reason, shot=shot, targets=targets)
        else:
            finish(game, state, game.good, "assassination_missed", shot=shot, targets=targets)
        flow.advance(game, state)

    def view(self, game, state, viewer):
        shot = state.assassination
        data = {"shooter": shot.shooter, "stage": shot.stage, "cleric": shot.cleric}
        evil_viewer = isinstance(viewer, int) and state.sides[viewer] == "evil"
        if state.config["options"]["team_assassination"] and (evil_viewer or viewer == OMNISCIENT):
            data["suggestions"] = {str(s): t for s, t in sorted(shot.suggestions.items())}
        return data
