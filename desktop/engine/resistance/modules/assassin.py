"""The Assassin module of Hidden Agenda: The Resistance's answer to Merlin (REFERENCE.md §5.3).

The Commander knows the spies except Deep Cover; after the third success the Assassin gets one shot
at the Commander. Optional roles: Body Guard, False Commander, Deep Cover, Blind Spy.
"""
from __future__ import annotations

from ...core import Option, Reject, one_of, spec
from ..features import Feature, RoleInfo, Step
from ..steps import emit, finish

MODULE = "assassin_module"
COMMANDER, ASSASSIN = "commander", "assassin"
BODY_GUARD, FALSE_COMMANDER, DEEP_COVER, BLIND_SPY = "body_guard", "false_commander", "deep_cover", "blind_spy"
OPTIONAL_ROLES = (BODY_GUARD, FALSE_COMMANDER, DEEP_COVER, BLIND_SPY)

ROLES = {
    COMMANDER: RoleInfo(evil=False),
    BODY_GUARD: RoleInfo(evil=False),
    ASSASSIN: RoleInfo(evil=True),
    FALSE_COMMANDER: RoleInfo(evil=True),
    DEEP_COVER: RoleInfo(evil=True),
    # Like Oberon: unknown to the spies and blind to them, but the Commander sees it.
    BLIND_SPY: RoleInfo(evil=True, sees_evil=False, seen_by_evil=False),
}

HELP = {
    MODULE: "Assassin module: the Commander knows the spies; after three successes the Assassin may shoot the Commander.",
    BODY_GUARD: "Body Guard (Resistance): sees the Commander and the False Commander, not knowing which is which.",
    FALSE_COMMANDER: "False Commander (spy): looks like the Commander to the Body Guard.",
    DEEP_COVER: "Deep Cover (spy): hidden from the Commander.",
    BLIND_SPY: "Blind Spy: the spies do not know it and it does not know them; the Commander does.",
}


def seats_with(roles: list[str], *wanted: str) -> list[int]:
    return [seat for seat, role in enumerate(roles) if role in wanted]


class AssassinModule(Feature):
    name = MODULE
    switch = MODULE

    def options(self):
        return [Option(key, "bool", False, HELP[key]) for key in (MODULE, *OPTIONAL_ROLES)]

    def roles(self):
        return dict(ROLES)

    def special_roles(self, game, config):
        return [COMMANDER, ASSASSIN, *(role for role in OPTIONAL_ROLES if config["options"].get(role))]

    def reveal_facts(self, game, config, roles, first_leader, seat):
        """The Commander sees every spy but Deep Cover; the Body Guard sees the two Commanders (§5.3)."""
        if roles[seat] == COMMANDER:
            return [{"fact": "side", "seat": other, "side": game.evil, "source": "reveal"}
                    for other, role in enumerate(roles) if game.role_table[role].evil and role != DEEP_COVER]
        if roles[seat] == BODY_GUARD:
            return [{"fact": "candidates", "seats": seats_with(roles, COMMANDER, FALSE_COMMANDER),
                     "roles": [COMMANDER, FALSE_COMMANDER], "source": "reveal"}]
        return []

    def steps(self):
        return [Assassination()]

    def three_successes(self, game, state):
        return [Assassination.name]

    def consistent(self, game, view, roles):
        if view["phase"] == Assassination.name:  # the shooter is on show
            return all(roles[seat] == ASSASSIN for seat in view["waiting_for"])
        return True


def seen_as_evil(game, state, seat: int) -> set[int]:
    """Seats `seat` knows to be evil, from any fact it holds."""
    return {fact["seat"] for fact in state.knowledge[seat]
            if fact.get("side") == game.evil and fact["fact"] in ("side", "role")}


class Assassination(Step):
    """One shot at the Commander; not at yourself, nor at anyone you see as a spy (§5.3, §6b #6)."""

    name = "assassination"

    def enter(self, game, state):
        return True

    def pending(self, game, state):
        return {seat: "assassinate" for seat in seats_with(state.roles, ASSASSIN)}

    def legal(self, game, state, seat):
        excluded = seen_as_evil(game, state, seat) | {seat}
        return [spec("assassinate", target=one_of([s for s in range(state.players) if s not in excluded],
                                                  Reject.NOT_ELIGIBLE_TARGET))]

    def perform(self, game, state, seat, command):
        target = command["target"]
        hit = state.roles[target] == COMMANDER
        state.add_public(seat, command)
        emit(state, "assassination", assassin=seat, target=target, hit=hit)
        finish(game, state, game.evil if hit else game.good,
               "commander_assassinated" if hit else "assassination_missed", assassin=seat, target=target)
