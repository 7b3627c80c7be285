"""The gauntlet's styles for The Resistance and Avalon: six ways of playing from the published bots.

Each style is a whole strategy for both sides, written from how the 2012 AiGameDev Resistance
competition entries play (their strategies, not their code):
- reader: a strict vote reader in the line of Invalidator and Bounder: rates every spy configuration
  by how well it explains votes, selections and missions, assuming spies back every team they can
  fail; as a spy it plays that way itself.
- paranoid: ScepticBot's "don't trust anyone": rejects every team it is not on and every team holding
  a seat that rode a failed mission; as a spy it keeps that face and fails whenever it may.
- aggressive: the early saboteur: as a spy it fails every mission it is on, from the first, every spy
  aboard, and sends its fellow spies; as resistance it counts who rode failed missions.
- cautious: the spy who votes and proposes exactly as its resistance self would from what the table
  sees, and fails only when it wins or when good would otherwise win.
- deceiver: builds trust first: as a spy it lets the first two missions succeed and sends clean teams
  to be trusted, then fails; as resistance it trusts those who rode successful missions.
- statistician: after the Statistician entry: learns each seat's voting tendencies over the game
  (how often it backs teams by their likely side, fitted to this seat's own votes) and reads votes
  with those per-seat rates; picks teams by a roulette wheel of trust.
Avalon: known seats (Merlin's sight, Percival's pair) are hard facts in every style's belief; the
assassin shoots the seat whose play looked most knowing (avalon.assassinate). Morgana held by a
cautious or deceiver seat poses as Merlin for Percival (the published Morgana: "act as Merlin would"):
she names suspects as a Merlin names the evil seats he sees, and votes and proposes as her style's
own Merlin would if those were the evil seats, off the deciding points (two fails or two successes
on the board, the hammer), where she plays for evil; she fails a mission only where a suspect rides
with her (her Merlin's world explains the fail) or at a deciding point. The cautious Morgana frames
good seats (the seat likeliest Merlin by evil's reading, avalon.merlin_odds, and the next), the
deceiver frames the likeliest Merlin and buses a partner (a world where she is Merlin and the other
of Percival's pair is Morgana then explains her play); the suspects follow the reading until the
first mission is played, then stay fixed, as a Merlin's sight does.
"""
from __future__ import annotations

import random

from ..fallback import choices, fallback_command, find_spec
from ..mission import avalon, opponents, powers
from ..mission.readers import STRICT, Likelihoods, belief
from ..mission.reading import Table
from ..mission.worlds import Worlds, mask_of


MORGANA = "morgana"


