"""The services one open database offers, built once by the composition root (``app.py``).

Not a global: the window receives this object and hands each page only the services it uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from warbands_manager.paths import data_dir
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.league_rosters import LeagueRosterService
from warbands_manager.services.leagues import LeagueService
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import Database


@dataclass
class Services:
    database: Database
    companion_saves: CompanionSaveService
    rosters: RosterService | None = None
    armies: ArmyDataService | None = None

    @classmethod
    def for_database(cls, database: Database) -> Services:
        services = cls(database=database, companion_saves=CompanionSaveService(database))
        services.rosters = RosterService(database)
        services.armies = ArmyDataService(database, data_dir())
        return services

    @cached_property
    def leagues(self) -> LeagueService:
        return LeagueService(self.database)

    @cached_property
    def league_games(self) -> LeagueGameService:
        return LeagueGameService(self.database)

    @cached_property
    def league_rosters(self) -> LeagueRosterService:
        return LeagueRosterService(self.database)
