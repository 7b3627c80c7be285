"""The review's reasons and commands in the player's language (the headless review speaks codes).

Each reason code of desktop/review/reasons.py has one translated message here, with its parameters in
a fixed order (%1, %2, ...); tests/ui/test_ui_review.py checks that every code has one and that the
English reads as the CLI's sentence.
"""
from __future__ import annotations

from . import names
from .text import cap, name_list, tr

# code -> (the parameters, in the order of the message's %1, %2, ...)
ORDER: dict[str, tuple[str, ...]] = {
    "hammer": (),
    "approve_clean": ("clean", "alternative"),
    "reject_suspect": ("suspect", "suspect_odds", "clean", "alternative"),
    "reject_decisive": ("clean", "alternative"),
    "reject_own_lead": ("alternative", "clean"),
    "approve_bar": ("clean", "bar"),
    "reject_bar": ("clean", "bar"),
    "propose_trusted": ("team", "clean"),
    "spy_back": ("spies",),
    "spy_sink": (),
    "spy_blend": (),
    "spy_hide": (),
    "spy_propose": ("team", "clean", "spies"),
    "spy_fail": (),
    "spy_alone": ("needed",),
    "spy_lay_low": (),
    "spy_other_fails": ("spy",),
    "shoot_merlin": ("target", "odds"),
    "search": ("expert", "worlds", "win", "other", "alternative"),
    "rescue": (),
    "target_read": ("expert", "target", "role", "odds"),
    "expert_plays": ("expert",),
}


def _message(code: str) -> str:
    """The message of a code, untranslated placeholders and all (each a literal, for update.py)."""
    if code == "hammer":
        return tr("review", "Approve: this is the round's fifth team, and a fifth rejection hands the game to the other side.")
    if code == "approve_clean":
        return tr("review", "Approve: to you the team was clean in %1 of the worlds you could be in, no worse than the %2 of the team a rejection would bring.")
    if code == "reject_suspect":
        return tr("review", "Reject: %1 was a spy in %2 of the worlds you could be in, so the team was clean in only %3, against %4 for the team a rejection would bring.")
    if code == "reject_decisive":
        return tr("review", "Reject: in the worlds where your vote decides it, the team was clean in only %1, against %2 for the team a rejection would bring.")
    if code == "approve_bar":
        return tr("review", "Approve: in the worlds where your vote decides it, the team was clean in %1, at least the %2 you need to back a team.")
    if code == "reject_bar":
        return tr("review", "Reject: in the worlds where your vote decides it, the team was clean in only %1, below the %2 you need to back a team.")
    if code == "reject_own_lead":
        return tr("review", "Reject: you lead before the hammer, and your own team would be clean in %1, against %2 for this one.")
    if code == "propose_trusted":
        return tr("review", "Send %1: the team likeliest to be clean, in %2 of the worlds you could be in.")
    if code == "spy_back":
        return tr("review", "Approve: the team can fail, with %1 aboard.")
    if code == "spy_sink":
        return tr("review", "Reject: the team holds no spy, so it would succeed.")
    if code == "spy_blend":
        return tr("review", "Approve: the team holds no spy, but a good player would approve it, and a rejection would mark you.")
    if code == "spy_hide":
        return tr("review", "Reject: the team can fail, but a good player would reject it, and backing it would mark you.")
    if code == "spy_propose":
        return tr("review", "Send %1: it looks clean to the table (%2 of the worlds it could see) and carries %3.")
    if code == "spy_fail":
        return tr("review", "Fail: the team can fail this mission, and you are the spy to play the fail.")
    if code == "spy_alone":
        return tr("review", "Succeed: this mission needs %1 fails, and one alone would only expose you.")
    if code == "spy_lay_low":
        return tr("review", "Succeed: a lone fail on the first small mission all but names you; wait for a better one.")
    if code == "spy_other_fails":
        return tr("review", "Succeed: %1 plays the fail; a second would only show how many spies rode.")
    if code == "shoot_merlin":
        return tr("review", "Shoot %1: of the good seats, %1's votes fitted Merlin best (%2).")
    if code == "search":
        return tr("review", "%1: played out in %2 worlds you could be in, it won %3 of them, against %4 for %5.")
    if code == "rescue":
        return tr("review", "Rescue: the President has all four types of hit; your three types save the President and win you the round.")
    if code == "target_read":
        return tr("review", "%1: to you, %2 was most likely the %3 (%4).")
    return tr("review", "%1: what the expert level plays here from what you could see.")


def why_text(code: str, params: dict, seat_names: list[str]) -> str:
    """A moment's "why", translated, with seats named and fractions as percents."""
    text = _message(code if code in ORDER else "expert_plays")
    values = [_value(key, params.get(key), seat_names) for key in ORDER.get(code, ("expert",))]
    for index in range(len(values), 0, -1):  # %10 before %1
        text = text.replace(f"%{index}", values[index - 1])
    return text


def _value(key: str, value, seat_names: list[str]) -> str:
    if key in ("suspect", "target", "spy") and isinstance(value, int) and 0 <= value < len(seat_names):
        return seat_names[value]
    if key == "role" and isinstance(value, str):
        return names.role(value).lower()
    if key in ("team", "spies") and isinstance(value, list):
        return name_list(seat_names, value)
    if isinstance(value, dict):
        text = command_text(value, seat_names)
        return cap(text) if key == "expert" else text
    if isinstance(value, float):
        return f"{round(100 * value)}%"
    return str(value)


def command_text(command: dict | None, seat_names: list[str]) -> str:
    """A command in a few words: "approve", "send Ana, Bao", "fail", "hit Bao"."""
    if command is None:
        return tr("review", "(not recorded)")
    kind = command.get("kind", "")
    if kind == "vote":
        return tr("review", "approve") if command.get("approve") else tr("review", "reject")
    if kind == "propose_team":
        return tr("review", "send %1", name_list(seat_names, command.get("team", [])))
    if kind == "mission_card":
        return names.card(command.get("card", "")).lower()
    target = command.get("target")
    if isinstance(target, int) and 0 <= target < len(seat_names):
        return tr("review", "%1: %2", names.command(kind), seat_names[target])
    return names.command(kind)


def decision_text(kind: str) -> str:
    return names.command(kind)
