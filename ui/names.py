"""Every engine code the player can see, turned into translated display text. The one place for it.

The engine speaks codes ("spy", "five_rejections", "propose_team"); this module maps them to words.
Tables hold QT_TRANSLATE_NOOP markers so lupdate finds them; lookups translate at call time, so a
language switch needs no restart of this module. Unknown codes fall back to a tidied-up form of the
code (never a raw snake_case string), so a new card is readable before it gets its own entry.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP as N

GAMES = {
    "resistance": N("names", "The Resistance"),
    "avalon": N("names", "The Resistance: Avalon"),
    "bodyguard": N("names", "Bodyguard"),
}
GAME_BLURBS = {
    "resistance": N("names", "Resistance operatives against hidden spies. Three missions decide it. 5–10 players."),
    "avalon": N("names", "Arthur's loyal servants against Mordred's minions — and Merlin must stay hidden. 5–10 players."),
    "bodyguard": N("names", "Protect the President — or be the assassin who gets through. 4–8 players."),
}
ROLES = {
    "resistance": N("names", "Resistance"), "spy": N("names", "Spy"),
    "good": N("names", "Loyal Servant of Arthur"), "evil": N("names", "Minion of Mordred"),
    "loyal_servant": N("names", "Loyal Servant of Arthur"), "minion": N("names", "Minion of Mordred"),
    "merlin": N("names", "Merlin"), "percival": N("names", "Percival"), "assassin": N("names", "Assassin"),
    "morgana": N("names", "Morgana"), "mordred": N("names", "Mordred"), "oberon": N("names", "Oberon"),
    "mordred_assassin": N("names", "Mordred (Assassin)"), "cleric": N("names", "Cleric"),
    "tristan": N("names", "Tristan"), "isolde": N("names", "Isolde"),
    "good_lancelot": N("names", "Lancelot (good)"), "evil_lancelot": N("names", "Lancelot (evil)"),
    "commander": N("names", "Commander"), "false_commander": N("names", "False Commander"),
    "bodyguard": N("names", "Bodyguard"), "deep_cover": N("names", "Deep Cover"), "blind_spy": N("names", "Blind Spy"),
    "hunter_resistance": N("names", "Resistance Hunter"), "hunter_spy": N("names", "Spy Hunter"),
    "chief_resistance": N("names", "Resistance Chief"), "chief_spy": N("names", "Spy Chief"),
    "president": N("names", "President"),
}
SIDES = {
    "resistance": N("names", "the Resistance"), "spies": N("names", "the Spies"),
    "good": N("names", "Good"), "evil": N("names", "Evil"),
    "president": N("names", "the President's side"), "assassins": N("names", "the Assassins"),
    "bodyguard": N("names", "the Bodyguard"), "assassin": N("names", "the Assassins"),
}
CARDS = {
    "success": N("names", "Success"), "fail": N("names", "Fail"), "chief_fail": N("names", "Chief Fail"),
    "strong_leader": N("names", "Strong Leader"), "overheard_conversation": N("names", "Overheard Conversation"),
    "establish_confidence": N("names", "Establish Confidence"), "open_up": N("names", "Open Up"),
    "take_responsibility": N("names", "Take Responsibility"), "no_confidence": N("names", "No Confidence"),
    "keeping_a_close_eye": N("names", "Keeping a Close Eye on You"), "in_the_spotlight": N("names", "In the Spotlight"),
    "opinion_maker": N("names", "Opinion Maker"),
    "lady_of_the_lake": N("names", "Lady of the Lake"), "excalibur": N("names", "Excalibur"),
    "sire_of_the_sea": N("names", "Sire of the Sea"), "ref_of_the_rain": N("names", "Ref of the Rain"),
    "inquisitor": N("names", "Inquisitor"), "sergeant": N("names", "Sergeant"), "investigator": N("names", "Investigator"),
    "dirty_trick": N("names", "Dirty Trick"), "deadly_martini": N("names", "Deadly Martini"),
    "plan_b": N("names", "Plan B"), "hardcore": N("names", "Hardcore"),
    "weapon": N("names", "Weapon"), "location": N("names", "Location"), "weather": N("names", "Weather"), "time": N("names", "Time"),
}
REASONS = {
    "three_successes": N("names", "three missions succeeded"),
    "three_fails": N("names", "three missions failed"),
    "five_rejections": N("names", "five teams were rejected in one round"),
    "assassinated_merlin": N("names", "the Assassin found Merlin"),
    "merlin_survived": N("names", "the Assassin missed Merlin"),
    "assassination_hit": N("names", "the Assassin found their target"),
    "assassination_missed": N("names", "the Assassin missed"),
    "most_points": N("names", "the most points after every round"),
    "all_rounds_played": N("names", "every player has been President: the most points win"),
}
COMMANDS = {
    "propose_team": N("names", "Propose the team"),
    "vote": N("names", "Vote"),
    "mission_card": N("names", "Play a mission card"),
    "assassinate": N("names", "Name your target"),
    "hit": N("names", "Place a hit card"), "rescue": N("names", "Rescue the President"),
    "counter": N("names", "Answer with Hardcore?"), "counter_counter": N("names", "Answer with Hardcore?"),
    "turn": N("names", "Your turn: play one card"), "set_aside": N("names", "Set a role card aside"),
    "reassign": N("names", "Reassign the roles"), "plan_b": N("names", "Play Plan B"),
    "dirty_trick": N("names", "Play Dirty Trick"), "deadly_martini": N("names", "Play Deadly Martini"),
    "hardcore": N("names", "Play Hardcore"),
    "lady": N("names", "Use the Lady of the Lake"),
    "play_card": N("names", "Play a card"),
    "pass": N("names", "Pass"),
    "discard": N("names", "Discard a card"),
    "give_card": N("names", "Hand out the plot card"),
    "strong_leader": N("names", "Play Strong Leader"),
    "no_confidence": N("names", "Play No Confidence"),
}
PHASES = {
    "propose": N("names", "The leader is choosing a team"),
    "vote": N("names", "Everyone votes on the team"),
    "mission": N("names", "The team is on the mission"),
    "assassination": N("names", "The Assassin is taking aim"),
    "lady": N("names", "The Lady of the Lake is chosen"),
    "over": N("names", "The game is over"),
    "rescue": N("names", "The rescue window is open"), "counter": N("names", "Waiting for a Hardcore answer"),
}
PARAMS = {
    "team": N("names", "Team"), "approve": N("names", "Your vote"), "card": N("names", "Card"),
    "mission": N("names", "Mission"), "target": N("names", "Target"), "seat": N("names", "Player"),
    "remove": N("names", "Hit to remove"), "role": N("names", "Role"), "to": N("names", "Give to"),
    "weapon": N("names", "Weapon"), "location": N("names", "Location"), "weather": N("names", "Weather"), "time": N("names", "Time"),
}
VALUES = {
    ("approve", True): N("names", "Approve"), ("approve", False): N("names", "Reject"),
    ("play", True): N("names", "Play it"), ("play", False): N("names", "Pass"),
}
FACTS = {
    "face_down": N("names", "You discarded face down"), "spare": N("names", "The role card set aside"),
    "bodyguard_among": N("names", "The Bodyguard is one of"), "collected": N("names", "Role cards in your hand"),
    "mission_card": N("names", "A mission card you saw"), "loyalty": N("names", "Loyalty you saw"),
}
# Parameters whose values are seats: shown as player names, and pickable on the table.
SEAT_PARAMS = {"team", "target", "seat", "player", "to", "recipient", "holder", "victim", "guess", "seats"}
LEVELS = {
    "random": N("names", "Random (testing)"), "easy": N("names", "Easy"), "normal": N("names", "Normal"),
    "hard": N("names", "Hard"), "expert": N("names", "Expert"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("names", text)


def tidy(code) -> str:
    """A readable fallback for a code nobody has named yet: "in_the_spotlight" -> "In the spotlight"."""
    text = str(code).replace("_", " ").strip()
    return text[:1].upper() + text[1:] if text else "?"


def _lookup(table: dict, code) -> str:
    return _t(table[code]) if code in table else tidy(code)


def game(code: str) -> str:
    return _lookup(GAMES, code)


def game_blurb(code: str) -> str:
    return _t(GAME_BLURBS[code]) if code in GAME_BLURBS else ""


def role(code: str) -> str:
    return _lookup(ROLES, code)


def side(code: str) -> str:
    return _lookup(SIDES, code)


def card(code: str) -> str:
    return _lookup(CARDS, code)


def reason(code: str) -> str:
    return _lookup(REASONS, code)


def command(kind: str) -> str:
    return _lookup(COMMANDS, kind)


def phase(code: str) -> str:
    return _lookup(PHASES, code)


def param(name: str) -> str:
    return _lookup(PARAMS, name)


def fact(code: str) -> str:
    return _lookup(FACTS, code)


def level(code: str) -> str:
    return _lookup(LEVELS, code)


def value(param_name: str, raw, seat_names: list[str]) -> str:
    """How one parameter value reads on a button: a player's name, a card's name, Approve/Reject."""
    if isinstance(raw, list):
        return ", ".join(value(param_name, item, seat_names) for item in raw)
    if (param_name, raw) in VALUES:
        return _t(VALUES[(param_name, raw)])
    if param_name in SEAT_PARAMS and type(raw) is int and 0 <= raw < len(seat_names):
        return seat_names[raw]
    if param_name == "mission" and type(raw) is int:
        return QCoreApplication.translate("names", "Mission %1").replace("%1", str(raw + 1))
    if isinstance(raw, bool):
        return QCoreApplication.translate("names", "Yes") if raw else QCoreApplication.translate("names", "No")
    if isinstance(raw, str):
        head, _, tail = raw.rpartition("_")
        if tail.isdigit() and head:  # a card id such as "hit_weapon_07" or "plan_b_4"
            raw = head[4:] if head.startswith("hit_") else head
        if raw in CARDS:
            return card(raw)
        if raw in ROLES:
            return role(raw)
        return tidy(raw)
    return str(raw)


def is_seat_param(name: str) -> bool:
    return name in SEAT_PARAMS
