"""Interactive tutorials: short games on a pinned deal, coached step by step (issue 21).

A tutorial is data (resources/tutorials/*.json, texts in resources/tutorials/text/<lang>.json):
a config and seed that pin the deal, and a list of steps — the coach's lessons, the player's
decisions (with the recommended answer and what a weak choice means), and the other seats'
scripted commands. `lessons` reads and checks the data, `script` walks the steps (the same walk
for the headless check and for the app), `check` plays every tutorial through the engine, and
`table` plays one through the real host for the app. No Qt anywhere here.
"""
from .lessons import LANGUAGES, Lesson, LessonError, load_lessons, load_texts
from .script import Progress, Verdict

__all__ = ["LANGUAGES", "Lesson", "LessonError", "Progress", "Verdict", "load_lessons", "load_texts"]
