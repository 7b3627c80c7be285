"""argparse types for the commands' arguments: each checks one kind of value and says what is wrong.

A type raises argparse.ArgumentTypeError, which the parser prints as one line
(`safehouse: error: argument --port: ...`) with exit code 2, before the command runs.
Stdlib only, so building a parser stays fast.
"""
from __future__ import annotations

import argparse
import ipaddress
import math
import os
import socket

MAX_SECONDS = 86400.0  # a day: longer than any table waits, and far from float overflow in timers


def port(text: str) -> int:
    """A TCP port, 1-65535."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {text!r}") from None
    if not 1 <= number <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {number}")
    return number


def address(text: str) -> str:
    """A host name or IP address that resolves (the name is kept; the socket resolves it again)."""
    name = text.strip().strip("[]")
    if not name:
        raise argparse.ArgumentTypeError("an address is empty")
    try:
        socket.getaddrinfo(name, None, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
        raise argparse.ArgumentTypeError(f"cannot resolve {name!r}: {reason}") from None
    return name


def address_and_port(text: str) -> tuple[str, int]:
    """ADDRESS:PORT, e.g. 192.168.1.20:52000, myhost:52000 or [::1]:52000."""
    host, colon, number = text.rpartition(":")
    if not colon or not host:
        raise argparse.ArgumentTypeError(f"expected ADDRESS:PORT, e.g. 192.168.1.20:52000, not {text!r}")
    return address(host), port(number)


def ip(text: str) -> str:
    """An IP address literal (an interface's address)."""
    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected an IP address such as 192.168.1.20, not {text!r}") from None


def count(minimum: int, maximum: int | None = None):
    """A whole number within [minimum, maximum]."""
    def parse(text: str) -> int:
        try:
            number = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if number < minimum or (maximum is not None and number > maximum):
            span = f"at least {minimum}" if maximum is None else f"from {minimum} to {maximum}"
            raise argparse.ArgumentTypeError(f"expected a whole number {span}, not {number}")
        return number
    return parse


def seconds(minimum: float = 0.0, *, above: bool = False, maximum: float = MAX_SECONDS):
    """A finite number of seconds: >= minimum (or > it, with `above`), at most `maximum`."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a number of seconds, not {text!r}") from None
        too_low = value <= minimum if above else value < minimum
        if not math.isfinite(value) or too_low or value > maximum:
            bound = f"more than {minimum:g}" if above else f"at least {minimum:g}"
            raise argparse.ArgumentTypeError(f"expected seconds {bound} and at most {maximum:g}, not {text!r}")
        return value
    return parse


def number(minimum: float, maximum: float):
    """A finite number within [minimum, maximum]."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and minimum <= value <= maximum):
            raise argparse.ArgumentTypeError(f"expected a number from {minimum:g} to {maximum:g}, not {text!r}")
        return value
    return parse


def text(max_length: int, min_length: int = 1):
    """A string of min_length to max_length characters, without control characters."""
    def parse(value: str) -> str:
        if not min_length <= len(value) <= max_length:
            raise argparse.ArgumentTypeError(f"expected {min_length} to {max_length} characters, not {len(value)}")
        if any(ord(char) < 32 or 0xD800 <= ord(char) <= 0xDFFF for char in value):
            raise argparse.ArgumentTypeError("control characters and undecodable bytes are not allowed")
        return value
    return parse


seed = text(200)


def bot_delay(value: str) -> tuple[float, float]:
    """LOW,HIGH: the seconds a bot pauses before answering (jittered between them), 0 <= LOW <= HIGH <= 60."""
    try:
        low, high = (float(part) for part in value.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected LOW,HIGH in seconds, e.g. 0.8,2.5, not {value!r}") from None
    if not (math.isfinite(low) and math.isfinite(high) and 0 <= low <= high <= 60):
        raise argparse.ArgumentTypeError(f"expected 0 <= LOW <= HIGH <= 60, not {value!r}")
    return low, high


def directory(value: str) -> str:
    """A directory to write into: it may not exist yet, but may not be something else."""
    if not value:
        raise argparse.ArgumentTypeError("a directory name is empty")
    if os.path.exists(value) and not os.path.isdir(value):
        raise argparse.ArgumentTypeError(f"{value} exists and is not a directory")
    return value


__all__ = ["address", "address_and_port", "bot_delay", "count", "directory", "ip", "number", "port", "seconds",
           "seed", "text"]
