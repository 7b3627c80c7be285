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
from typing import Any, Callable, Iterable, NamedTuple

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


_ABSENT = object()


def _fits(command: dict, params: dict) -> bool:
    """Whether `command` matches one spec's parameters (`_first_failure` is None), without saying why not."""
    if len(command) != len(params) + 1:  # "kind" and exactly the spec's parameters
        return False
    for name, rule in params.items():
        value = command.get(name, _ABSENT)
        kind = rule["type"]
        if kind == "one_of":
            if type(value) is str:  # a string equals only a string: `in` is exact
                if value not in rule["of"]:
                    return False
                continue
            value_type = type(value)  # bool is an int: the type must match too
            for allowed in rule["of"]:
                if allowed == value and type(allowed) is value_type:
                    break
            else:
                return False
        elif kind == "subset":
            if not isinstance(value, list) or len(value) != rule["size"]:
                return False
            allowed = rule["of"]
            for v in value:
                if type(v) is not int or v not in allowed:
                    return False
            if len(set(value)) != len(value):
                return False
        else:
            return False  # an unknown rule: `_check_param` says so
    return True


# Legal lists made once and handed to many states (a voter's, a team member's cards, a proposal of a
# size): each is compiled once into a matcher, found by identity, so checking a command is a lookup or
# two per parameter. Bounded: lists beyond it are checked the generic way.
SHARED_KEPT = 1024
_SHARED: dict[int, tuple[list[dict], Callable[[dict], dict | None]]] = {}
SHARED_MATCHERS = _SHARED  # id -> (the list, its matcher): Game._matching_spec does `match` inline
# id -> (the list, its cleaner, kind, parameter, allowed): for a list of one spec of one parameter,
# the cleaner is a function of a command giving the clean command `apply` journals and performs
# ({"kind", the parameter}: the spec's order), or None when the command does not match (the guards
# then say why); for a one_of, `allowed` is its {value: (type, the clean command)} (else None), so
# Game.apply runs the cleaner's test inline, without a call: the type checked too (1 is not True), and the
# clean command journaled is the value's, made once and shared like a legal list (journaled commands are
# read-only: the journal, replays and views only read them).
SHARED_CLEANERS: dict[int, tuple[list[dict], Callable[[dict], dict | None], str, str, dict | None]] = {}
# The same lists' random draws, planned once: id -> (the list, kind, parameter, allowed values, n, width),
# width 0 for a subset of size n (`random_command`, `random_chooser`).
_DRAWS: dict[int, tuple[list[dict], str, str, list, int, int]] = {}


def shared(specs: list[dict]) -> list[dict]:
    """Mark a legal list made once and shared read-only by many states: `match` checks commands
    against it compiled. Returns `specs`. A list that cannot be compiled exactly stays generic."""
    compiled = _compile(specs)
    if compiled is not None and len(_SHARED) < SHARED_KEPT:
        matcher, cleaner = compiled
        _SHARED[id(specs)] = (specs, matcher)  # the list kept alive: its id is never reused
        if cleaner is not None:
            ((name, rule),) = specs[0]["params"].items()
            kind = specs[0]["kind"]
            allowed = ({value: (type(value), {"kind": kind, name: value}) for value in rule["of"]}
                       if rule["type"] == "one_of" else None)
            SHARED_CLEANERS[id(specs)] = (specs, cleaner, kind, name, allowed)
    plan = _plan_draw(specs)
    if plan is not None and len(_DRAWS) < SHARED_KEPT:
        _DRAWS[id(specs)] = (specs, *plan)
    return specs


def _plan_draw(specs: list[dict]) -> tuple[str, str, list, int, int] | None:
    """`random_command`'s draw for a list of one spec of one parameter (most shared lists), worked
    out once: (kind, parameter, allowed values, how many values or the subset's size, the bits a value
    index takes or 0 for a subset). None for other lists: they are drawn the generic way."""
    if len(specs) != 1 or len(specs[0]["params"]) != 1:
        return None
    kind = specs[0]["kind"]
    ((name, rule),) = specs[0]["params"].items()
    allowed = rule["of"]
    if rule["type"] == "one_of":
        count = len(allowed)
        return (kind, name, allowed, count, count.bit_length()) if count else None
    if rule["type"] == "subset":
        return kind, name, allowed, rule["size"], 0
    return None


