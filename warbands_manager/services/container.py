"""The services one open database offers, built by the composition root (``ui/launch.py``).

Not a global: the window receives this object and the page registry
(``ui/views/registry.py``) hands each page only the services it uses. Each service is built —
and its module, with SQLAlchemy and the table modules behind it, imported — the first time a
page asks for it, so the first page on screen does not wait for the others.

The database itself may be opened later too (:meth:`Services.opening`): the start path paints
the Rosters page from a stdlib read (``services/roster_listing.py``) and opens the database —
backup, migration checks and all, through ``store.database.open_database`` — when the first
service is asked for or just after that first paint, whichever comes first.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from warbands_manager.paths import data_dir
from warbands_manager.services.roster_listing import RosterListing

if TYPE_CHECKING:
    from warbands_manager.paths import DatabaseTarget
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.backups import BackupService
    from warbands_manager.services.campaign_suite import CampaignServices
    from warbands_manager.services.companion_saves import CompanionSaveService
    from warbands_manager.services.league_games import LeagueGameService
    from warbands_manager.services.league_rosters import LeagueRosterService
    from warbands_manager.services.leagues import LeagueService
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import Database

class Services:
    """The services of one database, each built when first used."""

    def __init__(self, database: Database | None = None, *,
                 opener: Callable[[], Database] | None = None,
                 target: DatabaseTarget | None = None,
                 quick: sqlite3.Connection | None = None) -> None:
        if database is None and opener is None:
            raise ValueError("Services need a database or a way to open one")
        self._database = database
        self._opener = opener
        self._quick = quick  # a read-only stdlib connection for the first page's list
        self.target = database.path if database is not None else target
        self._when_open: list[Callable[[Database], None]] = []
        # Rosters that name a stored catalogue are checked against it once the database is
        # open (before, validation is that of the self-contained roster).
        self.when_open(self._check_against_catalogues)

    @classmethod
    def for_database(cls, database: Database) -> Services:
        return cls(database)

    @classmethod
    def opening(cls, target: DatabaseTarget, opener: Callable[[], Database],
                quick: sqlite3.Connection | None = None) -> Services:
        """Services whose database ``opener()`` opens when it is first needed; until then
        the roster list reads through ``quick`` (``store.quick_read.open_current``)."""
        return cls(opener=opener, target=target, quick=quick)

    # -- the database ------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self._database is not None

    @property
    def database(self) -> Database:
        """The open database (opened now if it was not yet: the ORM is loaded when needed)."""
        if self._database is None:
            assert self._opener is not None
            self._database = self._opener()
            for callback in self._when_open:
                callback(self._database)
        return self._database

    def _check_against_catalogues(self, _database: Database) -> None:
        # deferred: the validation rules load once the database opens, after the list paints
        from warbands_manager.rules.validation.catalogue import use_catalogues

        use_catalogues(self.armies.stored_catalogue)

    def when_open(self, callback: Callable[[Database], None]) -> None:
        """Call ``callback(database)`` now if the database is open, else once it is."""
        if self._database is not None:
            callback(self._database)
        else:
            self._when_open.append(callback)

    # -- the services, each built on first use ---------------------------------------------
    @cached_property
    def roster_listing(self) -> RosterListing:
        """The Rosters page's list (the stdlib read until the database is open)."""
        return RosterListing(self, self._quick)

    @cached_property
    def companion_saves(self) -> CompanionSaveService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.companion_saves import CompanionSaveService

        return CompanionSaveService(self.database)

    @cached_property
    def backups(self) -> BackupService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.backups import BackupService

        return BackupService(self.database)

    @cached_property
    def rosters(self) -> RosterService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.rosters import RosterService

        return RosterService(self.database)

    @cached_property
    def armies(self) -> ArmyDataService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.armies import ArmyDataService

        return ArmyDataService(self.database, data_dir())

    @property
    def campaigns(self) -> CampaignServices:
        """Campaign set-up, post-battle passes and records (cheap: built on each use)."""
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.campaign_suite import CampaignServices

        return CampaignServices.for_database(self.database)

    @cached_property
    def leagues(self) -> LeagueService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.leagues import LeagueService

        return LeagueService(self.database)

    @cached_property
    def league_games(self) -> LeagueGameService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.league_games import LeagueGameService

        return LeagueGameService(self.database)

    @cached_property
    def league_rosters(self) -> LeagueRosterService:
        # deferred: the window paints its roster list before SQLAlchemy loads
        from warbands_manager.services.league_rosters import LeagueRosterService

        return LeagueRosterService(self.database)
