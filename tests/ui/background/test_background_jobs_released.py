"""A background job lets go of its work and callbacks once it has reported: its signals
held the callbacks from C++ and the callbacks the job, a cycle the collector cannot see, so
every job kept what its work used (a league's 10,000 players) alive for good."""

from __future__ import annotations

import gc
import weakref

import pytest
from PySide6.QtWidgets import QWidget

from warbands_manager.ui.background import run_in_background


class Data:
    """Something the work uses (weak-referenceable)."""


class Owner(QWidget):
    """A page or tab: its callbacks are its own methods, called through lambdas."""

    def __init__(self) -> None:
        super().__init__()
        self.reported = []

    def report(self, value) -> None:
        self.reported.append(value)


def _start(owner: Owner, data: Data, fails: bool) -> None:
    def work():
        if fails:
            raise ValueError("refused")
        return id(data)

    run_in_background(owner, work, lambda result: owner.report(result),
                      lambda error: owner.report(error))


@pytest.mark.parametrize("fails", [False, True], ids=["finished", "failed"])
def test_a_job_keeps_nothing_alive_after_reporting(qtbot, fails):
    owner = Owner()
    qtbot.addWidget(owner)
    data = Data()
    seen = weakref.ref(data)
    _start(owner, data, fails)
    del data
    qtbot.waitUntil(lambda: bool(owner.reported), timeout=20_000)
    assert owner.background_jobs == []
    owner.reported.clear()  # a failure's exception holds the work's frame
    gc.collect()
    assert seen() is None, "the job still holds what its work used"
