"""Helpers the engine tests share: random play, replay, and the indistinguishability check."""
from __future__ import annotations

import json
import random

from desktop.engine import GAMES
from desktop.engine.core import Game, GameState, Rejected, random_command
from desktop.engine.core.journal import journal_text, replay_lines


def random_step(game: Game, state: GameState, rng: random.Random) -> tuple[int, dict]:
    """Apply one uniformly random legal command of a random pending seat; return it."""
    pending = sorted(game.pending(state))
    assert pending, "the game is running but nobody is pending"
    seat = pending[rng.randrange(len(pending))]
    specs = game.legal(state, seat)
    assert specs, f"seat {seat} is pending but has no legal command"
    command = random_command(specs, rng)
    game.apply(state, seat, command)
    return seat, command


def play_random(game: Game, config: dict, seed, max_commands: int = 20_000, check=None) -> GameState:
    """Play a whole game with uniformly random legal commands; `check(state)` runs after each one."""
    state = game.new_game(config, seed)
    rng = random.Random(f"play:{seed}")
    for _ in range(max_commands):
        if game.outcome(state) is not None:
            return state
        random_step(game, state, rng)
        if check is not None:
            check(state)
    raise AssertionError(f"no end after {max_commands} commands")


def canonical(data) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def assert_replays_exactly(game: Game, state: GameState) -> None:
    """The journal rebuilds the same game: same views for everyone, same events, same outcome."""
    _, twin = replay_lines(journal_text(state).splitlines(), GAMES)
    assert game.outcome(twin) == game.outcome(state)
    assert [e.to_data() for e in twin.events] == [e.to_data() for e in state.events]
    for viewer in [*range(state.config["players"]), None, "all"]:
        assert canonical(game.view(twin, viewer)) == canonical(game.view(state, viewer))


def seat_transcript(game: Game, state: GameState, seat: int, since: int = 0) -> str:
    """Everything `seat` has been shown: its view and its events, canonically encoded."""
    return canonical({"view": game.view(state, seat), "events": game.events_for(state, seat, since)})


def assert_indistinguishable(game: Game, state_a: GameState, state_b: GameState, seat: int,
                             commands: list[tuple[int, dict]]) -> None:
    """Two games that differ only in what `seat` cannot know must look byte-identical to it.

    The same commands are sent to both; after each, the seat's view, its events and any rejection it
    receives must match exactly (DESIGN.md, "Hidden information").
    """
    assert seat_transcript(game, state_a, seat) == seat_transcript(game, state_b, seat)
    for sender, command in commands:
        outcomes = []
        for state in (state_a, state_b):
            try:
                game.apply(state, sender, command)
                outcomes.append(None)
            except Rejected as error:
                outcomes.append(error.to_data())
        if sender == seat:
            assert outcomes[0] == outcomes[1], f"seat {seat} got different replies: {outcomes}"
        assert seat_transcript(game, state_a, seat) == seat_transcript(game, state_b, seat), \
            f"seat {seat} can tell the games apart after {sender}: {command}"


def assert_arguments_rejected(main, cases, capsys) -> None:
    """Each (argv, message) of `cases` makes the command-line `main` exit with code 2 and a last stderr
    line that holds the message, without a traceback."""
    for argv, message in cases:
        try:
            main(argv)
        except SystemExit as stop:
            assert stop.code == 2, argv
        else:
            raise AssertionError(argv)
        err = capsys.readouterr().err
        assert "Traceback" not in err and message in err.strip().splitlines()[-1], argv

