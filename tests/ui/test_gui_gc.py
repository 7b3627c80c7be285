"""Cycles are collected on the GUI thread only, never on a bot's worker thread (ui/gui_gc.py)."""
import gc
import threading


class Cycle:
    """Garbage only the cyclic collector frees; it notes the thread that freed it."""

    freed_on: list[int] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        Cycle.freed_on.append(threading.get_ident())


def churn_cycles(count: int) -> None:
    for _ in range(count):
        Cycle()


def test_cycles_made_on_a_worker_are_freed_on_the_gui_thread(app):
    from ui.gui_gc import collect_on_gui_thread

    collector = collect_on_gui_thread(app)
    assert collect_on_gui_thread(app) is collector  # once per application
    assert not gc.isenabled()
    gc.collect()
    Cycle.freed_on.clear()
    # Far past the youngest generation's threshold: an automatic collector would have run on the worker.
    worker = threading.Thread(target=churn_cycles, args=(20 * gc.get_threshold()[0],))
    worker.start()
    worker.join()
    assert Cycle.freed_on == []
    assert collector.collect_due() > 0
    assert Cycle.freed_on and set(Cycle.freed_on) == {threading.get_ident()}


def test_only_generations_past_their_threshold_are_collected(app):
    from ui.gui_gc import collect_on_gui_thread

    collector = collect_on_gui_thread(app)
    gc.collect()
    assert collector.collect_due() == 0  # nothing due right after a full collection
    assert gc.get_count()[0] < collector.thresholds[0]
