"""Game options: declared once per game as data, validated, parsed from `--option KEY=VALUE`.

The same declarations drive `safehouse sim --list-options`, the setup dialog and config validation.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import ConfigError


@dataclass(frozen=True)
class Option:
    key: str
    kind: str  # "bool" | "int" | "choice" | "seats" (a list of seat numbers) | "list" (of choices)
    default: Any
    help: str  # one line for players; the UI shows its translation keyed by `key`
    choices: tuple = ()  # allowed values for "choice" and the elements of "list"
    minimum: int | None = None
    maximum: int | None = None
    # Pins (roles, first leader, deck orders) fix hidden chance outcomes: never shown to seats.
    public: bool = True
    # A "list" kept in sorted order once normalised: its given order could give something away
    # (roles_in_play in the order of pinned seats).
    sort: bool = False

    def describe(self) -> dict:
        data = {"key": self.key, "kind": self.kind, "default": self.default, "help": self.help}
        if not self.public:
            data["pin"] = True
        if self.choices:
            data["choices"] = list(self.choices)
        if self.minimum is not None:
            data["min"] = self.minimum
        if self.maximum is not None:
            data["max"] = self.maximum
        return data

    def validate(self, value: Any) -> Any:
        """Return the value in canonical form, or raise ConfigError naming the option."""
        bad = ConfigError("bad_option_value", f"option {self.key!r}: {value!r} is not allowed", option=self.key, value=repr(value))
        if value is None:
            return sorted(self.default) if self.sort and self.default is not None else self.default
        if self.kind == "bool":
            if type(value) is not bool:
                raise bad
            return value
        if self.kind == "int":
            if type(value) is not int:
                raise bad
            if (self.minimum is not None and value < self.minimum) or (self.maximum is not None and value > self.maximum):
                raise bad
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise bad
            return value
        if self.kind in ("seats", "list"):
            if not isinstance(value, list):
                raise bad
            if self.kind == "seats" and not all(type(v) is int for v in value):
                raise bad
            if self.kind == "list" and self.choices and not all(v in self.choices for v in value):
                raise bad
            return sorted(value) if self.sort else list(value)
        if self.kind == "any":  # pinned scenario data (deck orders, role lists): checked by the game
            return value
        raise AssertionError(self.kind)

    def parse(self, text: str) -> Any:
        """Parse a command-line value."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in ("true", "1", "yes", "on"):
                return True
            if lowered in ("false", "0", "no", "off"):
                return False
            raise ConfigError("bad_option_value", f"option {self.key!r} takes true or false, not {text!r}", option=self.key)
        if self.kind == "int":
            try:
                return int(text)
            except ValueError:
                raise ConfigError("bad_option_value", f"option {self.key!r} takes a whole number, not {text!r}", option=self.key) from None
        if self.kind == "seats":
            try:
                return [int(part) for part in text.split(",") if part.strip()]
            except ValueError:
                raise ConfigError("bad_option_value", f"option {self.key!r} takes seat numbers like 0,3,4", option=self.key) from None
        if self.kind == "list":
            return [part.strip() for part in text.split(",") if part.strip()]
        if self.kind == "any":
            import json

            try:
                return json.loads(text)
            except ValueError:
                raise ConfigError("bad_option_value", f"option {self.key!r} takes JSON", option=self.key) from None
        return text


@dataclass
class OptionSet:
    options: list[Option] = field(default_factory=list)

    def by_key(self) -> dict[str, Option]:
        return {o.key: o for o in self.options}

    def normalise(self, given: dict[str, Any]) -> dict[str, Any]:
        known = self.by_key()
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ConfigError("unknown_option", f"unknown option {unknown[0]!r}", option=unknown[0])
        return {key: option.validate(given.get(key)) for key, option in known.items()}

    def public_values(self, values: dict[str, Any]) -> dict[str, Any]:
        """The options every seat may see: all but the pins."""
        return {o.key: values[o.key] for o in self.options if o.public and o.key in values}

    def parse_pairs(self, pairs: list[str]) -> dict[str, Any]:
        known = self.by_key()
        result: dict[str, Any] = {}
        for pair in pairs:
            key, sep, text = pair.partition("=")
            if not sep:
                raise ConfigError("bad_option_syntax", f"--option takes KEY=VALUE, not {pair!r}", option=pair)
            if key not in known:
                raise ConfigError("unknown_option", f"unknown option {key!r}", option=key)
            result[key] = known[key].parse(text)
        return result
