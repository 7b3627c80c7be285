"""Spies who do not give themselves away: mixed votes that weigh what a vote tells a reader."""
import random

from desktop.bots.arena import make_player
from desktop.bots.gauntlet import STYLES
from desktop.bots.mission.cover import TableReading, mixed_vote
from desktop.bots.mission.readers import STRICT, reader_odds
from desktop.bots.mission.reading import Table
from desktop.bots.mission.worlds import PlayModel
from desktop.bots.runner import make_bots, play, seat_rng
from desktop.engine import GAMES
from tests.bots.scenarios import all_vote, drive, resistance_table

RES = GAMES["resistance"]


def _spy_votes(level: str, games: int) -> tuple[int, int, int, int]:
    """(clean teams a spy approved, clean teams voted on, own teams a spy rejected, own teams voted on)."""
    approved_clean = clean = rejected_own = own = 0
    for index in range(games):
        seed = f"cover:{level}:{index}"
        state = play(RES, {"players": 5, "options": {}}, seed, make_bots(RES, [level] * 5, seed))
        spies = {s for s in range(5) if state.sides[s] == RES.evil}
        for record in state.vote_history:
            dirty = bool(spies & set(record["team"]))
            for seat, approve in (record["votes"] or {}).items():
                if int(seat) in spies:
                    if dirty:
                        own, rejected_own = own + 1, rejected_own + (not approve)
                    else:
                        clean, approved_clean = clean + 1, approved_clean + bool(approve)
    return approved_clean, clean, rejected_own, own


def test_hard_spies_approve_some_clean_teams_and_reject_some_of_their_own_and_normal_spies_never_do():
    approved_clean, clean, rejected_own, own = _spy_votes("hard", 24)
    assert clean and own
    assert 0 < approved_clean < clean and 0 < rejected_own < own
    approved_clean, _, rejected_own, _ = _spy_votes("normal", 6)
    assert approved_clean == 0 and rejected_own == 0  # the pure spy vote, for the level below


def test_rejecting_a_clean_team_tells_the_reader_more_than_approving_it():
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 2]})])
    table = Table(RES.view(state, 0))
    reading = TableReading()
    reading.update(table)
    assert reading.reader_shift(table, False) > 0 > reading.reader_shift(table, True)


def _gauntlet_games(level: str, seats_of, games: int, seed: str):
    """Games with `seats_of(spies, good)` played by `level` and every other seat a gauntlet style drawn
    per game; yields (state, the level's seats, the spies, the public view after each mission)."""
    for index in range(games):
        rng = random.Random(f"{seed}:{index}")
        roles = ["spy", "spy", "resistance", "resistance", "resistance"]
        rng.shuffle(roles)
        config = {"players": 5, "options": {"roles": roles, "first_leader": rng.randrange(5)}}
        spies = {s for s in range(5) if roles[s] == "spy"}
        seats = seats_of(spies, [s for s in range(5) if s not in spies], rng)
        bots = [make_player("resistance", level if s in seats else rng.choice(STYLES), s, seat_rng(f"{seed}:{index}", s))
                for s in range(5)]
        views: list[dict] = []

        def after(state, seat, command):
            if sum(1 for m in state.missions if m) > len(views):
                views.append(RES.view(state, None))

        state = play(RES, config, f"{seed}:{index}", bots, on_command=after)
        yield state, seats, spies, views


def test_hard_spies_are_no_likelier_spies_to_a_strict_reader_after_two_missions_than_resistance_seats():
    """The strict vote reader (what the 2012 competition's best entries do) reads a pure spy vote at
    once: normal spies stand out; hard spies, who weigh what each vote tells it, must not (#17)."""
    def exposure(level: str) -> float:
        gaps = []
        for _, _, spies, views in _gauntlet_games(level, lambda spies, good, rng: spies, 40, "exposure"):
            if len(views) >= 2:
                odds = reader_odds(views[1], STRICT)
                good = [s for s in range(5) if s not in spies]
                gaps.append(sum(odds[s] for s in spies) / 2 - sum(odds[s] for s in good) / 3)
        return sum(gaps) / len(gaps)

    assert exposure("normal") > 0.3  # the reader does find the pure spy vote
    assert exposure("hard") <= 0.10


