"""The services one open database offers, built once by the composition root (``app.py``).

Not a global: the window receives this object and hands each page only the services it uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from warbands_manager.paths import data_dir
from warbands_manager.services.armies import ArmyDataService
from warbands_manager.services.backups import BackupService
from warbands_manager.services.campaign_suite import CampaignServices
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
    backups: BackupService
    rosters: RosterService
    armies: ArmyDataService

    @classmethod
    def for_database(cls, database: Database) -> Services:
        return cls(
            database=database,
            companion_saves=CompanionSaveService(database),
            backups=BackupService(database),
            rosters=RosterService(database),
            armies=ArmyDataService(database, data_dir()),
        )

    @property
    def campaigns(self) -> CampaignServices:
        """Campaign set-up, post-battle passes and records (cheap: built on each use)."""
        return CampaignServices.for_database(self.database)

    @cached_property
    def leagues(self) -> LeagueService:
        return LeagueService(self.database)

    @cached_property
    def league_games(self) -> LeagueGameService:
        return LeagueGameService(self.database)

    @cached_property
    def league_rosters(self) -> LeagueRosterService:
        return LeagueRosterService(self.database)
