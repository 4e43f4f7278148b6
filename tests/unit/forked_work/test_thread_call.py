"""``forked.ThreadCall``: work done in a thread, its value or its error handed to the caller."""

from __future__ import annotations

import threading

import pytest

from warbands_manager.forked import ThreadCall


def test_the_work_runs_in_another_thread_and_its_value_is_returned():
    release = threading.Event()

    def work() -> int:
        assert release.wait(10)  # the caller goes on while the work waits
        return threading.get_ident()

    call = ThreadCall(work)
    release.set()
    assert call.result() != threading.get_ident()


def test_an_error_of_the_work_is_raised_by_result():
    def work() -> None:
        raise LookupError("no league called 'Nowhere'")

    call = ThreadCall(work)
    with pytest.raises(LookupError, match="Nowhere"):
        call.result()


def test_a_spare_core_is_a_load_average_half_a_core_below_the_cores(monkeypatch):
    from warbands_manager import forked

    monkeypatch.setattr(forked.os, "cpu_count", lambda: 2)
    for load, spare in ((0.2, True), (1.5, True), (1.6, False), (3.9, False)):
        monkeypatch.setattr(forked.os, "getloadavg", lambda load=load: (load, 0.0, 0.0))
        assert forked.spare_core() is spare, load
    monkeypatch.delattr(forked.os, "getloadavg")  # Windows: any second core counts
    assert forked.spare_core() is True
    monkeypatch.setattr(forked.os, "cpu_count", lambda: 1)
    assert forked.spare_core() is False