def test_hard_resistance_approves_clean_teams_and_sinks_most_teams_holding_a_spy():
    """As resistance against the gauntlet, hard approves nearly every clean team (sinking one is what a
    spy does) while still rejecting most teams that hold a spy (#17: <= 40% and, the aim, >= 94%)."""
    approved = {True: 0, False: 0}
    voted = {True: 0, False: 0}
    for state, seats, spies, _ in _gauntlet_games("hard", lambda spies, good, rng: {rng.choice(good)}, 150, "clean"):
        (seat,) = seats
        rejections: dict[int, int] = {}
        for record in state.vote_history:
            hammer = rejections.get(record["round"], 0) >= 4
            rejections[record["round"]] = rejections.get(record["round"], 0) + (not record["approved"])
            if hammer or str(seat) not in (record["votes"] or {}) and seat not in (record["votes"] or {}):
                continue
            vote = (record["votes"] or {}).get(str(seat), (record["votes"] or {}).get(seat))
            dirty = bool(spies & set(record["team"]))
            voted[dirty] += 1
            approved[dirty] += bool(vote)
    assert approved[False] / voted[False] >= 0.90
    assert approved[True] / voted[True] <= 0.42


def test_a_spy_whose_vote_decides_nothing_votes_what_the_reader_expects_of_a_good_player(monkeypatch):
    """Mission 1 ([1, 2]) succeeded and now [1, 2, 3] is proposed: clean, and the good seats approve it
    whatever the spy does. Sinking it gains next to nothing and tells the reader a lot, so the spy
    approves it nearly always (a pure spy vote never does), at a table it cannot tell from readers
    (one vote each so far; the table_reads tests below cover a table seen to count only missions)."""
    from desktop.bots.mission import cover

    monkeypatch.setattr(cover, "AGREES", (0.95, 0.95))
    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=1)
    votes = [(seat, {"kind": "vote", "approve": seat in (1, 2, 3)}) for seat in range(5)]
    cards = [(seat, {"kind": "mission_card", "card": "success"}) for seat in (1, 2)]
    drive(RES, state, [(1, {"kind": "propose_team", "team": [1, 2]}), *votes, *cards,
                       (2, {"kind": "propose_team", "team": [1, 2, 3]})])
    table = Table(RES.view(state, 0))
    everyone_approves = PlayModel(approve={key: 0.99 for key in PlayModel().approve})
    chosen = [mixed_vote(table, everyone_approves, TableReading(), False, False, random.Random(i)) for i in range(100)]
    assert sum(chosen) >= 90


def test_once_the_next_mission_can_end_the_game_hard_spies_stop_covering():
    """Spy seat 0 failed missions 1 and 2; now clean [2, 3] is proposed. If it goes, the resistance is
    back in the game; hiding seat 4's vote can buy a place on no later team that matters as much, so
    seat 4 sinks it every time (before, its mixed vote backed it about half the time as cover)."""
    from desktop.bots import make_bot

    state = resistance_table(["spy", "resistance", "resistance", "resistance", "spy"], leader=0)
    drive(RES, state, [(0, {"kind": "propose_team", "team": [0, 1]}), *all_vote(5),
                       (0, {"kind": "mission_card", "card": "fail"}), (1, {"kind": "mission_card", "card": "success"})])
    drive(RES, state, [(1, {"kind": "propose_team", "team": [0, 1, 2]}), *all_vote(5),
                       *[(s, {"kind": "mission_card", "card": "fail" if s == 0 else "success"}) for s in (0, 1, 2)],
                       (2, {"kind": "propose_team", "team": [2, 3]})])
    votes = []
    for index in range(40):
        bot = make_bot("resistance", "hard", 4, random.Random(index))
        bot.observe(RES.events_for(state, 4))
        votes.append(bot.decide(RES.view(state, 4))["approve"])
    assert not any(votes)


def test_spy_ablation_benchmark_pairs_every_variant_on_the_same_spy_deals():
    import json
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[2] / "benchmarks" / "spy_ablation.py"
    result = subprocess.run([sys.executable, str(script), "--deals", "2", "--seed", "t", "--variant",
                             'cheap={"cover": {"COST": 0.0}}', "--variant", 'plain={"skill": {"cover_votes": false}}',
                             "--variant", 'teams={"evil": {"PLAIN_TEAMS_BELOW": 0.0}}'],
                            capture_output=True, text=True, timeout=180, check=True)
    report = json.loads(result.stdout)
    assert set(report["win_rate"]) == {"normal", "hard", "cheap", "plain", "teams"}
    assert set(report["minus_hard"]) == {"normal", "cheap", "plain", "teams"}
    assert all(entry["n"] == 2 for entry in report["minus_normal"].values())