class MissionStyle:
    """One style's play; subclasses override the rules where their strategy differs."""

    name = "style"
    likelihoods: Likelihoods = STRICT
    # How this style's Morgana poses as Merlin (None: she plays as any evil seat of the style):
    # "frame" names good seats only, "bus" the likeliest Merlin and a partner.
    morgana_poses: str | None = None

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._suspects: list[int] | None = None  # the posing Morgana's, once fixed
        self._order: list[int] | None = None  # her tie-break among seats, drawn once

    # ---- Morgana posing as Merlin ----------------------------------------------------------------
    def poses(self, table: Table) -> bool:
        deck = table.view.get("role_deck") or ()
        return bool(self.morgana_poses) and table.role == MORGANA and avalon.PERCIVAL in deck

    def deciding(self, table: Table) -> bool:
        """Where the posing Morgana stops posing: the next mission can end the game, or the hammer."""
        return table.fails >= 2 or table.successes >= 2 or table.vote_track >= 4

    def suspects(self, table: Table) -> list[int]:
        """The seats she names as the evil ones her Merlin sees (as many as Merlin sees: all evil
        seats but a Mordred): the good seat likeliest Merlin by evil's reading, then the next (frame)
        or one of her partners (bus). Followed until a mission is played, then fixed."""
        if self._suspects is not None:
            return self._suspects
        deck = table.view.get("role_deck") or ()
        sight = table.evil_count - (1 if "mordred" in deck else 0)
        known = set(table.known_evil)
        if self._order is None:
            self._order = list(range(table.players))
            self.rng.shuffle(self._order)
        goods = [s for s in self._order if s not in known]
        partners = [s for s in self._order if s in known and s != table.me]
        odds = avalon.merlin_odds(table)
        ranked = sorted(goods, key=lambda s: -round(odds.get(s, 0.0), 6))  # stable: ties in her drawn order
        rest = partners if self.morgana_poses == "bus" else ranked[1:]
        named = sorted(list(dict.fromkeys(ranked[:1] + rest + ranked[1:]))[:max(1, sight)])
        if table.view.get("mission_order"):
            self._suspects = named
        return named

    def posed_table(self, table: Table) -> Table:
        """The table as her Merlin would see it: she is good, her suspects the evil seats he sees."""
        view = table.view
        facts = [{"fact": "role", "seat": table.me, "role": avalon.MERLIN, "source": "reveal"}]
        facts += [{"fact": "side", "seat": s, "side": table.evil_side, "source": "reveal"} for s in self.suspects(table)]
        return Table({**view, "you": {"seat": table.me, "role": avalon.MERLIN, "side": table.good_side},
                      "knowledge": facts})

    def posed_fails(self, table: Table) -> bool:
        """She fails only where her Merlin's world explains it (a suspect aboard) or the game hangs on it."""
        if not self.my_share(table):
            return False
        return self.deciding(table) or any(s in table.team for s in self.suspects(table))

    # ---- belief ---------------------------------------------------------------------------------
    def worlds(self, table: Table, public: bool = False) -> Worlds:
        return belief(table, self.likelihoods, public)

    def odds(self, table: Table, public: bool = False) -> list[float]:
        return self.worlds(table, public).spy_probability()

    # ---- dispatch -------------------------------------------------------------------------------
    def decide(self, view: dict) -> dict:
        specs = view["legal"]
        kind = view.get("pending") or specs[0]["kind"]
        table = Table(view)
        posing = table.i_am_evil and self.poses(table)
        if kind == "propose_team" and find_spec(specs, "propose_team"):
            slots = [s for spec in specs for s in choices(spec, "mission")] or [table.slot]
            slot = min((s for s in slots if table.needed(s) == 1), default=slots[0])
            if posing and not self.deciding(table):
                team = self.good_team(self.posed_table(table), slot)
            else:
                team = self.evil_team(table, slot) if table.i_am_evil else self.good_team(table, slot)
            command = {"kind": "propose_team", "team": sorted(team)}
            if any("mission" in spec["params"] for spec in specs):
                command["mission"] = slot
            return command
        if kind == "vote" and find_spec(specs, "vote"):
            allowed = choices(find_spec(specs, "vote"), "approve")
            if len(allowed) == 1:
                return {"kind": "vote", "approve": allowed[0]}
            if table.vote_track >= 4 and not table.i_am_evil:
                return {"kind": "vote", "approve": True}  # a fifth rejection hands evil the game
            if posing and not self.deciding(table):
                return {"kind": "vote", "approve": bool(self.good_vote(self.posed_table(table)))}
            yes = self.evil_vote(table) if table.i_am_evil else self.good_vote(table)
            return {"kind": "vote", "approve": bool(yes)}
        if kind == "mission_card" and find_spec(specs, "mission_card"):
            cards = choices(find_spec(specs, "mission_card"), "card")
            fail = next((c for c in cards if c != "success"), None)
            fails = self.posed_fails if posing else self.fails
            if "success" not in cards or (fail is not None and table.i_am_evil and fails(table)):
                return {"kind": "mission_card", "card": fail or cards[0]}
            return {"kind": "mission_card", "card": "success"}
        if find_spec(specs, "assassinate") or kind in ("assassinate", "hunt_cleric", "suggest_target", "name_role"):
            command = avalon.assassinate(specs, table, self.rng)
            if command is not None:
                return command
        return powers.answer(kind, specs, table, self.worlds(table), self.rng) or fallback_command(specs, self.rng)

    # ---- shared pieces --------------------------------------------------------------------------
    def trusted_team(self, table: Table, slot: int, odds: list[float], must: list[int]) -> list[int]:
        """`must` plus the least suspected others (ties in a random order)."""
        others = [s for s in range(table.players) if s not in must]
        self.rng.shuffle(others)
        others.sort(key=lambda s: round(odds[s], 6))
        return [*must, *others[: table.team_size(slot) - len(must)]][: table.team_size(slot)]

    def clean_chance(self, worlds: Worlds, team: list[int], table: Table) -> float:
        return worlds.team_odds(mask_of(team), table.needed())[0]

    def my_share(self, table: Table) -> bool:
        """Coordinated sabotage: the lowest-seat known spies aboard fail, as many as needed; a blind
        spy (Oberon) fails alone only where one fail is enough."""
        aboard = sorted(s for s in table.known_evil if s in table.team)
        if len(table.known_evil) < table.evil_count:
            return table.needed() == 1
        return len(aboard) >= table.needed() and table.me in aboard[: table.needed()]

    def can_fail(self, table: Table, team: list[int]) -> bool:
        return sum(1 for s in table.known_evil if s in team) >= table.needed() or (
            table.me in team and len(table.known_evil) < table.evil_count)

    # ---- the default (reader) play ---------------------------------------------------------------
    def good_team(self, table: Table, slot: int) -> list[int]:
        return self.trusted_team(table, slot, self.odds(table), [table.me])

    def good_vote(self, table: Table) -> bool:
        worlds = self.worlds(table)
        best = self.clean_chance(worlds, self.trusted_team(table, table.slot, worlds.spy_probability(), [table.me]), table)
        return self.clean_chance(worlds, table.team, table) >= best - 0.1

    def evil_team(self, table: Table, slot: int) -> list[int]:
        spies = [s for s in table.known_evil if s != table.me]
        must = [table.me, *spies[: max(0, table.needed(slot) - 1)]]
        return self.trusted_team(table, slot, self.odds(table, public=True), must)

    def evil_vote(self, table: Table) -> bool:
        return self.can_fail(table, table.team)

    def fails(self, table: Table) -> bool:
        return self.my_share(table)


