"""The three campaign services together, as pages and commands use them."""

from __future__ import annotations

from dataclasses import dataclass

from warbands_manager.rules.choices import folded
from warbands_manager.rules.roster import Roster
from warbands_manager.services.campaign_passes import PostBattleService
from warbands_manager.services.campaign_records import CampaignRecordsService
from warbands_manager.services.campaigns import CampaignService
from warbands_manager.services.rosters import RosterService
from warbands_manager.store.database import Database

FROM_ROSTER = "from_roster"  # the campaign section's link to the saved roster it came from


@dataclass(frozen=True)
class CampaignServices:
    setup: CampaignService
    passes: PostBattleService
    records: CampaignRecordsService
    rosters: RosterService | None = None  # the saved rosters a warband may start from

    @classmethod
    def for_database(cls, database: Database) -> CampaignServices:
        return cls(CampaignService(database), PostBattleService(database),
                   CampaignRecordsService(database), RosterService(database))


def saved_starting_roster(rosters: RosterService, roster_id: int) -> Roster:
    """A saved roster as a starting warband, keeping a link to it (id and name) in its
    campaign section: the campaign warband is a copy that grows apart from the roster."""
    roster = rosters.load(roster_id)
    name = rosters.summary(roster_id).name
    roster.campaign = {**(roster.campaign or {}), FROM_ROSTER: {"id": roster_id, "name": name}}
    return roster


def saved_roster_named(rosters: RosterService, wanted: str) -> int:
    """The id of the saved roster called ``wanted`` (or with that id), names matched as
    typed; ``LookupError`` lists the saved rosters."""
    summaries = rosters.list()
    found = [s.id for s in summaries
             if folded(s.name) == folded(wanted) or str(s.id) == wanted.strip()]
    if len(found) == 1:
        return found[0]
    raise LookupError(f"no single saved roster called {wanted!r}; saved rosters: "
                      f"{', '.join(s.name for s in summaries) or 'none'}")
