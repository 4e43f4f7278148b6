"""The services one open database offers, built once by the composition root (``app.py``).

Not a global: the window receives this object and hands each page only the services it uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.services.campaign_suite import CampaignServices
from warbands_manager.services.companion_saves import CompanionSaveService
from warbands_manager.store.database import Database


@dataclass
class Services:
    database: Database
    companion_saves: CompanionSaveService

    @classmethod
    def for_database(cls, database: Database) -> Services:
        return cls(database=database, companion_saves=CompanionSaveService(database))

    @property
    def campaigns(self) -> CampaignServices:
        """Campaign set-up, post-battle passes and records (cheap: built on each use)."""
        return CampaignServices.for_database(self.database)
