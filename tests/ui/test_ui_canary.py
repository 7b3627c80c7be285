"""TOOLING.md's canary: PySide6 6.12.0 loses a True/False reference per signal emit on CPython 3.11."""
import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    poked = Signal()


def test_no_arg_signal_keeps_bool_refcounts(app):
    emitter = _Emitter()
    received = []
    emitter.poked.connect(lambda: received.append(1))
    before = sys.getrefcount(True) + sys.getrefcount(False)
    for _ in range(200):
        emitter.poked.emit()
    after = sys.getrefcount(True) + sys.getrefcount(False)
    assert len(received) == 200
    assert before - after <= 5, f"True/False refcounts dropped by {before - after}: the PySide6 6.12 bug"
