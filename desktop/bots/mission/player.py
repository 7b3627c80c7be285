"""A mission-game player (The Resistance, Avalon) at one skill level: reads the view, answers a request."""
from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

from ...engine import GAMES
from ..fallback import choices, fallback_command, find_spec
from ..skill import Skill
from . import avalon, evil, good, merlin, powers
from .calibrated import measured_model
from .cover import TableReading
from .reading import Table
from .search import Searcher
from .teams import team_score, trust_order
from .worlds import DEFAULT_MODEL, PlayModel, SoftEvidence, Worlds, build_worlds, home_table_chance, mask_of


# Every vote is searched at up to this many players (at 7 only decisive ones: see GOOD_VOTE_MARGIN_AT). Every good vote
# at 7 too: +0.0113 [-0.005, +0.028] at Resistance 7 (s47-r7c, 1,500), -0.010 at home; +0.001 at Avalon 7 (s47-a7v).
EVERY_VOTE_UP_TO = 6
WORLDS_AT_7 = 16  # worlds for a searched 7-player vote or card
# Where a spy's searched votes and cards take SPY_WORLDS worlds instead, by (game, players): a knob for screens.
# Resistance 7 spies: +0.0090 [+0.0000, +0.0180] (s47-r7w24s, both sides' worlds), then +0.0050 [-0.0026, +0.0126]
# on a fresh seed (s47-r7s24, 1,000 spy deals): not listed.
SPY_WORLDS_AT: frozenset = frozenset()
SPY_WORLDS = 24
# A 7-player good leader compares the hard team with the five most trusted teams, in 24 worlds, and takes
# the best whose mean paired gain passes WIDE_MARGIN. There the playouts rank teams well (their gain
# against the oracle's: correlation +0.41 over 128 team pairs, benchmarks/search_oracle.py --records,
# seed v3) but its votes not at all (+0.00 over 89 votes); the two-standard-error rule overrode 4
# proposals in 32 (+0.010 oracle gain), a 0.05 margin 13 (+0.080 +- 0.090).
WIDE_TEAMS = 5
WIDE_WORLDS = 24
WIDE_MARGIN = 0.05
# Decisions the playouts cannot rank, by (game, players, kind, evil): there the hard choice stands unsearched,
# so the expert is never worse than hard on them. Correlation of the playouts' gain with the oracle's
# (benchmarks/search_oracle.py --records, README "which decisions the playouts can rank"): good votes
# at 7 players -0.09 and +0.00 (seeds v1, v3), spy leaders' teams +0.09 over 137 team pairs (seed q7s;
# its one override there lost 0.81 of a game). Spy cards at 7 (+0.85) and good leaders' teams (+0.41) stay
# searched, and so do spy votes since their playouts seat the style programs (+0.05 over 122 before them,
# 0.57 with them: ARGMAX_SPIES_AT), and good votes since theirs do too (0.40: GOOD_VOTE_MARGIN_AT).
# Measured in The Resistance only (Avalon's are unmeasured).
# Where the expert's electable team (good.electable_team: it predicts the table's votes as the usual
# player's, which the gauntlet's readers are not) lost whole games to hard's team, its good leader sends
# hard's: Resistance 7, resistance side, 175 gauntlet deals (seed xr2), -0.040 [-0.086, +0.006] with it,
# +0.000 [-0.032, +0.032] without (README "the expert at Resistance 7 plays hard's unsearched team").
# Resistance 5 (resgood: a paired screen of good-side deals, search off, gauntlet; spy_ablation.py --side resistance): hard + the electable
# team -0.007 [-0.018, +0.005] over 3,000 deals (seed resgood-s5); with the expert's 1.5 soft weight, the
# electable team +0.000 [-0.013, +0.013], hard's team +0.008 [+0.000, +0.016] (3,000, resgood-s5b).
HARD_TEAMS_AT = frozenset({("resistance", 5), ("resistance", 7)})
UNRANKED = frozenset({("resistance", 7, "propose_team", True)})
# ... and those not searched on the first mission. The good leader's search at Resistance 7 cost in our
# own field (s43-r7home2: without it +0.0125 [+0.002, +0.023] over 2,000 deals) and paid a little in the
# gauntlet (s43-r7ns: -0.0065 without it); without it on the first mission only (s43-r7f1, 1,500 deals a
# field): +0.0073 [-0.003, +0.017] at home, +0.0060 [-0.003, +0.015] in the gauntlet (benchmarks/README.md).
# At Avalon 7 the same (s43-a7s + s43-a7f1, 2,400 gauntlet deals): +0.0088 [+0.002, +0.016]; at home -0.0040
# [-0.018, +0.010] (1,000).
FIRST_UNRANKED = frozenset({("resistance", 7, "propose_team", False), ("avalon", 7, "propose_team", False)})
# Where a spy's searched decision takes the playouts' best candidate (any mean paired gain: search.choose's
# margin 0) instead of the two-error rule, by (game, players, kind). With the style programs in a spy's
# playouts (Skill.style_playouts) a 7-player spy's decisive votes rank (search_oracle.py, s45-o2 + o3:
# correlation with the oracle 0.57 over 1,093 votes; the two-error rule changed 11 of them, the playouts'
# best 106, oracle gain +0.0053 [+0.0008, +0.0098] a vote). Resistance 7 spies, gauntlet, s45-r7v (1,500
# deals): +0.0253 [+0.016, +0.035] over the expert without it; at home (s45-r7vn, 500) the same games.
# Avalon 7 evil (the playouts' best at votes, cards and teams, with the programs): -0.020 [-0.037, -0.003]
# at home (s45-a7pn); Avalon 5 evil: -0.005 in the gauntlet (s45-a5p); the Resistance 7 spy's cards too:
# -0.0175 [-0.030, -0.005] at home (s45-r7cn): none listed.
ARGMAX_SPIES_AT: frozenset = frozenset({("resistance", 7, "vote")})
# Where a spy's searched decision overrides hard's on a mean paired gain above SPY_MARGIN (a knob for screens).
# Avalon 7 evil's decisive votes with the programs (search.AVALON_EVIL_PROGRAMS_AT) at 0.10: +0.0080 [+0.0007,
# +0.0153] over the expert (s47-a7e, 1,000 evil deals; the levels differ on 130, evil wins 85%): short of +0.01.
SPY_MARGIN_AT: frozenset = frozenset()
SPY_MARGIN = 0.10
# Where a spy's every vote is searched, its cover votes too, not only the decisive ones, by (game, players): screens.
# Only at a table that does not read as our own level (worlds.home_table_chance below good.HOME_TABLE), unless
# SPY_EVERY_VOTE_HOME: at home its playouts' style programs model the wrong table. Resistance 7 spies: with it at home
# too -0.034 [-0.052, -0.016] at home (s48-r7scn, 500); among strangers +0.0050 [-0.0090, +0.0190] (s48-r7ss, 1,000).
SPY_EVERY_VOTE_AT: frozenset = frozenset()
SPY_EVERY_VOTE_HOME = False
# Where a good seat's searched vote takes the other vote when its playouts win by more than GOOD_VOTE_MARGIN
# (a mean paired gain) instead of by two standard errors, by (game, players). With the style programs in a
# good searcher's playouts (search.GOOD_PROGRAMS_AT) the playouts rank a Resistance 7 good seat's decisive
# votes (search_oracle.py, s46-or7gp + gp2, 116 votes: the two-error rule changed 1, a 0.05 margin 17,
# oracle gain +0.032 [+0.004, +0.059] a vote). Resistance 7 resistance, gauntlet, s46-r7g (1,500 deals):
# +0.0147 [+0.004, +0.026] over the expert without it (votes unranked, the style tables); at home (s46-r7gn,
# 500) +0.006 [-0.015, +0.027]. Avalon 7 the same (search.GOOD_PROGRAMS_AT).
GOOD_VOTE_MARGIN_AT: frozenset = frozenset({("resistance", 7), ("avalon", 7)})
GOOD_VOTE_MARGIN = 0.05
# Where Merlin's every vote is searched, not only the decisive ones, by (game, players), past the vote bar too
# (MERLIN_PAST_BARS), at a table that does not read as ours (as the spy's, unless MERLIN_EVERY_VOTE_HOME). His worlds
# are nearly the true deal and each playout ends with the shot read from the whole record, so they weigh what a vote
# steers against what it shows. Avalon 7, Merlin's deals, gauntlet: s48-m7x (600, fresh) +0.0500 [+0.0192, +0.0808]
# over the expert without it (he was shot in 10 of the 222 games good won three missions, against 50 of 232); at home
# (s48-m7xn, 200) 0.000. Searched at home too (MERLIN_EVERY_VOTE_HOME), without the bar: -0.060 [-0.109, -0.010] at
# home (s48-m7cn), where the playouts' style programs model the wrong table.
MERLIN_EVERY_VOTE_AT: frozenset = frozenset({("avalon", 7)})
MERLIN_EVERY_VOTE_HOME = False
MERLIN_PAST_BARS = True


