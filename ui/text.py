"""Translation helpers: Qt's %1-style placeholders filled in from Python values."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(context: str, text: str, *args) -> str:
    """Translate `text` in `context`, then fill %1, %2, ... (translators may reorder them)."""
    result = QCoreApplication.translate(context, text)
    for index in range(len(args), 0, -1):  # %10 before %1
        result = result.replace(f"%{index}", str(args[index - 1]))
    return result


def tr_n(context: str, one: str, other: str, n: int, *args) -> str:
    """Translate a message with a count `%n`, in the plural form the language needs for `n`.

    `other` ("%n cards") is the message translators see, with one form per plural form of their
    language (Spanish two, Vietnamese one); `one` ("%n card") is English's singular, used when no
    translation applies. %1, %2 … are filled as in `tr`."""
    result = QCoreApplication.translate(context, other, None, n)
    if result == other.replace("%n", str(n)) and n == 1:  # untranslated (English): English's own singular
        result = one.replace("%n", str(n))
    for index in range(len(args), 0, -1):
        result = result.replace(f"%{index}", str(args[index - 1]))
    return result


def name_list(seat_names: list[str], seats) -> str:
    return ", ".join(seat_names[s] for s in seats if 0 <= s < len(seat_names))


def cap(text: str) -> str:
    """Capitalise the first letter only ("the Spies" -> "The Spies"; str.capitalize lowercases the rest)."""
    return text[:1].upper() + text[1:]


def plain_tooltip(text: str) -> str:
    """Tooltips guess rich text from the content; escaping inside a span makes any name show as typed."""
    import html

    return "<span>" + html.escape(text) + "</span>"
