"""What each bot level knows how to do: one table, so the levels differ by skill, not by copy-paste.

Every level is a real strategy (issue #6); each row adds a kind of reasoning to the one before it:
- easy: a casual player. Reads fail counts only (who could have failed), votes by gut (on a team: yes;
  off it: often yes) but never for a team the missions prove holds a spy, leads with a loose pick;
  every spy aboard fails, spies vote for any team with a spy; its noise reaches the Merlin shot too
  (that often a hunch: any seat not known evil).
- normal: a Bayesian spy-set tracker over mission results (a success with a spy aboard is unlikely);
  sound votes (a team is compared with the one the next leader would send, as the table sees it; the
  hammer is always approved; at 8-10 players, where four spies sink every clean team, a team is judged
  by the worlds where its vote decides it, as hard does everywhere); spies fail exactly as many as
  needed (lowest seat first), back teams that can fail and sink clean ones (at 8-10 players its spy
  leaders send the team a good leader would, plus just enough spies, as hard's do everywhere: a random
  team there is rejected or read); Merlin votes what he knows. In Avalon at 8-10 players, where the
  missions alone leave most of the evil sets open, the tracker also reads whom each leader sends, by the
  usual player's likelihoods (worlds.DEFAULT_MODEL, not hard's measured ones), though not the votes: there
  its good seat did not beat easy's in the gauntlet, and reading the votes too left too little between it
  and hard (benchmarks/README.md, "normal reads proposals at Avalon 8-10").
- hard: the tracker also reads votes and proposals, with likelihoods measured from how the normal level
  really plays (calibrated.py); a good voter judges a team by the worlds where its vote decides the
  result (spies sink clean teams, so those hang on every good vote while dirty ones pass anyway); spy
  leaders send the team the table trusts most, plus themselves (at Resistance 5-6 after the first
  mission, seats at random where the good seats' votes show they read only the missions; at Avalon 10 they
  judge that trust, and their cover votes, as the usual player there reads the record, without the votes:
  player.TABLE_IGNORES_VOTES_AT); a lone spy
  lets a small first mission pass rather than out itself; Merlin weighs each knowing vote against
  what it tells an assassin who reads votes (merlin.py), and leads the team a plain leader would when
  he knows it is clean.
  Its likelihoods are measured against the gauntlet (fitted.py), it rejects a team worse than its own
  when it will lead before the hammer, and its spies mix their votes (cover.py): they weigh what a
  vote wins against what it tells a reader, as much as the table is seen to read votes, until the next
  mission can end the game (then the interest vote: no later team is left to buy a place on). At Avalon 10
  they cast the interest vote at a table that reads as our own level, whose seats do not read votes, and on the
  game's first vote, before the table can be read (plain_votes_at_home_at, worlds.home_table_chance).
- expert: hard, and its leader sends the team likeliest to be clean once the table has voted (the
  usual player rejects teams holding seats it distrusts, even seats the expert has cleared; not at
  Resistance 5 and 7, where against the gauntlet's readers it lost to hard's team: player.HARD_TEAMS_AT); it reads
  each seat as hard does (at Resistance 5 its own belief counts the votes and proposals 1.5 times: soft_weight,
  resgood's section of benchmarks/README.md), a mixture over every known style (the six gauntlet styles and our normal
  level, by the vote's stage and with each style's own passing: calibrated.measured_model, which at
  5 players in the gauntlet took its approval of clean teams from 92% to 96% against
  reading them with the search's plain style tables, spy teams level at 36%); plus search: on the decisions that matter (proposals, votes that
  could decide the game or the hammer, every vote at 5-6 players; at Resistance 7 no vote and no
  spy leader's team, which its playouts cannot rank: search.py's README section; spy mission cards) it samples worlds from its belief and plays each candidate out to the end of the
  game, itself at the hard level and every other seat by an opponent model: a style drawn from that
  seat's posterior over the styles given its own votes and proposals in that world (opponents.py;
  Avalon's evil keeps the usual player there, the tables do not model Merlin; a Resistance spy at up to 7
  players seats each drawn style's own program, which reads the votes and cards the spy plays, where the
  tables cannot: style_playouts), and changes the hard choice only when the playouts say so clearly (search.py). Its assassin
  reads each good seat's whole game by the styles' measured Merlins and plain seats, the style read
  from the same play (hunt.py; at 5 players in the gauntlet it hits Merlin 71% of the time where hard
  hits 58%: benchmarks/assassin_bench.py); replaying every vote as the usual player would have cast
  it as Merlin (avalon.simulated_odds) missed more often against hiding Merlins. Its Percival reads which of his two seats is Merlin from their votes
  and teams, by the same measured rates (Merlin sees the evil seats: avalon.percival_tell). It reads
  whether the other seats all vote like our own level (a table of our bots, as in solo practice) or like
  strangers (worlds.home_table_chance). At Resistance 5 and 7 and Avalon 7 from the second mission, and at
  Resistance 10 from the third, its good vote is then a bar: where its vote decides, it approves a team at
  least this likely to be clean there and rejects the rest, without hard's comparison with the team a
  rejection brings and without searching the vote (good.vote_bar). Among strangers the bar is 80% at
  Resistance 5, 60% at 7, 40% at 10 and 50% at Avalon 7; at a table of ours, 50% at Resistance 5, 40% at 10
  and none at Resistance 7 or Avalon 7 (hard's comparison). Its belief trusts that chance too much
  against players who hide their votes (benchmarks/vote_calibration.py), far more than at a table of ours:
  the bars are the correction, each measured in both fields. Its spies read the table the same way: at
  Resistance 10 a lone spy on the first small mission lays low only where the table surely reads as ours
  (evil.SURELY_HOME) and fails it elsewhere (s44-r10sh: +0.011 [+0.004, +0.018] over hard among strangers, the
  same games at home; benchmarks/README.md, stop 44). At Avalon 7 among strangers its Merlin searches every vote,
  past the bar too: his playouts end with the shot and weigh what a vote shows (player.MERLIN_EVERY_VOTE_AT).
Bodyguard has its own table (desktop/bots/bodyguard/levels.py).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Skill:
    name: str
    # Belief: which evidence the spy-set tracker weighs besides the hard facts (mission fail counts).
    mission_evidence: bool  # a success with a spy aboard is unlikely (spies usually fail)
    vote_evidence: bool  # spies approve teams with spies and reject clean ones
    proposal_evidence: bool  # spy leaders put spies on their teams
    measured_model: bool  # likelihoods measured from how the normal level really plays (calibrated.py)
    # Evil play.
    coordinated_fails: bool  # only the lowest-seat spies fail, as many as the mission needs
    cover_votes: bool  # a mixed spy vote between its interest and what a good player would cast (cover.py)
    cover_teams: bool  # evil leaders send the team a good leader would, plus just enough spies
    lay_low: bool  # a spy lets the first mission pass rather than out itself on a tiny team
    # Good play.
    sound_votes: bool  # compare a team with what the next leader would send, not with my own ideal team
    vote_margin: float  # how much worse than the alternative a good player still approves
    noise: float  # chance of a casual choice instead of the best one
    # Avalon.
    merlin_hides: bool  # Merlin votes his knowledge only where a mission decides the game
    decisive_votes: bool = False  # judge a team by the worlds where my vote decides it (good.decisive_clean)
    decisive_players: int = 5  # ... at tables of at least this many players (good.judges_where_vote_decides)
    cover_teams_players: int = 5  # cover_teams at tables of at least this many players (evil.covers_teams)
    waits_for_own_lead: bool = False  # a team is also compared with my own, if I lead before the hammer
    electable_teams: bool = False  # lead the team likeliest to pass and be clean (good.electable_team)
    replays_merlin_hunt: bool = False  # the assassin replays each vote as a plain good seat and as Merlin (avalon.py)
    styled_hunt: bool = False  # the assassin reads each seat's game by the styles' measured Merlins and plain seats (hunt.py)
    # The Merlin shot is read together with the lovers and Oberon, who may look as knowing as Merlin
    # (hunt.shot_odds; always so with styled_hunt).
    shot_reads_other_roles: bool = False
    reads_merlin: bool = False  # Percival weighs his good seat's votes as Merlin's (avalon.percival_tell)
    merlin_mixes: bool = False  # Merlin weighs what his knowing votes and teams win against what they tell the assassin (merlin.py);
    # without it, merlin_hides is the older rule (kept as merlin_bench.py's baseline)
    # Search (search.py): at most this many seconds per searched decision, a safety stop for a very slow
    # machine only: the number of worlds is fixed (player.py) so that play does not depend on the
    # machine's load; 0 means no search.
    search_budget: float = 0.0
    # A searching spy's playouts (The Resistance) seat each other seat's style, drawn from its posterior, as
    # that style's own program (gauntlet/mission.py; the normal level for "normal"), which reads the votes
    # and cards the spy plays, instead of the style's measured tables, which cannot (search.py).
    style_playouts: bool = False
    # How much of the belief's vote-and-proposal evidence counts (worlds.build_worlds: 1.0 all of it, more
    # for a belief that trusts the votes more), at the (game, players) of soft_weight_at (None: everywhere).
    soft_weight: float = 1.0
    soft_weight_at: frozenset | None = None
    # Where my vote decides, approve a team if and only if its chance of being clean there is at least a
    # bar, as (game, players, bar[, missions played before it holds; good.BAR_FROM_MISSION without]): no
    # comparison with the team a rejection brings (good.vote_bar).
    vote_bars: tuple = ()
    # Read whether the other seats all play like our own level (worlds.home_table_chance: a table of our
    # bots, as in solo practice) and, where they do, vote by home_vote_bars instead (no entry: no bar).
    reads_home_table: bool = False
    home_vote_bars: tuple = ()
    # Where a lay_low spy lays low only at a table that reads as our own level (worlds.home_table_chance at
    # least evil.SURELY_HOME; read as reads_home_table): elsewhere it fails the first mission, by (game, players).
    fails_first_among_strangers_at: frozenset = frozenset()
    # Where a spy with cover votes casts its interest vote instead at a table that reads as our own level
    # (worlds.home_table_chance at least good.HOME_TABLE, as even before any vote; read as reads_home_table),
    # by (game, players): our levels do not read votes, so there a cover vote only gives up the team.
    # Avalon 10 evil, hard (benchmarks/README.md, "Avalon 10 spies vote their interest at a table of ours").
    plain_votes_at_home_at: frozenset = frozenset()
    # Where vote_evidence and proposal_evidence are read, by (game, players); None: everywhere.
    evidence_at: frozenset | None = None
    # After a Lancelot switch, each round's evidence is read against the seats evil then (lancelot.py);
    # without it, as if nobody had changed sides (a casual player's slip).
    reads_switches: bool = True

    def reads_play(self, game: str, players: int) -> bool:
        """Whether this level weighs votes and proposals (those of its evidence flags that are on) at this table."""
        return self.evidence_at is None or (game, players) in self.evidence_at


LEVEL_SKILLS = {
    "easy": Skill("easy", mission_evidence=False, vote_evidence=False, proposal_evidence=False, measured_model=False,
                  coordinated_fails=False, cover_votes=False, cover_teams=False, lay_low=False,
                  sound_votes=False, vote_margin=0.35, noise=0.3, merlin_hides=False, reads_switches=False),
    "normal": Skill("normal", mission_evidence=True, vote_evidence=False, proposal_evidence=True, measured_model=False,
                    coordinated_fails=True, cover_votes=False, cover_teams=True, lay_low=False,
                    sound_votes=True, vote_margin=0.05, noise=0.0, merlin_hides=False, decisive_votes=True, decisive_players=8,
                    cover_teams_players=8, evidence_at=frozenset({("avalon", 8), ("avalon", 9), ("avalon", 10)})),
    "hard": Skill("hard", mission_evidence=True, vote_evidence=True, proposal_evidence=True, measured_model=True,
                  coordinated_fails=True, cover_votes=True, cover_teams=True, lay_low=True,
                  sound_votes=True, vote_margin=0.05, noise=0.0, merlin_hides=True, decisive_votes=True, waits_for_own_lead=True, merlin_mixes=True,
                  shot_reads_other_roles=True, reads_home_table=True, plain_votes_at_home_at=frozenset({("avalon", 10)})),
    "expert": Skill("expert", mission_evidence=True, vote_evidence=True, proposal_evidence=True, measured_model=True,
                    coordinated_fails=True, cover_votes=True, cover_teams=True, lay_low=True,
                    sound_votes=True, vote_margin=0.05, noise=0.0, merlin_hides=True, decisive_votes=True, waits_for_own_lead=True, electable_teams=True,
                    reads_merlin=True, merlin_mixes=True, styled_hunt=True, search_budget=3.0,
                    style_playouts=True, soft_weight=1.5, soft_weight_at=frozenset({("resistance", 5)}),
                    vote_bars=(("resistance", 5, 0.8), ("resistance", 7, 0.6), ("resistance", 10, 0.4, 2), ("avalon", 7, 0.5)),
                    reads_home_table=True, home_vote_bars=(("resistance", 5, 0.5), ("resistance", 10, 0.4, 2)),
                    fails_first_among_strangers_at=frozenset({("resistance", 10)}), plain_votes_at_home_at=frozenset({("avalon", 10)})),
}