def _table_reads_after(good_player: str, seed: str) -> float:
    """The spy seat 0's estimate, at the end of a game, that the good seats read votes: seats 1-3 all
    `good_player`, the spies our normal level."""
    from desktop.bots.mission.cover import TableReading as Reading

    config = {"players": 5, "options": {"roles": ["spy", "resistance", "resistance", "resistance", "spy"], "first_leader": 1}}
    bots = [make_player("resistance", "normal" if seat in (0, 4) else good_player, seat, seat_rng(seed, seat)) for seat in range(5)]
    state = play(RES, config, seed, bots)
    view = RES.view(state, 0)
    assert len(view["vote_history"]) >= 3
    return Reading().table_reads(Table(view))


def test_a_spy_tells_a_table_that_reads_only_missions_from_one_that_reads_votes():
    """Good seats playing our normal level cast the vote a mission-only player casts, every time: the
    spy's estimate that they read votes falls far below its 0.5 start. Paranoid and strict-reader
    seats reject teams the missions do not condemn: it rises above 0.5. Cover votes are then worth
    buying only at the second kind of table (#17 item 6: hard's spies lost to normal's there)."""
    assert all(_table_reads_after("normal", f"plain:{i}") < 0.1 for i in range(3))
    assert all(_table_reads_after(style, f"{style}:{i}") > 0.9 for style in ("paranoid", "reader") for i in range(2))


def test_at_a_table_that_reads_only_missions_a_spy_never_covers(monkeypatch):
    """Spy seat 0 at the end of a game whose good seats all played our normal level, asked about a
    clean team its vote hardly decides: the mix alone covers often (the interest vote wins next to
    nothing), but a table seen to read only missions gets the interest vote (a rejection) every time."""
    from desktop.bots.mission import cover

    config = {"players": 5, "options": {"roles": ["spy", "resistance", "resistance", "resistance", "spy"], "first_leader": 1}}
    state = play(RES, config, "share", [make_player("resistance", "normal", seat, seat_rng("share", seat)) for seat in range(5)])
    view = RES.view(state, 0)
    table = Table({**view, "team": [1, 2, 3], "vote_track": 0})
    everyone_approves = PlayModel(approve={key: 0.99 for key in PlayModel().approve})

    def votes() -> list[bool]:
        return [cover.mixed_vote(table, everyone_approves, cover.TableReading(), False, False, random.Random(i)) for i in range(60)]

    assert not any(votes())
    monkeypatch.setattr(cover, "AGREES", (0.95, 0.95))  # votes then tell the two tables apart no longer
    assert sum(votes()) >= 10


def test_at_the_opening_a_clean_team_going_is_bad_for_the_spies_at_every_count():
    """Good's chance after one success is measured; at the opening value_of has only a 0.5 stand-in,
    above Avalon 7's 0.473 after a success, so a clean first team looked worth sending to its spies
    and hard's spies backed every one. A success can only help good: the interest vote is a rejection."""
    from desktop.bots.mission.cover import passing_worth
    from desktop.bots.runner import make_bots

    for name, players, options in (("avalon", 7, GAMES["avalon"].presets()["recommended-7"]["options"]),
                                   ("avalon", 5, {}), ("resistance", 5, {}), ("resistance", 10, {})):
        game = GAMES[name]
        config, _ = game.validate_config({"players": players, "options": dict(options)})
        seen: list[dict] = []

        def first_vote(state, seat, command):
            view = game.view(state, 0)
            if not seen and view.get("phase") == "vote" and view.get("team"):
                seen.append(view)

        play(game, config, f"opening:{name}", make_bots(game, ["normal"] * players, "opening"), on_command=first_vote)
        table = Table(seen[0])
        assert table.successes == table.fails == 0
        assert passing_worth(table, False) < 0 < passing_worth(table, True)


def _last_view(game_name: str, players: int, seed: str, evil: bool) -> dict:
    """A seat's view at the end of a game of our normal level: an evil seat's if `evil`."""
    game = GAMES[game_name]
    options = dict(game.presets()[f"recommended-{players}"]["options"]) if game_name == "avalon" else {}
    config, _ = game.validate_config({"players": players, "options": options})
    state = play(game, config, seed, [make_player(game_name, "normal", seat, seat_rng(seed, seat)) for seat in range(players)])
    views = [game.view(state, seat) for seat in range(players)]
    return next(v for v in views if (v["you"]["side"] != game.sides[0]) == evil)


