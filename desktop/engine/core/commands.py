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
from typing import Any, Iterable

from .errors import Reject, Rejected


def one_of(values: Iterable[Any], reject: Reject = Reject.NOT_ALLOWED) -> dict:
    """Pick one value; `reject` is the code for any other value."""
    spec = {"type": "one_of", "of": list(values)}
    if reject != Reject.NOT_ALLOWED:
        spec["reject"] = reject.value
    return spec


def subset(of: Iterable[int], size: int, reject: Reject = Reject.NOT_A_CANDIDATE) -> dict:
    spec = {"type": "subset", "of": sorted(of), "size": size}
    if reject != Reject.NOT_A_CANDIDATE:
        spec["reject"] = reject.value
    return spec


def spec(kind: str, **params: dict) -> dict:
    return {"kind": kind, "params": params}


def _check_param(name: str, rule: dict, value: Any) -> None:
    reject = Reject(rule.get("reject", Reject.NOT_ALLOWED if rule["type"] == "one_of" else Reject.NOT_A_CANDIDATE))
    if rule["type"] == "one_of":
        # bool is an int in Python: compare type as well so `1` never passes for `True`.
        if not any(value == allowed and type(value) is type(allowed) for allowed in rule["of"]):
            raise Rejected(reject, param=name)
        return
    if rule["type"] == "subset":
        if not isinstance(value, list) or not all(type(v) is int for v in value):
            raise Rejected(Reject.MALFORMED, param=name)
        if len(set(value)) != len(value):
            raise Rejected(Reject.DUPLICATE_CHOICE, param=name)
        if len(value) != rule["size"]:
            raise Rejected(Reject.WRONG_SIZE, param=name, size=rule["size"])
        allowed = set(rule["of"])
        if any(v not in allowed for v in value):
            raise Rejected(reject, param=name)
        return
    raise AssertionError(f"unknown parameter rule {rule['type']}")


def check_command(command: Any, specs: list[dict]) -> dict:
    """Return the matching spec, or raise Rejected with the most specific reason."""
    if not isinstance(command, dict) or not isinstance(command.get("kind"), str):
        raise Rejected(Reject.MALFORMED)
    candidates = [s for s in specs if s["kind"] == command["kind"]]
    if not candidates:
        raise Rejected(Reject.UNKNOWN_COMMAND, kind=command["kind"])
    best: tuple[int, Rejected] | None = None
    for candidate in candidates:
        params = candidate["params"]
        extra = sorted(set(command) - {"kind"} - set(params))
        if extra:
            failure: tuple[int, Rejected] = (-1, Rejected(Reject.UNEXPECTED_PARAMETER, param=extra[0]))
        else:
            failure = None  # type: ignore[assignment]
            for depth, (name, rule) in enumerate(params.items()):
                if name not in command:
                    failure = (depth, Rejected(Reject.MISSING_PARAMETER, param=name))
                    break
                try:
                    _check_param(name, rule, command[name])
                except Rejected as error:
                    failure = (depth, error)
                    break
        if failure is None:
            return candidate
        if best is None or failure[0] > best[0]:
            best = failure
    assert best is not None
    raise best[1]


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
