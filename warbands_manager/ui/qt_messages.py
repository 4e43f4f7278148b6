"""Qt's own warnings go to the app's log, not to the terminal a player started it from.

The offscreen platform (screenshots, tests) says "This plugin does not support
propagateSizeHints()" on every window shown; that line is kept at debug level only.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import qInstallMessageHandler

_log = logging.getLogger("warbands_manager.qt")
_NOISE = ("This plugin does not support propagateSizeHints()",)
# QtMsgType names → logging levels (the enum is compared by name: cheap, no namespace lookup).
_LEVELS = {"QtDebugMsg": logging.DEBUG, "QtInfoMsg": logging.INFO,
           "QtWarningMsg": logging.WARNING, "QtCriticalMsg": logging.ERROR,
           "QtFatalMsg": logging.CRITICAL}


def _handle(kind, _context, message: str) -> None:
    level = logging.DEBUG if message in _NOISE else _LEVELS.get(kind.name, logging.WARNING)
    _log.log(level, "%s", message)


def route_qt_messages_to_log() -> None:
    """Install the handler (before the QApplication, so the platform plugin's lines count)."""
    qInstallMessageHandler(_handle)