def _compile(specs: list[dict]) -> tuple[Callable[[dict], dict | None], Callable[[dict], dict | None] | None] | None:
    """(matcher, cleaner): the matcher, a function of a command dict giving the spec check_command
    would find, or None when none matches; the cleaner (one spec of one parameter only, else None),
    giving the clean command instead of the spec. None itself when a rule has no exact compiled form."""
    entries = []
    for candidate in specs:
        checks = []
        for name, rule in candidate["params"].items():
            if rule["type"] == "one_of":
                try:
                    allowed = {value: type(value) for value in rule["of"]}  # compared by type too: 1 is not True
                except TypeError:  # an unhashable value
                    return None
                if len(allowed) != len(rule["of"]):  # equal values (1 and True) would share a key
                    return None
                checks.append((name, allowed, None, 0))
            elif rule["type"] == "subset" and all(type(v) is int for v in rule["of"]):
                checks.append((name, None, frozenset(rule["of"]), rule["size"]))
            else:
                return None
        entries.append((candidate["kind"], len(checks) + 1, candidate, tuple(checks)))
    if len(entries) == 1 and len(entries[0][3]) == 1:  # one spec of one parameter: most legal lists
        kind, _size, candidate, ((name, allowed, subset_of, size),) = entries[0]
        if allowed is not None:
            def one_choice(command: dict) -> dict | None:
                if len(command) == 2 and command.get("kind") == kind:
                    value = command.get(name, _ABSENT)
                    try:
                        if allowed.get(value) is type(value):
                            return candidate
                    except TypeError:  # unhashable: no one_of value
                        pass
                return None

            def one_choice_clean(command: dict) -> dict | None:
                if len(command) == 2 and command.get("kind") == kind:
                    value = command.get(name, _ABSENT)
                    try:
                        if allowed.get(value) is type(value):
                            return {"kind": kind, name: value}
                    except TypeError:
                        pass
                return None
            return one_choice, one_choice_clean

        def one_subset(command: dict) -> dict | None:
            if len(command) == 2 and command.get("kind") == kind and _subset_fits(command.get(name), subset_of, size):
                return candidate
            return None

        def one_subset_clean(command: dict) -> dict | None:
            if len(command) == 2 and command.get("kind") == kind:
                value = command.get(name)  # _subset_fits, inlined: once a proposal
                if type(value) is not list or len(value) != size or len(set(value)) != size:
                    return None
                for v in value:
                    if type(v) is not int or v not in subset_of:
                        return None
                return {"kind": kind, name: value}
            return None
        return one_subset, one_subset_clean
    return (lambda command: _first_entry(command, entries)), None


def _first_entry(command: dict, entries: list[tuple]) -> dict | None:
    kind = command.get("kind")
    keys = len(command)
    for spec_kind, size, candidate, checks in entries:
        if spec_kind != kind or size != keys:
            continue
        for name, allowed, subset_of, subset_size in checks:
            value = command.get(name, _ABSENT)
            if allowed is not None:
                try:
                    if allowed.get(value) is not type(value):
                        break
                except TypeError:
                    break
            elif not _subset_fits(value, subset_of, subset_size):
                break
        else:
            return candidate
    return None


def _subset_fits(value: Any, allowed: frozenset, size: int) -> bool:
    if type(value) is not list or len(value) != size or len(set(value)) != size:
        return False
    for v in value:
        if type(v) is not int or v not in allowed:
            return False
    return True


def match(command: Any, specs: list[dict]) -> dict | None:
    """The spec of a `shared` list that `command` matches, the one check_command would return; None
    when none does or `specs` is not shared (check_command then finds it, or says why not)."""
    found = _SHARED.get(id(specs))
    if found is not None and found[0] is specs and type(command) is dict:
        return found[1](command)
    return None


def check_command(command: Any, specs: list[dict]) -> dict:
    """Return the matching spec, or raise Rejected with the most specific reason.

    The first spec that matches wins at once; when none does, the refusal of the spec the command
    got deepest into (the first such spec on a tie) is the reason given.
    """
    if not isinstance(command, dict) or not isinstance(kind := command.get("kind"), str):
        raise Rejected(Reject.MALFORMED)
    for candidate in specs:  # the common case, a legal command: found without building refusals
        if candidate["kind"] == kind and _fits(command, candidate["params"]):
            return candidate
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


