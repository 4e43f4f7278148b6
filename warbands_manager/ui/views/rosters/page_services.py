"""What the Rosters page uses, and nothing else of the container (so the page cannot reach what it
has no business with).

The list's reads (``listing``) work before the database is open; the services are providers
— each called, and so built (the database opened, the ORM imported), when an action first
needs it. An edit made right after start therefore goes through the ordinary service.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warbands_manager.services.armies import ArmyDataService
    from warbands_manager.services.roster_listing import RosterListing
    from warbands_manager.services.rosters import RosterService
    from warbands_manager.store.database import Database


@dataclass(frozen=True)
class RosterPageServices:
    listing: RosterListing
    rosters_of: Callable[[], RosterService]
    armies_of: Callable[[], ArmyDataService]
    database_of: Callable[[], Database]

    @property
    def rosters(self) -> RosterService:
        return self.rosters_of()

    @property
    def armies(self) -> ArmyDataService:
        return self.armies_of()

    @property
    def database(self) -> Database:
        return self.database_of()
