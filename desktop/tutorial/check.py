"""`safehouse tutorial --check`: play every tutorial through the engine with the lesson's answers for
the player, and check that every step is legal and every text exists in every language."""
from __future__ import annotations

from ..engine import GAMES
from ..engine.core import ConfigError, Rejected
from .lessons import LANGUAGES, Lesson, LessonError, load_lessons, load_texts, step_kind
from .script import Progress

MAX_FREE_COMMANDS = 20_000


def check_all(directory=None) -> list[tuple[Lesson, dict]]:
    """(lesson, what its game ended with) for every tutorial; raises LessonError at the first fault."""
    lessons = load_lessons(directory)
    texts = load_texts(directory)
    results = []
    for lesson in lessons:
        check_texts(lesson, texts)
        results.append((lesson, play_through(lesson)))
    return results


def check_texts(lesson: Lesson, texts: dict[str, dict[str, str]]) -> None:
    for key in lesson.text_keys():
        for language in LANGUAGES:
            if not texts[language].get(key, "").strip():
                raise LessonError(f"{lesson.id}: text {key!r} is missing in {language}")


def new_state(lesson: Lesson):
    if lesson.game not in GAMES:
        raise LessonError(f"{lesson.id}: unknown game {lesson.game!r}")
    game = GAMES[lesson.game]
    try:
        config, _warnings = game.validate_config(lesson.config)
    except ConfigError as error:
        raise LessonError(f"{lesson.id}: bad config: {error}") from None
    if not 0 <= lesson.seat < config["players"] or len(lesson.names) != config["players"] - 1:
        raise LessonError(f"{lesson.id}: the player's seat and {len(lesson.names)} other names do not fit "
                          f"{config['players']} players")
    return game, game.new_game(config, lesson.seed)


def play_through(lesson: Lesson) -> dict:
    """Play the lesson headless; its outcome. Every scripted command must be legal when it is due."""
    game, state = new_state(lesson)
    progress = Progress(lesson)
    while (step := progress.step) is not None:
        kind, where = step_kind(step), f"{lesson.id}: step {progress.index + 1}"
        pending = game.pending(state)
        if kind == "you":
            if lesson.seat not in pending:
                raise LessonError(f"{where}: the player owes no decision here (pending: {sorted(pending)})")
            command = step["you"]["answer"]
            verdict = progress.judge(command)
            if verdict is None or verdict.kind != "good":
                raise LessonError(f"{where}: the lesson's own answer is not judged good")
            _apply(game, state, lesson.seat, command, where)
            continue
        if kind == "bots":
            others = {seat: what for seat, what in pending.items() if seat != lesson.seat}
            commands = progress.bot_commands(others)
            if commands is None:
                raise LessonError(f"{where}: the scripted seats are not all pending (pending: {sorted(pending)})")
            for seat, command in commands:
                _apply(game, state, seat, command, where)
        elif kind == "free":
            _play_free(game, state, lesson, where)
        elif kind == "end" and game.outcome(state) is None:
            raise LessonError(f"{where}: the lesson ends before its game does (pending: {sorted(pending)})")
        progress.advance()
    return game.outcome(state)


def _apply(game, state, seat: int, command: dict, where: str) -> None:
    try:
        game.apply(state, seat, command)
    except Rejected as error:
        raise LessonError(f"{where}: seat {seat}'s {command.get('kind')!r} is not legal now ({error.code.value})") from None


def _play_free(game, state, lesson: Lesson, where: str) -> None:
    """The rest of the game, every seat (the player's too) played by a seeded testing bot."""
    from ..bots import make_bot
    from ..bots.runner import seat_rng

    bots = [make_bot(game.name, "random", seat, seat_rng(lesson.seed, seat)) for seat in range(state.config["players"])]
    for _ in range(MAX_FREE_COMMANDS):
        if game.outcome(state) is not None:
            return
        seat = min(game.pending(state))
        _apply(game, state, seat, bots[seat].decide(game.view(state, seat)), where)
    raise LessonError(f"{where}: the free play did not end")