class Reader(MissionStyle):
    name = "reader"


def _failed_riders(table: Table) -> dict[int, int]:
    """How many failed missions each seat rode."""
    count = {s: 0 for s in range(table.players)}
    for record, _ in table.mission_records():
        if record["fails"]:
            for seat in record["team"]:
                count[seat] += 1
    return count


def _success_riders(table: Table) -> dict[int, int]:
    count = {s: 0 for s in range(table.players)}
    for record, _ in table.mission_records():
        if not record["fails"]:
            for seat in record["team"]:
                count[seat] += 1
    return count


class Paranoid(MissionStyle):
    """Don't trust anyone: only teams I am on, with nobody who rode a failed mission."""

    name = "paranoid"
    likelihoods = Likelihoods(spy_approves_dirty=0.8, spy_approves_clean=0.3, good_approves_dirty=0.5,
                              good_approves_clean=0.7, spy_leader_dirty=0.9, good_leader_dirty=0.5, passing=0.2,
                              reads_votes=False)

    def good_team(self, table, slot):
        failed = _failed_riders(table)
        odds = self.odds(table)
        return self.trusted_team(table, slot, [odds[s] + failed[s] for s in range(table.players)], [table.me])

    def good_vote(self, table):
        if table.me not in table.team:
            return False
        failed = _failed_riders(table)
        odds = self.odds(table)
        prior = table.evil_count / (table.players - 1)  # a seat nothing is known about
        return all(failed[s] == 0 and odds[s] <= prior + 0.05 for s in table.team if s != table.me)

    def evil_vote(self, table):
        return table.me in table.team or (table.vote_track >= 4 and self.can_fail(table, table.team))


class Aggressive(MissionStyle):
    """The early saboteur: every spy aboard fails every mission; as resistance, counts failed rides."""

    name = "aggressive"
    likelihoods = Likelihoods(spy_approves_dirty=0.9, spy_approves_clean=0.2, good_approves_dirty=0.6,
                              good_approves_clean=0.8, spy_leader_dirty=0.95, good_leader_dirty=0.4, passing=0.05,
                              reads_votes=False)

    def good_vote(self, table):
        failed = _failed_riders(table)
        on = sorted(failed[s] for s in table.team if s != table.me)
        off = sorted(failed[s] for s in range(table.players) if s != table.me and s not in table.team)
        return sum(on) <= sum(off[: len(on)]) or not any(on)

    def good_team(self, table, slot):
        failed = _failed_riders(table)
        return self.trusted_team(table, slot, [float(failed[s]) for s in range(table.players)], [table.me])

    def evil_team(self, table, slot):
        spies = [s for s in table.known_evil if s != table.me]
        return self.trusted_team(table, slot, [0.0 if s in spies else 1.0 for s in range(table.players)], [table.me])

    def fails(self, table):
        return True


class Cautious(MissionStyle):
    """Votes and proposes as its resistance self would from what the table sees; fails only to win."""

    name = "cautious"
    morgana_poses = "frame"
    likelihoods = Likelihoods(spy_approves_dirty=0.75, spy_approves_clean=0.45, good_approves_dirty=0.55,
                              good_approves_clean=0.8, spy_leader_dirty=0.8, good_leader_dirty=0.4, passing=0.2)

    def good_vote(self, table, worlds=None):
        worlds = worlds or self.worlds(table)
        best = self.clean_chance(worlds, self.trusted_team(table, table.slot, worlds.spy_probability(), [table.me]), table)
        return self.clean_chance(worlds, table.team, table) >= best - 0.15

    def evil_team(self, table, slot):
        return self.trusted_team(table, slot, self.odds(table, public=True), [table.me])

    def evil_vote(self, table):
        if table.fails >= 2 and self.can_fail(table, table.team):
            return True
        if table.successes >= 2 and not self.can_fail(table, table.team):
            return False
        if table.vote_track >= 4:
            return True
        return self.good_vote(table, self.worlds(table, public=True))

    def fails(self, table):
        if not self.my_share(table):
            return False
        return table.fails >= 2 or table.successes >= 2 or (table.fails + table.successes >= 1 and len(table.team) >= 3)


