"""Helpers for the LAN window tests: app windows on loopback only (zeroconf bound to 127.0.0.1)."""
from __future__ import annotations

import asyncio
import random
import time

from ui.seat_director import SeatDirector

LOOPBACK_ONLY = ["127.0.0.1"]


def make_window(settings, art, tmp_path, name: str):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.lan import LanOptions
    from ui.main_window import MainWindow

    store = QSettings(str(tmp_path / f"{name}.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    window.lan.options = LanOptions(interfaces=LOOPBACK_ONLY, host_gone_after=1.0, min_decision_seconds=0.0)
    window.resize(1280, 800)
    return window


async def wait_for(condition, timeout: float = 15.0, what: str = "") -> None:
    give_up = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > give_up:
            raise AssertionError(f"timed out waiting for {what or condition}")
        await asyncio.sleep(0.01)


def click_a_choice(prompt, rng: random.Random) -> bool:
    """Click one legal choice in the prompt, as a player would (seat pickers, cards, buttons)."""
    picker, cards = prompt._picker, prompt._cards
    if picker is not None:
        for buttons in list(picker.extra_buttons.values()):  # a role to name: buttons, none chosen yet
            rng.choice(list(buttons.values())).click()
        seats = list(picker.seat_buttons.items())
        rng.shuffle(seats)
        for _seat, button in seats:
            if picker.confirm.isEnabled():
                break
            button.click()
        picker.confirm.click()
        return True
    if cards is not None and rng.random() < 0.9:
        rng.choice(list(cards.card_buttons.values())).click()
        actions = [b for b in prompt.buttons if b not in cards.card_buttons.values() and b.isEnabled()]
        if actions:
            rng.choice(actions).click()
            return True
    enabled = [b for b in prompt.buttons if b.isEnabled() and not b.isCheckable()]
    if not enabled:
        return False
    rng.choice(enabled).click()
    return True


async def play_screens(screens, rng: random.Random, timeout: float = 60.0, until=None) -> int:
    """Click through a game on several single-seat screens (LAN players) until every one shows its end."""
    clicks = 0
    give_up = time.monotonic() + timeout
    while not all(screen.bottom.currentWidget() is screen.end_panel for screen in screens):
        if until is not None and until():
            return clicks
        if time.monotonic() > give_up:
            states = [(s.director.showing, (s.shown_view() or {}).get("phase")) for s in screens]
            raise AssertionError(f"the LAN game did not end: {states}")
        await asyncio.sleep(0.003)
        for screen in screens:
            if screen.bottom.currentWidget() is screen.prompt and SeatDirector.owes_decision(screen.shown_view()):
                if screen.prompt.buttons or screen.prompt._picker is not None:
                    if click_a_choice(screen.prompt, rng):
                        clicks += 1
    return clicks


def unique(name: str) -> str:
    """A table name no other test (or another copy of the suite on this machine) advertises."""
    import secrets

    return f"{name} {secrets.token_hex(3)}"


def row_of(join, table_name: str):
    """The join list's row for our table (others' test tables on loopback may be listed too)."""
    for row, table in enumerate(join.tables):
        if table.get("name") == table_name:
            return row
    return None
