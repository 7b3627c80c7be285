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
    "body_guard": N("names", "Body Guard"), "deep_cover": N("names", "Deep Cover"), "blind_spy": N("names", "Blind Spy"),
    "resistance_hunter": N("names", "Resistance Hunter"), "spy_hunter": N("names", "Spy Hunter"),
    "resistance_chief": N("names", "Resistance Chief"), "spy_chief": N("names", "Spy Chief"),
    "dummy_agent": N("names", "Dummy Agent"), "coordinator": N("names", "Coordinator"),
    "deep_agent": N("names", "Deep Agent"), "pretender": N("names", "Pretender"),
    "bodyguard": N("names", "Bodyguard"), "president": N("names", "President"),
}
SIDES = {
    "resistance": N("names", "the Resistance"), "spies": N("names", "the Spies"),
    "good": N("names", "Good"), "evil": N("names", "Evil"),
    "president": N("names", "the President's side"), "assassins": N("names", "the Assassins"),
    "bodyguard": N("names", "the Bodyguard"), "assassin": N("names", "the Assassins"),
    "shared": N("names", "the tied players"),
}
CARDS = {
    "success": N("names", "Success"), "fail": N("names", "Fail"), "chief_fail": N("names", "Chief Fail"),
    "not_chief": N("names", "Not a Chief"), "chief": N("names", "Chief"),
    "resistance_chief": N("names", "Resistance Chief"), "spy_chief": N("names", "Spy Chief"),
    "strong_leader": N("names", "Strong Leader"), "overheard_conversation": N("names", "Overheard Conversation"),
    "establish_confidence": N("names", "Establish Confidence"), "open_up": N("names", "Open Up"),
    "take_responsibility": N("names", "Take Responsibility"), "no_confidence": N("names", "No Confidence"),
    "keeping_a_close_eye": N("names", "Keeping a Close Eye on You"), "in_the_spotlight": N("names", "In the Spotlight"),
    "opinion_maker": N("names", "Opinion Maker"),
    "lady_of_the_lake": N("names", "Lady of the Lake"), "excalibur": N("names", "Excalibur"),
    "sire_of_the_sea": N("names", "Sire of the Sea"), "ref_of_the_rain": N("names", "Ref of the Rain"),
    "inquisitor": N("names", "Inquisitor"), "sergeant": N("names", "Sergeant"), "investigator": N("names", "Investigator"),
    "no_change": N("names", "No Change"), "switch": N("names", "Switch"),
    "dirty_trick": N("names", "Dirty Trick"), "deadly_martini": N("names", "Deadly Martini"),
    "plan_b": N("names", "Plan B"), "hardcore": N("names", "Hardcore"),
    "weapon": N("names", "Weapon"), "location": N("names", "Location"), "weather": N("names", "Weather"), "time": N("names", "Time"),
}
REASONS = {
    "three_successes": N("names", "three missions succeeded"),
    "three_fails": N("names", "three missions failed"),
    "five_rejections": N("names", "five teams were rejected in one round"),
    "assassinated_merlin": N("names", "the Assassin found Merlin"),
    "merlin_assassinated": N("names", "the Assassin found Merlin"),
    "merlin_survived": N("names", "the Assassin missed Merlin"),
    "commander_assassinated": N("names", "the Assassin found the Commander"),
    "chief_found": N("names", "a Hunter found a Chief"),
    "lovers_assassinated": N("names", "the Assassin found Tristan and Isolde"),
    "cleric_hunted": N("names", "evil hunted down the Cleric and one more role"),
    "cleric_hunt_succeeded": N("names", "evil hunted down the Cleric and one more role"),
    "assassination_hit": N("names", "the Assassin found their target"),
    "assassination_missed": N("names", "the Assassin missed"),
    "most_points": N("names", "the most points after every round"),
    "all_rounds_played": N("names", "every player has been President: the most points win"),
    # Bodyguard: how a round ended
    "assassination": N("names", "an Assassin got the President"),
    "rescue": N("names", "the Bodyguard rescued the President"),
    "assassin_eliminated": N("names", "the President took out an Assassin"),
    "cards_exhausted": N("names", "the cards ran out"),
}
COMMANDS = {
    "propose_team": N("names", "Propose the team"),
    "vote": N("names", "Vote"),
    "mission_card": N("names", "Play a mission card"),
    "assassinate": N("names", "Name your target"),
    "assassinate_lovers": N("names", "Name Tristan and Isolde"),
    "suggest_target": N("names", "Suggest a target"),
    "hunt_cleric": N("names", "Hunt the Cleric"),
    "name_role": N("names", "Name a player and their role"),
    "hit": N("names", "Place a hit card"), "rescue": N("names", "Rescue the President"),
    "counter": N("names", "Answer with Hardcore?"), "counter_counter": N("names", "Answer with Hardcore?"),
    "turn": N("names", "Play one card"), "set_aside": N("names", "Set a role card aside"),
    "reassign": N("names", "Reassign the roles"), "plan_b": N("names", "Play Plan B"),
    "dirty_trick": N("names", "Play Dirty Trick"), "deadly_martini": N("names", "Play Deadly Martini"),
    "hardcore": N("names", "Play Hardcore"),
    "lady": N("names", "Use the Lady of the Lake"),
    "examine": N("names", "See a player's loyalty"),
    "show_loyalty": N("names", "Show your loyalty to a player"),
    "give_token": N("names", "Hand over the token"),
    "switch_card": N("names", "Switch a mission card"),
    "keep_cards": N("names", "Leave the cards as they are"),
    "play_card": N("names", "Play a card"),
    "pass": N("names", "Pass"),
    "discard": N("names", "Discard a card"),
    "give_card": N("names", "Hand out the plot card"),
    "overhear": N("names", "Look at a neighbour's card"),
    "open_up": N("names", "Show your card to a player"),
    "take_card": N("names", "Take a plot card"),
    "close_eye": N("names", "Look at a mission card?"),
    "spotlight": N("names", "Put someone in the spotlight?"),
    "strong_leader": N("names", "Play Strong Leader?"),
    "no_confidence": N("names", "Play No Confidence?"),
    "give_investigator": N("names", "Give the Investigator token"),
    "investigate": N("names", "Investigate a player"),
    "hunter_answer": N("names", "Answer the investigation"),
    "accuse": N("names", "Accuse a player"),
    "early_accusation": N("names", "Accuse now?"),
}
PHASES = {
    "propose": N("names", "The leader is choosing a team"),
    "vote": N("names", "Everyone votes on the team"),
    "opinion_vote": N("names", "The Opinion Makers vote first"),
    "mission": N("names", "The team is on the mission"),
    "assassination": N("names", "The Assassin is taking aim"),
    "lady": N("names", "The Lady of the Lake is used"),
    "inquisitor": N("names", "The Inquisitor is used"),
    "sire": N("names", "The Sire of the Sea is used"),
    "ref": N("names", "The Ref of the Rain is used"),
    "give_token": N("names", "The leader hands over a token"),
    "switch_card": N("names", "A mission card may be switched"),
    "plot_draw": N("names", "The leader hands out plot cards"),
    "strong_leader": N("names", "Strong Leader can be played"),
    "no_confidence": N("names", "No Confidence can be played"),
    "spotlight": N("names", "In the Spotlight can be played"),
    "close_eye": N("names", "Keeping a Close Eye can be played"),
    "give_investigator": N("names", "The leader gives out the Investigator token"),
    "investigate": N("names", "An investigation"),
    "hunter_accusation": N("names", "A Hunter accuses"),
    "hunter_early_accusation": N("names", "The Spy Hunter may accuse early"),
    "over": N("names", "The game is over"),
    "turn": N("names", "A player's turn"), "set_aside": N("names", "The President sets a role card aside"),
    "rescue": N("names", "The rescue window is open"), "counter": N("names", "Waiting for a Hardcore answer"),
    "counter_counter": N("names", "Waiting for a Hardcore answer"),
}
PARAMS = {
    "team": N("names", "Team"), "approve": N("names", "Your vote"), "card": N("names", "Card"),
    "mission": N("names", "Mission"), "target": N("names", "Target"), "targets": N("names", "Targets"),
    "seat": N("names", "Player"), "owner": N("names", "From"), "answer": N("names", "Answer"),
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
    "hunter_card": N("names", "An investigation answer you saw"), "played": N("names", "Your mission card"),
}
# Parameters whose values are seats: shown as player names, and pickable on the table.
SEAT_PARAMS = {"team", "target", "targets", "seat", "player", "to", "recipient", "holder", "victim", "guess", "seats", "owner"}
LEVELS = {
    "random": N("names", "Random (testing)"), "easy": N("names", "Easy"), "normal": N("names", "Normal"),
    "hard": N("names", "Hard"), "expert": N("names", "Expert"),
}
WARNINGS = {
    "no_merlin": N("names", "There is no Merlin: the Assassin's shot can only aim at other roles."),
    "percival_without_merlin": N("names", "Percival without Merlin has nobody to look for."),
    "morgana_without_percival": N("names", "Morgana without Percival has nobody to fool."),
    "assassin_without_target": N("names", "The Assassin has no one to shoot at: there is no Merlin, Cleric or pair of lovers."),
    "percival_at_five": N("names", "With 5 players and Percival, also add Mordred or Morgana."),
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


def warning(code: str, message: str = "") -> str:
    """A setup warning in words: ours when we know the code, else the engine's own line."""
    return _t(WARNINGS[code]) if code in WARNINGS else (message or tidy(code))


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
