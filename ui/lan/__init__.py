"""LAN play in the app: host a table (setup, lobby), join one (the live list of tables found on the
network, or an address), and what a LAN game adds to the table screen (chat, seat connection states,
the link to the host). Everything goes through desktop.net: a Host in this process, or a RemoteSeat.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field


def _env_interfaces() -> list[str] | None:
    raw = os.environ.get("SAFEHOUSE_LAN_INTERFACES", "").strip()
    return [part.strip() for part in raw.split(",") if part.strip()] or None


@dataclass
class LanOptions:
    """Where this app serves and looks for tables. Tests (and three copies on one machine) use loopback:
    SAFEHOUSE_LAN_INTERFACES=127.0.0.1 binds the host and zeroconf to it, so no mDNS leaves the machine."""

    interfaces: list[str] | None = field(default_factory=_env_interfaces)  # zeroconf; None = every interface
    reconnect_seconds: float = 3600.0  # a seat keeps trying to get back to its host this long
    host_gone_after: float = 8.0  # seconds of failed reconnecting before we say the host has left
    # A hosted table holds every decision window open at least this long, so neither answer timing nor
    # who answered last tells anyone a secret (REFERENCE.md §4.7; desktop/net/decision_window.py).
    min_decision_seconds: float = 1.5

    @property
    def bind_address(self) -> str:
        if self.interfaces and len(self.interfaces) == 1:
            return self.interfaces[0]
        return "0.0.0.0"

    def advertised_addresses(self) -> list[str]:
        if self.interfaces:
            return list(self.interfaces)
        import ifaddr

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if isinstance(ip.ip, str)]
        return [ip for ip in found if not ip.startswith("127.")] or ["127.0.0.1"]


__all__ = ["LanOptions"]
