"""`safehouse tutorial --check`: play every tutorial headless through the engine, with the lesson's
answers for the player; check every step is legal and every text exists in every language."""
from __future__ import annotations

import argparse

from . import argtypes
from .common import CommandFailed


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--check", action="store_true", help="play every tutorial through the engine and check its texts (else: list them)")
    parser.add_argument("--dir", type=argtypes.directory, default=None, metavar="DIR",
                        help="read the tutorials from DIR (default: the app's own)")


def run(args) -> int:
    from pathlib import Path

    from desktop.tutorial import LANGUAGES, LessonError, load_lessons, load_texts
    from desktop.tutorial.check import check_all
    from desktop.tutorial.lessons import text

    directory = Path(args.dir) if args.dir else None
    try:
        if args.check:
            results = check_all(directory)
        else:
            results = [(lesson, None) for lesson in load_lessons(directory)]
        texts = load_texts(directory)
    except LessonError as error:
        raise CommandFailed(str(error)) from None
    games: dict[str, list] = {}
    for lesson, outcome in results:
        games.setdefault(lesson.game, []).append((lesson, outcome))
    for game, entries in games.items():
        print(f"{game}: {len(entries)} tutorial{'s' if len(entries) != 1 else ''}")
        for lesson, outcome in entries:
            line = f"  {lesson.id}: {text(texts, 'en', lesson.title_key)} ({lesson.minutes} min, {len(lesson.steps)} steps)"
            if outcome is not None:
                line += f": played through, {outcome.get('winner')} won ({outcome.get('reason')})"
            print(line)
    if args.check:
        print(f"ok: {len(results)} tutorials, every step legal, every text in {', '.join(LANGUAGES)}")
    return 0
