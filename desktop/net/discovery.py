"""Finding tables on the LAN: hosts advertise `_safehouse._tcp.local.` with zeroconf; clients browse.

The advert says the table's name, game, player count, free seats, protocol version, whether a
password is needed and whether play has started; the host updates it as seats fill. Joining by
address:port never needs any of this.

Tests must never send mDNS onto a real network: pass `interfaces=["127.0.0.1"]` (TOOLING.md).
"""
from __future__ import annotations

import asyncio
import contextlib
import re
import secrets
import socket

from zeroconf import IPVersion, ServiceStateChange
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from .protocol import PROTOCOL_VERSION

SERVICE_TYPE = "_safehouse._tcp.local."


def _zeroconf(interfaces) -> AsyncZeroconf:
    if interfaces is None:
        return AsyncZeroconf()
    return AsyncZeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


def advert_properties(lobby: dict) -> dict[str, str]:
    return {"name": lobby["name"][:60], "game": lobby["game"], "players": str(lobby["players"]),
            "free": str(lobby["free_seats"]), "version": str(PROTOCOL_VERSION),
            "password": "1" if lobby["password"] else "0", "status": lobby["status"]}


def instance_name(table_name: str) -> str:
    """A unique instance label of at most 63 bytes (DNS-SD), built from the table's name."""
    label = re.sub(r"[^\w \-]", "", table_name, flags=re.UNICODE).strip() or "table"
    suffix = secrets.token_hex(3)
    while len(f"{label} {suffix}".encode()) > 63:
        label = label[:-1]
    return f"{label} {suffix}"


class Advertiser:
    """Advertise one table; `update(lobby)` (sync, from Host.on_lobby_change) refreshes the record."""

    def __init__(self, port: int, addresses: list[str], interfaces: list[str] | None = None) -> None:
        self.port = port
        self.addresses = addresses
        self.interfaces = interfaces
        self._zc: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._pending: dict | None = None
        self._updater: asyncio.Task | None = None

    def _service(self, lobby: dict, name: str) -> AsyncServiceInfo:
        return AsyncServiceInfo(SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=self.port,
                                addresses=[socket.inet_aton(a) for a in self.addresses],
                                properties=advert_properties(lobby), server=f"safehouse-{name.split()[-1]}.local.")

    async def async_start(self, lobby: dict) -> None:
        self._zc = _zeroconf(self.interfaces)
        self._info = self._service(lobby, instance_name(lobby["name"]))
        await (await self._zc.async_register_service(self._info))

    def update(self, table) -> None:
        if self._zc is None:
            return
        self._pending = table.public()
        if self._updater is None or self._updater.done():
            self._updater = asyncio.get_running_loop().create_task(self._async_flush())

    async def _async_flush(self) -> None:
        while self._pending is not None and self._zc is not None and self._info is not None:
            lobby, self._pending = self._pending, None
            self._info = self._service(lobby, self._info.name[: -len(SERVICE_TYPE) - 1])
            await (await self._zc.async_update_service(self._info))

    async def async_close(self) -> None:
        self._pending = None
        if self._updater is not None:
            # Let a running update finish: cancelling it would orphan zeroconf's own broadcast task.
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self._updater), 5)
            self._updater.cancel()
        if self._zc is not None:
            if self._info is not None:
                with contextlib.suppress(Exception):
                    await (await self._zc.async_unregister_service(self._info))
            await self._zc.async_close()
            self._zc = None


def _decode(info: AsyncServiceInfo) -> dict | None:
    props = {k.decode(): (v or b"").decode("utf-8", "replace") for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None:
        return None
    try:
        return {"instance": info.name, "name": props.get("name", ""), "game": props.get("game", ""),
                "players": int(props.get("players", "0")), "free_seats": int(props.get("free", "0")),
                "version": int(props.get("version", "0")), "password": props.get("password") == "1",
                "status": props.get("status", ""), "address": addresses[0], "port": info.port}
    except ValueError:
        return None


class TableBrowser:
    """Watch the LAN for tables until closed (the app's live join list).

    `on_change(tables)` is called on the event loop after each table appears, changes or goes, with
    every table seen so far (sorted by name). Tests pass `interfaces=["127.0.0.1"]` (TOOLING.md).
    """

    def __init__(self, on_change, interfaces: list[str] | None = None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self.tables: dict[str, dict] = {}
        self._zc: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._lookups: set[asyncio.Task] = set()

    async def async_start(self) -> None:
        self._zc = _zeroconf(self.interfaces)
        self._browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._on_service])

    def _on_service(self, zeroconf, service_type, name, state_change) -> None:
        if state_change is ServiceStateChange.Removed:
            if self.tables.pop(name, None) is not None:
                self._changed()
            return
        task = asyncio.get_running_loop().create_task(self._async_resolve(name))
        self._lookups.add(task)
        task.add_done_callback(self._lookups.discard)

    async def _async_resolve(self, name: str) -> None:
        if self._zc is None:
            return
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if await info.async_request(self._zc.zeroconf, 3000):
            table = _decode(info)
            if table is not None and self._zc is not None:
                self.tables[name] = table
                self._changed()

    def _changed(self) -> None:
        self.on_change(sorted(self.tables.values(), key=lambda t: (t["name"], t["instance"])))

    async def async_close(self) -> None:
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        for task in list(self._lookups):
            task.cancel()
        await asyncio.gather(*self._lookups, return_exceptions=True)
        if self._zc is not None:
            zc, self._zc = self._zc, None
            await zc.async_close()


async def async_discover(seconds: float = 3.0, interfaces: list[str] | None = None, until=None) -> list[dict]:
    """Browse for `seconds` (or until `until(table)` is true for one found) and return the tables seen."""
    zc = _zeroconf(interfaces)
    found: dict[str, dict] = {}
    done = asyncio.Event()
    lookups: set[asyncio.Task] = set()

    async def resolve(name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if await info.async_request(zc.zeroconf, 3000):
            table = _decode(info)
            if table is not None:
                found[name] = table
                if until is not None and until(table):
                    done.set()

    def on_change(zeroconf, service_type, name, state_change) -> None:
        if state_change is ServiceStateChange.Removed:
            found.pop(name, None)
            return
        task = asyncio.get_running_loop().create_task(resolve(name))
        lookups.add(task)
        task.add_done_callback(lookups.discard)

    browser = AsyncServiceBrowser(zc.zeroconf, SERVICE_TYPE, handlers=[on_change])
    try:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), seconds)
    finally:
        await browser.async_cancel()
        for task in list(lookups):
            task.cancel()
        await asyncio.gather(*lookups, return_exceptions=True)
        await zc.async_close()
    return sorted(found.values(), key=lambda t: (t["name"], t["instance"]))


__all__ = ["SERVICE_TYPE", "Advertiser", "TableBrowser", "async_discover"]