# Where a spy models the table's view of the record without its votes, as the usual player there reads
# it (missions and proposals: skill.py, normal). At Avalon 10, a spy's cover teams and cover votes judged
# by a table that reads votes lost hard's evil about a point in our own field (two seeds: +0.010, +0.008
# for this rule) and did not pay in the gauntlet (+0.005, +0.016, neither interval above zero;
# benchmarks/README.md, "Resistance 7 and 10 spies, and a spy's model of the table at Avalon 10"). At
# Avalon 8 the rule won nothing in either field (gauntlet -0.007 [-0.017, +0.003]), and at 5 and 7
# players it was within half a point either way, so it is made at 10 only (9 is not measured).
TABLE_IGNORES_VOTES_AT = frozenset({("avalon", 10)})


class MissionPlayer:
    def __init__(self, skill: Skill, rng: random.Random, model: PlayModel | None = None) -> None:
        self.skill = skill
        self.rng = rng
        self.model = model or DEFAULT_MODEL
        # One running tally of vote evidence for the seat's own belief, one for the table's view of it.
        self.evidence = {public: SoftEvidence(self.model, skill.vote_evidence, skill.proposal_evidence) for public in (False, True)}
        self.table_evidence = SoftEvidence(self.model, False, skill.proposal_evidence)  # a spy's, at TABLE_IGNORES_VOTES_AT
        self.searcher = None  # the expert's (search.py), built on its first searched decision
        self._search_rng: random.Random | None = None
        self._home: tuple[Table | None, float | None] = (None, None)  # the last table read (home_chance) and its reading
        self.reading = TableReading()  # how the table reads votes, for a spy's mixed votes (cover.py)

    def seed_evidence(self, evidence: dict[bool, SoftEvidence]) -> None:
        """Start from another player's tally of the public record (it depends on the record only, and
        on which evidence is read: a tally that reads other evidence is not taken)."""
        for public, source in evidence.items():
            mine = self.evidence[public]
            if (mine.votes, mine.proposals) != (source.votes, source.proposals):
                continue
            mine.model, mine.key, mine.seen, mine.logs = source.model, source.key, source.seen, source.logs
            mine.seat_logs, mine.mixed = source.seat_logs, source.mixed
            mine.mixed_missions, mine.per_style = source.mixed_missions, source.per_style  # what `mixed` was built from

    @property
    def search_rng(self) -> random.Random:
        """The search's own generator, derived from the seat's without drawing from it: a search that
        keeps the hard choice then leaves the rest of the game exactly as hard plays it (sharing the
        seat's generator reshuffled later mixed votes, so a paired arena measured noise, not play)."""
        if self._search_rng is None:
            self._search_rng = random.Random(hash(self.rng.getstate()[1]))  # the words only: hash(None) varies by process
        return self._search_rng

    def _use_model(self, model: PlayModel) -> None:
        self.model = model
        self.evidence[False].model, self.evidence[False].key = model, None

    # ---- belief -----------------------------------------------------------------------------
    def worlds(self, table: Table, public: bool = False) -> Worlds:
        # The table's view is modelled on how the usual (normal-level) player reasons: what evil must fool.
        model = DEFAULT_MODEL if public else self.model
        evidence = self.evidence[public]
        if public and table.i_am_evil and (table.view["game"], table.players) in TABLE_IGNORES_VOTES_AT:
            evidence = self.table_evidence
        worlds = build_worlds(table, model, mission_evidence=self.skill.mission_evidence,
                              evidence=evidence if self.skill.reads_play(table.view["game"], table.players) else None,
                              public=public, reads_switches=self.skill.reads_switches,
                              soft_weight=1.0 if public else self._soft_weight(table))
        if not public and self.skill.reads_merlin and table.role == avalon.PERCIVAL:
            worlds = avalon.percival_tell(table, worlds)
        return worlds

    def home_chance(self, table: Table) -> float | None:
        """How likely the other seats all play like our own level (worlds.home_table_chance), for a
        skill that reads it and has a bar at this table (the reading chooses between its bars) or a spy's
        first-mission rule here (Skill.fails_first_among_strangers_at); None
        otherwise. A decision asks twice (the vote, then whether to search it): read once per table."""
        here = (table.view["game"], table.players)
        skill = self.skill
        if (not skill.reads_home_table or not skill.reads_play(*here)
                or not (any(entry[:2] == here for entry in (*skill.vote_bars, *skill.home_vote_bars))
                        or here in skill.fails_first_among_strangers_at or here in skill.plain_votes_at_home_at)):
            return None
        if self._home[0] is not table:
            self._home = (table, home_table_chance(table, self.model, self.evidence[False], skill.mission_evidence))
        return self._home[1]

    def _soft_weight(self, table: Table) -> float:
        at = self.skill.soft_weight_at
        return self.skill.soft_weight if at is None or (table.view["game"], table.players) in at else 1.0

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
        command = self._decide(view, table, specs, kind)
        if self.skill.search_budget > 0 and kind in ("propose_team", "vote", "mission_card"):
            command = self._search(view, table, specs, kind, command)
        return command

    def _decide(self, view: dict, table: Table, specs: list[dict], kind: str) -> dict:
        if kind == "propose_team" and find_spec(specs, "propose_team"):
            return self.propose(table, specs)
        if kind == "vote" and find_spec(specs, "vote"):
            return self.vote(table, specs)
        if kind == "mission_card" and find_spec(specs, "mission_card"):
            cards = choices(find_spec(specs, "mission_card"), "card")
            home = self.home_chance(table) if table.i_am_evil and evil.card_reads_table(table, self.skill) else None
            card = evil.mission_card(table, self.skill, cards, home) if table.i_am_evil else _success(cards)
            return {"kind": "mission_card", "card": card}
        if kind in ("assassinate", "suggest_target", "name_role") or find_spec(specs, "assassinate"):
            command = avalon.assassinate(specs, table, self.rng, MissionPlayer if self.skill.replays_merlin_hunt else None,
                                         self.skill.styled_hunt, self.skill.noise, self.skill.shot_reads_other_roles)
            if command is not None:
                return command
        command = powers.answer(kind, specs, table, self.worlds(table), self.rng)
        return command or fallback_command(specs, self.rng)

    # ---- search (expert) ---------------------------------------------------------------------
    def _search(self, view: dict, table: Table, specs: list[dict], kind: str, command: dict) -> dict:
        plan = self._candidates(table, specs, kind, command)
        if plan is None:
            return command
        candidates, worlds_wanted, horizon, margin = plan
        game = GAMES.get(view["game"])
        if game is None or not hasattr(game, "sample_world"):
            return command
        if self.searcher is None:
            self.searcher = Searcher(self.skill, self.search_rng, MissionPlayer)
        worlds = self.worlds(table)
        self.worlds(table, public=True)  # brings the table's tally up to date for the playouts
        return self.searcher.choose(game, view, candidates, command, worlds, self.evidence, self.model, worlds_wanted, horizon, margin)

    def _candidates(self, table: Table, specs: list[dict], kind: str, command: dict):
        """The commands worth comparing by playouts, how many worlds to sample, and how many missions
        to look ahead (None: to the end); None when the decision does not matter enough to search.
        Larger tables play longer games: fewer worlds keep a decision well inside a second. At 5-6
        players every vote is searched, with more worlds: there each vote weighs more (at 5 players
        this took expert>hard on the good side from +0.014 [-0.005, +0.033] to +0.036 [+0.013, +0.058]
        over the same 2,400 deals); at 7 the decisive ones (GOOD_VOTE_MARGIN_AT, ARGMAX_SPIES_AT)."""
        decision = (table.view["game"], table.players, kind, table.i_am_evil)
        if decision in UNRANKED or (decision in FIRST_UNRANKED and not table.successes + table.fails):
            return None
        small = table.players <= EVERY_VOTE_UP_TO
        spy_margin = None
        if table.i_am_evil and decision[:3] in ARGMAX_SPIES_AT:
            spy_margin = 0.0
        elif table.i_am_evil and decision[:3] in SPY_MARGIN_AT:
            spy_margin = SPY_MARGIN
        # At 8-10 players the modelled seats (opponents.ModelSeat: a table look-up per vote, not a
        # belief) made a playout about 40% cheaper; that went into 12 worlds there instead of 8.
        worlds = 24 if table.players <= 6 else WORLDS_AT_7 if table.players <= 7 else 12
        if table.i_am_evil and decision[:2] in SPY_WORLDS_AT:
            worlds = SPY_WORLDS
        if kind == "vote":
            if len(choices(find_spec(specs, "vote"), "approve")) < 2:
                return None
            if not table.i_am_evil and table.vote_track >= 4:
                return None  # never sink the hammer
            merlin_every = (table.role == avalon.MERLIN
                            and self._every_vote_searched(table, MERLIN_EVERY_VOTE_AT, MERLIN_EVERY_VOTE_HOME))
            if (not table.i_am_evil and not (merlin_every and MERLIN_PAST_BARS)
                    and good.vote_bar(table, self.skill, self.home_chance(table)) is not None):
                return None  # a vote by a bar stands (good.vote_bar): the playouts do not rank it
            decisive = table.vote_track >= 3 or table.successes >= 2 or table.fails >= 2
            if table.i_am_evil and self.skill.cover_votes and not decisive and not self._every_vote_searched(
                    table, SPY_EVERY_VOTE_AT, SPY_EVERY_VOTE_HOME):
                return None  # the playouts cannot weigh what a vote gives away: the mixed vote stands
            if self._merlin_mixes(table) and not decisive and not merlin_every:
                return None  # nor what Merlin's vote tells the assassin (merlin.py)
            every_vote = small or (table.i_am_evil and table.players <= 7) or merlin_every
            if not every_vote and not decisive:
                return None
            margin = spy_margin
            if not table.i_am_evil and decision[:2] in GOOD_VOTE_MARGIN_AT:
                margin = GOOD_VOTE_MARGIN
            return [{"kind": "vote", "approve": True}, {"kind": "vote", "approve": False}], worlds, None, margin
        if kind == "mission_card":
            cards = choices(find_spec(specs, "mission_card"), "card")
            if not table.i_am_evil or "success" not in cards or len(cards) < 2:
                return None
            return [{"kind": "mission_card", "card": card} for card in cards], worlds, None, spy_margin
        if kind == "propose_team":
            if any("mission" in spec["params"] for spec in specs) or len(specs) != 1:
                return None  # targeting or extra choices: the hard play stands
            wide = table.players == 7 and not table.i_am_evil  # measured on the resistance side only
            teams = [team for team in self._team_candidates(table, WIDE_TEAMS if wide else 2) if team != command.get("team")]
            proposals = [{"kind": "propose_team", "team": team} for team in teams]
            if wide:  # see WIDE_TEAMS
                return proposals[:WIDE_TEAMS], WIDE_WORLDS, None, WIDE_MARGIN
            limit = 3 if table.players <= 7 else 2  # besides the hard choice
            return proposals[:limit], max(8, worlds * 3 // 4), None, spy_margin
        return None

    def _every_vote_searched(self, table: Table, listed: frozenset, home_too: bool) -> bool:
        """Whether this seat's votes off the deciding points are searched too: at a `listed` (game, players), at a
        table that does not read as our own level (good.HOME_TABLE), or at any with `home_too`."""
        if (table.view["game"], table.players) not in listed:
            return False
        return home_too or (self.home_chance(table) or 0.0) < good.HOME_TABLE

    def _plain_at_home(self, table: Table) -> bool:
        """Whether this spy casts its interest vote here: at a table of Skill.plain_votes_at_home_at that reads as ours."""
        if (table.view["game"], table.players) not in self.skill.plain_votes_at_home_at:
            return False
        return (self.home_chance(table) or 0.0) >= good.HOME_TABLE

    def _merlin_mixes(self, table: Table) -> bool:
        return table.role == avalon.MERLIN and self.skill.merlin_mixes

    def _team_candidates(self, table: Table, ranked_teams: int = 2) -> list[list[int]]:
        """A few teams worth comparing: the `ranked_teams` most trusted teams with me (from my belief,
        or as the table sees it when I am evil), and for evil the most trusted with one more known
        spy (right after the first two)."""
        size, needed = table.team_size(), table.needed()
        worlds = self.worlds(table, public=table.i_am_evil)
        order = [s for s in trust_order(worlds.spy_probability(), range(table.players), self.search_rng) if s != table.me]
        pool = order[: size + 2]
        ranked = sorted((sorted([table.me, *extra]) for extra in combinations(pool, size - 1)),
                        key=lambda team: -team_score(worlds, mask_of(team), needed))
        teams = ranked[:2]
        if table.i_am_evil and teams:
            spies = [s for s in table.known_evil if s != table.me]
            outsider = next((s for s in reversed(order) if s in teams[0] and s not in spies), None)
            extra = next((s for s in spies if s not in teams[0]), None)
            if outsider is not None and extra is not None:
                teams.append(sorted([s for s in teams[0] if s != outsider] + [extra]))
        return teams + ranked[2:ranked_teams]

    def propose(self, table: Table, specs: list[dict]) -> dict:
        slots = [s for spec in specs for s in choices(spec, "mission")] or [table.slot]
        if table.i_am_evil:
            public = self.worlds(table, public=True) if self.skill.cover_teams else None
            slot, team = evil.propose(table, self.skill, public, self.rng, slots, self.reading)
        elif table.role == avalon.MERLIN and self.skill.merlin_mixes:
            slot, team = merlin.propose(table, self.worlds(table), self.worlds(table, public=True), self.skill, self.rng, slots)
        else:
            skill = self.skill
            if skill.electable_teams and (table.view["game"], table.players) in HARD_TEAMS_AT:
                skill = replace(skill, electable_teams=False)
            slot, team = good.propose(table, self.worlds(table), skill, self.rng, slots)
        command = {"kind": "propose_team", "team": team}
        if any("mission" in spec["params"] for spec in specs):
            command["mission"] = slot
        return command

    def vote(self, table: Table, specs: list[dict]) -> dict:
        allowed = choices(find_spec(specs, "vote"), "approve")
        if len(allowed) == 1:
            return {"kind": "vote", "approve": allowed[0]}
        if table.i_am_evil:
            skill = self.skill
            if skill.cover_votes and self._plain_at_home(table):
                skill = replace(skill, cover_votes=False)
            public = self.worlds(table, public=True) if skill.cover_votes else None
            yes = evil.approve(table, skill, public, self.rng, self.model, self.reading)
        else:
            public = self.worlds(table, public=True) if self.skill.sound_votes else None
            home = self.home_chance(table)

            def approve_from(worlds: Worlds) -> bool:
                return good.approve(table, worlds, self.skill, self.rng, public, self.model, home)

            if table.role == avalon.MERLIN and self.skill.merlin_mixes:
                yes = merlin.vote(table, self.worlds(table), self.worlds(table, public=True), approve_from, self.model, self.rng)
            elif table.role == avalon.MERLIN and self.skill.merlin_hides:
                yes = avalon.merlin_vote(table, self.worlds(table), public, approve_from)
            else:
                yes = approve_from(self.worlds(table))
        return {"kind": "vote", "approve": yes}


def _success(cards: list[str]) -> str:
    return "success" if "success" in cards else cards[0]
