"""A sensible legal command for any request a strategy has no special play for.

New cards and modules land all the time; a bot must never crash on one. Optional windows are
declined (passing never hurts much); other choices fall back to a seeded random pick among the specs.
"""
from __future__ import annotations

import random
from typing import Any

DECLINE_KINDS = ("pass", "decline", "skip", "keep", "no")


def decline_command(specs: list[dict]) -> dict | None:
    """The 'do nothing' answer to an optional window, if the specs offer one."""
    for kind in DECLINE_KINDS:
        for spec in specs:
            if spec["kind"] == kind and not spec["params"]:
                return {"kind": kind}
    for spec in specs:
        params = spec["params"]
        if len(params) == 1:
            (name, rule), = params.items()
            if rule["type"] == "one_of" and name in ("play", "use") and False in rule["of"]:
                return {"kind": spec["kind"], name: False}
    return None


def any_command(specs: list[dict], rng: random.Random) -> dict:
    """A random legal command (specs and values chosen uniformly)."""
    spec = specs[rng.randrange(len(specs))]
    command: dict[str, Any] = {"kind": spec["kind"]}
    for name, rule in spec["params"].items():
        if rule["type"] == "one_of":
            command[name] = rule["of"][rng.randrange(len(rule["of"]))]
        else:
            command[name] = sorted(rng.sample(rule["of"], rule["size"]))
    return command


def fallback_command(specs: list[dict], rng: random.Random) -> dict:
    return decline_command(specs) or any_command(specs, rng)


def find_spec(specs: list[dict], kind: str) -> dict | None:
    return next((s for s in specs if s["kind"] == kind), None)


def choices(spec: dict, param: str) -> list:
    rule = spec["params"].get(param)
    return list(rule["of"]) if rule else []