class Deceiver(MissionStyle):
    """Builds trust first: clean teams and successes for two missions, then the knife."""

    name = "deceiver"
    morgana_poses = "bus"
    likelihoods = Likelihoods(spy_approves_dirty=0.7, spy_approves_clean=0.5, good_approves_dirty=0.6,
                              good_approves_clean=0.75, spy_leader_dirty=0.7, good_leader_dirty=0.45, passing=0.35)

    def trust(self, table):
        failed, succeeded = _failed_riders(table), _success_riders(table)
        return [2.0 * failed[s] - 0.5 * succeeded[s] for s in range(table.players)]

    def good_team(self, table, slot):
        odds = self.odds(table)
        trust = self.trust(table)
        return self.trusted_team(table, slot, [odds[s] + 0.2 * trust[s] for s in range(table.players)], [table.me])

    def good_vote(self, table):
        trust = self.trust(table)
        return all(trust[s] <= 0 for s in table.team if s != table.me) or self.clean_chance(
            self.worlds(table), table.team, table) >= 0.6

    def building(self, table) -> bool:
        return table.fails + table.successes < 2 and table.successes < 2

    def evil_team(self, table, slot):
        if self.building(table):
            spies = set(table.known_evil) - {table.me}
            trust = self.trust(table)
            return self.trusted_team(table, slot, [9.0 if s in spies else trust[s] for s in range(table.players)], [table.me])
        return super().evil_team(table, slot)

    def evil_vote(self, table):
        if self.building(table):
            return not any(s in table.known_evil for s in table.team if s != table.me)
        return self.can_fail(table, table.team)

    def fails(self, table):
        return self.my_share(table) and not self.building(table)


class Statistician(MissionStyle):
    """Learns each seat's voting tendencies over the game and reads votes with them."""

    name = "statistician"
    likelihoods = Likelihoods(spy_approves_dirty=0.85, spy_approves_clean=0.35, good_approves_dirty=0.6,
                              good_approves_clean=0.8, spy_leader_dirty=0.85, good_leader_dirty=0.45, passing=0.15)
    PRIOR = 3.0  # pseudo-votes behind each learned rate

    def worlds(self, table, public=False):
        base = belief(table, Likelihoods(**{**self.likelihoods.__dict__, "reads_votes": False}), public)
        rates = self.learned_rates(table, base)
        return belief(table, self.likelihoods, public, rates=lambda seat, spy, dirty, on: rates[seat][(spy, dirty)])

    def learned_rates(self, table, base: Worlds) -> list[dict]:
        """Per seat, P(approve | its side, the team's) fitted to its own votes, each vote weighed by
        the mission-only belief (one expectation step), shrunk towards the prior."""
        like = self.likelihoods
        yes = [{key: self.PRIOR * like.approve(*key) for key in _KEYS} for _ in range(table.players)]
        seen = [{key: self.PRIOR for key in _KEYS} for _ in range(table.players)]
        records = [r for r in table.vote_records() if not r["hammer"]]
        for mask, weight in base.masks:
            for record in records:
                dirty = bool(mask & mask_of(record["team"]))
                for seat, approve in record["votes"].items():
                    key = (bool((mask >> seat) & 1), dirty)
                    seen[seat][key] += weight
                    yes[seat][key] += weight * approve
        return [{key: yes[s][key] / seen[s][key] for key in _KEYS} for s in range(table.players)]

    def good_team(self, table, slot):
        odds = self.odds(table)
        team = [table.me]
        while len(team) < table.team_size(slot):  # a roulette wheel of trust
            others = [s for s in range(table.players) if s not in team]
            weights = [max(1e-3, 1.0 - odds[s]) ** 2 for s in others]
            team.append(self.rng.choices(others, weights)[0])
        return team

    def good_vote(self, table):
        odds = self.odds(table)
        on = sum(odds[s] for s in table.team if s != table.me)
        off = sum(odds[s] for s in range(table.players) if s != table.me and s not in table.team)
        others_off = table.players - len(table.team) - (0 if table.me in table.team else 1)
        return on / max(1, len(table.team) - (table.me in table.team)) <= off / max(1, others_off) + 0.05


_KEYS = [(spy, dirty) for spy in (True, False) for dirty in (True, False)]

MISSION_STYLES: dict[str, type[MissionStyle]] = {
    cls.name: cls for cls in (Reader, Paranoid, Aggressive, Cautious, Deceiver, Statistician)}
opponents.PROGRAMS.update(MISSION_STYLES)  # the expert's spy playouts seat these (Skill.style_playouts)