def test_in_avalon_a_table_that_may_well_count_only_missions_gets_no_cover_votes(monkeypatch):
    """A spy asked about a clean team its vote hardly decides, at a table it thinks reads votes with
    chance 0.2: the mix alone covers (approves) most of the time. In Avalon cover is played only above
    AVALON_READS_RAMP[0] (Merlin's knowing votes make every table look a little like readers), so the
    spy sinks the team every time; in The Resistance min(1, 2 x 0.2) of the mix's cover is still played."""
    from desktop.bots.mission import cover

    monkeypatch.setattr(cover.TableReading, "table_reads", lambda self, table: 0.2)
    everyone_approves = PlayModel(approve={key: 0.99 for key in PlayModel().approve})

    def approvals(game_name: str) -> int:
        view = _last_view(game_name, 5, f"ramp:{game_name}", evil=True)
        evil = set(Table(view).known_evil) | {view["you"]["seat"]}
        clean = [seat for seat in range(5) if seat not in evil][:2]
        table = Table({**view, "team": clean, "vote_track": 0})
        return sum(cover.mixed_vote(table, everyone_approves, cover.TableReading(), False, True, random.Random(i))
                   for i in range(80))

    assert 0.2 < cover.AVALON_READS_RAMP[0]
    assert approvals("avalon") == 0
    assert approvals("resistance") >= 8
    monkeypatch.setattr(cover, "AVALON_READS_RAMP", (0.0, 0.5))  # Resistance's ramp, min(1, 2 P)
    assert approvals("avalon") >= 8


def test_in_avalon_a_spy_prices_the_readers_suspicion_higher(monkeypatch):
    """The same spot (a clean team at a table seen to read votes) in Avalon and in The Resistance: the
    Avalon spy plays the cover vote (approval) more often than it would at The Resistance's price
    (AVALON_COST set back to COST), and The Resistance's spy is untouched by Avalon's price."""
    from desktop.bots.mission import cover

    monkeypatch.setattr(cover.TableReading, "table_reads", lambda self, table: 1.0)
    even = PlayModel(approve={key: 0.5 for key in PlayModel().approve})

    def approvals(game_name: str) -> int:
        view = _last_view(game_name, 5, f"price:{game_name}", evil=True)
        evil = set(Table(view).known_evil) | {view["you"]["seat"]}
        clean = [seat for seat in range(5) if seat not in evil][:2]
        table = Table({**view, "team": clean, "vote_track": 0})
        return sum(cover.mixed_vote(table, even, cover.TableReading(), False, True, random.Random(i)) for i in range(80))

    avalon, resistance = approvals("avalon"), approvals("resistance")
    monkeypatch.setattr(cover, "AVALON_COST", cover.COST)
    assert avalon >= approvals("avalon") + 8
    assert approvals("resistance") == resistance


def _table_reads_at_the_end(field: str, games: int) -> list[float]:
    """Avalon 10 (recommended roles), hard in seat 0 dealt an evil role, every other seat drawn from `field`:
    the hard spy's table_reads over the whole game, at its end."""
    avalon = GAMES["avalon"]
    preset = avalon.presets()["recommended-10"]
    names = list(STYLES) if field == "gauntlet" else [field]
    found = []
    for game in range(games):
        rng = random.Random(f"reads10:{field}:{game}")
        roles = list(avalon.role_deck(avalon.validate_config(preset)[0]))
        rng.shuffle(roles)
        evil = next(seat for seat, role in enumerate(roles) if avalon.side_of(role) == avalon.sides[1] and role != "oberon")
        roles[0], roles[evil] = roles[evil], roles[0]
        config, _ = avalon.validate_config({"players": 10, "options": dict(preset["options"], roles=roles, first_leader=game % 10)})
        levels = ["hard"] + [rng.choice(names) for _ in range(9)]
        bots = [make_player("avalon", name, seat, random.Random(f"reads10:{field}:{game}:{seat}")) for seat, name in enumerate(levels)]
        state = play(avalon, config, f"reads10:{game}", bots)
        found.append(bots[0].player.reading.table_reads(Table(avalon.view(state, 0))))
    return found


def test_at_avalon_ten_a_table_of_normals_does_not_look_like_vote_readers():
    """Merlin, Percival, Tristan and Isolde vote what they know, so at Avalon 10 good seats agree with
    plain_vote less at any table; with the 5-player rates (AGREES) a table of normals read as readers by every
    game's end. With Avalon 10's own (AGREES_AT) normals mostly read as mission-only, the gauntlet as readers."""
    normals = _table_reads_at_the_end("normal", 6)
    readers = _table_reads_at_the_end("gauntlet", 6)
    assert sum(normals) / len(normals) < 0.6 < sum(readers) / len(readers), (normals, readers)
