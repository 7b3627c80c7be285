"""Typed errors of the engine contract.

The engine speaks codes and parameters, never sentences: the UI translates a code into text.
Each error still carries a short English message for logs, the CLI and tests.
"""
from __future__ import annotations

from enum import StrEnum


class Reject(StrEnum):
    """Why a command was refused. One code per guard; each has its own test."""

    GAME_OVER = "game_over"
    NOT_A_SEAT = "not_a_seat"
    NOT_PENDING = "not_pending"  # the seat owes no decision now (also: a vote is final)
    MALFORMED = "malformed"  # not a JSON object with a string "kind"
    UNKNOWN_COMMAND = "unknown_command"  # that kind of command is not legal for this seat now
    MISSING_PARAMETER = "missing_parameter"
    UNEXPECTED_PARAMETER = "unexpected_parameter"
    NOT_ALLOWED = "not_allowed"  # a value outside the allowed set (generic)
    WRONG_SIZE = "wrong_size"  # a team or card set of the wrong size
    DUPLICATE_CHOICE = "duplicate_choice"  # the same seat or card twice in one set
    # Specific codes a game attaches to a parameter, so the player learns why.
    MUST_PLAY_SUCCESS = "must_play_success"
    MUST_PLAY_FAIL = "must_play_fail"
    MISSION_UNAVAILABLE = "mission_unavailable"
    NOT_ON_TEAM = "not_on_team"
    NOT_YOURSELF = "not_yourself"  # a card-switch token given to, or used on, its own sender (§3.6)
    NOT_A_CANDIDATE = "not_a_candidate"
    NOT_ELIGIBLE_TARGET = "not_eligible_target"
    CARD_NOT_IN_HAND = "card_not_in_hand"
    TYPE_ALREADY_PRESENT = "type_already_present"
    CANNOT_KILL_PRESIDENT = "cannot_kill_president"
    NOT_A_ROLE_OPTION = "not_a_role_option"


class Rejected(Exception):
    """A command refused before anything changed."""

    def __init__(self, code: Reject, **params: object) -> None:
        self.code = Reject(code)
        self.params = params
        detail = ", ".join(f"{k}={v!r}" for k, v in sorted(params.items()))
        super().__init__(f"{self.code.value}" + (f" ({detail})" if detail else ""))

    def to_data(self) -> dict:
        return {"code": self.code.value, "params": dict(self.params)}


class ConfigError(ValueError):
    """A game configuration that cannot be played, with a code the UI can translate."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        self.code = code
        self.params = params
        self.message = message
        super().__init__(message)

    def to_data(self) -> dict:
        return {"code": self.code, "message": self.message, "params": dict(self.params)}
