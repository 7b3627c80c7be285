"""Reading the tutorials' data: each lesson's JSON and the per-language text catalogs.

Found the way the app finds every resource (ui/paths.resources_dir, which desktop may not import):
a frozen bundle's resources/, a source checkout's resources/, or an installed wheel's
`safehouse_resources` package. Bad data is a LessonError: one line naming the file and the step.
"""
from __future__ import annotations

import importlib.resources
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

LANGUAGES = ("en", "es", "vi")
STEP_KINDS = ("lesson", "you", "bots", "free", "end")
KINDS = ("game", "follow_up")


class LessonError(ValueError):
    """Tutorial data that cannot be played: one line."""


def tutorials_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources" / "tutorials"
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file():
        return checkout / "resources" / "tutorials"
    return Path(str(importlib.resources.files("safehouse_resources"))) / "tutorials"


@dataclass
class Lesson:
    id: str
    game: str
    kind: str  # "game": the game's first tutorial; "follow_up": a later lesson
    order: int
    minutes: int
    seat: int  # the player's seat
    names: list[str]  # the other seats' names (the player's own comes from the app)
    config: dict
    seed: str
    bots: str  # the bot level that plays the other seats once the script hands over ("free")
    steps: list[dict] = field(default_factory=list)
    notes: dict[str, str] = field(default_factory=dict)  # event kind -> what the coach says the first time it happens
    path: Path | None = None

    @property
    def title_key(self) -> str:
        return f"{self.id}.title"

    @property
    def blurb_key(self) -> str:
        return f"{self.id}.blurb"

    def text_keys(self) -> list[str]:
        """Every text key the lesson uses, in order."""
        keys = [self.title_key, self.blurb_key]
        for step in self.steps:
            kind, body = step_kind(step), step[step_kind(step)]
            if kind in ("lesson", "free", "end"):
                keys.append(body)
            elif kind == "you":
                keys += [body["coach"], *(w["why"] for w in body.get("weak", [])), body["otherwise"]]
                keys += [body["good"]] if "good" in body else []
            keys += [key for _seat, key in step.get("say", [])]
        return keys + list(self.notes.values())


def step_kind(step: dict) -> str:
    kinds = [kind for kind in STEP_KINDS if kind in step]
    if len(kinds) != 1:
        raise LessonError(f"a step needs exactly one of {', '.join(STEP_KINDS)}, not {sorted(step)}")
    return kinds[0]


def load_lessons(directory: Path | None = None) -> list[Lesson]:
    """Every tutorial, each game's first, in order."""
    directory = directory or tutorials_dir()
    lessons = [read_lesson(path) for path in sorted(directory.glob("*.json"))]
    if not lessons:
        raise LessonError(f"{directory}: no tutorials found")
    ids = [lesson.id for lesson in lessons]
    for lesson_id in ids:
        if ids.count(lesson_id) > 1:
            raise LessonError(f"{directory}: two tutorials are called {lesson_id!r}")
    from ..engine import GAMES

    games = list(GAMES)  # each game's tutorials together, in the app's order of games
    return sorted(lessons, key=lambda lesson: (games.index(lesson.game) if lesson.game in games else len(games), lesson.order))


def read_lesson(path: Path) -> Lesson:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LessonError(f"{path}: cannot read: {error}") from None
    try:
        lesson = Lesson(id=data["id"], game=data["game"], kind=data["kind"], order=data.get("order", 1),
                        minutes=data["minutes"], seat=data["seat"], names=list(data["names"]),
                        config=dict(data["config"]), seed=str(data["seed"]), bots=data.get("bots", "easy"),
                        steps=list(data["steps"]), notes=dict(data.get("notes", {})), path=path)
    except (KeyError, TypeError) as error:
        raise LessonError(f"{path}: not a tutorial: missing or wrong field {error}") from None
    if lesson.kind not in KINDS:
        raise LessonError(f"{path}: kind must be one of {', '.join(KINDS)}, not {lesson.kind!r}")
    if not 8 <= lesson.minutes <= 15:
        raise LessonError(f"{path}: a tutorial takes 8-15 minutes, not {lesson.minutes}")
    for number, step in enumerate(lesson.steps, 1):
        try:
            _check_step(step, lesson)
        except LessonError as error:
            raise LessonError(f"{path}: step {number}: {error}") from None
    if not lesson.steps or step_kind(lesson.steps[-1]) != "end":
        raise LessonError(f"{path}: the last step must be an end step")
    return lesson


def _check_step(step: dict, lesson: Lesson) -> None:
    if not isinstance(step, dict):
        raise LessonError("a step is an object")
    kind = step_kind(step)
    body = step[kind]
    if kind in ("lesson", "free", "end") and not isinstance(body, str):
        raise LessonError(f"a {kind} step names one text key")
    if kind == "you":
        if not isinstance(body, dict) or not all(isinstance(body.get(key), str) for key in ("coach", "otherwise")) \
                or not isinstance(body.get("answer"), dict):
            raise LessonError("a 'you' step needs coach, answer and otherwise")
        for weak in body.get("weak", []):
            if not isinstance(weak, dict) or not isinstance(weak.get("if"), dict) or not isinstance(weak.get("why"), str):
                raise LessonError("each weak choice needs 'if' (a pattern) and 'why' (a text key)")
    if kind == "bots":
        seats = {int(seat) for seat in body.get("seats", {})} if isinstance(body, dict) else None
        if seats is None or (not seats and "others" not in body) or lesson.seat in seats:
            raise LessonError("a 'bots' step gives 'seats' (not the player's) and/or 'others' commands")
    for entry in step.get("say", []):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], str)) or entry[0] == lesson.seat:
            raise LessonError("'say' lists [seat, text key] pairs for the other seats")


def load_texts(directory: Path | None = None) -> dict[str, dict[str, str]]:
    """language -> {text key: text}."""
    directory = (directory or tutorials_dir()) / "text"
    texts = {}
    for language in LANGUAGES:
        path = directory / f"{language}.json"
        try:
            catalog = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise LessonError(f"{path}: cannot read: {error}") from None
        if not isinstance(catalog, dict) or not all(isinstance(v, str) for v in catalog.values()):
            raise LessonError(f"{path}: a text catalog is one object of key: text")
        texts[language] = catalog
    return texts


def text(texts: dict[str, dict[str, str]], language: str, key: str) -> str:
    """The key's text in the language, English when missing (the check makes sure it never is)."""
    return texts.get(language, {}).get(key) or texts["en"].get(key, key)
