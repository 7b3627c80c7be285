"""Legal-command specs, and checking a command against them.

`legal(state, seat)` returns a list of specs, plain data that travels on the wire:

    {"kind": "propose_team", "params": {"team": {"type": "subset", "of": [0, 1, 2, 3, 4], "size": 2}}}
    {"kind": "vote", "params": {"approve": {"type": "one_of", "of": [True, False]}}}

A command is a flat JSON object: {"kind": "propose_team", "team": [0, 3]}. The UI turns specs into
buttons, bots pick from them, and `check_command` decides legality from them alone, so what is legal
and what `apply` accepts can never disagree.

A parameter may name the rejection code used when its value is not allowed ("reject"), so a player
learns *why* (e.g. `must_play_success`). Several specs may share a kind (a hit card per card id): the
command is legal if any of them matches.
"""
from __future__ import annotations

import random
from typing import Any, Iterable, NamedTuple

from .errors import Reject, Rejected


# Codes by value and values by code, built once: a spec names its code as a plain string (it travels
# on the wire), and the hot paths never touch the enum machinery.
_CODES = {code.value: code for code in Reject}
_VALUES = {code: code.value for code in Reject}
_DEFAULT_REJECT = {"one_of": Reject.NOT_ALLOWED, "subset": Reject.NOT_A_CANDIDATE}


def one_of(values: Iterable[Any], reject: Reject = Reject.NOT_ALLOWED) -> dict:
    """Pick one value; `reject` is the code for any other value."""
    if reject is Reject.NOT_ALLOWED:
        return {"type": "one_of", "of": list(values)}
    return {"type": "one_of", "of": list(values), "reject": _VALUES[reject]}


def subset(of: Iterable[int], size: int, reject: Reject = Reject.NOT_A_CANDIDATE) -> dict:
    if reject is Reject.NOT_A_CANDIDATE:
        return {"type": "subset", "of": sorted(of), "size": size}
    return {"type": "subset", "of": sorted(of), "size": size, "reject": _VALUES[reject]}


def spec(kind: str, **params: dict) -> dict:
    return {"kind": kind, "params": params}


def _refusal(rule: dict) -> Reject:
    code = rule.get("reject")
    return _DEFAULT_REJECT[rule["type"]] if code is None else _CODES[code]


def _check_param(name: str, rule: dict, value: Any) -> None:
    kind = rule["type"]
    if kind == "one_of":
        # bool is an int in Python: compare type as well so `1` never passes for `True`.
        value_type = type(value)
        for allowed in rule["of"]:
            if allowed == value and type(allowed) is value_type:
                return
        raise Rejected(_refusal(rule), param=name)
    if kind == "subset":
        if not isinstance(value, list):
            raise Rejected(Reject.MALFORMED, param=name)
        for v in value:
            if type(v) is not int:
                raise Rejected(Reject.MALFORMED, param=name)
        if len(set(value)) != len(value):
            raise Rejected(Reject.DUPLICATE_CHOICE, param=name)
        if len(value) != rule["size"]:
            raise Rejected(Reject.WRONG_SIZE, param=name, size=rule["size"])
        allowed = rule["of"]
        for v in value:
            if v not in allowed:
                raise Rejected(_refusal(rule), param=name)
        return
    raise AssertionError(f"unknown parameter rule {kind}")


def _first_failure(command: dict, params: dict) -> tuple[int, Rejected] | None:
    """Why `command` does not match one spec's parameters, and how deep it got; None if it matches."""
    for key in command:
        if key != "kind" and key not in params:
            extra = sorted(k for k in command if k != "kind" and k not in params)
            return -1, Rejected(Reject.UNEXPECTED_PARAMETER, param=extra[0])
    depth = 0
    for name, rule in params.items():
        if name not in command:
            return depth, Rejected(Reject.MISSING_PARAMETER, param=name)
        try:
            _check_param(name, rule, command[name])
        except Rejected as error:
            return depth, error
        depth += 1
    return None


def check_command(command: Any, specs: list[dict]) -> dict:
    """Return the matching spec, or raise Rejected with the most specific reason.

    The first spec that matches wins at once; when none does, the refusal of the spec the command
    got deepest into (the first such spec on a tie) is the reason given.
    """
    if not isinstance(command, dict) or not isinstance(kind := command.get("kind"), str):
        raise Rejected(Reject.MALFORMED)
    best: tuple[int, Rejected] | None = None
    for candidate in specs:
        if candidate["kind"] != kind:
            continue
        failure = _first_failure(command, candidate["params"])
        if failure is None:
            return candidate
        if best is None or failure[0] > best[0]:
            best = failure
    if best is None:
        raise Rejected(Reject.UNKNOWN_COMMAND, kind=kind)
    raise best[1]


class Checked(NamedTuple):
    """A command that passed every engine guard for one seat of one state: what `Game.apply` takes.

    Immutable (a named tuple, cheap to make): the parameters are those of the matching spec only, in
    its order, lists frozen to tuples. `version` is the state's version when it was checked (GameState.version), so `apply`
    can tell a Checked of this very state, which it trusts, from one that went stale.
    """

    seat: int
    kind: str
    params: tuple[tuple[str, Any], ...]
    version: int

    @classmethod
    def of(cls, seat: int, command: dict, spec: dict, version: int) -> "Checked":
        params = []
        for name in spec["params"]:
            value = command[name]
            params.append((name, tuple(value) if type(value) is list else value))
        return cls(seat, command["kind"], tuple(params), version)

    def command(self) -> dict:
        """The clean command as plain JSON data, a fresh dict: what is journaled and performed."""
        command: dict[str, Any] = {"kind": self.kind}
        for name, value in self.params:
            command[name] = list(value) if type(value) is tuple else value
        return command


def random_command(specs: list[dict], rng: random.Random) -> dict:
    """A uniformly chosen legal command: the random bot, and random-play tests."""
    chosen = specs[rng.randrange(len(specs))]
    command: dict[str, Any] = {"kind": chosen["kind"]}
    for name, rule in chosen["params"].items():
        if rule["type"] == "one_of":
            command[name] = rule["of"][rng.randrange(len(rule["of"]))]
        else:
            command[name] = sorted(rng.sample(rule["of"], rule["size"]))
    return command
