"""The three campaign services together, as pages and commands use them."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.services.campaign_passes import PostBattleService
from warbands_manager.services.campaign_records import CampaignRecordsService
from warbands_manager.services.campaigns import CampaignService
from warbands_manager.store.database import Database


@dataclass(frozen=True)
class CampaignServices:
    setup: CampaignService
    passes: PostBattleService
    records: CampaignRecordsService

    @classmethod
    def for_database(cls, database: Database) -> CampaignServices:
        return cls(CampaignService(database), PostBattleService(database),
                   CampaignRecordsService(database))
