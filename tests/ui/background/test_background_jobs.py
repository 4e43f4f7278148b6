"""Background jobs report on the GUI thread, and never to a widget already closed."""

import threading


def test_a_job_whose_owner_was_closed_reports_to_nobody(qtbot):
    """A page closed while its job ran (a test's window, a league switched away) got the
    answer on a deleted widget: "Internal C++ object already deleted" in the next test."""
    from PySide6.QtCore import QEvent, QObject, QThreadPool
    from PySide6.QtWidgets import QApplication

    from warbands_manager.ui.background import run_in_background

    started, answers = threading.Event(), []
    owner = QObject()
    run_in_background(owner, lambda: started.wait(5) and "done", answers.append, answers.append)
    owner.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    started.set()
    QThreadPool.globalInstance().waitForDone(5000)
    QApplication.processEvents()
    assert answers == []
