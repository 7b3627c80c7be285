"""The review's "why" sentences: a small set of templates, each filled from the bot's own numbers.

A reason is (code, params). The CLI prints the English template below; the Review screen has the same
codes as translated messages (ui/review_text.py), so a sentence is never built from English pieces.
Params: `role` a role code (Bodyguard's president, bodyguard, assassin), seats and teams are seat numbers (turned into names when shown), `*_odds`/percentages are
fractions 0..1 (shown as whole percents), `worlds` a count.
"""
from __future__ import annotations

REASONS: dict[str, str] = {
    # a good seat's vote
    "hammer": "Approve: this is the round's fifth team, and a fifth rejection hands the game to the other side.",
    "approve_clean": "Approve: to you the team was clean in {clean} of the worlds you could be in, no worse than the {alternative} of the team a rejection would bring.",
    "reject_suspect": "Reject: {suspect} was a spy in {suspect_odds} of the worlds you could be in, so the team was clean in only {clean}, against {alternative} for the team a rejection would bring.",
    "reject_decisive": "Reject: in the worlds where your vote decides it, the team was clean in only {clean}, against {alternative} for the team a rejection would bring.",
    "approve_bar": "Approve: in the worlds where your vote decides it, the team was clean in {clean}, at least the {bar} you need to back a team.",
    "reject_bar": "Reject: in the worlds where your vote decides it, the team was clean in only {clean}, below the {bar} you need to back a team.",
    "reject_own_lead": "Reject: you lead before the hammer, and your own team would be clean in {alternative}, against {clean} for this one.",
    # a good leader
    "propose_trusted": "Send {team}: the team likeliest to be clean, in {clean} of the worlds you could be in.",
    # a spy's vote, team and card
    "spy_back": "Approve: the team can fail, with {spies} aboard.",
    "spy_sink": "Reject: the team holds no spy, so it would succeed.",
    "spy_blend": "Approve: the team holds no spy, but a good player would approve it, and a rejection would mark you.",
    "spy_hide": "Reject: the team can fail, but a good player would reject it, and backing it would mark you.",
    "spy_propose": "Send {team}: it looks clean to the table ({clean} of the worlds it could see) and carries {spies}.",
    "spy_fail": "Fail: the team can fail this mission, and you are the spy to play the fail.",
    "spy_alone": "Succeed: this mission needs {needed} fails, and one alone would only expose you.",
    "spy_lay_low": "Succeed: a lone fail on the first small mission all but names you; wait for a better one.",
    "spy_other_fails": "Succeed: {spy} plays the fail; a second would only show how many spies rode.",
    # Avalon's assassin
    "shoot_merlin": "Shoot {target}: of the good seats, {target}'s votes fitted Merlin best ({odds}).",
    # the expert's playouts overrode its first choice
    "search": "{expert}: played out in {worlds} worlds you could be in, it won {win} of them, against {other} for {alternative}.",
    # Bodyguard
    "rescue": "Rescue: the President has all four types of hit; your three types save the President and win you the round.",
    "target_read": "{expert}: to you, {target} was most likely the {role} ({odds}).",
    # anything else (a module's power, a plot card)
    "expert_plays": "{expert}: what the expert level plays here from what you could see.",
}

SEAT_PARAMS = ("suspect", "target", "spy")
TEAM_PARAMS = ("team", "spies")
COMMAND_PARAMS = ("expert", "alternative_command")


def percent(value: float) -> str:
    return f"{round(100 * value)}%"


def sentence(code: str, params: dict, names: list[str]) -> str:
    """The English sentence of a reason, with seats named."""
    return REASONS[code].format(**english_params(params, names))


def english_params(params: dict, names: list[str]) -> dict[str, str]:
    shown: dict[str, str] = {}
    for key, value in params.items():
        if key in SEAT_PARAMS:
            shown[key] = names[value]
        elif key in TEAM_PARAMS:
            shown[key] = ", ".join(names[s] for s in value)
        elif isinstance(value, dict):  # a command
            shown[key] = describe_command(value, names)
        elif isinstance(value, float):
            shown[key] = percent(value)
        else:
            shown[key] = str(value)
    if "expert" in shown:
        shown["expert"] = shown["expert"][:1].upper() + shown["expert"][1:]
    return shown


def describe_command(command: dict | None, names: list[str]) -> str:
    """A command in a few English words: "approve", "send Ann, Bo", "fail", "hit Bo"."""
    if command is None:
        return "(not recorded)"
    kind = command.get("kind", "")
    if kind == "vote":
        return "approve" if command.get("approve") else "reject"
    if kind == "propose_team":
        return "send " + ", ".join(names[s] for s in command.get("team", []))
    if kind == "mission_card":
        return str(command.get("card"))
    words = kind.replace("_", " ")
    if isinstance(command.get("target"), int) and 0 <= command["target"] < len(names):
        words += " " + names[command["target"]]
    if isinstance(command.get("card"), str) and kind not in ("vote",):
        words += f" ({command['card']})"
    return words
