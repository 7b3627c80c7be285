"""What the expert would have done at one decision, and why, from the bot's own numbers.

A thin layer over the bots: it asks the expert bot for its command on the seat's view and events, then
asks the same belief and team functions the bot decides with (worlds, team_score, the next leader's
team, the spies' rules, the assassin's Merlin odds) for the numbers that explain it, and picks the
reason template (reasons.py) that matches the command. Only the view and the events go in: what the
seat could know then, nothing later (tests/review: the no-hindsight test).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from ..bots.coach import belief as coach_belief
from ..bots.skilled_bot import ExpertBot

MISSION_GAMES = ("resistance", "avalon")
# The searches stop at a time budget, a safety stop for a very slow machine; the number of worlds is
# fixed. The review waits longer, so that its answer is the same on a busy machine (and in the golden test).
REVIEW_BUDGET = 60.0


class PatientExpert(ExpertBot):
    """The expert level, with a longer safety stop on its searches."""

    def _player_for(self, game_name: str):
        self.skill = replace(self.skill, search_budget=REVIEW_BUDGET)
        player = super()._player_for(game_name)
        if game_name == "bodyguard":
            player.skill = replace(player.skill, budget=REVIEW_BUDGET)
        return player


@dataclass
class Advice:
    command: dict
    code: str
    params: dict = field(default_factory=dict)


def expert_advice(game_name: str, seat: int, view: dict, events: list[dict]) -> Advice:
    bot = PatientExpert(game_name, seat, random.Random(0))  # a fresh bot: its choice depends on the view only
    bot.observe(events)
    command = bot.decide(view)
    if game_name in MISSION_GAMES:
        return _mission_reason(bot.player, view, command)
    if game_name == "bodyguard":
        return _bodyguard_reason(view, events, command)
    return Advice(command, "expert_plays", {"expert": command})


def seat_belief(game_name: str, view: dict, events: list[dict]) -> dict[int, float]:
    """The coach's P(spy) (mission games) or P(assassin) (Bodyguard) for each seat."""
    data = coach_belief(game_name, view, events)
    odds = data.get("evil") or data.get("assassin") or {}
    return {int(seat): float(p) for seat, p in odds.items()}


# ---- mission games ---------------------------------------------------------------------------------
def _mission_reason(player, view: dict, command: dict) -> Advice:
    from ..bots.mission import avalon, evil
    from ..bots.mission.reading import Table
    from ..bots.mission.worlds import mask_of

    table = Table(view)
    last = player.searcher.last if player.searcher is not None else {}
    if last.get("choice") and command in last["candidates"]:
        values = last["values"]
        return Advice(command, "search", {"expert": command, "worlds": last["plays"], "win": values[last["choice"]],
                                          "other": values[0], "alternative": last["candidates"][0]})
    kind = command["kind"]
    worlds = player.worlds(table)
    if kind == "vote" and not table.i_am_evil:
        if table.vote_track >= 4:
            return Advice(command, "hammer")
        return _good_vote_reason(player, table, worlds, command)
    if kind == "vote":
        dirty = evil.team_can_fail(table, table.team)
        spies = [s for s in table.known_evil if s in table.team]
        if command["approve"]:
            return Advice(command, "spy_back", {"spies": spies}) if dirty else Advice(command, "spy_blend")
        return Advice(command, "spy_hide") if dirty else Advice(command, "spy_sink")
    if kind == "propose_team":
        team = sorted(command["team"])
        if table.i_am_evil:
            public = player.worlds(table, public=True)
            return Advice(command, "spy_propose", {"team": team, "clean": public.team_odds(mask_of(team), table.needed())[0],
                                                   "spies": [s for s in table.known_evil if s in team]})
        return Advice(command, "propose_trusted", {"team": team, "clean": worlds.team_odds(mask_of(team), table.needed())[0]})
    if kind == "mission_card" and table.i_am_evil:
        return Advice(command, *_card_reason(table, command))
    if kind == "assassinate":
        from ..bots.mission.player import MissionPlayer

        merlin = avalon.simulated_odds(table, MissionPlayer, random.Random(0))
        return Advice(command, "shoot_merlin", {"target": command["target"], "odds": merlin.get(command["target"], 0.0)})
    return Advice(command, "expert_plays", {"expert": command})


def _good_vote_reason(player, table, worlds, command: dict) -> Advice:
    """The numbers good.approve compares: the team's chance to be clean (where my vote decides it, at
    the levels that judge so) against the team a rejection brings, or my own if I lead before the hammer;
    or, where the level votes by a bar, against that bar."""
    from ..bots.mission import good
    from ..bots.mission.teams import best_team, team_score, trust_order
    from ..bots.mission.worlds import mask_of

    rng = random.Random(0)
    needed = table.needed()
    odds = worlds.spy_probability()
    clean = team_score(worlds, mask_of(table.team), needed)
    decisive = good.decisive_clean(table, worlds, player.model, needed) if good.judges_where_vote_decides(table, player.skill) else None
    value = clean if decisive is None else decisive
    bar = good.vote_bar(table, player.skill, player.home_chance(table))
    if bar is not None:  # the vote is a bar there (good.vote_bar), not a comparison
        return Advice(command, "approve_bar" if command["approve"] else "reject_bar", {"clean": max(0.0, value), "bar": bar})
    rejected = good.alternative(table, worlds, player.worlds(table, public=True), rng, len(table.team), needed)
    own = None
    if good.holds_out_for_own_lead(table, player.skill):
        order = trust_order(odds, range(table.players), rng)
        own = best_team(worlds, len(table.team), needed, [table.me], order)[0]
    bar = max(rejected, own) if own is not None else rejected
    shown = {"clean": max(0.0, value), "alternative": max(0.0, bar)}
    if command["approve"]:
        return Advice(command, "approve_clean", shown)
    if own is not None and own > rejected:
        return Advice(command, "reject_own_lead", shown)
    if decisive is not None:
        return Advice(command, "reject_decisive", shown)
    suspect = max(table.team, key=lambda s: (odds[s], -s))
    return Advice(command, "reject_suspect", {"suspect": suspect, "suspect_odds": odds[suspect], **shown})


def _card_reason(table, command: dict) -> tuple[str, dict]:
    """Which of the spies' card rules (bots/mission/evil.mission_card) the card follows."""
    needed = table.needed()
    aboard = sorted(s for s in table.known_evil if s in table.team)
    if command["card"] != "success":
        return "spy_fail", {"needed": needed}
    if len(aboard) < needed:
        return "spy_alone", {"needed": needed}
    if table.me not in aboard[:needed]:
        return "spy_other_fails", {"spy": aboard[0]}
    return "spy_lay_low", {}


# ---- Bodyguard -------------------------------------------------------------------------------------
def _bodyguard_reason(view: dict, events: list[dict], command: dict) -> Advice:
    """A play aimed at a seat: what that seat most likely was, to the hard level's belief (bodyguard/belief.py)."""
    if command["kind"] == "rescue":
        return Advice(command, "rescue")
    target = command.get("target")
    if isinstance(target, int):
        roles = coach_belief("bodyguard", view, events).get("roles", {}).get(str(target))
        if roles:
            role = max(sorted(roles), key=lambda r: roles[r])
            return Advice(command, "target_read", {"expert": command, "target": target, "role": role, "odds": float(roles[role])})
    return Advice(command, "expert_plays", {"expert": command})
