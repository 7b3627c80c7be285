"""What a decision means, in one or two sentences above its controls: the rules of the moment and
who may be named. Built from the pending decision, its legal specs and the public view only."""
from __future__ import annotations

from . import names
from .table.art_names import plot_art, role_art
from .text import name_list, tr

# Decisions that pick a target for the end-of-game shot (Avalon) or suggest one to the shooter.
ASSASSINATION = {"assassinate", "assassinate_lovers", "hunt_cleric", "name_role", "suggest_target"}
PLOT_WINDOWS = {"strong_leader", "no_confidence", "spotlight", "close_eye"}


def decision_title(view: dict, name: str) -> str:
    """The prompt's heading: "Ana: Propose the team"; the end-of-game shot gets a heading of its own."""
    pending = view.get("pending")
    if pending in ("assassinate", "assassinate_lovers", "hunt_cleric"):
        return tr("decide", "%1, take your shot: one name decides the game", name)
    if pending == "name_role":
        return tr("decide", "%1, one last name: who else, and which role?", name)
    if pending == "turn":
        return tr("decide", "%1, your turn: play one card", name)
    return tr("game", "%1: %2", name, names.command(pending))


def _targets(legal: list[dict], kind: str, param: str) -> list[int]:
    for spec in legal:
        if spec["kind"] == kind and param in spec["params"]:
            return list(spec["params"][param]["of"])
    return []


def _window_card(legal: list[dict]) -> str | None:
    for spec in legal:
        if spec["kind"] == "play_card":
            return spec["params"]["card"]["of"][0]
    return None


def explanation(view: dict, seat_names: list[str]) -> str:
    """The rules of the decision the viewer owes now ("" when the title says it all)."""
    pending = view.get("pending")
    legal = view.get("legal") or []
    kinds = {spec["kind"] for spec in legal}
    lines: list[str] = []
    if pending in ASSASSINATION:
        lines += _assassination(view, legal, kinds, seat_names)
    elif pending in PLOT_WINDOWS:
        card = _window_card(legal)
        lines.append(card_rule(card) if card else "")
        lines.append(tr("decide", "Play it now, or pass: a pass holds the card for a later chance."))
    elif pending == "give_card":
        lines.append(tr("decide", "You drew plot cards as Leader: give each one to another player (nobody gets two)."))
        if any("establish_confidence" in spec["params"].get("card", {}).get("of", []) for spec in legal):
            lines.append(tr("decide", "Establish Confidence is yours to use: pick whom you show your character card to."))
    elif pending == "overhear":
        lines.append(tr("decide", "Overheard Conversation: look at the character card of a neighbour on your left or right."))
    elif pending == "open_up":
        lines.append(tr("decide", "Open Up: show your own character card to one player of your choice (the Leader too)."))
    elif pending == "take_card":
        lines.append(tr("decide", "Take Responsibility: take one plot card lying in front of another player."))
    elif pending == "give_investigator":
        lines.append(tr("decide", "Give the Investigator token to another player: they will investigate someone."))
    elif pending == "investigate":
        lines.append(tr("decide", "Investigate a player who is not on the team: they must show you a loyalty card."))
    elif pending == "hunter_answer":
        lines.append(tr("decide", "You are being investigated: show the investigator one of the cards you may show."))
    elif pending in ("accuse", "early_accusation"):
        targets = _targets(legal, "accuse", "target")
        if targets:
            lines.append(tr("decide", "Name the rival Chief: a correct accusation wins the game for your side."))
            lines.append(tr("decide", "You may accuse: %1.", name_list(seat_names, targets)))
        else:
            lines.append(tr("decide", "Everyone answers at once, so nobody learns who could accuse."))
    return "\n".join(line for line in lines if line)


def _assassination(view: dict, legal: list[dict], kinds: set[str], seat_names: list[str]) -> list[str]:
    shot = view.get("assassination") or {}
    lines = []
    if "suggest_target" in kinds:
        shooter = shot.get("shooter")
        who = seat_names[shooter] if isinstance(shooter, int) else "?"
        lines.append(tr("decide", "Evil shoots together: suggest a target to %1, who takes the shot, or pass.", who))
        targets = _targets(legal, "suggest_target", "target")
    elif "name_role" in kinds:
        lines.append(tr("decide", "The Cleric is found. Now name one more player and their role:"
                        " both right and evil wins; one wrong and good wins."))
        targets = _targets(legal, "name_role", "target")
    else:
        if (view.get("options") or {}).get("assassin_module"):
            lines.append(tr("decide", "The Resistance has won three missions. Name the Commander and the spies win instead."))
            kinds = kinds - {"assassinate"}
        else:
            lines.append(tr("decide", "Good has won three missions. Only your shot can still win the game for evil."))
        shots = []
        if "assassinate" in kinds:
            shots.append(tr("decide", "Name Merlin: evil wins if you are right."))
        if "assassinate_lovers" in kinds:
            shots.append(tr("decide", "Name both lovers, Tristan and Isolde: evil wins only if both are right."))
        if "hunt_cleric" in kinds:
            shots.append(tr("decide", "Hunt the Cleric: name the Cleric, then one more player and their role."))
        if len(shots) > 1:
            lines.append(tr("decide", "Choose one shot:"))
        lines += shots
        targets = []
        for spec in legal:
            for param in ("target", "targets"):
                if param in spec["params"]:
                    targets += [t for t in spec["params"][param]["of"] if t not in targets]
    if targets:
        lines.append(tr("decide", "You may name anyone not known to be on your side: %1.", name_list(seat_names, sorted(targets))))
    suggestions = shot.get("suggestions") or {}
    heard = [tr("decide", "%1 suggests %2", seat_names[int(s)], seat_names[t]) for s, t in suggestions.items()
             if isinstance(t, int)]
    if heard:
        lines.append(tr("decide", "Your team: %1.", "; ".join(heard)))
    return lines


def card_rule(card: str) -> str:
    """One line of a plot card's rule."""
    rules = {
        "strong_leader": tr("decide", "Strong Leader: become the Leader yourself, before the Leader acts."),
        "no_confidence": tr("decide", "No Confidence: the approved team counts as rejected and the lead passes on."),
        "in_the_spotlight": tr("decide", "In the Spotlight: name one team member; their mission card is played face up."),
        "keeping_a_close_eye": tr("decide", "Keeping a Close Eye on You: privately look at one team member's mission card."),
    }
    return rules.get(card, names.card(card))


def card_art(param: str, value, game: str = "avalon") -> str | None:
    """The art for a card value in a prompt (plot cards, Avalon roles to name), or None."""
    if not isinstance(value, str):
        return None
    if param == "card" and value in names.CARDS and value not in ("success", "fail"):
        if value in ("chief", "resistance_chief", "spy_chief"):
            return {"chief": "resistance/chief_card", "resistance_chief": "resistance/chief_card_resistance",
                    "spy_chief": "resistance/chief_card_spy"}[value]
        return plot_art(value) if value in PLOT_CARDS else None
    if param == "role":
        return role_art(game, value)
    return None


PLOT_CARDS = {"strong_leader", "overheard_conversation", "establish_confidence", "open_up", "take_responsibility",
              "no_confidence", "keeping_a_close_eye", "in_the_spotlight", "opinion_maker"}
