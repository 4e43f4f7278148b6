"""The Rosters page's list — saved rosters and imported catalogues — from whichever read is
ready: at start-up a read-only stdlib ``sqlite3`` connection (``store/quick_read.py``, the same
identity and head-schema checks as ``rosters list``), so the page is painted before SQLAlchemy
is imported (the app's start budget: content painted within twice a bare table window, which
importing SQLAlchemy alone exceeds); once the database is open (the first action, or just after
the first paint), the services, and the quick connection is closed. Both reads give the same
records (``store/summaries.py``).

Only reads come here; every write goes through the services, one transaction each.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from warbands_manager.store import quick_read
from warbands_manager.store.summaries import ArmySummary, RosterSummary

if TYPE_CHECKING:
    from warbands_manager.services.container import Services


class RosterListing:
    """``rosters()`` and ``catalogues()`` as the roster list shows them."""

    def __init__(self, services: Services, quick: sqlite3.Connection | None = None) -> None:
        self._services = services
        self._quick = quick
        services.when_open(lambda _database: self.close())

    @property
    def quick(self) -> bool:
        """Whether the next read is the stdlib one (the database is not open yet)."""
        return self._quick is not None and not self._services.is_open

    def rosters(self) -> list[RosterSummary]:
        """Every saved roster, by name then id (``RosterService.list`` or its quick read)."""
        if self._quick is not None and not self._services.is_open:
            return quick_read.roster_summaries(self._quick)
        return self._services.rosters.list()

    def catalogues(self) -> list[ArmySummary]:
        """Every imported catalogue, by name (``ArmyDataService.armies`` or its quick read)."""
        if self._quick is not None and not self._services.is_open:
            return quick_read.catalogue_summaries(self._quick)
        return self._services.armies.armies()

    def close(self) -> None:
        if self._quick is not None:
            self._quick.close()
            self._quick = None
