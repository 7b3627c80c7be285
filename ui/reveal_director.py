"""Which reveal moment to play for a batch of updates, with what words and art, and for how long.

The timetable comes from reveals.plan, from PUBLIC events only; this adds the content (names, the
shuffled faces, a Bodyguard round's hits) and starts the scene's RevealLayer. It returns how long the
screen should wait before drawing the next batch, so reveals never overlap.
"""
from __future__ import annotations

from PySide6.QtCore import QObject

from . import names
from .table import reveals
from .table.art_names import role_art
from .table.bodyguard_cards import card_art
from .table.motion import Timeline
from .text import cap, tr

# Reveal kinds that are public by nature: what a seat without the public feed (a LAN client) may time on.
PUBLIC_KINDS = {"votes_revealed", "mission_result", "round_ended", "game_over", "round_started", "team_proposed",
                "hit_placed", "turn_started"}


def public_events(batch: list[tuple]) -> list[dict]:
    """The batch's public events: the spectator feed's, or (no spectator feed) the public kinds only."""
    for seat, _view, events in batch:
        if seat is None:
            return list(events)
    return [event for _seat, _view, events in batch[:1] for event in events if event.get("kind") in PUBLIC_KINDS]


class RevealDirector(QObject):
    def __init__(self, scene, game: str, seat_names: list[str], settings, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game = game
        self.seat_names = seat_names
        self.settings = settings
        self.pace = settings.bot_pace
        self.played: list[reveals.Reveal] = []  # every reveal started, in order (tests compare them)
        self._timeline = Timeline(self)
        self._waiting_role: dict | None = None
        if getattr(scene, "reveal", None) is not None:
            scene.reveal.finished.connect(self._after_reveal)

    @property
    def motion(self) -> float:
        return self.settings.animation_factor

    def play_batch(self, batch: list[tuple], previous_public: dict | None) -> int:
        """Start the reveals for a batch; the ms until the screen may move on."""
        events = public_events(batch)
        players = len(self.seat_names)
        start = 0
        for reveal in reveals.plan(events, players, self.pace, self.motion):
            self._timeline.at(start, lambda r=reveal: self._start(r, events, previous_public))
            start += reveal.length
        actor = reveals.actor(events)
        if hasattr(self.scene, "mark_actor"):
            self.scene.mark_actor(actor)
        return start + reveals.beat(self.pace, events)

    def _start(self, reveal: reveals.Reveal, events: list[dict], previous_public: dict | None) -> None:
        self.played.append(reveal)
        layer = getattr(self.scene, "reveal", None)
        if layer is None:
            return
        event = reveal.event
        if reveal.kind == "votes" and hasattr(self.scene, "flash_votes"):
            self.scene.flash_votes(event)
            self._timeline.at(reveal.length, self.scene.end_flash)
        elif reveal.kind == "mission":
            failed = event.get("result") == "fail"
            number = int(event.get("slot", 0)) + 1
            text = (tr("reveal", "Mission %1 failed: %2 Success, %3 Fail", number, event.get("successes", 0), event.get("fails", 0))
                    if failed else
                    tr("reveal", "Mission %1 succeeded: %2 Success, %3 Fail", number, event.get("successes", 0), event.get("fails", 0)))
            layer.play_mission(reveal, reveals.mission_faces(event), text, failed)
        elif reveal.kind == "round_summary":
            layer.play_summary(reveal, self._round_title(event), self._round_rows(event, events, previous_public))
        elif reveal.kind == "game_end":
            self._game_end(reveal)

    # ---- Bodyguard's round summary -------------------------------------------------------------
    def _round_title(self, event: dict) -> str:
        reason = cap(names.reason(event.get("reason", "")))
        return tr("reveal", "Round %1 is over · %2", int(event.get("round", 0)) + 1, reason)

    def _round_rows(self, event: dict, events: list[dict], previous_public: dict | None):
        """Per seat: name, role art, role, the hits it ended the round with, this round's points and total."""
        rows = [dict(row) for row in ((previous_public or {}).get("rows") or [{} for _ in self.seat_names])]
        for other in events:  # the hit that ended the round came in this batch
            if other is event:
                break
            if other.get("kind") == "hit_placed" and isinstance(other.get("target"), int) and other["target"] < len(rows):
                rows[other["target"]][other.get("hit_type", "")] = other.get("card", "")
        result = []
        roles = event.get("roles") or []
        points = event.get("points") or []
        scores = event.get("scores") or []
        for seat, name in enumerate(self.seat_names):
            role = roles[seat] if seat < len(roles) else None
            hits = [card_art(card) for _kind, card in sorted((rows[seat] if seat < len(rows) else {}).items()) if card]
            score = tr("reveal", "+%1 · %2 pts", points[seat] if seat < len(points) else 0, scores[seat] if seat < len(scores) else 0)
            result.append((name, role_art("bodyguard", role), names.role(role) if role else "?", hits, score))
        return result

    # ---- the end ---------------------------------------------------------------------------------------
    def _game_end(self, reveal: reveals.Reveal) -> None:
        event = reveal.event
        if "scores" in event:
            winners = [self.seat_names[s] for s in event.get("winning_seats") or [] if s < len(self.seat_names)]
            title = tr("end", "%1 wins!", " & ".join(winners)) if winners else tr("end", "The game is over")
        else:
            title = cap(tr("end", "%1 win!", names.side(event.get("winner", "")))) if event.get("winner") else \
                tr("end", "The game is over")
        self.scene.reveal.play_banner(reveal, title, [cap(names.reason(event.get("reason", "")))])
        seats = getattr(self.scene, "seats", [])
        for step in reveal.steps:
            if step.kind == "role_flip" and step.index < len(seats):
                card = seats[step.index].role_card
                self._timeline.at(step.at, lambda c=card, ms=step.length: self.scene.motion.appear(c, max(1, ms)))

    # ---- the role card ------------------------------------------------------------------------------------
    def role_card(self, view: dict) -> int:
        """The viewer's role, large, at the start (and, in Bodyguard, at each new round's deal), after
        any reveal on screen now. Returns the ms until it is done."""
        layer = getattr(self.scene, "reveal", None)
        if layer is None or not (view.get("you") or {}).get("role"):
            return 0
        reveal = reveals.role_card(self.pace)
        if layer.isVisible() and layer.reveal is not None:  # a round summary first, then the new role
            self._waiting_role = view
            return reveal.length + max(0, self._remaining)
        self._show_role_card(view, reveal)
        return reveal.length

    @property
    def _remaining(self) -> int:
        return self.scene.reveal.timeline.remaining()

    def _after_reveal(self) -> None:
        view, self._waiting_role = self._waiting_role, None
        if view is not None:
            self._show_role_card(view, reveals.role_card(self.pace))

    def _show_role_card(self, view: dict, reveal: reveals.Reveal) -> None:
        from .role_panel import goal

        you = view.get("you") or {}
        role, side = you.get("role"), you.get("side")
        layer = self.scene.reveal
        self.played.append(reveal)
        lines = [tr("role", "Side: %1", cap(names.side(side)))] if side and self.game != "bodyguard" else []
        lines.append(goal(self.game, role, side))
        lines.append(tr("reveal", "Click to continue"))
        layer.play_banner(reveal, tr("reveal", "You are %1", names.role(role)), lines, role_art(self.game, role),
                          names.role(role))

    def hide_private(self) -> None:
        """The curtain is coming up: a role card must not stay on the public screen."""
        layer = getattr(self.scene, "reveal", None)
        self._waiting_role = None
        if layer is not None and layer.reveal is not None and layer.reveal.kind == "role_card":
            layer.skip()
