"""Reasons a database file is refused. They carry the path and a message fit for the user."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from warbands_manager.errors import UserFacingError

if TYPE_CHECKING:
    from warbands_manager.paths import ServerUrl


class DatabaseRefused(UserFacingError):
    """The file cannot be used; it has not been modified."""

    def __init__(self, path: Path | ServerUrl, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


class NotAWarbandsDatabase(DatabaseRefused):
    """The file is not SQLite, or is SQLite but holds another program's tables."""


class NewerSchemaVersion(DatabaseRefused):
    """The file was written by a newer Warbands Manager whose schema this version does not know."""


class DatabaseUnreadable(DatabaseRefused):
    """The file exists but cannot be opened or read (permissions, corruption)."""


class ServerSupportMissing(UserFacingError):
    """A PostgreSQL URL was given but the PostgreSQL driver is not installed (it is optional)."""

    def __init__(self, url: str) -> None:
        super().__init__(
            "This copy of Warbands Manager was installed without PostgreSQL support, so it "
            "cannot open a server database. Install it with: pip install "
            "'warbands-manager[server]' (from a checkout: pip install -e '.[server]').")
        self.url = url


class EditConflict(UserFacingError):
    """Someone else changed the record since it was read; nothing was saved.

    ``changes`` names what the other writer changed (one line each), for the message and UI.
    """

    def __init__(self, message: str, changes: list[str] | None = None,
                 epilogue: str = "") -> None:
        self.changes = list(changes or [])
        detail = "".join(f"\n  • {line}" for line in self.changes)
        super().__init__(message + detail + (f"\n{epilogue}" if epilogue else ""))
        self.message = message


class NotPermitted(UserFacingError):
    """The database login may not make this change (a read-only role); nothing was saved."""
