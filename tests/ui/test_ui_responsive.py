"""The UI thread is never blocked by a bot's thinking: a slow bot thinks off the loop's thread."""
import asyncio
import random
import time

from PySide6.QtCore import QTimer

from desktop.bots.random_bot import RandomBot
from ui.table_setup import HUMAN, TableSetup

THINK_SECONDS = 0.4


class SlowBot(RandomBot):
    level = "slow_test"

    def decide(self, view):
        time.sleep(THINK_SECONDS)  # a deep search, as far as the UI can tell
        return super().decide(view)


def test_slow_bots_never_block_the_ui(app, art, settings, run, monkeypatch, tmp_path):
    from desktop.bots import LEVELS
    from desktop.engine import GAMES
    from PySide6.QtCore import QSettings
    from ui.catalog import Catalog
    from ui.main_window import MainWindow

    monkeypatch.setitem(LEVELS, "slow_test", SlowBot)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    window = MainWindow(settings, store, art, Catalog(GAMES, LEVELS))
    config = GAMES["resistance"].validate_config({"players": 5, "options": {}})[0]
    setup = TableSetup("resistance", config, ["Ana", "Bao", "Carmen", "Duc", "Elena"], [HUMAN] + ["slow_test"] * 4, seed=3)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))

    async def scenario():
        screen = await window.async_play(setup)
        timer.start()
        started = time.perf_counter()
        rng = random.Random(1)
        decisions_seen = 0
        while time.perf_counter() - started < 2.5:  # long enough for several slow bot decisions
            await asyncio.sleep(0.01)
            buttons = [b for b in screen.prompt.buttons if b.isEnabled() and not b.isCheckable()]
            picker = screen.prompt._picker
            if picker is not None:
                for button in picker.seat_buttons.values():
                    if not picker.confirm.isEnabled():
                        button.click()
                picker.confirm.click()
            elif buttons:
                rng.choice(buttons).click()
            decisions_seen = len(screen.connection.views[None].get("public_history", []))
        timer.stop()
        await window.async_close()
        return decisions_seen

    decisions = run(scenario(), timeout=30)
    gaps = [later - earlier for earlier, later in zip(ticks, ticks[1:])]
    assert decisions >= 3, "the bots should have decided several times"
    assert max(gaps) < THINK_SECONDS / 2, f"the UI loop stalled for {max(gaps) * 1000:.0f} ms"
