"""No hindsight in the "expert would" column (issue #21): two games identical, for the reviewed seat,
up to one of its decisions, but with other hidden roles and other later play, give the same expert
answer and the same "why" at that decision. And a seat record (what a LAN seat was sent) reviews to
the same expert answers as the host's journal of the same game."""
from __future__ import annotations

import itertools
import json
from pathlib import Path

from desktop.bots.runner import make_bots
from desktop.engine import GAMES
from desktop.engine.core import Rejected
from desktop.engine.core.journal import header, journal_lines, read_journal_file
from desktop.engine.core.seat_record import SEAT_RECORD
from desktop.review import load_seat_game, review_game
from desktop.review.explain import expert_advice

HERE = Path(__file__).resolve().parent
GAME = HERE / "games" / "resistance-5.jsonl"
SEAT = 1  # resistance: knows only its own role, so any deal of the other seats' roles looks the same to it


def _fails_per_mission(commands) -> list[int]:
    """The fail cards of each mission, in play order (a mission's cards are one run of commands)."""
    counts: list[int] = []
    previous = None
    for _seat, command in commands:
        if command["kind"] == "mission_card":
            if previous != "mission_card":
                counts.append(0)
            counts[-1] += command["card"] == "fail"
        previous = command["kind"]
    return counts


def _pinned_game(roles: list[str], first_leader: int, commands, stop: int, seed: str):
    """A game with these roles whose first `stop` commands are `commands`' (each mission's fail cards
    moved onto this deal's spies: the same count, so the public record is the same), then bots to the end.
    Raises Rejected if this deal has too few spies on some team to play its fails."""
    game = GAMES["resistance"]
    original = read_journal_file(GAME, GAMES).header.config
    config = {"players": 5, "options": {**original["options"], "roles": roles, "first_leader": first_leader}}
    state = game.new_game(config, seed)
    fails = _fails_per_mission(commands)
    mission, left, previous = -1, 0, None
    for seat, command in commands[:stop]:
        if command["kind"] == "mission_card":
            if previous != "mission_card":
                mission += 1
                left = fails[mission]
            card = "fail" if state.roles[seat] == "spy" and left > 0 else "success"
            left -= card == "fail"
            command = {"kind": "mission_card", "card": card}
        previous = command["kind"]
        game.apply(state, seat, command)
    bots = make_bots(game, ["easy"] * 5, seed)
    while game.outcome(state) is None:
        mover = min(game.pending(state))
        game.apply(state, mover, bots[mover].decide(game.view(state, mover)))
    return game, config, state


def _views_until(game, config, state, seed, decision_command_index):
    """The seat's view and events just before the command at that index, replayed from the journal."""
    replay = game.new_game(config, seed)
    for seat, command in state.commands[:decision_command_index]:
        game.apply(replay, seat, command)
    return json.loads(json.dumps(game.view(replay, SEAT))), json.loads(json.dumps(game.events_for(replay, SEAT)))


def test_same_knowledge_same_expert_answer(tmp_path):
    journal = read_journal_file(GAME, GAMES)
    commands = list(journal.commands)
    game = GAMES["resistance"]
    start = game.new_game(journal.header.config, journal.header.seed)
    true_roles, first_leader = list(start.roles), start.first_leader
    # The seat's proposal in round 4 (a moment of the golden review): the index of that command.
    stop = next(i for i, (s, c) in enumerate(commands) if s == SEAT and c["kind"] == "propose_team")
    # Another deal of the other seats' roles that can replay every mission's fail count up to there.
    others = [s for s in range(5) if s != SEAT]
    other_deal = None
    for spies in itertools.combinations(others, 2):
        roles = ["spy" if s in spies else "resistance" for s in range(5)]
        if roles == true_roles:
            continue
        try:
            other_deal = (roles, _pinned_game(roles, first_leader, commands, stop, "other"))
            break
        except Rejected:  # that deal cannot play the same fail counts: try the next
            continue
    assert other_deal is not None
    roles_b, (game_b, config_b, state_b) = other_deal
    game_a, config_a, state_a = _pinned_game(true_roles, first_leader, commands, stop, "same")
    assert state_a.roles != state_b.roles
    assert state_a.commands[stop:] != state_b.commands[stop:]  # later play differs too
    view_a, events_a = _views_until(game_a, config_a, state_a, "same", stop)
    view_b, events_b = _views_until(game_b, config_b, state_b, "other", stop)
    assert view_a == view_b and events_a == events_b  # the precondition: the seat saw the same game
    advice_a, advice_b = expert_advice("resistance", SEAT, view_a, events_a), expert_advice("resistance", SEAT, view_b, events_b)
    assert (advice_a.command, advice_a.code, advice_a.params) == (advice_b.command, advice_b.code, advice_b.params)
    # And through the whole review: the same expert and why at every decision up to there.
    reviews = []
    for config, state, seed in ((config_a, state_a, "same"), (config_b, state_b, "other")):
        path = tmp_path / f"{seed}.jsonl"
        path.write_text(journal_lines(header("resistance", config, seed), state.commands))
        reviews.append(review_game(load_seat_game(path, SEAT)))
    # (which decisions are moments may differ: the tags read the truth; the answers at each may not)
    answers = [{m.index: (m.expert, m.why) for m in review.moments if m.index <= 5} for review in reviews]
    shared = answers[0].keys() & answers[1].keys()
    assert 5 in shared and all(answers[0][i] == answers[1][i] for i in shared)


def test_seat_record_reviews_like_the_journal(tmp_path):
    game = GAMES["resistance"]
    journal = read_journal_file(GAME, GAMES)
    state = game.new_game(journal.header.config, journal.header.seed)
    frames = [{"view": game.view(state, SEAT), "events": game.events_for(state, SEAT)}]
    for seat, command in journal.commands:
        seen = len(state.events)
        game.apply(state, seat, command)
        frames.append({"view": game.view(state, SEAT), "events": game.events_for(state, SEAT, since=seen)})
    head = {"format": SEAT_RECORD, "version": 1, "game": "resistance", "players": 5, "seat": SEAT, "names": list("ABCDE")}
    record = tmp_path / "seat.safehouse"
    record.write_text("".join(json.dumps(entry) + "\n" for entry in [head, *frames]))
    from_record = review_game(load_seat_game(record, SEAT))
    from_journal = review_game(load_seat_game(GAME, SEAT))
    journal_answers = {m.index: (m.expert, m.why) for m in from_journal.moments}
    named = {f"seat {s}": name for s, name in enumerate("ABCDE")}

    def renamed(text: str) -> str:
        for number, name in named.items():
            text = text.replace(number, name)
        return text
    assert from_record.moments and all(m.index in journal_answers for m in from_record.moments)
    for moment in from_record.moments:
        expert, why = journal_answers[moment.index]
        assert (moment.expert, moment.why) == (expert, renamed(why))
    assert all(m.swing is None for m in from_record.moments)  # no state in a seat record: no swing
    assert [b["odds"] for b in from_record.belief] == [b["odds"] for b in from_journal.belief]