# What randrange(n) draws with in random.Random (`_randbelow`): `random_command` inlines it.
_BELOW_BY_BITS = getattr(random.Random, "_randbelow_with_getrandbits", None)


def random_command(specs: list[dict], rng: random.Random) -> dict:
    """A uniformly chosen legal command: the random bot, and random-play tests.

    Draws exactly what `rng.randrange(n)` would, so seeded games, golden playthroughs included, play
    the same commands. For a generator that draws by bits (random.Random), randrange's loop is
    written out (`random_chooser`, which the random bot keeps, does the same with the generator bound)."""
    if type(rng)._randbelow is not _BELOW_BY_BITS:
        if not specs:
            raise ValueError("no legal command to choose from")
        return _random_command(specs, rng._randbelow, rng)
    return random_chooser(rng)(specs)


def random_chooser(rng: random.Random, from_view: bool = False) -> Callable[[Any], dict]:
    """`random_command` with `rng` bound, one call a decision: the random bot's whole decision,
    made millions of times by `sim`. A shared list is drawn by its plan (`shared`), any other the
    generic way; both draw what randrange would. With `from_view`, the function takes a view and
    draws from its "legal": the bot's `decide` itself, no call of its own around it."""
    if type(rng)._randbelow is not _BELOW_BY_BITS:
        if from_view:
            return lambda view: random_command(view["legal"], rng)
        return lambda specs: random_command(specs, rng)
    bits = rng.getrandbits
    sample = rng.sample
    draws = _DRAWS

    def choose(specs: Any) -> dict:
        if from_view:
            specs = specs["legal"]
        planned = draws.get(id(specs))  # its list kept alive: no other live object has that id
        if planned is not None:  # one spec of one parameter, its draw worked out once
            _specs, kind, name, allowed, count, width = planned
            while bits(1):  # the spec: randrange(1), always 0, but it draws
                pass
            if width:
                index = bits(width)
                while index >= count:
                    index = bits(width)
                return {"kind": kind, name: allowed[index]}
            last = len(allowed)
            if last > SMALL_POOL or count > last:
                return {"kind": kind, name: sorted(sample(allowed, count))}
            chosen = _sample_by_bits(bits, allowed, count)
            chosen.sort()
            return {"kind": kind, name: chosen}
        count = len(specs)
        if count == 1:
            while bits(1):
                pass
            chosen = specs[0]
        elif count:
            width = count.bit_length()
            index = bits(width)
            while index >= count:
                index = bits(width)
            chosen = specs[index]
        else:
            raise ValueError("no legal command to choose from")
        command: dict[str, Any] = {"kind": chosen["kind"]}
        for name, rule in chosen["params"].items():
            allowed = rule["of"]
            if rule["type"] == "one_of":
                count = len(allowed)
                if count == 1:
                    while bits(1):
                        pass
                    command[name] = allowed[0]
                    continue
                if not count:
                    raise ValueError(f"no allowed value for {name}")
                width = count.bit_length()
                index = bits(width)
                while index >= count:
                    index = bits(width)
                command[name] = allowed[index]
            else:
                command[name] = sorted(sample(allowed, rule["size"]))
        return command
    return choose


SMALL_POOL = 21  # random.sample draws from a copied pool up to this size (its `setsize` for k <= 5)


def _sample_by_bits(bits: Callable[[int], int], population: list, k: int) -> list:
    """random.Random.sample(population, k) for a population of at most SMALL_POOL, 0 <= k <= its size:
    its pool method, written out with the generator's getrandbits (the same draws, the same result)."""
    pool = list(population)
    last = len(pool)
    result = []
    for _ in range(k):
        width = last.bit_length()
        index = bits(width)
        while index >= last:
            index = bits(width)
        result.append(pool[index])
        last -= 1
        pool[index] = pool[last]  # the unchosen last one moves into the gap
    return result


def _random_command(specs: list[dict], below, rng: random.Random) -> dict:
    """random_command for any generator: `below` is its randrange(n) without the argument checks."""
    chosen = specs[below(len(specs))]
    command: dict[str, Any] = {"kind": chosen["kind"]}
    for name, rule in chosen["params"].items():
        allowed = rule["of"]
        if rule["type"] == "one_of":
            if not allowed:
                raise ValueError(f"no allowed value for {name}")
            command[name] = allowed[below(len(allowed))]
        else:
            command[name] = sorted(rng.sample(allowed, rule["size"]))
    return command
