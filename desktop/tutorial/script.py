"""Walking a lesson's steps: what the coach says now, which scripted commands are due, and how the
player's choice compares with the lesson's advice. The headless check and the app walk the same way.

Patterns (a weak choice's "if") match a command key by key: "team_has"/"team_lacks" list seats the
team must hold or leave out; any other key must equal the command's value.
"""
from __future__ import annotations

from dataclasses import dataclass

from .lessons import Lesson, step_kind


@dataclass(frozen=True)
class Verdict:
    """How the player's command compares with the lesson: "good" (its advice), "weak" (a choice the
    lesson explains), or "off" (some other choice: explained in general). `why` is a text key."""

    kind: str
    why: str | None
    step: int  # the index of the 'you' step it answered


def matches(command: dict, pattern: dict) -> bool:
    for key, wanted in pattern.items():
        if key == "team_has":
            if not set(wanted) <= set(command.get("team", [])):
                return False
        elif key == "team_lacks":
            if set(wanted) & set(command.get("team", [])):
                return False
        elif command.get(key) != wanted:
            return False
    return True


class Progress:
    """Where the lesson is. `index` points at the step the table waits on."""

    def __init__(self, lesson: Lesson, index: int = 0) -> None:
        self.lesson = lesson
        self.index = index
        # "script" while the lesson leads; "free" in its free part; "off" after a weak choice (both: bots play on)
        self.mode = "script"

    @property
    def step(self) -> dict | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def kind(self) -> str | None:
        step = self.step
        return step_kind(step) if step is not None else None

    def advance(self) -> None:
        if self.index < len(self.lesson.steps):
            self.index += 1

    def bot_commands(self, pending: dict[int, str]) -> list[tuple[int, dict]] | None:
        """The scripted commands of the current 'bots' step, or None while its seats are not all
        pending yet. `pending`: the other seats that owe a decision now."""
        body = self.step["bots"]
        named = {int(seat): command for seat, command in body.get("seats", {}).items()}
        if not set(named) <= set(pending) or not pending:
            return None
        commands = [(seat, named[seat]) for seat in sorted(named)]
        if "others" in body:
            commands += [(seat, body["others"]) for seat in sorted(pending) if seat not in named]
        return commands

    def you_step(self) -> int | None:
        """The 'you' step the player's next command answers: the current one, or the first after the
        lessons the player has not yet clicked through."""
        index = self.index
        while index < len(self.lesson.steps) and step_kind(self.lesson.steps[index]) == "lesson":
            index += 1
        if index < len(self.lesson.steps) and step_kind(self.lesson.steps[index]) == "you":
            return index
        return None

    def judge(self, command: dict) -> Verdict | None:
        """Compare the player's command with the lesson and move past its step; None when the
        lesson has no advice here (free play, or off the script)."""
        index = self.you_step() if self.mode == "script" else None
        if index is None:
            return None
        body = self.lesson.steps[index]["you"]
        self.index = index + 1
        answer = body["answer"]
        if command == answer or any(matches(command, pattern) for pattern in body.get("accept", [])):
            return Verdict("good", body.get("good"), index)
        for weak in body.get("weak", []):
            if matches(command, weak["if"]):
                return Verdict("weak", weak["why"], index)
        return Verdict("off", body["otherwise"], index)
