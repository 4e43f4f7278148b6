"""The cycle collector runs on the GUI thread only: a job that makes heaps of cyclic garbage
never collects on its pool thread, where destroying a closed page's widgets crashed the
process (a segmentation fault in the collector of a job reading a league's standings)."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QWidget

from warbands_manager.ui.background import run_in_background
from warbands_manager.ui.gui_thread_gc import collect_on_gui_thread


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _cyclic_garbage(count: int) -> int:
    for _ in range(count):
        _Cycle()
    return count


def test_a_job_making_cyclic_garbage_never_collects_on_its_thread(qtbot, qapp):
    collector = collect_on_gui_thread(qapp)
    threads: list[str] = []

    def note(phase, _info) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    owner = QWidget()
    qtbot.addWidget(owner)
    answers: list = []
    gc.callbacks.append(note)
    try:
        run_in_background(owner, lambda: _cyclic_garbage(200_000), answers.append,
                          answers.append)
        qtbot.waitUntil(lambda: bool(answers), timeout=20_000)
        QThreadPool.globalInstance().waitForDone(5000)
        qtbot.waitUntil(lambda: collector.collect_due() == 0, timeout=5_000)
    finally:
        gc.callbacks.remove(note)
    assert answers == [200_000]
    assert threads and set(threads) == {threading.main_thread().name}


def test_garbage_is_still_collected_from_the_event_loop(qtbot, qapp):
    collect_on_gui_thread(qapp)
    assert not gc.isenabled()
    cycle = _Cycle()
    gone = weakref.ref(cycle)
    del cycle
    _cyclic_garbage(gc.get_threshold()[0] + 1)  # past the youngest generation's threshold
    qtbot.waitUntil(lambda: gone() is None, timeout=5_000)


def test_stopping_hands_collection_back(cycles_collected_on_the_gui_thread):
    assert not gc.isenabled()  # the fixture installs the collector, as the app does
    cycles_collected_on_the_gui_thread.stop()
    assert gc.isenabled()
