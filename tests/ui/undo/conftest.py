"""The undo tests open many pages (two organisers each): each page is really deleted after its
test (qtbot only closes it and asks for a deferred delete, which no event loop here delivers),
so closed pages never pile up with live timers until the session ends."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def delete_closed_pages(qapp):
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
