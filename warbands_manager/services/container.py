"""The services one open database offers, built once by the composition root (``app.py``).

Not a global: the window receives this object and hands each page only the services it uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.services.league_games import LeagueGameService
from warbands_manager.services.leagues import LeagueService
from warbands_manager.store.database import Database


@dataclass
class Services:
    database: Database
    companion_saves: CompanionSaveService

    @classmethod
    def for_database(cls, database: Database) -> Services:
        return cls(database=database, companion_saves=CompanionSaveService(database))

    @cached_property
    def leagues(self) -> LeagueService:
        return LeagueService(self.database)

    @cached_property
    def league_games(self) -> LeagueGameService:
        return LeagueGameService(self.database)
