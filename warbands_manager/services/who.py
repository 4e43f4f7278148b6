"""Who made a change, for the league history: the operating-system user name."""

from __future__ import annotations

import getpass
from functools import cache


@cache
def current_user() -> str:
    """The OS user running the app or the command (``""`` if the system cannot say)."""
    try:
        return getpass.getuser()[:100]
    except (OSError, KeyError, ImportError):  # no login name, no passwd entry
        return ""
