"""Display text for game options and presets (keyed by the engine's option key)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP as N

from .names import tidy

LABELS = {
    "targeting": N("options", "Targeting"),
    "leader_approves": N("options", "Leader always approves"),
    "auto_approve_hammer": N("options", "Fifth team goes without a vote"),
    "blind_spies": N("options", "Blind Spies"),
    "plot": N("options", "Plot cards (The Plot Thickens)"),
    "plot_cards": N("options", "Plot cards (The Plot Thickens)"),
    "inquisitor": N("options", "Inquisitor"),
    "sergeant": N("options", "Sergeant"),
    "assassin_module": N("options", "Assassin module"),
    "body_guard": N("options", "Body Guard"),
    "false_commander": N("options", "False Commander"),
    "deep_cover": N("options", "Deep Cover"),
    "blind_spy": N("options", "Blind Spy"),
    "hunter": N("options", "Hunter module"),
    "dummy_agent": N("options", "Dummy Agent"),
    "coordinator": N("options", "Coordinator"),
    "deep_agent": N("options", "Deep Agent"),
    "pretender": N("options", "Pretender"),
    "roles_in_play": N("options", "Special roles"),
    "team_assassination": N("options", "Team assassination"),
    "cleric_hunt": N("options", "Cleric hunt"),
    "lancelot_deck_face_up": N("options", "Lancelot: loyalty cards face up"),
    "evil_lancelot_must_fail": N("options", "Lancelot: evil Lancelot must fail"),
    "lancelots_see_each_other": N("options", "Lancelot: the Lancelots see each other"),
    "lady_of_the_lake": N("options", "Lady of the Lake"),
    "sire_of_the_sea": N("options", "Sire of the Sea"),
    "ref_of_the_rain": N("options", "Ref of the Rain"),
    "excalibur": N("options", "Excalibur"),
}
HELP = {
    "targeting": N("options", "The leader picks which mission to attempt; mission 5 only after two successes."),
    "leader_approves": N("options", "House rule: the leader always votes Approve and is not asked."),
    "auto_approve_hammer": N("options", "After four rejections in a round the fifth team goes without a vote."),
    "blind_spies": N("options", "Spies are not told who the other spies are."),
    "plot": N("options", "The first leader of each round draws plot cards and hands them out."),
    "inquisitor": N("options", "After missions 2–4 the holder sees one player's loyalty; that player takes the token."),
    "sergeant": N("options", "The leader names a team member, who may switch one other member's card."),
    "assassin_module": N("options", "The Commander knows the spies; after three successes the Assassin may shoot the Commander."),
    "body_guard": N("options", "Resistance: sees the Commander and the False Commander, not knowing which is which."),
    "false_commander": N("options", "Spy: looks like the Commander to the Body Guard."),
    "deep_cover": N("options", "Spy: hidden from the Commander."),
    "blind_spy": N("options", "The spies do not know the Blind Spy and it does not know them; the Commander does."),
    "hunter": N("options", "Chiefs and Hunters; an investigation each mission; Hunters accuse Chiefs to decide the end."),
    "dummy_agent": N("options", "Resistance: may answer an investigation either way."),
    "coordinator": N("options", "Resistance: known to the Resistance Chiefs; the Spy Hunter wins by finding it too."),
    "deep_agent": N("options", "Spy: does not know the other spies."),
    "pretender": N("options", "Resistance: looks like a second possible Deep Agent to the spies."),
    "roles_in_play": N("options", "Special roles in play; Loyal Servants and Minions fill the other seats."),
    "team_assassination": N("options", "No Assassin card: a random evil player shoots after the evil team confers."),
    "cleric_hunt": N("options", "With the Cleric in play, evil may hunt the Cleric and one more role instead of Merlin."),
    "lancelot_deck_face_up": N("options", "The loyalty cards are dealt face up, so the switches are known."),
    "evil_lancelot_must_fail": N("options", "The Lancelot who is evil must play Fail on quests."),
    "lancelots_see_each_other": N("options", "The two Lancelots open their eyes and see each other."),
    "lady_of_the_lake": N("options", "After quests 2–4 the holder sees one player's loyalty; that player takes it."),
    "sire_of_the_sea": N("options", "After quests 2–4 the holder shows their loyalty to one player, who takes it."),
    "ref_of_the_rain": N("options", "After a failed quest the holder sees one player's loyalty; that player takes it."),
    "excalibur": N("options", "The leader arms a team member, who may switch one other member's card."),
}
SHELL_PRESETS = {  # ui/table_setup.py: whole names, not "<name>-<players>"
    "base": N("options", "The base game"),
    "plot": N("options", "The Plot Thickens"),
    "assassin": N("options", "Assassin module"),
    "inquisitor": N("options", "Inquisitor"),
    "plot-assassin": N("options", "The Plot Thickens + Assassin"),
    "hunter": N("options", "Hunter module"),
    "blind-spies": N("options", "Blind Spies"),
}
PRESETS = {
    "recommended": N("options", "Recommended · %1 players"),
    "mordred-assassin": N("options", "Mordred is the Assassin · %1 players"),
    "platform": N("options", "Online-style (team assassination) · %1 players"),
}


def label(key: str) -> str:
    return QCoreApplication.translate("options", LABELS[key]) if key in LABELS else tidy(key)


def help_text(key: str, engine_help: str) -> str:
    """The translated help for a known option; the engine's own line for one added later."""
    return QCoreApplication.translate("options", HELP[key]) if key in HELP else engine_help


def preset_label(name: str) -> str:
    """ "recommended-7" -> "Recommended · 7 players"; an unknown preset is tidied up."""
    if name in SHELL_PRESETS:
        return QCoreApplication.translate("options", SHELL_PRESETS[name])
    head, _, count = name.rpartition("-")
    if head in PRESETS and count.isdigit():
        return QCoreApplication.translate("options", PRESETS[head]).replace("%1", count)
    return tidy(name.replace("-", " "))
