"""Unexpected errors in the GUI become a message box, not a silent crash.

Storage failures (full disk, locked, read-only) get a plain explanation; anything else is
shown with its type so it can be reported, and written to the log with the traceback.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from warbands_manager.errors import UserFacingError
from warbands_manager.store.failures import storage_failure_message

_log = logging.getLogger(__name__)


def log_refusal(what: str, error: BaseException) -> None:
    """Record an operation the window refused (shown to the user as a message) in the log."""
    _log.warning("%s refused: %s", what, error)


def message_for(error: BaseException) -> str:
    known = storage_failure_message(error)
    if known:
        return known
    if isinstance(error, UserFacingError):
        return str(error)
    return f"Something went wrong: {type(error).__name__}: {error}"


def install_exception_hook(show=None) -> None:
    """Route uncaught exceptions to a message box (``show`` is injectable for tests)."""
    show = show or _show_box

    def hook(kind, error, tb) -> None:
        if issubclass(kind, KeyboardInterrupt):
            QApplication.quit()
            return
        _log.error("uncaught in the window", exc_info=(kind, error, tb))
        show(message_for(error))

    sys.excepthook = hook


def _show_box(text: str) -> None:
    QMessageBox.warning(QApplication.activeWindow(), "Warbands Manager", text)


def tell_conflict(page, text: str) -> None:
    """A save refused because someone else changed the same record first: the message as
    plain text (names like "<the Bold>" must show literally)."""
    box = QMessageBox(QMessageBox.Icon.Warning, "Changed by someone else", text,
                      parent=page)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
