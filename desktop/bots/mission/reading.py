"""Reading a mission game's view (The Resistance, Avalon) into the few things bots reason about.

Only the seat's view is read: the public record (missions, votes) and the seat's own knowledge facts.
Which role cards are evil is rules data (the game's role table), not state.
"""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=8)
def evil_roles(game_name: str) -> frozenset[str]:
    from ...engine import GAMES

    game = GAMES.get(game_name)
    table = getattr(game, "role_table", {}) if game is not None else {}
    return frozenset(role for role, info in table.items() if info.evil)


SWITCH_MARKS = ("switched", "switch", "excalibur", "sergeant", "reversed")


def with_hammer(vote_history):
    """Each proposal of a vote history with whether it was the hammer (its round's fifth, after four rejections)."""
    rejections: dict[int, int] = {}
    for record in vote_history:
        round_ = record.get("round", 0)
        yield record, rejections.get(round_, 0) >= 4
        if not record.get("approved"):
            rejections[round_] = rejections.get(round_, 0) + 1


# A vote's stage: the first mission's (nobody knows anything yet), the second's, or later. How a style
# votes changes most between these (a reader off the first team rejects it; a deceiver builds trust
# for two missions), so the per-style likelihoods are measured and read per stage (calibrate.py).
STAGES = (0, 1, 2)


def vote_stage(record: dict) -> int:
    return min(record.get("round", 0), STAGES[-1])


def mission_step(index: int, before_successes: int) -> int | str:
    """Which mission of the game this is, for a style's own chance of letting it pass: its place in
    play order (a deceiver passes the first two), or "deciding" once good has two successes."""
    return "deciding" if before_successes >= 2 else index


class Table:
    """What one seat can see of a mission game, read once per decision."""

    def __init__(self, view: dict) -> None:
        self.view = view
        self.players: int = view["players"]
        self.evil_count: int = view["evil_count"]
        self.good_side, self.evil_side = view["sides"][0], view["sides"][1]
        you = view.get("you") or {}
        self.me: int = you.get("seat", -1)
        self.role: str = you.get("role", "")
        self.i_am_evil: bool = you.get("side") == self.evil_side
        self.facts: list[dict] = view.get("knowledge") or []
        evil_role_names = evil_roles(view["game"])
        # Seats known to hold a set of roles between them (Percival's Merlin-or-Morgana): (mask, evil count).
        self.exact: list[tuple[int, int]] = []
        self.known_evil_mask = 0
        self.known_good_mask = 0
        self.known_roles: dict[int, str] = {}  # other seats whose role card this seat knows
        for fact in self.facts:
            if fact.get("fact") == "one_of_roles" and len(fact.get("seats", ())) == len(fact.get("roles", ())):
                mask = sum(1 << s for s in fact["seats"])
                self.exact.append((mask, sum(1 for r in fact["roles"] if r in evil_role_names)))
            seat = fact.get("seat")
            if not isinstance(seat, int) or seat == self.me or not 0 <= seat < self.players:
                continue
            if fact.get("fact") == "side" or ("side" in fact and "role" not in fact):
                evil = fact.get("side") == self.evil_side
            elif fact.get("fact") == "role" and fact.get("role"):
                evil = fact["role"] in evil_role_names
                self.known_roles[seat] = fact["role"]
            else:
                continue
            # A later fact wins: a Lancelot switch turns a seat known evil good, and the reverse.
            if evil:
                self.known_evil_mask, self.known_good_mask = self.known_evil_mask | 1 << seat, self.known_good_mask & ~(1 << seat)
            else:
                self.known_good_mask, self.known_evil_mask = self.known_good_mask | 1 << seat, self.known_evil_mask & ~(1 << seat)
        self.missions: list[dict | None] = view["missions"]
        self.successes = sum(1 for m in self.missions if m and m["result"] == "success")
        self.fails = sum(1 for m in self.missions if m and m["result"] == "fail")
        self.team: list[int] = list(view.get("team") or [])
        self.slot = view.get("mission")
        if self.slot is None:
            self.slot = view.get("round", 0) if view.get("round", 0) < 5 else 4

    # ---- the rules' numbers -------------------------------------------------------------------
    def needed(self, slot: int | None = None) -> int:
        slot = self.slot if slot is None else slot
        return self.view["fails_needed"][slot]

    def team_size(self, slot: int | None = None) -> int:
        slot = self.slot if slot is None else slot
        return self.view["team_sizes"][slot]

    @property
    def vote_track(self) -> int:
        return self.view.get("vote_track", 0)

    @property
    def known_evil(self) -> list[int]:
        """Evil seats this seat knows, itself included if evil."""
        seats = [s for s in range(self.players) if (self.known_evil_mask >> s) & 1]
        if self.i_am_evil:
            seats.append(self.me)
        return sorted(seats)

    # ---- the record -------------------------------------------------------------------------
    def mission_records(self):
        """Played missions in play order, each with the good side's successes before it."""
        successes = 0
        for index, slot in enumerate(self.view.get("mission_order") or []):
            record = self.missions[slot]
            if record is None:
                continue
            yield {**record, "needed": self.needed(slot), "index": index}, successes
            if record["result"] == "success":
                successes += 1

    def mission_checks(self, public: bool, rounds: frozenset[int] | None = None) -> list[tuple[int, int]]:
        """Hard facts from missions as (seats mask, at least this many of them are evil); with `rounds`,
        from the missions of those rounds only (lancelot.py: a switch changes who is evil)."""
        checks: list[tuple[int, int]] = []
        own = {} if public else {f["mission"]: f["card"] for f in self.facts if f.get("fact") == "played"}
        seen: dict[int, dict[int, str]] = {}
        if not public:
            for fact in self.facts:
                if fact.get("fact") == "mission_card" and isinstance(fact.get("seat"), int):
                    seen.setdefault(fact["mission"], {})[fact["seat"]] = fact["card"]
        for record, _ in self.mission_records():
            if rounds is not None and record.get("round", 0) not in rounds:
                continue
            slot = record["slot"]
            switched = any(mark in record and record[mark] for mark in SWITCH_MARKS)
            known = {int(s): c for s, c in (record.get("face_up") or {}).items()}
            known.update(seen.get(slot, {}))
            if slot in own and self.me in record["team"]:
                known[self.me] = own[slot]
            unknown = 0
            for seat in record["team"]:
                if seat not in known:
                    unknown |= 1 << seat
                elif known[seat] != "success" and not switched:
                    checks.append((1 << seat, 1))  # a fail card seen is an evil seat
            fails_left = record["fails"] - sum(1 for c in known.values() if c != "success") - (1 if switched else 0)
            if fails_left > 0:
                checks.append((unknown, fails_left))
        return checks

    def vote_records(self, include_unvoted: bool = False, start: int = 0):
        """Proposals from index `start` with their votes (None when auto-approved), and whether each was the hammer."""
        for index, (record, hammer) in enumerate(with_hammer(self.view.get("vote_history") or [])):
            votes = record.get("votes")
            if index < start or (votes is None and not include_unvoted):
                continue
            yield {"leader": record["leader"], "team": record["team"], "hammer": hammer, "stage": vote_stage(record), "round": record.get("round", 0),
                   "votes": {int(s): v for s, v in (votes or {}).items()}, "approved": record.get("approved")}
